package listing

import (
	"maps"
	"slices"
	"sort"
	"strings"

	"garihaat"
)

// Merge returns the index of add's version made from ix: ix without the
// vehicles named in gone and with add's vehicles in their places. gone
// names every vehicle a write changed (edited, moved out of the list,
// deleted); add holds the current rows of those still listed (a vehicle
// of add is taken out of ix whether gone names it or not).
//
// Why: a back-office write changes a handful of vehicles. Building the
// next version from the database reads every listed vehicle again and
// sorts them all (seconds at 100,000, while lists wait on SQL, issue 33);
// here every array of ix is already in its order, so the next one is a
// linear merge of two sorted sequences — no read of the unchanged
// vehicles, no sort of them, no second look at their words. ix is left as
// it is: requests still reading it are never disturbed.
func (ix *Index) Merge(add *Index, gone []int64) *Index {
	return ix.Change(add, gone).Apply()
}

// Apply makes the index the change leads to (see Merge): in place when it
// is an edit of vehicles where they stand, else by merging.
func (c *Change) Apply() *Index {
	if out, ok := c.editInPlace(); ok {
		return out
	}
	return c.merge()
}

// merge is Apply by the linear merge of every array: ix's vehicles in
// their order, with ix's tail and add's vehicles put in where they fall.
func (c *Change) merge() *Index {
	ix, add := c.from, c.add
	n0 := len(ix.ids)
	out := ix.emptyLike(add, n0+len(add.ids))
	conds := out.condCodes(add)
	text := newTexts(len(ix.text) + len(add.text) + 64*len(ix.more))
	// oldTo and addTo map a position of ix and of add to the new one (-1:
	// gone). Both maps keep the newest-first order.
	oldTo, addTo := make([]int32, n0), make([]int32, len(add.ids))
	skip, ins := c.dropped()
	for p := ix.sorted; p < n0; p++ {
		oldTo[p] = -1
	}
	// The kept vehicles between two dropped ones are copied as one run,
	// with the vehicles put in (ins) where they fall.
	i, x := 0, 0
	put := func() {
		to, codes := addTo, conds
		if ins[x].src == ix {
			to, codes = oldTo, nil
		}
		to[ins[x].p] = int32(len(out.ids))
		out.appendFrom(ins[x].src, ins[x].p, codes, text)
		x++
	}
	for _, g := range append(skip, int32(ix.sorted)) {
		d := int(g)
		for i < d {
			k := d
			if x < len(ins) {
				k = i + sort.Search(d-i, func(y int) bool { return !newerFirst(ix, i+y, ins[x].src, ins[x].p) })
			}
			out.copyRun(ix, i, k, oldTo, text)
			if i = k; i < d {
				put()
			}
		}
		if d < ix.sorted {
			oldTo[d], i = -1, d+1
		}
	}
	for x < len(ins) {
		put()
	}
	text.finish(out)
	out.sorted = len(out.ids)
	all := make([]int32, len(out.ids))
	for p := range all {
		all[p] = int32(p)
	}
	out.all = out.mergeOrder(all, ix.all, add.all, oldTo, addTo)
	for t := range joinKeys(ix.types, add.types) {
		old, more := ix.types[t], add.types[t]
		newest := MergeBy(remap(orderNewest(old), oldTo), remap(orderNewest(more), addTo), func(a, b int32) bool { return a < b })
		if len(newest) > 0 {
			out.types[t] = out.mergeOrder(newest, old, more, oldTo, addTo)
		}
	}
	out.mergeWords(ix, add, oldTo, addTo)
	// The brand and type counts follow the change too.
	counts := maps.Clone(ix.BrandTypeCounts())
	for _, d := range c.gone {
		if ix.hole(d) {
			continue // not counted
		}
		k := BrandType{int64(ix.brand[d]), int64(ix.typ[d])}
		if counts[k]--; counts[k] == 0 {
			delete(counts, k)
		}
	}
	for j := range add.ids {
		counts[BrandType{int64(add.brand[j]), int64(add.typ[j])}]++
	}
	out.countsOnce.Do(func() { out.counts = counts })
	return out
}

// vehicleAt is a vehicle of an index.
type vehicleAt struct {
	src *Index
	p   int
}

// dropped is what a whole merge leaves out of ix's sorted positions —
// c.gone and the holes — ascending, and what it puts in among them: ix's
// tail (less its gone and holes) and add's vehicles, newest first.
func (c *Change) dropped() (skip []int32, ins []vehicleAt) {
	ix, add := c.from, c.add
	out := map[int32]bool{}
	for _, p := range c.gone {
		out[p] = true
	}
	if ix.holes != nil {
		for p := range ix.holes.all() {
			out[p] = true
		}
	}
	for p := range out {
		if int(p) < ix.sorted {
			skip = append(skip, p)
		}
	}
	slices.Sort(skip)
	j := 0
	for _, p := range ix.tail {
		if out[p] {
			continue
		}
		for ; j < len(add.ids) && newerFirst(add, j, ix, int(p)); j++ {
			ins = append(ins, vehicleAt{add, j})
		}
		ins = append(ins, vehicleAt{ix, int(p)})
	}
	for ; j < len(add.ids); j++ {
		ins = append(ins, vehicleAt{add, j})
	}
	return skip, ins
}

// Compact is ix's version without its holes and with its tail sorted in
// (ix when it has neither).
func (ix *Index) Compact() *Index {
	if ix.holes == nil && ix.sorted == len(ix.ids) {
		return ix
	}
	none, _ := NewBuilder(ix.version, ix.brandSlugs, 0).Index()
	return (&Change{from: ix, add: none}).merge()
}

// emptyLike starts an index of add's version with room for n vehicles and
// ix's condition names.
func (ix *Index) emptyLike(add *Index, n int) *Index {
	out := &Index{version: add.version, brandSlugs: add.brandSlugs, types: map[int64]*order{}, forgive: &vocab{},
		conds: slices.Clone(ix.conds), bits: make(chan *bitset, spareBitsets), grow: &growth{}}
	for _, a := range []*[]int32{&out.typ, &out.brand, &out.depot, &out.color, &out.fuel} {
		*a = make([]int32, 0, n)
	}
	for _, a := range []*[]int64{&out.ids, &out.created, &out.prices[0], &out.prices[1]} {
		*a = make([]int64, 0, n)
	}
	out.cond, out.year, out.end = make([]uint8, 0, n), make([]int32, 0, n), make([]int32, 0, n)
	out.seller, out.odo = make([]garihaat.SellerCode, 0, n), make([]int32, 0, n)
	out.facet = make([]Facet, 0, n)
	out.sums = make([]uint64, 0, n)
	out.offs = make([]uint32, 1, 2*n+1)
	out.titles = [2][]uint32{make([]uint32, 0, n), make([]uint32, 0, n)}
	return out
}

// condCodes adds add's condition names to out's and returns, by add's
// code, the code in out.
func (out *Index) condCodes(add *Index) []uint8 {
	codes := make([]uint8, len(add.conds))
	for i, c := range add.conds {
		k := slices.Index(out.conds, c)
		if k < 0 {
			k, out.conds = len(out.conds), append(out.conds, c)
		}
		codes[i] = uint8(k)
	}
	return codes
}

// newerFirst reports whether a's vehicle at i comes before b's at j newest
// first (created DESC, id DESC).
func newerFirst(a *Index, i int, b *Index, j int) bool {
	if a.created[i] != b.created[j] {
		return a.created[i] > b.created[j]
	}
	return a.ids[i] > b.ids[j]
}

// copyRun appends ix's vehicles i to k-1 (whose condition codes out
// shares) and records their new positions in oldTo.
func (out *Index) copyRun(ix *Index, i, k int, oldTo []int32, text *texts) {
	if i == k {
		return
	}
	p := int32(len(out.ids))
	for x := i; x < k; x++ {
		oldTo[x], p = p, p+1
	}
	out.ids, out.created = append(out.ids, ix.ids[i:k]...), append(out.created, ix.created[i:k]...)
	out.prices[0], out.prices[1] = append(out.prices[0], ix.prices[0][i:k]...), append(out.prices[1], ix.prices[1][i:k]...)
	out.typ, out.brand = append(out.typ, ix.typ[i:k]...), append(out.brand, ix.brand[i:k]...)
	out.depot, out.color, out.fuel = append(out.depot, ix.depot[i:k]...), append(out.color, ix.color[i:k]...), append(out.fuel, ix.fuel[i:k]...)
	out.year, out.end, out.cond = append(out.year, ix.year[i:k]...), append(out.end, ix.end[i:k]...), append(out.cond, ix.cond[i:k]...)
	out.seller, out.odo = append(out.seller, ix.seller[i:k]...), append(out.odo, ix.odo[i:k]...)
	out.facet = append(out.facet, ix.facet[i:k]...)
	out.sums = append(out.sums, ix.sums[i:k]...)
	from, base := ix.offs[2*i], uint32(text.b.Len())
	text.b.WriteString(ix.text[from:ix.offs[2*k]])
	for _, off := range ix.offs[2*i+1 : 2*k+1] {
		out.offs = append(out.offs, off-from+base)
	}
	for h := range out.titles {
		for _, n := range ix.titles[h][i:k] {
			out.titles[h] = append(out.titles[h], text.nameOf(ix, n))
		}
	}
}

// appendFrom appends src's vehicle at p; conds maps src's condition codes
// (nil: out's are src's).
func (out *Index) appendFrom(src *Index, p int, conds []uint8, text *texts) {
	out.ids, out.created = append(out.ids, src.ids[p]), append(out.created, src.created[p])
	out.prices[0], out.prices[1] = append(out.prices[0], src.prices[0][p]), append(out.prices[1], src.prices[1][p])
	out.typ, out.brand = append(out.typ, src.typ[p]), append(out.brand, src.brand[p])
	out.depot, out.color, out.fuel = append(out.depot, src.depot[p]), append(out.color, src.color[p]), append(out.fuel, src.fuel[p])
	out.year, out.end, out.seller = append(out.year, src.year[p]), append(out.end, src.end[p]), append(out.seller, src.seller[p])
	out.odo = append(out.odo, src.odo[p])
	out.facet = append(out.facet, src.facet[p])
	c := src.cond[p]
	if conds != nil {
		c = conds[c]
	}
	out.cond, out.sums = append(out.cond, c), append(out.sums, src.sums[p])
	q := int32(p)
	text.add(out, src.field(q, 0), src.field(q, 1), text.name(src.field(q, 2)), text.name(src.field(q, 3)))
}

// mergeOrder makes the order of the vehicles newest (ascending new
// positions) from old's and more's orders (either may be nil), which hold
// them in ix's and add's positions.
func (out *Index) mergeOrder(newest []int32, old, more *order, oldTo, addTo []int32) *order {
	o := &order{newest: newest}
	for pt := range o.byPrice {
		prices, ids := out.prices[pt], out.ids
		var a, b []int32
		if old != nil {
			a = remap(old.byPrice[pt], oldTo)
		}
		if more != nil {
			b = remap(more.byPrice[pt], addTo)
		}
		o.byPrice[pt] = MergeBy(a, b, func(x, y int32) bool {
			return prices[x] < prices[y] || (prices[x] == prices[y] && ids[x] < ids[y])
		})
	}
	var a, b []int32
	if old != nil {
		a = remap(old.byEnd, oldTo)
	}
	if more != nil {
		b = remap(more.byEnd, addTo)
	}
	end := out.end
	o.byEnd = MergeBy(a, b, func(x, y int32) bool { return end[x] < end[y] || (end[x] == end[y] && x < y) })
	return o
}

// mergeWords makes out's words and postings from ix's and add's, both
// sorted; a word only gone vehicles had is dropped.
func (out *Index) mergeWords(ix, add *Index, oldTo, addTo []int32) {
	out.words = make([]string, 0, len(ix.words)+len(add.words))
	out.postings = make([][]int32, 0, len(ix.words)+len(add.words))
	out.dense = &dense{}
	asc := func(a, b int32) bool { return a < b }
	// ix's words in order: the tail's new ones came last, unsorted.
	words := make([]int32, len(ix.words))
	for i := range words {
		words[i] = int32(i)
	}
	if ix.wordsSorted < len(ix.words) {
		slices.SortFunc(words, func(a, b int32) int { return strings.Compare(ix.words[a], ix.words[b]) })
	}
	for i, j := 0, 0; i < len(words) || j < len(add.words); {
		var w string
		var list []int32
		switch {
		case j >= len(add.words) || (i < len(words) && ix.words[words[i]] < add.words[j]):
			w, list = ix.words[words[i]], ix.remapPostings(words[i], oldTo)
			i++
		case i >= len(words) || add.words[j] < ix.words[words[i]]:
			w, list = add.words[j], remap(add.postings[j], addTo)
			j++
		default:
			w, list = ix.words[words[i]], MergeBy(ix.remapPostings(words[i], oldTo), remap(add.postings[j], addTo), asc)
			i, j = i+1, j+1
		}
		if len(list) > 0 {
			out.words, out.postings = append(out.words, w), append(out.postings, list)
		}
	}
	out.wordsSorted = len(out.words)
}

// remapPostings is word w's postings mapped through oldTo, ascending: the
// tail's positions, last in the list, map anywhere among the others.
func (ix *Index) remapPostings(w int32, oldTo []int32) []int32 {
	list := ix.postings[w]
	k := sort.Search(len(list), func(i int) bool { return int(list[i]) >= ix.sorted })
	tail := remap(list[k:], oldTo)
	slices.Sort(tail)
	return MergeBy(remap(list[:k], oldTo), tail, func(a, b int32) bool { return a < b })
}

func orderNewest(o *order) []int32 {
	if o == nil {
		return nil
	}
	return o.newest
}

// remap maps positions through to, leaving out the gone ones (-1).
func remap(ps, to []int32) []int32 {
	out := make([]int32, 0, len(ps))
	for _, p := range ps {
		if q := to[p]; q >= 0 {
			out = append(out, q)
		}
	}
	return out
}

// MergeBy merges two lists sorted by less into a new one; a keeps its
// place before b on ties. The index's orders use it, and so do the
// catalogue snapshot's price lists (catalog.mergeByID).
func MergeBy[T any](a, b []T, less func(x, y T) bool) []T {
	if len(b) == 0 {
		return a
	}
	out := make([]T, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		if less(b[0], a[0]) {
			out, b = append(out, b[0]), b[1:]
		} else {
			out, a = append(out, a[0]), a[1:]
		}
	}
	return append(append(out, a...), b...)
}

func joinKeys[V any](a, b map[int64]V) map[int64]struct{} {
	keys := make(map[int64]struct{}, len(a)+len(b))
	for k := range a {
		keys[k] = struct{}{}
	}
	for k := range b {
		keys[k] = struct{}{}
	}
	return keys
}
