package catalog_test

import (
	"context"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

type comparable struct {
	typeID, brandID, km, price int64
	year                       int
}

// bruteRating rates vehicle id as the definition says, from every public
// vehicle read afresh: what the snapshot's kept comparables must agree with.
func bruteRating(t *testing.T, s *store.Store, id int64) garihaat.PriceRating {
	t.Helper()
	rows, err := s.DB().QueryContext(context.Background(), `SELECT id, type_id, brand_id, year, odometer_km, cash_price FROM vehicles
		WHERE status = `+placeholder(s, 1)+` OR status = `+placeholder(s, 2), garihaat.VehiclePublished, garihaat.VehicleSold)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	all := map[int64]comparable{}
	for rows.Next() {
		var vid int64
		var c comparable
		if err := rows.Scan(&vid, &c.typeID, &c.brandID, &c.year, &c.km, &c.price); err != nil {
			t.Fatal(err)
		}
		all[vid] = c
	}
	me, ok := all[id]
	if !ok || me.year == 0 {
		return garihaat.PriceRating{}
	}
	var comps []int64
	for vid, c := range all {
		d := c.year - me.year
		if vid != id && c.typeID == me.typeID && c.brandID == me.brandID && c.year != 0 && d >= -garihaat.YearWindow && d <= garihaat.YearWindow &&
			garihaat.OdometerBand(c.km) == garihaat.OdometerBand(me.km) {
			comps = append(comps, c.price)
		}
	}
	r, _ := garihaat.RatePrice(me.price, comps)
	return r
}

func placeholder(s *store.Store, n int) string {
	if s.Dialect() == store.Postgres {
		return "$" + string(rune('0'+n))
	}
	return "?"
}

// TestPriceRatings: the fair-price mark on cards and on the detail is the
// definition's, computed afresh (issue 29) — before and after a write that
// moves the middle of a vehicle's comparables without touching it.
func TestPriceRatings(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		seedIndexed(t, s, 1200, 11)
		check := func(when string) (rated garihaat.VehicleSummary) {
			t.Helper()
			marks := map[string]int{}
			for page := 1; page <= 4; page++ {
				p, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Page: page, PerPage: garihaat.MaxPageSize, Sort: garihaat.SortNewest})
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range p.Products {
					want := bruteRating(t, s, c.ID)
					if c.PriceRating != want.Rating {
						t.Fatalf("%s: card %d rated %q, want %q (%+v)", when, c.ID, c.PriceRating, want.Rating, want)
					}
					marks[c.PriceRating]++
					if rated.ID == 0 && want.Rating != "" {
						rated = c
					}
				}
			}
			if marks[garihaat.PriceBelow] == 0 || marks[garihaat.PriceAround] == 0 || marks[garihaat.PriceAbove] == 0 || marks[""] == 0 {
				t.Fatalf("%s: a weak test: the marks seen were %v", when, marks)
			}
			v, _, err := s.Vehicle(ctx, rated.ProductSlug, 0)
			if err != nil {
				t.Fatal(err)
			}
			if want := bruteRating(t, s, rated.ID); v.PriceRating != want {
				t.Fatalf("%s: the detail of %d rated %+v, want %+v", when, rated.ID, v.PriceRating, want)
			}
			return rated
		}
		rated := check("at first")
		// Move one comparable's price far up: the vehicle's middle moves, its own revision does not.
		page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{PerPage: garihaat.MaxPageSize, TypeIDs: []int64{rated.TypeID}, BrandIDs: []int64{rated.BrandID}})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range page.Products {
			if c.ID == rated.ID {
				continue
			}
			a, err := s.AdminVehicle(ctx, c.ID)
			if err != nil {
				t.Fatal(err)
			}
			in := a.VehicleInput
			in.CashPrice *= 3
			if err := in.Validate(); err != nil {
				t.Fatal(err)
			}
			if _, err := s.UpdateVehicle(ctx, staff, c.ID, in); err != nil {
				t.Fatal(err)
			}
		}
		check("after its comparables' prices rose")
	})
}
