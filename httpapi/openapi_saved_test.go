package httpapi_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"regexp"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
)

// savedContract exercises saved searches, price alerts and the alert
// SMS's links: a buyer saves a search, is refused bad input, another's
// search and an eleventh, a vehicle comes back on sale, the digest is
// queued, its short link leads to the list and its stop link stops it.
func savedContract(t *testing.T, do func(apiCall) (*httptest.ResponseRecorder, map[string]any), e *authEnv, s *store.Store) {
	t.Helper()
	ctx := context.Background()
	owner := garihaat.Actor{Phone: "01813000001", Role: garihaat.RoleOwner}
	buyer := e.signInFrom(t, "01713000001", "203.0.113.201")
	other := e.signInFrom(t, "01713000002", "203.0.113.201")
	for _, c := range []apiCall{
		{method: "GET", path: "/saved-searches"}, {method: "POST", path: "/saved-searches", body: `{"name":"x","query":""}`},
		{method: "PUT", path: "/saved-searches/1", body: `{"seen":true}`}, {method: "DELETE", path: "/saved-searches/1"},
		{method: "PUT", path: "/price-alerts", body: `{"on":false}`},
	} {
		c.want, c.offSpec = 401, true
		do(c)
		c.token, c.offSpec, c.lang = "not-a-token", false, "en"
		do(c)
	}
	// Vehicle 1 leaves the list before the search is saved and comes back after: news.
	if err := s.MoveVehicles(ctx, owner, []int64{1}, garihaat.VehicleArchived); err != nil {
		t.Fatal(err)
	}
	_, m := do(apiCall{method: "POST", path: "/saved-searches", token: buyer, body: `{"name":"সব ট্রাক","query":"vehicleType=1&sort=price_asc&page=2"}`, want: 201})
	id := "/saved-searches/" + fmt.Sprint(int64(m["search"].(map[string]any)["id"].(float64)))
	do(apiCall{method: "POST", path: "/saved-searches", token: buyer, body: `{"name":"","query":"minBudget=x"}`, want: 422, lang: "en"})
	do(apiCall{method: "PUT", path: id, token: other, body: `{"name":"mine"}`, want: 404})
	do(apiCall{method: "PUT", path: id, token: buyer, body: `{"query":"sort=nope"}`, want: 422})
	do(apiCall{method: "PUT", path: id, token: buyer, body: `{"name":"Trucks","alerts":true}`, want: 200, lang: "en"})
	do(apiCall{method: "DELETE", path: id, token: other, want: 404})
	// A district is named in the reader's language, whatever spelling the
	// name was saved with (here the code's, as the web wrote it once).
	_, m = do(apiCall{method: "POST", path: "/saved-searches", token: buyer, body: `{"name":"Truck · Coxs bazar","query":"district=coxs-bazar"}`, want: 201})
	saved := m["search"].(map[string]any)
	if saved["name"] != "Truck · কক্সবাজার" {
		t.Errorf("the district in Bangla: %v", saved)
	}
	_, m = do(apiCall{method: "GET", path: "/saved-searches", token: buyer, want: 200, lang: "en"})
	for _, x := range m["searches"].([]any) {
		if x := x.(map[string]any); x["id"] == saved["id"] && x["name"] != "Truck · Cox's Bazar" {
			t.Errorf("the district in English: %v", x)
		}
	}
	do(apiCall{method: "DELETE", path: "/saved-searches/" + fmt.Sprint(int64(saved["id"].(float64))), token: buyer, want: 200})
	for i := range garihaat.MaxSavedSearches {
		want := 201
		if i == garihaat.MaxSavedSearches-1 {
			want = 409
		}
		do(apiCall{method: "POST", path: "/saved-searches", token: buyer, body: `{"name":"n","query":"","alerts":false}`, want: want})
	}
	do(apiCall{method: "PUT", path: "/price-alerts", token: buyer, body: `{}`, want: 422, offSpec: true})
	do(apiCall{method: "PUT", path: "/price-alerts", token: buyer, body: `{"on":null}`, want: 422, offSpec: true})
	do(apiCall{method: "PUT", path: "/price-alerts", token: buyer, body: `{"on":true}`, want: 200})
	if err := s.MoveVehicles(ctx, owner, []int64{1}, garihaat.VehiclePublished); err != nil {
		t.Fatal(err)
	}
	_, m = do(apiCall{method: "GET", path: "/saved-searches", token: buyer, want: 200})
	if first := m["searches"].([]any)[0].(map[string]any); first["new"] != 1.0 || first["path"] != "/all-vehicles?sort=price_asc&vehicleType=1" {
		t.Errorf("the saved search after a vehicle came back: %v", first)
	}
	noon := time.Date(2026, 3, 11, 12, 0, 0, 0, garihaat.Dhaka)
	if n, err := s.SendAlerts(ctx, noon, garihaat.DefaultAlertHours, "https://garihaat.example"); err != nil || n != 1 {
		t.Fatalf("digests %d, %v", n, err)
	}
	msgs, _ := s.ClaimSMS(ctx, 50, 0)
	var token, open string
	for _, msg := range msgs {
		if sm := regexp.MustCompile(`/s/([A-Za-z0-9_-]+)`).FindStringSubmatch(msg.Body); sm != nil {
			token = sm[1]
		}
		if sm := regexp.MustCompile(`/n/([A-Za-z0-9_-]+)`).FindStringSubmatch(msg.Body); sm != nil {
			open = sm[1]
		}
	}
	if token == "" || open == "" {
		t.Fatalf("no digest among %+v", msgs)
	}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, httptest.NewRequest("GET", "/n/"+open, nil))
	if loc := rec.Header().Get("Location"); rec.Code != 302 || loc != "/all-vehicles?new=1&sort=price_asc&vehicleType=1" {
		t.Errorf("short link to %q", loc)
	}
	_, m = do(apiCall{method: "POST", path: "/alerts/stop", body: `{"token":"` + token + `"}`, want: 200})
	if st := m["stopped"].(map[string]any); len(st["searches"].([]any)) != 1 {
		t.Errorf("stopped %v", st)
	}
	do(apiCall{method: "POST", path: "/alerts/stop", body: `{"token":"nope"}`, want: 404, lang: "en"})
	do(apiCall{method: "DELETE", path: id, token: buyer, want: 200})
	do(apiCall{method: "DELETE", path: id, token: buyer, want: 404})
}
