package listing

import (
	"bytes"
	"iter"
	"unicode"
	"unicode/utf8"
)

// searchWords yields the words of a vehicle's search text exactly as
// bytes.Fields(bytes.ToLower(text)) has them, without making either when
// the text is lower-cased already and spaced by ASCII — as the store
// writes it (sqldb.SearchText): at 1,000,000 vehicles the two took half
// the CPU of reading the list index from the rows, Bangla being decoded
// rune by rune twice (issue 47's deploy). Any other text takes the
// general path.
func searchWords(text []byte) iter.Seq[[]byte] {
	return func(yield func([]byte) bool) {
		if !plainLower(text) {
			for _, w := range bytes.Fields(bytes.ToLower(text)) {
				if !yield(w) {
					return
				}
			}
			return
		}
		start := -1
		for i, c := range text {
			switch {
			case !asciiSpace[c]:
				if start < 0 {
					start = i
				}
			case start >= 0:
				if !yield(text[start:i]) {
					return
				}
				start = -1
			}
		}
		if start >= 0 {
			yield(text[start:])
		}
	}
}

// asciiSpace are the ASCII bytes unicode.IsSpace holds for.
var asciiSpace = [256]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// plainLower reports whether lower-casing text changes nothing and its
// only spaces are ASCII: valid UTF-8, no rune unicode.ToLower maps
// elsewhere, no Unicode space outside ASCII. Bangla letters (U+0980–
// U+09FF: no case, no spaces) are passed by their bytes alone.
func plainLower(text []byte) bool {
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				return false
			}
			i++
			continue
		}
		if c == 0xE0 && i+2 < len(text) && (text[i+1] == 0xA6 || text[i+1] == 0xA7) && text[i+2]&0xC0 == 0x80 {
			i += 3
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		if (r == utf8.RuneError && size == 1) || unicode.ToLower(r) != r || unicode.IsSpace(r) {
			return false
		}
		i += size
	}
	return true
}
