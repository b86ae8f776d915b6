package httpapi_test

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"
	"time"

	"garihaat/httpapi"
	"garihaat/live"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestStreamLimits: one address holds at most PerAddress streams and the
// instance at most Total; past them a stream is refused with 429 and
// Retry-After, and a stream that ended frees its slot.
func TestStreamLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		defer func(h time.Duration) { httpapi.Heartbeat = h }(httpapi.Heartbeat)
		httpapi.Heartbeat = 50 * time.Millisecond // finds the streams whose client went away
		h, err := httpapi.NewServer(httpapi.Deps{Catalog: storetest.Catalog(s), Bids: s, Broker: live.NewHub(),
			StreamLimits:   httpapi.StreamLimits{PerAddress: 2, Total: 3},
			TrustedProxies: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}})
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(h)
		defer srv.Close()
		open := func(addr string) (*http.Response, context.CancelFunc) {
			t.Helper()
			ctx, cancel := context.WithCancel(context.Background())
			req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/v1/vehicles/1/events", nil)
			req.Header.Set("X-Forwarded-For", addr)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { cancel(); resp.Body.Close() })
			return resp, cancel
		}
		want := func(resp *http.Response, code int, what string) {
			t.Helper()
			if resp.StatusCode != code {
				t.Fatalf("%s: %d, want %d", what, resp.StatusCode, code)
			}
			if code == 429 && resp.Header.Get("Retry-After") == "" {
				t.Errorf("%s: 429 without Retry-After", what)
			}
		}
		first, closeFirst := open("203.0.113.1")
		want(first, 200, "first stream of an address")
		second, _ := open("203.0.113.1")
		want(second, 200, "second stream of an address")
		third, _ := open("203.0.113.1")
		want(third, 429, "third stream of one address")
		other, _ := open("198.51.100.7")
		want(other, 200, "another address")
		full, _ := open("198.51.100.8")
		want(full, 429, "past the instance's total")
		// Ordinary requests still answer.
		if resp, err := http.Get(srv.URL + "/healthz"); err != nil || resp.StatusCode != 200 {
			t.Fatalf("healthz while the streams are at their cap: %v %v", resp, err)
		}
		// A stream whose client went away frees its slot (its next heartbeat fails).
		closeFirst()
		for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			resp, cancel := open("203.0.113.1")
			if resp.StatusCode == 200 {
				break
			}
			cancel()
			if time.Now().After(deadline) {
				t.Fatalf("the slot of a closed stream was never freed: %d", resp.StatusCode)
			}
		}
	})
}

// streamFrom opens the events of vehicle 1 on srv from the loopback
// address from (a source address of its own, as another client's).
func streamFrom(t *testing.T, srv *httptest.Server, from string) *http.Response {
	t.Helper()
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	c := &http.Client{Transport: &http.Transport{DialContext: d.DialContext, DisableKeepAlives: true}}
	resp, err := c.Get(srv.URL + "/api/v1/vehicles/1/events")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

// streamServer serves s's events with limits from a real socket, no proxy
// trusted: each loopback address is a client of its own.
func streamServer(t *testing.T, s *store.Store, limits httpapi.StreamLimits) *httptest.Server {
	t.Helper()
	storetest.MustSeed(t, s)
	h, err := httpapi.NewServer(httpapi.Deps{Catalog: storetest.Catalog(s), Bids: s, Broker: live.NewHub(), StreamLimits: limits})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}

// TestStreamCapSharedFairly: a few addresses each taking all the streams
// they may cannot fill the instance's cap; another address still gets one
// (issue 46: ~59 addresses at their 256 filled 15,000).
func TestStreamCapSharedFairly(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		srv := streamServer(t, s, httpapi.StreamLimits{PerAddress: 4, Total: 8})
		held := map[string]int{}
		for _, from := range []string{"127.0.0.2", "127.0.0.3", "127.0.0.4"} {
			for range 4 {
				if streamFrom(t, srv, from).StatusCode == 200 {
					held[from]++
				}
			}
		}
		// The first takes its 4, the next only what leaves room for others.
		if held["127.0.0.2"] != 4 || held["127.0.0.3"] >= 4 {
			t.Errorf("streams held: %v", held)
		}
		if resp := streamFrom(t, srv, "127.0.0.5"); resp.StatusCode != 200 {
			t.Fatalf("a new address after three took what they could: %d (held %v)", resp.StatusCode, held)
		}
	})
}

// TestClosedStreamFreesSlot: a stream whose client closes its connection
// frees its slot when it closes, not at the next heartbeat (the default
// 25 s, past the 10 s this test waits): issue 46 measured ~27 s.
func TestClosedStreamFreesSlot(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		srv := streamServer(t, s, httpapi.StreamLimits{PerAddress: 1, Total: 10})
		first := streamFrom(t, srv, "127.0.0.2")
		if first.StatusCode != 200 {
			t.Fatalf("first stream: %d", first.StatusCode)
		}
		if second := streamFrom(t, srv, "127.0.0.2"); second.StatusCode != 429 {
			t.Fatalf("a second stream of an address at its cap: %d", second.StatusCode)
		}
		first.Body.Close() // the client goes away
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
			resp := streamFrom(t, srv, "127.0.0.2")
			if resp.StatusCode == 200 {
				break
			}
			resp.Body.Close()
			if time.Now().After(deadline) {
				t.Fatalf("the slot of a closed stream was not freed: %d", resp.StatusCode)
			}
		}
	})
}
