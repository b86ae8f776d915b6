package store_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// staffSeller is a staff member of role who also lists vehicles as a
// seller, and the actor their back-office acts are recorded as.
func staffSeller(t *testing.T, s *store.Store, phone, role string) (garihaat.Seller, garihaat.Actor) {
	t.Helper()
	seller := newSeller(t, s, phone)
	if err := s.GrantRole(context.Background(), phone, role); err != nil {
		t.Fatal(err)
	}
	return seller, garihaat.Actor{UserID: seller.UserID, Phone: phone, Role: role}
}

// inReview is seller's whole truck listing with a photo, sent for review,
// its installment price given by the dealer's staff.
func inReview(t *testing.T, s *store.Store, seller garihaat.Seller, photoHash string) garihaat.AdminVehicle {
	t.Helper()
	ctx := context.Background()
	v, err := s.CreateMyVehicle(ctx, seller, truck(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo(photoHash)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SubmitMyVehicle(ctx, seller, v.ID); err != nil {
		t.Fatal(err)
	}
	a, err := s.AdminVehicle(ctx, v.ID)
	if err != nil {
		t.Fatal(err)
	}
	in := a.VehicleInput
	in.InstallmentPrice = 2_600_000
	if a, err = s.UpdateVehicle(ctx, staff, v.ID, in); err != nil {
		t.Fatal(err)
	}
	return a
}

var approveAll = garihaat.ReviewDecision{Decision: garihaat.ReviewApprove, Checks: garihaat.VerificationChecks}

// TestNobodyVerifiesTheirOwnListing (issue 46, item 5): an editor who
// lists a vehicle as a seller can neither approve it as Verified nor put
// it on the site through the editor or a bulk move; someone else reviews
// it, and an owner's decision on their own listing is audited as an
// override.
func TestNobodyVerifiesTheirOwnListing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		seller, editor := staffSeller(t, s, "01912000041", garihaat.RoleEditor)
		_, colleague := staffSeller(t, s, "01912000042", garihaat.RoleEditor)
		v := inReview(t, s, seller, "own-1")

		for _, d := range []garihaat.ReviewDecision{approveAll, {Decision: garihaat.ReviewChanges, Note: "fine"}} {
			if _, err := s.ReviewVehicle(ctx, editor, v.ID, d); garihaat.ErrorCode(err) != garihaat.EFORBIDDEN {
				t.Errorf("the seller's own %s: %v", d.Decision, err)
			}
		}
		in := v.VehicleInput
		in.Status = garihaat.VehiclePublished
		if _, err := s.UpdateVehicle(ctx, editor, v.ID, in); garihaat.ErrorCode(err) != garihaat.EFORBIDDEN {
			t.Errorf("publishing their own listing in the editor: %v", err)
		}
		if err := s.MoveVehicles(ctx, editor, []int64{v.ID}, garihaat.VehiclePublished); err == nil {
			t.Errorf("publishing their own listing by a bulk move")
		}
		// Correcting the text while it waits is still the editor's job.
		in.Status = garihaat.VehicleInReview
		in.Description = "One owner, papers checked."
		if _, err := s.UpdateVehicle(ctx, editor, v.ID, in); err != nil {
			t.Errorf("an edit that decides nothing: %v", err)
		}
		if a, _ := s.AdminVehicle(ctx, v.ID); a.Status != garihaat.VehicleInReview || a.Seller == nil || !a.Seller.Verified.At.IsZero() {
			t.Fatalf("after the seller's own tries: %+v", a)
		}
		// A colleague reviews it.
		a, err := s.ReviewVehicle(ctx, colleague, v.ID, approveAll)
		if err != nil || a.Status != garihaat.VehiclePublished || a.Seller.Verified.At.IsZero() {
			t.Fatalf("a colleague's approval: %+v %v", a, err)
		}

		// An owner may decide their own listing: audited as an override.
		ownerSeller, owner := staffSeller(t, s, "01912000043", garihaat.RoleOwner)
		w := inReview(t, s, ownerSeller, "own-2")
		if _, err := s.ReviewVehicle(ctx, owner, w.ID, approveAll); err != nil {
			t.Fatalf("an owner's override: %v", err)
		}
		entries, _, err := s.Audit(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		var actions []string
		for _, e := range entries {
			if e.Entity == "vehicle" && e.EntityID == w.ID && e.Role == garihaat.RoleOwner && e.Phone == owner.Phone {
				actions = append(actions, e.Action)
			}
		}
		if len(actions) != 1 || actions[0] != "review_approve_override" {
			t.Errorf("the owner's decision is audited as %q", actions)
		}
	})
}

// TestSellersDoNotBidOnTheirOwnListing (issue 46, item 5): the seller's
// offer on their listing is refused (403) and counted nowhere, and while
// bids are sealed the seller sees what buyers see: no highest offer.
func TestSellersDoNotBidOnTheirOwnListing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		seller := newSeller(t, s, "01912000051")
		v := inReview(t, s, seller, "own-bid")
		if _, err := s.ReviewVehicle(ctx, staff, v.ID, approveAll); err != nil {
			t.Fatal(err)
		}
		for _, b := range []garihaat.Bid{
			{VehicleID: v.ID, Option: garihaat.OptionCash, Phone: seller.Phone, Amount: 2_200_000},
			{VehicleID: v.ID, Option: garihaat.OptionCash, Phone: seller.Phone, Amount: 2_200_000, UserID: &seller.UserID},
		} {
			if _, err := s.PlaceBid(ctx, b, storetest.Now); garihaat.ErrorCode(err) != garihaat.EFORBIDDEN {
				t.Errorf("the seller's own bid: %v", err)
			}
		}
		mine, err := s.MyVehicle(ctx, seller, v.ID)
		if err != nil || mine.TotalBid != 0 {
			t.Fatalf("the seller's bids counted: %+v %v", mine, err)
		}
		bid(t, s, v.ID, "01913000051", 2_100_000)
		mine, _ = s.MyVehicle(ctx, seller, v.ID)
		if mine.TotalBid != 1 || mine.HighestOffer != nil {
			t.Errorf("sealed bids, the seller sees %d offers, highest %v", mine.TotalBid, mine.HighestOffer)
		}
		list, err := s.MyVehicles(ctx, seller)
		if err != nil || len(list) != 1 || list[0].HighestOffer != nil {
			t.Errorf("sealed bids, My listings shows %+v %v", list, err)
		}
		// In open bidding everyone sees the highest offer, the seller too.
		setOpenMode(t, s, v.ID)
		if mine, _ = s.MyVehicle(ctx, seller, v.ID); mine.HighestOffer == nil || *mine.HighestOffer != 2_100_000 {
			t.Errorf("open bidding, the seller sees %v", mine.HighestOffer)
		}
	})
}

// TestSellerCapsHoldUnderConcurrency (issue 46, item 9): 30 drafts started
// at once make at most the day's 10, and 8 listings sent at once put at
// most 5 in review — on PostgreSQL too, where two transactions used to
// count the same rows.
func TestSellerCapsHoldUnderConcurrency(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		seller := newSeller(t, s, "01912000061")
		var ids []int64
		for i := range 8 {
			v, err := s.CreateMyVehicle(ctx, seller, truck(t))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo(fmt.Sprint("cap-", i))); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, v.ID)
		}
		results := make(chan error, len(ids))
		var wg sync.WaitGroup
		for _, id := range ids {
			wg.Go(func() {
				_, err := s.SubmitMyVehicle(ctx, seller, id)
				results <- err
			})
		}
		wg.Wait()
		close(results)
		submitted := 0
		for err := range results {
			switch {
			case err == nil:
				submitted++
			case garihaat.ErrorCode(err) != garihaat.ERATELIMITED:
				t.Errorf("a concurrent submit: %v", err)
			}
		}
		var inReview int
		if err := s.DB().QueryRow(fmt.Sprintf(`SELECT COUNT(*) FROM vehicles WHERE seller_id = %d AND status = 'in_review'`,
			seller.UserID)).Scan(&inReview); err != nil {
			t.Fatal(err)
		}
		if submitted != garihaat.MaxSellerInReview || inReview != garihaat.MaxSellerInReview {
			t.Errorf("8 submits at once: %d accepted, %d in review; the cap is %d", submitted, inReview, garihaat.MaxSellerInReview)
		}

		other := newSeller(t, s, "01912000062")
		created := make(chan error, 30)
		for range 30 {
			wg.Go(func() {
				_, err := s.CreateMyVehicle(ctx, other, garihaat.SellerListing{TypeID: 1, BrandID: 1})
				created <- err
			})
		}
		wg.Wait()
		close(created)
		for err := range created {
			if err != nil && garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
				t.Errorf("a concurrent create: %v", err)
			}
		}
		var drafts int
		if err := s.DB().QueryRow(fmt.Sprintf(`SELECT COUNT(*) FROM vehicles WHERE seller_id = %d`, other.UserID)).Scan(&drafts); err != nil {
			t.Fatal(err)
		}
		if drafts != garihaat.MaxSellerNewPerDay {
			t.Errorf("30 creates at once made %d drafts; the cap is %d", drafts, garihaat.MaxSellerNewPerDay)
		}
	})
}
