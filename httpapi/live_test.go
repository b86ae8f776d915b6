package httpapi_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/live"
	"garihaat/store"
	"garihaat/store/storetest"
)

// stream is an open event stream read line by line.
type stream struct {
	t     *testing.T
	body  io.ReadCloser
	lines *bufio.Scanner
}

func openStream(t *testing.T, base string, vehicle int64, lastID string) *stream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/api/v1/vehicles/%d/events", base, vehicle), nil)
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream; charset=utf-8" ||
		resp.Header.Get("X-Accel-Buffering") != "no" || resp.Header.Get("Content-Encoding") != "" {
		t.Fatalf("stream: %d %v", resp.StatusCode, resp.Header)
	}
	return &stream{t: t, body: resp.Body, lines: bufio.NewScanner(resp.Body)}
}

// next returns the next event (its id and state), skipping comments and
// the retry line; it fails after wait.
func (s *stream) next(wait time.Duration) (string, garihaat.BidState) {
	s.t.Helper()
	type ev struct {
		id    string
		state garihaat.BidState
		err   error
	}
	got := make(chan ev, 1)
	go func() {
		var e ev
		for s.lines.Scan() {
			line := s.lines.Text()
			switch {
			case strings.HasPrefix(line, "id: "):
				e.id = strings.TrimPrefix(line, "id: ")
			case strings.HasPrefix(line, "data: "):
				var raw struct {
					TotalBid     int64     `json:"total_bid"`
					HighestOffer *int64    `json:"highest_offer"`
					ClosesAt     time.Time `json:"offer_closes_at"`
				}
				e.err = json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &raw)
				e.state = garihaat.BidState{TotalBid: raw.TotalBid, HighestOffer: raw.HighestOffer, ClosesAt: raw.ClosesAt}
			case line == "" && e.id != "":
				got <- e
				return
			}
		}
		e.err = fmt.Errorf("stream ended: %v", s.lines.Err())
		got <- e
	}()
	select {
	case e := <-got:
		if e.err != nil {
			s.t.Fatal(e.err)
		}
		return e.id, e.state
	case <-time.After(wait):
		s.t.Fatalf("no event within %v", wait)
	}
	return "", garihaat.BidState{}
}

// liveServer serves a fresh environment over HTTP (event streams need a
// real connection) and signs 01711222333 in.
func liveServer(t *testing.T, s *store.Store) (e *authEnv, base, token string) {
	t.Helper()
	e = newAuthEnv(t, s)
	srv := httptest.NewServer(e.h)
	t.Cleanup(srv.Close)
	return e, srv.URL, e.signIn(t, "01711222333")
}

// signedInBid places a bid with the signed-in user's own phone (no code).
func signedInBid(t *testing.T, base, token, phone string, vehicle, amount int64, key string) (int, map[string]any) {
	t.Helper()
	body := fmt.Sprintf(`{"id":%d,"selectedOption":"cash","phone":%q,"offerAmount":%d}`, vehicle, phone, amount)
	return postKeyed(t, base, "/send-bid-offer", token, body, key)
}

// TestLiveEvents: a stream gets the state at once, each accepted bid, and
// resumes after Last-Event-ID without a repeat.
func TestLiveEvents(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e, base, token := liveServer(t, s)
		st := openStream(t, base, 1, "")
		id, state := st.next(10 * time.Second)
		if id != "0" || state.TotalBid != 0 || state.HighestOffer != nil {
			t.Fatalf("first event %s %+v", id, state)
		}
		if code, m := signedInBid(t, base, token, "01711222333", 1, 2_400_000, ""); code != 200 {
			t.Fatalf("bid: %d %v", code, m)
		}
		id, state = st.next(10 * time.Second)
		if id != "1" || state.TotalBid != 1 {
			t.Errorf("after a bid: %s %+v", id, state)
		}
		// A page that reconnects with the id it has misses nothing and gets
		// no repeat: the next event it sees is the next bid.
		again := openStream(t, base, 1, "1")
		if code, _ := signedInBid(t, base, token, "01711222333", 1, 2_450_000, ""); code != 200 {
			t.Fatal("second bid")
		}
		if id, state = again.next(10 * time.Second); id != "2" || state.TotalBid != 1 { // the same buyer
			t.Errorf("resumed stream: %s %+v", id, state)
		}
		if rec, _ := e.call(t, req{method: "GET", path: "/vehicles/99999/events"}); rec.Code != 404 {
			t.Errorf("unknown vehicle: %d", rec.Code)
		}
		// Over a real connection the stream is taken over before the state
		// is read; a vehicle that is not there is still the API's 404.
		r, _ := http.NewRequest("GET", base+"/api/v1/vehicles/99999/events", nil)
		r.Header.Set("Accept-Language", "en")
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var body struct {
			Status  *bool  `json:"status"`
			Message string `json:"message"`
		}
		if err := json.NewDecoder(resp.Body).Decode(&body); err != nil || resp.StatusCode != 404 ||
			body.Status == nil || *body.Status || body.Message != "Vehicle not found." ||
			!strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") || resp.Header.Get("X-Request-Id") == "" {
			t.Errorf("unknown vehicle over HTTP: %d %v %+v %v", resp.StatusCode, resp.Header, body, err)
		}
	})
}

// TestIdempotentBids: a double tap and retries of one submission, at once,
// make one offer.
func TestIdempotentBids(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		_, base, token := liveServer(t, s)
		var wg sync.WaitGroup
		var mu sync.Mutex
		codes := map[int]int{}
		for range 8 {
			wg.Go(func() {
				code, _ := signedInBid(t, base, token, "01711222333", 2, 1_150_000, "tap-1")
				mu.Lock()
				codes[code]++
				mu.Unlock()
			})
		}
		wg.Wait()
		if codes[200] < 1 || codes[200]+codes[409] != 8 {
			t.Errorf("answers %v: want 200s and 409s only", codes)
		}
		// Once the first is done, a retry is a replay.
		if code, m := signedInBid(t, base, token, "01711222333", 2, 1_150_000, "tap-1"); code != 200 || m["status"] != true {
			t.Errorf("retry: %d %v", code, m)
		}
		if st, _ := s.BidState(context.Background(), 2); st.TotalBid != 1 {
			t.Errorf("total_bid %d after one submission", st.TotalBid)
		}
		// A new submission is a new offer.
		if code, _ := signedInBid(t, base, token, "01711222333", 2, 1_150_000, "tap-2"); code != 200 {
			t.Errorf("second submission: %d", code)
		}
		// Two offers, one buyer: the sequence counts offers, total_bid buyers.
		if st, _ := s.BidState(context.Background(), 2); st.Seq != 2 || st.TotalBid != 1 {
			t.Errorf("seq %d, total_bid %d after two submissions of one buyer", st.Seq, st.TotalBid)
		}
	})
}

// listeningBroker is an instance's PostgreSQL broker once it listens.
func listeningBroker(t *testing.T, s *store.Store) *live.Postgres {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	broker := live.NewPostgres(s.DB(), s.DSN(), slog.New(slog.DiscardHandler))
	go broker.Run(ctx)
	select {
	case <-broker.Ready():
	case <-time.After(10 * time.Second):
		t.Fatal("broker never listened")
	}
	return broker
}

// TestLiveAcrossInstances: two servers on one PostgreSQL, each with its own
// LISTEN connection; a bid on one reaches a stream held by the other.
func TestLiveAcrossInstances(t *testing.T) {
	s := storetest.MustOpenPostgres(t)
	if s == nil {
		t.Skip("no PostgreSQL server: set GARIHAAT_TEST_POSTGRES")
	}
	e := newAuthEnv(t, s)
	token := e.signIn(t, "01711222333")
	var bases []string
	for range 2 {
		broker := listeningBroker(t, s)
		h, err := httpapi.NewServer(httpapi.Deps{Catalog: storetest.Catalog(s), Bids: s, Media: s, Account: s, Broker: broker,
			Auth: &garihaat.Auth{Store: s, SMS: e.sms, Secret: []byte("0123456789abcdef0123456789abcdef"), Limits: garihaat.DefaultAuthLimits(), Now: e.clock.Now},
			Now:  e.clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(h)
		t.Cleanup(srv.Close)
		bases = append(bases, srv.URL)
	}
	st := openStream(t, bases[1], 6, "")
	if _, state := st.next(10 * time.Second); state.TotalBid != 0 {
		t.Fatalf("first state %+v", state)
	}
	if code, m := signedInBid(t, bases[0], token, "01711222333", 6, 4_000_000, ""); code != 200 {
		t.Fatalf("bid on the first instance: %d %v", code, m)
	}
	if id, state := st.next(10 * time.Second); id != "1" || state.TotalBid != 1 {
		t.Errorf("the second instance's stream got %s %+v", id, state)
	}
}

// TestManyStreamsAtOnce: streams of one vehicle opened together (a shared
// link) each get the state once and every bid; pages that leave do not
// stop the others' events.
func TestManyStreamsAtOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		_, base, token := liveServer(t, s)
		const n = 40
		streams := make([]*stream, n)
		var wg sync.WaitGroup
		for i := range streams {
			wg.Go(func() { streams[i] = openStream(t, base, 3, "") })
		}
		wg.Wait()
		for i, st := range streams {
			if id, state := st.next(10 * time.Second); id != "0" || state.TotalBid != 0 {
				t.Fatalf("stream %d first event %s %+v", i, id, state)
			}
		}
		if code, m := signedInBid(t, base, token, "01711222333", 3, 800_000, ""); code != 200 {
			t.Fatalf("bid: %d %v", code, m)
		}
		for i, st := range streams {
			if id, state := st.next(10 * time.Second); id != "1" || state.TotalBid != 1 {
				t.Fatalf("stream %d after the bid: %s %+v", i, id, state)
			}
		}
		for _, st := range streams[:n/2] {
			st.body.Close() // these pages are closed
		}
		if code, _ := signedInBid(t, base, token, "01711222333", 3, 850_000, ""); code != 200 {
			t.Fatal("second bid")
		}
		for i, st := range streams[n/2:] {
			if id, state := st.next(10 * time.Second); id != "2" || state.TotalBid != 1 { // the same buyer again
				t.Fatalf("open stream %d after pages left: %s %+v", i, id, state)
			}
		}
	})
}
