package catalog

import (
	"cmp"
	"context"
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
// write patches only the vehicles it changed and rates their pairs again.
// 32 bytes a vehicle.

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
	for _, list := range snap.prices {
		ratePair(list)
	}
	return nil
}

// mergePrices makes next's entries from cur's and the changed vehicles as
// they are now: their old entries go, the public ones come back in their
// (maybe new) pair, and each pair touched is rated again and added to pairs.
func (c *Catalog) mergePrices(ctx context.Context, cur, next *snapshot, changed listing.IDSet, ids []int64, pairs map[[2]int64]bool) error {
	next.prices = make(map[[2]int64][]priceEntry, len(cur.prices))
	touched := map[[2]int64]bool{}
	for pair, list := range cur.prices {
		if !slices.ContainsFunc(list, func(e priceEntry) bool { return changed.Has(e.id) }) {
			next.prices[pair] = list // shared: never written again
			continue
		}
		next.prices[pair] = slices.DeleteFunc(slices.Clone(list), func(e priceEntry) bool { return changed.Has(e.id) })
		touched[pair] = true
	}
	if len(ids) == 0 {
		ids = []int64{} // none changed: PriceRows reads every vehicle for nil
	}
	err := c.src.PriceRows(ctx, ids, func(r store.PriceRow) error {
		pair, e := priceOf(r)
		if !touched[pair] {
			next.prices[pair] = slices.Clone(next.prices[pair])
			touched[pair] = true
		}
		next.prices[pair] = append(next.prices[pair], e)
		return nil
	})
	if err != nil {
		return err
	}
	for pair := range touched {
		if len(next.prices[pair]) == 0 {
			delete(next.prices, pair)
		} else {
			ratePair(next.prices[pair])
		}
		pairs[pair] = true // its cards in the related lists are rated again
	}
	return nil
}

// ratePair sorts a pair's entries by id and works out each one's mark: the
// comparables of a vehicle are its band's vehicles of the years at most
// YearWindow from its own, itself left out, so the window's sorted prices
// are made once per band and year and each vehicle's middle is read from
// them with its own price skipped.
func ratePair(list []priceEntry) {
	type key struct {
		band uint8
		year int16
	}
	byBandYear := map[key][]int64{}
	for _, e := range list {
		if e.year != 0 {
			byBandYear[key{e.band, e.year}] = append(byBandYear[key{e.band, e.year}], e.price)
		}
	}
	windows := map[key][]int64{}
	for k := range byBandYear {
		var w []int64
		for y := k.year - garihaat.YearWindow; y <= k.year+garihaat.YearWindow; y++ {
			w = append(w, byBandYear[key{k.band, y}]...)
		}
		slices.Sort(w)
		windows[k] = w
	}
	for i := range list {
		e := &list[i]
		e.rating, e.comps, e.median = 0, 0, 0
		w := windows[key{e.band, e.year}]
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
	slices.SortFunc(list, func(a, b priceEntry) int { return cmp.Compare(a.id, b.id) })
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
		ps[i].PriceRating = snap.rate(ps[i].ID, ps[i].TypeID, ps[i].BrandID).Rating
	}
}
