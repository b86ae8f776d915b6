package demo

import (
	"context"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// The demo's counts agree with its offers desk (issue 32): every vehicle's
// total_bid is the number of buyers the desk lists for it, and the demo
// has bidders to show.
func TestDemoCountsAgreeWithTheDesk(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		c := Catalog(testNow)
		if ok, err := s.Seed(ctx, c); err != nil || !ok {
			t.Fatalf("seed: %v %v", ok, err)
		}
		withOffers := 0
		for i := range c.Vehicles {
			id := int64(i + 1)
			st, err := s.BidState(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			offers, err := s.AdminOffers(ctx, garihaat.AdminOfferFilter{VehicleID: id})
			if err != nil {
				t.Fatal(err)
			}
			buyers := map[string]bool{}
			for _, o := range offers {
				buyers[o.Phone] = true
			}
			if int64(len(buyers)) != st.TotalBid {
				t.Fatalf("vehicle %d: total_bid %d, the desk lists %d buyers in %d offers", id, st.TotalBid, len(buyers), len(offers))
			}
			if len(offers) > 0 {
				withOffers++
			}
		}
		if withOffers < len(c.Vehicles)/4 {
			t.Errorf("only %d of %d demo vehicles have offers", withOffers, len(c.Vehicles))
		}
	})
}
