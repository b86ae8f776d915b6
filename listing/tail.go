package listing

import (
	"iter"
	"maps"
	"slices"
	"sort"
	"sync"
)

// The tail: vehicles new to the index appended in place (issue 34).
//
// Why: positions are the newest-first order, so a vehicle new to the list
// (a publish, a seller's listing, an edit that moves a vehicle or changes
// its words) used to take a whole merge — every array, order and posting
// copied and remapped: at 1,000,000 vehicles seconds of CPU and a second
// index of 330 MB, while lists and saves waited. Now it gets the next
// position after the last one and its place in the newest order is kept
// apart, in tail: the orders (newest, by price, by offer day) stay exact,
// and only a walk of a set of positions newest first (newestOf) merges
// the tail in. The columns, word lists and texts grow where they lie:
// versions that share an array read only up to their own length, so the
// next one may write past it without disturbing them (growth says which
// version may). The next whole merge puts the tail in its places.

// growth is shared by the versions that share arrays: tip is the one
// whose arrays may be extended in place (the newest of the line); a
// version made from an older one copies what it extends. words finds the
// words the tail added (tip's only; read by whoever holds tip).
type growth struct {
	mu    sync.Mutex
	tip   *Index
	words map[string]int32
}

// take makes out the tip if ix is, and reports whether it was.
func (g *growth) take(ix, out *Index) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.tip != nil && g.tip != ix {
		return false
	}
	g.tip = out
	return true
}

// tailLimit is how many of the positions the tail may hold before a whole
// merge puts it in place: a walk newest first looks through the tail, and
// an append copies the tail's order.
const tailLimit = 16

// newer reports whether the vehicle at a comes before the one at b newest
// first (created DESC, id DESC).
func (ix *Index) newer(a, b int32) bool {
	if int(a) < ix.sorted && int(b) < ix.sorted {
		return a < b
	}
	if ix.created[a] != ix.created[b] {
		return ix.created[a] > ix.created[b]
	}
	return ix.ids[a] > ix.ids[b]
}

// newestOf walks the positions of b newest first.
func (ix *Index) newestOf(b *bitset) iter.Seq[int32] {
	if ix.sorted == len(ix.ids) {
		return b.all()
	}
	return func(yield func(int32) bool) {
		t := 0
		next := func() int32 { // the tail's next member of b, -1 when none
			for ; t < len(ix.tail); t++ {
				if b.has(ix.tail[t]) {
					return ix.tail[t]
				}
			}
			return -1
		}
		for p := range b.all() {
			if int(p) >= ix.sorted {
				break // the tail's come in next's order
			}
			for q := next(); q >= 0 && ix.newer(q, p); q = next() {
				if t++; !yield(q) {
					return
				}
			}
			if !yield(p) {
				return
			}
		}
		for q := next(); q >= 0; q = next() {
			if t++; !yield(q) {
				return
			}
		}
	}
}

// appendTail appends add's vehicles fresh (indexes into add) after ix's
// positions and returns their positions; conds maps add's condition codes.
func (out *Index) appendTail(ix, add *Index, fresh []int32, conds []uint8) []int32 {
	own := ix.grow.take(ix, out)
	if !own {
		// ix's arrays may have been extended past its length already:
		// everything this line extends is copied first.
		out.grow = &growth{tip: out, words: map[string]int32{}}
		for i, w := range ix.words[ix.wordsSorted:] {
			out.grow.words[w] = int32(ix.wordsSorted + i)
		}
		out.ids, out.created, out.sums = slices.Clip(out.ids), slices.Clip(out.created), slices.Clip(out.sums)
		out.prices[0], out.prices[1] = slices.Clip(out.prices[0]), slices.Clip(out.prices[1])
		out.typ, out.brand, out.depot = slices.Clip(out.typ), slices.Clip(out.brand), slices.Clip(out.depot)
		out.color, out.fuel, out.year = slices.Clip(out.color), slices.Clip(out.fuel), slices.Clip(out.year)
		out.end, out.odo, out.cond = slices.Clip(out.end), slices.Clip(out.odo), slices.Clip(out.cond)
		out.seller, out.more, out.words = slices.Clip(out.seller), slices.Clip(out.more), slices.Clip(out.words)
		out.facet = slices.Clip(out.facet)
	} else if out.grow.words == nil {
		out.grow.words = map[string]int32{}
	}
	at := make(map[int32]int32, len(fresh)) // add's index → new position
	ps := make([]int32, len(fresh))
	for k, j := range fresh {
		p := int32(len(out.ids))
		at[j], ps[k] = p, p
		out.ids, out.created = append(out.ids, add.ids[j]), append(out.created, add.created[j])
		out.sums = append(out.sums, add.sums[j])
		out.prices[0], out.prices[1] = append(out.prices[0], add.prices[0][j]), append(out.prices[1], add.prices[1][j])
		out.typ, out.brand, out.depot = append(out.typ, add.typ[j]), append(out.brand, add.brand[j]), append(out.depot, add.depot[j])
		out.color, out.fuel, out.year = append(out.color, add.color[j]), append(out.fuel, add.fuel[j]), append(out.year, add.year[j])
		out.end, out.odo, out.cond = append(out.end, add.end[j]), append(out.odo, add.odo[j]), append(out.cond, conds[add.cond[j]])
		out.seller = append(out.seller, add.seller[j])
		out.facet = append(out.facet, add.facet[j])
		for k := range int32(4) {
			out.more = append(out.more, add.field(j, k))
		}
	}
	out.tail = MergeBy(ix.tail, ps, out.newer) // ps came newest first, as add's rows do
	out.appendWords(ix, add, at, own)
	out.bits = make(chan *bitset, spareBitsets) // ix's spares are too short
	return ps
}

// appendWords puts the appended vehicles (at: add's index → position)
// into the postings of their words, adding the words new to the index;
// own: out extends ix's arrays in place (ix was the tip).
func (out *Index) appendWords(ix, add *Index, at map[int32]int32, own bool) {
	out.postings = slices.Grow(slices.Clone(out.postings), len(add.words))
	if !own {
		// A new line clips every word's postings, not only those this
		// change extends: it appends in place later to words it does not
		// touch now, and their arrays are still shared with ix's line,
		// whose tip may already have written past ix's lengths (two lines
		// writing one slot gave an older version a position past its end).
		for i, ps := range out.postings {
			out.postings[i] = slices.Clip(ps)
		}
	}
	touched := map[int32]bool{}
	for a, w := range add.words {
		var ps []int32
		for _, j := range add.postings[a] {
			if p, ok := at[j]; ok {
				ps = append(ps, p)
			}
		}
		if len(ps) == 0 {
			continue
		}
		i, ok := out.wordIndex(w)
		if !ok {
			i = int32(len(out.words))
			out.words, out.postings = append(out.words, w), append(out.postings, ps)
			out.grow.words[w] = i
			continue
		}
		out.postings[i] = append(out.postings[i], ps...)
		touched[i] = true
	}
	if len(out.words) > len(ix.words) {
		out.forgive = &vocab{} // the vocabulary is made from the words
	}
	if len(touched) > 0 {
		// A dense set of a word the tail holds lacks the new positions;
		// the others hold none of them and stay right.
		out.dense = &dense{}
		ix.dense.mu.Lock()
		out.dense.sets = maps.Clone(ix.dense.sets)
		ix.dense.mu.Unlock()
		maps.DeleteFunc(out.dense.sets, func(w int32, _ *bitset) bool { return touched[w] })
	}
}

// wordIndex finds w among the words: the sorted ones by halving, the
// tail's in growth's map.
func (ix *Index) wordIndex(w string) (int32, bool) {
	sorted := ix.words[:ix.wordsSorted]
	if i := sort.SearchStrings(sorted, w); i < len(sorted) && sorted[i] == w {
		return int32(i), true
	}
	i, ok := ix.grow.words[w]
	return i, ok && int(i) < len(ix.words)
}

// samePlace reports whether add's vehicle j can be edited where ix's at p
// stands: the same place newest first, type, words and texts.
func (ix *Index) samePlace(p int32, add *Index, j int32) bool {
	if ix.created[p] != add.created[j] || ix.typ[p] != add.typ[j] || ix.sums[p] != add.sums[j] {
		return false
	}
	for k := range int32(4) {
		if ix.field(p, k) != add.field(j, k) {
			return false
		}
	}
	return true
}

// Crowded reports whether the holes or the tail have passed half their
// share: time for a whole merge off the request path (Compact), before a
// change has to make one on it.
func (ix *Index) Crowded() bool {
	n := len(ix.ids)
	return ix.nHoles*16 > n || (n-ix.sorted)*2*tailLimit > n
}
