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

// answerSMS claims the queued answer SMS.
func answerSMS(t *testing.T, s *store.Store) []garihaat.OutboxSMS {
	t.Helper()
	var out []garihaat.OutboxSMS
	for _, m := range sms(t, s) {
		if strings.Contains(m.Body, "/account/messages/") {
			out = append(out, m)
		}
	}
	return out
}

func TestAnswerSMSWhenAway(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, t0 := context.Background(), storetest.Now
		now := t0
		s.Now = func() time.Time { return now }
		c, site := s.Conversations, "https://garihaat.example"
		buyer := mustUser(t, s, "01711000091")
		clerk := garihaat.Viewer{UserID: mustStaff(t, s, "01811000092", garihaat.RoleSales).ID, Staff: true}
		id := mustAsk(t, s, ask(buyer, 1, "Is the engine rebuilt?", t0)).Message.ConversationID
		answer := func(at time.Duration) {
			t.Helper()
			if _, err := c.Send(ctx, id, garihaat.MessageInput{Viewer: clerk, Text: "Yes.", Now: t0.Add(at)}, garihaat.ConversationLimits{}); err != nil {
				t.Fatal(err)
			}
		}
		run := func(at time.Duration, want int) []garihaat.OutboxSMS {
			t.Helper()
			now = t0.Add(at)
			n, err := c.SendAnswerSMS(ctx, now, garihaat.DefaultAlertHours, site)
			if err != nil || n != want {
				t.Fatalf("at +%v: queued %d (%v), want %d", at, n, err, want)
			}
			return answerSMS(t, s)
		}
		// The buyer's page is open when the answer comes: no SMS while it
		// was open within ten minutes.
		if err := c.StreamSeen(ctx, buyer.ID, t0); err != nil {
			t.Fatal(err)
		}
		answer(time.Minute)
		run(5*time.Minute, 0)
		msgs := run(11*time.Minute, 1)
		if want := "গাড়িহাট: আপনার প্রশ্নের উত্তর এসেছে — " + garihaat.ConversationLink(site, id); len(msgs) != 1 ||
			msgs[0].Body != want || msgs[0].Phone != "01711000091" {
			t.Fatalf("sms %+v, want %q", msgs, want)
		}
		// A second answer within the hour sends none; after it, one.
		answer(20 * time.Minute)
		run(40*time.Minute, 0)
		run(72*time.Minute, 1)
		run(140*time.Minute, 0) // nothing new since
		// An answer read in time sends none.
		answer(150 * time.Minute)
		if _, err := c.MarkRead(ctx, garihaat.Viewer{UserID: buyer.ID}, id, t0.Add(151*time.Minute)); err != nil {
			t.Fatal(err)
		}
		run(220*time.Minute, 0)
		// Message SMS turned off: none; on again: the waiting answer's.
		answer(230 * time.Minute)
		if err := c.SetMessageSMS(ctx, buyer.ID, false); err != nil {
			t.Fatal(err)
		}
		if on, err := c.MessageSMS(ctx, buyer.ID); err != nil || on {
			t.Fatalf("message sms %v, %v", on, err)
		}
		run(300*time.Minute, 0)
		if err := c.SetMessageSMS(ctx, buyer.ID, true); err != nil {
			t.Fatal(err)
		}
		// Outside the alert hours (22:00 in Dhaka) it waits for the morning.
		run(10*time.Hour, 0)
		msgs = run(21*time.Hour, 1)
		if len(msgs) != 1 {
			t.Fatalf("the morning's sms %+v", msgs)
		}

		// In English for a buyer who writes in English; and two instances
		// at once queue it once.
		en := mustUser(t, s, "01711000093")
		in := ask(en, 2, "Seats?", t0)
		in.Lang = "en"
		other := mustAsk(t, s, in).Message.ConversationID
		if _, err := c.Send(ctx, other, garihaat.MessageInput{Viewer: clerk, Text: "40.", Now: t0}, garihaat.ConversationLimits{}); err != nil {
			t.Fatal(err)
		}
		second := storetest.SecondInstance(t, s)
		now = t0.Add(22 * time.Hour)
		var wg sync.WaitGroup
		counts := make([]int, 2)
		for i, st := range []*store.Store{s, second} {
			wg.Go(func() {
				n, err := st.Conversations.SendAnswerSMS(ctx, now, garihaat.DefaultAlertHours, site)
				if err != nil {
					t.Error(err)
				}
				counts[i] = n
			})
		}
		wg.Wait()
		msgs = answerSMS(t, s)
		if counts[0]+counts[1] != 1 || len(msgs) != 1 || msgs[0].Body != "Garihaat: your question has an answer — "+garihaat.ConversationLink(site, other) {
			t.Errorf("two instances queued %v: %+v", counts, msgs)
		}
	})
}

// TestSellerSMSSaysWhatCame: in a private seller's listing thread the SMS
// when away is not "your question has an answer": a question staff
// forwarded from a buyer says a buyer asked about the listing, anything
// else staff write there says there is a message about it.
func TestSellerSMSSaysWhatCame(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, t0 := context.Background(), storetest.Now
		s.Now = func() time.Time { return t0 }
		site := "https://garihaat.example"
		seller := newSeller(t, s, "01912000081")
		v := submitted(t, s, seller, truck(t))
		if _, err := s.ReviewVehicle(ctx, staff, v.ID, garihaat.ReviewDecision{Decision: garihaat.ReviewApprove, Checks: garihaat.VerificationChecks}); err != nil {
			t.Fatal(err)
		}
		answerSMS(t, s) // what the review sent before
		buyer := mustUser(t, s, "01711000082")
		clerk := mustStaff(t, s, "01811000083", garihaat.RoleSales)
		q := mustAsk(t, s, ask(buyer, v.ID, "Is the body rust-free?", t0))
		p, err := s.Conversations.Forward(ctx, garihaat.Actor{UserID: clerk.ID, Phone: "01811000083", Role: garihaat.RoleSales},
			q.Conversation.ID, q.Message.ID, t0.Add(time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		link := garihaat.ConversationLink(site, p.Conversation.ID)
		run := func(at time.Duration, want string) {
			t.Helper()
			if _, err := s.Conversations.SendAnswerSMS(ctx, t0.Add(at), garihaat.DefaultAlertHours, site); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range answerSMS(t, s) {
				if m.Phone == "01912000081" {
					got = append(got, m.Body)
				}
			}
			if len(got) != 1 || got[0] != want {
				t.Fatalf("at +%v the seller's SMS %q, want %q", at, got, want)
			}
		}
		run(11*time.Minute, "গাড়িহাট: আপনার বিজ্ঞাপনের গাড়ি নিয়ে একজন ক্রেতা প্রশ্ন করেছেন — "+link)
		if _, err := s.Conversations.Send(ctx, p.Conversation.ID, garihaat.MessageInput{Viewer: garihaat.Viewer{UserID: clerk.ID, Staff: true},
			Text: "Please add a photo of the chassis number.", Now: t0.Add(2 * time.Hour)}, garihaat.ConversationLimits{}); err != nil {
			t.Fatal(err)
		}
		run(2*time.Hour+11*time.Minute, "গাড়িহাট: আপনার বিজ্ঞাপন নিয়ে নতুন বার্তা — "+link)
	})
}

func TestAwaySMSTextInEnglish(t *testing.T) {
	for _, c := range []struct {
		kind      string
		forwarded bool
		want      string
	}{{garihaat.ConversationBuyer, false, "Garihaat: your question has an answer — L"},
		{garihaat.ConversationReview, true, "Garihaat: a buyer asked about your listing — L"},
		{garihaat.ConversationReview, false, "Garihaat: a new message about your listing — L"}} {
		if got := garihaat.AwaySMSText("en", c.kind, c.forwarded, "L"); got != c.want {
			t.Errorf("%s forwarded=%v: %q, want %q", c.kind, c.forwarded, got, c.want)
		}
	}
}
