package spelling

import "strings"

// Begins reports whether the words typed so far (folded) begin words of
// one of names, as a search box suggests while someone types: each typed
// word starts a word of the name, is a typo away from one (Near), or, in
// the other script, starts its sound from 4 sounds on ("pika" begins
// পিকআপ; "hil" would begin হুইলার and হলার too).
func Begins(typed []string, names ...string) bool {
	if len(typed) == 0 {
		return false
	}
	for _, name := range names {
		words := Fold(name)
		if len(words) > 0 && beginsAll(typed, words) {
			return true
		}
	}
	return false
}

func beginsAll(typed, words []string) bool {
	for _, t := range typed {
		key, bangla := Key(t), Bangla(t)
		found := false
		for _, w := range words {
			if strings.HasPrefix(w, t) || Near(t, w) ||
				(len(key) >= 4 && Bangla(w) != bangla && strings.HasPrefix(Key(w), key)) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
