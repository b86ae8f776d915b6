package store_test

import (
	"context"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestDashboardClosingSoonOnlyOpen: the dashboard's "closing soon" lists
// the best offer of vehicles whose window is still open — one that closed
// at midnight is the desk's to decide, not "closing" (issue 50, item 5).
func TestDashboardClosingSoonOnlyOpen(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		now := storetest.Now // 12:00 in Dhaka; vehicle 4's window ends today, vehicle 3's in three days
		for _, id := range []int64{3, 4} {
			if _, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: id, Option: "cash", Phone: "01711222333", Amount: 900_000}, now); err != nil {
				t.Fatal(err)
			}
		}
		closing := func() []int64 {
			t.Helper()
			d, err := s.Dashboard(ctx, true)
			if err != nil {
				t.Fatal(err)
			}
			var out []int64
			for _, o := range d.ClosingSoon {
				out = append(out, o.VehicleID)
			}
			return out
		}
		s.Now = func() time.Time { return now }
		if got := closing(); len(got) != 2 {
			t.Errorf("before midnight: closing soon = %v, want both", got)
		}
		// An hour past midnight in Dhaka vehicle 4's window has closed.
		s.Now = func() time.Time { return now.Add(13 * time.Hour) }
		if got := closing(); len(got) != 1 || got[0] != 3 {
			t.Errorf("after vehicle 4 closed: closing soon = %v, want [3]", got)
		}
	})
}

// TestAdminOffersNameTheVehicleInBangla: the offers desk and the dashboard
// get the vehicle's Bangla title beside its English one, so the back
// office in Bangla names vehicles in Bangla (issue 50, item 5).
func TestAdminOffersNameTheVehicleInBangla(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		bid(t, s, 6, "01911000001", 4_400_000)
		offers, err := s.AdminOffers(context.Background(), garihaat.AdminOfferFilter{VehicleID: 6})
		if err != nil || len(offers) != 1 {
			t.Fatalf("offers %+v %v", offers, err)
		}
		if o := offers[0]; o.Vehicle != "Eicher Skyline Bus" || o.VehicleBn != "আইশার স্কাইলাইন বাস" {
			t.Errorf("offer names its vehicle %q / %q", o.Vehicle, o.VehicleBn)
		}
	})
}
