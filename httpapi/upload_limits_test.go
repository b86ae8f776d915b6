package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/media"
	"garihaat/media/jpegtest"
	"garihaat/store"
	"garihaat/store/storetest"
)

// send posts body to path as token from its own address.
func send(e *authEnv, method, path, token, body, ctype string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, "/api/v1"+path, strings.NewReader(body))
	r.RemoteAddr = "192.0.2.7:40000"
	r.Header.Set("Authorization", "Bearer "+token)
	r.Header.Set("Content-Type", ctype)
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, r)
	return rec
}

// draft starts a listing for token and returns its images path.
func draft(t *testing.T, e *authEnv, token string) string {
	t.Helper()
	rec := send(e, "POST", "/my-vehicles", token, `{"type_id":1,"brand_id":1}`, "application/json")
	var m struct{ Vehicle struct{ ID int64 } }
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil || rec.Code != http.StatusCreated {
		t.Fatalf("a new listing: %d %s", rec.Code, rec.Body)
	}
	return fmt.Sprintf("/my-vehicles/%d/images", m.Vehicle.ID)
}

// TestSellerUploadsAreCountedBeforeTheyAreDecoded: issue 46's seller looped
// uploads the decoder refused, each costing 3.3–3.7 s of CPU and counted
// nowhere. An upload is counted before its body is read; one the decoder
// refuses still counts; past the hour's 60, or on a listing with its 12
// photos, the decoder never sees it.
func TestSellerUploadsAreCountedBeforeTheyAreDecoded(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		var decodes atomic.Int32
		e := newAuthEnvWith(t, s, func(d *httpapi.Deps) {
			d.Uploads.Process = func(b []byte) (garihaat.Photo, error) {
				decodes.Add(1)
				return media.Process(b)
			}
		})
		seller := e.signIn(t, "01712000071")
		images := draft(t, e, seller)
		uploads := func() (n int) {
			t.Helper()
			if err := s.DB().QueryRow(`SELECT COUNT(*) FROM seller_actions WHERE kind = 'upload'`).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		hostile, hostileType := upload(t, jpegtest.JPEG(7300, 5470, true, jpegtest.S444))
		for i := range garihaat.MaxSellerUploads {
			if rec := send(e, "POST", images, seller, hostile, hostileType); rec.Code != http.StatusUnprocessableEntity {
				t.Fatalf("hostile upload %d: %d %s", i, rec.Code, rec.Body)
			}
		}
		if n := uploads(); n != garihaat.MaxSellerUploads {
			t.Errorf("%d uploads counted after %d refused by the decoder", n, garihaat.MaxSellerUploads)
		}
		before := decodes.Load()
		png, pngType := upload(t, testImage(t, "photo.png"))
		rec := send(e, "POST", images, seller, png, pngType)
		if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" {
			t.Errorf("the 61st upload of the hour: %d %q %s", rec.Code, rec.Header().Get("Retry-After"), rec.Body)
		}
		if decodes.Load() != before {
			t.Error("an upload past the hour's limit was decoded")
		}

		// A listing with its 12 photos: 409, not decoded, not counted.
		other := e.signIn(t, "01712000072")
		full := draft(t, e, other)
		var id int64
		fmt.Sscanf(full, "/my-vehicles/%d/images", &id)
		for i := range garihaat.MaxSellerPhotos {
			if _, err := s.DB().Exec(fmt.Sprintf(`INSERT INTO vehicle_images (vehicle_id, position, url, card_url, full_url)
				VALUES (%d, %d, '/media/u/x-detail.jpg', '/media/u/x-card.jpg', '/media/u/x-full.jpg')`, id, i)); err != nil {
				t.Fatal(err)
			}
		}
		counted, before := uploads(), decodes.Load()
		if rec := send(e, "POST", full, other, png, pngType); rec.Code != http.StatusConflict {
			t.Errorf("a 13th photo: %d %s", rec.Code, rec.Body)
		}
		if decodes.Load() != before || uploads() != counted {
			t.Error("a photo for a full listing was decoded or counted")
		}
	})
}

// TestUploadsInFlightAreBoundedPerUserAndInAll: 64 concurrent uploads from
// one seller each held their body while waiting for the decoder (1.99 GB,
// issue 46). A user's uploads past PerUser are refused at once (429) and
// the instance's past InFlight too (503), before their bodies are read;
// another user's upload still gets its turn.
func TestUploadsInFlightAreBoundedPerUserAndInAll(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		started, release := make(chan struct{}), make(chan struct{})
		var decodes atomic.Int32
		freed := make(chan struct{}, 8)
		e := newAuthEnvWith(t, s, func(d *httpapi.Deps) {
			d.Uploads = httpapi.Uploads{PerUser: 1, InFlight: 2, Wait: time.Minute, FreeMemory: func() { freed <- struct{}{} },
				Process: func(b []byte) (garihaat.Photo, error) {
					if decodes.Add(1) == 1 { // the first holds the decoder until released
						close(started)
						<-release
					}
					return media.Process(b)
				}}
		})
		a, b, c := e.signIn(t, "01712000081"), e.signIn(t, "01712000082"), e.signIn(t, "01712000083")
		aImages, bImages, cImages := draft(t, e, a), draft(t, e, b), draft(t, e, c)
		big, bigType := upload(t, jpegtest.JPEG(6000, 4000, false, jpegtest.S420)) // 36 MB to decode
		png, pngType := upload(t, testImage(t, "photo.png"))
		first := make(chan *httptest.ResponseRecorder)
		go func() { first <- send(e, "POST", aImages, a, big, bigType) }()
		<-started

		rec := send(e, "POST", aImages, a, png, pngType)
		if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") != "5" ||
			!strings.Contains(rec.Body.String(), `"status":false`) {
			t.Errorf("a second upload of one user while the first is in flight: %d %q %s", rec.Code, rec.Header().Get("Retry-After"), rec.Body)
		}
		second := make(chan *httptest.ResponseRecorder)
		go func() { second <- send(e, "POST", bImages, b, png, pngType) }() // waits for the decoder
		// b's upload is in flight once it is counted (admitted, then counted).
		for counted := 0; counted == 0; runtime.Gosched() {
			if err := s.DB().QueryRow(`SELECT COUNT(*) FROM seller_actions s JOIN users u ON u.id = s.user_id
				WHERE u.phone = '01712000082' AND s.kind = 'upload'`).Scan(&counted); err != nil {
				t.Fatal(err)
			}
		}
		rec = send(e, "POST", cImages, c, png, pngType)
		if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") != "5" {
			t.Errorf("an upload past the instance's bound: %d %q %s", rec.Code, rec.Header().Get("Retry-After"), rec.Body)
		}
		var cCounted int
		if err := s.DB().QueryRow(`SELECT COUNT(*) FROM seller_actions s JOIN users u ON u.id = s.user_id
			WHERE u.phone = '01712000083' AND s.kind = 'upload'`).Scan(&cCounted); err != nil || cCounted != 0 {
			t.Errorf("an upload refused for the instance's bound was admitted: %d counted, %v", cCounted, err)
		}
		if decodes.Load() != 1 {
			t.Errorf("%d decodes began while the first held the decoder", decodes.Load())
		}
		close(release)
		if rec := <-first; rec.Code != http.StatusCreated {
			t.Errorf("the first upload: %d %s", rec.Code, rec.Body)
		}
		if rec := <-second; rec.Code != http.StatusCreated {
			t.Errorf("another user's upload that waited its turn: %d %s", rec.Code, rec.Body)
		}
		<-freed // the burst held a large decode: memory handed back once all are out
		if rec := send(e, "POST", aImages, a, png, pngType); rec.Code != http.StatusCreated {
			t.Errorf("a's next upload once the first is done: %d %s", rec.Code, rec.Body)
		}
	})
}

// TestStaffPhotoLimitBeforeTheDecode: the back office's 20 photos a
// vehicle were checked after the upload was decoded (seconds of CPU and up
// to media.MaxDecodedBytes for a photo then refused). A 21st photo is now
// refused with 409 before it is read; the decoder never sees it.
func TestStaffPhotoLimitBeforeTheDecode(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		var decodes atomic.Int32
		e := newAuthEnvWith(t, s, func(d *httpapi.Deps) {
			d.Uploads.Process = func(b []byte) (garihaat.Photo, error) {
				decodes.Add(1)
				return media.Process(b)
			}
		})
		owner := staffToken(t, e, s, "01811000046", garihaat.RoleOwner)
		var id int64
		fmt.Sscanf(draft(t, e, e.signIn(t, "01712000073")), "/my-vehicles/%d/images", &id)
		images := fmt.Sprintf("/admin/vehicles/%d/images", id)
		png, pngType := upload(t, testImage(t, "photo.png"))
		if rec := send(e, "POST", images, owner, png, pngType); rec.Code != http.StatusCreated {
			t.Fatalf("a first photo: %d %s", rec.Code, rec.Body)
		}
		for i := 1; i < store.MaxVehicleImages; i++ {
			if _, err := s.DB().Exec(fmt.Sprintf(`INSERT INTO vehicle_images (vehicle_id, position, url, card_url, full_url)
				VALUES (%d, %d, '/media/u/x-detail.jpg', '/media/u/x-card.jpg', '/media/u/x-full.jpg')`, id, i)); err != nil {
				t.Fatal(err)
			}
		}
		before := decodes.Load()
		rec := send(e, "POST", images, owner, png, pngType)
		if rec.Code != http.StatusConflict || !strings.Contains(rec.Body.String(), `"image"`) {
			t.Errorf("a 21st photo: %d %s", rec.Code, rec.Body)
		}
		if decodes.Load() != before {
			t.Error("a photo past the vehicle's 20 was decoded")
		}
		if rec := send(e, "POST", "/admin/vehicles/99999/images", owner, png, pngType); rec.Code != http.StatusNotFound || decodes.Load() != before {
			t.Errorf("a photo for no vehicle: %d %s (decoded: %v)", rec.Code, rec.Body, decodes.Load() != before)
		}
	})
}
