package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestDeletedPhotoAnswers404AfterTheGrace: issue 46 found a deleted photo
// still answering 200 on /media/u/<hash>-full.jpg, cacheable for a year.
// A photo is cacheable no longer than the grace period, served through it
// after its deletion, and answers 404 once swept; a seller whose photos
// fill their storage is told so, in the spec's error shape.
func TestDeletedPhotoAnswers404AfterTheGrace(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		seller := e.signIn(t, "01712000091")
		images := draft(t, e, seller)
		png, pngType := upload(t, testImage(t, "photo.png"))
		rec := send(e, "POST", images, seller, png, pngType)
		var m struct{ Image garihaat.VehicleImage }
		if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil || rec.Code != http.StatusCreated {
			t.Fatalf("upload: %d %s", rec.Code, rec.Body)
		}
		get := func() *httptest.ResponseRecorder {
			rec := httptest.NewRecorder()
			e.h.ServeHTTP(rec, httptest.NewRequest("GET", m.Image.FullURL, nil))
			return rec
		}
		if rec := get(); rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != "public, max-age=86400" {
			t.Errorf("a photo shown: %d %q", rec.Code, rec.Header().Get("Cache-Control"))
		}
		if rec := send(e, "DELETE", fmt.Sprintf("%s/%d", images, m.Image.ID), seller, "", ""); rec.Code != http.StatusOK {
			t.Fatalf("delete: %d %s", rec.Code, rec.Body)
		}
		if n, err := s.SweepPhotos(t.Context(), 100); err != nil || n != 0 || get().Code != http.StatusOK {
			t.Errorf("inside the grace: swept %d, %v", n, err)
		}
		e.clock.Advance(garihaat.PhotoGrace)
		if n, err := s.SweepPhotos(t.Context(), 100); err != nil || n != 1 {
			t.Errorf("after the grace: swept %d, %v", n, err)
		}
		if rec := get(); rec.Code != http.StatusNotFound {
			t.Errorf("a swept photo: %d", rec.Code)
		}

		if _, err := s.DB().Exec(fmt.Sprintf(`INSERT INTO stored_photos (hash, owner_id, bytes)
			SELECT 'filler', id, %d FROM users WHERE phone = '01712000091'`, garihaat.MaxSellerStoredBytes)); err != nil {
			t.Fatal(err)
		}
		rec = send(e, "POST", images, seller, png, pngType)
		if rec.Code != http.StatusUnprocessableEntity || !strings.Contains(rec.Body.String(), `"status":false`) ||
			!strings.Contains(rec.Body.String(), `"image":[`) || !strings.Contains(rec.Body.String(), "৫১২ MB") {
			t.Errorf("an upload when the storage is full: %d %s", rec.Code, rec.Body)
		}
	})
}
