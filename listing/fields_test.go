package listing

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"
)

// wordsOf is what searchWords yields, collected.
func wordsOf(text []byte) [][]byte {
	var out [][]byte
	for w := range searchWords(text) {
		out = append(out, w)
	}
	return out
}

// The fast path must give exactly the words the general one does, for
// the texts the store writes and for any other.
func TestSearchWordsAsFieldsOfLower(t *testing.T) {
	cases := []string{
		"", " ", "tata ace ট্রাক টাটা", "  leading and trailing  ", "tabs\tand\nnew\rlines\v\fhere",
		"Upper Case ASCII", "মিনি ট্রাক ১২ সিট", "non\u00a0breaking", "next\u0085line", "ideographic\u3000space",
		"ÄÖÜ ß straße", "İstanbul", "ǅ titlecase", "bad \xe0\xa6 utf8", "\xff\xfe", "\xe0\xa6\x95\xe0", "ক\u200cখ zero width",
		"ΑΒΓ greek", "ⅷ roman", "\u2028sep",
	}
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"a", "Z", "৳", "ক", "া", " ", "\t", "\u00a0", "É", "é", "\xe0", "\xa6", "1", "১", "-", "ǅ", "\u3000"}
	for range 5000 {
		var b []byte
		for range r.IntN(24) {
			b = append(b, alphabet[r.IntN(len(alphabet))]...)
		}
		cases = append(cases, string(b))
	}
	for _, c := range cases {
		want := bytes.Fields(bytes.ToLower([]byte(c)))
		if got := wordsOf([]byte(c)); !slices.EqualFunc(got, want, bytes.Equal) {
			t.Fatalf("words of %q: %q, want %q", c, got, want)
		}
	}
}

// A loop that stops early stops.
func TestSearchWordsStops(t *testing.T) {
	for _, text := range []string{"one two three", "One Two Three"} {
		n := 0
		for range searchWords([]byte(text)) {
			if n++; n == 2 {
				break
			}
		}
		if n != 2 {
			t.Fatalf("%q: %d words read before the break, want 2", text, n)
		}
	}
}

func FuzzSearchWords(f *testing.F) {
	for _, s := range []string{"tata ace ট্রাক", "Upper", "a\u00a0b", "\xe0\xa6"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		want := bytes.Fields(bytes.ToLower(text))
		if got := wordsOf(text); !slices.EqualFunc(got, want, bytes.Equal) {
			t.Fatalf("words of %q: %q, want %q", text, got, want)
		}
	})
}
