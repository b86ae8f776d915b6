package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"time"

	"garihaat/progress"
	"garihaat/store"
)

// backup writes a consistent copy of the database to a new file while the
// server may be running. SQLite: VACUUM INTO, a complete database file
// (restore: stop the server, put the file in place of the old one, or
// serve it with --db). PostgreSQL: pg_dump's custom archive when pg_dump
// is installed (restore with pg_restore), else a message saying so.
func backup(ctx context.Context, st *store.Store, dsn, to string, stdout, stderr io.Writer) error {
	if to == "" {
		return errors.New("backup: --to FILE is required")
	}
	if _, err := os.Stat(to); err == nil {
		return fmt.Errorf("backup: %s exists; a backup never overwrites a file", to)
	}
	// The copy is one statement (or pg_dump): its progress is the file's
	// growth, against the database file's size on SQLite.
	var total int64
	if fi, err := os.Stat(dsn); err == nil && !store.IsPostgres(dsn) {
		total = fi.Size()
	}
	stop := watchGrowth(progress.New(stderr, "backup bytes", total), to)
	defer stop()
	if err := photosElsewhere(ctx, st, stdout); err != nil {
		return err
	}
	if !store.IsPostgres(dsn) {
		if err := st.BackupSQLite(ctx, to); err != nil {
			return fmt.Errorf("backup: %w", err)
		}
		fmt.Fprintf(stdout, "backup written to %s (an SQLite database: serve it with --db, or put it in place of the old file while the server is stopped)\n", to)
		return nil
	}
	pgDump, err := exec.LookPath("pg_dump")
	if err != nil {
		return errors.New("backup: this database is PostgreSQL and pg_dump is not installed here; " +
			"install the PostgreSQL client (apt-get install postgresql-client) and run " +
			"pg_dump --format=custom --file FILE \"$GARIHAAT_DB\", or use your provider's backups")
	}
	args := []string{"--format=custom", "--no-owner", "--file", to}
	// pgx takes search_path in the URL, libpq (pg_dump) does not: it
	// becomes pg_dump's --schema.
	if u, err := url.Parse(dsn); err == nil && u.Query().Has("search_path") {
		q := u.Query()
		args = append(args, "--schema="+q.Get("search_path"))
		q.Del("search_path")
		u.RawQuery = q.Encode()
		dsn = u.String()
	}
	cmd := exec.CommandContext(ctx, pgDump, append(args, dsn)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		os.Remove(to)
		return fmt.Errorf("backup: pg_dump: %v: %s", err, out)
	}
	fmt.Fprintf(stdout, "backup written to %s (a pg_dump archive: restore it with pg_restore --dbname URL %s)\n", to, to)
	return nil
}

// watchGrowth reports the size of the file at path every second until
// the returned stop is called.
func watchGrowth(bar *progress.Bar, path string) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				if fi, err := os.Stat(path); err == nil {
					bar.Set(fi.Size())
				}
			}
		}
	}()
	return func() {
		close(done)
		<-finished
		if fi, err := os.Stat(path); err == nil {
			bar.Set(fi.Size())
		}
		bar.Stop()
	}
}

// photosElsewhere says which photos a database backup does not hold: those
// whose files live on object storage (--media s3://…, issue 47).
func photosElsewhere(ctx context.Context, st *store.Store, stdout io.Writer) error {
	o, err := st.PhotosOutsideDatabase(ctx)
	if err != nil || o.Total() == 0 {
		return err
	}
	fmt.Fprintf(stdout, "not in this backup: the files of %d photos (%d of listings, %d in conversations), which live on "+
		"object storage (--media s3://…), and the share images made there; back the bucket up with its own tools "+
		"(docs/operations.md, \"Photos on object storage\")\n", o.Total(), o.Listings, o.Conversations)
	return nil
}
