package spelling

import (
	"unicode/utf8"

	"github.com/hbollon/go-edlib"
)

// Typos is how many edits (a letter added, dropped, changed or two
// swapped) a word of n letters may carry and still be the word: none
// below 4 letters (too many short words are one edit apart), one from 4,
// two from 8.
func Typos(n int) int {
	switch {
	case n >= 8:
		return 2
	case n >= 4:
		return 1
	}
	return 0
}

// Near reports whether typed is word with at most Typos(letters of typed)
// edits.
func Near(typed, word string) bool {
	if isNumber(typed) {
		return false // 2024 is not 2021, nor 1613 1618
	}
	n, m := utf8.RuneCountInString(typed), utf8.RuneCountInString(word)
	k := Typos(n)
	if k == 0 || m-n > k || n-m > k {
		return false
	}
	return edlib.OSADamerauLevenshteinDistance(typed, word) <= k
}

// KeyNear reports whether two sound keys are the same word: equal, or
// one edit apart after the same first sound when the typed one has 6
// letters or more ("layland", "laland"); shorter keys one edit apart are
// other words too often ("tayta" Toyota, "tata" Tata).
func KeyNear(typed, key string) bool {
	if typed == key {
		return true
	}
	if isNumber(typed) {
		return false
	}
	n, m := len(typed), len(key)
	if n < 6 || m-n > 1 || n-m > 1 || typed[0] != key[0] {
		return false
	}
	return edlib.OSADamerauLevenshteinDistance(typed, key) <= 1
}

// isNumber reports whether w is all ASCII digits (Fold made Bengali ones
// ASCII): a number means exactly itself.
func isNumber(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return w != ""
}
