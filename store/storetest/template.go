package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"garihaat/store"
)

// Each test gets a fresh database copied from a template migrated once:
// migrating a new database took 1–9 s under the race detector (37
// migrations, more than the fixture's seed), most of the store suite's
// time. A template is named by store.SchemaDigest, so an edited migration
// makes a new one; the copies behave as a freshly migrated database, and
// mustOpen still runs Migrate (a no-op) to prove it.

// sqliteTemplate is the path of a migrated SQLite file, made once per
// schema on this machine (written whole, then renamed into place).
var sqliteTemplate = sync.OnceValues(func() (string, error) {
	path := filepath.Join(os.TempDir(), "garihaat-test-"+store.SchemaDigest()+".db")
	if _, err := os.Stat(path); err == nil {
		return path, nil
	}
	dir, err := os.MkdirTemp("", "garihaat-template-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()
	s, err := store.Open(ctx, filepath.Join(dir, "t.db"))
	if err != nil {
		return "", err
	}
	err = s.Migrate(ctx)
	if err == nil {
		// One self-contained file, whatever the WAL still holds.
		_, err = s.DB().ExecContext(ctx, `VACUUM INTO ?`, filepath.Join(dir, "copy.db"))
	}
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", err
	}
	return path, os.Rename(filepath.Join(dir, "copy.db"), path)
})

// newSQLite is a new SQLite file in the test's folder, copied from the
// template.
func newSQLite(tb testing.TB) string {
	tb.Helper()
	tpl, err := sqliteTemplate()
	if err != nil {
		tb.Fatalf("the SQLite template: %v", err)
	}
	data, err := os.ReadFile(tpl)
	if err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(tb.TempDir(), "test.db")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		tb.Fatal(err)
	}
	return path
}

// postgresTemplate makes (once per schema on the server) the template
// database and returns its name. An advisory lock keeps two test
// processes from making it at once; it is made under another name and
// renamed when complete, so a half-made one is never copied.
func postgresTemplate(dsn string) (string, error) {
	pgTemplateOnce.Do(func() { pgTemplate, pgTemplateErr = makePostgresTemplate(dsn) })
	return pgTemplate, pgTemplateErr
}

var (
	pgTemplateOnce sync.Once
	pgTemplate     string
	pgTemplateErr  error
)

func makePostgresTemplate(dsn string) (string, error) {
	ctx := context.Background()
	name := "gh_tpl_" + store.SchemaDigest()
	admin, err := sql.Open("pgx", dsn)
	if err != nil {
		return "", err
	}
	defer admin.Close()
	conn, err := admin.Conn(ctx)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(482001)`); err != nil {
		return "", err
	}
	defer conn.ExecContext(ctx, `SELECT pg_advisory_unlock(482001)`)
	var exists bool
	if err := conn.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, name).Scan(&exists); err != nil || exists {
		return name, err
	}
	// Templates of other schemas stay: another clone's tests on this
	// server may be copying theirs (one database of a few MB a schema).
	building := name + "_making"
	if _, err := conn.ExecContext(ctx, `CREATE DATABASE `+building); err != nil {
		return "", err
	}
	s, err := store.Open(ctx, withDatabase(dsn, building))
	if err != nil {
		return "", err
	}
	err = s.Migrate(ctx)
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		_, err = conn.ExecContext(ctx, `ALTER DATABASE `+building+` RENAME TO `+name)
	}
	if err != nil {
		conn.ExecContext(ctx, `DROP DATABASE IF EXISTS `+building+` WITH (FORCE)`)
		return "", fmt.Errorf("the PostgreSQL template: %w", err)
	}
	return name, nil
}

// newPostgres creates a database for the test from the template and
// returns its address; the database is dropped when the test ends (after
// the store on it is closed: cleanups run last-registered first).
func newPostgres(tb testing.TB, dsn string) string {
	tb.Helper()
	tpl, err := postgresTemplate(dsn)
	if err != nil {
		tb.Fatal(err)
	}
	var b [6]byte
	rand.Read(b[:])
	name := "gh_test_" + hex.EncodeToString(b[:])
	admin, err := sql.Open("pgx", dsn)
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := admin.Exec(`CREATE DATABASE ` + name + ` TEMPLATE ` + tpl); err != nil {
		admin.Close()
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		admin.Exec(`DROP DATABASE IF EXISTS ` + name + ` WITH (FORCE)`)
		admin.Close()
	})
	return withDatabase(dsn, name)
}

// withDatabase is dsn naming another database on the same server.
func withDatabase(dsn, name string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return dsn
	}
	u.Path = "/" + strings.TrimPrefix(name, "/")
	return u.String()
}
