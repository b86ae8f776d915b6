// Package spelling is how the search forgives the way people type (issue
// 27): one spelling of a word for the many a keyboard produces (Unicode
// forms, Bengali or ASCII digits, case, hyphens, model codes written
// together or apart), a sound key shared by a word in Bangla script and
// the same word typed in Latin letters, and how far a typo may go.
//
// Why written here: no maintained Go library covers Bangla. The Unicode
// work is golang.org/x/text's and the edit distance go-edlib's; what is
// ours is the table of Bangla letters and the few rules of their sound.
package spelling

import (
	"strings"
	"unicode"
)

// Fold splits s into the words a search compares: NFC (which also takes
// the precomposed য় ড় ঢ় apart into letter and nukta, as many keyboards
// type them), without zero-width joiners, lower case, Bengali digits as
// ASCII ones, punctuation and hyphens as spaces, and a model code split
// where letters meet digits — so "LPT-1613", "lpt 1613" and "LPT১৬১৩"
// are all "lpt", "1613".
func Fold(s string) []string {
	s = Text(s)
	var b strings.Builder
	b.Grow(len(s))
	const (
		none = iota
		letter
		digit
	)
	last := none
	for _, r := range s {
		switch {
		case r == '\u200c' || r == '\u200d' || r == '\ufeff':
			continue // zero-width (non-)joiner, byte order mark
		case r >= '০' && r <= '৯':
			r = '0' + (r - '০')
		}
		kind := none
		switch {
		case unicode.IsDigit(r):
			kind = digit
		case unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r):
			kind = letter // Bangla vowel signs, virama and nukta are marks
		}
		if kind == none {
			b.WriteByte(' ')
		} else {
			if last != none && last != kind {
				b.WriteByte(' ')
			}
			b.WriteRune(unicode.ToLower(r))
		}
		last = kind
	}
	return strings.Fields(b.String())
}
