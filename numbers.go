package garihaat

import (
	"strconv"
	"strings"
)

// GroupLakh writes n with the grouping people in Bangladesh read amounts
// in — thousands, then lakhs and crores by twos: 12,34,567 — in ASCII
// digits (BengaliDigits turns them Bengali).
func GroupLakh(n int64) string {
	s := strconv.FormatInt(n, 10)
	sign := ""
	if n < 0 {
		sign, s = "-", s[1:]
	}
	if len(s) <= 3 {
		return sign + s
	}
	head, tail := s[:len(s)-3], s[len(s)-3:]
	var groups []string
	for len(head) > 2 {
		groups = append([]string{head[len(head)-2:]}, groups...)
		head = head[:len(head)-2]
	}
	return sign + strings.Join(append([]string{head}, groups...), ",") + "," + tail
}
