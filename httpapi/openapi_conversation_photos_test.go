package httpapi_test

import (
	"bytes"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"garihaat"
	"garihaat/store"
)

// conversationPhotosContract exercises the photos of conversations (issue
// 48 item 4): a buyer uploads two photos and sends them; only the
// conversation's people see them (another buyer, an editor: 404), never
// through /media/; a fifth photo, another conversation's or a bad file is
// refused; an unsent photo is removed; staff attach too; unsent photos are
// bounded (409), uploads counted an hour (429, refused decodes included)
// and a blocked buyer cannot attach (403).
func conversationPhotosContract(t *testing.T, do func(apiCall) (*httptest.ResponseRecorder, map[string]any), e *authEnv, s *store.Store) {
	t.Helper()
	clerk := staffTokenFrom(t, e, s, "01815000031", garihaat.RoleSales, "203.0.113.71")
	editor := staffTokenFrom(t, e, s, "01815000032", garihaat.RoleEditor, "203.0.113.72")
	buyer := e.signInFrom(t, "01715000031", "203.0.113.73")
	other := e.signInFrom(t, "01715000032", "203.0.113.74")
	imgBody, imgType := upload(t, testImage(t, "photo.png"))
	badBody, badType := upload(t, testImage(t, "not-an-image.jpg"))
	hugeBody, hugeType := upload(t, bytes.Repeat([]byte{0}, 11<<20))

	// Without a session: 401; a buyer is no staff member: 403.
	for _, c := range []apiCall{
		{method: "POST", path: "/conversations/1/photos", body: imgBody, ctype: imgType},
		{method: "DELETE", path: "/conversations/1/photos/1"}, {method: "GET", path: "/conversations/1/photos/1/card"},
		{method: "POST", path: "/admin/conversations/1/photos", body: imgBody, ctype: imgType},
		{method: "DELETE", path: "/admin/conversations/1/photos/1"}, {method: "GET", path: "/admin/conversations/1/photos/1/card"},
	} {
		c.want, c.offSpec = 401, true
		do(c)
		c.token, c.offSpec, c.lang = "not-a-token", false, "en"
		do(c)
		if strings.HasPrefix(c.path, "/admin/") {
			c.token, c.want = buyer, 403
			do(c)
		}
	}

	_, m := do(apiCall{method: "POST", path: "/conversations", token: buyer, ip: "203.0.113.73", body: `{"vehicle_id":3,"text":"The dent, see photos"}`, want: 201})
	id := idOf(t, m, "conversation")
	_, m = do(apiCall{method: "POST", path: "/conversations", token: buyer, ip: "203.0.113.73", body: `{"text":"Support"}`, want: 201})
	elsewhere := idOf(t, m, "conversation")
	photos := "/conversations/" + id + "/photos/"
	up := func(token, path string) string {
		t.Helper()
		_, m := do(apiCall{method: "POST", path: path, token: token, ip: "203.0.113.73", body: imgBody, ctype: imgType, want: 201})
		if p := m["photo"].(map[string]any); p["width"] != 60.0 || p["height"] != 30.0 {
			t.Errorf("photo %v", p)
		}
		return idOf(t, m, "photo")
	}
	p1, p2 := up(buyer, "/conversations/"+id+"/photos"), up(buyer, "/conversations/"+id+"/photos")
	stray := up(buyer, "/conversations/"+elsewhere+"/photos")
	do(apiCall{method: "POST", path: "/conversations/" + id + "/photos", token: buyer, body: badBody, ctype: badType, want: 422, lang: "en"})
	do(apiCall{method: "POST", path: "/conversations/" + id + "/photos", token: buyer, body: hugeBody, ctype: hugeType, want: 413, offSpec: true})
	do(apiCall{method: "POST", path: "/conversations/99999/photos", token: buyer, body: imgBody, ctype: imgType, want: 404})
	do(apiCall{method: "POST", path: "/conversations/" + id + "/photos", token: other, body: imgBody, ctype: imgType, want: 404})

	// Unsent: its uploader alone sees it, privately; /media/ never serves it.
	rec, _ := do(apiCall{method: "GET", path: photos + p1 + "/card", token: buyer, want: 200})
	if cc := rec.Header().Get("Cache-Control"); !strings.HasPrefix(cc, "private") || rec.Header().Get("Content-Type") != "image/jpeg" ||
		!bytes.HasPrefix(rec.Body.Bytes(), []byte{0xff, 0xd8}) {
		t.Errorf("a photo answered %q %q", cc, rec.Header().Get("Content-Type"))
	}
	do(apiCall{method: "GET", path: photos + p1 + "/card", token: buyer, etag: rec.Header().Get("ETag"), want: 304})
	do(apiCall{method: "GET", path: photos + p1 + "/full", token: other, want: 404})
	do(apiCall{method: "GET", path: "/admin/conversations/" + id + "/photos/" + p1 + "/full", token: clerk, want: 404})
	do(apiCall{method: "GET", path: photos + p1 + "/detail", token: buyer, want: 404, offSpec: true})
	var name string
	if err := s.DB().QueryRow(`SELECT name FROM conversation_photos WHERE id = ` + p1).Scan(&name); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/media/c/" + name + "-card.jpg", "/media/c/" + name + "-full.jpg"} {
		r := httptest.NewRequest("GET", path, nil)
		w := httptest.NewRecorder()
		e.h.ServeHTTP(w, r)
		if w.Code != 404 {
			t.Errorf("GET %s: %d", path, w.Code)
		}
	}

	// Refused messages store nothing: five photos, another conversation's.
	_, m = do(apiCall{method: "POST", path: "/conversations/" + id + "/messages", token: buyer, lang: "en", want: 422,
		body: fmt.Sprintf(`{"text":"","photo_ids":[%s,%s,%s,99998,99999]}`, p1, p2, stray)})
	if f := m["errors"].(map[string]any)["photo_ids"].([]any); len(f) == 0 || f[0] != "A message holds at most 4 photos." {
		t.Errorf("five photos: %v", m)
	}
	do(apiCall{method: "POST", path: "/conversations/" + id + "/messages", token: buyer, want: 422,
		body: fmt.Sprintf(`{"text":"x","photo_ids":[%s,%s]}`, p1, stray)})
	_, m = do(apiCall{method: "POST", path: "/conversations/" + id + "/messages", token: buyer, idem: "photos-1", want: 201,
		body: fmt.Sprintf(`{"text":"","photo_ids":[%s,%s]}`, p1, p2)})
	if ps, _ := m["message"].(map[string]any)["photos"].([]any); len(ps) != 2 || fmt.Sprint(ps[0].(map[string]any)["id"]) != p1 {
		t.Errorf("sent photos %v", m["message"])
	}
	// Sent: staff see it; another buyer and an editor (buyers' threads are
	// not theirs) do not; it is no longer the uploader's to remove.
	rec, _ = do(apiCall{method: "GET", path: "/admin/conversations/" + id + "/photos/" + p2 + "/full", token: clerk, want: 200})
	do(apiCall{method: "GET", path: "/admin/conversations/" + id + "/photos/" + p2 + "/full", token: clerk, etag: rec.Header().Get("ETag"), want: 304})
	do(apiCall{method: "GET", path: "/admin/conversations/" + id + "/photos/" + p2 + "/full", token: editor, want: 404})
	do(apiCall{method: "GET", path: photos + p2 + "/card", token: other, want: 404})
	do(apiCall{method: "DELETE", path: photos + p1, token: buyer, want: 404})
	_, m = do(apiCall{method: "GET", path: "/conversations/" + id + "/messages", token: buyer, want: 200})
	if ps, _ := m["messages"].([]any)[0].(map[string]any)["photos"].([]any); len(ps) != 2 {
		t.Errorf("the thread's newest message %v", m["messages"])
	}

	// An unsent photo is taken out of the box, once, by its uploader only.
	p3 := up(buyer, "/conversations/"+id+"/photos")
	do(apiCall{method: "DELETE", path: photos + p3, token: other, want: 404})
	do(apiCall{method: "DELETE", path: photos + p3, token: buyer, want: 200, lang: "en"})
	do(apiCall{method: "DELETE", path: photos + p3, token: buyer, want: 404})

	// Staff attach to their answer; at most 12 wait unsent.
	admin := "/admin/conversations/" + id + "/photos"
	sp := up(clerk, admin)
	do(apiCall{method: "POST", path: "/admin/conversations/" + id + "/messages", token: clerk, want: 201, body: `{"text":"Ours","photo_ids":[` + sp + `]}`})
	do(apiCall{method: "GET", path: photos + sp + "/full", token: buyer, want: 200})
	do(apiCall{method: "POST", path: admin, token: clerk, body: badBody, ctype: badType, want: 422})
	do(apiCall{method: "POST", path: admin, token: clerk, body: hugeBody, ctype: hugeType, want: 413, offSpec: true})
	do(apiCall{method: "POST", path: "/admin/conversations/99999/photos", token: clerk, body: imgBody, ctype: imgType, want: 404})
	gone := up(clerk, admin)
	do(apiCall{method: "DELETE", path: admin + "/" + gone, token: clerk, want: 200})
	do(apiCall{method: "DELETE", path: admin + "/" + gone, token: clerk, want: 404})
	for range garihaat.MaxUnsentPhotos {
		up(clerk, admin)
	}
	do(apiCall{method: "POST", path: admin, token: clerk, body: imgBody, ctype: imgType, want: 409, lang: "en"})
	for range garihaat.MaxUnsentPhotos - 1 { // stray waits too
		up(buyer, "/conversations/"+id+"/photos")
	}
	do(apiCall{method: "POST", path: "/conversations/" + id + "/photos", token: buyer, body: imgBody, ctype: imgType, want: 409})

	// The hour's uploads are counted before decoding: refused files too.
	third := e.signInFrom(t, "01715000033", "203.0.113.75")
	_, m = do(apiCall{method: "POST", path: "/conversations", token: third, ip: "203.0.113.75", body: `{"text":"Hello"}`, want: 201})
	tid := idOf(t, m, "conversation")
	for range garihaat.DefaultConversationLimits().UserPhotosHourly {
		do(apiCall{method: "POST", path: "/conversations/" + tid + "/photos", token: third, ip: "203.0.113.75", body: badBody, ctype: badType, want: 422})
	}
	rec, _ = do(apiCall{method: "POST", path: "/conversations/" + tid + "/photos", token: third, ip: "203.0.113.75", body: imgBody, ctype: imgType, want: 429, lang: "en"})
	if rec.Header().Get("Retry-After") == "" {
		t.Error("429 without Retry-After")
	}
	// Blocked: no photos either.
	do(apiCall{method: "POST", path: "/admin/conversations/" + tid + "/block", token: clerk, body: `{"reason":"spam"}`, want: 200})
	do(apiCall{method: "POST", path: "/conversations/" + tid + "/photos", token: third, ip: "203.0.113.75", body: imgBody, ctype: imgType, want: 403, lang: "en"})
}
