package httpapi_test

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/store"
	"garihaat/store/storetest"
)

// userEvent is one event of a user's stream.
type userEvent struct {
	name string
	data map[string]any
}

// openUserStream opens token's /user/events on base and waits for its
// "ready" event: from then on nothing sent is missed.
func openUserStream(t *testing.T, base, token string) <-chan userEvent {
	t.Helper()
	events, _ := openUserTab(t, base, token)
	return events
}

// openUserTab is openUserStream with the page's closing: close ends the
// stream from the client's side.
func openUserTab(t *testing.T, base, token string) (events <-chan userEvent, close func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/v1/user/events", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream; charset=utf-8" {
		t.Fatalf("user stream: %d %v", resp.StatusCode, resp.Header)
	}
	ch := make(chan userEvent, 16)
	go readUserEvents(resp.Body, ch)
	if e := nextUserEvent(t, ch); e.name != "ready" {
		t.Fatalf("first event %+v, want ready", e)
	}
	return ch, func() { resp.Body.Close() }
}

func readUserEvents(body io.Reader, events chan<- userEvent) {
	defer close(events)
	lines := bufio.NewScanner(body)
	var e userEvent
	for lines.Scan() {
		line := lines.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			e.name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &e.data)
		case line == "" && e.name != "":
			events <- e
			e = userEvent{}
		}
	}
}

// nextUserEvent waits for the stream's next event (a stuck stream fails
// the test after a generous bound, never decides it).
func nextUserEvent(t *testing.T, events <-chan userEvent) userEvent {
	t.Helper()
	select {
	case e, ok := <-events:
		if !ok {
			t.Fatal("the stream ended")
		}
		return e
	case <-time.After(10 * time.Second):
		t.Fatal("no event")
	}
	return userEvent{}
}

// nextUserEventBut is the stream's next event not named skip: the
// delivered marks a page's stream moves come between the events a test
// waits for.
func nextUserEventBut(t *testing.T, skip string, events <-chan userEvent) userEvent {
	t.Helper()
	for {
		if e := nextUserEvent(t, events); e.name != skip {
			return e
		}
	}
}

// post sends a JSON POST with token and returns the status and answer.
func post(t *testing.T, base, path, token, body string) (int, map[string]any) {
	t.Helper()
	return postKeyed(t, base, path, token, body, "")
}

// postKeyed is post with an Idempotency-Key (none when empty).
func postKeyed(t *testing.T, base, path, token, body, key string) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest("POST", base+"/api/v1"+path, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var m map[string]any
	json.NewDecoder(resp.Body).Decode(&m)
	return resp.StatusCode, m
}

// conversationPeople are a buyer and a clerk who passed the second factor.
func conversationPeople(t *testing.T, e *authEnv, s *store.Store) (buyer, clerk string) {
	t.Helper()
	if err := s.GrantRole(context.Background(), "01815000001", garihaat.RoleSales); err != nil {
		t.Fatal(err)
	}
	clerk = e.signInFrom(t, "01815000001", "203.0.113.61")
	e.passFactor(t, clerk, "01815000001")
	return e.signInFrom(t, "01715000001", "203.0.113.62"), clerk
}

// TestMessagesReachBothSidesLive: a buyer's question appears on the
// staff's open stream, the answer on the buyer's, and the buyer's read
// mark on the staff's; another buyer's stream hears nothing of it.
func TestMessagesReachBothSidesLive(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		srv := httptest.NewServer(e.h)
		t.Cleanup(srv.Close)
		buyer, clerk := conversationPeople(t, e, s)
		other := e.signInFrom(t, "01715000002", "203.0.113.63")
		buyerEvents := openUserStream(t, srv.URL, buyer)
		staffEvents := openUserStream(t, srv.URL, clerk)
		otherEvents := openUserStream(t, srv.URL, other)

		code, m := post(t, srv.URL, "/conversations", buyer, `{"vehicle_id":2,"text":"Is it rebuilt?"}`)
		if code != 201 {
			t.Fatalf("ask: %d %v", code, m)
		}
		id := m["conversation"].(map[string]any)["id"].(float64)
		for who, events := range map[string]<-chan userEvent{"staff": staffEvents, "buyer's other page": buyerEvents} {
			if ev := nextUserEventBut(t, "delivered", events); ev.name != "message" || ev.data["message"].(map[string]any)["text"] != "Is it rebuilt?" {
				t.Errorf("%s got %+v", who, ev)
			}
		}
		path := "/admin/conversations/" + jsonNumber(id) + "/messages"
		if code, m := post(t, srv.URL, path, clerk, `{"text":"Yes, in 2025."}`); code != 201 {
			t.Fatalf("answer: %d %v", code, m)
		}
		ev := nextUserEventBut(t, "delivered", buyerEvents)
		if msg, _ := ev.data["message"].(map[string]any); ev.name != "message" || msg["text"] != "Yes, in 2025." || msg["side"] != "staff" ||
			ev.data["conversation_id"] != id {
			t.Errorf("the buyer's stream got %+v", ev)
		}
		nextUserEventBut(t, "delivered", staffEvents) // the staff's own answer
		if code, _ := post(t, srv.URL, "/conversations/"+jsonNumber(id)+"/read", buyer, ``); code != 200 {
			t.Fatalf("read: %d", code)
		}
		if ev := nextUserEventBut(t, "delivered", staffEvents); ev.name != "read" || ev.data["side"] != "buyer" || ev.data["read_up_to"] == 0.0 {
			t.Errorf("the staff's stream got %+v", ev)
		}
		// The other buyer's stream heard none of it: the next thing it
		// gets is its own conversation's first message.
		if code, _ := post(t, srv.URL, "/conversations", other, `{"text":"Mine"}`); code != 201 {
			t.Fatal("the other buyer's ask")
		}
		if ev := nextUserEventBut(t, "delivered", otherEvents); ev.data["message"].(map[string]any)["text"] != "Mine" {
			t.Errorf("another buyer's stream got %+v", ev)
		}
	})
}

// jsonNumber writes a decoded JSON id as a path segment.
func jsonNumber(f float64) string { return strconv.FormatInt(int64(f), 10) }

// TestMessagesLiveAcrossInstances: two servers on one PostgreSQL, each
// with its own LISTEN connection; the clerk answers on one, and the
// buyer's stream held by the other shows it.
func TestMessagesLiveAcrossInstances(t *testing.T) {
	s := storetest.MustOpenPostgres(t)
	if s == nil {
		t.Skip("no PostgreSQL server: set GARIHAAT_TEST_POSTGRES")
	}
	var bases []string
	e := newAuthEnvWith(t, s, func(d *httpapi.Deps) {
		for range 2 {
			broker := listeningBroker(t, s)
			dd := *d
			dd.Broker, dd.Users = broker, broker
			h, err := httpapi.NewServer(dd)
			if err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewServer(h)
			t.Cleanup(srv.Close)
			bases = append(bases, srv.URL)
		}
	})
	buyer, clerk := conversationPeople(t, e, s)
	code, m := post(t, bases[0], "/conversations", buyer, `{"vehicle_id":6,"text":"Seats?"}`)
	if code != 201 {
		t.Fatalf("ask: %d %v", code, m)
	}
	id := jsonNumber(m["conversation"].(map[string]any)["id"].(float64))
	events := openUserStream(t, bases[1], buyer)
	staffEvents := openUserStream(t, bases[0], clerk)
	code, m = post(t, bases[0], "/admin/conversations/"+id+"/messages", clerk, `{"text":"৪০টি আসন"}`)
	if code != 201 {
		t.Fatalf("answer on the first instance: %d %v", code, m)
	}
	answer := m["message"].(map[string]any)["id"]
	// The buyer's own question may arrive first: its notification can
	// reach the second instance after the stream opened there.
	for {
		ev := nextUserEvent(t, events)
		msg, _ := ev.data["message"].(map[string]any)
		if ev.name != "message" || msg["side"] == "buyer" {
			continue
		}
		if msg["text"] != "৪০টি আসন" {
			t.Errorf("the second instance's stream got %+v", ev)
		}
		break
	}
	// The buyer's stream on the second instance delivered it: the clerk's
	// page on the first sees the mark move.
	waitForEvent(t, staffEvents, "delivered", "delivered_up_to", answer)
}
