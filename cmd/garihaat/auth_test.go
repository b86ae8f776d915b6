package main

import (
	"context"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// logBuffer is a stderr that tests can read while the server writes.
type logBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// startWithLog runs serve on port 0 and returns its URL and its stderr.
func startWithLog(t *testing.T, args ...string) (string, *logBuffer) {
	t.Helper()
	logs := &logBuffer{}
	return startServerLog(t, nil, logs, args...), logs
}

func postJSON(t *testing.T, method, url, token, body string) map[string]any {
	t.Helper()
	var m map[string]any
	if _, err := call(method, url, token, "", body, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestSignInWithConsoleCode is the developer's path: make run, request a
// code, read it from the log, sign in, use the account, log out.
func TestSignInWithConsoleCode(t *testing.T) {
	db := filepath.Join(t.TempDir(), "g.db")
	url, logs := startWithLog(t, "--db", db, "--demo", "--sms", "console")
	api := url + "/api/v1"
	if m := postJSON(t, "POST", api+"/auth/send-otp", "", `{"phone_number":"01711222333"}`); m["status"] != true {
		t.Fatalf("send-otp %v", m)
	}
	found := regexp.MustCompile(`SMS to 01711222333: .* (\d{4})\.`).FindStringSubmatch(logs.String())
	if found == nil {
		t.Fatalf("no code in the log:\n%s", logs)
	}
	m := postJSON(t, "POST", api+"/auth/verify-otp", "", `{"phone_number":"01711222333","otp":"`+found[1]+`"}`)
	token, _ := m["token"].(string)
	if m["status"] != true || m["isNewUser"] != true || token == "" {
		t.Fatalf("verify-otp %v", m)
	}
	if m := postJSON(t, "PUT", api+"/user", token, `{"name":"Rahim"}`); m["success"] != true {
		t.Fatalf("put user %v", m)
	}
	if m := postJSON(t, "GET", api+"/user", token, ""); m["user"].(map[string]any)["name"] != "Rahim" {
		t.Fatalf("user %v", m)
	}
	if m := postJSON(t, "POST", api+"/logout", token, ""); m["status"] != true {
		t.Fatalf("logout %v", m)
	}
	if m := postJSON(t, "GET", api+"/user", token, ""); m["status"] != false {
		t.Fatalf("user after logout %v", m)
	}
	// Codes never show up anywhere else in the log. Log timestamps are
	// left out: four random digits can match a year or a clock by chance.
	text := regexp.MustCompile(`time=\S+`).ReplaceAllString(logs.String(), "")
	if n := len(regexp.MustCompile(`(^|\D)`+found[1]+`(\D|$)`).FindAllString(text, -1)); n != 1 {
		t.Errorf("code %s appears %d times in the log:\n%s", found[1], n, text)
	}
}

func TestSignInConfiguration(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"unknown sender", []string{"--sms", "carrier-pigeon"}, "--sms must be console or http"},
		{"http without url", []string{"--sms", "http", "--sms-api-key", "k", "--sms-sender-id", "s"}, "--sms-url"},
		{"short secret", []string{"--secret", "short"}, "--secret must be at least 32 characters"},
		{"bad proxies", []string{"--trusted-proxies", "10.0.0.0/40"}, "--trusted-proxies"},
	} {
		db := filepath.Join(t.TempDir(), "g.db")
		err := run(context.Background(), append([]string{"garihaat", "serve", "--addr", "127.0.0.1:0", "--db", db}, tc.args...),
			func(string) string { return "" }, io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
}
