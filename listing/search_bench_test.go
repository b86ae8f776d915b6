package listing

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"garihaat"
)

// BenchmarkSearch is a text search of common and rare words (a brand a tenth
// of the catalogue holds, a model, a year) at 100,000 and 1,000,000 vehicles.
func BenchmarkSearch(b *testing.B) {
	for _, n := range []int{100_000, 1_000_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			brands := []string{"tata", "ashok", "eicher", "mahindra", "isuzu", "hino", "bajaj", "tvs", "suzuki", "toyota"}
			rows := map[int64]Row{}
			for id := int64(1); id <= int64(n); id++ {
				br := brands[r.IntN(len(brands))]
				rows[id] = Row{ID: id, Created: id, Cash: int64(r.IntN(5_000_000)), Installment: int64(r.IntN(5_000_000)),
					TypeID: int64(1 + r.IntN(8)), BrandID: int64(1 + r.IntN(30)), Year: 2015, Condition: []byte("new"),
					Slug: fmt.Appendf(nil, "%s-ace-%d", br, id), Title: []byte("Tata Ace Gold 2021"), TitleBn: []byte("টাটা এইস গোল্ড ২০২১"),
					SearchText: fmt.Appendf(nil, "%s ace%d gold %d টাটা model%d", br, id%50, 2010+id%15, id%5000), OfferEndsAt: []byte("2026-12-31")}
			}
			ix := buildRows(&testing.T{}, 1, rows)
			qs := []string{"tata", "eicher gold", "ace7", "2015", "hino 2019"}
			i := 0
			for b.Loop() {
				i++
				ix.Page(garihaat.VehicleFilter{Query: qs[i%len(qs)], Page: 1, PerPage: 18})
			}
		})
	}
}
