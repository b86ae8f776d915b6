package catalog_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"garihaat/store"
	"garihaat/store/demo"
	"garihaat/store/storetest"
)

// TestHomepageFromIndexAsSQL: the brands' totals and types and the home
// page's rows, taken from the list index, are exactly what SQL gives —
// also after a vehicle leaves the public catalogue.
func TestHomepageFromIndexAsSQL(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if _, err := s.Seed(ctx, demo.Synthetic(800, 3, storetest.Now)); err != nil {
			t.Fatal(err)
		}
		newSlug := "" // of the vehicle published below
		compare := func(when string) {
			t.Helper()
			if err := storetest.Catalog(s).AwaitListIndex(ctx); err != nil {
				t.Fatal(err)
			}
			got := bothWays(t, when+": home page", storetest.Catalog(s).Homepage, storetest.Catalog(s).HomepageSQL)
			brands := bothWays(t, when+": brands", storetest.Catalog(s).Brands, storetest.Catalog(s).BrandsSQL)
			total, rows := 0, 0
			for _, b := range brands {
				total += b.TotalProducts
			}
			for _, ty := range got.Types {
				rows += len(ty.Products)
			}
			if newSlug != "" && !strings.Contains(mustJSON(t, got), newSlug) {
				t.Fatalf("the new vehicle is not on the home page")
			}
			if total == 0 || rows == 0 {
				t.Fatalf("%s: nothing compared (total %d, rows %d)", when, total, rows)
			}
		}
		compare("seeded")
		// A vehicle published through the back office: counts and rows follow.
		s.Now = func() time.Time { return storetest.Now.Add(time.Hour) }
		newSlug = publish(t, s, "Tata Yodha Pickup", "ccc").ProductSlug
		compare("after a vehicle was published")
	})
}

// bothWays returns what fromIndex answers, having checked that bySQL
// answers the same.
func bothWays[T any](t *testing.T, what string, fromIndex, bySQL func(context.Context) (T, error)) T {
	t.Helper()
	got, err := fromIndex(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want, err := bySQL(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if g, w := mustJSON(t, got), mustJSON(t, want); g != w {
		t.Fatalf("%s from the index\n%s\nby SQL\n%s", what, g, w)
	}
	return got
}
