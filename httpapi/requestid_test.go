package httpapi_test

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http/httptest"
	"net/netip"
	"testing"

	"garihaat/httpapi"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestRequestIDInLogs: every answer carries a request id, and what is
// logged while serving it carries the same id; only a trusted proxy's id
// is taken over.
func TestRequestIDInLogs(t *testing.T) {
	s := storetest.MustOpenSQLite(t)
	storetest.MustSeed(t, s)
	var buf bytes.Buffer
	h, err := httpapi.NewServer(httpapi.Deps{
		Catalog: storetest.Catalog(s), Bids: s, Media: s, Unavailable: store.IsUnavailable,
		Logger:         slog.New(httpapi.RequestIDHandler{Handler: slog.NewJSONHandler(&buf, nil)}),
		TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.1/32")},
	})
	if err != nil {
		t.Fatal(err)
	}
	s.Close() // every catalogue read now logs a warning
	get := func(peer, id string) string {
		r := httptest.NewRequest("GET", "/api/v1/get-homepage", nil)
		r.RemoteAddr = peer + ":4000"
		if id != "" {
			r.Header.Set(httpapi.RequestIDHeader, id)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		return rec.Header().Get(httpapi.RequestIDHeader)
	}
	id := get("192.0.2.1", "forged-by-client")
	if len(id) != 16 || id == "forged-by-client" {
		t.Fatalf("request id %q", id)
	}
	var line struct {
		Level     string `json:"level"`
		Msg       string `json:"msg"`
		RequestID string `json:"request_id"`
	}
	if err := json.Unmarshal(bytes.Split(buf.Bytes(), []byte("\n"))[0], &line); err != nil {
		t.Fatalf("log %q: %v", buf.String(), err)
	}
	if line.RequestID != id || line.Level != "WARN" || line.Msg != "database unavailable" {
		t.Errorf("log line %+v, want request id %s", line, id)
	}
	if got := get("10.0.0.1", "abc-123"); got != "abc-123" {
		t.Errorf("a trusted proxy's id was replaced by %q", got)
	}
	if got := get("10.0.0.1", "bad id\nwith newline"); got == "bad id\nwith newline" || len(got) != 16 {
		t.Errorf("a malformed id was kept: %q", got)
	}
}
