package catalog_test

import (
	"cmp"
	"context"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/demo"
	"garihaat/store/storetest"
)

// TestListIndexAnswersAsSQL: for hundreds of random filters — every
// filter the list has, alone and combined, every sort, pages past the end,
// English and Bangla words and parts of words — the in-memory index gives
// exactly the vehicles, order and total the SQL gives.
func TestListIndexAnswersAsSQL(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		seedIndexed(t, s, 1500, 7)
		version, err := s.CatalogVersion(ctx)
		if err != nil || storetest.Catalog(s).ListIndexVersion() != version {
			t.Fatalf("index version %d, catalogue %d (%v)", storetest.Catalog(s).ListIndexVersion(), version, err)
		}
		words := titleWords(t, s)
		r := rand.New(rand.NewPCG(1, 2))
		nonEmpty := 0
		for range 600 {
			if sameAnswer(t, s, randomFilter(r, words)) > 0 {
				nonEmpty++
			}
		}
		if nonEmpty < 200 {
			t.Errorf("only %d of 600 filters found vehicles: the comparison is too weak", nonEmpty)
		}
	})
}

// seedIndexed seeds n synthetic vehicles and installs their list index.
func seedIndexed(t *testing.T, s *store.Store, n int, seed uint64) {
	t.Helper()
	ctx := context.Background()
	if _, err := s.Seed(ctx, demo.Synthetic(n, seed, storetest.Now)); err != nil {
		t.Fatal(err)
	}
	if err := storetest.Catalog(s).AwaitListIndex(ctx); err != nil {
		t.Fatal(err)
	}
}

// sameAnswer fails unless the list index answers f as the SQL does, and
// returns how many vehicles the page holds.
func sameAnswer(t *testing.T, s *store.Store, f garihaat.VehicleFilter) int {
	t.Helper()
	ctx := context.Background()
	got, err := storetest.Catalog(s).Vehicles(ctx, f)
	if err != nil {
		t.Fatal(err)
	}
	want, err := storetest.Catalog(s).VehiclesSQL(ctx, f)
	if err != nil {
		t.Fatal(err)
	}
	if want.Pagination.Total == 0 && f.Query != "" {
		// Words no vehicle has as typed: the index's forgiving answer,
		// which the SQL does not give (Vehicles waits for the index
		// then), is held by listing's and the forgiving search's tests.
		return 0
	}
	if g, w := mustJSON(t, got), mustJSON(t, want); g != w {
		t.Fatalf("filter %+v:\nindex %v total %d\nSQL   %v total %d", f,
			slugs(got.Products), got.Pagination.Total, slugs(want.Products), want.Pagination.Total)
	}
	return len(want.Products)
}

func mustJSON(t *testing.T, v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func titleWords(t *testing.T, s *store.Store) []string {
	page, err := storetest.Catalog(s).VehiclesSQL(context.Background(), garihaat.VehicleFilter{Page: 1, PerPage: 60})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, v := range page.Products {
		for _, w := range append(strings.Fields(v.Title), strings.Fields(v.BnTranslation.Title)...) {
			out = append(out, w)
			if runes := []rune(w); len(runes) > 2 { // a part of a word, as a visitor types it
				out = append(out, string(runes[1:len(runes)-1]), strings.ToUpper(w))
			}
		}
	}
	return append(out, "zzz", "a", "ট")
}

func randomFilter(r *rand.Rand, words []string) garihaat.VehicleFilter {
	f := garihaat.VehicleFilter{Page: 1 + r.IntN(4), PerPage: []int{1, 5, 18, 50}[r.IntN(4)]}
	if r.IntN(12) == 0 {
		f.Page = 40 + r.IntN(200)
	}
	ids := func(max int) []int64 {
		var out []int64
		for range 1 + r.IntN(3) {
			out = append(out, int64(1+r.IntN(max)))
		}
		return out
	}
	pick := func(odds int) bool { return r.IntN(odds) == 0 }
	if pick(2) {
		f.TypeIDs = ids(6) // 6 is no type at all
	}
	if pick(5) {
		f.BrandIDs = ids(12)
	}
	if pick(8) {
		f.DepotIDs = ids(30)
	}
	if pick(8) {
		f.ColorIDs = ids(30)
	}
	if pick(8) {
		f.FuelIDs = ids(30)
	}
	if pick(8) {
		f.BrandSlug = []string{"tata", "mahindra", "ashok-leyland", "nope"}[r.IntN(4)]
	}
	if pick(8) {
		f.Conditions = []string{garihaat.ConditionNew, garihaat.ConditionResale}[:1+r.IntN(2)]
	}
	if pick(8) {
		f.MinYear = 2015 + r.IntN(10)
	}
	if pick(8) {
		f.MaxYear = 2015 + r.IntN(10)
	}
	if pick(3) {
		f.Query = words[r.IntN(len(words))]
		if pick(3) {
			f.Query += " " + words[r.IntN(len(words))]
		}
	}
	switch r.IntN(4) {
	case 0:
		for range 1 + r.IntN(3) {
			lo := int64(300_000 + 100_000*r.IntN(45))
			hi := lo + int64(100_000*r.IntN(20))
			if pick(4) {
				hi = 0
			}
			f.Ranges = append(f.Ranges, garihaat.BudgetRange{Min: lo, Max: hi})
		}
	case 1:
		f.MinBudget = int64(300_000 + 100_000*r.IntN(50))
		if pick(2) {
			f.MaxBudget = f.MinBudget + int64(100_000*r.IntN(20))
		}
	case 2:
		f.MaxBudget = int64(300_000 + 100_000*r.IntN(50))
	}
	if pick(2) {
		f.PriceType = garihaat.PriceInstallment
	}
	f.Sort = append([]string{""}, garihaat.Sorts...)[r.IntN(len(garihaat.Sorts)+1)]
	if !pick(4) { // asked on a day around the catalogue's offers, or with no day
		f.Today = garihaat.DhakaDay(storetest.Now.AddDate(0, 0, r.IntN(90)-45))
	}
	return f
}

// TestListIndexFollowsWrites: an index never answers for a version it was
// not built from. A vehicle published through another store on the same
// database (another instance) is listed at once, by SQL, and by the index
// once it is rebuilt.
func TestListIndexFollowsWrites(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		if err := storetest.Catalog(s).AwaitListIndex(ctx); err != nil {
			t.Fatal(err)
		}
		v := publish(t, storetest.SecondInstance(t, s), "Tata Yodha Pickup", "bbb")
		found := func() []string {
			page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Query: "yodha"})
			if err != nil {
				t.Fatal(err)
			}
			return slugs(page.Products)
		}
		if got := found(); !slices.Equal(got, []string{v.ProductSlug}) {
			t.Fatalf("right after the write: %v", got)
		}
		if err := storetest.Catalog(s).AwaitListIndex(ctx); err != nil {
			t.Fatal(err)
		}
		version, _ := s.CatalogVersion(ctx)
		if storetest.Catalog(s).ListIndexVersion() != version {
			t.Fatalf("index %d, catalogue %d", storetest.Catalog(s).ListIndexVersion(), version)
		}
		if got := found(); !slices.Equal(got, []string{v.ProductSlug}) {
			t.Fatalf("from the rebuilt index: %v", got)
		}
	})
}

// filterValues makes values for each field of garihaat.VehicleFilter, by
// name. A field added to the filter without a generator here fails
// TestListIndexAnswersEveryFilterField, so the index and the SQL are
// compared on every field the list has.
var filterValues = map[string]func(r *rand.Rand, words []string) any{
	"BrandIDs":   func(r *rand.Rand, _ []string) any { return []int64{int64(1 + r.IntN(12)), int64(1 + r.IntN(12))} },
	"TypeIDs":    func(r *rand.Rand, _ []string) any { return []int64{int64(1 + r.IntN(6))} },
	"DepotIDs":   func(r *rand.Rand, _ []string) any { return []int64{int64(1 + r.IntN(30))} },
	"ColorIDs":   func(r *rand.Rand, _ []string) any { return []int64{int64(1 + r.IntN(30))} },
	"FuelIDs":    func(r *rand.Rand, _ []string) any { return []int64{int64(1 + r.IntN(30))} },
	"BrandSlug":  func(r *rand.Rand, _ []string) any { return []string{"tata", "mahindra", "nope"}[r.IntN(3)] },
	"TonnageIDs": func(r *rand.Rand, _ []string) any { return []int64{int64(1 + r.IntN(40)), int64(1 + r.IntN(40))} },
	"MinSeats":   func(r *rand.Rand, _ []string) any { return []int{1, 8, 30, 45, 60}[r.IntN(5)] },
	"Districts": func(r *rand.Rand, _ []string) any {
		return []string{[]string{"dhaka", "gazipur", "khulna", "cumilla", "sylhet"}[r.IntN(5)], "rajshahi"}
	},
	"Query": func(r *rand.Rand, words []string) any { return words[r.IntN(len(words))] },
	"Ranges": func(r *rand.Rand, _ []string) any {
		return []garihaat.BudgetRange{{Min: int64(300_000 + 100_000*r.IntN(40)), Max: 0}}
	},
	"MinBudget": func(r *rand.Rand, _ []string) any { return int64(300_000 + 100_000*r.IntN(50)) },
	"MaxBudget": func(r *rand.Rand, _ []string) any { return int64(300_000 + 100_000*r.IntN(50)) },
	"PriceType": func(r *rand.Rand, _ []string) any {
		return []string{garihaat.PriceCash, garihaat.PriceInstallment}[r.IntN(2)]
	},
	"Conditions": func(r *rand.Rand, _ []string) any { return []string{garihaat.ConditionResale} },
	"MinYear":    func(r *rand.Rand, _ []string) any { return 2015 + r.IntN(10) },
	"MaxYear":    func(r *rand.Rand, _ []string) any { return 2015 + r.IntN(10) },
	"Sort": func(r *rand.Rand, _ []string) any {
		return garihaat.Sorts[r.IntN(len(garihaat.Sorts))]
	},
	"Page":    func(r *rand.Rand, _ []string) any { return 1 + r.IntN(3) },
	"PerPage": func(r *rand.Rand, _ []string) any { return []int{5, 18, 50}[r.IntN(3)] },
	"Today": func(r *rand.Rand, _ []string) any {
		return garihaat.DhakaDay(storetest.Now.AddDate(0, 0, r.IntN(60)-30))
	},
}

// TestListIndexAnswersEveryFilterField sets each field of the filter alone
// (by reflection, so a new field cannot be forgotten) and then all of them
// at once, and holds the index's answer to the SQL's.
func TestListIndexAnswersEveryFilterField(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		seedIndexed(t, s, 600, 3)
		words := titleWords(t, s)
		r := rand.New(rand.NewPCG(3, 4))
		fields := reflect.VisibleFields(reflect.TypeFor[garihaat.VehicleFilter]())
		set := func(f *garihaat.VehicleFilter, name string) {
			gen, ok := filterValues[name]
			if !ok {
				t.Fatalf("VehicleFilter.%s has no generator in filterValues: add one, and teach the list index and the SQL the field", name)
			}
			reflect.ValueOf(f).Elem().FieldByName(name).Set(reflect.ValueOf(gen(r, words)))
		}
		for _, field := range fields {
			for range 8 {
				f := garihaat.VehicleFilter{Page: 1, PerPage: 18}
				set(&f, field.Name)
				sameAnswer(t, s, f)
			}
		}
		for range 40 {
			var f garihaat.VehicleFilter
			for _, field := range fields {
				set(&f, field.Name)
			}
			sameAnswer(t, s, f)
		}
	})
}

// TestForgivenBeforeTheFirstIndex: right after start, before any list
// index is made, a misspelt search still finds what it meant — the SQL
// finds nothing as typed, and the answer waits for the index rather than
// say "none".
func TestForgivenBeforeTheFirstIndex(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		if storetest.Catalog(s).ListIndexVersion() != 0 {
			t.Fatal("an index was made already: the test would not test the start")
		}
		page, err := storetest.Catalog(s).Vehicles(context.Background(), garihaat.VehicleFilter{Query: "tatta", Page: 1, PerPage: 5})
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Products) == 0 || !page.Search.Forgiven {
			t.Errorf("tatta before the first index: %+v", page)
		}
	})
}

// TestWholeReadAsReadByIDs holds the whole read of the list index (its
// columns as text, on PostgreSQL through pgx itself) to the read of the
// same vehicles by id (through database/sql's scan): the same rows, field
// for field, newest first; and the fair prices' whole read to theirs.
func TestWholeReadAsReadByIDs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		seedIndexed(t, s, 1500, 11)
		// NULLs, no cover, private sellers verified and not: what the
		// synthetic catalogue does not make.
		for _, q := range []string{
			`UPDATE vehicles SET color_id = NULL, fuel_type_id = NULL WHERE id % 7 = 0`,
			`UPDATE vehicles SET depot_id = NULL, cover_image = '' WHERE id % 11 = 0`,
			`INSERT INTO users (phone, created_at, updated_at) VALUES ('01799999999', 0, 0)`,
			`UPDATE vehicles SET seller_id = (SELECT id FROM users WHERE phone = '01799999999') WHERE id % 13 = 0`,
			`UPDATE vehicles SET verified_at = 1 WHERE id % 26 = 0`,
		} {
			if _, err := s.DB().ExecContext(ctx, q); err != nil {
				t.Fatal(q, err)
			}
		}
		var whole []store.ListRow
		var ids []int64
		err := s.Catalog.ListedRows(ctx, func(r *store.ListRow) error {
			whole, ids = append(whole, r.Copy()), append(ids, r.ID)
			return nil
		})
		if err != nil || len(whole) < 1000 {
			t.Fatalf("whole read: %d rows, %v", len(whole), err)
		}
		var byID []store.ListRow
		if err := s.Catalog.ListedRowsOf(ctx, ids, func(r *store.ListRow) error { byID = append(byID, *r); return nil }); err != nil {
			t.Fatal(err)
		}
		if len(byID) != len(whole) {
			t.Fatalf("%d rows by id, %d whole", len(byID), len(whole))
		}
		// The fair prices' whole read (as text) against theirs by id.
		var prices, pricesByID []store.PriceRow
		if err := s.Catalog.PriceRows(ctx, nil, func(r store.PriceRow) error { prices = append(prices, r); return nil }); err != nil {
			t.Fatal(err)
		}
		if err := s.Catalog.PriceRows(ctx, ids, func(r store.PriceRow) error { pricesByID = append(pricesByID, r); return nil }); err != nil {
			t.Fatal(err)
		}
		byPriceID := func(a, b store.PriceRow) int { return cmp.Compare(a.ID, b.ID) }
		slices.SortFunc(prices, byPriceID)
		slices.SortFunc(pricesByID, byPriceID)
		if len(prices) < 1000 || !slices.Equal(prices, pricesByID) {
			t.Fatalf("price rows: %d whole, %d by id, or not the same", len(prices), len(pricesByID))
		}
		var nulls, covers, sellers, districts int
		for i := range whole {
			if !reflect.DeepEqual(whole[i], byID[i]) {
				t.Fatalf("row %d:\nwhole %+v\nby id %+v", i, whole[i], byID[i])
			}
			r := whole[i]
			if r.ColorID == 0 || r.FuelID == 0 || r.DepotID == 0 {
				nulls++
			}
			if len(r.Cover) > 0 {
				covers++
			}
			if r.Seller != 0 {
				sellers++
			}
			if r.District != 0 {
				districts++
			}
		}
		t.Logf("%d rows: %d with a NULL reference, %d covers, %d sellers', %d districts", len(whole), nulls, covers, sellers, districts)
		if nulls == 0 || covers == 0 || covers == len(whole) || sellers == 0 || districts == 0 {
			t.Errorf("the comparison is too weak: %d NULL references, %d covers, %d sellers', %d districts", nulls, covers, sellers, districts)
		}
	})
}
