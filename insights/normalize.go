package insights

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// MaxText is the longest search text insights keep, in runes.
const MaxText = 60

// Normalize is search text as insights count it: NFC (the two spellings
// of য় are one), lower case, runs of spaces and punctuation one space,
// digits in ASCII, at most MaxText runes. Text with a phone-like run of six
// or more digits is dropped ("") so no number a visitor typed ends up in
// the dealer's lists.
func Normalize(q string) string {
	var b strings.Builder
	digits, space, n := 0, false, 0
	for _, r := range strings.ToLower(norm.NFC.String(q)) {
		if r >= '০' && r <= '৯' {
			r = '0' + (r - '০')
		}
		switch {
		case unicode.IsDigit(r):
			if digits++; digits >= 6 {
				return ""
			}
		case unicode.IsLetter(r) || unicode.In(r, unicode.Mn, unicode.Mc):
			digits = 0
		default:
			digits, space = 0, b.Len() > 0
			continue
		}
		if n >= MaxText {
			continue // keep reading: a phone number later still drops it
		}
		if space {
			b.WriteByte(' ')
			n++
			space = false
		}
		b.WriteRune(r)
		n++
	}
	return strings.TrimSpace(b.String())
}
