package main

import (
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestServeMetrics: --metrics-addr serves Prometheus metrics on their own
// address (never on the public site): requests by route and status, cache
// hits, SMS sent, rate-limit refusals, event streams and the database pool.
func TestServeMetrics(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	db := filepath.Join(t.TempDir(), "m.db")
	base := startServer(t, nil, "--db", db, "--demo", "--sms", "console", "--metrics-addr", addr)

	for range 2 {
		getJSON(t, base+"/api/v1/get-vehicles?page=1", nil)
	}
	getJSON(t, base+"/vehicle-details/no-such-vehicle-1", nil)
	for range 2 { // the second code within a minute is refused
		resp, err := http.Post(base+"/api/v1/auth/send-otp", "application/json", strings.NewReader(`{"phone_number":"01711222333"}`))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	if resp := getJSON(t, base+"/metrics", nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("the public site serves /metrics: %d", resp.StatusCode)
	}

	// A request is counted just after its answer is written, so the scrape
	// may come a moment early: read until everything is in (or 5 s).
	scrape := func() string {
		resp, err := http.Get("http://" + addr + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return string(body)
	}
	text := scrape()
	for i := 0; i < 50 && !strings.Contains(text, `route="/",status="404"} 2`); i++ {
		time.Sleep(100 * time.Millisecond)
		text = scrape()
	}
	for _, want := range []string{
		`garihaat_http_request_duration_seconds_count{method="GET",route="GET /api/v1/get-vehicles",status="200"} 2`,
		`garihaat_http_request_duration_seconds_count{method="GET",route="/",status="404"} 2`,
		`garihaat_cache_lookups_total{cache="answer",result="hit"} 1`,
		`garihaat_cache_lookups_total{cache="answer",result="miss"} 1`,
		`garihaat_cache_lookups_total{cache="page",result="miss"} 1`,
		`garihaat_sms_total{result="sent"} 1`,
		`garihaat_rate_limited_total{route="POST /api/v1/auth/send-otp"} 1`,
		`garihaat_event_streams 0`,
		`go_sql_open_connections{db_name="garihaat"}`,
		`process_resident_memory_bytes`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
	if t.Failed() {
		t.Log(text)
	}
}
