package listing

import (
	"slices"
	"testing"

	"garihaat"
)

func row(id, created, cash int64, typeID int64, text string) *Row {
	return &Row{ID: id, Created: created, Cash: cash, Installment: cash + 100, TypeID: typeID, BrandID: 1,
		Condition: []byte("new"), Slug: []byte("v-" + string(rune('a'+id))), Title: []byte(text), SearchText: []byte(text),
		OfferEndsAt: []byte(offerDays[id])}
}

// offerDays are the rows' last offer days, by id.
var offerDays = map[int64]string{1: "2026-03-01", 2: "2026-03-08", 3: "2026-03-05", 4: "2026-03-10"}

func build(t *testing.T, rows ...*Row) *Index {
	t.Helper()
	b := NewBuilder(7, map[string]int64{"tata": 1}, len(rows))
	for _, r := range rows {
		if err := b.Add(r); err != nil {
			t.Fatal(err)
		}
	}
	ix, err := b.Index()
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

func ids(p garihaat.VehiclePage) []int64 {
	out := []int64{}
	for _, v := range p.Products {
		out = append(out, v.ID)
	}
	return out
}

// TestBuilderWantsNewestFirst: positions are the newest-first order, so a
// row out of that order is refused rather than silently misplaced.
func TestBuilderWantsNewestFirst(t *testing.T) {
	b := NewBuilder(1, nil, 0)
	if err := b.Add(row(1, 100, 5, 1, "a")); err != nil {
		t.Fatal(err)
	}
	if err := b.Add(row(2, 100, 5, 1, "b")); err == nil {
		t.Error("a higher id at the same time was accepted after a lower one")
	}
	if _, err := b.Index(); err == nil {
		t.Error("Index after a refused row")
	}
}

func TestPage(t *testing.T) {
	ix := build(t,
		row(4, 400, 900, 1, "tata ace pickup"),
		row(3, 300, 500, 2, "tata 407 truck"),
		row(2, 300, 700, 1, "mahindra bolero pickup"),
		row(1, 100, 500, 1, "eicher pro truck"),
	)
	page := func(f garihaat.VehicleFilter) garihaat.VehiclePage {
		f.Page = max(f.Page, 1)
		if f.PerPage == 0 {
			f.PerPage = 10
		}
		return ix.Page(f)
	}
	for _, tc := range []struct {
		name string
		f    garihaat.VehicleFilter
		want []int64
	}{
		{"newest first, ties by id", garihaat.VehicleFilter{}, []int64{4, 3, 2, 1}},
		{"price ascending, ties by id", garihaat.VehicleFilter{Sort: garihaat.SortPriceAsc}, []int64{1, 3, 2, 4}},
		{"price descending, ties by id", garihaat.VehicleFilter{Sort: garihaat.SortPriceDesc}, []int64{4, 2, 3, 1}},
		{"overlapping windows count once", garihaat.VehicleFilter{Ranges: []garihaat.BudgetRange{{Min: 500, Max: 700}, {Min: 600, Max: 900}}}, []int64{4, 3, 2, 1}},
		{"windows and bounds", garihaat.VehicleFilter{Ranges: []garihaat.BudgetRange{{Min: 400, Max: 0}}, MaxBudget: 699}, []int64{3, 1}},
		{"installment price", garihaat.VehicleFilter{MinBudget: 800, PriceType: garihaat.PriceInstallment}, []int64{4, 2}},
		{"one type", garihaat.VehicleFilter{TypeIDs: []int64{1}, Sort: garihaat.SortPriceAsc}, []int64{1, 2, 4}},
		{"unknown type", garihaat.VehicleFilter{TypeIDs: []int64{9}}, []int64{}},
		{"two types", garihaat.VehicleFilter{TypeIDs: []int64{2, 9}}, []int64{3}},
		{"part of a word", garihaat.VehicleFilter{Query: "ICK"}, []int64{4, 2}},
		{"every word", garihaat.VehicleFilter{Query: "tata truck"}, []int64{3}},
		{"words written together, forgiven", garihaat.VehicleFilter{Query: "tataace"}, []int64{4}},
		{"a typo, forgiven", garihaat.VehicleFilter{Query: "mahindro"}, []int64{2}},
		{"the other script, forgiven", garihaat.VehicleFilter{Query: "ট্রাক"}, []int64{3, 1}},
		{"exact words keep out forgiven ones", garihaat.VehicleFilter{Query: "pro"}, []int64{1}},
		{"nothing to forgive", garihaat.VehicleFilter{Query: "zzzz"}, []int64{}},
		{"brand slug", garihaat.VehicleFilter{BrandSlug: "tata"}, []int64{4, 3, 2, 1}},
		{"unknown brand slug", garihaat.VehicleFilter{BrandSlug: "nope"}, []int64{}},
		{"condition", garihaat.VehicleFilter{Conditions: []string{garihaat.ConditionResale}}, []int64{}},
		{"second page", garihaat.VehicleFilter{Page: 2, PerPage: 3}, []int64{1}},
		{"past the end", garihaat.VehicleFilter{Page: 3, PerPage: 3}, []int64{}},
		{"open offers first", garihaat.VehicleFilter{Today: "2026-03-07"}, []int64{4, 2, 3, 1}},
		{"open on their last day", garihaat.VehicleFilter{Today: "2026-03-05"}, []int64{4, 3, 2, 1}},
		{"ending soon, then closed newest first", garihaat.VehicleFilter{Sort: garihaat.SortEndingSoon, Today: "2026-03-06"}, []int64{2, 4, 3, 1}},
		{"ending soon with no day", garihaat.VehicleFilter{Sort: garihaat.SortEndingSoon}, []int64{1, 3, 2, 4}},
		{"open first among matches", garihaat.VehicleFilter{Query: "pickup", Sort: garihaat.SortEndingSoon, Today: "2026-03-06"}, []int64{2, 4}},
		{"open first in a price window", garihaat.VehicleFilter{MaxBudget: 700, Today: "2026-03-02"}, []int64{3, 2, 1}},
		{"open first, second page", garihaat.VehicleFilter{Today: "2026-03-07", Page: 2, PerPage: 3}, []int64{1}},
		{"price order mixes open and closed", garihaat.VehicleFilter{Sort: garihaat.SortPriceAsc, Today: "2026-03-07"}, []int64{1, 3, 2, 4}},
	} {
		got := page(tc.f)
		if !slices.Equal(ids(got), tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, ids(got), tc.want)
		}
	}
	if p := page(garihaat.VehicleFilter{Page: 2, PerPage: 3}); p.Pagination.Total != 4 || p.Pagination.LastPage != 2 {
		t.Errorf("pagination %+v", p.Pagination)
	}
	if v := page(garihaat.VehicleFilter{}).Products[0]; v.ProductSlug != "v-e" || v.Title != "tata ace pickup" || len(v.Images) != 0 ||
		v.OfferEndsAt != "2026-03-10" {
		t.Errorf("summary %+v", v)
	}
}

// TestYearAndOdometerOrders: the newest model year first (unknown last) and
// the lowest odometer first, ties newest first, across pages (issue 29).
func TestYearAndOdometerOrders(t *testing.T) {
	years := map[int64]int{1: 2019, 2: 2022, 3: 0, 4: 2019}
	km := map[int64]int64{1: 45000, 2: 120000, 3: 45000, 4: 0}
	var rows []*Row
	for _, id := range []int64{4, 3, 2, 1} {
		r := row(id, 100*id, 500, 1, "truck")
		r.Year, r.Odometer = years[id], km[id]
		rows = append(rows, r)
	}
	ix := build(t, rows...)
	for _, tc := range []struct {
		sort string
		want []int64
	}{
		{garihaat.SortYearDesc, []int64{2, 4, 1, 3}},    // 2022; 2019 (4 is newer than 1); unknown
		{garihaat.SortOdometerAsc, []int64{4, 3, 1, 2}}, // 0; 45,000 (3 is newer than 1); 1,20,000
	} {
		var got []int64
		for page := 1; page <= 4; page++ {
			p := ix.Page(garihaat.VehicleFilter{Sort: tc.sort, Page: page, PerPage: 1})
			got = append(got, ids(p)...)
			if p.Pagination.Total != 4 {
				t.Errorf("%s: total %d", tc.sort, p.Pagination.Total)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.sort, got, tc.want)
		}
		// Filtered (the matches' bitset) gives the same order.
		if got := ids(ix.Page(garihaat.VehicleFilter{Query: "truck", Sort: tc.sort, Page: 1, PerPage: 10})); !slices.Equal(got, tc.want) {
			t.Errorf("%s with a search: %v, want %v", tc.sort, got, tc.want)
		}
	}
}
