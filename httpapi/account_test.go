package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"garihaat/store"
	"garihaat/store/storetest"
)

func TestAccountRoutesNeedASession(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		for _, r := range []req{
			{method: "GET", path: "/user"},
			{method: "PUT", path: "/user", body: `{"name":"x"}`},
			{method: "POST", path: "/logout"},
			{method: "GET", path: "/offers"},
			{method: "GET", path: "/purchase-offers"},
			{method: "GET", path: "/bookmarks"},
			{method: "DELETE", path: "/bookmarks/1"},
			{method: "POST", path: "/toggle-bookmark", body: `{"id":1}`},
		} {
			for _, tok := range []string{"", "not-a-token", "Zm9v"} {
				r := r
				r.token, r.lang = tok, "en"
				rec, m := e.call(t, r)
				wantStatus(t, r.method+" "+r.path+" token "+tok, rec, m, 401)
				if r.path == "/toggle-bookmark" && m["message"] != "You need to sign in to save this vehicle!" {
					t.Errorf("bookmark message %v", m["message"])
				}
			}
		}
		// Bangla by default.
		_, m := e.call(t, req{method: "POST", path: "/toggle-bookmark", body: `{"id":1}`})
		if m["message"] != "গাড়িটি সংরক্ষণ করতে লগইন করুন!" {
			t.Errorf("bangla bookmark message %v", m["message"])
		}
	})
}

func TestProfileUpdate(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		const phone = "01711222333"
		token := e.signIn(t, phone)
		_, before := e.call(t, req{method: "GET", path: "/user", token: token})
		id := before["user"].(map[string]any)["id"]

		for _, tc := range []struct {
			name, body string
			status     int
			field      string
		}{
			{"phone change refused", `{"name":"Mallory","phone":"01811222333"}`, 422, "phone"},
			{"privileged fields with a new phone", `{"name":"Mallory","role":"admin","id":999,"phone":"01911222333"}`, 422, "phone"},
			{"too long", fmt.Sprintf(`{"name":%q}`, strings.Repeat("ক", 101)), 422, "name"},
			{"wrong type", `{"name":5}`, 422, "name"},
		} {
			rec, m := e.call(t, req{method: "PUT", path: "/user", body: tc.body, token: token, lang: "en"})
			wantStatus(t, tc.name, rec, m, tc.status)
			if errs, _ := m["errors"].(map[string]any); errs[tc.field] == nil {
				t.Errorf("%s: errors %v, want a %s error", tc.name, m["errors"], tc.field)
			}
		}
		_, m := e.call(t, req{method: "GET", path: "/user", token: token})
		if u := m["user"].(map[string]any); u["name"] != "" || u["phone"] != phone {
			t.Fatalf("a refused update changed the user: %v", u)
		}

		// Mass assignment: unknown and privileged fields are ignored.
		rec, m := e.call(t, req{method: "PUT", path: "/user", token: token, lang: "en", body: `{
			"name":"Rahim Uddin","yourself":"Transport business","phone":"01711222333","address":"Tejgaon, Dhaka",
			"id":999,"role":"admin","total_offers":50,"created_at":0,"user_id":2}`})
		wantStatus(t, "update", rec, m, 200)
		if m["success"] != true || m["message"] != "Account info updated successfully!" {
			t.Fatalf("update answer %v", m)
		}
		u := m["user"].(map[string]any)
		if u["id"] != id || u["name"] != "Rahim Uddin" || u["yourself"] != "Transport business" ||
			u["address"] != "Tejgaon, Dhaka" || u["phone"] != phone || u["total_offers"] != 0.0 {
			t.Fatalf("updated user %v", u)
		}
		// Leaving fields out keeps them.
		e.call(t, req{method: "PUT", path: "/user", token: token, body: `{"address":"Mirpur"}`})
		_, m = e.call(t, req{method: "GET", path: "/user", token: token})
		if u := m["user"].(map[string]any); u["name"] != "Rahim Uddin" || u["address"] != "Mirpur" {
			t.Fatalf("partial update %v", u)
		}
	})
}

func TestBookmarks(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		alice := e.signIn(t, "01711222333")
		bob := e.signIn(t, "01811222333")

		rec, m := e.call(t, req{method: "POST", path: "/toggle-bookmark", body: `{"id":"4"}`, token: alice, lang: "en"})
		wantStatus(t, "save", rec, m, 200)
		if m["status"] != true || m["isBookmarked"] != true || m["message"] != "Vehicle saved!" {
			t.Fatalf("save %v", m)
		}
		rec, m = e.call(t, req{method: "POST", path: "/toggle-bookmark", body: `{"id":999}`, token: alice})
		wantStatus(t, "unknown vehicle", rec, m, 404)
		rec, m = e.call(t, req{method: "POST", path: "/toggle-bookmark", body: `{"id":"x"}`, token: alice})
		wantStatus(t, "bad id", rec, m, 422)

		// get-vehicle reports the caller's bookmark only.
		for _, tc := range []struct {
			who, token string
			want       bool
		}{{"alice", alice, true}, {"bob", bob, false}, {"visitor", "", false}, {"bad token", "nope", false}} {
			rec, m := e.call(t, req{method: "GET", path: "/get-vehicle/mahindra-bolero-4", token: tc.token})
			wantStatus(t, "get-vehicle "+tc.who, rec, m, 200)
			if m["isBookmarked"] != tc.want {
				t.Errorf("%s: isBookmarked %v", tc.who, m["isBookmarked"])
			}
		}

		_, m = e.call(t, req{method: "GET", path: "/bookmarks", token: alice})
		list := m["bookmarks"].([]any)
		if m["status"] != true || len(list) != 1 {
			t.Fatalf("alice's bookmarks %v", m)
		}
		bm := list[0].(map[string]any)
		product := bm["product"].(map[string]any)
		if product["product_slug"] != "mahindra-bolero-4" || product["cash_price"] != 860000.0 || product["installment_price"] == nil {
			t.Errorf("bookmark %v", bm)
		}
		_, m = e.call(t, req{method: "GET", path: "/bookmarks", token: bob})
		if len(m["bookmarks"].([]any)) != 0 {
			t.Fatalf("bob sees %v", m)
		}

		// Bob cannot delete Alice's bookmark; nothing changes.
		path := fmt.Sprintf("/bookmarks/%v", bm["id"])
		rec, m = e.call(t, req{method: "DELETE", path: path, token: bob, lang: "en"})
		wantStatus(t, "other user's bookmark", rec, m, 404)
		_, m = e.call(t, req{method: "GET", path: "/bookmarks", token: alice})
		if len(m["bookmarks"].([]any)) != 1 {
			t.Fatal("bob deleted alice's bookmark")
		}
		rec, m = e.call(t, req{method: "DELETE", path: "/bookmarks/abc", token: alice})
		wantStatus(t, "bad id", rec, m, 404)
		rec, m = e.call(t, req{method: "DELETE", path: path, token: alice, lang: "en"})
		wantStatus(t, "delete", rec, m, 200)
		if m["status"] != true || m["message"] != "Vehicle removed from saved list!" {
			t.Fatalf("delete %v", m)
		}
		rec, m = e.call(t, req{method: "DELETE", path: path, token: alice})
		wantStatus(t, "delete again", rec, m, 404)

		// Toggling twice removes it again.
		e.call(t, req{method: "POST", path: "/toggle-bookmark", body: `{"id":5}`, token: alice})
		_, m = e.call(t, req{method: "POST", path: "/toggle-bookmark", body: `{"id":5}`, token: alice})
		if m["isBookmarked"] != false {
			t.Fatalf("second toggle %v", m)
		}
	})
}

func TestOffersAndPurchases(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		body := func(vehicle int, phone, otp string) string {
			return fmt.Sprintf(`{"id":%d,"selectedOption":"cash","phone":%q,"offerAmount":"5000000","otp":%q}`, vehicle, phone, otp)
		}
		// bid places a bid with the phone proven by its code when asked.
		bid := func(vehicle int, phone, token string) float64 {
			t.Helper()
			rec, m := e.call(t, req{method: "POST", path: "/send-bid-offer", token: token, body: body(vehicle, phone, "")})
			wantStatus(t, "bid", rec, m, 200)
			if m["verification_required"] == true {
				e.clock.Advance(time.Minute) // past the send cooldown of the next bid
				rec, m = e.call(t, req{method: "POST", path: "/send-bid-offer", token: token, body: body(vehicle, phone, e.sms.lastCode(t, phone))})
				wantStatus(t, "proven bid", rec, m, 200)
			}
			return m["offer"].(map[string]any)["id"].(float64)
		}
		// Signed out, before the account exists: proven by the code.
		early := bid(1, "01711222333", "")
		alice := e.signIn(t, "01711222333")
		bob := e.signIn(t, "01811222333")
		// Signed in as Bob, naming Alice's phone: the code goes to Alice's
		// phone, and without it nothing is stored.
		e.clock.Advance(time.Minute)
		rec, m := e.call(t, req{method: "POST", path: "/send-bid-offer", token: bob, body: body(2, "01711222333", "")})
		if rec.Code != 200 || m["verification_required"] != true {
			t.Fatalf("bob naming alice's phone: %d %v", rec.Code, m)
		}
		rec, m = e.call(t, req{method: "POST", path: "/send-bid-offer", token: bob, body: body(2, "01711222333", "0000")})
		if rec.Code != 422 || m["errors"].(map[string]any)["otp"] == nil {
			t.Fatalf("bob guessing alice's code: %d %v", rec.Code, m)
		}
		// Bob with his own phone, signed in: no code.
		byBob := bid(2, "01811222333", bob)
		// Alice, signed in, with her own phone: hers at once.
		later := bid(3, "01711222333", alice)
		q := `UPDATE offers SET status = 'purchase' WHERE id = ` + fmt.Sprint(int64(later))
		if _, err := s.DB().Exec(q); err != nil {
			t.Fatal(err)
		}

		rec, m = e.call(t, req{method: "GET", path: "/offers", token: alice})
		wantStatus(t, "offers", rec, m, 200)
		offers := m["offers"].([]any)
		if m["status"] != true || len(offers) != 2 {
			t.Fatalf("alice's offers %v", m)
		}
		ids := map[float64]bool{}
		for _, o := range offers {
			o := o.(map[string]any)
			ids[o["id"].(float64)] = true
			for _, k := range []string{"id", "id_number", "status", "offer_amount", "offer_for", "created_at", "product"} {
				if _, ok := o[k]; !ok {
					t.Errorf("offer has no %s: %v", k, o)
				}
			}
		}
		if !ids[early] || !ids[later] || ids[byBob] {
			t.Fatalf("alice's offer ids %v; want %v and %v", ids, early, later)
		}
		_, m = e.call(t, req{method: "GET", path: "/purchase-offers", token: alice})
		p := m["offers"].([]any)
		if m["status"] != true || len(p) != 1 || p[0].(map[string]any)["id"] != later {
			t.Fatalf("purchases %v", m)
		}
		_, m = e.call(t, req{method: "GET", path: "/offers", token: bob})
		if o := m["offers"].([]any); len(o) != 1 || o[0].(map[string]any)["id"] != byBob {
			t.Fatalf("bob's offers %v", m)
		}
		_, m = e.call(t, req{method: "GET", path: "/user", token: alice})
		if u := m["user"].(map[string]any); u["total_offers"] != 2.0 || u["total_purchase"] != 1.0 {
			t.Fatalf("counters %v", u)
		}
	})
}
