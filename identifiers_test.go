package garihaat

import "testing"

func TestMaskIdentifier(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"MAT448123N1234567", "•••••••••••••4567"},
		{" 4BT3.9-G2 8412345 ", "•••••••••••••2345"},
		{"ABCDE", "•BCDE"},
		{"1234", "••••"},
		{"12", "••"},
		{"", ""},
		{"   ", ""},
		{"ইঞ্জিন১২৩৪৫", "•••••••২৩৪৫"},
	} {
		if got := MaskIdentifier(c.in); got != c.want {
			t.Errorf("MaskIdentifier(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
