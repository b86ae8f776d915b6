package catalog

import (
	"context"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"garihaat"
	"garihaat/listing"
	"garihaat/store"
)

// priceSource is a Source whose only rows are the fair prices' public
// vehicles.
type priceSource struct {
	Source
	rows map[int64]store.PriceRow
}

func (p priceSource) PriceRows(_ context.Context, ids []int64, each func(store.PriceRow) error) error {
	if ids == nil {
		ids = slices.Collect(maps.Keys(p.rows))
	}
	for _, id := range ids {
		if r, ok := p.rows[id]; ok {
			if err := each(r); err != nil {
				return err
			}
		}
	}
	return nil
}

// TestMarksFollowEveryWrite: after writes that publish, unpublish, reprice,
// move vehicles between pairs and clear their year — some with ids past
// every chunk so far, and one beyond the marks' range — every vehicle's
// mark read by id is the one its pair's entries hold (none for a vehicle
// not public), and the version before keeps its own marks.
func TestMarksFollowEveryWrite(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(48, 2))
	src := priceSource{rows: map[int64]store.PriceRow{}}
	row := func(id int64) store.PriceRow {
		return store.PriceRow{ID: id, TypeID: 1 + r.Int64N(2), BrandID: 1 + r.Int64N(2), Year: 2010 + r.IntN(6),
			Odometer: r.Int64N(3) * 60_000, Price: 300_000 + r.Int64N(20)*25_000}
	}
	for id := int64(1); id <= 6000; id++ {
		src.rows[id] = row(id)
	}
	c := &Catalog{src: src}
	snap := &snapshot{prices: map[[2]int64][]priceEntry{}}
	if err := c.readPrices(ctx, snap); err != nil {
		t.Fatal(err)
	}
	check := func(snap *snapshot, public map[int64]store.PriceRow, when string) {
		t.Helper()
		seen := map[uint8]int{}
		for id := int64(0); id <= 40_000; id++ {
			p := public[id]
			want := snap.rate(id, p.TypeID, p.BrandID).Rating
			m, ok := snap.marks.get(id)
			if !ok || ratings[m] != want {
				t.Fatalf("%s: vehicle %d marked %q (%v), its pair says %q", when, id, ratings[m], ok, want)
			}
			seen[m]++
		}
		if len(seen) < 4 {
			t.Fatalf("%s: a weak test: marks seen %v", when, seen)
		}
	}
	check(snap, src.rows, "at first")
	far := int64(maxMarked + 5)
	next := int64(6001)
	for round := range 60 {
		before := maps.Clone(src.rows)
		var ids []int64
		for range 1 + r.IntN(40) {
			id := 1 + r.Int64N(next-1)
			switch r.IntN(5) {
			case 0:
				delete(src.rows, id) // unpublished
			case 1:
				id = next + r.Int64N(8000) // published, maybe in a chunk no vehicle had
				next = max(next, id+1)
				src.rows[id] = row(id)
			case 2:
				if p, ok := src.rows[id]; ok {
					p.Price = 300_000 + r.Int64N(20)*25_000
					src.rows[id] = p
				}
			case 3:
				if p, ok := src.rows[id]; ok {
					p.Year = 0
					src.rows[id] = p
				}
			default:
				src.rows[id] = row(id) // maybe another pair
			}
			ids = append(ids, id)
		}
		if round == 30 {
			src.rows[far] = row(far)
			ids = append(ids, far)
		}
		cur := snap
		snap = &snapshot{}
		if err := c.mergePrices(ctx, cur, snap, listing.NewIDSet(ids), ids, map[[2]int64]bool{}); err != nil {
			t.Fatal(err)
		}
		check(snap, src.rows, "after a write")
		check(cur, before, "the version before, after a write")
		if round >= 30 {
			p := src.rows[far]
			card := []garihaat.VehicleSummary{{ID: far, TypeID: p.TypeID, BrandID: p.BrandID}}
			snap.decorate(card)
			if _, ok := snap.marks.get(far); ok || card[0].PriceRating != snap.rate(far, p.TypeID, p.BrandID).Rating {
				t.Fatalf("a vehicle beyond the marks' range: card marked %q", card[0].PriceRating)
			}
		}
	}
}
