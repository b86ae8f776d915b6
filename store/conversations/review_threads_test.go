package conversations_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestReviewThreadCarriesTheSendBack (issue 48 item 3): the review desk's
// "changes asked" note lands in the listing's review thread; the seller
// sees it in Messages (not the dealer's buyers' inbox filter), answers
// there, resubmits, and an editor sees only review threads.
func TestReviewThreadCarriesTheSendBack(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		seller := newSeller(t, s, "01912000061")
		sellerView := garihaat.Viewer{UserID: seller.UserID}
		v := submitted(t, s, seller, truck(t))
		buyer := mustUser(t, s, "01711000062")
		mustAsk(t, s, ask(buyer, 1, "Is the Tata still there?", now))
		editor := mustStaff(t, s, "01811000063", garihaat.RoleEditor)
		editorView := garihaat.Viewer{UserID: editor.ID, Staff: true, ReviewOnly: true}

		note := "The odometer photo is missing; please add it."
		if _, err := s.ReviewVehicle(ctx, staff, v.ID, garihaat.ReviewDecision{Decision: garihaat.ReviewChanges, Note: note}); err != nil {
			t.Fatal(err)
		}
		mine, err := s.Conversations.Conversations(ctx, sellerView)
		if err != nil || len(mine) != 1 || mine[0].Kind != garihaat.ConversationReview || mine[0].Vehicle == nil ||
			mine[0].Vehicle.ID != v.ID || mine[0].Vehicle.Status != garihaat.VehicleChangesRequested ||
			mine[0].LastMessage == nil || mine[0].LastMessage.Text != note || mine[0].Unread != 1 {
			t.Fatalf("the seller's Messages after the send-back: %+v, %v", mine, err)
		}
		thread := mine[0].ID
		// Opening the thread from the listing finds the same one.
		if c, err := s.Conversations.ReviewThread(ctx, sellerView, v.ID, now); err != nil || c.ID != thread {
			t.Fatalf("the listing's thread %+v, %v; want %d", c, err, thread)
		}
		// Nobody else's listing: 404, as for one that does not exist.
		if _, err := s.Conversations.ReviewThread(ctx, garihaat.Viewer{UserID: buyer.ID}, v.ID, now); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("another's listing's thread: %v", err)
		}
		// The dealer's own vehicle has no seller to talk to.
		if _, err := s.Conversations.ReviewThread(ctx, editorView, 1, now); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Fatalf("a dealer's vehicle's thread: %v", err)
		}
		// The seller answers in the thread and resubmits.
		if _, err := s.Conversations.Send(ctx, thread, garihaat.MessageInput{Viewer: sellerView, Text: "Added the photo.", IP: "192.0.2.9", Now: now.Add(time.Minute)},
			garihaat.DefaultConversationLimits()); err != nil {
			t.Fatal(err)
		}
		if after, err := s.SubmitMyVehicle(ctx, seller, v.ID); err != nil || after.Status != garihaat.VehicleInReview {
			t.Fatalf("resubmitting: %+v, %v", after, err)
		}
		// The editor's inbox holds the review thread and nothing else; a
		// buyer's conversation is 404 to them.
		inbox, err := s.Conversations.Inbox(ctx, editorView, garihaat.InboxFilter{})
		if err != nil || len(inbox) != 1 || inbox[0].ID != thread || inbox[0].Unread != 1 || inbox[0].Vehicle.Status != garihaat.VehicleInReview {
			t.Fatalf("the editor's inbox %+v, %v", inbox, err)
		}
		all, err := s.Conversations.Inbox(ctx, garihaat.Viewer{UserID: editor.ID, Staff: true}, garihaat.InboxFilter{Kind: garihaat.ConversationBuyer})
		if err != nil || len(all) != 1 || all[0].Kind != garihaat.ConversationBuyer {
			t.Fatalf("the buyers' conversations %+v, %v", all, err)
		}
		if _, err := s.Conversations.Conversation(ctx, editorView, all[0].ID); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("an editor reading a buyer's conversation: %v", err)
		}
		if _, err := s.Conversations.Messages(ctx, editorView, thread, 0, 0); err != nil {
			t.Fatalf("an editor reading the review thread: %v", err)
		}
		// The decision's SMS told the seller; the answer SMS does not again.
		var smsAt int64
		if err := s.DB().QueryRow(fmt.Sprintf(`SELECT sms_at FROM conversations WHERE id = %d`, thread)).Scan(&smsAt); err != nil || smsAt == 0 {
			t.Fatalf("sms_at of the thread %d, %v", smsAt, err)
		}
	})
}

// TestForwardHidesPhones (issue 48 item 3): staff forward a buyer's
// question about a private seller's vehicle into the seller's thread; the
// seller reads it with the phone numbers hidden and never the buyer's
// conversation; forwarding it again stores nothing new; a dealer's own
// vehicle has nobody to forward to.
func TestForwardHidesPhones(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		seller := newSeller(t, s, "01912000071")
		v := submitted(t, s, seller, truck(t))
		if _, err := s.ReviewVehicle(ctx, staff, v.ID, garihaat.ReviewDecision{Decision: garihaat.ReviewApprove, Checks: garihaat.VerificationChecks}); err != nil {
			t.Fatal(err)
		}
		buyer := mustUser(t, s, "01711000072")
		clerk := mustStaff(t, s, "01811000073", garihaat.RoleSales)
		a := garihaat.Actor{UserID: clerk.ID, Phone: "01811000073", Role: garihaat.RoleSales}
		q := mustAsk(t, s, ask(buyer, v.ID, "Will you take ৳9,50,000 cash? Call me: 01711-000 072 or ০১৭১১০০০০৭২", now))

		p, err := s.Conversations.Forward(ctx, a, q.Conversation.ID, q.Message.ID, now.Add(time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		want := "Will you take ৳9,50,000 cash? Call me: •••••-••• ••• or •••••••••••"
		if p.Message.Text != want || !p.Message.Forwarded || p.Conversation.Kind != garihaat.ConversationReview || p.Conversation.BuyerID != seller.UserID {
			t.Fatalf("forwarded %+v\nwant text %q", p, want)
		}
		page, err := s.Conversations.Messages(ctx, garihaat.Viewer{UserID: seller.UserID}, p.Conversation.ID, 0, 0)
		if err != nil || len(page.Messages) != 1 || page.Messages[0].Text != want || !page.Messages[0].Forwarded ||
			strings.Contains(page.Messages[0].Text, "072") {
			t.Fatalf("the seller's thread %+v, %v", page, err)
		}
		if _, err := s.Conversations.Conversation(ctx, garihaat.Viewer{UserID: seller.UserID}, q.Conversation.ID); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("the seller reading the buyer's conversation: %v", err)
		}
		again, err := s.Conversations.Forward(ctx, a, q.Conversation.ID, q.Message.ID, now.Add(2*time.Minute))
		if err != nil || !again.Replayed || again.Message.ID != p.Message.ID {
			t.Fatalf("forwarding twice %+v, %v", again, err)
		}
		// Only a buyer's message of that conversation can be forwarded.
		answer, err := s.Conversations.Send(ctx, q.Conversation.ID, garihaat.MessageInput{Viewer: garihaat.Viewer{UserID: clerk.ID, Staff: true}, Text: "Asking the seller.", Now: now},
			garihaat.ConversationLimits{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Conversations.Forward(ctx, a, q.Conversation.ID, answer.Message.ID, now); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Fatalf("forwarding staff's own answer: %v", err)
		}
		dealer := mustAsk(t, s, ask(buyer, 1, "And the dealer's Tata?", now))
		if _, err := s.Conversations.Forward(ctx, a, q.Conversation.ID, dealer.Message.ID, now); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Fatalf("forwarding another conversation's message: %v", err)
		}
		if _, err := s.Conversations.Forward(ctx, a, dealer.Conversation.ID, dealer.Message.ID, now); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Fatalf("forwarding about the dealer's own vehicle: %v", err)
		}
	})
}
