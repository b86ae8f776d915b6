package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// startServer runs the real program with args on port 0 and returns its
// base URL; the server stops (and run returns) when the test ends.
func startServer(t *testing.T, env map[string]string, args ...string) string {
	t.Helper()
	return startServerLog(t, env, io.Discard, args...)
}

// startServerLog is startServer with the server's log written to stderr.
func startServerLog(t *testing.T, env map[string]string, stderr io.Writer, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	base, done := runServer(t, ctx, env, stderr, args...)
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("run: %v", err)
			}
		case <-time.After(20 * time.Second):
			t.Error("server did not shut down")
		}
	})
	return base
}

// runServer runs the program's serve command with args on port 0 until ctx
// ends (the SIGTERM of a test); it returns the base URL once the server
// listens, and run's result when it is over.
func runServer(t *testing.T, ctx context.Context, env map[string]string, stderr io.Writer, args ...string) (string, <-chan error) {
	t.Helper()
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	getenv := func(k string) string { return env[k] }
	go func() {
		done <- run(ctx, append([]string{"garihaat", "serve", "--addr", "127.0.0.1:0"}, args...), getenv, pw, stderr)
		pw.Close()
	}()
	lines := bufio.NewScanner(pr)
	for lines.Scan() {
		if url, ok := strings.CutPrefix(lines.Text(), "garihaat listening on "); ok {
			go io.Copy(io.Discard, pr)
			return url, done
		}
	}
	t.Fatalf("server never said where it listens: %v\n%s", <-done, stderr)
	return "", done
}

// call sends one request — a JSON body when body is not empty, a bearer
// token and an Idempotency-Key when given, English messages — and decodes
// a JSON answer into v when v is not nil. err is a failed exchange.
func call(method, url, token, key, body string, v any) (int, error) {
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		return 0, err
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept-Language", "en")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if v != nil {
		if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
			return resp.StatusCode, fmt.Errorf("%s %s: %w", method, url, err)
		}
	}
	return resp.StatusCode, nil
}

func getJSON(t *testing.T, url string, v any) *http.Response {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if v != nil {
		if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
			t.Fatalf("%s: %v", url, err)
		}
	}
	return resp
}

func TestServeDemo(t *testing.T) {
	db := filepath.Join(t.TempDir(), "sub", "demo.db")
	base := startServer(t, map[string]string{"GARIHAAT_DEMO": "true"}, "--db", db)
	// Migrated, reachable and its read model read: ready for traffic
	// (503 with Retry-After until then).
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		resp, err := http.Get(base + "/readyz")
		if err != nil {
			t.Fatalf("readyz: %v", err)
		}
		resp.Body.Close()
		if resp.StatusCode == 200 {
			break
		}
		if resp.StatusCode != 503 || resp.Header.Get("Retry-After") == "" || time.Now().After(deadline) {
			t.Fatalf("readyz: %d, Retry-After %q", resp.StatusCode, resp.Header.Get("Retry-After"))
		}
	}

	var home struct {
		Brands []struct {
			BrandSlug string `json:"brand_slug"`
		} `json:"brands"`
		Types []struct {
			Products []struct {
				ProductSlug string `json:"product_slug"`
			} `json:"products"`
		} `json:"types"`
	}
	if resp := getJSON(t, base+"/api/v1/get-homepage", &home); resp.StatusCode != 200 {
		t.Fatalf("homepage: %d", resp.StatusCode)
	}
	if len(home.Brands) < 8 || len(home.Types) != 5 || len(home.Types[0].Products) == 0 {
		t.Fatalf("demo homepage: %d brands, %d types", len(home.Brands), len(home.Types))
	}
	slug := home.Types[0].Products[0].ProductSlug
	var detail struct {
		Status  bool `json:"status"`
		Product struct {
			Images []string `json:"images"`
		} `json:"product"`
	}
	getJSON(t, base+"/api/v1/get-vehicle/"+slug, &detail)
	if !detail.Status || len(detail.Product.Images) < 3 {
		t.Fatalf("detail of %s: %+v", slug, detail)
	}
	resp := getJSON(t, base+detail.Product.Images[0], nil)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/svg+xml" {
		t.Errorf("image %s: %d %s", detail.Product.Images[0], resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	resp = getJSON(t, base+"/all-vehicles?vehicleType=1", nil)
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		t.Errorf("client route: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	var nf map[string]any
	if resp := getJSON(t, base+"/api/v1/missing", &nf); resp.StatusCode != 404 || nf["status"] != false {
		t.Errorf("api 404: %d %v", resp.StatusCode, nf)
	}
}

func TestServeKeepsExistingData(t *testing.T) {
	db := filepath.Join(t.TempDir(), "demo.db")
	ctx := context.Background()
	var out strings.Builder
	if err := run(ctx, []string{"garihaat", "seed", "--demo", "--db", db}, func(string) string { return "" }, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := run(ctx, []string{"garihaat", "seed", "--demo", "--db", db}, func(string) string { return "" }, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "not seeding") {
		t.Errorf("second seed: %q", out.String())
	}
}

func TestSeedSynthetic(t *testing.T) {
	db := filepath.Join(t.TempDir(), "bench.db")
	var out strings.Builder
	if err := run(context.Background(), []string{"garihaat", "seed", "--vehicles", "500", "--seed", "7"},
		func(k string) string { return map[string]string{"GARIHAAT_DB": db}[k] }, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "seeded 500 vehicles") {
		t.Errorf("output: %q", out.String())
	}
	base := startServer(t, nil, "--db", db)
	var page struct {
		Pagination struct{ Total int } `json:"pagination"`
	}
	getJSON(t, base+"/api/v1/get-vehicles", &page)
	if page.Pagination.Total != 500 {
		t.Errorf("total = %d", page.Pagination.Total)
	}
}

func TestCommandLine(t *testing.T) {
	ctx := context.Background()
	noenv := func(string) string { return "" }
	if err := run(ctx, []string{"garihaat"}, noenv, io.Discard, io.Discard); err == nil {
		t.Error("no command: want an error")
	}
	if err := run(ctx, []string{"garihaat", "frobnicate"}, noenv, io.Discard, io.Discard); err == nil {
		t.Error("unknown command: want an error")
	}
	if err := run(ctx, []string{"garihaat", "seed", "--db", filepath.Join(t.TempDir(), "x.db")}, noenv, io.Discard, io.Discard); err == nil {
		t.Error("seed without --demo or --vehicles: want an error")
	}
	var out strings.Builder
	if err := run(ctx, []string{"garihaat", "migrate", "--db", filepath.Join(t.TempDir(), "m.db")}, noenv, &out, io.Discard); err != nil || !strings.Contains(out.String(), "migrations applied") {
		t.Errorf("migrate: %v %q", err, out.String())
	}
	if err := run(ctx, []string{"garihaat", "serve", "--db", filepath.Join(t.TempDir(), "x.db")},
		func(k string) string { return map[string]string{"GARIHAAT_LOG_LEVEL": "loud"}[k] }, io.Discard, io.Discard); err == nil {
		t.Error("bad GARIHAAT_LOG_LEVEL: want an error")
	}
}
