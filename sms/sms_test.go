package sms_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"garihaat/sms"
)

func TestConsolePrintsTheMessage(t *testing.T) {
	var b strings.Builder
	c := sms.NewConsole(&b)
	if err := c.SendSMS(context.Background(), "01711222333", "গাড়িহাট: কোড 1234"); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "SMS to 01711222333: গাড়িহাট: কোড 1234\n" {
		t.Errorf("console wrote %q", got)
	}
	if err := c.SendSMS(context.Background(), "+447700900123", "x"); err == nil {
		t.Error("console accepted a foreign number")
	}
}

// fakeGateway is a local stand-in for a Bangladeshi SMS gateway.
type fakeGateway struct {
	mu     sync.Mutex
	forms  []map[string]string
	status int
	body   string
	delay  time.Duration
}

func (g *fakeGateway) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/x-www-form-urlencoded") {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	f := map[string]string{}
	for k := range r.PostForm {
		f[k] = r.PostForm.Get(k)
	}
	g.mu.Lock()
	g.forms = append(g.forms, f)
	status, body, delay := g.status, g.body, g.delay
	g.mu.Unlock()
	time.Sleep(delay)
	w.WriteHeader(status)
	w.Write([]byte(body))
}

func TestHTTPSender(t *testing.T) {
	const bangla = "গাড়িহাট: আপনার লগইন কোড 0427। কোডটি ৫ মিনিট বৈধ।"
	for _, tc := range []struct {
		name    string
		status  int
		body    string
		delay   time.Duration
		phone   string
		wantErr bool
		calls   int
	}{
		{"accepted", 200, `{"response_code":202,"message_id":1,"success_message":"SMS Submitted Successfully"}`, 0, "01711222333", false, 1},
		{"accepted as a string code", 200, `{"response_code":"202"}`, 0, "01911222333", false, 1},
		{"insufficient balance", 200, `{"response_code":1007,"error_message":"Balance Insufficient"}`, 0, "01711222333", true, 1},
		{"server error", 502, `bad gateway`, 0, "01711222333", true, 1},
		{"not JSON", 200, `OK`, 0, "01711222333", true, 1},
		{"timeout", 200, `{"response_code":202}`, 300 * time.Millisecond, "01711222333", true, 1},
		{"foreign number never sent", 200, `{"response_code":202}`, 0, "447700900123", true, 0},
		{"landline never sent", 200, `{"response_code":202}`, 0, "02955123456", true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := &fakeGateway{status: tc.status, body: tc.body, delay: tc.delay}
			srv := httptest.NewServer(g)
			defer srv.Close()
			h, err := sms.NewHTTP(srv.URL+"/api/smsapi", "key-123", "8809617000000")
			if err != nil {
				t.Fatal(err)
			}
			h.Client = &http.Client{Timeout: 100 * time.Millisecond}
			err = h.SendSMS(context.Background(), tc.phone, bangla)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v, want error %v", err, tc.wantErr)
			}
			if err != nil && strings.Contains(err.Error(), "0427") {
				t.Errorf("error leaks the code: %v", err)
			}
			g.mu.Lock()
			defer g.mu.Unlock()
			if len(g.forms) != tc.calls {
				t.Fatalf("gateway called %d times, want %d", len(g.forms), tc.calls)
			}
			if tc.calls == 1 {
				f := g.forms[0]
				if f["api_key"] != "key-123" || f["senderid"] != "8809617000000" || f["number"] != "88"+tc.phone ||
					f["type"] != "unicode" || f["message"] != bangla {
					t.Errorf("gateway got %v", f)
				}
			}
		})
	}
}

func TestNewHTTPChecksConfiguration(t *testing.T) {
	for _, tc := range []struct{ url, key, sender string }{
		{"", "k", "s"}, {"ftp://x", "k", "s"}, {"https://sms.example", "", "s"}, {"https://sms.example", "k", ""},
	} {
		if _, err := sms.NewHTTP(tc.url, tc.key, tc.sender); err == nil {
			t.Errorf("NewHTTP(%q, %q, %q) accepted", tc.url, tc.key, tc.sender)
		}
	}
}
