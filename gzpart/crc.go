package gzpart

// The CRC-32 (IEEE) of a text A followed by a text B comes from A's
// checksum, B's checksum and B's length, without either text: A's
// checksum shifted by len(B) bytes is its remainder multiplied by
// x^(8·len(B)) modulo the polynomial, and B's adds on (zlib's
// crc32_combine, the same arithmetic). A member made of parts compressed
// at different times thus needs none of their plain text.

// shiftOf is x^(8·n) modulo the polynomial: what a checksum is multiplied
// by to stand n bytes further on. Never zero.
func shiftOf(n int64) uint32 { return xPow2NModP(n, 3) }

// reversed is the IEEE polynomial with its bits reversed, as CRC-32 uses it.
const reversed = 0xedb88320

// multModP multiplies a and b modulo the polynomial; the bits are
// reversed, so x^0 is the top bit.
func multModP(a, b uint32) uint32 {
	m := uint32(1) << 31
	var p uint32
	for {
		if a&m != 0 {
			p ^= b
			if a&(m-1) == 0 {
				return p
			}
		}
		m >>= 1
		if b&1 != 0 {
			b = b>>1 ^ reversed
		} else {
			b >>= 1
		}
	}
}

// x2n holds x^(2^k) modulo the polynomial for k = 0…31.
var x2n = func() (t [32]uint32) {
	p := uint32(1) << 30 // x^1
	for k := range t {
		t[k] = p
		p = multModP(p, p)
	}
	return t
}()

// xPow2NModP returns x^(n·2^k) modulo the polynomial.
func xPow2NModP(n int64, k uint) uint32 {
	p := uint32(1) << 31 // x^0
	for n != 0 {
		if n&1 != 0 {
			p = multModP(x2n[k&31], p)
		}
		n >>= 1
		k++
	}
	return p
}
