package store_test

import (
	"context"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// Every state of the lifecycle can be stored, and each public read shows a
// vehicle exactly as its state's audience says: lists and search when
// listed, the detail and live state when its page is public.
func TestEveryStateHasItsAudience(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		v := publish(t, s, "Mahindra Lifecycle Pickup", "lc1")
		for _, status := range garihaat.VehicleStatusList {
			if err := s.ForceVehicleStatus(ctx, v.ID, status); err != nil {
				t.Fatalf("%s: %v", status, err)
			}
			want := garihaat.VehicleAudience(status)
			p, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Query: "lifecycle"})
			if err != nil {
				t.Fatal(err)
			}
			if listed := p.Pagination.Total == 1; listed != want.Listed {
				t.Errorf("%s: listed = %v", status, listed)
			}
			detail, _, err := s.Vehicle(ctx, v.ProductSlug, 4)
			if public := err == nil; public != want.PagePublic {
				t.Errorf("%s: detail public = %v (%v)", status, public, err)
			} else if public && detail.Status != status {
				t.Errorf("%s: detail says %q", status, detail.Status)
			}
			if _, err := s.BidState(ctx, v.ID); (err == nil) != want.PagePublic {
				t.Errorf("%s: live state %v", status, err)
			}
			_, stamp, err := s.VehicleStamp(ctx, v.ProductSlug)
			if (err == nil && stamp != "") != want.PagePublic {
				t.Errorf("%s: stamp %q %v", status, stamp, err)
			}
		}
	})
}

// A sold vehicle stays sold: its texts can be edited, it can be archived,
// but no editor, import or second purchase puts it back on sale, and a bid
// on it is told it is sold.
func TestSoldStaysSold(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		v := publish(t, s, "Ashok Leyland Sold Truck", "sold1")
		o := bid(t, s, v.ID, "01911000021", 850_000)
		for _, action := range []string{garihaat.ActionWin, garihaat.ActionPurchase} {
			if _, err := s.DecideOffer(ctx, staff, o.ID, action); err != nil {
				t.Fatal(err)
			}
		}
		in := draft("Ashok Leyland Sold Truck")
		in.Status = garihaat.VehiclePublished
		_, err := s.UpdateVehicle(ctx, staff, v.ID, in)
		var e *garihaat.Error
		if garihaat.ErrorCode(err) != garihaat.ECONFLICT || !asError(err, &e) || len(e.Fields["status"]) == 0 {
			t.Fatalf("sold → published: %v", err)
		}
		in.Status, in.Description = garihaat.VehicleSold, "Sold to a fleet in Chattogram."
		if got, err := s.UpdateVehicle(ctx, staff, v.ID, in); err != nil || got.Status != garihaat.VehicleSold || got.Description != in.Description {
			t.Fatalf("edit of a sold vehicle: %+v %v", got.Status, err)
		}
		detail, _, err := s.Vehicle(ctx, v.ProductSlug, 0)
		if err != nil || detail.Status != garihaat.VehicleSold {
			t.Fatalf("sold detail: %q %v", detail.Status, err)
		}
		_, err = s.PlaceBid(ctx, garihaat.Bid{VehicleID: v.ID, Option: "cash", Phone: "01911000022", Amount: 900_000}, storetest.Now)
		if garihaat.ErrorMessage(err) != "This vehicle is sold." {
			t.Errorf("bid on a sold vehicle: %v", err)
		}
		in.Status = garihaat.VehicleArchived
		if got, err := s.UpdateVehicle(ctx, staff, v.ID, in); err != nil || got.Status != garihaat.VehicleArchived {
			t.Fatalf("archive a sold vehicle: %v", err)
		}
		if _, _, err := s.Vehicle(ctx, v.ProductSlug, 0); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("an archived vehicle's page is public: %v", err)
		}
	})
}

func asError(err error, e **garihaat.Error) bool {
	var ok bool
	*e, ok = err.(*garihaat.Error)
	return ok
}
