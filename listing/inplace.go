package listing

import (
	"maps"
	"slices"
	"sort"
)

// editInPlace is Merge done where the index lies, for every change the
// limits below allow. A vehicle edited where it stands — the same
// creation time (so the same position), type, words and texts — as a
// price edit, a new offer day or a CSV import of prices makes, has its
// columns edited; a vehicle new to the index, or one whose place, type,
// words or texts changed, is appended to the tail (tail.go); one leaving
// the list (archived, sold, deleted, moved to the tail) keeps its
// position as a hole: no order lists it, the text search drops it, counts
// leave it out; its columns stay, unread, and it is filled again if the
// vehicle comes back as it was. The new index shares every array the
// change did not touch with ix and copies only the touched ones (a price
// edit: two price arrays and the price orders of its type and of all), so
// a write allocates and faults in a few megabytes, not the whole index:
// fresh pages cost ~17 µs each on the bench's VM, and a whole merge's
// 40 MB at 100,000 vehicles stalled every request on the machine for
// 100–300 ms. The next whole merge drops the holes and sorts the tail in;
// one is made when the holes would pass an eighth of the positions or the
// tail a tailLimit-th (false then).
func (c *Change) editInPlace() (*Index, bool) {
	ix, add := c.from, c.add
	at := make(map[int64]int32, len(add.ids))
	for j, id := range add.ids {
		at[id] = int32(j)
	}
	// A vehicle may be at several positions: listed at one, holes at others.
	live, holesOf := map[int64]int32{}, map[int64][]int32{}
	var removed []int32
	for _, p := range c.gone {
		id := ix.ids[p]
		_, added := at[id]
		switch {
		case ix.hole(p) && added:
			holesOf[id] = append(holesOf[id], p)
		case ix.hole(p):
		case added:
			live[id] = p
		default:
			removed = append(removed, p)
		}
	}
	// pos and js: the vehicles edited or filled where they stand (ix's
	// position, add's index); fresh: those appended.
	var pos, js, fresh []int32
	revived := map[int32]bool{}
	for j, id := range add.ids {
		p, listed := live[id]
		if listed && ix.samePlace(p, add, int32(j)) {
			pos, js = append(pos, p), append(js, int32(j))
			continue
		}
		if listed {
			removed = append(removed, p)
		}
		if h := slices.IndexFunc(holesOf[id], func(p int32) bool { return ix.samePlace(p, add, int32(j)) }); h >= 0 {
			revived[holesOf[id][h]] = true
			pos, js = append(pos, holesOf[id][h]), append(js, int32(j))
			continue
		}
		fresh = append(fresh, int32(j))
	}
	n := len(ix.ids) + len(fresh)
	nHoles := ix.nHoles + len(removed) - len(revived)
	if nHoles > n/8 || (n-ix.sorted)*tailLimit > n {
		return nil, false
	}
	out := &Index{version: add.version, brandSlugs: add.brandSlugs, bits: ix.bits, ids: ix.ids, created: ix.created,
		sums: ix.sums, typ: ix.typ, text: ix.text, offs: ix.offs, names: ix.names, titles: ix.titles, words: ix.words, postings: ix.postings, dense: ix.dense,
		types: ix.types, all: ix.all, holes: ix.holes, nHoles: nHoles, forgive: ix.forgive, sorted: ix.sorted,
		wordsSorted: ix.wordsSorted, tail: ix.tail, more: ix.more, grow: ix.grow}
	out.prices[0] = edited(ix.prices[0], pos, pick(add.prices[0], js))
	out.prices[1] = edited(ix.prices[1], pos, pick(add.prices[1], js))
	out.brand, out.depot = edited(ix.brand, pos, pick(add.brand, js)), edited(ix.depot, pos, pick(add.depot, js))
	out.color, out.fuel = edited(ix.color, pos, pick(add.color, js)), edited(ix.fuel, pos, pick(add.fuel, js))
	out.year, out.end = edited(ix.year, pos, pick(add.year, js)), edited(ix.end, pos, pick(add.end, js))
	out.seller, out.odo = edited(ix.seller, pos, pick(add.seller, js)), edited(ix.odo, pos, pick(add.odo, js))
	out.facet = edited(ix.facet, pos, pick(add.facet, js))
	out.conds = slices.Clone(ix.conds)
	codes := out.condCodes(add)
	newCond := make([]uint8, len(js))
	for k, j := range js {
		newCond[k] = codes[add.cond[j]]
	}
	out.cond = edited(ix.cond, pos, newCond)
	var appended []int32
	if len(fresh) > 0 {
		appended = out.appendTail(ix, add, fresh, codes)
	} else {
		ix.grow.take(ix, out)
	}
	if len(removed) > 0 || len(revived) > 0 || len(fresh) > 0 {
		out.holes = out.markHoles(ix, removed, revived)
	}
	out.reorder(ix, pos, removed, appended, revived)
	counts := maps.Clone(ix.BrandTypeCounts())
	for k, p := range pos {
		if !revived[p] {
			counts[BrandType{int64(ix.brand[p]), int64(ix.typ[p])}]--
		}
		counts[BrandType{int64(add.brand[js[k]]), int64(add.typ[js[k]])}]++
	}
	for _, j := range fresh {
		counts[BrandType{int64(add.brand[j]), int64(add.typ[j])}]++
	}
	for _, p := range removed {
		counts[BrandType{int64(ix.brand[p]), int64(ix.typ[p])}]--
	}
	maps.DeleteFunc(counts, func(_ BrandType, n int) bool { return n == 0 })
	out.countsOnce.Do(func() { out.counts = counts })
	return out, true
}

// pick is col's values at js.
func pick[T any](col []T, js []int32) []T {
	out := make([]T, len(js))
	for k, j := range js {
		out[k] = col[j]
	}
	return out
}

// markHoles is ix's holes with removed added and revived taken away; nil
// when none is left.
func (out *Index) markHoles(ix *Index, removed []int32, revived map[int32]bool) *bitset {
	if out.nHoles == 0 {
		return nil
	}
	h := *newBitset(len(out.ids))
	if ix.holes != nil {
		copy(h, *ix.holes)
	}
	for _, p := range removed {
		h.set(p)
	}
	for p := range revived {
		h.unset(p)
	}
	return &h
}

// edited returns col with col[pos[j]] = vals[j], sharing col when nothing
// changes and copying it once otherwise.
func edited[T comparable](col []T, pos []int32, vals []T) []T {
	out := col
	for j, p := range pos {
		if out[p] != vals[j] {
			if &out[0] == &col[0] {
				out = slices.Clone(col)
			}
			out[p] = vals[j]
		}
	}
	return out
}

// reorder moves the edited vehicles (at pos) to their new places in the
// orders of all vehicles and of their types, takes the removed ones out
// and puts the revived and appended ones in, copying only the orders that
// change.
func (out *Index) reorder(ix *Index, pos, removed, appended []int32, revived map[int32]bool) {
	moved := func(o *order, e *touch) *order {
		if o == nil {
			o = &order{}
		}
		n := *o
		n.newest = resorted(o.newest, e, revived, nil, out.newer, ix.newer)
		for pt := range n.byPrice {
			n.byPrice[pt] = resorted(o.byPrice[pt], e, revived, func(p int32) bool { return ix.prices[pt][p] != out.prices[pt][p] },
				out.byPriceLess(pt), ix.byPriceLess(pt))
		}
		n.byEnd = resorted(o.byEnd, e, revived, func(p int32) bool { return ix.end[p] != out.end[p] }, out.byEndLess, ix.byEndLess)
		return &n
	}
	out.all = moved(ix.all, &touch{pos, removed, appended})
	byType := map[int64]*touch{}
	of := func(t int32) *touch {
		if byType[int64(t)] == nil {
			byType[int64(t)] = &touch{}
		}
		return byType[int64(t)]
	}
	for _, p := range pos {
		e := of(ix.typ[p])
		e.pos = append(e.pos, p)
	}
	for _, p := range removed {
		e := of(ix.typ[p])
		e.removed = append(e.removed, p)
	}
	for _, p := range appended {
		e := of(out.typ[p])
		e.appended = append(e.appended, p)
	}
	out.types = maps.Clone(ix.types)
	for t, e := range byType {
		if o := moved(ix.types[t], e); len(o.newest) > 0 {
			out.types[t] = o
		} else {
			delete(out.types, t)
		}
	}
}

func (ix *Index) byPriceLess(pt int) func(x, y int32) bool {
	prices, ids := ix.prices[pt], ix.ids
	return func(x, y int32) bool { return prices[x] < prices[y] || (prices[x] == prices[y] && ids[x] < ids[y]) }
}

func (ix *Index) byEndLess(x, y int32) bool {
	return ix.end[x] < ix.end[y] || (ix.end[x] == ix.end[y] && ix.newer(x, y))
}

// touch is what a change does to one order: vehicles edited where they
// stand (pos), taken out (removed) and appended.
type touch struct{ pos, removed, appended []int32 }

// resorted returns order (sorted by less; by was before the change) without
// the removed vehicles, with the appended ones, and with those of pos that
// were revived or whose key changed (nil changed: none did) taken out and
// put back where less puts them; order itself when nothing moves. Each is
// found by halving and the rest is moved whole: at 1,000,000 vehicles a
// lookup a vehicle (as a set of the taken would make) cost more than the
// copy.
func resorted(order []int32, e *touch, revived map[int32]bool, changed func(int32) bool, less, was func(x, y int32) bool) []int32 {
	take := slices.Clone(e.removed)
	put := slices.Clone(e.appended)
	for _, p := range e.pos {
		switch {
		case revived[p]:
			put = append(put, p)
		case changed != nil && changed(p):
			take = append(take, p)
			put = append(put, p)
		}
	}
	if len(take) == 0 && len(put) == 0 {
		return order
	}
	at := make([]int, 0, len(take))
	for _, p := range take {
		i := sort.Search(len(order), func(i int) bool { return !was(order[i], p) })
		if i == len(order) || order[i] != p {
			i = slices.Index(order, p) // not where its keys say: never, but not worth a wrong answer
		}
		if i >= 0 {
			at = append(at, i)
		}
	}
	slices.Sort(at)
	out := make([]int32, 0, len(order)+len(put))
	from := 0
	for _, i := range slices.Compact(at) {
		out, from = append(out, order[from:i]...), i+1
	}
	out = append(out, order[from:]...)
	if len(put) == 1 {
		i := sort.Search(len(out), func(i int) bool { return less(put[0], out[i]) })
		return slices.Insert(out, i, put[0])
	}
	// Many (a CSV import's 200 prices): sorted and merged in one pass, not
	// inserted one by one — each insert moves the rest of a 1,000,000-entry
	// order, and 200 of them in eight orders stalled lists for a second.
	slices.SortFunc(put, func(a, b int32) int {
		if less(a, b) {
			return -1
		}
		return 1
	})
	return MergeBy(out, put, less)
}
