package listing

import (
	"math/bits"
	"strings"
	"sync"
)

// The text search: a query's words to the vehicles whose texts hold them.

// search returns the vehicles whose search text holds every word (shared:
// a set of the index's own, to be read and not given back), and for each
// word the words of the index that hold it (ascending).
func (ix *Index) search(words []string) (sets [][]int32, b *bitset, n int, shared bool) {
	sets = make([][]int32, len(words))
	for k, w := range words {
		for i, word := range ix.words {
			if strings.Contains(word, w) {
				sets[k] = append(sets[k], int32(i))
			}
		}
	}
	b, n, shared = ix.holding(sets)
	return sets, b, n, shared
}

// holding returns the listed vehicles that hold, for each set of words
// (indexes into ix.words), one of its words, and how many they are. A
// single common word is answered by its own set, shared (nothing copied,
// counted by its postings), when no vehicle has left and the set is as
// long as the index: the commonest search costs nothing a vehicle.
func (ix *Index) holding(sets [][]int32) (*bitset, int, bool) {
	if len(sets) == 1 && len(sets[0]) == 1 && ix.holes == nil {
		w := sets[0][0]
		if d := ix.denseSet(w); d != nil && len(*d) == (len(ix.ids)+63)/64 {
			return d, len(ix.postings[w]), true
		}
	}
	if dense := ix.onlyDense(sets); dense != nil {
		acc := ix.getBits()
		return acc, acc.andOf(dense, ix.holes), false
	}
	acc := ix.getBits()
	n := 0
	for k, set := range sets {
		wb := acc
		if k > 0 {
			wb = ix.getBits()
		}
		for _, w := range set {
			if d := ix.denseSet(w); d != nil {
				orInto(*wb, *d)
				continue
			}
			for _, p := range ix.postings[w] {
				wb.set(p)
			}
		}
		if k > 0 {
			n = andInto(*acc, *acc, *wb)
			ix.putBits(wb)
		}
	}
	switch {
	case ix.holes != nil:
		n = andNotInto(*acc, *ix.holes)
	case len(sets) == 1:
		n = acc.count()
	}
	return acc, n, false
}

// onlyDense returns the words' bitsets when each set is one word held by
// many vehicles ("tata 2019", or one such word once vehicles have left),
// or nil. Their AND is then one pass that counts too, where the general
// way copied the first set, made each other's own and ANDed it in, cleared
// it, and counted: five passes over a bitset of the whole catalogue.
func (ix *Index) onlyDense(sets [][]int32) []bitset {
	if len(sets) == 0 {
		return nil
	}
	out := make([]bitset, 0, len(sets))
	for _, set := range sets {
		if len(set) != 1 {
			return nil
		}
		d := ix.denseSet(set[0])
		if d == nil {
			return nil
		}
		out = append(out, *d)
	}
	return out
}

// andOf sets b to the positions every one of sets holds and holes does
// not, and returns how many they are. A set shorter than b (made before
// vehicles were appended) holds none past its end. Two sets — the
// commonest search, or words and a type — are one pass that counts too;
// each further set or the holes one more.
func (b bitset) andOf(sets []bitset, holes *bitset) int {
	n := 0
	switch len(sets) {
	case 0:
		return 0
	case 1:
		n = andInto(b, sets[0], sets[0])
	default:
		n = andInto(b, sets[0], sets[1])
		for _, s := range sets[2:] {
			n = andInto(b, b, s)
		}
	}
	if holes != nil {
		n = andNotInto(b, *holes)
	}
	return n
}

// andInto sets dst to x AND y, none past the shorter's end, and returns
// how many positions it holds. dst may be x. The slices are cut to one
// length first so the loop runs without bounds checks: at 1,000,000
// vehicles the loop over a list of sets it replaced took twice as long
// for two sets (75 against 34 µs).
func andInto(dst, x, y bitset) int {
	n := min(len(dst), len(x), len(y))
	d, a, c := dst[:n], x[:n], y[:n]
	count := 0
	for i := range d {
		w := a[i] & c[i]
		d[i] = w
		count += bits.OnesCount64(w)
	}
	clear(dst[n:])
	return count
}

// andNotInto takes holes' positions out of dst and returns how many it
// then holds.
func andNotInto(dst, holes bitset) int {
	n := min(len(dst), len(holes))
	d, h := dst[:n], holes[:n]
	count := 0
	for i := range d {
		w := d[i] &^ h[i]
		d[i] = w
		count += bits.OnesCount64(w)
	}
	return count + dst[n:].count()
}

// dense holds, for the words many vehicles hold, their postings as a
// bitset: taking such a word into a query is then an OR a machine word at
// a time, where setting its positions one by one cost time in proportion
// to the catalogue (a brand a tenth of 1,000,000 vehicles hold: 100,000
// random writes a query). Made on first use; an index edited in place
// shares its postings and so its dense sets.
type dense struct {
	mu   sync.Mutex
	sets map[int32]*bitset
}

// denseFrom is how many of the positions a word's postings must hold to
// be kept as a bitset: at a 32nd the bitset is no larger than the postings
// themselves (a bit against 4 bytes a position), so the sets never more
// than double what the postings hold.
const denseFrom = 32

// denseSet returns word w's postings as a bitset, or nil when w is rare.
func (ix *Index) denseSet(w int32) *bitset {
	n := len(ix.ids)
	if ix.dense == nil || len(ix.postings[w])*denseFrom < n {
		return nil
	}
	d := ix.dense
	d.mu.Lock()
	defer d.mu.Unlock()
	if b, ok := d.sets[w]; ok {
		return b
	}
	b := newBitset(n)
	for _, p := range ix.postings[w] {
		b.set(p)
	}
	if d.sets == nil {
		d.sets = map[int32]*bitset{}
	}
	d.sets[w] = b
	return b
}

// orInto adds o's positions to dst. o may be shorter: a dense set made
// before vehicles were appended (tail.go) holds none of the positions past
// it.
func orInto(dst, o bitset) {
	n := min(len(dst), len(o))
	d, s := dst[:n], o[:n]
	for i := range d {
		d[i] |= s[i]
	}
}

// bytes is what the dense sets hold.
func (d *dense) bytes() int64 {
	if d == nil {
		return 0
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	var n int64
	for _, b := range d.sets {
		n += 8*int64(cap(*b)) + 48
	}
	return n
}
