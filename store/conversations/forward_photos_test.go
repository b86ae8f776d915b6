package conversations_test

import (
	"context"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestForwardCarriesPhotos (issue 48): a buyer's question sent with photos
// reaches the seller's review thread with copies of them, in order, read
// by the seller through the thread's own photo route; the copies are new
// files, so the seller never holds an id of the buyer's conversation, and
// nobody else reads them. Forwarding again answers the same copies.
func TestForwardCarriesPhotos(t *testing.T) {
	storetest.EachMedia(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		seller := newSeller(t, s, "01912000091")
		v := submitted(t, s, seller, truck(t))
		if _, err := s.ReviewVehicle(ctx, staff, v.ID, garihaat.ReviewDecision{Decision: garihaat.ReviewApprove, Checks: garihaat.VerificationChecks}); err != nil {
			t.Fatal(err)
		}
		buyer, other := mustUser(t, s, "01711000092"), mustUser(t, s, "01711000094")
		clerk := mustStaff(t, s, "01811000093", garihaat.RoleSales)
		a := garihaat.Actor{UserID: clerk.ID, Phone: "01811000093", Role: garihaat.RoleSales}
		me, sellerView := garihaat.Viewer{UserID: buyer.ID}, garihaat.Viewer{UserID: seller.UserID}
		id := mustAsk(t, s, ask(buyer, v.ID, "Is this the rust you mentioned?", now)).Message.ConversationID
		x, y := mustUpload(t, s, me, id, "x", now), mustUpload(t, s, me, id, "y", now)
		in := ask(buyer, 0, "And this dent on the door?", now.Add(time.Minute))
		in.PhotoIDs = []int64{y.ID, x.ID}
		q, err := s.Conversations.Send(ctx, id, in, garihaat.ConversationLimits{})
		if err != nil {
			t.Fatal(err)
		}

		// The inbox offers forwarding only for a private seller's vehicle.
		if c, err := s.Conversations.Conversation(ctx, garihaat.Viewer{UserID: clerk.ID, Staff: true}, id); err != nil || c.Vehicle == nil || !c.Vehicle.PrivateSeller {
			t.Fatalf("the buyer's conversation about a seller's truck: %+v, %v", c.Vehicle, err)
		}
		dealer := mustAsk(t, s, ask(buyer, 1, "And the dealer's own?", now))
		if dealer.Conversation.Vehicle == nil || dealer.Conversation.Vehicle.PrivateSeller {
			t.Fatalf("a conversation about the dealer's vehicle: %+v", dealer.Conversation.Vehicle)
		}

		p, err := s.Conversations.Forward(ctx, a, id, q.Message.ID, now.Add(2*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		got := p.Message.Photos
		if len(got) != 2 || got[0].ID == y.ID || got[1].ID == x.ID || got[0].Width != y.Width || got[1].Height != x.Height {
			t.Fatalf("the forwarded message's photos %+v; the buyer's were %+v, %+v", got, y, x)
		}
		thread := p.Conversation.ID
		page, err := s.Conversations.Messages(ctx, sellerView, thread, 0, 0)
		if err != nil || len(page.Messages) != 1 || len(page.Messages[0].Photos) != 2 || page.Messages[0].Photos[0] != got[0] {
			t.Fatalf("the seller's thread %+v, %v", page.Messages, err)
		}
		for i, want := range []string{"y", "x"} {
			for _, size := range []string{garihaat.PhotoThumb, garihaat.PhotoFull} {
				if body, code := photoBody(t, s, sellerView, thread, got[i].ID, size); body != want+"-"+size || code != "" {
					t.Errorf("the seller's copy %d, %s: %q %s", i, size, body, code)
				}
			}
			// The copy is read through the thread only, by the thread's people.
			if _, code := photoBody(t, s, sellerView, id, got[i].ID, garihaat.PhotoThumb); code != garihaat.ENOTFOUND {
				t.Errorf("the copy through the buyer's conversation: %s", code)
			}
			for who, v := range map[string]garihaat.Viewer{"the buyer": me, "another user": {UserID: other.ID}} {
				if _, code := photoBody(t, s, v, thread, got[i].ID, garihaat.PhotoThumb); code != garihaat.ENOTFOUND {
					t.Errorf("%s reads the seller's copy: %s", who, code)
				}
			}
		}
		// The buyer's own photos are where they were, the seller cannot read them.
		if body, code := photoBody(t, s, me, id, x.ID, garihaat.PhotoFull); body != "x-full" || code != "" {
			t.Errorf("the buyer's photo after forwarding: %q %s", body, code)
		}
		if _, code := photoBody(t, s, sellerView, id, x.ID, garihaat.PhotoFull); code != garihaat.ENOTFOUND {
			t.Errorf("the seller reads the buyer's photo: %s", code)
		}
		again, err := s.Conversations.Forward(ctx, a, id, q.Message.ID, now.Add(3*time.Minute))
		if err != nil || !again.Replayed || len(again.Message.Photos) != 2 || again.Message.Photos[0] != got[0] {
			t.Fatalf("forwarding twice %+v, %v", again.Message, err)
		}
		// Sent copies are not the unsent photos a day's sweep takes.
		if n, err := s.Conversations.SweepUnsentPhotos(ctx, 100); err != nil || n != 0 {
			t.Errorf("the sweep took %d, %v", n, err)
		}
	})
}
