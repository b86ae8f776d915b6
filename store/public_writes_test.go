package store_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestHiddenWritesMoveNoVersion is issue 46, item 1: a write the public
// cannot see — a seller's draft saved, its photos, its submission and
// withdrawal from review, staff's edits of a draft, a listing sent back,
// an offer decided, views counted — moves no catalogue version and logs
// no change, so no cached answer, stored page or list index is made
// stale; a write the public sees (an approval, a price edit, a listing
// withdrawn from the site) moves it and names only the vehicle it
// touched. On both databases; before the fix every one moved it.
func TestHiddenWritesMoveNoVersion(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		seller := newSeller(t, s, "01912000046")
		public := publish(t, s, "Tata Ultra", "ultra")
		offer := bid(t, s, public.ID, "01712000046", 950_000)
		version := func() int64 {
			t.Helper()
			v, err := s.CatalogVersion(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		must := func(what string, err error) {
			t.Helper()
			if err != nil {
				t.Fatalf("%s: %v", what, err)
			}
		}
		start := version()
		hidden := func(what string, err error) {
			t.Helper()
			must(what, err)
			if v := version(); v != start {
				t.Fatalf("%s moved the catalogue version %d → %d", what, start, v)
			}
		}

		v, err := s.CreateMyVehicle(ctx, seller, garihaat.SellerListing{TypeID: 1, BrandID: 1})
		hidden("a seller's new draft", err)
		for range 3 {
			_, err = s.UpdateMyVehicle(ctx, seller, v.ID, truck(t))
			hidden("a draft saved", err)
		}
		first, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo("draft-1"))
		hidden("a draft's photo", err)
		second, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo("draft-2"))
		hidden("a draft's second photo", err)
		hidden("a draft's photos reordered", s.ReorderMyVehicleImages(ctx, seller, v.ID, []int64{second.ID, first.ID}))
		hidden("a draft's photo removed", s.DeleteMyVehicleImage(ctx, seller, v.ID, first.ID))
		_, err = s.SubmitMyVehicle(ctx, seller, v.ID)
		hidden("a draft sent for review", err)
		_, err = s.WithdrawMyVehicle(ctx, seller, v.ID)
		hidden("a listing taken out of review", err)
		_, err = s.SubmitMyVehicle(ctx, seller, v.ID)
		hidden("a listing sent again", err)
		_, err = s.ReviewVehicle(ctx, staff, v.ID, garihaat.ReviewDecision{Decision: garihaat.ReviewChanges, Note: "A clearer photo."})
		hidden("a listing sent back for changes", err)
		_, err = s.SubmitMyVehicle(ctx, seller, v.ID)
		hidden("a listing sent back again", err)

		gone, err := s.CreateMyVehicle(ctx, seller, garihaat.SellerListing{TypeID: 1, BrandID: 1})
		hidden("a second draft", err)
		_, err = s.DeleteMyVehicle(ctx, seller, gone.ID)
		hidden("a draft deleted", err)

		d, err := s.CreateVehicle(ctx, staff, draft("Ashok Leyland Dost"))
		hidden("staff's new draft", err)
		in := draft("Ashok Leyland Dost Plus")
		_, err = s.UpdateVehicle(ctx, staff, d.ID, in)
		hidden("staff's draft edited", err)
		_, err = s.AddVehicleImage(ctx, staff, d.ID, photo("staff-draft"))
		hidden("staff's draft's photo", err)
		_, err = s.DeleteVehicle(ctx, staff, d.ID)
		hidden("staff's draft deleted", err)

		_, err = s.DecideOffer(ctx, staff, offer.ID, garihaat.ActionLose)
		hidden("an offer decided", err)
		hidden("views counted", s.AddViews(ctx, map[int64]int64{public.ID: 3, v.ID: 2}))
		if ch, err := s.ChangesSince(ctx, start); err != nil || ch.Version != start || ch.All || len(ch.Vehicles) != 0 {
			t.Fatalf("the change log after hidden writes: %+v, %v", ch, err)
		}
		a, err := s.AdminVehicle(ctx, v.ID)
		must("the listing in review", err)
		in = a.VehicleInput
		in.InstallmentPrice = 2_600_000
		must("the listing's input", in.Validate())
		_, err = s.UpdateVehicle(ctx, staff, v.ID, in)
		hidden("staff's edit of a listing in review", err)

		// What the public sees moves the version and names only its vehicle.
		seen := func(what string, id int64, err error) {
			t.Helper()
			must(what, err)
			ch, err := s.ChangesSince(ctx, start)
			must("the changes", err)
			if ch.Version == start || ch.All || !slices.Equal(ch.Vehicles, []int64{id}) {
				t.Fatalf("%s: changes %+v, want vehicle %d alone", what, ch, id)
			}
			start = ch.Version
		}
		_, err = s.ReviewVehicle(ctx, staff, v.ID, garihaat.ReviewDecision{Decision: garihaat.ReviewApprove,
			Checks: garihaat.VerificationChecks})
		seen("a listing approved", v.ID, err)
		edit := draft("Tata Ultra")
		edit.Status, edit.CashPrice = garihaat.VehiclePublished, 880_000
		_, err = s.UpdateVehicle(ctx, staff, public.ID, edit)
		seen("a public vehicle's price", public.ID, err)
		_, err = s.WithdrawMyVehicle(ctx, seller, v.ID)
		seen("a listing withdrawn from the site", v.ID, err)
		_, err = s.UpdateMyVehicle(ctx, seller, v.ID, truck(t))
		hidden("the withdrawn listing saved", err)
	})
}

// TestSellerSavesAreLimited: a seller's changes of their listings are
// counted in the database like their new listings and uploads — past
// MaxSellerSaves in an hour a save is refused with a retry time (429),
// and an hour later it is taken again. Before the fix every save was taken.
func TestSellerSavesAreLimited(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		now := storetest.Now
		s.Now = func() time.Time { return now }
		seller := newSeller(t, s, "01912000047")
		v, err := s.CreateMyVehicle(ctx, seller, garihaat.SellerListing{TypeID: 1, BrandID: 1})
		if err != nil {
			t.Fatal(err)
		}
		for i := range garihaat.MaxSellerSaves {
			if i == garihaat.MaxSellerSaves/2 {
				now = now.Add(10 * time.Minute) // the oldest save leaves the window first
			}
			if _, err := s.UpdateMyVehicle(ctx, seller, v.ID, truck(t)); err != nil {
				t.Fatalf("save %d: %v", i+1, err)
			}
		}
		_, err = s.UpdateMyVehicle(ctx, seller, v.ID, truck(t))
		e, ok := err.(*garihaat.Error)
		if !ok || e.Code != garihaat.ERATELIMITED || e.Message != garihaat.MsgTooManySaves || e.RetryAfter != 50*60 {
			t.Fatalf("a save past the limit: %#v, want ERATELIMITED retrying in 50 minutes", err)
		}
		if _, err := s.WithdrawMyVehicle(ctx, seller, v.ID); garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
			t.Errorf("a move past the limit: %v", err)
		}
		if _, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo("limited")); err != nil {
			t.Errorf("an upload (limited on its own) past the saves' limit: %v", err)
		}
		now = now.Add(50 * time.Minute)
		if _, err := s.UpdateMyVehicle(ctx, seller, v.ID, truck(t)); err != nil {
			t.Errorf("a save once the first left the window: %v", err)
		}
		var rows int
		if err := s.DB().QueryRow(`SELECT COUNT(*) FROM seller_actions WHERE kind = 'save'`).Scan(&rows); err != nil {
			t.Fatal(err)
		}
		if rows > garihaat.MaxSellerSaves {
			t.Errorf("%d saves kept, more than the window holds", rows)
		}
	})
}
