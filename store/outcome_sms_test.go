package store_test

import (
	"context"
	"strings"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestOneNotSelectedSMSPerBuyer: a buyer who bid three times on a vehicle
// hears once that they were not selected — not once per offer — and the
// winner, whose lower offers are lost with the rest, hears only that they
// won (issue 50, item 5).
func TestOneNotSelectedSMSPerBuyer(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		const winner, twice, thrice, byHand = "01911000001", "01911000002", "01911000003", "01911000004"
		bid(t, s, 6, winner, 4_300_000)
		won := bid(t, s, 6, winner, 4_600_000)
		bid(t, s, 6, twice, 4_310_000)
		bid(t, s, 6, twice, 4_320_000)
		bid(t, s, 6, thrice, 4_330_000)
		bid(t, s, 6, thrice, 4_340_000)
		best := bid(t, s, 6, thrice, 4_350_000)
		first, second := bid(t, s, 6, byHand, 4_360_000), bid(t, s, 6, byHand, 4_370_000)

		count := func(msgs []garihaat.OutboxSMS) map[string]int {
			n := map[string]int{}
			for _, m := range msgs {
				n[m.Phone]++
			}
			return n
		}
		// Staff lose one of a buyer's two offers: the other still stands, so no message yet.
		if _, err := s.DecideOffer(ctx, staff, first.ID, garihaat.ActionLose); err != nil {
			t.Fatal(err)
		}
		if got := sms(t, s); len(got) != 0 {
			t.Errorf("after losing one of two offers: %d messages %+v, want none", len(got), got)
		}
		if _, err := s.DecideOffer(ctx, staff, second.ID, garihaat.ActionLose); err != nil {
			t.Fatal(err)
		}
		if got := count(sms(t, s)); len(got) != 1 || got[byHand] != 1 {
			t.Errorf("after losing the buyer's last offer: %v, want one to %s", got, byHand)
		}

		if _, err := s.DecideOffer(ctx, staff, won.ID, garihaat.ActionWin); err != nil {
			t.Fatal(err)
		}
		msgs := sms(t, s)
		if got := count(msgs); len(got) != 3 || got[winner] != 1 || got[twice] != 1 || got[thrice] != 1 {
			t.Errorf("after the win: messages per phone %v, want one each to the winner and the two others", got)
		}
		for _, m := range msgs {
			switch {
			case m.Phone == winner && !strings.Contains(m.Body, "বিজয়ী"):
				t.Errorf("winner told %q", m.Body)
			case m.Phone == thrice && !strings.Contains(m.Body, best.IDNumber):
				t.Errorf("a buyer's message names %q, want their best offer %s", m.Body, best.IDNumber)
			}
		}
	})
}
