package listing

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// BenchmarkBuild is a start's whole read into the index: n rows added
// newest first, then the orders, words and postings made (a new build's
// start beside a serving instance pays it, issue 47).
func BenchmarkBuild(b *testing.B) {
	for _, n := range []int{100_000, 1_000_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			rows := make([]Row, n)
			for i := range rows {
				id := int64(n - i)
				rows[i] = Row{ID: id, Created: id, Cash: int64(r.IntN(5_000_000)), Installment: int64(r.IntN(5_000_000)),
					TypeID: int64(1 + r.IntN(8)), BrandID: int64(1 + r.IntN(30)), Year: 2015, Condition: []byte("new"),
					Slug: fmt.Appendf(nil, "tata-ace-%d", id), Cover: []byte("/media/abc/card.webp"), Title: []byte("Tata Ace Gold 2021"),
					TitleBn: []byte("টাটা এইস গোল্ড ২০২১"), SearchText: fmt.Appendf(nil, "tata ace gold 2021 টাটা এইস model%d", id%5000),
					OfferEndsAt: fmt.Appendf(nil, "2026-12-%02d", 1+r.IntN(28))}
			}
			for b.Loop() {
				bl := NewBuilder(1, map[string]int64{"tata": 1}, n)
				for i := range rows {
					if err := bl.Add(&rows[i]); err != nil {
						b.Fatal(err)
					}
				}
				if _, err := bl.Index(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestOrdersAsDefined holds every order the build makes — of all vehicles
// and of each type, made as the all order's subsequences — to its
// definition, with many equal prices and days (ties broken by id, and by
// position for days) and days spread too wide to count.
func TestOrdersAsDefined(t *testing.T) {
	for _, spread := range []int{30, 1 << 20} {
		r := rand.New(rand.NewPCG(uint64(spread), 7))
		const n = 3000
		rows := make([]Row, n)
		for i := range rows {
			id := int64(n - i)
			rows[i] = Row{ID: id, Created: id, Cash: int64(r.IntN(40)) * 1000, Installment: int64(r.IntN(40)) * 1000,
				TypeID: int64(1 + r.IntN(5)), BrandID: 1, Year: 2015, Condition: []byte("new"),
				Slug: fmt.Appendf(nil, "v-%d", id), Title: []byte("t"), TitleBn: []byte("t"), SearchText: []byte("t"),
				OfferEndsAt: []byte(time.Unix(int64(19_000+r.IntN(spread))*86400, 0).UTC().Format(time.DateOnly))}
		}
		bl := NewBuilder(1, nil, n)
		for i := range rows {
			if err := bl.Add(&rows[i]); err != nil {
				t.Fatal(err)
			}
		}
		ix, err := bl.Index()
		if err != nil {
			t.Fatal(err)
		}
		check := func(name string, o *order) {
			for pt := range o.byPrice {
				want := slices.Clone(o.newest)
				slices.SortFunc(want, func(a, b int32) int {
					return cmp.Or(cmp.Compare(ix.prices[pt][a], ix.prices[pt][b]), cmp.Compare(ix.ids[a], ix.ids[b]))
				})
				if !slices.Equal(o.byPrice[pt], want) {
					t.Fatalf("spread %d, %s: price order %d is not (price, id)", spread, name, pt)
				}
			}
			want := slices.Clone(o.newest)
			slices.SortStableFunc(want, func(a, b int32) int { return cmp.Compare(ix.end[a], ix.end[b]) })
			if !slices.Equal(o.byEnd, want) {
				t.Fatalf("spread %d, %s: end order is not (day, position)", spread, name)
			}
		}
		check("all", ix.all)
		for typ, o := range ix.types {
			check(fmt.Sprint("type ", typ), o)
		}
		if len(ix.types) != 5 {
			t.Fatalf("%d types, want 5", len(ix.types))
		}
	}
}
