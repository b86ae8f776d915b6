package catalog

import (
	"cmp"
	"context"
	"maps"
	"slices"
	"sort"

	"garihaat"
	"garihaat/listing"
	"garihaat/store"
)

// The fair-price mark's comparables (issue 29), kept in the per-version
// snapshot: every vehicle whose page is public (published or sold) by its
// (type, brand) pair, sorted by id, each with its mark worked out when the
// pair was last changed — a card's mark is a binary search, not a pass
// over its pair (which cost a list request 2.4× its CPU when it was). A
// write patches only the vehicles it changed and rates again the marks
// whose comparables it moved (editPair). 32 bytes a vehicle.

type priceEntry struct {
	id, price, median int64
	comps             int32
	year              int16
	band, rating      uint8 // rating: 0 none, else the index in ratings
}

var ratings = []string{"", garihaat.PriceBelow, garihaat.PriceAround, garihaat.PriceAbove}

// priceOf is row's comparable entry and pair.
func priceOf(r store.PriceRow) ([2]int64, priceEntry) {
	return [2]int64{r.TypeID, r.BrandID}, priceEntry{id: r.ID, price: r.Price, year: int16(r.Year), band: garihaat.OdometerBand(r.Odometer)}
}

// readPrices reads every public vehicle's comparable entry and rates every pair.
func (c *Catalog) readPrices(ctx context.Context, snap *snapshot) error {
	err := c.src.PriceRows(ctx, nil, func(r store.PriceRow) error {
		pair, e := priceOf(r)
		snap.prices[pair] = append(snap.prices[pair], e)
		return nil
	})
	if err != nil {
		return err
	}
	w := newMarkWriter(marks{})
	for _, list := range snap.prices {
		slices.SortFunc(list, byID)
		ratePair(list, nil)
		w.setPair(list)
	}
	snap.marks = w.m
	return nil
}

// bandYear is an entry's odometer band and model year in one word: the
// rating's maps are keyed by it (a struct key cost them half their time
// in hashing).
type bandYear uint32

func keyOf(e priceEntry) bandYear { return bandYearOf(e.band, e.year) }

func bandYearOf(band uint8, year int16) bandYear {
	return bandYear(uint32(band)<<16 | uint32(uint16(year)))
}

func (k bandYear) band() uint8 { return uint8(k >> 16) }
func (k bandYear) year() int16 { return int16(uint16(k)) }

// mergePrices makes next's entries from cur's and the changed vehicles as
// they are now: their old entries go, the public ones come back in their
// (maybe new) pair, and each pair touched is edited (editPair) and added
// to pairs.
func (c *Catalog) mergePrices(ctx context.Context, cur, next *snapshot, changed listing.IDSet, ids []int64, pairs map[[2]int64]bool) error {
	added := map[[2]int64][]priceEntry{}
	if len(ids) == 0 {
		ids = []int64{} // none changed: PriceRows reads every vehicle for nil
	}
	err := c.src.PriceRows(ctx, ids, func(r store.PriceRow) error {
		pair, e := priceOf(r)
		added[pair] = append(added[pair], e)
		return nil
	})
	if err != nil {
		return err
	}
	for pair, list := range cur.prices {
		if _, ok := added[pair]; !ok && slices.ContainsFunc(list, func(e priceEntry) bool { return changed.Has(e.id) }) {
			added[pair] = nil // only taken out of
		}
	}
	next.prices = maps.Clone(cur.prices) // the lists of pairs not touched are shared: never written again
	w := newMarkWriter(cur.marks)
	for _, id := range ids {
		w.set(id, 0) // taken out of public, or given its mark again below
	}
	for pair, add := range added {
		if list := editPair(cur.prices[pair], changed, add); len(list) > 0 {
			next.prices[pair] = list
			w.setPair(list)
		} else {
			delete(next.prices, pair)
		}
		pairs[pair] = true // its cards in the related lists are rated again
	}
	next.marks = w.m
	return nil
}

// editPair is a pair's entries with the changed vehicles' taken out and
// added put in, sorted by id, and rated again where a vehicle's
// comparables changed: where its window holds the band and year of an
// entry taken out or added. list is not written.
func editPair(list []priceEntry, changed listing.IDSet, added []priceEntry) []priceEntry {
	dirty := map[bandYear]bool{}
	out := make([]priceEntry, 0, len(list)+len(added))
	for _, e := range list {
		if changed.Has(e.id) {
			dirty[keyOf(e)] = true
		} else {
			out = append(out, e)
		}
	}
	kept := len(out)
	for _, e := range added {
		dirty[keyOf(e)] = true
	}
	out = mergeByID(append(out, added...), kept)
	ratePair(out, dirty)
	return out
}

func byID(a, b priceEntry) int { return cmp.Compare(a.id, b.id) }

// mergeByID sorts list by id when its first kept entries already are: the
// few added after them are sorted and merged in, not the whole pair
// sorted again.
func mergeByID(list []priceEntry, kept int) []priceEntry {
	old, added := list[:kept], list[kept:]
	slices.SortFunc(added, byID)
	if len(old) == 0 || len(added) == 0 || added[0].id > old[len(old)-1].id {
		return list
	}
	return listing.MergeBy(old, added, func(a, b priceEntry) bool { return a.id < b.id })
}

// reach is the keys within YearWindow years of one of keys, in the same
// band; nil for nil (every key).
func reach(keys map[bandYear]bool) map[bandYear]bool {
	if keys == nil {
		return nil
	}
	out := make(map[bandYear]bool, len(keys)*(2*garihaat.YearWindow+1))
	for k := range keys {
		for y := k.year() - garihaat.YearWindow; y <= k.year()+garihaat.YearWindow; y++ {
			out[bandYearOf(k.band(), y)] = true
		}
	}
	return out
}

// ratePair works out the mark of a pair's entries: the comparables of a
// vehicle are its band's vehicles of the years at most YearWindow from its
// own, itself left out, so the window's sorted prices are made once per
// band and year and each vehicle's middle is read from them with its own
// price skipped. Only the entries whose window holds a key of dirty are
// rated again (every one for nil): a write of one vehicle leaves the
// marks of other bands and far years as they were, and a 200-row import
// does not rate a million vehicles again.
func ratePair(list []priceEntry, dirty map[bandYear]bool) {
	affected := reach(dirty)  // the keys whose windows changed
	needed := reach(affected) // the keys those windows are made of
	in := func(set map[bandYear]bool, k bandYear) bool { return set == nil || set[k] }
	byBandYear := map[bandYear][]int64{}
	for _, e := range list {
		if k := keyOf(e); e.year != 0 && in(needed, k) {
			byBandYear[k] = append(byBandYear[k], e.price)
		}
	}
	windows := map[bandYear][]int64{}
	for k := range byBandYear {
		if !in(affected, k) {
			continue
		}
		var w []int64
		for y := k.year() - garihaat.YearWindow; y <= k.year()+garihaat.YearWindow; y++ {
			w = append(w, byBandYear[bandYearOf(k.band(), y)]...)
		}
		slices.Sort(w)
		windows[k] = w
	}
	for i := range list {
		e := &list[i]
		if !in(affected, keyOf(*e)) {
			continue
		}
		e.rating, e.comps, e.median = 0, 0, 0
		w := windows[keyOf(*e)]
		n := len(w) - 1
		if e.year == 0 || n < garihaat.MinComparables {
			continue
		}
		self := sort.Search(len(w), func(j int) bool { return w[j] >= e.price }) // any copy of its price will do
		at := func(k int) int64 {
			if k >= self {
				k++
			}
			return w[k]
		}
		median := at(n / 2)
		if n%2 == 0 {
			median = (at(n/2-1) + at(n/2)) / 2
		}
		r := garihaat.RateAgainst(e.price, median, n)
		e.rating, e.comps, e.median = uint8(slices.Index(ratings, r.Rating)), int32(n), median
	}
}

// rate is the fair-price mark of vehicle id of the pair; zero when it has
// no public page, no model year, or too few comparables.
func (snap *snapshot) rate(id, typeID, brandID int64) garihaat.PriceRating {
	list := snap.prices[[2]int64{typeID, brandID}]
	i, found := slices.BinarySearchFunc(list, id, func(e priceEntry, id int64) int { return cmp.Compare(e.id, id) })
	if !found || list[i].rating == 0 {
		return garihaat.PriceRating{}
	}
	e := list[i]
	return garihaat.PriceRating{Rating: ratings[e.rating], Comparables: int(e.comps), Median: e.median}
}

// decorate finishes cards read from the list index or by SQL: the
// fair-price mark of this snapshot's version.
func (snap *snapshot) decorate(ps []garihaat.VehicleSummary) {
	for i := range ps {
		if m, ok := snap.marks.get(ps[i].ID); ok {
			ps[i].PriceRating = ratings[m]
		} else {
			ps[i].PriceRating = snap.rate(ps[i].ID, ps[i].TypeID, ps[i].BrandID).Rating
		}
	}
}
