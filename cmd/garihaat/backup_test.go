package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/media"
	"garihaat/media/mediatest"
	"garihaat/store"
	"garihaat/store/storetest"
)

func vehicleCount(t *testing.T, dsn string) int {
	t.Helper()
	st, err := store.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var n int
	if err := st.DB().QueryRow(`SELECT COUNT(*) FROM vehicles`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestBackupSQLite: a backup taken while the server runs is a complete
// database that the server serves again (the restore).
func TestBackupSQLite(t *testing.T) {
	dir := t.TempDir()
	db, copy := filepath.Join(dir, "live.db"), filepath.Join(dir, "backup.db")
	base := startServer(t, nil, "--db", db, "--demo")
	var list struct {
		Pagination struct {
			Total int `json:"total"`
		} `json:"pagination"`
	}
	getJSON(t, base+"/api/v1/get-vehicles", &list)

	var out strings.Builder
	if err := run(context.Background(), []string{"garihaat", "backup", "--db", db, "--to", copy}, func(string) string { return "" }, &out, io.Discard); err != nil {
		t.Fatalf("backup: %v", err)
	}
	if !strings.Contains(out.String(), "backup written to "+copy) {
		t.Errorf("backup said %q", out.String())
	}
	if n := vehicleCount(t, copy); n != vehicleCount(t, db) || n == 0 {
		t.Errorf("backup has %d vehicles", n)
	}
	restored := startServer(t, nil, "--db", copy)
	var again struct {
		Pagination struct {
			Total int `json:"total"`
		} `json:"pagination"`
	}
	getJSON(t, restored+"/api/v1/get-vehicles", &again)
	if again.Pagination.Total != list.Pagination.Total || list.Pagination.Total == 0 {
		t.Errorf("restored site lists %d vehicles, the original %d", again.Pagination.Total, list.Pagination.Total)
	}
	// A backup never overwrites.
	if err := run(context.Background(), []string{"garihaat", "backup", "--db", db, "--to", copy}, func(string) string { return "" }, io.Discard, io.Discard); err == nil || !strings.Contains(err.Error(), "exists") {
		t.Errorf("second backup to the same file: %v", err)
	}
}

// TestBackupPostgres: pg_dump's archive of a live database restores with
// pg_restore into a new one holding the same catalogue. Without pg_dump
// the command says what to do instead.
func TestBackupPostgres(t *testing.T) {
	dsn := storetest.PostgresURL(t)
	if dsn == "" {
		t.Skip("no PostgreSQL server: set GARIHAAT_TEST_POSTGRES (under CI=true PostgresURL fails instead)")
	}
	admin, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	newDB := func() string {
		var b [5]byte
		rand.Read(b[:])
		name := "gh_backup_" + hex.EncodeToString(b[:])
		if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { admin.Exec("DROP DATABASE " + name + " WITH (FORCE)") })
		u, _ := url.Parse(dsn)
		u.Path = "/" + name
		return u.String()
	}
	live := newDB()
	var out strings.Builder
	if err := run(context.Background(), []string{"garihaat", "seed", "--demo", "--db", live}, func(string) string { return "" }, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "backup.dump")
	err = run(context.Background(), []string{"garihaat", "backup", "--db", live, "--to", file}, func(string) string { return "" }, &out, io.Discard)
	if _, lookErr := exec.LookPath("pg_dump"); lookErr != nil {
		if err == nil || !strings.Contains(err.Error(), "pg_dump is not installed") {
			t.Errorf("without pg_dump: %v", err)
		}
		// CI installs PostgreSQL with its client tools: there the dump
		// itself must be tested.
		if os.Getenv("CI") == "true" {
			t.Fatal("pg_dump is not installed (CI installs postgresql)")
		}
		t.Skip("pg_dump is not installed: only the command's message was checked (apt-get install postgresql-client)")
	}
	if err != nil {
		t.Fatalf("backup: %v", err)
	}
	restored := newDB()
	if out, err := exec.Command("pg_restore", "--no-owner", "--dbname", restored, file).CombinedOutput(); err != nil {
		t.Fatalf("pg_restore: %v: %s", err, out)
	}
	if n := vehicleCount(t, restored); n != vehicleCount(t, live) || n == 0 {
		t.Errorf("restored database has %d vehicles", n)
	}
}

// TestBackupSaysWhatItDoesNotHold: with photos on object storage a backup
// says how many it does not copy, the conversations' counted beside the
// listings' (issue 48: a conversation photo is a file there too).
func TestBackupSaysWhatItDoesNotHold(t *testing.T) {
	if !mediatest.Installed() {
		t.Skip("versitygw is not installed: run make versitygw (under CI=true this fails)")
	}
	ctx := context.Background()
	dir := t.TempDir()
	db := filepath.Join(dir, "site.db")
	if err := run(ctx, []string{"garihaat", "seed", "--demo", "--db", db}, func(string) string { return "" }, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	objects, err := media.OpenS3(ctx, mediatest.Gateway(t, "backup"), media.S3Options{AccessKey: mediatest.AccessKey, SecretKey: mediatest.SecretKey})
	if err != nil {
		t.Fatal(err)
	}
	st.UseMedia(objects)
	if _, err := st.DB().Exec(`INSERT INTO users (phone, created_at, updated_at) VALUES ('01711000181', 0, 0)`); err != nil {
		t.Fatal(err)
	}
	var buyer int64
	if err := st.DB().QueryRow(`SELECT id FROM users WHERE phone = '01711000181'`).Scan(&buyer); err != nil {
		t.Fatal(err)
	}
	v := garihaat.Viewer{UserID: buyer}
	now := time.Now()
	posted, err := st.Conversations.Ask(ctx, garihaat.MessageInput{Viewer: v, Text: "Is the chassis straight?", IP: "192.0.2.7", Lang: "en", Now: now}, garihaat.ConversationLimits{})
	if err != nil {
		t.Fatal(err)
	}
	photo := garihaat.Photo{Hash: "chassis", Format: "jpeg", Renditions: []garihaat.Rendition{
		{Name: garihaat.PhotoThumb, Width: 1, Height: 1, Body: []byte("card")}, {Name: garihaat.PhotoFull, Width: 2, Height: 2, Body: []byte("full")}}}
	for range 2 {
		if _, err := st.Conversations.AddPhoto(ctx, v, posted.Message.ConversationID, photo, now); err != nil {
			t.Fatal(err)
		}
	}
	var listings int
	if err := st.DB().QueryRow(`SELECT COUNT(*) FROM stored_photos`).Scan(&listings); err != nil {
		t.Fatal(err)
	}
	// The demo's photos are in the media table (seeded without --media):
	// the backup holds them, and only the conversation's two are elsewhere.
	var out strings.Builder
	copy := filepath.Join(dir, "backup.db")
	if err := run(ctx, []string{"garihaat", "backup", "--db", db, "--to", copy}, func(string) string { return "" }, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "not in this backup: the files of 2 photos (0 of listings, 2 in conversations)") {
		t.Errorf("backup said %q (%d listing photos stored)", out.String(), listings)
	}
}
