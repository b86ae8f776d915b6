package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"garihaat/store"
	"garihaat/store/storetest"
)

// TestDeletedAccountsStreamsEnd: a page left open on another device hears
// that the account was deleted, and its stream ends; reconnecting is a 401.
func TestDeletedAccountsStreamsEnd(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		srv := httptest.NewServer(e.h)
		defer srv.Close()
		token := e.signIn(t, "01718000001")
		events := openUserStream(t, srv.URL, token)

		req, _ := http.NewRequest("DELETE", srv.URL+"/api/v1/account", strings.NewReader(`{"confirm":"DELETE"}`))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("DELETE /account: %d", resp.StatusCode)
		}
		if ev := nextUserEvent(t, events); ev.name != "gone" {
			t.Fatalf("the open stream heard %+v, want gone", ev)
		}
		select {
		case ev, open := <-events:
			if open {
				t.Fatalf("the stream goes on after gone: %+v", ev)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("the stream did not end")
		}
		again, _ := http.NewRequest("GET", srv.URL+"/api/v1/user/events", nil)
		again.Header.Set("Authorization", "Bearer "+token)
		if resp, err := http.DefaultClient.Do(again); err != nil || resp.StatusCode != 401 {
			t.Fatalf("reconnecting: %v %v", resp, err)
		} else {
			resp.Body.Close()
		}
	})
}
