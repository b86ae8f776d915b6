package store_test

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"

	"garihaat"
	"garihaat/media"
	"garihaat/media/mediatest"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestDBMediaIsAMediaStore: the media table behaves as every media store
// must (the object store passes the same in package media).
func TestDBMediaIsAMediaStore(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) { mediatest.Run(t, s.DBMedia()) })
}

// failingPuts is an object store whose puts fail once fail is set, after
// the first one: a photo's first size stored, the next refused.
type failingPuts struct {
	media.Store
	fail atomic.Bool
	puts atomic.Int32
}

func (f *failingPuts) Put(ctx context.Context, path, ctype string, body []byte) error {
	if f.fail.Load() && f.puts.Add(1) > 1 {
		return errors.New("connection refused")
	}
	return f.Store.Put(ctx, path, ctype, body)
}

// TestAFailedObjectStoreSavesNothing: an upload whose files the object
// store does not take is refused as unavailable (the uploader's 503, with
// Retry-After) and leaves no row behind — no photo of the vehicle, no
// stored photo naming a missing file; tried again, it is stored and served.
// The demo's files were seeded onto the object store, none into the table.
func TestAFailedObjectStoreSavesNothing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		objects := &failingPuts{Store: storetest.OpenGateway(t)}
		s.UseMedia(objects)
		storetest.MustSeed(t, s)
		ctx := context.Background()
		if _, body, err := s.Media(ctx, "t/tata.svg"); err != nil || len(body) == 0 {
			t.Fatalf("a seeded file on the object store: %v", err)
		}
		if n, err := s.DBMedia().Count(ctx); err != nil || n != 0 {
			t.Errorf("%d files in the media table, %v; want none", n, err)
		}
		seller := newSeller(t, s, "01912000141")
		v, err := s.CreateMyVehicle(ctx, seller, truck(t))
		if err != nil {
			t.Fatal(err)
		}
		objects.fail.Store(true)
		_, err = s.AddMyVehicleImage(ctx, seller, v.ID, photo("refused"))
		var e *garihaat.Error
		if !errors.As(err, &e) || e.Code != garihaat.EUNAVAILABLE || e.RetryAfter == 0 ||
			len(e.Fields["image"]) != 1 || e.Message != garihaat.Msg(garihaat.MsgPhotoStorageUnavailable) {
			t.Fatalf("an upload the object store refused: %#v", err)
		}
		var rows int
		if err := s.DB().QueryRow(fmt.Sprintf(`SELECT (SELECT COUNT(*) FROM stored_photos WHERE hash = 'refused')
			+ (SELECT COUNT(*) FROM vehicle_images WHERE vehicle_id = %d)`, v.ID)).Scan(&rows); err != nil || rows != 0 {
			t.Errorf("%d rows left by the refused upload, %v", rows, err)
		}
		objects.fail.Store(false)
		if _, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo("refused")); err != nil {
			t.Fatal(err)
		}
		if !served(t, s, "refused") {
			t.Error("the photo tried again is not served")
		}
		if o, err := s.PhotosOutsideDatabase(ctx); err != nil || o != (store.OutsidePhotos{Listings: 1}) {
			t.Errorf("photos outside the database: %+v %v, want 1 of listings", o, err)
		}
	})
}
