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

// Part is deflated text (blocks that end on a byte boundary, none final)
// with the CRC-32 and length of its plain text: all a member needs to take
// it in, so the plain text need not be kept.
type Part struct {
	Deflated  []byte
	CRC, Size uint32
	// shift is x^(8·Size) modulo CRC-32's polynomial, what joining the
	// part to a checksum multiplies by: kept by Compress for the parts
	// joined again and again (a page's shell), found on use otherwise.
	shift uint32
}

// Compress makes a Part of plain. A part made once and served many times
// (a page's shell) is worth the default level; one made per request is
// worth Fast.
func Compress(plain []byte, fast bool) Part {
	return Part{Deflated: deflate(plain, fast), CRC: crc32.ChecksumIEEE(plain), Size: uint32(len(plain)), shift: shiftOf(int64(len(plain)))}
}

// Part appends p, its checksum joined to the member's by arithmetic.
func (m *Member) Part(p Part) {
	m.buf = append(m.buf, p.Deflated...)
	if p.shift == 0 {
		p.shift = shiftOf(int64(p.Size))
	}
	m.crc = multModP(p.shift, m.crc) ^ p.CRC
	m.size += p.Size
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

// deflate compresses plain into deflate blocks that end on a byte boundary
// (a sync flush), none of them final, so other parts may follow.
func deflate(plain []byte, fast bool) []byte {
	var buf bytes.Buffer
	ws := writers
	if fast {
		ws = fastWriters
	}
	w := ws.Get()
	w.Reset(&buf)
	w.Write(plain) // writing to a bytes.Buffer cannot fail
	w.Flush()
	ws.Put(w)
	return bytes.Clone(buf.Bytes())
}

// writers are reused, and bounded (see pool.Bounded): the related lists
// all miss at once after a catalogue write. DefaultCompression, as the
// answers compressed whole. fastWriters are BestSpeed: on a vehicle page's
// own head and first paint (6 KB) it took three quarters of the default's
// time for 4 % more bytes (32 against 42 µs, 2.0 against 1.93 KB).
var (
	writers     = newWriters(flate.DefaultCompression)
	fastWriters = newWriters(flate.BestSpeed)
)

func newWriters(level int) *pool.Bounded[*flate.Writer] {
	return pool.New(pool.PerCore(), func() *flate.Writer {
		w, _ := flate.NewWriter(nil, level) // only fails for a bad level
		return w
	})
}
