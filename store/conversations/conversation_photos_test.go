package conversations_test

import (
	"context"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// photoBody is what v is served of a photo's size, or the error code.
func photoBody(t *testing.T, s *store.Store, v garihaat.Viewer, id, photo int64, size string) (string, string) {
	t.Helper()
	path, err := s.Conversations.PhotoPath(context.Background(), v, id, photo, size)
	if err != nil {
		return "", garihaat.ErrorCode(err)
	}
	_, b, err := s.Media(context.Background(), path)
	if err != nil {
		return "", garihaat.ErrorCode(err)
	}
	return string(b), ""
}

// TestConversationPhotos: a buyer uploads two photos and sends them with a
// message; until then only they see them, after it staff too, never
// another buyer. A sent photo cannot be sent again or removed, a photo of
// another conversation or a fifth is refused with nothing stored, a retry
// of the key answers the photos, and an unsent photo is removed with its
// files.
func TestConversationPhotos(t *testing.T) {
	storetest.EachMedia(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		c := s.Conversations
		buyer, other := mustUser(t, s, "01711000051"), mustUser(t, s, "01711000052")
		clerk := mustStaff(t, s, "01811000053", garihaat.RoleSales)
		me, them, staff := garihaat.Viewer{UserID: buyer.ID}, garihaat.Viewer{UserID: other.ID}, garihaat.Viewer{UserID: clerk.ID, Staff: true}
		id := mustAsk(t, s, ask(buyer, 1, "Here is the dent", now)).Message.ConversationID
		elsewhere := mustAsk(t, s, ask(buyer, 0, "Support", now)).Message.ConversationID

		a, b := mustUpload(t, s, me, id, "a", now), mustUpload(t, s, me, id, "b", now)
		if a.Width != 2048 || a.Height != 1536 {
			t.Errorf("photo %+v, want the full size's pixels", a)
		}
		if body, code := photoBody(t, s, me, id, a.ID, garihaat.PhotoThumb); body != "a-card" || code != "" {
			t.Errorf("the uploader's unsent thumbnail: %q %s", body, code)
		}
		for who, v := range map[string]garihaat.Viewer{"staff": staff, "another buyer": them} {
			if _, code := photoBody(t, s, v, id, a.ID, garihaat.PhotoFull); code != garihaat.ENOTFOUND {
				t.Errorf("%s sees an unsent photo: %s", who, code)
			}
		}
		if _, code := photoBody(t, s, me, id, a.ID, "detail"); code != garihaat.ENOTFOUND {
			t.Errorf("a size not kept: %s", code)
		}

		// Refused messages store nothing and leave the photos unsent.
		stray := mustUpload(t, s, me, elsewhere, "stray", now)
		five := []int64{a.ID, b.ID, stray.ID, 99998, 99999}
		for name, ids := range map[string][]int64{"five": five, "another conversation's": {a.ID, stray.ID}, "twice": {a.ID, a.ID}} {
			in := ask(buyer, 0, "", now)
			in.PhotoIDs = ids
			if _, err := c.Send(ctx, id, in, garihaat.ConversationLimits{}); garihaat.ErrorCode(err) != garihaat.EINVALID ||
				len(err.(*garihaat.Error).Fields["photo_ids"]) == 0 {
				t.Errorf("%s photos: %v", name, err)
			}
		}
		if page, _ := c.Messages(ctx, me, id, 0, 0); len(page.Messages) != 1 {
			t.Fatalf("refused messages were stored: %+v", page.Messages)
		}

		in := ask(buyer, 0, "", now.Add(time.Minute))
		in.PhotoIDs, in.KeyHash, in.RequestHash = []int64{b.ID, a.ID}, "k", "r"
		sent, err := c.Send(ctx, id, in, garihaat.ConversationLimits{})
		if err != nil || sent.Message.Text != "" || len(sent.Message.Photos) != 2 || sent.Message.Photos[0].ID != b.ID {
			t.Fatalf("photos alone: %+v, %v", sent.Message, err)
		}
		if again, err := c.Send(ctx, id, in, garihaat.ConversationLimits{}); err != nil || !again.Replayed || len(again.Message.Photos) != 2 {
			t.Errorf("a retried key: %+v, %v", again, err)
		}
		page, err := c.Messages(ctx, staff, id, 0, 0)
		if err != nil || len(page.Messages[0].Photos) != 2 || page.Messages[0].Photos[1] != a {
			t.Fatalf("the thread's photos %+v, %v", page.Messages, err)
		}
		if body, code := photoBody(t, s, staff, id, b.ID, garihaat.PhotoFull); body != "b-full" || code != "" {
			t.Errorf("staff see the sent photo: %q %s", body, code)
		}
		if _, code := photoBody(t, s, them, id, b.ID, garihaat.PhotoThumb); code != garihaat.ENOTFOUND {
			t.Errorf("another buyer sees a sent photo: %s", code)
		}
		if _, code := photoBody(t, s, staff, elsewhere, b.ID, garihaat.PhotoThumb); code != garihaat.ENOTFOUND {
			t.Errorf("a photo through another conversation's id: %s", code)
		}
		in.KeyHash, in.RequestHash = "k2", "r2"
		if _, err := c.Send(ctx, id, in, garihaat.ConversationLimits{}); garihaat.ErrorCode(err) != garihaat.EINVALID {
			t.Errorf("sent photos sent again: %v", err)
		}
		if err := c.DeletePhoto(ctx, me, id, a.ID); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("a sent photo removed: %v", err)
		}

		// An unsent photo goes with its files; another's cannot be removed.
		if err := c.DeletePhoto(ctx, them, elsewhere, stray.ID); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("another buyer removed it: %v", err)
		}
		path, _ := c.PhotoPath(ctx, me, elsewhere, stray.ID, garihaat.PhotoFull)
		if err := c.DeletePhoto(ctx, me, elsewhere, stray.ID); err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.Media(ctx, path); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("a removed photo's file: %v", err)
		}

		// Staff attach too, and the buyer sees theirs.
		p := mustUpload(t, s, staff, id, "staff", now)
		answer, err := c.Send(ctx, id, garihaat.MessageInput{Viewer: staff, Text: "Our photo", PhotoIDs: []int64{p.ID}, Now: now}, garihaat.ConversationLimits{})
		if err != nil || len(answer.Message.Photos) != 1 {
			t.Fatalf("staff's photo: %+v, %v", answer, err)
		}
		if body, _ := photoBody(t, s, me, id, p.ID, garihaat.PhotoThumb); body != "staff-card" {
			t.Errorf("the buyer sees staff's photo as %q", body)
		}
	})
}

// TestConversationPhotoLimits: a blocked buyer cannot attach, uploads are
// counted an hour (refused ones too: the count comes first), unsent
// photos are bounded, a held message keeps its photos until released, and
// photos unsent a day are swept with their files (in the database's media
// table and on object storage).
func TestConversationPhotoLimits(t *testing.T) {
	storetest.EachMedia(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		c := s.Conversations
		move := movableClock(s)
		buyer := mustUser(t, s, "01711000061")
		clerk := mustStaff(t, s, "01811000062", garihaat.RoleSales)
		me, staff := garihaat.Viewer{UserID: buyer.ID}, garihaat.Viewer{UserID: clerk.ID, Staff: true}
		actor := garihaat.Actor{UserID: clerk.ID, Role: garihaat.RoleSales}

		id := mustAsk(t, s, ask(buyer, 1, "x", now)).Message.ConversationID
		start := func(l garihaat.ConversationLimits, at time.Time) error {
			return c.StartPhotoUpload(ctx, garihaat.MessageInput{Viewer: me, IP: "192.0.2.10", Now: at}, id, l)
		}
		hourly := garihaat.ConversationLimits{UserPhotosHourly: 2}
		if err := start(hourly, now); err != nil {
			t.Fatal(err)
		}
		if err := start(hourly, now); err != nil { // (its decode failed: it still counts)
			t.Fatal(err)
		}
		err := start(hourly, now.Add(time.Minute))
		if e, ok := err.(*garihaat.Error); !ok || e.Code != garihaat.ERATELIMITED || e.RetryAfter <= 0 || e.RetryAfter > 3600 {
			t.Fatalf("a third upload within the hour: %v", err)
		}
		if err := start(hourly, now.Add(time.Hour+time.Second)); err != nil {
			t.Errorf("an hour later: %v", err)
		}

		// At most MaxUnsentPhotos wait to be sent.
		var unsent []garihaat.MessagePhoto
		for i := range garihaat.MaxUnsentPhotos {
			unsent = append(unsent, mustUpload(t, s, me, id, string(rune('a'+i)), now))
		}
		if err := start(garihaat.ConversationLimits{}, now); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Errorf("a 13th unsent photo: %v", err)
		}
		if _, err := c.AddPhoto(ctx, me, id, chatPhoto("late"), now); garihaat.ErrorCode(err) != garihaat.ECONFLICT {
			t.Errorf("a 13th unsent photo stored: %v", err)
		}

		// A new account's first message with a phone number is held with
		// its photo: a private seller's first message in their listing's
		// review thread (a buyer's first message is the ask, which begins
		// the conversation a photo needs). Staff see both, and release them
		// together.
		fresh := mustUser(t, s, "01711000064")
		fv := garihaat.Viewer{UserID: fresh.ID}
		listing := submitted(t, s, garihaat.Seller{UserID: fresh.ID, Phone: "01711000064", Lang: "bn"}, truck(t))
		thread, err := c.ReviewThread(ctx, fv, listing.ID, now)
		if err != nil {
			t.Fatal(err)
		}
		hid := thread.ID
		hp := mustUpload(t, s, fv, hid, "held", now)
		held, err := c.Send(ctx, hid, garihaat.MessageInput{Viewer: fv, Text: "Call 01711000064", PhotoIDs: []int64{hp.ID}, IP: "192.0.2.11", Now: now},
			garihaat.ConversationLimits{})
		if err != nil || !held.Message.Held || len(held.Message.Photos) != 1 {
			t.Fatalf("a new account's first message with a phone and a photo: %+v, %v", held.Message, err)
		}
		if page, err := c.Messages(ctx, staff, hid, 0, 0); err != nil || len(page.Messages) == 0 || !page.Messages[0].Held || len(page.Messages[0].Photos) != 1 {
			t.Fatalf("staff's view of the held message: %+v, %v", page.Messages, err)
		}
		if body, _ := photoBody(t, s, staff, hid, hp.ID, garihaat.PhotoThumb); body != "held-card" {
			t.Errorf("staff review the held photo as %q", body)
		}
		released, err := c.Release(ctx, actor, hid, held.Message.ID)
		if err != nil || released.Held || len(released.Photos) != 1 || released.Photos[0].ID != hp.ID {
			t.Fatalf("release %+v, %v", released, err)
		}

		// Blocked: no more photos.
		if err := c.Block(ctx, actor, hid, "spam"); err != nil {
			t.Fatal(err)
		}
		err = c.StartPhotoUpload(ctx, garihaat.MessageInput{Viewer: fv, IP: "192.0.2.11", Now: now}, hid, garihaat.ConversationLimits{})
		if garihaat.ErrorCode(err) != garihaat.EFORBIDDEN {
			t.Errorf("a blocked buyer's upload: %v", err)
		}
		if _, err := c.AddPhoto(ctx, fv, hid, chatPhoto("blocked"), now); garihaat.ErrorCode(err) != garihaat.EFORBIDDEN {
			t.Errorf("a blocked buyer's photo stored: %v", err)
		}
		// Staff still may.
		mustUpload(t, s, staff, hid, "staff", now)

		// A day later the unsent photos go with their files; sent ones stay.
		path, _ := c.PhotoPath(ctx, me, id, unsent[0].ID, garihaat.PhotoThumb)
		move(garihaat.UnsentPhotoGrace - time.Minute)
		if n, err := c.SweepUnsentPhotos(ctx, 100); err != nil || n != 0 {
			t.Fatalf("swept within the day: %d, %v", n, err)
		}
		move(2 * time.Minute)
		n, err := c.SweepUnsentPhotos(ctx, 5)
		if err != nil || n != 5 {
			t.Fatalf("first sweep batch: %d, %v", n, err)
		}
		if n, err := c.SweepUnsentPhotos(ctx, 100); err != nil || n != garihaat.MaxUnsentPhotos-5+1 {
			t.Fatalf("second sweep: %d, %v", n, err)
		}
		if _, _, err := s.Media(ctx, path); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("a swept photo's file: %v", err)
		}
		if body, code := photoBody(t, s, staff, hid, hp.ID, garihaat.PhotoFull); body != "held-full" || code != "" {
			t.Errorf("a sent photo after the sweep: %q %s", body, code)
		}
	})
}
