package spelling

import (
	"slices"
	"testing"
)

func TestFold(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"LPT-1613", []string{"lpt", "1613"}},
		{"lpt 1613", []string{"lpt", "1613"}},
		{"LPT1613", []string{"lpt", "1613"}},
		{"LPT১৬১৩", []string{"lpt", "1613"}},
		{"Three-Wheeler", []string{"three", "wheeler"}},
		{"টয়োটা", []string{"টয়োটা"}},                        // য + nukta, as typed
		{"ট\u09DFোটা", []string{"টয়োটা"}},                    // the precomposed য় many keyboards make
		{"হিউম্যান\u200c হলার", []string{"হিউম্যান", "হলার"}}, // a zero-width non-joiner
		{"২০২৪ মডেল", []string{"2024", "মডেল"}},
		{"  Tata,  ACE!! ", []string{"tata", "ace"}},
	} {
		if got := Fold(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("Fold(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestKey: a word in Bangla script and as people type it in Latin letters
// sound alike; different words do not.
func TestKey(t *testing.T) {
	same := [][]string{
		{"পিকআপ", "পিকাপ", "pikap", "pickup"},
		{"ট্রাক", "trak", "truck"},
		{"ইসুজু", "isuzu", "isuzo"},
		{"টাটা", "tata", "tatta"},
		{"টয়োটা", "toyota"},
		{"হাইলাক্স", "hilux", "hillux"},
		{"বোলেরো", "bolero"},
		{"মাহিন্দ্রা", "mahindra"},
		{"অশোক", "ashok"},
		{"বাস", "bus"},
		{"থ্রি", "three"},
		{"হুইলার", "wheeler"},
		{"হিউম্যান", "human"},
		{"হলার", "hauler"},
		{"ডংফেং", "dongfeng"},
	}
	for _, words := range same {
		want := Key(Fold(words[0])[0])
		for _, w := range words[1:] {
			if got := Key(Fold(w)[0]); got != want {
				t.Errorf("Key(%q) = %q, Key(%q) = %q", w, got, words[0], want)
			}
		}
	}
	for _, pair := range [][2]string{{"tata", "toyota"}, {"bus", "truck"}, {"hino", "honda"}, {"2024", "2021"}} {
		if Key(pair[0]) == Key(pair[1]) {
			t.Errorf("%q and %q share the key %q", pair[0], pair[1], Key(pair[0]))
		}
	}
	if !KeyNear(Key("leyland"), Key(Fold("লেল্যান্ড")[0])) {
		t.Errorf("leyland and লেল্যান্ড are not near: %q %q", Key("leyland"), Key(Fold("লেল্যান্ড")[0]))
	}
}

func TestNear(t *testing.T) {
	for _, tc := range []struct {
		typed, word string
		want        bool
	}{
		{"isuzo", "isuzu", true},       // 5 letters: one edit
		{"hillux", "hilux", true},      // one letter too many
		{"tpyota", "toyota", true},     // two swapped
		{"bus", "bas", false},          // under 4 letters: exact only
		{"mahindar", "mahindra", true}, // 8 letters: two edits
		{"isz", "isuzu", false},        // too short to forgive
		{"eicher", "archer", false},    // two edits at 6 letters
		{"2024", "2021", false},        // numbers are exact
		{"মাহিন্দা", "মাহিন্দ্রা", true}, // in Bangla too
	} {
		if got := Near(tc.typed, tc.word); got != tc.want {
			t.Errorf("Near(%q, %q) = %v, want %v", tc.typed, tc.word, got, tc.want)
		}
	}
	for n, want := range map[int]int{1: 0, 3: 0, 4: 1, 7: 1, 8: 2, 20: 2} {
		if got := Typos(n); got != want {
			t.Errorf("Typos(%d) = %d, want %d", n, got, want)
		}
	}
}

func TestBegins(t *testing.T) {
	for _, tc := range []struct {
		typed string
		names []string
		want  bool
	}{
		{"ta", []string{"Tata", "টাটা"}, true},
		{"টা", []string{"Tata", "টাটা"}, true},
		{"hilux re", []string{"Toyota Hilux Revo"}, true},
		{"isuzo", []string{"Isuzu", "ইসুজু"}, true},
		{"pika", []string{"Pickup", "পিকআপ"}, true},
		{"hil", []string{"Three-Wheeler", "থ্রি-হুইলার"}, false},
		{"bus", []string{"Truck", "ট্রাক"}, false},
		{"", []string{"Tata"}, false},
	} {
		if got := Begins(Fold(tc.typed), tc.names...); got != tc.want {
			t.Errorf("Begins(%q, %q) = %v", tc.typed, tc.names, got)
		}
	}
}
