package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/media"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestUploadsWaitForTheDecoder: one photo is decoded at a time; an upload
// that cannot get the decoder within its wait is told 503 with Retry-After
// and nothing is stored, and the decoder is free again after each upload
// (issue 26: four large uploads at once took 2.16 GB and went unanswered).
func TestUploadsWaitForTheDecoder(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		started, release := make(chan struct{}), make(chan struct{})
		var decodes atomic.Int32
		e := newAuthEnvWith(t, s, func(d *httpapi.Deps) {
			d.Uploads = httpapi.Uploads{Wait: 20 * time.Millisecond, Process: func(b []byte) (garihaat.Photo, error) {
				if decodes.Add(1) == 1 { // the first holds the decoder until released
					close(started)
					<-release
				}
				return media.Process(b)
			}}
		})
		owner := staffToken(t, e, s, "01811000061", garihaat.RoleOwner)
		body, ctype := upload(t, testImage(t, "photo.png"))
		post := func() *httptest.ResponseRecorder {
			r := httptest.NewRequest("POST", "/api/v1/admin/vehicles/1/images", strings.NewReader(body))
			r.RemoteAddr = "192.0.2.1:40000"
			r.Header.Set("Authorization", "Bearer "+owner)
			r.Header.Set("Content-Type", ctype)
			rec := httptest.NewRecorder()
			e.h.ServeHTTP(rec, r)
			return rec
		}
		images := func() int {
			v, err := s.AdminVehicle(t.Context(), 1)
			if err != nil {
				t.Fatal(err)
			}
			return len(v.Images)
		}
		before := images()
		first := make(chan int)
		go func() { first <- post().Code }()
		<-started
		if rec := post(); rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") != "5" ||
			!strings.Contains(rec.Body.String(), `"status":false`) {
			t.Errorf("an upload while the decoder is busy: %d %q %s", rec.Code, rec.Header().Get("Retry-After"), rec.Body)
		}
		close(release)
		if code := <-first; code != http.StatusCreated {
			t.Errorf("the upload that held the decoder: %d", code)
		}
		if rec := post(); rec.Code != http.StatusCreated {
			t.Errorf("an upload after the decoder was freed: %d %s", rec.Code, rec.Body)
		}
		if n := images() - before; n != 2 {
			t.Errorf("%d photos stored, want the 2 answered 201", n)
		}
	})
}
