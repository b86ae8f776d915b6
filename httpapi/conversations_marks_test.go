package httpapi_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"garihaat/store"
	"garihaat/store/storetest"
)

// get sends a GET with token and returns the status and answer.
func get(t *testing.T, base, path, token string) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/api/v1"+path, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var m map[string]any
	json.NewDecoder(resp.Body).Decode(&m)
	return resp.StatusCode, m
}

// waitForEvent reads events until one named name whose data has field
// equal to want, skipping the rest (other marks, the sender's own
// message); a stream that never sends it fails the test in nextUserEvent.
func waitForEvent(t *testing.T, events <-chan userEvent, name, field string, want any) userEvent {
	t.Helper()
	for {
		if e := nextUserEvent(t, events); e.name == name && e.data[field] == want {
			return e
		}
	}
}

// TestMarksMoveLive: sent → delivered → read on the sender's open page.
// A buyer's question is delivered when a staff page reads the inbox, and
// at once when a staff stream is open; the answer is delivered by the
// buyer's open stream; reading it is the read mark. Each move reaches
// the other side's stream as an event.
func TestMarksMoveLive(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		srv := httptest.NewServer(e.h)
		t.Cleanup(srv.Close)
		buyer, clerk := conversationPeople(t, e, s)
		buyerEvents := openUserStream(t, srv.URL, buyer)

		code, m := post(t, srv.URL, "/conversations", buyer, `{"vehicle_id":2,"text":"Is it rebuilt?"}`)
		if code != 201 {
			t.Fatalf("ask: %d %v", code, m)
		}
		c := m["conversation"].(map[string]any)
		id, q := c["id"].(float64), m["message"].(map[string]any)["id"].(float64)
		if c["delivered_up_to"] != 0.0 || c["read_up_to"] != 0.0 {
			t.Errorf("just sent: %v", c)
		}
		path := "/conversations/" + jsonNumber(id)

		// No staff page was open: a clerk's inbox delivers it.
		if code, _ := get(t, srv.URL, "/admin/conversations", clerk); code != 200 {
			t.Fatalf("inbox: %d", code)
		}
		ev := waitForEvent(t, buyerEvents, "delivered", "delivered_up_to", q)
		if ev.data["side"] != "staff" || ev.data["conversation_id"] != id {
			t.Errorf("delivered event %+v", ev)
		}
		if _, m := get(t, srv.URL, path, buyer); m["conversation"].(map[string]any)["delivered_up_to"] != q {
			t.Errorf("the buyer's conversation after delivery: %v", m)
		}

		// A staff stream open: the next question is delivered as it comes.
		staffEvents := openUserStream(t, srv.URL, clerk)
		code, m = post(t, srv.URL, path+"/messages", buyer, `{"text":"And the tyres?"}`)
		if code != 201 {
			t.Fatalf("second question: %d %v", code, m)
		}
		q2 := m["message"].(map[string]any)["id"].(float64)
		waitForEvent(t, buyerEvents, "delivered", "delivered_up_to", q2)

		// The answer reaches the buyer's open stream: delivered, told to
		// the staff's; then the buyer reads it.
		code, m = post(t, srv.URL, "/admin"+path+"/messages", clerk, `{"text":"Yes, in 2025."}`)
		if code != 201 {
			t.Fatalf("answer: %d %v", code, m)
		}
		a := m["message"].(map[string]any)["id"].(float64)
		if ev := waitForEvent(t, staffEvents, "delivered", "delivered_up_to", a); ev.data["side"] != "buyer" {
			t.Errorf("the answer's delivered event %+v", ev)
		}
		if code, _ := post(t, srv.URL, path+"/read", buyer, ``); code != 200 {
			t.Fatalf("read: %d", code)
		}
		waitForEvent(t, staffEvents, "read", "read_up_to", a)
		_, m = get(t, srv.URL, "/admin"+path, clerk)
		if c := m["conversation"].(map[string]any); c["read_up_to"] != a || c["delivered_up_to"] != a {
			t.Errorf("staff see the buyer's marks %v", c)
		}
	})
}
