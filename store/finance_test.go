package store_test

import (
	"context"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestFinancePlans: a vehicle shows the site's installment plan unless it
// has its own (issue 29); changing the site's moves the revision of every
// vehicle that follows it (their stored answers are made again) and of no
// other, and a CSV import keeps a vehicle's own plan.
func TestFinancePlans(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{PerPage: 2})
		if err != nil || len(page.Products) < 2 {
			t.Fatalf("two published vehicles: %v %v", page.Products, err)
		}
		follows, own := page.Products[0], page.Products[1]
		plan := func(slug string) garihaat.FinancePlan {
			t.Helper()
			v, _, err := s.Vehicle(ctx, slug, 0)
			if err != nil {
				t.Fatal(err)
			}
			return v.Finance
		}
		if got := plan(follows.ProductSlug); !reflect.DeepEqual(got, garihaat.DefaultFinancePlan) {
			t.Errorf("before any plan is set: %+v", got)
		}
		mine := garihaat.FinancePlan{MinDownPercent: 40, Months: []int{6, 12}, BankRatePercent: 11}
		a, err := s.AdminVehicle(ctx, own.ID)
		if err != nil {
			t.Fatal(err)
		}
		in := a.VehicleInput
		in.Finance = &mine
		if err := in.Validate(); err != nil {
			t.Fatal(err)
		}
		if _, err := s.UpdateVehicle(ctx, staff, own.ID, in); err != nil {
			t.Fatal(err)
		}
		revision := func(id int64) (r int64) {
			if err := s.DB().QueryRowContext(ctx, `SELECT revision FROM vehicles WHERE id = `+strconv.FormatInt(id, 10)).Scan(&r); err != nil {
				t.Fatal(err)
			}
			return r
		}
		r1, r2 := revision(follows.ID), revision(own.ID)
		site := garihaat.FinancePlan{MinDownPercent: 25, Months: []int{36, 12, 24}, BankRatePercent: 12.5}
		if _, err := s.SetFinancePlan(ctx, staff, site); err != nil {
			t.Fatal(err)
		}
		site.Months = []int{12, 24, 36}
		if got := plan(follows.ProductSlug); !reflect.DeepEqual(got, site) {
			t.Errorf("a vehicle following the site's plan shows %+v, want %+v", got, site)
		}
		if got := plan(own.ProductSlug); !reflect.DeepEqual(got, mine) {
			t.Errorf("a vehicle with its own plan shows %+v, want %+v", got, mine)
		}
		if revision(follows.ID) == r1 || revision(own.ID) != r2 {
			t.Errorf("revisions after the site's plan changed: %d→%d (follows it), %d→%d (its own)", r1, revision(follows.ID), r2, revision(own.ID))
		}
		if got, err := s.FinancePlan(ctx); err != nil || !reflect.DeepEqual(got, site) {
			t.Errorf("the site's plan reads back as %+v (%v)", got, err)
		}
		// A CSV import of the vehicle's row keeps its plan.
		var rows []garihaat.CSVRow
		if err := s.ExportVehicles(ctx, func(r garihaat.CSVRow) error {
			if r.ID == own.ID {
				rows = append(rows, r)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		var buf strings.Builder
		if err := writeVehicleCSV(&buf, rows); err != nil {
			t.Fatal(err)
		}
		if rows, err = garihaat.ParseVehicleCSV(strings.NewReader(buf.String())); err != nil {
			t.Fatal(err)
		}
		if rep, err := s.ImportVehicles(ctx, staff, rows, false); err != nil || !rep.Written {
			t.Fatalf("import: %+v %v", rep, err)
		}
		if got := plan(own.ProductSlug); !reflect.DeepEqual(got, mine) {
			t.Errorf("after an import the vehicle's plan is %+v, want %+v", got, mine)
		}
	})
}
