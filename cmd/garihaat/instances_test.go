package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/media/mediatest"
	"garihaat/store/storetest"
)

// nginxBinary finds Debian's nginx (make test installs it); under CI its
// absence is a failure.
func nginxBinary(t *testing.T) string {
	for _, p := range []string{"nginx", "/usr/sbin/nginx"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("nginx is not installed (make test installs it)")
	}
	return ""
}

// startNginx balances a free loopback port round-robin over upstreams.
func startNginx(t *testing.T, bin string, upstreams ...string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	dir := t.TempDir()
	var servers strings.Builder
	for _, u := range upstreams {
		fmt.Fprintf(&servers, "server %s;\n", strings.TrimPrefix(u, "http://"))
	}
	conf := fmt.Sprintf(`worker_processes 1;
pid %[1]s/nginx.pid;
error_log %[1]s/error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path %[1]s/body; proxy_temp_path %[1]s/proxy; fastcgi_temp_path %[1]s/fcgi;
  uwsgi_temp_path %[1]s/uwsgi; scgi_temp_path %[1]s/scgi;
  upstream garihaat { %[2]s }
  server {
    listen %[3]s;
    location / {
      proxy_pass http://garihaat;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`, dir, servers.String(), addr)
	if err := os.WriteFile(filepath.Join(dir, "nginx.conf"), []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-c", filepath.Join(dir, "nginx.conf"), "-g", "daemon off;")
	out, _ := os.Create(filepath.Join(dir, "out.log"))
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait(); out.Close() })
	for i := 0; i < 100; i++ {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			return "http://" + addr
		}
		time.Sleep(50 * time.Millisecond)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "error.log"))
	t.Fatalf("nginx did not start: %s", b)
	return ""
}

func getAs(t *testing.T, u, token string, v any) int {
	t.Helper()
	code, err := call("GET", u, token, "", "", v)
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// TestSeveralInstances: two servers on one PostgreSQL behind nginx behave
// as one site: a session made through one works through the other, sign-in
// limits are shared, a back-office write on one shows on the other at once,
// and a bid on one reaches an event stream held by the other.
func TestSeveralInstances(t *testing.T) {
	dsn := storetest.PostgresURL(t)
	bin := nginxBinary(t)
	if dsn == "" || bin == "" {
		t.Skip("needs PostgreSQL (GARIHAAT_TEST_POSTGRES) and nginx (make nginx); under CI=true the helpers fail instead")
	}
	db := pgSchema(t, dsn)
	dir := t.TempDir()
	args := []string{"--db", db, "--demo", "--sms", "console", "--trusted-proxies", "127.0.0.1/32"}
	// Media on object storage (issue 47): both instances on one bucket.
	if mediatest.Installed() {
		args = append(args, "--media", mediatest.Gateway(t, "site"),
			"--media-access-key", mediatest.AccessKey, "--media-secret-key", mediatest.SecretKey)
	}
	a := startChild(t, filepath.Join(dir, "a.log"), args...)
	b := startChild(t, filepath.Join(dir, "b.log"), args...)
	site := startNginx(t, bin, a.base, b.base)

	// A session made through A works through B and through the proxy.
	const phone = "01811000222"
	token := a.signIn(t, phone)
	var me struct {
		User struct {
			Phone string `json:"phone"`
		} `json:"user"`
	}
	for _, base := range []string{b.base, site, site} {
		if code := getAs(t, base+"/api/v1/user", token, &me); code != 200 || me.User.Phone != phone {
			t.Errorf("session through %s: %d %+v", base, code, me)
		}
	}

	// Sign-in limits are shared: a second code within the cooldown is
	// refused by the other instance.
	const other = "01911000333"
	if code, _, _ := post(a.base, "/api/v1/auth/send-otp", "", "", fmt.Sprintf(`{"phone_number":%q}`, other)); code != 200 {
		t.Fatalf("first code: %d", code)
	}
	if code, _, _ := post(b.base, "/api/v1/auth/send-otp", "", "", fmt.Sprintf(`{"phone_number":%q}`, other)); code != http.StatusTooManyRequests {
		t.Errorf("second code through the other instance: %d, want 429", code)
	}

	// A back-office write through A shows on B at once.
	var granted strings.Builder
	if err := run(context.Background(), []string{"garihaat", "staff", "grant", phone, "--role", "owner", "--db", db}, func(string) string { return "" }, &granted, io.Discard); err != nil {
		t.Fatal(err)
	}
	link := regexp.MustCompile(`/admin\?enrol=([A-Za-z0-9_-]+)`).FindStringSubmatch(granted.String())
	if link == nil {
		t.Fatalf("no set-up link: %q", granted.String())
	}
	// Staff give the second factor: enrolled through A with the owner's
	// set-up link, its code given through B.
	_, enrolled, err := post(a.base, "/api/v1/auth/totp/enroll", token, "", fmt.Sprintf(`{"link":%q}`, link[1]))
	if err != nil {
		t.Fatal(err)
	}
	code, err := garihaat.TOTPCode(fmt.Sprint(enrolled["secret"]), time.Now())
	if err != nil {
		t.Fatalf("enroll: %v %v", enrolled, err)
	}
	if status, m, err := post(b.base, "/api/v1/auth/totp/verify", token, "", fmt.Sprintf(`{"code":%q}`, code)); err != nil || status != 200 {
		t.Fatalf("verify through B: %d %v %v", status, m, err)
	}
	var brands struct {
		Records []map[string]any `json:"records"`
	}
	if code := getAs(t, a.base+"/api/v1/admin/brands", token, &brands); code != 200 || len(brands.Records) == 0 {
		t.Fatalf("admin brands: %d", code)
	}
	rec := brands.Records[0]
	rec["name"] = "Renamed Brand"
	body, _ := json.Marshal(rec)
	req, _ := http.NewRequest("PUT", fmt.Sprintf("%s/api/v1/admin/brands/%v", a.base, rec["id"]), strings.NewReader(string(body)))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("rename brand through A: %v %v", resp, err)
	}
	resp.Body.Close()
	var public struct {
		Brands []struct {
			Name string `json:"name"`
		} `json:"brands"`
	}
	getAs(t, b.base+"/api/v1/get-brands", "", &public)
	found := false
	for _, br := range public.Brands {
		found = found || br.Name == "Renamed Brand"
	}
	if !found {
		t.Errorf("B does not show the brand renamed through A: %+v", public.Brands)
	}

	// A bid through A reaches an event stream held by B (through nginx's
	// upstream choice does not matter: B is asked directly).
	id, price := a.sealedVehicle(t)
	stream, err := http.Get(fmt.Sprintf("%s/api/v1/vehicles/%d/events", b.base, id))
	if err != nil || stream.StatusCode != 200 {
		t.Fatalf("events on B: %v %v", stream, err)
	}
	defer stream.Body.Close()
	events := make(chan string, 16)
	go func() {
		sc := bufio.NewScanner(stream.Body)
		for sc.Scan() {
			if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				events <- data
			}
		}
		close(events)
	}()
	first := <-events // the state now
	bid := fmt.Sprintf(`{"id":%d,"selectedOption":"cash","phone":%q,"offerAmount":%d}`, id, phone, price)
	if code, m, err := post(a.base, "/api/v1/send-bid-offer", token, "instances-bid", bid); err != nil || code != 200 {
		t.Fatalf("bid through A: %d %v %v", code, m, err)
	}
	select {
	case next := <-events:
		if next == first {
			t.Errorf("B's stream sent the same state again: %s", next)
		}
	case <-time.After(10 * time.Second):
		t.Error("a bid through A never reached B's event stream")
	}

	// A photo uploaded through A is served by B and through the proxy.
	if mediatest.Installed() {
		photoAcrossInstances(t, a.base, token, id, b.base, site)
	}

	// A conversation's message through A reaches the other side's user
	// stream held by B (issue 48): the buyer asks through B, the owner
	// answers through A, the buyer's stream on B has the answer.
	buyer := b.signIn(t, "01711000444")
	userEvents := openUserEvents(t, b.base, buyer)
	status, asked, err := post(b.base, "/api/v1/conversations", buyer, "instances-ask", fmt.Sprintf(`{"vehicle_id":%d,"text":"Is it still there?"}`, id))
	if err != nil || status != 201 {
		t.Fatalf("ask through B: %d %v %v", status, asked, err)
	}
	conv := asked["conversation"].(map[string]any)["id"]
	const answer = "Yes — come on Friday."
	if code, m, err := post(a.base, fmt.Sprintf("/api/v1/admin/conversations/%v/messages", conv), token, "instances-answer",
		fmt.Sprintf(`{"text":%q}`, answer)); err != nil || code != 201 {
		t.Fatalf("answer through A: %d %v %v", code, m, err)
	}
	deadline := time.After(10 * time.Second)
	for {
		select {
		case data, ok := <-userEvents:
			if !ok {
				t.Fatal("B's user stream ended before the answer came")
			}
			if strings.Contains(data, answer) {
				return
			}
		case <-deadline:
			t.Fatal("an answer through A never reached the buyer's stream on B")
		}
	}
}

// openUserEvents opens the user's event stream GET /user/events on base
// and returns its data lines; it ends with the test.
func openUserEvents(t *testing.T, base, token string) <-chan string {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/api/v1/user/events", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("user events on %s: %v %v", base, resp, err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	events := make(chan string, 64)
	ready := make(chan struct{})
	go func() {
		defer close(events)
		sc := bufio.NewScanner(resp.Body)
		readySeen := false
		for sc.Scan() {
			if sc.Text() == "event: ready" && !readySeen {
				readySeen = true
				close(ready)
			}
			if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				events <- data
			}
		}
	}()
	// The stream is subscribed once "ready" came: what is published after
	// reaches it.
	select {
	case <-ready:
	case <-time.After(10 * time.Second):
		t.Fatal("the user stream never said ready")
	}
	return events
}
