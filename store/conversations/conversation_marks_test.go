package conversations_test

import (
	"context"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestDeliveredMarks: sent → delivered → read. A side's delivered mark
// moves once to the other side's newest message its client received
// (never past upTo, never to a held message, never for a conversation the
// viewer may not see), is told only when it moved, and is never behind
// the read mark.
func TestDeliveredMarks(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		c := s.Conversations
		buyer, other := mustUser(t, s, "01711000071"), mustUser(t, s, "01711000072")
		clerk, second := mustStaff(t, s, "01811000073", garihaat.RoleSales), mustStaff(t, s, "01811000074", garihaat.RoleSales)
		me, them := garihaat.Viewer{UserID: buyer.ID}, garihaat.Viewer{UserID: other.ID}
		staff, staff2 := garihaat.Viewer{UserID: clerk.ID, Staff: true}, garihaat.Viewer{UserID: second.ID, Staff: true}

		q := mustAsk(t, s, ask(buyer, 1, "Is it rebuilt?", now))
		id := q.Message.ConversationID
		if q.Conversation.DeliveredUpTo != 0 || q.Conversation.ReadUpTo != 0 {
			t.Fatalf("just sent: %+v", q.Conversation)
		}
		// Another buyer's page cannot deliver it; the buyer's own side is
		// not the other side of their question.
		for who, v := range map[string]garihaat.Viewer{"another buyer": them, "the writer": me} {
			if moved, err := c.Delivered(ctx, v, []int64{id}, 0); err != nil || len(moved) != 0 {
				t.Errorf("%s delivered %+v, %v", who, moved, err)
			}
		}
		moved, err := c.Delivered(ctx, staff, []int64{id, 99999}, q.Message.ID)
		want := garihaat.DeliveredMark{ConversationID: id, BuyerID: buyer.ID, Side: garihaat.SideStaff, DeliveredUpTo: q.Message.ID}
		if err != nil || len(moved) != 1 || moved[0] != want {
			t.Fatalf("a staff page received it: %+v, %v", moved, err)
		}
		// The team is one side: a second clerk's page moves nothing.
		if moved, err := c.Delivered(ctx, staff2, []int64{id}, 0); err != nil || len(moved) != 0 {
			t.Errorf("delivered twice: %+v, %v", moved, err)
		}
		if got, _ := c.Conversation(ctx, me, id); got.DeliveredUpTo != q.Message.ID || got.ReadUpTo != 0 {
			t.Errorf("the buyer sees delivered %d read %d, want %d and 0", got.DeliveredUpTo, got.ReadUpTo, q.Message.ID)
		}

		// Staff answer twice; the buyer's stream had only the first.
		a1, err := c.Send(ctx, id, garihaat.MessageInput{Viewer: staff, Text: "Yes.", Now: now.Add(time.Minute)}, garihaat.ConversationLimits{})
		if err != nil {
			t.Fatal(err)
		}
		a2, err := c.Send(ctx, id, garihaat.MessageInput{Viewer: staff2, Text: "In 2025.", Now: now.Add(time.Minute)}, garihaat.ConversationLimits{})
		if err != nil {
			t.Fatal(err)
		}
		if moved, _ := c.Delivered(ctx, me, []int64{id}, a1.Message.ID); len(moved) != 1 || moved[0].DeliveredUpTo != a1.Message.ID || moved[0].Side != garihaat.SideBuyer {
			t.Fatalf("the first answer on the buyer's stream: %+v", moved)
		}
		if got, _ := c.Conversation(ctx, staff, id); got.DeliveredUpTo != a1.Message.ID {
			t.Errorf("staff see delivered %d, want %d", got.DeliveredUpTo, a1.Message.ID)
		}
		// Reading the list (no upTo) delivers the rest.
		if moved, _ := c.Delivered(ctx, me, []int64{id}, 0); len(moved) != 1 || moved[0].DeliveredUpTo != a2.Message.ID {
			t.Fatalf("the buyer's list: %+v", moved)
		}
		// Any staff member's read is the team's (answering reads): the
		// buyer sees their question read, and delivered with it.
		if got, _ := c.Conversation(ctx, me, id); got.ReadUpTo != a2.Message.ID || got.DeliveredUpTo != a2.Message.ID {
			t.Errorf("after the clerks answered: %+v", got)
		}

		// Read without a delivery first: delivered is never behind read.
		q2 := mustAsk(t, s, ask(buyer, 1, "And the tyres?", now.Add(3*time.Minute)))
		if _, err := c.MarkRead(ctx, staff, id, now.Add(4*time.Minute)); err != nil {
			t.Fatal(err)
		}
		if got, _ := c.Conversation(ctx, me, id); got.ReadUpTo != q2.Message.ID || got.DeliveredUpTo != q2.Message.ID {
			t.Errorf("read before delivered: %+v", got)
		}

		// A held message is not delivered until it is released.
		fresh := mustUser(t, s, "01711000075")
		held := mustAsk(t, s, ask(fresh, 2, "Call 01711000075", now))
		if !held.Message.Held {
			t.Fatalf("not held: %+v", held.Message)
		}
		hid := held.Message.ConversationID
		if moved, _ := c.Delivered(ctx, staff, []int64{hid}, 0); len(moved) != 0 {
			t.Errorf("a held message delivered: %+v", moved)
		}
		if _, err := c.Release(ctx, garihaat.Actor{UserID: clerk.ID, Role: garihaat.RoleSales}, hid, held.Message.ID); err != nil {
			t.Fatal(err)
		}
		if moved, _ := c.Delivered(ctx, staff, []int64{hid}, 0); len(moved) != 1 || moved[0].DeliveredUpTo != held.Message.ID {
			t.Errorf("released, then delivered: %+v", moved)
		}
	})
}

// TestDeliveredMessage: a stream that carried the message moves the mark
// to it in one statement, only forward, and tells it once; a held one (or
// one of the viewer's own side) is read as Delivered reads it.
func TestDeliveredMessage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		c := s.Conversations
		buyer := mustUser(t, s, "01711000081")
		clerk := mustStaff(t, s, "01811000082", garihaat.RoleSales)
		me, staff := garihaat.Viewer{UserID: buyer.ID}, garihaat.Viewer{UserID: clerk.ID, Staff: true}

		q := mustAsk(t, s, ask(buyer, 1, "Is it rebuilt?", now))
		id := q.Message.ConversationID
		a1, err := c.Send(ctx, id, garihaat.MessageInput{Viewer: staff, Text: "Yes.", Now: now.Add(time.Minute)}, garihaat.ConversationLimits{})
		if err != nil {
			t.Fatal(err)
		}
		a2, err := c.Send(ctx, id, garihaat.MessageInput{Viewer: staff, Text: "In 2025.", Now: now.Add(time.Minute)}, garihaat.ConversationLimits{})
		if err != nil {
			t.Fatal(err)
		}
		want := garihaat.DeliveredMark{ConversationID: id, BuyerID: buyer.ID, Side: garihaat.SideBuyer, DeliveredUpTo: a2.Message.ID}
		if moved, err := c.DeliveredMessage(ctx, me, buyer.ID, a2.Message); err != nil || len(moved) != 1 || moved[0] != want {
			t.Fatalf("the second answer reached the buyer: %+v, %v", moved, err)
		}
		// The first, arriving late, does not move the mark back; nor does the
		// second again.
		for _, m := range []garihaat.Message{a1.Message, a2.Message} {
			if moved, err := c.DeliveredMessage(ctx, me, buyer.ID, m); err != nil || len(moved) != 0 {
				t.Errorf("message %d again: %+v, %v", m.ID, moved, err)
			}
		}
		if got, _ := c.Conversation(ctx, staff, id); got.DeliveredUpTo != a2.Message.ID {
			t.Errorf("staff see delivered %d, want %d", got.DeliveredUpTo, a2.Message.ID)
		}
		// The buyer's own question on their page delivers nothing.
		if moved, err := c.DeliveredMessage(ctx, me, buyer.ID, q.Message); err != nil || len(moved) != 0 {
			t.Errorf("own message: %+v, %v", moved, err)
		}
		// A held message on a staff page is not delivered.
		fresh := mustUser(t, s, "01711000083")
		held := mustAsk(t, s, ask(fresh, 2, "Call 01711000083", now))
		if !held.Message.Held {
			t.Fatalf("not held: %+v", held.Message)
		}
		if moved, err := c.DeliveredMessage(ctx, staff, fresh.ID, held.Message); err != nil || len(moved) != 0 {
			t.Errorf("a held message delivered: %+v, %v", moved, err)
		}
	})
}
