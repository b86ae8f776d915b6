package store_test

import (
	"context"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
	"garihaat/stored"
)

// TestPublicIdentifiersMasked: a dealer vehicle's engine and chassis
// numbers reach the public masked to their last four characters — the
// detail, its stored part's source and the page's read alike — while the
// back office reads them whole (issue 50, item 5).
func TestPublicIdentifiersMasked(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		const engine, chassis = "4BT3.9-G2 8412345", "MAT448123N1234567"
		storetest.EditVehicle(t, s, 1, func(in *garihaat.VehicleInput) {
			in.Specifications.EngineNumber, in.Specifications.ChassisNumber = engine, chassis
		})
		wantEngine, wantChassis := garihaat.MaskIdentifier(engine), garihaat.MaskIdentifier(chassis)
		check := func(name string, sp garihaat.Specifications) {
			t.Helper()
			if sp.EngineNumber != wantEngine || sp.ChassisNumber != wantChassis {
				t.Errorf("%s: engine %q chassis %q, want %q %q", name, sp.EngineNumber, sp.ChassisNumber, wantEngine, wantChassis)
			}
		}
		v, _, err := s.Vehicle(ctx, "tata-lpt-1613-1", 4)
		if err != nil {
			t.Fatal(err)
		}
		check("detail", v.Specifications)
		check("detail (bn)", v.BnTranslation.Specifications)
		page, err := s.VehicleForPage(ctx, "tata-lpt-1613-1")
		if err != nil {
			t.Fatal(err)
		}
		check("page", page.Specifications)
		src, err := (stored.Over{Catalog: storetest.Catalog(s)}).VehiclesForDetail(ctx, []string{"tata-lpt-1613-1"})
		if err != nil || len(src) != 1 {
			t.Fatalf("stored source: %v %v", src, err)
		}
		check("stored part", src[0].Vehicle.Specifications)

		staff, err := s.AdminVehicle(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		if sp := staff.Specifications; sp.EngineNumber != engine || sp.ChassisNumber != chassis {
			t.Errorf("back office reads %q %q, want them whole", sp.EngineNumber, sp.ChassisNumber)
		}
	})
}
