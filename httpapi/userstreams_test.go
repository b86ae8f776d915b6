package httpapi_test

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"garihaat/httpapi"
	"garihaat/store"
	"garihaat/store/storetest"
)

// seenAt reads when the user of phone last had a stream open (unix
// seconds), waiting up to a generous bound for it to become want: the
// closing mark is written after the stream ends. It fails the test if it
// never does.
func seenAt(t *testing.T, s *store.Store, phone string, want int64) {
	t.Helper()
	var got int64
	for range 1000 {
		q := `SELECT stream_seen_at FROM users WHERE phone = '` + phone + `'`
		if err := s.DB().QueryRowContext(context.Background(), q).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got == want {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("stream_seen_at of %s is %d, want %d", phone, got, want)
}

// TestUserStreamsOfOnePerson: a buyer with three pages open and a clerk
// with two (the streams of one user share one subscription) hear every
// event on each page; pages that close do not stop the others'; the
// buyer counts as present from before "ready" and until the last page
// closes; a stopping server says goodbye and ends the rest.
func TestUserStreamsOfOnePerson(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		done := make(chan struct{})
		e := newAuthEnvWith(t, s, func(d *httpapi.Deps) { d.Done = done })
		srv := httptest.NewServer(e.h)
		t.Cleanup(srv.Close)
		buyer, clerk := conversationPeople(t, e, s)
		const buyerPhone = "01715000001"
		var buyerTabs []<-chan userEvent
		var closeTabs []func()
		for range 3 {
			events, closeTab := openUserTab(t, srv.URL, buyer)
			buyerTabs, closeTabs = append(buyerTabs, events), append(closeTabs, closeTab)
		}
		clerkTabs := []<-chan userEvent{openUserStream(t, srv.URL, clerk), openUserStream(t, srv.URL, clerk)}
		seenAt(t, s, buyerPhone, storetest.Now.Unix()) // written before "ready"

		code, m := post(t, srv.URL, "/conversations", buyer, `{"vehicle_id":2,"text":"Is it rebuilt?"}`)
		if code != 201 {
			t.Fatalf("ask: %d %v", code, m)
		}
		path := "/admin/conversations/" + jsonNumber(m["conversation"].(map[string]any)["id"].(float64)) + "/messages"
		for i, tab := range clerkTabs {
			if ev := waitForEvent(t, tab, "message", "side", "buyer"); ev.data["message"].(map[string]any)["text"] != "Is it rebuilt?" {
				t.Errorf("clerk page %d: %+v", i, ev)
			}
		}
		if code, m := post(t, srv.URL, path, clerk, `{"text":"Yes, in 2025."}`); code != 201 {
			t.Fatalf("answer: %d %v", code, m)
		}
		for i, tab := range buyerTabs {
			if ev := waitForEvent(t, tab, "message", "side", "staff"); ev.data["message"].(map[string]any)["text"] != "Yes, in 2025." {
				t.Errorf("buyer page %d: %+v", i, ev)
			}
		}

		// Two pages close; the third still hears the next answer.
		closeTabs[0]()
		closeTabs[1]()
		e.clock.Advance(5 * time.Minute) // within the second factor's time
		if code, m := post(t, srv.URL, path, clerk, `{"text":"And new tyres."}`); code != 201 {
			t.Fatalf("second answer: %d %v", code, m)
		}
		if ev := waitForEvent(t, buyerTabs[2], "message", "side", "staff"); ev.data["message"].(map[string]any)["text"] != "And new tyres." {
			t.Errorf("the page left open: %+v", ev)
		}
		// The ten minutes away count from the last page's closing.
		closeTabs[2]()
		seenAt(t, s, buyerPhone, storetest.Now.Add(5*time.Minute).Unix())

		close(done)
		for i, tab := range clerkTabs {
			waitForEvent(t, tab, "bye", "none", nil) // after the answers and marks
			for ev := range tab {                    // the stream ends after "bye"
				t.Errorf("clerk page %d after bye: %+v", i, ev)
			}
		}
	})
}

// TestOpenUserStreamStaysPresent: a page left open marks its user present
// again and again, so no SMS tells them of an answer they can see.
func TestOpenUserStreamStaysPresent(t *testing.T) {
	defer func(h time.Duration) { httpapi.Heartbeat = h }(httpapi.Heartbeat)
	httpapi.Heartbeat = 20 * time.Millisecond
	defer httpapi.SetPresenceEvery(time.Nanosecond)()
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		srv := httptest.NewServer(e.h)
		t.Cleanup(srv.Close)
		buyer, _ := conversationPeople(t, e, s)
		openUserStream(t, srv.URL, buyer)
		seenAt(t, s, "01715000001", storetest.Now.Unix())
		e.clock.Advance(30 * time.Minute)
		seenAt(t, s, "01715000001", storetest.Now.Add(30*time.Minute).Unix())
	})
}
