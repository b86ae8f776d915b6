package garihaat

import (
	"strings"
	"testing"
)

func TestSMSSegments(t *testing.T) {
	bn := "ক" // one UTF-16 unit outside GSM 7-bit: the message goes as UCS-2
	for _, c := range []struct {
		text string
		want int
	}{
		{"", 0},
		{strings.Repeat("a", 160), 1},
		{strings.Repeat("a", 161), 2},
		{strings.Repeat("a", 306), 2},
		{strings.Repeat("a", 307), 3},
		{strings.Repeat("a", 158) + "€", 1}, // € takes two septets
		{strings.Repeat("a", 159) + "€", 2},
		{strings.Repeat(bn, 70), 1},
		{strings.Repeat(bn, 71), 2},
		{strings.Repeat(bn, 134), 2},
		{strings.Repeat(bn, 135), 3},
		{strings.Repeat("a", 133) + "৳", 2}, // one taka sign makes English UCS-2
		{strings.Repeat("a", 134) + "৳", 3},
		{strings.Repeat("a", 68) + "😀", 1}, // a surrogate pair is two units
		{strings.Repeat("a", 69) + "😀", 2},
	} {
		if got := SMSSegments(c.text); got != c.want {
			t.Errorf("SMSSegments(%d runes %q…) = %d, want %d", len([]rune(c.text)), c.text[:min(len(c.text), 12)], got, c.want)
		}
	}
}
