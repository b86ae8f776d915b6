package store_test

import (
	"context"
	"slices"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

func ptr(n int64) *int64 { return &n }

// TestChangesSince: what follows the catalogue learns from the change log
// which vehicles each write changed: an offer won changes nothing the
// public sees and moves no version (issue 46), a purchase its vehicle, a renamed brand anything, and a reader too far
// behind starts over.
func TestChangesSince(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		v := publish(t, s, "Isuzu Change Log Truck", "chg1")
		o := bid(t, s, v.ID, "01911000031", 850_000)
		at, err := s.CatalogVersion(ctx)
		if err != nil {
			t.Fatal(err)
		}
		since := func(version int64) store.Changes {
			t.Helper()
			ch, err := s.ChangesSince(ctx, version)
			if err != nil {
				t.Fatal(err)
			}
			return ch
		}
		if _, err := s.DecideOffer(ctx, staff, o.ID, garihaat.ActionWin); err != nil {
			t.Fatal(err)
		}
		if ch := since(at); ch.All || len(ch.Vehicles) != 0 || ch.Version != at {
			t.Errorf("after a win: %+v", ch)
		}
		if _, err := s.DecideOffer(ctx, staff, o.ID, garihaat.ActionPurchase); err != nil {
			t.Fatal(err)
		}
		if ch := since(at); ch.All || !slices.Equal(ch.Vehicles, []int64{v.ID}) {
			t.Errorf("after a purchase: %+v", ch)
		}
		if ch := since(-1); !ch.All {
			t.Errorf("from the start: %+v", ch)
		}
		if ch := since(at + 1); ch.All || len(ch.Vehicles) != 0 || ch.Version != at+1 {
			t.Errorf("nothing since the newest: %+v", ch)
		}
		brandsRes, _ := garihaat.ResourceNamed("brands")
		brands, err := s.Records(ctx, brandsRes, "")
		if err != nil || len(brands) == 0 {
			t.Fatalf("brands %v", err)
		}
		b := brands[0]
		b["name"] = "Tata Motors"
		if _, err := s.UpdateRecord(ctx, staff, brandsRes, b["id"].(int64), b); err != nil {
			t.Fatal(err)
		}
		if ch := since(at + 1); !ch.All {
			t.Errorf("after a brand renamed: %+v", ch)
		}
	})
}
