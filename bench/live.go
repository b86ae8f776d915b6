package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"garihaat"
)

// LiveResult is issue 14's measurement: bid writes under load, and many
// held event streams (their memory, and how long one bid takes to reach
// the last of them).
type LiveResult struct {
	BidConns       int     `json:"bid_conns"`
	BidReqPerSec   float64 `json:"bid_req_per_sec"`
	BidP50ms       float64 `json:"bid_p50_ms"`
	BidP99ms       float64 `json:"bid_p99_ms"`
	BidErrors      int64   `json:"bid_errors"`
	Streams        int     `json:"streams"`
	StreamsOpen    int     `json:"streams_open"`
	ExtraRSSMB     float64 `json:"extra_rss_mb"`
	FanoutP50ms    float64 `json:"fanout_p50_ms"`
	FanoutLastMs   float64 `json:"fanout_last_ms"`
	StreamsReached int     `json:"streams_reached"`
	Error          string  `json:"error,omitempty"`
}

const benchPhone = "01700000099"

// buyer is a signed-in bench buyer: their phone, session and address.
type buyer struct{ phone, token, ip string }

// benchLive measures bid writes at bidConns connections for cfg.duration,
// each connection a buyer of their own (one phone cannot send hundreds of
// offers a second; many buyers on one vehicle do), then holds streams
// event streams on one vehicle.
func benchLive(ctx context.Context, cfg config, srv *server, bidConns, streams int) *LiveResult {
	res := &LiveResult{BidConns: bidConns, Streams: streams}
	var buyers []buyer
	for i := range bidConns {
		b := buyer{phone: fmt.Sprintf("017000001%02d", i), ip: fmt.Sprintf("10.9.0.%d", i+1)}
		if i == 0 {
			b.phone = benchPhone
		}
		token, err := signInBench(ctx, srv, b.phone, b.ip)
		if err != nil {
			res.Error = err.Error()
			return res
		}
		b.token = token
		buyers = append(buyers, b)
	}
	id, price, err := openVehicle(ctx, srv.base)
	if err != nil {
		res.Error = err.Error()
		return res
	}
	bidWrites(ctx, cfg.duration, srv.base, buyers, id, price, res)
	heldStreams(ctx, srv, buyers[0].token, id, price, streams, res)
	return res
}

// signInBench signs phone in with the code from the server log (the bench
// server runs with --sms console), from ip (X-Forwarded-For: the bench
// stands where a proxy would; "" is the bench's own address).
func signInBench(ctx context.Context, srv *server, phone, ip string) (string, error) {
	codeRe := regexp.MustCompile(`SMS to ` + phone + `: \D*(\d{4})\D`)
	if _, err := postJSONFrom(ctx, ip, srv.base+"/api/v1/auth/send-otp", "", "", fmt.Sprintf(`{"phone_number":%q}`, phone)); err != nil {
		return "", err
	}
	var code string
	for i := 0; i < 50 && code == ""; i++ {
		b, _ := os.ReadFile(srv.log)
		if m := codeRe.FindAllSubmatch(b, -1); m != nil {
			code = string(m[len(m)-1][1])
		}
		time.Sleep(100 * time.Millisecond)
	}
	if code == "" {
		return "", errors.New("no sign-in code in the server log")
	}
	m, err := postJSONFrom(ctx, ip, srv.base+"/api/v1/auth/verify-otp", "", "", fmt.Sprintf(`{"phone_number":%q,"otp":%q}`, phone, code))
	if err != nil {
		return "", err
	}
	token, _ := m["token"].(string)
	if token == "" {
		return "", fmt.Errorf("verify-otp: %v", m)
	}
	return token, nil
}

// signInStaff signs the bench's owner in and gives the second factor: the
// first time it enrolls an authenticator key and answers with its code
// (garihaat.TOTPCode, as an app would), later with a recovery code.
func signInStaff(ctx context.Context, srv *server) (string, error) {
	token, err := signInBench(ctx, srv, staffPhone, "")
	if err != nil {
		return "", err
	}
	var code string
	if len(srv.recovery) == 0 {
		m, err := postJSON(ctx, srv.base+"/api/v1/auth/totp/enroll", token, "", fmt.Sprintf(`{"link":%q}`, srv.enrolLink))
		if err != nil {
			return "", err
		}
		key, _ := m["secret"].(string)
		for _, c := range m["recovery_codes"].([]any) {
			srv.recovery = append(srv.recovery, c.(string))
		}
		if code, err = garihaat.TOTPCode(key, time.Now()); err != nil {
			return "", fmt.Errorf("totp enroll: %v", m)
		}
	} else {
		code, srv.recovery = srv.recovery[0], srv.recovery[1:]
	}
	if m, err := postJSON(ctx, srv.base+"/api/v1/auth/totp/verify", token, "", fmt.Sprintf(`{"code":%q}`, code)); err != nil {
		return "", err
	} else if m["status"] != true {
		return "", fmt.Errorf("totp verify: %v", m)
	}
	return token, nil
}

// openVehicle finds a vehicle of the first list page whose window is open.
func openVehicle(ctx context.Context, base string) (int64, int64, error) {
	var list struct {
		Products []struct {
			Slug string `json:"product_slug"`
		} `json:"products"`
	}
	if err := getJSON(ctx, base+"/api/v1/get-vehicles?per_page=100", &list); err != nil {
		return 0, 0, err
	}
	for _, p := range list.Products {
		var d struct {
			Product struct {
				ID        int64     `json:"id"`
				CashPrice int64     `json:"cash_price"`
				ClosesAt  time.Time `json:"offer_closes_at"`
			} `json:"product"`
		}
		if err := getJSON(ctx, base+"/api/v1/get-vehicle/"+p.Slug, &d); err == nil && d.Product.ClosesAt.After(time.Now().Add(time.Hour)) {
			return d.Product.ID, d.Product.CashPrice, nil
		}
	}
	return 0, 0, errors.New("no vehicle with an open offer window")
}

func postJSON(ctx context.Context, url, token, key, body string) (map[string]any, error) {
	return postJSONFrom(ctx, "", url, token, key, body)
}

// jsonClient keeps a connection per worker: the default client keeps two
// idle connections a host, so 16 workers opened a new one on most requests.
var jsonClient = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}}

// postJSONFrom is postJSON from ip (X-Forwarded-For) when ip is not "".
func postJSONFrom(ctx context.Context, ip, url, token, key, body string) (map[string]any, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", url, strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	if ip != "" {
		req.Header.Set("X-Forwarded-For", ip)
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	resp, err := jsonClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var m map[string]any
	json.NewDecoder(resp.Body).Decode(&m)
	if resp.StatusCode != 200 && resp.StatusCode != 201 { // 201: a draft started
		return m, fmt.Errorf("%s: HTTP %d %v", url, resp.StatusCode, m)
	}
	return m, nil
}

// bidWrites places signed-in bids (own phone: no code) for d, a worker
// (a connection) per buyer, each a new submission.
func bidWrites(ctx context.Context, d time.Duration, base string, buyers []buyer, id, price int64, res *LiveResult) {
	conns := len(buyers)
	var mu sync.Mutex
	var lat []time.Duration
	var errs, n atomic.Int64
	end := time.Now().Add(d)
	var wg sync.WaitGroup
	start := time.Now()
	for w, b := range buyers {
		body := fmt.Sprintf(`{"id":%d,"selectedOption":"cash","phone":%q,"offerAmount":%d}`, id, b.phone, price)
		wg.Go(func() {
			var mine []time.Duration
			for i := 0; time.Now().Before(end) && ctx.Err() == nil; i++ {
				t0 := time.Now()
				if _, err := postJSONFrom(ctx, b.ip, base+"/api/v1/send-bid-offer", b.token, fmt.Sprintf("bench-%d-%d-%d", start.UnixNano(), w, i), body); err != nil {
					if errs.Add(1) <= 3 { // what went wrong, not only how often
						logf("live: bid error: %v", err)
					}
				}
				mine = append(mine, time.Since(t0))
				n.Add(1)
			}
			mu.Lock()
			lat = append(lat, mine...)
			mu.Unlock()
		})
	}
	wg.Wait()
	res.BidReqPerSec = float64(n.Load()) / time.Since(start).Seconds()
	res.BidErrors = errs.Load()
	res.BidP50ms, res.BidP99ms = percentileMs(lat, 0.50), percentileMs(lat, 0.99)
	logf("live: bid writes c=%d %.0f req/s p50 %.2f ms p99 %.2f ms errors %d", conns, res.BidReqPerSec, res.BidP50ms, res.BidP99ms, res.BidErrors)
}

func percentileMs(d []time.Duration, p float64) float64 {
	if len(d) == 0 {
		return 0
	}
	slices.Sort(d)
	return float64(d[min(len(d)-1, int(float64(len(d))*p))].Microseconds()) / 1000
}

// heldStreams opens n event streams on the vehicle, measures the server's
// extra memory, then places one bid and times its arrival at every stream.
func heldStreams(ctx context.Context, srv *server, token string, id, price int64, n int, res *LiveResult) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	before := srv.memMB("VmRSS")
	tr := &http.Transport{MaxIdleConnsPerHost: -1, DisableCompression: true}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr}
	var ready, reached sync.WaitGroup
	ready.Add(n)
	reached.Add(n)
	var open atomic.Int64
	var mu sync.Mutex
	var bidAt time.Time
	arrivals := make([]time.Duration, 0, n)
	for i := range n {
		go func() {
			readyDone, reachedDone := false, false
			defer func() {
				if !readyDone {
					ready.Done()
				}
				if !reachedDone {
					reached.Done()
				}
			}()
			req, _ := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/api/v1/vehicles/%d/events", srv.base, id), nil)
			req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255)) // one visitor each
			resp, err := client.Do(req)
			if err != nil {
				return
			}
			defer resp.Body.Close()
			sc := bufio.NewScanner(resp.Body)
			events := 0
			for sc.Scan() {
				if !strings.HasPrefix(sc.Text(), "event: state") {
					continue
				}
				events++
				if events == 1 {
					open.Add(1)
					readyDone = true
					ready.Done()
					continue
				}
				mu.Lock()
				arrivals = append(arrivals, time.Since(bidAt))
				mu.Unlock()
				reachedDone = true
				reached.Done()
				<-ctx.Done()
				return
			}
		}()
	}
	waitFor(&ready, time.Minute)
	res.StreamsOpen = int(open.Load())
	time.Sleep(time.Second) // let the server settle before reading its memory
	res.ExtraRSSMB = srv.memMB("VmRSS") - before
	mu.Lock()
	bidAt = time.Now()
	mu.Unlock()
	if _, err := postJSON(ctx, srv.base+"/api/v1/send-bid-offer", token, fmt.Sprintf("bench-fanout-%d", bidAt.UnixNano()),
		fmt.Sprintf(`{"id":%d,"selectedOption":"cash","phone":%q,"offerAmount":%d}`, id, benchPhone, price)); err != nil {
		res.Error = err.Error()
		return
	}
	waitFor(&reached, time.Minute)
	mu.Lock()
	defer mu.Unlock()
	res.StreamsReached = len(arrivals)
	res.FanoutP50ms, res.FanoutLastMs = percentileMs(arrivals, 0.5), percentileMs(arrivals, 1)
	logf("live: %d/%d streams open, +%.1f MB RSS; one bid reached %d streams, p50 %.1f ms, last %.1f ms",
		res.StreamsOpen, n, res.ExtraRSSMB, res.StreamsReached, res.FanoutP50ms, res.FanoutLastMs)
}

func waitFor(wg *sync.WaitGroup, limit time.Duration) {
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(limit):
	}
}
