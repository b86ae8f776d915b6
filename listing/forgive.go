package listing

import (
	"slices"
	"strings"
	"sync"

	"garihaat/spelling"
)

// The forgiving search (issue 27) answers a query none of whose vehicles
// matches word for word: each typed word stands for every word of the
// index it could have meant — the same after folding (Unicode forms,
// digits, hyphens, model codes), a typo away, or the same sound in the
// other script. Exact queries never come here, so their answers and
// order are what they were; a forgiven answer is only ever the fallback.

// vocab is the index's words as the forgiving search compares them: each
// distinct folded token, its sound key and the words (indexes into
// Index.words) it is part of. Made when the first forgiving query of a
// version arrives, and shared by the versions an in-place edit makes
// (they share the words).
type vocab struct {
	once   sync.Once
	tokens []string
	keys   []string
	of     [][]int32 // of[i]: the words token i is part of

	mu   sync.Mutex
	memo map[string]meaning // a typed token → what it stands for
}

// meaning is what a typed token stands for: words of the index, and the
// token it most likely meant (the closest, then the most common).
type meaning struct {
	words []int32
	best  string
}

// memoTokens bounds the memo: typed words are many, each entry is small.
const memoTokens = 4096

func (ix *Index) vocabulary() *vocab {
	v := ix.forgive
	v.once.Do(func() {
		at := map[string]int{}
		for w, word := range ix.words {
			// A word of several tokens ("D-Max": d, max) also stands as
			// written together ("dmax"), so typing it so is exact, not a
			// typo of "max" (issue 50).
			folded := spelling.Fold(word)
			if len(folded) > 1 {
				folded = append(folded, strings.Join(folded, ""))
			}
			for _, t := range folded {
				i, ok := at[t]
				if !ok {
					i = len(v.tokens)
					at[t] = i
					v.tokens, v.keys, v.of = append(v.tokens, t), append(v.keys, spelling.Key(t)), append(v.of, nil)
				}
				if list := v.of[i]; len(list) == 0 || list[len(list)-1] != int32(w) {
					v.of[i] = append(list, int32(w))
				}
			}
		}
		v.memo = map[string]meaning{}
	})
	return v
}

// meant is what a typed (folded) token stands for; no words when none.
func (v *vocab) meant(typed string) meaning {
	v.mu.Lock()
	m, ok := v.memo[typed]
	v.mu.Unlock()
	if ok {
		return m
	}
	// Within a script a word is forgiven by its spelling (Near); its
	// sound (the key) bridges the scripts only: "bas" is বাস, not Boss.
	key, bangla := spelling.Key(typed), spelling.Bangla(typed)
	// What a token is spelt like wins over what it sounds like: a sound
	// in the other script is only asked when no spelling is near, so a
	// misspelt "bollero" is Bolero, not also বগুড়া (a district's word).
	var found, sounds []int32
	best, bestRank, bestCount := "", 4, 0
	for i, t := range v.tokens {
		var rank int // how far t is from typed: 0 it is typed, 1 it holds it, 2 a typo, 3 a sound
		switch {
		case t == typed:
		case strings.Contains(t, typed):
			rank = 1
		case spelling.Near(typed, t):
			rank = 2
		case len(key) >= 3 && spelling.Bangla(t) != bangla && spelling.KeyNear(key, v.keys[i]):
			rank = 3
		default:
			continue
		}
		if rank == 3 {
			sounds = append(sounds, v.of[i]...)
		} else {
			found = append(found, v.of[i]...)
		}
		if rank < bestRank || (rank == bestRank && len(v.of[i]) > bestCount) {
			best, bestRank, bestCount = t, rank, len(v.of[i])
		}
	}
	if len(found) == 0 {
		found = sounds
	}
	slices.Sort(found)
	m = meaning{words: slices.Compact(found), best: best}
	v.mu.Lock()
	if len(v.memo) >= memoTokens {
		clear(v.memo)
	}
	v.memo[typed] = m
	v.mu.Unlock()
	return m
}

// forgiving returns the vehicles whose words hold, for every token of
// query, one it could have meant, and the words it read the query as; a
// token that stands for nothing may be two words written together
// ("threewheeler"). nil when some token stands for nothing, or when exact
// (the words of the exact search, which found nothing) already rules
// every such vehicle out.
func (ix *Index) forgiving(query string, exact [][]int32) (b *bitset, n int, shared bool, meant string) {
	v := ix.vocabulary()
	var sets [][]int32
	var read []string
	for _, t := range spelling.Fold(query) {
		if m := v.meant(t); len(m.words) > 0 {
			sets, read = append(sets, m.words), append(read, m.best)
			continue
		}
		a, b := v.split(t)
		if a.words == nil {
			return nil, 0, false, ""
		}
		sets, read = append(sets, a.words, b.words), append(read, a.best, b.best)
	}
	if len(sets) == 0 || covered(exact, sets) {
		return nil, 0, false, ""
	}
	matches, n, shared := ix.holding(sets)
	meant = strings.Join(read, " ")
	// Read as typed but for spaces and hyphens ("lpt1613" as "lpt 1613"):
	// the results are what was typed, and a note would only say it again.
	if strings.ReplaceAll(meant, " ", "") == strings.Join(spelling.Fold(query), "") {
		meant = ""
	}
	return matches, n, shared, meant
}

// covered reports whether every one of exact's sets holds all of one of
// sets. A vehicle the forgiving sets find then holds, for each exact set,
// a word of it: the exact search, which found no vehicle, would have found
// it. So a query of real words that no vehicle holds together ("qute
// series") is answered without a second AND over the whole catalogue (the
// forgiving search's were 40 % of the searches' AND time at 1,000,000 in
// the bench's varied searches). Both are ascending.
func covered(exact, sets [][]int32) bool {
	if len(exact) == 0 {
		return false
	}
	for _, e := range exact {
		if !slices.ContainsFunc(sets, func(s []int32) bool { return subset(s, e) }) {
			return false
		}
	}
	return true
}

// subset reports whether ascending a is within ascending b.
func subset(a, b []int32) bool {
	j := 0
	for _, x := range a {
		for j < len(b) && b[j] < x {
			j++
		}
		if j == len(b) || b[j] != x {
			return false
		}
	}
	return true
}

// split finds typed as two words written together, each standing for
// some word of the index; nil when it is not.
func (v *vocab) split(typed string) (a, b meaning) {
	rs := []rune(typed)
	for cut := 3; cut <= len(rs)-3; cut++ {
		if a = v.meant(string(rs[:cut])); len(a.words) == 0 {
			continue
		}
		if b = v.meant(string(rs[cut:])); len(b.words) > 0 {
			return a, b
		}
	}
	return meaning{}, meaning{}
}
