package garihaat

import (
	"errors"
	"slices"
	"testing"
)

func TestVehicleTransitions(t *testing.T) {
	for _, tc := range []struct {
		from, to string
		by       Mover
		ok       bool
	}{
		{VehicleDraft, VehiclePublished, ByStaff, true},
		{VehiclePublished, VehicleArchived, ByStaff, true},
		{VehicleArchived, VehiclePublished, ByStaff, true},
		{VehicleSold, VehicleSold, ByStaff, true}, // an edit of a sold vehicle's texts
		{VehicleSold, VehiclePublished, ByStaff, false},
		{VehicleSold, VehicleDraft, ByStaff, false},
		{VehicleSold, VehicleArchived, ByStaff, true},
		{VehiclePublished, VehicleSold, ByStaff, false}, // only a purchase sells
		{VehiclePublished, VehicleSold, ByPurchase, true},
		{VehicleDraft, VehicleSold, ByPurchase, false},
		{VehicleSold, VehicleSold, ByPurchase, true},
		{VehicleInReview, VehiclePublished, ByStaff, true},
		{VehicleInReview, VehicleChangesRequested, ByStaff, true},
		{VehicleInReview, VehiclePublished, BySeller, false}, // a seller cannot approve their own listing
		{VehicleDraft, VehicleInReview, BySeller, true},
		{VehicleChangesRequested, VehicleInReview, BySeller, true},
		{VehiclePublished, VehicleWithdrawn, BySeller, true},
		{VehicleSold, VehicleWithdrawn, BySeller, false},
		{VehicleArchived, VehiclePublished, BySeller, false},
		{"nonsense", "nonsense", ByStaff, false},
		{VehicleDraft, "nonsense", ByStaff, false},
	} {
		if got := VehicleTransition(tc.from, tc.to, tc.by); got != tc.ok {
			t.Errorf("%s → %s by %d = %v, want %v", tc.from, tc.to, tc.by, got, tc.ok)
		}
	}
}

// Every move any mover may make lands on a known state, and every state
// but sold and archived can be left by someone.
func TestVehicleMovesStayInTheLifecycle(t *testing.T) {
	for _, from := range VehicleStatusList {
		for _, by := range []Mover{ByStaff, BySeller, ByPurchase} {
			moves := VehicleMoves(from, by)
			if moves[0] != from {
				t.Errorf("moves of %s by %d start with %s", from, by, moves[0])
			}
			for _, to := range moves {
				if !ValidVehicleStatus(to) {
					t.Errorf("%s → %s by %d: unknown state", from, to, by)
				}
			}
		}
	}
	if got := VehicleMoves(VehiclePublished, ByStaff); !slices.Equal(got, []string{VehiclePublished, VehicleDraft, VehicleArchived}) {
		t.Errorf("staff moves of a published vehicle = %v", got)
	}
}

func TestVehicleAudience(t *testing.T) {
	if got := VehicleStates(Listed); !slices.Equal(got, []string{VehiclePublished}) {
		t.Errorf("listed states = %v", got)
	}
	if got := VehicleStates(PagePublic); !slices.Equal(got, []string{VehiclePublished, VehicleSold}) {
		t.Errorf("public pages = %v", got)
	}
	for _, s := range VehicleStatusList {
		a := VehicleAudience(s)
		if a.Listed && !a.PagePublic || a.TakesBids && !a.Listed {
			t.Errorf("%s: listed or bid on without a public page: %+v", s, a)
		}
	}
	if VehicleAudience(VehicleSold).TakesBids {
		t.Error("a sold vehicle takes bids")
	}
}

// A staff member may save a vehicle sold for cash only (no installment
// price), as a seller's listing may be; a negative price is still refused.
func TestVehicleInputCashOnly(t *testing.T) {
	in := VehicleInput{Title: "Tata 407", CashPrice: 900_000, BrandID: 1, TypeID: 1, OfferEndsAt: "2026-12-31"}
	if err := in.Validate(); err != nil {
		t.Fatalf("a cash-only vehicle: %v", err)
	}
	in.InstallmentPrice = -1
	var e *Error
	if err := in.Validate(); !errors.As(err, &e) || len(e.Fields["installment_price"]) != 1 {
		t.Fatalf("a negative installment price: %v", err)
	}
}
