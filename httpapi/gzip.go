package httpapi

import (
	"bytes"
	"hash/crc64"
	"io"
	"sync"

	"github.com/klauspost/compress/gzip"
)

// gzipWriters are reused: a new writer allocates its tables (hundreds of
// kilobytes), which cost more than compressing a 5 KB answer and, under
// load of answers no cache holds, kept the garbage collector busy.
// DefaultCompression (6) is within 2 % of BestCompression's bytes on the
// answers and pages at a third of its time (issue 12).
var gzipWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.DefaultCompression)
	return zw
}}

// gzipWritten compresses what write writes, as it writes it, and returns
// the compressed bytes and the CRC-64 of the plain ones (for the ETag).
func gzipWritten(write func(w io.Writer) error) ([]byte, uint64, error) {
	var buf bytes.Buffer
	zw := gzipWriters.Get().(*gzip.Writer)
	defer gzipWriters.Put(zw)
	zw.Reset(&buf)
	sum := crc64.New(crcTable)
	if err := write(io.MultiWriter(zw, sum)); err != nil {
		return nil, 0, err
	}
	zw.Close()
	return bytes.Clone(buf.Bytes()), sum.Sum64(), nil
}

// gzipParts compresses parts, one after the other, into a slice of exactly
// the compressed size (cached answers are kept for long).
func gzipParts(parts ...[]byte) []byte {
	var buf bytes.Buffer
	zw := gzipWriters.Get().(*gzip.Writer)
	zw.Reset(&buf)
	for _, p := range parts {
		zw.Write(p) // writing to a bytes.Buffer cannot fail
	}
	zw.Close()
	gzipWriters.Put(zw)
	return bytes.Clone(buf.Bytes())
}
