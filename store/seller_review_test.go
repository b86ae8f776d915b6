package store_test

import (
	"context"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// submitted puts a whole listing l of seller in review, with one photo.
func submitted(t *testing.T, s *store.Store, seller garihaat.Seller, l garihaat.SellerListing) garihaat.SellerVehicle {
	t.Helper()
	ctx := context.Background()
	v, err := s.CreateMyVehicle(ctx, seller, l)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo("review-"+v.ProductSlug)); err != nil {
		t.Fatal(err)
	}
	if v, err = s.SubmitMyVehicle(ctx, seller, v.ID); err != nil {
		t.Fatal(err)
	}
	return v
}

// TestApproveWithoutInstallmentPrice (issue 50): the seller's form says the
// installment price is optional, so staff can approve a listing without
// one; the vehicle then takes cash offers and refuses installment ones
// with a reason, not a floor of zero.
func TestApproveWithoutInstallmentPrice(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		v := submitted(t, s, newSeller(t, s, "01912000051"), truck(t))
		d := garihaat.ReviewDecision{Decision: garihaat.ReviewApprove, Checks: garihaat.VerificationChecks}
		if err := d.Validate(); err != nil {
			t.Fatal(err)
		}
		a, err := s.ReviewVehicle(ctx, staff, v.ID, d)
		if err != nil {
			t.Fatalf("approving without an installment price: %v", err)
		}
		if a.Status != garihaat.VehiclePublished || a.InstallmentPrice != 0 {
			t.Fatalf("approved: %s, installment %d", a.Status, a.InstallmentPrice)
		}
		_, err = s.PlaceBid(ctx, garihaat.Bid{VehicleID: v.ID, Option: garihaat.OptionInstallments, Phone: "01911000052", Amount: 2_000_000}, storetest.Now)
		if e, ok := err.(*garihaat.Error); !ok || e.Fields["selectedOption"][0] != garihaat.MsgVehicleCashOnly {
			t.Errorf("an installment offer on a cash-only vehicle: %v", err)
		}
		if _, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: v.ID, Option: garihaat.OptionCash, Phone: "01911000052", Amount: 2_000_000}, storetest.Now); err != nil {
			t.Errorf("a cash offer: %v", err)
		}
	})
}
