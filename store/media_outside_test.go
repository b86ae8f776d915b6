package store_test

import (
	"context"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestPhotosOutsideTheDatabase: what `garihaat backup` says it does not
// copy counts the conversations' photos beside the listings' when their
// files live on object storage, sent or waiting to be sent, and none
// while the media table holds them (the backup has them then).
func TestPhotosOutsideTheDatabase(t *testing.T) {
	storetest.EachMedia(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, now := context.Background(), storetest.Now
		buyer := mustUser(t, s, "01711000171")
		me := garihaat.Viewer{UserID: buyer.ID}
		id := mustAsk(t, s, ask(buyer, 1, "Seats?", now)).Message.ConversationID
		sent := mustUpload(t, s, me, id, "sent", now)
		in := ask(buyer, 0, "", now)
		in.PhotoIDs = []int64{sent.ID}
		if _, err := s.Conversations.Send(ctx, id, in, garihaat.ConversationLimits{}); err != nil {
			t.Fatal(err)
		}
		mustUpload(t, s, me, id, "waiting", now)
		if _, err := s.AddVehicleImage(ctx, staff, 1, photo("listing")); err != nil {
			t.Fatal(err)
		}
		want := store.OutsidePhotos{}
		if _, inTable := s.MediaStore().(store.DBMedia); !inTable {
			want = store.OutsidePhotos{Listings: 1, Conversations: 2}
		}
		o, err := s.PhotosOutsideDatabase(ctx)
		if err != nil || o != want || o.Total() != want.Listings+want.Conversations {
			t.Errorf("photos outside the database: %+v %v, want %+v", o, err, want)
		}
	})
}
