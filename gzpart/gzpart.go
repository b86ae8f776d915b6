// Package gzpart builds one gzip member from parts compressed at different
// times: a part compressed long before it is asked for (a vehicle's stored
// detail), bytes known only now (its bids), and parts many answers share.
// Deflate allows it: blocks that end on a byte boundary, none marked final,
// can be followed by any other blocks, and the member's trailer needs only
// the CRC-32 and length of the whole plain text.
package gzpart

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"

	"garihaat/pool"

	"github.com/klauspost/compress/flate"
)

// header is a gzip member's header: deflate, no name, no time, unknown OS.
var header = []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff}

// Member is a gzip member being built, part after part.
type Member struct {
	buf  []byte
	crc  uint32
	size uint32
}

// New starts a member with room for about n compressed bytes.
func New(n int) *Member {
	return &Member{buf: append(make([]byte, 0, n+len(header)+16), header...)}
}

// Resume appends a first part whose plain text is not at hand: crc and size
// are that text's CRC-32 and length (as Deflate's caller kept them). It
// must be the member's first part, because the checksum starts with it.
func (m *Member) Resume(deflated []byte, crc uint32, size uint32) {
	if m.size != 0 {
		panic("gzpart: Resume after other parts")
	}
	m.buf = append(m.buf, deflated...)
	m.crc, m.size = crc, size
}

// Deflated appends deflated, made by Deflate from plain.
func (m *Member) Deflated(deflated, plain []byte) {
	m.buf = append(m.buf, deflated...)
	m.add(plain)
}

// Literal appends plain as stored (uncompressed) blocks: for the few bytes
// an answer learns at request time, which compression would cost more CPU
// than it saves bytes.
func (m *Member) Literal(plain []byte) {
	m.add(plain)
	for len(plain) > 0 {
		n := min(len(plain), 0xffff)
		m.buf = append(m.buf, 0, byte(n), byte(n>>8), ^byte(n), ^byte(n>>8))
		m.buf = append(m.buf, plain[:n]...)
		plain = plain[n:]
	}
}

func (m *Member) add(plain []byte) {
	m.crc = crc32.Update(m.crc, crc32.IEEETable, plain)
	m.size += uint32(len(plain))
}

// Bytes ends the member (an empty final block and the trailer) and
// returns it. The member must not be used after.
func (m *Member) Bytes() []byte {
	m.buf = append(m.buf, 0x03, 0x00) // final block, fixed codes, end of block
	m.buf = binary.LittleEndian.AppendUint32(m.buf, m.crc)
	return binary.LittleEndian.AppendUint32(m.buf, m.size)
}

// Deflate compresses plain into deflate blocks that end on a byte boundary
// (a sync flush), none of them final, so other parts may follow.
func Deflate(plain []byte) []byte {
	var buf bytes.Buffer
	w := writers.Get()
	w.Reset(&buf)
	w.Write(plain) // writing to a bytes.Buffer cannot fail
	w.Flush()
	writers.Put(w)
	return bytes.Clone(buf.Bytes())
}

// writers are reused, and bounded (see pool.Bounded): the related lists
// all miss at once after a catalogue write. DefaultCompression, as the
// answers compressed whole.
var writers = pool.New(pool.PerCore(), func() *flate.Writer {
	w, _ := flate.NewWriter(nil, flate.DefaultCompression) // only fails for a bad level
	return w
})

// Checksum returns the CRC-32 of plain, as Resume wants it.
func Checksum(plain []byte) uint32 { return crc32.ChecksumIEEE(plain) }
