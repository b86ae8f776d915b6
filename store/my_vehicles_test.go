package store_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestSellerJourney: a seller's draft is theirs alone, is sent for review
// once whole, sent back with a note, fixed and sent again, approved with
// its checks (Verified) — and told by SMS at each decision and the sale.
func TestSellerJourney(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		seller, other := newSeller(t, s, "01912000001"), newSeller(t, s, "01912000002")

		v, err := s.CreateMyVehicle(ctx, seller, garihaat.SellerListing{TypeID: 1, BrandID: 1})
		if err != nil {
			t.Fatal(err)
		}
		if v.Status != garihaat.VehicleDraft || !v.Editable || v.CashPrice != nil || v.Title != "Tata Truck" || v.TitleBn != "টাটা ট্রাক" {
			t.Fatalf("a first step's draft: %+v", v)
		}
		// Another person cannot see, change or submit it.
		if _, err := s.MyVehicle(ctx, other, v.ID); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("another's read: %v", err)
		}
		if _, err := s.UpdateMyVehicle(ctx, other, v.ID, truck(t)); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("another's write: %v", err)
		}
		// Not whole yet: no photo, no price.
		_, err = s.SubmitMyVehicle(ctx, seller, v.ID)
		if e, ok := err.(*garihaat.Error); !ok || e.Code != garihaat.EINVALID || e.Fields["images"] == nil || e.Fields["cash_price"] == nil {
			t.Fatalf("submitting a first step: %v", err)
		}
		if v, err = s.UpdateMyVehicle(ctx, seller, v.ID, truck(t)); err != nil {
			t.Fatal(err)
		}
		if *v.CashPrice != 2_250_000 || v.Odometer != 120_000 || v.Year != 2018 || v.Title != "Tata LPT 1613 Truck 2018" || v.TitleBn != "টাটা LPT 1613 ট্রাক ২০১৮" {
			t.Fatalf("the whole listing: %+v", v)
		}
		for i := range 3 {
			if _, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo(fmt.Sprintf("seller-%d", i))); err != nil {
				t.Fatal(err)
			}
		}
		if v, err = s.SubmitMyVehicle(ctx, seller, v.ID); err != nil || v.Status != garihaat.VehicleInReview || v.Editable {
			t.Fatalf("submitted: %+v %v", v, err)
		}
		// In review the seller cannot change it, and the public cannot see it.
		if _, err := s.UpdateMyVehicle(ctx, seller, v.ID, truck(t)); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Errorf("editing in review: %v", err)
		}
		if _, _, err := s.Vehicle(ctx, v.ProductSlug, 0); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("a listing in review is public: %v", err)
		}
		// Sent back with a note; fixed and sent again.
		if _, err := s.ReviewVehicle(ctx, staff, v.ID, garihaat.ReviewDecision{Decision: garihaat.ReviewChanges, Note: "Add a photo of the papers."}); err != nil {
			t.Fatal(err)
		}
		if v, _ = s.MyVehicle(ctx, seller, v.ID); v.Status != garihaat.VehicleChangesRequested || v.ReviewNote != "Add a photo of the papers." {
			t.Fatalf("sent back: %+v", v)
		}
		if _, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo("seller-papers")); err != nil {
			t.Fatal(err)
		}
		if v, err = s.SubmitMyVehicle(ctx, seller, v.ID); err != nil || v.ReviewNote != "" {
			t.Fatalf("resubmitted: %+v %v", v, err)
		}
		// Staff give the installment price and the Bangla title as they
		// review, then approve with every check.
		exported := func() bool {
			found := false
			if err := s.ExportVehicles(ctx, func(r garihaat.CSVRow) error { found = found || r.ID == v.ID; return nil }); err != nil {
				t.Fatal(err)
			}
			return found
		}
		if exported() {
			t.Errorf("a listing never published is in the catalogue's CSV export")
		}
		a, err := s.AdminVehicle(ctx, v.ID)
		if err != nil {
			t.Fatal(err)
		}
		in := a.VehicleInput
		in.InstallmentPrice = 2_600_000
		if err := in.Validate(); err != nil {
			t.Fatal(err)
		}
		if _, err := s.UpdateVehicle(ctx, staff, v.ID, in); err != nil {
			t.Fatal(err)
		}
		d := garihaat.ReviewDecision{Decision: garihaat.ReviewApprove, Checks: garihaat.VerificationChecks}
		if err := d.Validate(); err != nil {
			t.Fatal(err)
		}
		if _, err := s.ReviewVehicle(ctx, staff, v.ID, d); err != nil {
			t.Fatal(err)
		}
		v, _ = s.MyVehicle(ctx, seller, v.ID)
		if v.Status != garihaat.VehiclePublished || v.Verified.At.IsZero() || !garihaat.Verified(v.Verified.Checks) {
			t.Fatalf("approved: %+v", v)
		}
		if !exported() {
			t.Errorf("a published seller's listing is not in the CSV export")
		}
		pub, _, err := s.Vehicle(ctx, v.ProductSlug, 0)
		if err != nil {
			t.Errorf("the approved listing is not public: %v", err)
		} else if pub.Seller.Kind != garihaat.SellerPrivate || pub.Seller.VerifiedAt == nil {
			t.Errorf("the public page's seller mark: %+v", pub.Seller)
		}
		// Its card in the list carries the mark; the dealer's own carry none.
		page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{PerPage: garihaat.MaxPageSize, Sort: garihaat.SortNewest})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(page.Products, func(c garihaat.VehicleSummary) bool { return c.ID == v.ID }) {
			t.Errorf("the approved listing is not among the newest")
		}
		for _, c := range page.Products {
			if want := map[bool]string{true: "private_verified", false: ""}[c.ID == v.ID]; c.Seller != want {
				t.Errorf("card %d's seller mark %q, want %q", c.ID, c.Seller, want)
			}
		}
		// A second decision is refused: it is no longer in review.
		if _, err := s.ReviewVehicle(ctx, staff, v.ID, d); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Errorf("a second decision: %v", err)
		}
		// A buyer bids; the seller sees the count, and (bids being sealed)
		// no amount, as buyers do (issue 46).
		o := bid(t, s, v.ID, "01913000001", 2_100_000)
		if v, _ = s.MyVehicle(ctx, seller, v.ID); v.TotalBid != 1 || v.HighestOffer != nil {
			t.Fatalf("the seller's offers: %+v", v)
		}
		// Sold on the offers desk: the seller is told.
		if _, err := s.DecideOffer(ctx, staff, o.ID, garihaat.ActionWin); err != nil {
			t.Fatal(err)
		}
		if _, err := s.DecideOffer(ctx, staff, o.ID, garihaat.ActionPurchase); err != nil {
			t.Fatal(err)
		}
		msgs, err := s.ClaimSMS(ctx, 100, 0)
		if err != nil {
			t.Fatal(err)
		}
		var told []string
		for _, m := range msgs {
			if m.Phone == seller.Phone {
				told = append(told, m.Body)
			}
		}
		if len(told) != 3 || !strings.Contains(told[0], "পরিবর্তন") || !strings.Contains(told[0], "Add a photo of the papers.") ||
			!strings.Contains(told[1], "যাচাই হয়েছে") || !strings.Contains(told[2], "বিক্রি হয়েছে") {
			t.Errorf("the seller's messages: %q", told)
		}
		// A sold listing cannot be deleted.
		if _, err := s.DeleteMyVehicle(ctx, seller, v.ID); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Errorf("deleting a sold listing: %v", err)
		}
	})
}

// TestSellerLimits: 10 new listings a day, 5 in review at once, 12 photos
// a listing (429 with a retry time, or 409), and a refused or blocked
// seller's listings never public.
func TestSellerLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		seller := newSeller(t, s, "01912000003")
		var ids []int64
		for i := range garihaat.MaxSellerNewPerDay {
			v, err := s.CreateMyVehicle(ctx, seller, truck(t))
			if err != nil {
				t.Fatalf("listing %d: %v", i, err)
			}
			ids = append(ids, v.ID)
		}
		_, err := s.CreateMyVehicle(ctx, seller, truck(t))
		if e, ok := err.(*garihaat.Error); !ok || e.Code != garihaat.ERATELIMITED || e.RetryAfter < 1 || e.RetryAfter > 86400 {
			t.Fatalf("the 11th listing of the day: %v", err)
		}
		// Deleting one does not refill the day's count.
		if _, err := s.DeleteMyVehicle(ctx, seller, ids[9]); err != nil {
			t.Fatal(err)
		}
		if _, err := s.CreateMyVehicle(ctx, seller, truck(t)); garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
			t.Errorf("after a delete: %v", err)
		}
		for i, id := range ids[:6] {
			if _, err := s.AddMyVehicleImage(ctx, seller, id, photo(fmt.Sprintf("limit-%d", i))); err != nil {
				t.Fatal(err)
			}
			_, err := s.SubmitMyVehicle(ctx, seller, id)
			switch {
			case i < garihaat.MaxSellerInReview && err != nil:
				t.Fatalf("submit %d: %v", i, err)
			case i == garihaat.MaxSellerInReview && garihaat.ErrorCode(err) != garihaat.ERATELIMITED:
				t.Fatalf("the 6th in review: %v", err)
			}
		}
		for i := 1; i < garihaat.MaxSellerPhotos; i++ {
			if _, err := s.AddMyVehicleImage(ctx, seller, ids[6], photo(fmt.Sprintf("many-%d", i))); err != nil && i > 0 {
				t.Fatalf("photo %d: %v", i, err)
			}
		}
		if _, err := s.AddMyVehicleImage(ctx, seller, ids[6], photo("many-12")); err != nil {
			t.Fatal(err)
		}
		if _, err := s.AddMyVehicleImage(ctx, seller, ids[6], photo("many-13")); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Errorf("the 13th photo: %v", err)
		}
		// Refused: a state of its own, never public, the seller told why.
		if _, err := s.ReviewVehicle(ctx, staff, ids[0], garihaat.ReviewDecision{Decision: garihaat.ReviewRefuse, Note: "Papers do not match."}); err != nil {
			t.Fatal(err)
		}
		if v, _ := s.MyVehicle(ctx, seller, ids[0]); v.Status != garihaat.VehicleRefused || v.Editable || len(v.Moves) != 0 {
			t.Errorf("refused: %+v", v)
		}
		// Blocked: the queue loses their listings, and they can do nothing more.
		n, err := s.BlockSeller(ctx, staff, seller.UserID)
		if err != nil || n != 4 {
			t.Fatalf("blocked: %d listings archived, %v (want the 4 in review)", n, err)
		}
		if _, err := s.UpdateMyVehicle(ctx, seller, ids[7], truck(t)); garihaat.ErrorCode(err) != garihaat.EFORBIDDEN {
			t.Errorf("a blocked seller's edit: %v", err)
		}
		rows, _, err := s.AdminVehicles(ctx, garihaat.AdminVehicleFilter{Page: 1, Status: garihaat.VehicleInReview})
		if err != nil || len(rows) != 0 {
			t.Errorf("the queue after the block: %d rows, %v", len(rows), err)
		}
		_ = time.Second
	})
}
