package garihaat

import "testing"

func TestGroupLakh(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 125000: "1,25,000", 1234567: "12,34,567",
		123456789: "12,34,56,789", -1500: "-1,500"} {
		if got := GroupLakh(n); got != want {
			t.Errorf("GroupLakh(%d) = %q, want %q", n, got, want)
		}
	}
}
