package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"garihaat"
	"garihaat/media"
	"garihaat/media/mediatest"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestMediaPrune: `media move --prune` deletes the database's copies of
// the media files only while the servers read them from the bucket, and
// only once every one is there unchanged. It is refused, copying and
// deleting nothing, while no server has said where it reads, while the
// server reads the database, and for another bucket than the server's; it
// deletes nothing while a file is missing from the bucket or differs;
// stopped halfway it goes on with what is left; then it says what it
// freed, and the site serves every file from the bucket as before. On
// both databases, with a real S3 server.
func TestMediaPrune(t *testing.T) {
	if !mediatest.Installed() {
		t.Skip("versitygw is not installed: run make versitygw (under CI=true this fails)")
	}
	dbs := map[string]string{"sqlite": filepath.Join(t.TempDir(), "site.db")}
	if dsn := storetest.PostgresURL(t); dsn != "" {
		dbs["postgres"] = pgSchema(t, dsn)
	}
	for name, db := range dbs {
		t.Run(name, func(t *testing.T) { testMediaPrune(t, db) })
	}
}

func testMediaPrune(t *testing.T, db string) {
	ctx := context.Background()
	env := func(string) string { return "" }
	dir := t.TempDir()
	if err := run(ctx, []string{"garihaat", "seed", "--demo", "--db", db}, env, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	files := func() int {
		t.Helper()
		n, err := st.DBMedia().Count(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	all := files()
	loc := mediatest.Gateway(t, "pruned")
	keys := []string{"--media-access-key", mediatest.AccessKey, "--media-secret-key", mediatest.SecretKey}
	objects, err := media.OpenS3(ctx, loc, media.S3Options{AccessKey: mediatest.AccessKey, SecretKey: mediatest.SecretKey})
	if err != nil {
		t.Fatal(err)
	}
	move := append([]string{"garihaat", "media", "move", "--db", db, "--to", loc}, keys...)
	prune := append(slices.Clone(move), "--prune")
	var out bytes.Buffer
	try := func(args []string) error {
		out.Reset()
		return run(ctx, args, env, &out, io.Discard)
	}
	refused := func(what string, err error, says string) {
		t.Helper()
		if err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("%s: %v, want it refused saying %q", what, err, says)
		}
		if n := files(); n != all {
			t.Errorf("%s: %d of %d files left in the database", what, n, all)
		}
	}
	const demoFile = "demo/brand/tata.svg"

	refused("before any server started", try(prune), "no server has said where it reads photos")
	if _, err := objects.Stat(ctx, demoFile); garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
		t.Errorf("a refused prune copied: %v", err)
	}
	plain := startChild(t, filepath.Join(dir, "plain.log"), "--db", db)
	refused("while the server reads the database", try(prune), "still reads photos from the database")
	plain.cmd.Process.Signal(syscall.SIGTERM)
	plain.cmd.Wait()

	// The copy, then the server switched over to the bucket.
	if err := try(move); err != nil {
		t.Fatal(err)
	}
	moved := startChild(t, filepath.Join(dir, "moved.log"), append([]string{"--db", db, "--media", loc}, keys...)...)
	before, shown := fetchMedia(t, moved.base+"/media/"+demoFile)
	if before.StatusCode != 200 {
		t.Fatalf("%s from the bucket: %d", demoFile, before.StatusCode)
	}
	other := append([]string{"garihaat", "media", "move", "--db", db, "--to", mediatest.Gateway(t, "other"), "--prune"}, keys...)
	refused("to another bucket than the server's", try(other), "not from")

	// Someone else's file at a path, and a file gone from the bucket:
	// nothing is deleted, and both are named.
	if err := objects.Put(ctx, demoFile, "image/svg+xml", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><!--not ours--></svg>`)); err != nil {
		t.Fatal(err)
	}
	refused("a file that differs", try(prune), "1 files differ from the database's copies ("+demoFile)
	paths, err := st.DBMedia().Paths(ctx, "", 12)
	if err != nil || len(paths) < 12 {
		t.Fatalf("paths %v %v", paths, err)
	}
	paths = slices.DeleteFunc(paths, func(p string) bool { return p == demoFile })
	gone := paths[0]
	if err := objects.Delete(ctx, gone); err != nil {
		t.Fatal(err)
	}
	// (media move --prune would copy it back first: the check alone.)
	err = pruneMedia(ctx, st, objects, objects.Location, mediaPruneBatch, &out, io.Discard)
	refused("a file missing from the bucket", err, "1 files are missing from "+objects.Location+" ("+gone+")")

	// A prune stopped after its first batch of ten (put back first: the
	// two files are copied again below).
	stopped, _, err := st.DBMedia().Prune(ctx, paths[1:11])
	if err != nil || stopped != 10 {
		t.Fatalf("the first batch: %d, %v", stopped, err)
	}
	if err := objects.Delete(ctx, demoFile); err != nil {
		t.Fatal(err)
	}
	if err := try(prune); err != nil {
		t.Fatalf("the prune: %v", err)
	}
	if want := fmt.Sprintf("media move done: 2 copied, %d already there", all-12); !strings.Contains(out.String(), want) {
		t.Errorf("the copy before the prune: %q, want %q", out.String(), want)
	}
	if want := fmt.Sprintf("the database's copies of %d files deleted, ", all-10); !strings.Contains(out.String(), want) ||
		!strings.Contains(out.String(), " MB freed (") {
		t.Errorf("what the prune said: %q, want %q and the space freed", out.String(), want)
	}
	if n := files(); n != 0 {
		t.Errorf("%d files left in the database", n)
	}
	for _, p := range []string{demoFile, gone, paths[1]} {
		if resp, _ := fetchMedia(t, moved.base+"/media/"+p); resp.StatusCode != 200 {
			t.Errorf("%s after the prune: %d", p, resp.StatusCode)
		}
	}
	if after, body := fetchMedia(t, moved.base+"/media/"+demoFile); !bytes.Equal(body, shown) || after.Header.Get("ETag") != before.Header.Get("ETag") {
		t.Errorf("%s after the prune is another file", demoFile)
	}
	// Nothing left: a prune run again deletes nothing.
	if err := try(prune); err != nil || !strings.Contains(out.String(), "copies of 0 files deleted") {
		t.Errorf("a second prune: %v %q", err, out.String())
	}
}
