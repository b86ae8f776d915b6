package store_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"garihaat"
	"garihaat/media"
	"garihaat/store"
	"garihaat/store/storetest"
)

// served says whether every size of the photo hash is still stored (and so
// answered on /media/u/<hash>-<size>.jpg).
func served(t *testing.T, s *store.Store, hash string) bool {
	t.Helper()
	n := 0
	for _, size := range media.Sizes {
		_, _, err := s.Media(context.Background(), "u/"+hash+"-"+size.Name+".jpg")
		switch garihaat.ErrorCode(err) {
		case "":
			n++
		case garihaat.ENOTFOUND:
		default:
			t.Fatal(err)
		}
	}
	if n != 0 && n != len(media.Sizes) {
		t.Fatalf("%s: %d of its sizes stored", hash, n)
	}
	return n > 0
}

// TestDeletedPhotosAreSweptAfterTheGrace: issue 46 found a deleted photo's
// sizes, and a deleted listing's, stored and public forever. A photo no
// vehicle shows is served through the grace period (pages and caches may
// still name it), then swept; a photo another vehicle shows, one shown
// again, and a record's logo stay.
func TestDeletedPhotosAreSweptAfterTheGrace(t *testing.T) {
	storetest.EachMedia(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		move := movableClock(s)
		a, b := newSeller(t, s, "01912000101"), newSeller(t, s, "01912000102")
		listing := func(sel garihaat.Seller, hashes ...string) (int64, []garihaat.VehicleImage) {
			t.Helper()
			v, err := s.CreateMyVehicle(ctx, sel, truck(t))
			if err != nil {
				t.Fatal(err)
			}
			var ims []garihaat.VehicleImage
			for _, h := range hashes {
				im, err := s.AddMyVehicleImage(ctx, sel, v.ID, photo(h))
				if err != nil {
					t.Fatal(err)
				}
				ims = append(ims, im)
			}
			return v.ID, ims
		}
		sweep := func(limit int) int {
			t.Helper()
			n, err := s.SweepPhotos(ctx, limit)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		aID, aImages := listing(a, "gone", "shared", "again", "logo")
		listing(b, "shared")
		gone2ID, _ := listing(a, "whole1", "whole2")
		staff := garihaat.Actor{UserID: a.UserID, Phone: a.Phone, Role: garihaat.RoleOwner}
		adminID, _ := listing(b, "admin1")

		for _, im := range aImages {
			if err := s.DeleteMyVehicleImage(ctx, a, aID, im.ID); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.DeleteMyVehicle(ctx, a, gone2ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.DeleteVehicle(ctx, staff, adminID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.SaveMedia(ctx, photo("logo")); err != nil { // a record's field uses it now
			t.Fatal(err)
		}
		move(garihaat.PhotoGrace - time.Minute)
		if _, err := s.AddMyVehicleImage(ctx, a, aID, photo("again")); err != nil { // shown again in the grace
			t.Fatal(err)
		}
		if n := sweep(100); n != 0 {
			t.Errorf("%d photos swept inside the grace period", n)
		}
		for _, h := range []string{"gone", "whole1", "whole2", "admin1"} {
			if !served(t, s, h) {
				t.Errorf("%s: gone inside the grace period", h)
			}
		}
		move(2 * time.Minute)
		if n := sweep(3) + sweep(3); n != 4 { // bounded batches
			t.Errorf("%d photos swept, want 4", n)
		}
		for h, want := range map[string]bool{"gone": false, "whole1": false, "whole2": false, "admin1": false,
			"shared": true, "again": true, "logo": true} {
			if served(t, s, h) != want {
				t.Errorf("%s: served %v after the grace, want %v", h, !want, want)
			}
		}
		if n := sweep(100); n != 0 {
			t.Errorf("a second sweep found %d", n)
		}
		// A photo shown again after its files went is stored again.
		if _, err := s.AddMyVehicleImage(ctx, a, aID, photo("gone")); err != nil || !served(t, s, "gone") {
			t.Errorf("a swept photo uploaded again: %v, served %v", err, served(t, s, "gone"))
		}
	})
}

// TestSweepNeverTakesAPhotoAnUploadShowsAgain: a sweep and an upload of the
// same photo (its files shared, named by content) run at once, many times;
// whichever wins, a photo a vehicle shows has its files.
func TestSweepNeverTakesAPhotoAnUploadShowsAgain(t *testing.T) {
	storetest.EachMedia(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		move := movableClock(s)
		seller := newSeller(t, s, "01912000111")
		v, err := s.CreateMyVehicle(ctx, seller, truck(t))
		if err != nil {
			t.Fatal(err)
		}
		for round := range 12 {
			h := fmt.Sprintf("race%d", round)
			im, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo(h))
			if err != nil {
				t.Fatal(err)
			}
			if err := s.DeleteMyVehicleImage(ctx, seller, v.ID, im.ID); err != nil {
				t.Fatal(err)
			}
			move(garihaat.PhotoGrace + time.Second)
			var wg sync.WaitGroup
			start := make(chan struct{})
			var added garihaat.VehicleImage
			var addErr, sweepErr error
			wg.Add(2)
			go func() { defer wg.Done(); <-start; added, addErr = s.AddMyVehicleImage(ctx, seller, v.ID, photo(h)) }()
			go func() { defer wg.Done(); <-start; _, sweepErr = s.SweepPhotos(ctx, 100) }()
			close(start)
			wg.Wait()
			if addErr != nil || sweepErr != nil {
				t.Fatalf("round %d: add %v, sweep %v", round, addErr, sweepErr)
			}
			if !served(t, s, h) {
				t.Fatalf("round %d: the sweep took the files of a photo the listing shows", round)
			}
			if err := s.DeleteMyVehicleImage(ctx, seller, v.ID, added.ID); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestSweepRechecksAStampedPhoto: a photo stamped unused while another
// vehicle took it up (a stamp's check read before that upload committed)
// is found shown at the sweep, kept, and unstamped.
func TestSweepRechecksAStampedPhoto(t *testing.T) {
	storetest.EachMedia(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		seller := newSeller(t, s, "01912000121")
		v, err := s.CreateMyVehicle(ctx, seller, truck(t))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo("stamped")); err != nil {
			t.Fatal(err)
		}
		if _, err := s.DB().Exec(`UPDATE stored_photos SET unused_since = 1 WHERE hash = 'stamped'`); err != nil {
			t.Fatal(err)
		}
		if n, err := s.SweepPhotos(ctx, 100); err != nil || n != 0 || !served(t, s, "stamped") {
			t.Fatalf("swept %d, %v; served %v", n, err, served(t, s, "stamped"))
		}
		var unused *int64
		if err := s.DB().QueryRow(`SELECT unused_since FROM stored_photos WHERE hash = 'stamped'`).Scan(&unused); err != nil || unused != nil {
			t.Errorf("still stamped: %v %v", unused, err)
		}
	})
}

// TestSellerStorageIsBounded: what a seller's photos take, deleted ones
// waiting for the sweep included, is bounded by MaxSellerStoredBytes: an
// upload past it is refused with a message that says so (before the decode
// once full), and a sweep frees the space.
func TestSellerStorageIsBounded(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		move := movableClock(s)
		seller := newSeller(t, s, "01912000131")
		v, err := s.CreateMyVehicle(ctx, seller, truck(t))
		if err != nil {
			t.Fatal(err)
		}
		im, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo("first"))
		if err != nil {
			t.Fatal(err)
		}
		// Fill the rest but 10 bytes with one large photo of theirs.
		var used int64
		if err := s.DB().QueryRow(`SELECT bytes FROM stored_photos WHERE hash = 'first'`).Scan(&used); err != nil {
			t.Fatal(err)
		}
		if used == 0 {
			t.Fatal("the photo's bytes are not counted")
		}
		if _, err := s.DB().Exec(fmt.Sprintf(`UPDATE stored_photos SET bytes = %d WHERE hash = 'first'`,
			garihaat.MaxSellerStoredBytes-10)); err != nil {
			t.Fatal(err)
		}
		full := garihaat.Msg(garihaat.MsgPhotoStorageFull, garihaat.MaxSellerStoredBytes>>20)
		_, err = s.AddMyVehicleImage(ctx, seller, v.ID, photo("second"))
		if e, ok := err.(*garihaat.Error); !ok || e.Code != garihaat.EINVALID || !slices.Contains(e.Fields["image"], full) {
			t.Fatalf("a photo past the storage: %v", err)
		}
		// Deleting does not free the space until the sweep.
		if err := s.DeleteMyVehicleImage(ctx, seller, v.ID, im.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.DB().Exec(fmt.Sprintf(`UPDATE stored_photos SET bytes = %d WHERE hash = 'first'`,
			garihaat.MaxSellerStoredBytes)); err != nil {
			t.Fatal(err)
		}
		if err := s.StartMyUpload(ctx, seller, v.ID); garihaat.ErrorSaid(err) != full {
			t.Errorf("an upload when full, before its decode: %v", err)
		}
		move(garihaat.PhotoGrace + time.Second)
		if n, err := s.SweepPhotos(ctx, 100); err != nil || n != 1 {
			t.Fatalf("swept %d, %v", n, err)
		}
		if err := s.StartMyUpload(ctx, seller, v.ID); err != nil {
			t.Errorf("an upload once the sweep freed the space: %v", err)
		}
		// Another seller's photo shown already costs nothing to show again.
		other := newSeller(t, s, "01912000132")
		ov, err := s.CreateMyVehicle(ctx, other, truck(t))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.AddMyVehicleImage(ctx, other, ov.ID, photo("popular")); err != nil {
			t.Fatal(err)
		}
		if _, err := s.DB().Exec(fmt.Sprintf(`INSERT INTO stored_photos (hash, owner_id, bytes) VALUES ('filler', %d, %d)`,
			seller.UserID, garihaat.MaxSellerStoredBytes-1)); err != nil {
			t.Fatal(err)
		}
		if _, err := s.AddMyVehicleImage(ctx, seller, v.ID, photo("popular")); err != nil {
			t.Errorf("a photo already shown elsewhere: %v", err)
		}
	})
}

// TestPhotoSizesAreMedias: the sweep deletes the files of the sizes
// media.Sizes makes.
func TestPhotoSizesAreMedias(t *testing.T) {
	var names []string
	for _, s := range media.Sizes {
		names = append(names, s.Name)
	}
	if !slices.Equal(names, store.PhotoSizes) {
		t.Errorf("the sweep deletes %v, media makes %v", store.PhotoSizes, names)
	}
}

// TestPhotosFromBeforeTheirRecordsAreSwept: photos stored before
// stored_photos (migration 00023) that no vehicle showed any more, and
// logos stored the same way, had no row and were never swept (issue 46).
// Migration 00036 gives them one: an orphan is swept after the grace, a
// photo a vehicle shows and a logo a record names stay.
func TestPhotosFromBeforeTheirRecordsAreSwept(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		// The migration stamps the database's own time.
		var now atomic.Int64
		now.Store(time.Now().UnixNano())
		s.Now = func() time.Time { return time.Unix(0, now.Load()) }
		legacy := func(hash string) {
			t.Helper()
			for _, size := range media.Sizes {
				if _, err := s.DB().Exec(s.Rebind(`INSERT INTO media (path, content_type, body, created_at) VALUES (?, 'image/jpeg', ?, 0)`),
					"u/"+hash+"-"+size.Name+".jpg", []byte("jpeg "+size.Name)); err != nil {
					t.Fatal(err)
				}
			}
		}
		for _, h := range []string{"orphan0123456789abcdefgh", "shown0123456789abcdefghi", "logo0123456789abcdefghij", "oldlogo0123456789abcdefg"} {
			legacy(h)
		}
		exec := func(q string, args ...any) {
			t.Helper()
			if _, err := s.DB().Exec(s.Rebind(q), args...); err != nil {
				t.Fatal(err)
			}
		}
		var vehicleID int64
		if err := s.DB().QueryRow(`SELECT MIN(id) FROM vehicles`).Scan(&vehicleID); err != nil {
			t.Fatal(err)
		}
		exec(`INSERT INTO vehicle_images (vehicle_id, position, url, card_url, full_url) VALUES (?, 99, ?, ?, ?)`, vehicleID,
			"/media/u/shown0123456789abcdefghi-detail.jpg", "/media/u/shown0123456789abcdefghi-card.jpg", "/media/u/shown0123456789abcdefghi-full.jpg")
		exec(`UPDATE dealers SET image = ? WHERE id = (SELECT MIN(id) FROM dealers)`, "/media/u/logo0123456789abcdefghij-detail.jpg")
		// oldlogo: a logo no record names any more, like an orphaned photo.
		if err := s.AdoptLegacyPhotos(ctx); err != nil {
			t.Fatal(err)
		}
		if err := s.AdoptLegacyPhotos(ctx); err != nil { // again: nothing more
			t.Fatal(err)
		}
		if n, err := s.SweepPhotos(ctx, 100); err != nil || n != 0 {
			t.Fatalf("swept %d (%v) inside the grace period", n, err)
		}
		now.Add(int64(garihaat.PhotoGrace + time.Hour))
		if n, err := s.SweepPhotos(ctx, 100); err != nil || n != 2 {
			t.Errorf("swept %d (%v), want the orphan and the old logo", n, err)
		}
		for h, want := range map[string]bool{"orphan0123456789abcdefgh": false, "oldlogo0123456789abcdefg": false,
			"shown0123456789abcdefghi": true, "logo0123456789abcdefghij": true} {
			if served(t, s, h) != want {
				t.Errorf("%s: stored %v, want %v", h, !want, want)
			}
		}
	})
}
