package catalog

import (
	"cmp"
	"context"
	"maps"
	"slices"

	"garihaat"
	"garihaat/listing"
)

// relatedDepth is how many of the newest vehicles of each (type, brand)
// pair the snapshot keeps: enough for any related list of up to
// relatedDepth-1 vehicles after the vehicle itself is left out.
const relatedDepth = 16

// snapshot holds the small parts of the catalogue every detail answer
// needs — brand, type and attribute names and the newest vehicles of each
// (type, brand) pair — read once per catalogue version instead of joined
// into every detail query.
type snapshot struct {
	version int64
	brands  map[int64]garihaat.BrandRef
	types   map[int64]garihaat.Option
	attrs   map[int64]garihaat.Option
	newest  map[[2]int64][]relatedEntry // (type id, brand id) → newest first
	ranked  map[[2]int64][]garihaat.VehicleSummary
	prices  map[[2]int64][]priceEntry // the fair-price comparables (prices.go)
	marks   marks                     // their marks by vehicle id (marks.go)
}

type relatedEntry struct {
	summary         garihaat.VehicleSummary
	typeID, brandID int64
	created         int64
}

// buildSnapshot reads the snapshot whole and stamps it version; its rows
// may be a newer version's, which does no harm: a request of version may
// take them (snapshotAt), and a merge from version reads again the pairs
// of every vehicle changed since.
func (c *Catalog) buildSnapshot(ctx context.Context, version int64) (*snapshot, error) {
	snap := &snapshot{version: version, brands: map[int64]garihaat.BrandRef{}, types: map[int64]garihaat.Option{},
		attrs: map[int64]garihaat.Option{}, newest: map[[2]int64][]relatedEntry{}, prices: map[[2]int64][]priceEntry{}}
	brands, err := c.src.BrandRefs(ctx)
	if err != nil {
		return nil, err
	}
	for _, b := range brands {
		snap.brands[b.ID] = b
	}
	types, err := c.src.TypeOptions(ctx)
	if err != nil {
		return nil, err
	}
	for _, t := range types {
		snap.types[t.ID] = t
	}
	attrs, err := c.src.AttributeOptions(ctx)
	if err != nil {
		return nil, err
	}
	for _, a := range attrs {
		snap.attrs[a.ID] = a
	}
	if err := c.readPrices(ctx, snap); err != nil {
		return nil, err
	}
	// One short index walk per (type, brand) pair: a few dozen tiny queries
	// instead of ranking the whole table.
	for typeID := range snap.types {
		for brandID := range snap.brands {
			if err := c.readNewest(ctx, snap, [2]int64{typeID, brandID}); err != nil {
				return nil, err
			}
		}
	}
	snap.rankRelated()
	return snap, nil
}

// readNewest reads the newest listed vehicles of one (type, brand) pair
// into snap.newest (leaving the pair out when it has none).
func (c *Catalog) readNewest(ctx context.Context, snap *snapshot, pair [2]int64) error {
	var list []relatedEntry
	err := c.src.NewestOfPair(ctx, pair[0], pair[1], relatedDepth, func(created int64, v garihaat.VehicleSummary) error {
		e := relatedEntry{typeID: pair[0], brandID: pair[1], created: created, summary: v}
		e.summary.TypeID, e.summary.BrandID = pair[0], pair[1]
		one := []garihaat.VehicleSummary{e.summary}
		snap.decorate(one)
		e.summary = one[0]
		list = append(list, e)
		return nil
	})
	if err != nil {
		return err
	}
	if len(list) > 0 {
		snap.newest[pair] = list
	} else {
		delete(snap.newest, pair)
	}
	return nil
}

// mergeSnapshot makes the snapshot of ch.Version from cur and the
// vehicles ch names: the names are cur's, and only the pairs those
// vehicles were or are in are read again. ErrMoved when a write landed
// while it read.
func (c *Catalog) mergeSnapshot(ctx context.Context, cur *snapshot, ch Changes) (*snapshot, error) {
	changed := listing.NewIDSet(ch.Vehicles)
	pairs := map[[2]int64]bool{}
	for pair, list := range cur.newest {
		for _, e := range list {
			if changed.Has(e.summary.ID) {
				pairs[pair] = true
			}
		}
	}
	if len(ch.Vehicles) > 0 {
		if err := c.src.PairsOf(ctx, ch.Vehicles, func(t, b int64) { pairs[[2]int64{t, b}] = true }); err != nil {
			return nil, err
		}
	}
	next := &snapshot{version: ch.Version, brands: cur.brands, types: cur.types, attrs: cur.attrs,
		newest: maps.Clone(cur.newest)}
	// The comparables first: the cards of the newest lists are rated with them.
	if err := c.mergePrices(ctx, cur, next, changed, ch.Vehicles, pairs); err != nil {
		return nil, err
	}
	for pair := range pairs {
		if err := c.readNewest(ctx, next, pair); err != nil {
			return nil, err
		}
	}
	if after, err := c.src.CatalogVersion(ctx); err != nil {
		return nil, err
	} else if after != ch.Version {
		return nil, ErrMoved
	}
	next.rankRelated()
	return next, nil
}

// rankRelated fills snap.ranked: for every (type, brand) pair, the
// candidates of its related list in order — same type and brand, then same
// type (type matters more to a buyer than brand), then same brand; newest
// first within each group, each group cut to relatedDepth.
func (snap *snapshot) rankRelated() {
	snap.ranked = map[[2]int64][]garihaat.VehicleSummary{}
	newestFirst := func(a, b relatedEntry) int {
		if a.created != b.created {
			return cmp.Compare(b.created, a.created)
		}
		return cmp.Compare(b.summary.ID, a.summary.ID)
	}
	for typeID := range snap.types {
		for brandID := range snap.brands {
			var groups [3][]relatedEntry
			for key, list := range snap.newest {
				switch {
				case key[0] == typeID && key[1] == brandID:
					groups[0] = append(groups[0], list...)
				case key[0] == typeID:
					groups[1] = append(groups[1], list...)
				case key[1] == brandID:
					groups[2] = append(groups[2], list...)
				}
			}
			var ranked []garihaat.VehicleSummary
			for _, g := range groups {
				slices.SortFunc(g, newestFirst)
				for _, e := range g[:min(len(g), relatedDepth)] {
					ranked = append(ranked, e.summary)
				}
			}
			snap.ranked[[2]int64{typeID, brandID}] = ranked
		}
	}
}

// related returns up to limit vehicles related to vehicle id of the given
// type and brand, in the order rankRelated chose.
func (snap *snapshot) related(id, typeID, brandID int64, limit int) []garihaat.VehicleSummary {
	limit = min(limit, relatedDepth-1)
	out := []garihaat.VehicleSummary{}
	for _, v := range snap.ranked[[2]int64{typeID, brandID}] {
		if len(out) == limit {
			break
		}
		if v.ID != id {
			out = append(out, v)
		}
	}
	return out
}

// The snapshot as the store's services read it (store.Names).

func (snap *snapshot) Version() int64                   { return snap.version }
func (snap *snapshot) Brand(id int64) garihaat.BrandRef { return snap.brands[id] }
func (snap *snapshot) Type(id int64) garihaat.Option    { return snap.types[id] }
func (snap *snapshot) Attr(id int64) garihaat.Option    { return snap.attrs[id] }
func (snap *snapshot) Rate(id, typeID, brandID int64) garihaat.PriceRating {
	return snap.rate(id, typeID, brandID)
}
func (snap *snapshot) Related(id, typeID, brandID int64, limit int) []garihaat.VehicleSummary {
	return snap.related(id, typeID, brandID, limit)
}
func (snap *snapshot) Decorate(ps []garihaat.VehicleSummary) { snap.decorate(ps) }
