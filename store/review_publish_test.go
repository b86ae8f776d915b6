package store_test

import (
	"context"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestReviewThreadIsNotPublished (issue 48, hB's walk): a seller's review
// thread is their talk with staff about the listing; once the listing is
// on the site it must still not become one of the page's "Questions buyers
// asked" (409), while a buyer's question about the same vehicle can.
func TestReviewThreadIsNotPublished(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		seller := newSeller(t, s, "01912000095")
		v := submitted(t, s, seller, truck(t))
		if _, err := s.ReviewVehicle(ctx, staff, v.ID, garihaat.ReviewDecision{Decision: garihaat.ReviewApprove, Checks: garihaat.VerificationChecks}); err != nil {
			t.Fatal(err)
		}
		thread, err := s.Conversations.ReviewThread(ctx, garihaat.Viewer{UserID: seller.UserID}, v.ID, now)
		if err != nil {
			t.Fatal(err)
		}
		a := staff
		req := garihaat.PublishRequest{Question: "Which angle for the odometer photo?", Answer: "From the front of the dashboard."}
		if _, err := s.Conversations.Publish(ctx, a, thread.ID, req); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Fatalf("publishing a review thread: %v, want a conflict", err)
		}
		buyer := mustUser(t, s, "01711000096")
		q := mustAsk(t, s, ask(buyer, v.ID, "Is the truck still there?", now))
		if _, err := s.Conversations.Publish(ctx, a, q.Conversation.ID, garihaat.PublishRequest{Question: "Is the truck still there?", Answer: "Yes."}); err != nil {
			t.Fatalf("publishing a buyer's question about the same vehicle: %v", err)
		}
	})
}
