package httpapi

import (
	"bytes"
	"encoding/binary"
	"io"

	"garihaat/pool"

	"github.com/klauspost/compress/gzip"
)

// gzipWriters hold the compressors (see pool.Bounded). DefaultCompression
// (6) is within 2 % of BestCompression's bytes on the answers and pages at
// a third of its time.
var gzipWriters = pool.New(pool.PerCore(), func() *gzip.Writer {
	zw, _ := gzip.NewWriterLevel(nil, gzip.DefaultCompression) // only fails for a bad level
	return zw
})

func getGzipWriter(w io.Writer) *gzip.Writer {
	zw := gzipWriters.Get()
	zw.Reset(w)
	return zw
}

// putGzipWriter gives a writer taken with getGzipWriter back; it must be
// called exactly once, and nothing may wait for another writer meanwhile.
func putGzipWriter(zw *gzip.Writer) { gzipWriters.Put(zw) }

// gzipWritten compresses what write writes, as it writes it.
// write holds a compressor: it must only write (no queries).
func gzipWritten(write func(w io.Writer) error) ([]byte, error) {
	var buf bytes.Buffer
	zw := getGzipWriter(&buf)
	defer putGzipWriter(zw)
	if err := write(zw); err != nil {
		return nil, err
	}
	zw.Close()
	return bytes.Clone(buf.Bytes()), nil
}

// gzipSum is a gzip member's trailer, the CRC-32 and length of its plain
// text: an answer's checksum for its ETag, the same however the member
// was made (whole, or joined from stored parts).
func gzipSum(gz []byte) uint64 { return binary.LittleEndian.Uint64(gz[len(gz)-8:]) }
