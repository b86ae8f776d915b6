package catalog

import (
	"context"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"garihaat"
	"garihaat/listing"
	"garihaat/store"
)

// TestEditPairRatesLikeAWholeRating: a pair edited by taking some
// vehicles out, moving others (price, year, band, year cleared) and adding
// new ones has, entry for entry, the marks of the same entries rated whole
// — so rating only the windows an edit touched misses none — and the
// list it was made from is not written.
func TestEditPairRatesLikeAWholeRating(t *testing.T) {
	r := rand.New(rand.NewPCG(29, 1))
	entry := func(id int64) priceEntry {
		e := priceEntry{id: id, price: 300_000 + r.Int64N(20)*25_000, band: uint8(r.IntN(3))}
		if r.IntN(10) > 0 {
			e.year = int16(2008 + r.IntN(12))
		}
		return e
	}
	var list []priceEntry
	for id := int64(1); id <= 2000; id++ {
		if r.IntN(4) > 0 {
			list = append(list, entry(id))
		}
	}
	slices.SortFunc(list, byID)
	ratePair(list, nil)
	nextID := int64(2001)
	rated := 0
	for round := range 200 {
		var ids []int64
		var added []priceEntry
		for range 1 + r.IntN(1+round%20) {
			switch e := list[r.IntN(len(list))]; r.IntN(4) {
			case 0: // taken out (unpublished)
				ids = append(ids, e.id)
			case 1: // edited in place
				ids = append(ids, e.id)
				moved := entry(e.id)
				moved.band = e.band
				added = append(added, moved)
			case 2: // a vehicle new to the pair, maybe with an id below others (moved from another pair)
				id := nextID
				if r.IntN(2) == 0 {
					id = -id
				}
				nextID++
				ids = append(ids, id)
				added = append(added, entry(id))
			default: // its year cleared
				ids = append(ids, e.id)
				e.year = 0
				added = append(added, e)
			}
		}
		before := slices.Clone(list)
		got := editPair(list, listing.NewIDSet(ids), added)
		if !reflect.DeepEqual(before, list) {
			t.Fatalf("round %d: editPair wrote the list it was given", round)
		}
		want := slices.Clone(got)
		for i := range want {
			want[i].rating, want[i].comps, want[i].median = 0, 0, 0
		}
		slices.SortFunc(want, byID)
		ratePair(want, nil)
		if !slices.IsSortedFunc(got, byID) {
			t.Fatalf("round %d: not sorted by id", round)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("round %d: entry %+v, rated whole %+v", round, got[i], want[i])
			}
			if want[i].rating != 0 {
				rated++
			}
		}
		list = got
	}
	if rated == 0 {
		t.Fatal("a weak test: no entry was ever rated")
	}
}

// BenchmarkMarks: the marks of cards read from a snapshot of n vehicles
// in 60 pairs (ids spread across pairs as the seed's are), 18 random
// vehicles a page — the cards of varied lists, not one page read again —
// by the marks (decorate) and by each card's pair (rate).
func BenchmarkMarks(b *testing.B) {
	for _, n := range []int{100_000, 1_000_000} {
		r := rand.New(rand.NewPCG(47, 1))
		src := priceSource{rows: make(map[int64]store.PriceRow, n)}
		cards := make([]garihaat.VehicleSummary, n)
		for id := range int64(n) {
			c := garihaat.VehicleSummary{ID: id + 1, TypeID: 1 + r.Int64N(6), BrandID: 1 + r.Int64N(10)}
			cards[id] = c
			src.rows[c.ID] = store.PriceRow{ID: c.ID, TypeID: c.TypeID, BrandID: c.BrandID, Year: 2008 + r.IntN(12), Price: 300_000 + r.Int64N(40)*25_000}
		}
		snap := &snapshot{prices: map[[2]int64][]priceEntry{}}
		if err := (&Catalog{src: src}).readPrices(context.Background(), snap); err != nil {
			b.Fatal(err)
		}
		r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		for _, how := range []string{"marks", "pair"} {
			b.Run(strconv.Itoa(n)+"/"+how, func(b *testing.B) {
				page := make([]garihaat.VehicleSummary, 18)
				rated := 0
				for i := 0; b.Loop(); i++ {
					copy(page, cards[i*18%(n-18):])
					if how == "marks" {
						snap.decorate(page)
					} else {
						for j := range page {
							page[j].PriceRating = snap.rate(page[j].ID, page[j].TypeID, page[j].BrandID).Rating
						}
					}
					if page[0].PriceRating != "" {
						rated++
					}
				}
				if rated == 0 {
					b.Fatal("no vehicle rated")
				}
			})
		}
	}
}
