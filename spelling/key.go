package spelling

import "strings"

// Key is the sound of a folded word as a short Latin string, the same for
// the word in Bangla script and typed in Latin letters the way people do:
// "পিকআপ", "pikap" and "pickup" are all "pakap"; "ট্রাক", "trak" and
// "truck" are "trak"; "ইসুজু" and "isuzu" are "asaja". Every vowel is one
// "a" (Bangla's inherent vowel and English spelling make vowels the least
// reliable part), letters that sound alike are one (ph f, z j, v bh b,
// sh s, c k q), and a letter said twice is said once. Digits stay.
func Key(word string) string {
	var b strings.Builder
	if Bangla(word) {
		banglaKey(&b, word)
	} else {
		latinKey(&b, word)
	}
	return squeeze(b.String())
}

// Bangla reports whether w is written in Bangla script.
func Bangla(w string) bool {
	for _, r := range w {
		if r >= 0x0980 && r <= 0x09FF {
			return true
		}
	}
	return false
}

// latinDigraphs are read before single letters, longest first.
var latinDigraphs = []struct{ from, to string }{
	{"tch", "c"}, {"wh", "h"}, {"ph", "f"}, {"bh", "b"}, {"kh", "k"}, {"gh", "g"}, {"th", "t"}, {"dh", "d"}, {"sh", "s"},
	{"ch", "c"}, {"jh", "j"}, {"ck", "k"}, {"ee", "a"}, {"oo", "a"},
}

var latinLetters = map[byte]string{
	'a': "a", 'e': "a", 'i': "a", 'o': "a", 'u': "a", 'y': "y", 'w': "a",
	'b': "b", 'v': "b", 'c': "k", 'k': "k", 'q': "k", 'x': "ks", 'd': "d", 'f': "f", 'g': "g", 'h': "h",
	'j': "j", 'z': "j", 'l': "l", 'm': "m", 'n': "n", 'p': "p", 'r': "r", 's': "s", 't': "t",
}

func latinKey(b *strings.Builder, w string) {
	for i := 0; i < len(w); {
		matched := false
		for _, d := range latinDigraphs {
			if strings.HasPrefix(w[i:], d.from) {
				b.WriteString(d.to)
				i, matched = i+len(d.from), true
				break
			}
		}
		if matched {
			continue
		}
		c := w[i]
		switch {
		case latinLetters[c] != "":
			b.WriteString(latinLetters[c])
		case c >= '0' && c <= '9':
			b.WriteByte(c)
		}
		i++
	}
}

// banglaConsonants are the consonant letters' sounds (য় after a vowel
// is the glide "y"; ড় ঢ় are "r"; a ya-phala, virama + য, adds nothing).
var banglaConsonants = map[rune]string{
	'ক': "k", 'খ': "k", 'গ': "g", 'ঘ': "g", 'ঙ': "ng", 'চ': "c", 'ছ': "c", 'জ': "j", 'ঝ': "j", 'ঞ': "n",
	'ট': "t", 'ঠ': "t", 'ড': "d", 'ঢ': "d", 'ণ': "n", 'ত': "t", 'থ': "t", 'দ': "d", 'ধ': "d", 'ন': "n",
	'প': "p", 'ফ': "f", 'ব': "b", 'ভ': "b", 'ম': "m", 'য': "j", 'র': "r", 'ল': "l", 'শ': "s", 'ষ': "s",
	'স': "s", 'হ': "h", 'ৎ': "t", 'ং': "ng", '\u09DC': "r", '\u09DD': "r", '\u09DF': "y",
}

const (
	virama = '\u09CD'
	nukta  = '\u09BC'
)

func isBanglaVowel(r rune) bool {
	return (r >= 'অ' && r <= 'ঔ') || (r >= '\u09BE' && r <= '\u09CC') || r == '\u09D7'
}

// banglaKey reads a word in Bangla script: a consonant followed by another
// consonant without a virama between them carries the inherent vowel; the
// word's last consonant does not (spoken Bangla drops it: "ট্রাক" is trak).
func banglaKey(b *strings.Builder, w string) {
	rs := []rune(w)
	// Nukta forms arrive taken apart (NFC): put them together again.
	for i := 0; i+1 < len(rs); i++ {
		if rs[i+1] == nukta {
			switch rs[i] {
			case 'য':
				rs[i] = '\u09DF' // য়
			case 'ড':
				rs[i] = '\u09DC' // ড়
			case 'ঢ':
				rs[i] = '\u09DD' // ঢ়
			}
			rs = append(rs[:i+1], rs[i+2:]...)
		}
	}
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case isBanglaVowel(r):
			b.WriteByte('a')
		case r == virama:
			if i+1 < len(rs) && rs[i+1] == 'য' {
				i++ // ya-phala
			}
		default:
			sound, ok := banglaConsonants[r]
			if !ok {
				continue // candrabindu, visarga and the like
			}
			b.WriteString(sound)
			if r == 'ং' {
				continue
			}
			if i+1 < len(rs) {
				if _, next := banglaConsonants[rs[i+1]]; next {
					b.WriteByte('a') // the inherent vowel, "ডং" dong included
				}
			}
		}
	}
}

// squeeze says a repeated letter once: "tatta" is "tata".
func squeeze(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if i > 0 && s[i] == s[i-1] {
			continue
		}
		out = append(out, s[i])
	}
	return string(out)
}
