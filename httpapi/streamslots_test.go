package httpapi_test

import (
	"context"
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
		h, err := httpapi.NewServer(httpapi.Deps{Catalog: s, Bids: s, Broker: live.NewHub(),
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
