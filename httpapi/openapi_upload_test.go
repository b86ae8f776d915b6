package httpapi_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"testing"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/media"
	"garihaat/store"
	"garihaat/store/storetest"
)

// downBucket is object storage that is down: it takes nothing and has
// nothing (every call fails as a refused connection would).
type downBucket struct{}

var errBucketDown = errors.New("dial tcp 127.0.0.1:9: connection refused")

func (downBucket) Put(context.Context, string, string, []byte) error { return errBucketDown }
func (downBucket) Stat(context.Context, string) (media.Info, error) {
	return media.Info{}, errBucketDown
}
func (downBucket) Open(context.Context, string) (media.Info, io.ReadCloser, error) {
	return media.Info{}, nil, errBucketDown
}
func (downBucket) Delete(context.Context, ...string) error { return errBucketDown }

var _ media.Store = downBucket{}

// photoStorageContract: every photo upload answers 503 when the media
// store does not take the photo's files (issue 47) — a second instance of
// the server on the same database whose object storage is down — with
// Retry-After, the spec's error body naming the image field in the
// caller's language, and nothing written: no photo, no vehicle's image, no
// conversation's photo, no media row. The conversations' uploads (issue
// 48), the buyer's and the staff's, answer the same.
func photoStorageContract(t *testing.T, sc *specChecker, e *authEnv, s *store.Store) {
	t.Helper()
	down := storetest.SecondInstance(t, s)
	down.UseMedia(downBucket{})
	deps := e.deps
	deps.Images, deps.Sellers, deps.Conversations = down, down, down.Conversations
	h, err := httpapi.NewServer(deps)
	if err != nil {
		t.Fatal(err)
	}
	owner := staffTokenFrom(t, e, s, "01818000082", garihaat.RoleOwner, "203.0.113.81")
	seller := e.signInFrom(t, "01718000081", "203.0.113.81") // a phone no other contract scenario signs in with
	_, m := sc.do(t, e.h, apiCall{method: "POST", path: "/my-vehicles", token: seller, body: `{"type_id":1,"brand_id":1}`, want: 201})
	listing := idOf(t, m, "vehicle")
	_, m = sc.do(t, e.h, apiCall{method: "POST", path: "/conversations", token: seller, ip: "203.0.113.81", body: `{"text":"Is the photo clear?"}`, want: 201})
	chat := idOf(t, m, "conversation")
	rows := func() int {
		t.Helper()
		var n int
		if err := s.DB().QueryRow(`SELECT (SELECT COUNT(*) FROM stored_photos) + (SELECT COUNT(*) FROM vehicle_images)
			+ (SELECT COUNT(*) FROM conversation_photos) + (SELECT COUNT(*) FROM media)`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := rows()
	body, ctype := upload(t, testImage(t, "photo.png"))
	for _, c := range []apiCall{
		{method: "POST", path: "/my-vehicles/" + listing + "/images", token: seller},
		{method: "POST", path: "/admin/vehicles/1/images", token: owner},
		{method: "POST", path: "/admin/media", token: owner},
		{method: "POST", path: "/conversations/" + chat + "/photos", token: seller, ip: "203.0.113.81"},
		{method: "POST", path: "/admin/conversations/" + chat + "/photos", token: owner},
	} {
		for _, lang := range []string{"bn", "en"} {
			c.body, c.ctype, c.lang, c.want = body, ctype, lang, 503
			rec, m := sc.do(t, h, c)
			said := garihaat.Say(lang, garihaat.MsgPhotoStorageUnavailable)
			errs, _ := m["errors"].(map[string]any)
			if m["code"] != garihaat.EUNAVAILABLE || m["message"] != said || fmt.Sprint(errs["image"]) != "["+said+"]" {
				t.Errorf("%s %s in %s: %v", c.method, c.path, lang, m)
			}
			if ra, err := strconv.Atoi(rec.Header().Get("Retry-After")); err != nil || ra < 1 {
				t.Errorf("%s %s: Retry-After %q", c.method, c.path, rec.Header().Get("Retry-After"))
			}
		}
	}
	if after := rows(); after != before {
		t.Errorf("refused uploads left %d rows behind", after-before)
	}
	// The same photos through the working instance are stored.
	sc.do(t, e.h, apiCall{method: "POST", path: "/my-vehicles/" + listing + "/images", token: seller, body: body, ctype: ctype, want: 201})
	stored := rows()
	if stored == before {
		t.Error("the photo through the working instance was not stored")
	}
	sc.do(t, e.h, apiCall{method: "POST", path: "/conversations/" + chat + "/photos", token: seller, ip: "203.0.113.81", body: body, ctype: ctype, want: 201})
	if rows() == stored {
		t.Error("the conversation's photo through the working instance was not stored")
	}

	// Forwarding a question with a photo to the seller of vehicle 5 (made a
	// private seller's by reviewThreadContract): the copy cannot be read or
	// stored, so nothing is forwarded (hB).
	buyer := e.signInFrom(t, "01718000083", "203.0.113.83")
	_, m = sc.do(t, e.h, apiCall{method: "POST", path: "/conversations", token: buyer, ip: "203.0.113.83", body: `{"vehicle_id":5,"text":"This scratch?"}`, want: 201})
	asked := idOf(t, m, "conversation")
	_, m = sc.do(t, e.h, apiCall{method: "POST", path: "/conversations/" + asked + "/photos", token: buyer, ip: "203.0.113.83", body: body, ctype: ctype, want: 201})
	photo := idOf(t, m, "photo")
	_, m = sc.do(t, e.h, apiCall{method: "POST", path: "/conversations/" + asked + "/messages", token: buyer, ip: "203.0.113.83", body: `{"text":"Here.","photo_ids":[` + photo + `]}`, want: 201})
	msg := idOf(t, m, "message")
	before = rows()
	var messages int
	count := func() int {
		t.Helper()
		if err := s.DB().QueryRow(`SELECT COUNT(*) FROM conversation_messages`).Scan(&messages); err != nil {
			t.Fatal(err)
		}
		return messages
	}
	sent := count()
	_, m = sc.do(t, h, apiCall{method: "POST", path: "/admin/conversations/" + asked + "/forward", token: owner, body: `{"message_id":` + msg + `}`, want: 503, lang: "en"})
	if m["code"] != garihaat.EUNAVAILABLE {
		t.Errorf("a forward whose photos cannot be copied: %v", m)
	}
	if rows() != before || count() != sent {
		t.Error("a refused forward left rows behind")
	}
}
