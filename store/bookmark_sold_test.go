package store_test

import (
	"context"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestSavedListSaysSold: a saved vehicle that was sold says so in the
// saved list, instead of looking like one still on offer (issue 50, item 5).
func TestSavedListSaysSold(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		u := mustUser(t, s, "01711000555")
		for _, id := range []int64{6, 7} {
			if _, err := s.ToggleBookmark(ctx, u.ID, id, "bn"); err != nil {
				t.Fatal(err)
			}
		}
		o := bid(t, s, 6, "01911000001", 4_400_000)
		for _, action := range []string{garihaat.ActionWin, garihaat.ActionPurchase} {
			if _, err := s.DecideOffer(ctx, staff, o.ID, action); err != nil {
				t.Fatal(err)
			}
		}
		bms, err := s.Bookmarks(ctx, u.ID)
		if err != nil || len(bms) != 2 {
			t.Fatalf("bookmarks %+v %v", bms, err)
		}
		sold := map[int64]bool{}
		for _, b := range bms {
			sold[b.Product.ID] = b.Sold
		}
		if !sold[6] || sold[7] {
			t.Errorf("sold per vehicle = %v, want 6 sold and 7 not", sold)
		}
	})
}
