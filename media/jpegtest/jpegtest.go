// Package jpegtest builds hostile JPEGs for tests and the bench: real files
// Go's decoder reads to the end, made without an encoder (image/jpeg writes
// only baseline JPEGs). Every block's DC difference is coded as zero with a
// one-bit Huffman code and no AC coefficient is sent, so a 40-megapixel
// progressive photo is a few hundred kilobytes of zero bytes that still
// makes the decoder allocate and reconstruct every block.
package jpegtest

import "bytes"

// Sampling is a component's horizontal and vertical sampling factors.
type Sampling struct{ H, V int }

// Common samplings of a three-component (YCbCr) JPEG.
var (
	S444 = []Sampling{{1, 1}, {1, 1}, {1, 1}}
	S420 = []Sampling{{2, 2}, {1, 1}, {1, 1}}
	// CMYK is a four-component JPEG, marked by an Adobe segment as CMYK.
	CMYK = []Sampling{{1, 1}, {1, 1}, {1, 1}, {1, 1}}
)

// JPEG returns a decodable JPEG of w×h pixels (both under 65,536) with one
// component per sampling, progressive (SOF2, one DC scan) or baseline
// (SOF0, one scan).
func JPEG(w, h int, progressive bool, sampling []Sampling) []byte {
	var b bytes.Buffer
	b.Write([]byte{0xff, 0xd8})
	if len(sampling) == 4 { // Go reads four components only with Adobe's word
		b.Write([]byte{0xff, 0xee, 0, 14, 'A', 'd', 'o', 'b', 'e', 0, 100, 0, 0, 0, 0, 0})
	}
	// One quantization table of ones.
	b.Write([]byte{0xff, 0xdb, 0, 67, 0})
	b.Write(bytes.Repeat([]byte{1}, 64))
	sof := byte(0xc0)
	if progressive {
		sof = 0xc2
	}
	n := len(sampling)
	b.Write([]byte{0xff, sof, 0, byte(8 + 3*n), 8, byte(h >> 8), byte(h), byte(w >> 8), byte(w), byte(n)})
	for i, s := range sampling {
		b.Write([]byte{byte(i + 1), byte(s.H<<4 | s.V), 0})
	}
	// DC table 0 and AC table 0: one code, "0", for symbol 0 (a zero DC
	// difference; an end of block).
	for _, class := range []byte{0x00, 0x10} {
		b.Write([]byte{0xff, 0xc4, 0, 20, class, 1})
		b.Write(make([]byte, 15))
		b.WriteByte(0)
	}
	// One scan of every component: DC only when progressive, the whole
	// block (DC 0, end of block) when baseline.
	b.Write([]byte{0xff, 0xda, 0, byte(6 + 2*n), byte(n)})
	for i := range sampling {
		b.Write([]byte{byte(i + 1), 0x00})
	}
	se := byte(63)
	if progressive {
		se = 0
	}
	b.Write([]byte{0, se, 0})
	bitsPerBlock := 2 // DC "0", end of block "0"
	if progressive {
		bitsPerBlock = 1
	}
	b.Write(make([]byte, (blocks(w, h, sampling)*bitsPerBlock+7)/8+1))
	b.Write([]byte{0xff, 0xd9})
	return b.Bytes()
}

// blocks is the number of 8×8 blocks one interleaved scan codes (a single
// component's scan codes its own blocks, not whole MCUs).
func blocks(w, h int, sampling []Sampling) int {
	if len(sampling) == 1 {
		return ((w + 7) / 8) * ((h + 7) / 8)
	}
	h0, v0 := sampling[0].H, sampling[0].V
	mcus := ((w + 8*h0 - 1) / (8 * h0)) * ((h + 8*v0 - 1) / (8 * v0))
	per := 0
	for _, s := range sampling {
		per += s.H * s.V
	}
	return mcus * per
}
