package conversations_test

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"sync"
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

// TestDeliveredMessages: messages streams carried move their marks, of
// several conversations and both sides in one call, only forward, each
// told once; a held one (or one of the viewer's own side) is read as
// Delivered reads it.
func TestDeliveredMessages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		c := s.Conversations
		buyer := mustUser(t, s, "01711000081")
		clerk := mustStaff(t, s, "01811000082", garihaat.RoleSales)
		me, staff := garihaat.Viewer{UserID: buyer.ID}, garihaat.Viewer{UserID: clerk.ID, Staff: true}
		got := func(v garihaat.Viewer, d ...garihaat.Delivery) []garihaat.DeliveredMark {
			t.Helper()
			moved, err := c.DeliveredMessages(ctx, d)
			if err != nil {
				t.Fatal(err)
			}
			slices.SortFunc(moved, func(a, b garihaat.DeliveredMark) int {
				return cmp.Or(cmp.Compare(a.ConversationID, b.ConversationID), strings.Compare(a.Side, b.Side))
			})
			return moved
		}

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
		// Both answers in one call (the second noted twice): the mark moves
		// once, to the newer.
		want := garihaat.DeliveredMark{ConversationID: id, BuyerID: buyer.ID, Side: garihaat.SideBuyer, DeliveredUpTo: a2.Message.ID}
		if moved := got(me, garihaat.Delivery{V: me, Buyer: buyer.ID, M: a2.Message}, garihaat.Delivery{V: me, Buyer: buyer.ID, M: a1.Message},
			garihaat.Delivery{V: me, Buyer: buyer.ID, M: a2.Message}); !slices.Equal(moved, []garihaat.DeliveredMark{want}) {
			t.Fatalf("the answers reached the buyer: %+v, want %+v", moved, want)
		}
		// The first, arriving late, does not move the mark back; nor does the
		// second again.
		for _, m := range []garihaat.Message{a1.Message, a2.Message} {
			if moved := got(me, garihaat.Delivery{V: me, Buyer: buyer.ID, M: m}); len(moved) != 0 {
				t.Errorf("message %d again: %+v", m.ID, moved)
			}
		}
		if got, _ := c.Conversation(ctx, staff, id); got.DeliveredUpTo != a2.Message.ID {
			t.Errorf("staff see delivered %d, want %d", got.DeliveredUpTo, a2.Message.ID)
		}
		// The buyer's own question on their page delivers nothing.
		if moved := got(me, garihaat.Delivery{V: me, Buyer: buyer.ID, M: q.Message}); len(moved) != 0 {
			t.Errorf("own message: %+v", moved)
		}
		// A held message on a staff page is not delivered.
		fresh := mustUser(t, s, "01711000083")
		held := mustAsk(t, s, ask(fresh, 2, "Call 01711000083", now))
		if !held.Message.Held {
			t.Fatalf("not held: %+v", held.Message)
		}
		if moved := got(staff, garihaat.Delivery{V: staff, Buyer: fresh.ID, M: held.Message}); len(moved) != 0 {
			t.Errorf("a held message delivered: %+v", moved)
		}
		// Three buyers' questions reach the team's page and an answer the
		// buyer's, in one call: each conversation's mark of its side moves.
		var ds []garihaat.Delivery
		var wantAll []garihaat.DeliveredMark
		for i, phone := range []string{"01711000084", "01711000085", "01711000086"} {
			b := mustUser(t, s, phone)
			m := mustAsk(t, s, ask(b, int64(3+i), "Still for sale?", now))
			ds = append(ds, garihaat.Delivery{V: staff, Buyer: b.ID, M: m.Message})
			wantAll = append(wantAll, garihaat.DeliveredMark{ConversationID: m.Message.ConversationID, BuyerID: b.ID, Side: garihaat.SideStaff, DeliveredUpTo: m.Message.ID})
		}
		a3, err := c.Send(ctx, id, garihaat.MessageInput{Viewer: staff, Text: "Friday works.", Now: now.Add(2 * time.Minute)}, garihaat.ConversationLimits{})
		if err != nil {
			t.Fatal(err)
		}
		ds = append(ds, garihaat.Delivery{V: me, Buyer: buyer.ID, M: a3.Message})
		wantAll = append(wantAll, garihaat.DeliveredMark{ConversationID: id, BuyerID: buyer.ID, Side: garihaat.SideBuyer, DeliveredUpTo: a3.Message.ID})
		slices.SortFunc(wantAll, func(a, b garihaat.DeliveredMark) int { return cmp.Compare(a.ConversationID, b.ConversationID) })
		if moved := got(staff, ds...); !slices.Equal(moved, wantAll) {
			t.Errorf("one call for four conversations moved %+v, want %+v", moved, wantAll)
		}
		// Pages of one side moving the same mark at once: it ends at the
		// newest, and only a move that happened is told.
		base := a3.Message
		var wg sync.WaitGroup
		told := make([]bool, 41)
		for i := 1; i <= 40; i++ {
			wg.Go(func() {
				m := base
				m.ID = base.ID + int64(i)
				moved, err := c.DeliveredMessages(ctx, []garihaat.Delivery{{V: me, Buyer: buyer.ID, M: m}})
				if err != nil {
					t.Error(err)
				}
				told[i] = len(moved) == 1
			})
		}
		wg.Wait()
		if !told[40] {
			t.Error("the newest move was not told")
		}
		if got, _ := c.Conversation(ctx, staff, id); got.DeliveredUpTo != base.ID+40 {
			t.Errorf("after moves at once the mark is %d, want %d", got.DeliveredUpTo, base.ID+40)
		}
		// Each buyer's page shows their question delivered to the team.
		for _, d := range ds[:3] {
			if got, err := c.Conversation(ctx, garihaat.Viewer{UserID: d.Buyer}, d.M.ConversationID); err != nil || got.DeliveredUpTo != d.M.ID {
				t.Errorf("conversation %d: the buyer sees delivered %d (%v), want %d", d.M.ConversationID, got.DeliveredUpTo, err, d.M.ID)
			}
		}
	})
}
