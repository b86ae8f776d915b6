package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"garihaat/media/mediatest"
)

// uploadPhoto adds media/testdata/photo.png to vehicle id through base as
// staff and returns the photo's detail URL.
func uploadPhoto(t *testing.T, base, token string, id int64) string {
	t.Helper()
	png, err := os.ReadFile("../../media/testdata/photo.png")
	if err != nil {
		t.Fatal(err)
	}
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	f, _ := w.CreateFormFile("image", "photo.png")
	f.Write(png)
	w.Close()
	req, _ := http.NewRequest("POST", base+"/api/v1/admin/vehicles/"+strconv.FormatInt(id, 10)+"/images", &body)
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", w.FormDataContentType())
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		Image struct {
			URL string `json:"url"`
		} `json:"image"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != 201 || out.Image.URL == "" {
		t.Fatalf("upload through %s: %d %+v %v", base, resp.StatusCode, out, err)
	}
	return out.Image.URL
}

// fetchMedia GETs u (no redirects followed) and returns the answer with
// its body read.
func fetchMedia(t *testing.T, u string, header ...string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest("GET", u, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

// photoAcrossInstances: a photo uploaded through one instance, stored on
// the shared bucket, is served by the others with the same bytes and
// entity tag, and a conditional request is answered 304.
func photoAcrossInstances(t *testing.T, a, token string, id int64, others ...string) {
	t.Helper()
	url := uploadPhoto(t, a, token, id)
	first, body := fetchMedia(t, a+url)
	if first.StatusCode != 200 || len(body) == 0 || first.Header.Get("ETag") == "" {
		t.Fatalf("%s through the uploader: %d, %d bytes", url, first.StatusCode, len(body))
	}
	for _, base := range others {
		resp, b := fetchMedia(t, base+url)
		if resp.StatusCode != 200 || !bytes.Equal(b, body) || resp.Header.Get("ETag") != first.Header.Get("ETag") ||
			resp.Header.Get("Cache-Control") != first.Header.Get("Cache-Control") {
			t.Errorf("%s through %s: %d, %d bytes, ETag %q, Cache-Control %q", url, base, resp.StatusCode, len(b),
				resp.Header.Get("ETag"), resp.Header.Get("Cache-Control"))
		}
		if resp, _ := fetchMedia(t, base+url, "If-None-Match", first.Header.Get("ETag")); resp.StatusCode != 304 {
			t.Errorf("%s through %s, conditional: %d, want 304", url, base, resp.StatusCode)
		}
	}
}

// TestMediaMove: `garihaat media move` copies every file of the database
// to object storage and says how far it got on a non-terminal as lines;
// run again it copies nothing (safe to stop and rerun); the server started
// with --media serves the same files with the same entity tags, and with
// --media-url redirects there.
func TestMediaMove(t *testing.T) {
	if !mediatest.Installed() {
		t.Skip("versitygw is not installed: run make versitygw (under CI=true this fails)")
	}
	ctx := context.Background()
	dir := t.TempDir()
	db := filepath.Join(dir, "site.db")
	env := func(string) string { return "" }
	var out, errs bytes.Buffer
	if err := run(ctx, []string{"garihaat", "seed", "--demo", "--db", db}, env, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errs.String(), "seed vehicles: ") || !strings.Contains(errs.String(), "store vehicle details: ") {
		t.Errorf("seed's progress lines: %q", errs.String())
	}
	// Before: the demo's files served from the database.
	plain := startChild(t, filepath.Join(dir, "plain.log"), "--db", db)
	const demoFile = "/media/demo/brand/tata.svg"
	before, beforeBody := fetchMedia(t, plain.base+demoFile)
	if before.StatusCode != 200 {
		t.Fatalf("%s from the database: %d", demoFile, before.StatusCode)
	}

	loc := mediatest.Gateway(t, "moved")
	move := []string{"garihaat", "media", "move", "--db", db, "--to", loc,
		"--media-access-key", mediatest.AccessKey, "--media-secret-key", mediatest.SecretKey}
	out.Reset()
	errs.Reset()
	if err := run(ctx, move, env, &out, &errs); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`media move done: (\d+) copied, 0 already there`).FindStringSubmatch(out.String())
	if m == nil || m[1] == "0" {
		t.Fatalf("first move: %q", out.String())
	}
	if !regexp.MustCompile(`media move: ` + m[1] + ` done in \S+, \d+/s`).MatchString(errs.String()) {
		t.Errorf("the move's progress lines: %q", errs.String())
	}
	out.Reset()
	if err := run(ctx, move, env, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "media move done: 0 copied, "+m[1]+" already there") {
		t.Errorf("second move: %q", out.String())
	}

	media := []string{"--db", db, "--media", loc, "--media-access-key", mediatest.AccessKey, "--media-secret-key", mediatest.SecretKey}
	moved := startChild(t, filepath.Join(dir, "moved.log"), media...)
	after, afterBody := fetchMedia(t, moved.base+demoFile)
	if after.StatusCode != 200 || !bytes.Equal(afterBody, beforeBody) || after.Header.Get("ETag") != before.Header.Get("ETag") ||
		after.Header.Get("Content-Type") != before.Header.Get("Content-Type") {
		t.Errorf("%s from object storage: %d, ETag %q (was %q), %s", demoFile, after.StatusCode,
			after.Header.Get("ETag"), before.Header.Get("ETag"), after.Header.Get("Content-Type"))
	}
	if resp, _ := fetchMedia(t, moved.base+"/media/demo/never-stored.svg"); resp.StatusCode != 404 {
		t.Errorf("a missing file from object storage: %d, want 404", resp.StatusCode)
	}
	cdn := startChild(t, filepath.Join(dir, "cdn.log"), append(media, "--media-url", "https://cdn.example.com/m/")...)
	if resp, _ := fetchMedia(t, cdn.base+demoFile); resp.StatusCode != http.StatusFound ||
		resp.Header.Get("Location") != "https://cdn.example.com/m/demo/brand/tata.svg" {
		t.Errorf("with --media-url: %d to %q", resp.StatusCode, resp.Header.Get("Location"))
	}
}
