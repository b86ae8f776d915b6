package conversations_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"garihaat"
	"garihaat/media"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestConversationPhotosCountAgainstTheAllowance: what a person stores is
// one allowance (issue 46 item 8), their listings' photos and the photos
// they uploaded to their conversations together. A buyer's photo past it
// is refused with the allowance's message, before the decode once full
// (and then not counted against the hour); a seller's listing upload
// counts their conversation photos; removing an unsent photo frees its
// room at once; staff attaching in the inbox are charged nothing.
func TestConversationPhotosCountAgainstTheAllowance(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		seller := newSeller(t, s, "01912000151")
		me := garihaat.Viewer{UserID: seller.UserID}
		clerk := mustStaff(t, s, "01811000152", garihaat.RoleSales)
		inbox := garihaat.Viewer{UserID: clerk.ID, Staff: true}
		id := mustAsk(t, s, ask(garihaat.User{ID: seller.UserID}, 1, "The dent", now)).Message.ConversationID
		full := garihaat.Msg(garihaat.MsgPhotoStorageFull, garihaat.MaxSellerStoredBytes>>20)
		refusedFull := func(what string, err error) {
			t.Helper()
			if e, ok := err.(*garihaat.Error); !ok || e.Code != garihaat.EINVALID || !slices.Contains(e.Fields["image"], full) {
				t.Errorf("%s: %v, want the allowance's message on image", what, err)
			}
		}
		// The photo's kept sizes (card and full) are what it counts.
		sent := mustUpload(t, s, me, id, "sent", now)
		in := ask(garihaat.User{ID: seller.UserID}, 0, "", now)
		in.PhotoIDs = []int64{sent.ID}
		if _, err := s.Conversations.Send(ctx, id, in, garihaat.ConversationLimits{}); err != nil {
			t.Fatal(err)
		}
		var bytes int64
		if err := s.DB().QueryRow(fmt.Sprintf(`SELECT bytes FROM conversation_photos WHERE id = %d`, sent.ID)).Scan(&bytes); err != nil ||
			bytes != int64(len("sent-card")+len("sent-full")) {
			t.Fatalf("the photo's bytes: %d %v", bytes, err)
		}

		// Their listing photos fill the allowance but what one more
		// conversation photo takes, less one byte.
		if _, err := s.DB().Exec(fmt.Sprintf(`INSERT INTO stored_photos (hash, owner_id, bytes) VALUES ('filler', %d, %d)`,
			seller.UserID, garihaat.MaxSellerStoredBytes-bytes-bytes+1)); err != nil {
			t.Fatal(err)
		}
		if err := s.Conversations.StartPhotoUpload(ctx, garihaat.MessageInput{Viewer: me, IP: "192.0.2.9", Now: now}, id,
			garihaat.DefaultConversationLimits()); err != nil {
			t.Fatalf("an upload with room left: %v", err)
		}
		_, err := s.Conversations.AddPhoto(ctx, me, id, chatPhoto("over"), now)
		refusedFull("a conversation photo past the allowance", err)
		var rows int
		if err := s.DB().QueryRow(fmt.Sprintf(`SELECT COUNT(*) FROM conversation_photos WHERE uploader_id = %d`, seller.UserID)).Scan(&rows); err != nil || rows != 1 {
			t.Errorf("%d conversation photos after the refusal, %v; want the sent one", rows, err)
		}

		// A smaller one fits; then they are full, and the next upload is
		// refused before it is read or decoded, and not counted.
		small := garihaat.Photo{Hash: "small", Format: "jpeg", Renditions: []garihaat.Rendition{
			{Name: "card", Width: 1, Height: 1, Body: []byte("c")}, {Name: "full", Width: 2, Height: 2, Body: []byte("f")}}}
		if _, err := s.DB().Exec(fmt.Sprintf(`UPDATE stored_photos SET bytes = %d WHERE hash = 'filler'`,
			garihaat.MaxSellerStoredBytes-bytes-2)); err != nil {
			t.Fatal(err)
		}
		unsent, err := s.Conversations.AddPhoto(ctx, me, id, small, now)
		if err != nil {
			t.Fatalf("a photo that fits exactly: %v", err)
		}
		attempts := func() int {
			t.Helper()
			var n int
			if err := s.DB().QueryRow(fmt.Sprintf(`SELECT COUNT(*) FROM conversation_attempts WHERE user_id = %d`, seller.UserID)).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		counted := attempts()
		err = s.Conversations.StartPhotoUpload(ctx, garihaat.MessageInput{Viewer: me, IP: "192.0.2.9", Now: now}, id, garihaat.DefaultConversationLimits())
		refusedFull("an upload when full, before its decode", err)
		if attempts() != counted {
			t.Error("an upload refused for the allowance was counted against the hour")
		}
		// Their listings share the allowance: a listing upload is refused too.
		v, err := s.CreateMyVehicle(ctx, seller, truck(t))
		if err != nil {
			t.Fatal(err)
		}
		refusedFull("a listing upload when conversation photos fill the rest", s.StartMyUpload(ctx, seller, v.ID))

		// Staff attach in the inbox whatever the buyer's allowance or
		// their own (a clerk's listing photos filling theirs).
		if _, err := s.DB().Exec(fmt.Sprintf(`INSERT INTO stored_photos (hash, owner_id, bytes) VALUES ('clerk', %d, %d)`,
			clerk.ID, garihaat.MaxSellerStoredBytes-1)); err != nil {
			t.Fatal(err)
		}
		mustUpload(t, s, inbox, id, "answer", now)

		// Removing the unsent photo frees its room at once.
		if err := s.Conversations.DeletePhoto(ctx, me, id, unsent.ID); err != nil {
			t.Fatal(err)
		}
		if err := s.StartMyUpload(ctx, seller, v.ID); err != nil {
			t.Errorf("an upload once the unsent photo was removed: %v", err)
		}
	})
}

// recordingPuts is an object store that remembers the paths put, and
// refuses every put after the first once fail is set: a photo's first size
// stored, the next refused.
type recordingPuts struct {
	media.Store
	fail bool
	mu   sync.Mutex
	put  []string
}

func (r *recordingPuts) Put(ctx context.Context, path, ctype string, body []byte) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.fail && len(r.put) > 0 {
		return errors.New("connection refused")
	}
	r.put = append(r.put, path)
	return r.Store.Put(ctx, path, ctype, body)
}

// TestAConversationPhotoTheObjectStoreRefusesLeavesNothing: a conversation
// photo whose second size the object store refuses is the uploader's 503
// (unavailable, Retry-After, the message on image), with no row and no
// object left: the size already put is deleted again, as nothing else
// would ever find its random name. Tried again it is stored.
func TestAConversationPhotoTheObjectStoreRefusesLeavesNothing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		objects := &recordingPuts{Store: storetest.OpenGateway(t)}
		s.UseMedia(objects)
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		buyer := mustUser(t, s, "01711000161")
		me := garihaat.Viewer{UserID: buyer.ID}
		id := mustAsk(t, s, ask(buyer, 1, "The tyre", now)).Message.ConversationID
		objects.put, objects.fail = nil, true

		_, err := s.Conversations.AddPhoto(ctx, me, id, chatPhoto("refused"), now)
		var e *garihaat.Error
		if !errors.As(err, &e) || e.Code != garihaat.EUNAVAILABLE || e.RetryAfter == 0 ||
			len(e.Fields["image"]) != 1 || e.Message != garihaat.Msg(garihaat.MsgPhotoStorageUnavailable) {
			t.Fatalf("a photo the object store refused: %#v", err)
		}
		if len(objects.put) != 1 {
			t.Fatalf("puts %v, want the first size only", objects.put)
		}
		if _, err := objects.Stat(ctx, objects.put[0]); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
			t.Errorf("the size put before the refusal is still stored: %v", err)
		}
		var rows int
		if err := s.DB().QueryRow(`SELECT COUNT(*) FROM conversation_photos`).Scan(&rows); err != nil || rows != 0 {
			t.Errorf("%d rows left by the refused photo, %v", rows, err)
		}

		objects.fail = false
		p, err := s.Conversations.AddPhoto(ctx, me, id, chatPhoto("again"), now)
		if err != nil {
			t.Fatal(err)
		}
		if body, code := photoBody(t, s, me, id, p.ID, garihaat.PhotoFull); body != "again-full" || code != "" {
			t.Errorf("the photo tried again: %q %s", body, code)
		}
	})
}
