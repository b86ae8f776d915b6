package accounts_test

import (
	"context"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

func mustBid(t *testing.T, s *store.Store, vehicle int64, phone string, userID *int64) garihaat.Offer {
	t.Helper()
	// 5,000,000 is above every fixture vehicle's floor (half its cash price).
	r, err := s.PlaceBid(context.Background(), garihaat.Bid{VehicleID: vehicle, Option: garihaat.OptionCash, Phone: phone, Amount: 5_000_000, UserID: userID}, storetest.Now)
	if err != nil {
		t.Fatal(err)
	}
	return r.Offer
}

func offerIDs(os []garihaat.Offer) []int64 {
	out := []int64{}
	for _, o := range os {
		out = append(out, o.ID)
	}
	return out
}

func TestOffersBelongToThePhoneAndTheSignedInBidder(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		// Placed signed out, before the account existed: linked at sign-in.
		early := mustBid(t, s, 1, "01711000001", nil)
		a := mustUser(t, s, "01711000001")
		b := mustUser(t, s, "01811000002")
		// Placed signed out after sign-up: linked by phone at bid time.
		later := mustBid(t, s, 2, "01711000001", nil)
		// Placed by b while signed in, naming a's phone: b's offer.
		byB := mustBid(t, s, 3, "01711000001", &b.ID)
		mustSetStatus(t, s, later.ID, garihaat.OfferPurchase)

		got, err := s.Offers(ctx, a.ID)
		if err != nil {
			t.Fatal(err)
		}
		if ids := offerIDs(got); len(ids) != 2 || !containsAll(ids, early.ID, later.ID) {
			t.Fatalf("a's offers = %v, want %d and %d", ids, early.ID, later.ID)
		}
		o := got[0]
		if o.IDNumber == "" || o.OfferFor != "cash" || o.OfferAmount != 5_000_000 || o.Product.ProductSlug == "" ||
			len(o.Product.Images) != 1 || o.CreatedAt.IsZero() || o.Product.BnTranslation.Title == "" {
			t.Errorf("offer fields: %+v", o)
		}
		p, err := s.PurchaseOffers(ctx, a.ID)
		if err != nil || len(p) != 1 || p[0].ID != later.ID || p[0].Status != garihaat.OfferPurchase {
			t.Fatalf("purchases = %+v, %v", p, err)
		}
		got, _ = s.Offers(ctx, b.ID)
		if ids := offerIDs(got); len(ids) != 1 || ids[0] != byB.ID {
			t.Fatalf("b's offers = %v", ids)
		}
		u, err := s.User(ctx, a.ID)
		if err != nil || u.TotalOffers != 2 || u.TotalPurchase != 1 || u.Phone != "01711000001" {
			t.Fatalf("user = %+v, %v", u, err)
		}
	})
}

// mustSetStatus changes an offer's status as the back office would.
func mustSetStatus(t *testing.T, s *store.Store, offerID int64, status string) {
	t.Helper()
	q := `UPDATE offers SET status = ? WHERE id = ?`
	if s.Dialect() == store.Postgres {
		q = `UPDATE offers SET status = $1 WHERE id = $2`
	}
	if _, err := s.DB().Exec(q, status, offerID); err != nil {
		t.Fatal(err)
	}
}

func containsAll(ids []int64, want ...int64) bool {
	for _, w := range want {
		found := false
		for _, id := range ids {
			found = found || id == w
		}
		if !found {
			return false
		}
	}
	return true
}

func TestBookmarksAreScopedToTheirUser(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		a := mustUser(t, s, "01711000001")
		b := mustUser(t, s, "01811000002")

		saved, err := s.ToggleBookmark(ctx, a.ID, 4, "bn")
		if err != nil || !saved {
			t.Fatalf("toggle on: %v %v", saved, err)
		}
		if _, err := s.ToggleBookmark(ctx, a.ID, 999, "bn"); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("unknown vehicle: %v", err)
		}
		bms, err := s.Bookmarks(ctx, a.ID)
		if err != nil || len(bms) != 1 || bms[0].Product.ID != 4 || bms[0].Product.ProductSlug != "mahindra-bolero-4" {
			t.Fatalf("bookmarks = %+v, %v", bms, err)
		}
		if on, _ := s.IsBookmarked(ctx, a.ID, 4); !on {
			t.Error("a: not bookmarked")
		}
		if on, _ := s.IsBookmarked(ctx, b.ID, 4); on {
			t.Error("b sees a's bookmark")
		}
		if other, _ := s.Bookmarks(ctx, b.ID); len(other) != 0 {
			t.Errorf("b lists %+v", other)
		}
		// b cannot delete a's bookmark, and nothing changes.
		if err := s.DeleteBookmark(ctx, b.ID, bms[0].ID); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("b deleting a's bookmark: %v", err)
		}
		if still, _ := s.Bookmarks(ctx, a.ID); len(still) != 1 {
			t.Fatal("a's bookmark was deleted by b")
		}
		if err := s.DeleteBookmark(ctx, a.ID, bms[0].ID); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteBookmark(ctx, a.ID, bms[0].ID); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("second delete: %v", err)
		}
		// Toggle twice: on, off.
		s.ToggleBookmark(ctx, a.ID, 5, "bn")
		if saved, err := s.ToggleBookmark(ctx, a.ID, 5, "bn"); err != nil || saved {
			t.Fatalf("toggle off: %v %v", saved, err)
		}
	})
}

func TestUpdateUserChangesOnlyProfileTexts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		a := mustUser(t, s, "01711000001")
		name, addr := "Rahim", "Tejgaon, Dhaka"
		s.Now = func() time.Time { return storetest.Now.Add(time.Hour) }
		u, err := s.UpdateUser(ctx, a.ID, garihaat.UserUpdate{Name: &name, Address: &addr})
		if err != nil || u.Name != name || u.Address != addr || u.Yourself != "" || u.Phone != a.Phone || u.ID != a.ID {
			t.Fatalf("update = %+v, %v", u, err)
		}
		y := "Transport business"
		u, err = s.UpdateUser(ctx, a.ID, garihaat.UserUpdate{Yourself: &y})
		if err != nil || u.Name != name || u.Yourself != y {
			t.Fatalf("partial update = %+v, %v", u, err)
		}
		if _, err := s.UpdateUser(ctx, 999, garihaat.UserUpdate{Name: &name}); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("unknown user: %v", err)
		}
	})
}
