package gzpart

import (
	"bytes"
	"compress/gzip"
	"hash/crc32"
	"io"
	"math/rand/v2"
	"testing"
)

// TestPartsJoinIntoOneMember joins compressed, stored and resumed parts in
// every order a detail answer uses, and the standard library's reader,
// which checks the CRC and the length, reads back exactly the parts' text.
func TestPartsJoinIntoOneMember(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	text := func(n int) []byte {
		words := []string{`{"id":`, `"title":"Tata Ace"`, `,`, `"টাটা"`, `123`, `null`, `}`, `[`, `]`}
		var b []byte
		for len(b) < n {
			b = append(b, words[r.IntN(len(words))]...)
		}
		return b[:n]
	}
	for round := range 200 {
		var want []byte
		m := New(64)
		if round%2 == 0 {
			first := text(r.IntN(5000))
			m.Part(Compress(first, false))
			want = append(want, first...)
		}
		for range r.IntN(6) {
			p := text(r.IntN(3000))
			if r.IntN(2) == 0 {
				m.Literal(p)
			} else {
				m.Part(Compress(p, r.IntN(2) == 0))
			}
			want = append(want, p...)
		}
		zr, err := gzip.NewReader(bytes.NewReader(m.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		zr.Multistream(false)
		got, err := io.ReadAll(zr)
		if err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("round %d: read %d bytes, want %d", round, len(got), len(want))
		}
	}
}

// TestLiteralLongerThanABlock: a stored block holds at most 65,535 bytes.
func TestLiteralLongerThanABlock(t *testing.T) {
	p := bytes.Repeat([]byte("ক"), 70000)
	m := New(0)
	m.Literal(p)
	zr, err := gzip.NewReader(bytes.NewReader(m.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(got, p) {
		t.Fatalf("read %d bytes (%v), want %d", len(got), err, len(p))
	}
}

// combine is how Member.Part joins a part's checksum.
func combine(crc1, crc2 uint32, len2 int64) uint32 { return multModP(shiftOf(len2), crc1) ^ crc2 }

// TestCombine: the checksum joined by arithmetic is the checksum of the
// joined text, for empty, short and long texts.
func TestCombine(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 7, 100, 4096, 70000} {
		for _, m := range []int{0, 1, 3, 1000, 65536} {
			a, b := make([]byte, n), make([]byte, m)
			for i := range a {
				a[i] = byte(r.Uint32())
			}
			for i := range b {
				b[i] = byte(r.Uint32())
			}
			if got, want := combine(crc32.ChecksumIEEE(a), crc32.ChecksumIEEE(b), int64(m)), crc32.ChecksumIEEE(append(a, b...)); got != want {
				t.Fatalf("combine(%d, %d bytes) = %08x, want %08x", n, m, got, want)
			}
		}
	}
}

// TestPartsWithoutTheirText: a member made only of Parts (no plain text
// at hand) reads back whole, its trailer checked by the reader.
func TestPartsWithoutTheirText(t *testing.T) {
	parts := [][]byte{[]byte("<!doctype html><html lang=\"bn\">"), bytes.Repeat([]byte("<meta a=\"টাটা\">"), 300), {}, []byte("</html>")}
	m := New(0)
	var want []byte
	for i, p := range parts {
		m.Part(Compress(p, i%2 == 0))
		want = append(want, p...)
	}
	zr, err := gzip.NewReader(bytes.NewReader(m.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("read %d bytes (%v), want %d", len(got), err, len(want))
	}
}
