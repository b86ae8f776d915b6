package conversations_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

func TestConversationsAskAnswerAndRead(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		c := s.Conversations
		buyer := mustUser(t, s, "01711000041")
		clerk := mustStaff(t, s, "01811000042", garihaat.RoleSales)
		staffView := garihaat.Viewer{UserID: clerk.ID, Staff: true}

		first := mustAsk(t, s, ask(buyer, 1, "  Is the engine rebuilt?\r\n ", now))
		if !first.Created || first.Message.Text != "Is the engine rebuilt?" || first.Conversation.Vehicle == nil ||
			first.Conversation.Vehicle.Slug != "tata-lpt-1613-1" || first.Conversation.Status != garihaat.ConversationOpen {
			t.Fatalf("first ask %+v", first)
		}
		// A second ask about the same vehicle adds to the same conversation;
		// support is a conversation of its own.
		second := mustAsk(t, s, ask(buyer, 1, "Can I see it on Friday?", now.Add(time.Minute)))
		if second.Created || second.Message.ConversationID != first.Message.ConversationID {
			t.Fatalf("second ask %+v, first %d", second, first.Message.ConversationID)
		}
		support := mustAsk(t, s, ask(buyer, 0, "How do I pay?", now))
		if !support.Created || support.Conversation.Vehicle != nil || support.Message.ConversationID == first.Message.ConversationID {
			t.Fatalf("support %+v", support)
		}
		if again := mustAsk(t, s, ask(buyer, 0, "And the bank?", now)); again.Created || again.Message.ConversationID != support.Message.ConversationID {
			t.Fatalf("second support ask %+v", again)
		}
		id := first.Message.ConversationID

		// Staff answer: one unread for the buyer until read; the staff side
		// has the buyer's two questions unread until a clerk reads them.
		inbox, err := c.Inbox(ctx, staffView, garihaat.InboxFilter{Unread: true})
		if err != nil || len(inbox) != 2 || inbox[1].ID != id && inbox[0].ID != id {
			t.Fatalf("unread inbox %+v, %v", inbox, err)
		}
		answer, err := c.Send(ctx, id, garihaat.MessageInput{Viewer: staffView, Text: "Yes, in 2025.", Now: now.Add(2 * time.Minute)}, garihaat.ConversationLimits{})
		if err != nil || answer.Message.Side != garihaat.SideStaff {
			t.Fatalf("answer %+v, %v", answer, err)
		}
		mine, err := c.Conversations(ctx, garihaat.Viewer{UserID: buyer.ID})
		if err != nil || len(mine) != 2 || mine[0].ID != id || mine[0].Unread != 1 || mine[0].LastMessage.Text != "Yes, in 2025." {
			t.Fatalf("buyer's list %+v, %v", mine, err)
		}
		if unread, _ := c.Inbox(ctx, staffView, garihaat.InboxFilter{Unread: true}); len(unread) != 1 || unread[0].ID != support.Message.ConversationID {
			t.Errorf("after the answer the unread inbox is %+v", unread)
		}
		read, err := c.MarkRead(ctx, garihaat.Viewer{UserID: buyer.ID}, id, now.Add(3*time.Minute))
		if err != nil || read.Unread != 0 {
			t.Fatalf("read %+v, %v", read, err)
		}
		if staffSees, _ := c.Conversation(ctx, staffView, id); staffSees.ReadUpTo != answer.Message.ID {
			t.Errorf("the staff see the buyer read up to %d, want %d", staffSees.ReadUpTo, answer.Message.ID)
		}

		// Resolved, then opened again by the buyer's next message.
		if r, err := c.Resolve(ctx, garihaat.Actor{UserID: clerk.ID, Role: garihaat.RoleSales}, id, now); err != nil || r.Status != garihaat.ConversationResolved {
			t.Fatalf("resolve %+v, %v", r, err)
		}
		if p := mustAsk(t, s, ask(buyer, 1, "One more thing", now.Add(4*time.Minute))); p.Conversation.Status != garihaat.ConversationOpen {
			t.Errorf("a buyer's message left it %q", p.Conversation.Status)
		}

		// Paging: newest first, the cursor reads on.
		page, err := c.Messages(ctx, garihaat.Viewer{UserID: buyer.ID}, id, 0, 2)
		if err != nil || len(page.Messages) != 2 || page.Messages[0].Text != "One more thing" || page.Next == 0 {
			t.Fatalf("page 1 %+v, %v", page, err)
		}
		older, err := c.Messages(ctx, garihaat.Viewer{UserID: buyer.ID}, id, page.Next, 2)
		if err != nil || len(older.Messages) != 2 || older.Messages[1].Text != "Is the engine rebuilt?" || older.Next != 0 {
			t.Fatalf("page 2 %+v, %v", older, err)
		}

		// Assign: to a member who may answer, not to a buyer or an editor.
		editor := mustStaff(t, s, "01811000043", garihaat.RoleEditor)
		a := garihaat.Actor{UserID: clerk.ID, Role: garihaat.RoleSales}
		for _, who := range []int64{buyer.ID, editor.ID, 99999} {
			if _, err := c.Assign(ctx, a, id, who, now); garihaat.ErrorCode(err) != garihaat.EINVALID {
				t.Errorf("assigning to %d: %v", who, err)
			}
		}
		if got, err := c.Assign(ctx, a, id, clerk.ID, now); err != nil || got.AssigneeID == nil || *got.AssigneeID != clerk.ID {
			t.Fatalf("assign %+v, %v", got, err)
		}
		if l, _ := c.Inbox(ctx, staffView, garihaat.InboxFilter{Mine: true}); len(l) != 1 || l[0].ID != id {
			t.Errorf("mine %+v", l)
		}
		if l, _ := c.Inbox(ctx, staffView, garihaat.InboxFilter{Unassigned: true}); len(l) != 1 || l[0].ID != support.Message.ConversationID {
			t.Errorf("unassigned %+v", l)
		}
		if l, _ := c.Inbox(ctx, staffView, garihaat.InboxFilter{VehicleID: 1}); len(l) != 1 || l[0].ID != id {
			t.Errorf("vehicle 1 %+v", l)
		}
	})
}

func TestConversationsAreTheirBuyersOnly(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		c := s.Conversations
		buyer := mustUser(t, s, "01711000051")
		other := mustUser(t, s, "01711000052")
		id := mustAsk(t, s, ask(buyer, 2, "Price?", now)).Message.ConversationID
		them := garihaat.Viewer{UserID: other.ID}
		notFound := func(what string, err error) {
			t.Helper()
			if garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
				t.Errorf("%s of another's conversation: %v, want not found", what, err)
			}
		}
		_, err := c.Conversation(ctx, them, id)
		notFound("reading", err)
		_, err = c.Messages(ctx, them, id, 0, 10)
		notFound("the messages", err)
		_, err = c.Send(ctx, id, garihaat.MessageInput{Viewer: them, Text: "hi", Now: now}, garihaat.ConversationLimits{})
		notFound("writing in", err)
		_, err = c.MarkRead(ctx, them, id, now)
		notFound("marking", err)
		if l, err := c.Conversations(ctx, them); err != nil || len(l) != 0 {
			t.Errorf("another's list %+v, %v", l, err)
		}
		// Their own ask about the same vehicle is their own conversation.
		if p := mustAsk(t, s, ask(other, 2, "Price?", now)); !p.Created || p.Message.ConversationID == id {
			t.Errorf("the other buyer's ask %+v", p)
		}
		// A vehicle the public cannot see cannot be asked about.
		storetest.EditVehicle(t, s, 8, func(in *garihaat.VehicleInput) { in.Status = garihaat.VehicleArchived })
		for _, v := range []int64{8, 12345} {
			if _, err := c.Ask(ctx, ask(buyer, v, "hi", now), garihaat.ConversationLimits{}); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
				t.Errorf("asking about vehicle %d: %v", v, err)
			}
		}
	})
}

func TestConversationTextIsNormalisedAndBounded(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		buyer := mustUser(t, s, "01711000061")
		// The precomposed য় is stored as the search keeps it (NFC: য + nukta).
		p := mustAsk(t, s, ask(buyer, 1, "ভাড়া\u09df\u200b\x07 কত?\r\n\r\n\r\n\r\n\u09e7", storetest.Now))
		if want := "ভাড়া\u09af\u09bc\u200b কত?\n\n\n\u09e7"; p.Message.Text != want {
			t.Errorf("stored %q, want %q", p.Message.Text, want)
		}
		for _, text := range []string{"", " \r\n\t ", strings.Repeat("ক", garihaat.MaxMessageRunes+1), "bad \xff"} {
			_, err := s.Conversations.Ask(context.Background(), ask(buyer, 1, text, storetest.Now), garihaat.ConversationLimits{})
			if e, ok := err.(*garihaat.Error); !ok || e.Code != garihaat.EINVALID || len(e.Fields["text"]) != 1 {
				t.Errorf("%.20q: %v", text, err)
			}
		}
		if _, err := s.Conversations.Ask(context.Background(), ask(buyer, 1, strings.Repeat("ক", garihaat.MaxMessageRunes), storetest.Now),
			garihaat.ConversationLimits{}); err != nil {
			t.Errorf("a message of exactly the limit: %v", err)
		}
	})
}

func TestConversationIdempotencyKeys(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		buyer := mustUser(t, s, "01711000071")
		in := ask(buyer, 3, "Is it still there?", storetest.Now)
		in.KeyHash, in.RequestHash = "k1", "ask:3:text1"
		// Retries on a bad connection, some at once: one message.
		var wg sync.WaitGroup
		ids := make([]int64, 6)
		errs := make([]error, 6)
		for i := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				p, err := s.Conversations.Ask(ctx, in, garihaat.ConversationLimits{})
				ids[i], errs[i] = p.Message.ID, err
			}()
		}
		wg.Wait()
		for i := range ids {
			if errs[i] != nil || ids[i] != ids[0] {
				t.Fatalf("retry %d: message %d (%v), first %d", i, ids[i], errs[i], ids[0])
			}
		}
		page, err := s.Conversations.Messages(ctx, garihaat.Viewer{UserID: buyer.ID}, mustAsk(t, s, ask(buyer, 3, "x", storetest.Now)).Message.ConversationID, 0, 10)
		if err != nil || len(page.Messages) != 2 {
			t.Fatalf("the thread holds %+v, %v", page.Messages, err)
		}
		// The same key with another text is refused, not answered with the first.
		in.RequestHash = "ask:3:text2"
		if _, err := s.Conversations.Ask(ctx, in, garihaat.ConversationLimits{}); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Errorf("the key with another text: %v", err)
		}
		// A key is the author's: another buyer's same key is their own.
		other := ask(mustUser(t, s, "01711000072"), 3, "Is it still there?", storetest.Now)
		other.KeyHash, other.RequestHash = "k1", "ask:3:text1"
		if p, err := s.Conversations.Ask(ctx, other, garihaat.ConversationLimits{}); err != nil || p.Replayed {
			t.Errorf("another author's key: %+v, %v", p, err)
		}
		// Staff hold no lock of their own across conversations, only their
		// key's: an answer's retries at once are still one message.
		clerk := mustStaff(t, s, "01811000079", garihaat.RoleSales)
		answer := garihaat.MessageInput{Viewer: garihaat.Viewer{UserID: clerk.ID, Staff: true}, Text: "Yes, it is.", Now: storetest.Now,
			KeyHash: "k1", RequestHash: "send:text1"}
		conversation := mustAsk(t, s, ask(buyer, 3, "y", storetest.Now)).Message.ConversationID
		for i := range ids {
			wg.Go(func() {
				p, err := s.Conversations.Send(ctx, conversation, answer, garihaat.ConversationLimits{})
				ids[i], errs[i] = p.Message.ID, err
			})
		}
		wg.Wait()
		for i := range ids {
			if errs[i] != nil || ids[i] != ids[0] {
				t.Fatalf("staff retry %d: message %d (%v), first %d", i, ids[i], errs[i], ids[0])
			}
		}
		if page, err := s.Conversations.Messages(ctx, garihaat.Viewer{UserID: buyer.ID}, conversation, 0, 10); err != nil || len(page.Messages) != 4 {
			t.Fatalf("the thread holds %d messages, %v; want 4 (one answer)", len(page.Messages), err)
		}
	})
}

func TestConversationLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		l := garihaat.ConversationLimits{UserDaily: 2, IPDaily: 2, UserPerMinute: 3, IPPerMinute: 100}
		buyer := mustUser(t, s, "01711000081")
		limited := func(err error, msg string) {
			t.Helper()
			e, ok := err.(*garihaat.Error)
			if !ok || e.Code != garihaat.ERATELIMITED || e.Message != msg || e.RetryAfter < 1 {
				t.Fatalf("got %v, want rate limited with %s", err, msg)
			}
		}
		for _, v := range []int64{1, 2} {
			if _, err := s.Conversations.Ask(ctx, ask(buyer, v, "q", now), l); err != nil {
				t.Fatal(err)
			}
		}
		_, err := s.Conversations.Ask(ctx, ask(buyer, 3, "q", now.Add(time.Minute)), l)
		limited(err, garihaat.MsgTooManyConversationsToday)
		// Adding to a conversation begins none: only the message limit counts.
		if _, err := s.Conversations.Ask(ctx, ask(buyer, 1, "q", now.Add(time.Minute)), l); err != nil {
			t.Fatal(err)
		}
		// The minute's window: three messages, and the fourth waits.
		for i := range 3 {
			if _, err := s.Conversations.Ask(ctx, ask(buyer, 1, "q", now.Add(2*time.Minute+time.Duration(i)*time.Second)), l); err != nil {
				t.Fatalf("message %d: %v", i, err)
			}
		}
		_, err = s.Conversations.Ask(ctx, ask(buyer, 1, "q", now.Add(2*time.Minute+3*time.Second)), l)
		limited(err, garihaat.MsgTooManyMessagesMinute)
		// A minute later the buyer may write again; a day later, begin again.
		if _, err := s.Conversations.Ask(ctx, ask(buyer, 1, "q", now.Add(4*time.Minute)), l); err != nil {
			t.Errorf("a minute later: %v", err)
		}
		// The address's limit holds another account from it too.
		next := mustUser(t, s, "01711000082")
		_, err = s.Conversations.Ask(ctx, ask(next, 4, "q", now.Add(2*time.Hour)), l)
		limited(err, garihaat.MsgTooManyConversationsNetwork)
		if _, err := s.Conversations.Ask(ctx, ask(buyer, 3, "q", now.Add(25*time.Hour)), l); err != nil {
			t.Errorf("a day later: %v", err)
		}
		// Staff are not limited.
		clerk := mustStaff(t, s, "01811000083", garihaat.RoleSales)
		for i := range 5 {
			if _, err := s.Conversations.Send(ctx, 1, garihaat.MessageInput{Viewer: garihaat.Viewer{UserID: clerk.ID, Staff: true},
				Text: "a", IP: "192.0.2.7", Now: now.Add(4 * time.Minute)}, l); err != nil {
				t.Fatalf("staff message %d: %v", i, err)
			}
		}
	})
}
