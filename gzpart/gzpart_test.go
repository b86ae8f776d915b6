package gzpart

import (
	"bytes"
	"compress/gzip"
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
			m.Resume(Deflate(first), Checksum(first), uint32(len(first)))
			want = append(want, first...)
		}
		for range r.IntN(6) {
			p := text(r.IntN(3000))
			if r.IntN(2) == 0 {
				m.Literal(p)
			} else {
				m.Deflated(Deflate(p), p)
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

// TestResumeMustComeFirst: a resumed part's checksum starts the member's.
func TestResumeMustComeFirst(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("Resume after a literal did not panic")
		}
	}()
	m := New(0)
	m.Literal([]byte("x"))
	m.Resume(Deflate([]byte("y")), Checksum([]byte("y")), 1)
}
