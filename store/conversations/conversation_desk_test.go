package conversations_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
	"garihaat/stored"
)

// storeAllDetails stores every public vehicle's detail part at its
// revision, so that a later write's stale parts can be told apart.
func storeAllDetails(t *testing.T, s *store.Store) {
	t.Helper()
	ctx := context.Background()
	slugs, _, _, err := s.StaleDetails(ctx, stored.DetailFormat, 0, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	src, err := (stored.Over{Catalog: storetest.Catalog(s)}).VehiclesForDetail(ctx, slugs)
	if err != nil {
		t.Fatal(err)
	}
	parts := make([]stored.Part, 0, len(src))
	for _, v := range src {
		p, err := stored.Encode(v.Vehicle, v.Revision)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, p)
	}
	if err := (stored.Over{Catalog: storetest.Catalog(s)}).SaveDetails(ctx, stored.DetailFormat, parts); err != nil {
		t.Fatal(err)
	}
}

// TestPublishChangesOnlyItsVehicle is issue 48 item 7: staff publish a
// question and its answer to the vehicle's page, the public detail carries
// them, and the catalogue's change names that vehicle alone — its stored
// detail is stale, no other's. Contacts, the asker's name and a support
// conversation are refused; unpublishing takes it off the same way.
func TestPublishChangesOnlyItsVehicle(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		buyer := mustUser(t, s, "01711000051")
		name := "Rahim Uddin"
		if _, err := s.UpdateUser(ctx, buyer.ID, garihaat.UserUpdate{Name: &name}); err != nil {
			t.Fatal(err)
		}
		clerk := mustStaff(t, s, "01811000052", garihaat.RoleSales)
		actor := garihaat.Actor{UserID: clerk.ID, Phone: clerk.Phone, Role: garihaat.RoleSales}
		asked := mustAsk(t, s, ask(buyer, 1, "Is the engine rebuilt?", now))
		id := asked.Message.ConversationID
		support := mustAsk(t, s, ask(buyer, 0, "How do I pay?", now))

		storeAllDetails(t, s)
		before, err := s.CatalogVersion(ctx)
		if err != nil {
			t.Fatal(err)
		}
		all, _, _, err := s.StaleDetails(ctx, stored.DetailFormat, 0, 1<<20)
		if err != nil || len(all) != 0 {
			t.Fatalf("stale before publishing: %v %v", all, err)
		}

		for _, bad := range []struct {
			req   garihaat.PublishRequest
			field string
		}{
			{garihaat.PublishRequest{Question: "Is the engine rebuilt?", Answer: "Yes — call 01711 000 051"}, "answer"},
			{garihaat.PublishRequest{Question: "Is the engine rebuilt?", Answer: "Yes, see www.example.com"}, "answer"},
			{garihaat.PublishRequest{Question: "Rahim asks: is the engine rebuilt?", Answer: "Yes."}, "question"},
			{garihaat.PublishRequest{Question: "  ", Answer: "Yes."}, "question"},
		} {
			_, err := s.Conversations.Publish(ctx, actor, id, bad.req)
			var e *garihaat.Error
			if !errors.As(err, &e) || e.Code != garihaat.EINVALID || len(e.Fields[bad.field]) == 0 {
				t.Errorf("publish %+v: %v, want an error on %s", bad.req, err, bad.field)
			}
		}
		if _, err := s.Conversations.Publish(ctx, actor, support.Message.ConversationID,
			garihaat.PublishRequest{Question: "How do I pay?", Answer: "In cash or by installments."}); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Errorf("publishing a support conversation: %v, want a conflict", err)
		}
		if _, err := s.Conversations.Publish(ctx, actor, 999_999, garihaat.PublishRequest{Question: "Q?", Answer: "A."}); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("publishing no conversation: %v", err)
		}
		if v, _ := s.CatalogVersion(ctx); v != before {
			t.Fatalf("refused publishes moved the version %d → %d", before, v)
		}

		p, err := s.Conversations.Publish(ctx, actor, id, garihaat.PublishRequest{Question: "Is the engine rebuilt? ", Answer: "Yes, in 2024, with papers."})
		if err != nil || p.Question != "Is the engine rebuilt?" || p.VehicleID != 1 {
			t.Fatalf("publish: %+v %v", p, err)
		}
		changed := func(what string) {
			t.Helper()
			ch, err := s.ChangesSince(ctx, before)
			if err != nil || ch.All || !slices.Equal(ch.Vehicles, []int64{1}) {
				t.Fatalf("%s changed %+v (%v), want vehicle 1 only", what, ch, err)
			}
			stale, _, _, err := s.StaleDetails(ctx, stored.DetailFormat, 0, 1<<20)
			if err != nil || !slices.Equal(stale, []string{"tata-lpt-1613-1"}) {
				t.Fatalf("%s left stale %v (%v), want vehicle 1's detail only", what, stale, err)
			}
		}
		changed("a publish")
		v, _, err := s.Vehicle(ctx, "tata-lpt-1613-1", 0)
		if err != nil || len(v.Questions) != 1 || v.Questions[0].Answer != "Yes, in 2024, with papers." {
			t.Fatalf("the detail's questions %+v %v", v.Questions, err)
		}
		page, err := s.VehicleForPage(ctx, "tata-lpt-1613-1")
		if err != nil || len(page.Questions) != 1 {
			t.Fatalf("the page's questions %+v %v", page.Questions, err)
		}
		other, _, err := s.Vehicle(ctx, "tata-ace-7", 0)
		if err != nil || other.Questions == nil || len(other.Questions) != 0 {
			t.Fatalf("another vehicle's questions %#v %v", other.Questions, err)
		}

		// Publishing again replaces the conversation's answer.
		if _, err := s.Conversations.Publish(ctx, actor, id, garihaat.PublishRequest{Question: "Is the engine rebuilt?", Answer: "Yes."}); err != nil {
			t.Fatal(err)
		}
		if v, _, _ := s.Vehicle(ctx, "tata-lpt-1613-1", 0); len(v.Questions) != 1 || v.Questions[0].Answer != "Yes." {
			t.Fatalf("republished: %+v", v.Questions)
		}
		if got, err := s.Conversations.Published(ctx, id); err != nil || got.Answer != "Yes." {
			t.Fatalf("published: %+v %v", got, err)
		}

		storeAllDetails(t, s)
		before, _ = s.CatalogVersion(ctx)
		if err := s.Conversations.Unpublish(ctx, actor, id); err != nil {
			t.Fatal(err)
		}
		changed("an unpublish")
		if v, _, _ := s.Vehicle(ctx, "tata-lpt-1613-1", 0); len(v.Questions) != 0 {
			t.Fatalf("unpublished, still %+v", v.Questions)
		}
		if err := s.Conversations.Unpublish(ctx, actor, id); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("unpublishing twice: %v", err)
		}
		if _, err := s.Conversations.Published(ctx, id); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("published after unpublish: %v", err)
		}
	})
}

// TestFirstMessageWithContactHeld is issue 48 item 6: a new account's
// first message with a link or a phone number (Bengali digits too) waits
// for staff — not counted unread for them until released — while a
// second message, an old account's or one without contacts goes through.
func TestFirstMessageWithContactHeld(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		clerk := mustStaff(t, s, "01811000062", garihaat.RoleSales)
		actor := garihaat.Actor{UserID: clerk.ID, Phone: clerk.Phone, Role: garihaat.RoleSales}
		staffView := garihaat.Viewer{UserID: clerk.ID, Staff: true}

		newcomer := mustUser(t, s, "01711000061")
		held := mustAsk(t, s, ask(newcomer, 1, "Call me on ০১৭১১-০০০০৬১ for a better deal", now))
		if !held.Message.Held {
			t.Fatalf("a new account's first message with a phone number was not held: %+v", held.Message)
		}
		id := held.Message.ConversationID
		if c, err := s.Conversations.Conversation(ctx, staffView, id); err != nil || c.Unread != 0 {
			t.Fatalf("a held message counted for staff: %+v %v", c, err)
		}
		list, err := s.Conversations.Inbox(ctx, staffView, garihaat.InboxFilter{Held: true})
		if err != nil || len(list) != 1 || list[0].ID != id {
			t.Fatalf("the held filter: %+v %v", list, err)
		}
		// Not the first message any more: goes through, contact or not.
		second := mustAsk(t, s, ask(newcomer, 1, "Or see wa.me/8801711000061", now.Add(time.Minute)))
		if second.Message.Held {
			t.Fatalf("a second message was held")
		}
		if _, err := s.Conversations.Release(ctx, actor, id, second.Message.ID); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Fatalf("releasing a message not held: %v", err)
		}
		m, err := s.Conversations.Release(ctx, actor, id, held.Message.ID)
		if err != nil || m.Held {
			t.Fatalf("release: %+v %v", m, err)
		}
		if c, _ := s.Conversations.Conversation(ctx, staffView, id); c.Unread != 2 {
			t.Fatalf("released: %d unread for staff, want 2", c.Unread)
		}
		if list, _ := s.Conversations.Inbox(ctx, staffView, garihaat.InboxFilter{Held: true}); len(list) != 0 {
			t.Fatalf("released, still held: %+v", list)
		}

		plain := mustUser(t, s, "01711000063")
		if p := mustAsk(t, s, ask(plain, 1, "Is the engine rebuilt?", now)); p.Message.Held {
			t.Fatalf("a first message without contacts was held")
		}
		old := mustUser(t, s, "01711000064")
		if p := mustAsk(t, s, ask(old, 1, "Visit https://example.com", now.Add(garihaat.NewAccountAge+time.Hour))); p.Message.Held {
			t.Fatalf("an old account's first message was held")
		}
	})
}

// TestBlockedUserRefused: a user staff blocked gets EFORBIDDEN on every
// message (a new conversation too) until unblocked; staff cannot be
// blocked; a block of another's conversation id is ENOTFOUND.
func TestBlockedUserRefused(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		clerk := mustStaff(t, s, "01811000072", garihaat.RoleSales)
		actor := garihaat.Actor{UserID: clerk.ID, Phone: clerk.Phone, Role: garihaat.RoleSales}
		buyer := mustUser(t, s, "01711000071")
		first := mustAsk(t, s, ask(buyer, 1, "Is it still there?", now))
		id := first.Message.ConversationID
		if err := s.Conversations.Block(ctx, actor, id, "Insults"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Conversations.Send(ctx, id, ask(buyer, 0, "Hello?", now), garihaat.ConversationLimits{}); garihaat.ErrorCode(err) != garihaat.EFORBIDDEN {
			t.Fatalf("a blocked user's message: %v", err)
		}
		if _, err := s.Conversations.Ask(ctx, ask(buyer, 0, "Support?", now), garihaat.ConversationLimits{}); garihaat.ErrorCode(err) != garihaat.EFORBIDDEN {
			t.Fatalf("a blocked user's new conversation: %v", err)
		}
		bc, err := s.Conversations.BuyerContext(ctx, id)
		if err != nil || !bc.Blocked {
			t.Fatalf("context of a blocked buyer: %+v %v", bc, err)
		}
		// Staff still answer a blocked user.
		if _, err := s.Conversations.Send(ctx, id, garihaat.MessageInput{Viewer: garihaat.Viewer{UserID: clerk.ID, Staff: true}, Text: "Noted.", Now: now},
			garihaat.ConversationLimits{}); err != nil {
			t.Fatalf("staff answering a blocked user: %v", err)
		}
		if err := s.Conversations.Unblock(ctx, actor, id); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Conversations.Send(ctx, id, ask(buyer, 0, "Sorry.", now), garihaat.ConversationLimits{}); err != nil {
			t.Fatalf("unblocked: %v", err)
		}
		if err := s.Conversations.Block(ctx, actor, 999_999, ""); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("blocking in no conversation: %v", err)
		}
	})
}

// TestReportsAndReadAudit: a buyer reports their own conversation (not
// another's: ENOTFOUND), within a daily limit; the report shows in the
// inbox's reported filter and beside the thread until staff close it;
// every staff opening is in the read audit, newest first.
func TestReportsAndReadAudit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		clerk := mustStaff(t, s, "01811000082", garihaat.RoleSales)
		owner := mustStaff(t, s, "01811000083", garihaat.RoleOwner)
		staffView := garihaat.Viewer{UserID: clerk.ID, Staff: true}
		buyer := mustUser(t, s, "01711000081")
		stranger := mustUser(t, s, "01711000084")
		id := mustAsk(t, s, ask(buyer, 1, "Is it still there?", now)).Message.ConversationID

		report := func(u garihaat.User, reason string) error {
			in := ask(u, 0, reason, now)
			return s.Conversations.Report(ctx, in, id)
		}
		if err := report(stranger, "Spam"); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("a report of another's conversation: %v", err)
		}
		if err := report(buyer, " "); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Fatalf("a report without a reason: %v", err)
		}
		if err := report(buyer, "The answer was rude."); err != nil {
			t.Fatal(err)
		}
		list, err := s.Conversations.Inbox(ctx, staffView, garihaat.InboxFilter{Reported: true})
		if err != nil || len(list) != 1 || list[0].ID != id {
			t.Fatalf("the reported filter: %+v %v", list, err)
		}
		bc, err := s.Conversations.BuyerContext(ctx, id)
		if err != nil || len(bc.Reports) != 1 || bc.Reports[0].Reason != "The answer was rude." {
			t.Fatalf("reports beside the thread: %+v %v", bc.Reports, err)
		}
		for range 4 {
			if err := report(buyer, "Again."); err != nil {
				t.Fatal(err)
			}
		}
		if err := report(buyer, "Once more."); garihaat.ErrorCode(err) != garihaat.ERATELIMITED {
			t.Fatalf("the sixth report of a day: %v", err)
		}
		if err := s.Conversations.CloseReports(ctx, garihaat.Actor{UserID: clerk.ID}, id); err != nil {
			t.Fatal(err)
		}
		if list, _ := s.Conversations.Inbox(ctx, staffView, garihaat.InboxFilter{Reported: true}); len(list) != 0 {
			t.Fatalf("closed reports still listed: %+v", list)
		}

		if err := s.Conversations.Viewed(ctx, staffView, id, now); err != nil {
			t.Fatal(err)
		}
		if err := s.Conversations.Viewed(ctx, garihaat.Viewer{UserID: owner.ID, Staff: true}, id, now.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		readers, err := s.Conversations.Readers(ctx, id)
		if err != nil || len(readers) != 2 || readers[0].UserID != owner.ID || readers[0].Role != garihaat.RoleOwner ||
			readers[1].UserID != clerk.ID || readers[1].Phone != clerk.Phone {
			t.Fatalf("readers %+v %v", readers, err)
		}
		if _, err := s.Conversations.Readers(ctx, 999_999); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("readers of no conversation: %v", err)
		}
	})
}

// TestQuickRepliesAndBuyerContext: the owner's quick replies in both
// languages (both required, kept in order, changed and deleted), and the
// buyer's other conversations and offers beside a thread.
func TestQuickRepliesAndBuyerContext(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		owner := garihaat.Actor{Role: garihaat.RoleOwner}
		c := s.Conversations
		if _, err := c.SaveQuickReply(ctx, owner, 0, garihaat.QuickReplyRequest{Text: "Yes, it is available."}); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Fatalf("a reply without its Bangla: %v", err)
		}
		a, err := c.SaveQuickReply(ctx, owner, 0, garihaat.QuickReplyRequest{Text: "Yes, it is available.", TextBn: "হ্যাঁ, গাড়িটি আছে।"})
		if err != nil {
			t.Fatal(err)
		}
		b, err := c.SaveQuickReply(ctx, owner, 0, garihaat.QuickReplyRequest{Text: "Visit us Sunday to Thursday.", TextBn: "রবি থেকে বৃহস্পতিবার আসুন।"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.SaveQuickReply(ctx, owner, a.ID, garihaat.QuickReplyRequest{Text: "Yes, still here.", TextBn: "হ্যাঁ, এখনো আছে।"}); err != nil {
			t.Fatal(err)
		}
		if _, err := c.SaveQuickReply(ctx, owner, 999_999, garihaat.QuickReplyRequest{Text: "x", TextBn: "y"}); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("changing no reply: %v", err)
		}
		list, err := c.QuickReplies(ctx)
		if err != nil || len(list) != 2 || list[0].Text != "Yes, still here." || list[1].ID != b.ID {
			t.Fatalf("quick replies %+v %v", list, err)
		}
		if err := c.DeleteQuickReply(ctx, owner, b.ID); err != nil {
			t.Fatal(err)
		}
		if err := c.DeleteQuickReply(ctx, owner, b.ID); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Fatalf("deleting twice: %v", err)
		}

		buyer := mustUser(t, s, "01711000091")
		id := mustAsk(t, s, ask(buyer, 1, "Is it still there?", now)).Message.ConversationID
		other := mustAsk(t, s, ask(buyer, 0, "How do I pay?", now)).Message.ConversationID
		bid(t, s, 1, buyer.Phone, 1_900_000)
		bc, err := c.BuyerContext(ctx, id)
		if err != nil || len(bc.Conversations) != 1 || bc.Conversations[0].ID != other || len(bc.Offers) != 1 ||
			bc.Offers[0].VehicleID != 1 || bc.Offers[0].Amount != 1_900_000 || bc.Blocked {
			t.Fatalf("buyer context %+v %v", bc, err)
		}
	})
}
