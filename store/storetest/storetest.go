// Package storetest opens fresh, migrated stores for tests: SQLite always,
// PostgreSQL when GARIHAAT_TEST_POSTGRES names a server or one answers on
// 127.0.0.1:5432. Under CI (CI=true) a missing PostgreSQL fails the test.
package storetest

import (
	"context"
	"database/sql"
	"os"
	"sync"
	"testing"
	"time"

	"garihaat/catalog"
	"garihaat/media"
	"garihaat/media/mediatest"
	"garihaat/store"
)

// DefaultPostgres is the local server these machines run.
const DefaultPostgres = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

// Each runs fn once per available database, as a subtest named after it,
// each with a fresh migrated store.
func Each(t *testing.T, fn func(t *testing.T, s *store.Store)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, MustOpenSQLite(t)) })
	t.Run("postgres", func(t *testing.T) {
		s := MustOpenPostgres(t)
		if s == nil {
			t.Skip("no PostgreSQL server: set GARIHAAT_TEST_POSTGRES")
		}
		fn(t, s)
	})
}

// EachMedia runs fn on each database (Each) with the media files in the
// database, then again under "s3" with them on object storage: a Versity
// gateway started for the test (issue 47).
func EachMedia(t *testing.T, fn func(t *testing.T, s *store.Store)) {
	t.Helper()
	Each(t, fn)
	t.Run("s3", func(t *testing.T) {
		Each(t, func(t *testing.T, s *store.Store) {
			s.UseMedia(OpenGateway(t))
			fn(t, s)
		})
	})
}

// OpenGateway starts a Versity gateway for the test and connects to it.
func OpenGateway(tb testing.TB) *media.S3Store {
	tb.Helper()
	m, err := media.OpenS3(context.Background(), mediatest.Gateway(tb, "media"),
		media.S3Options{AccessKey: mediatest.AccessKey, SecretKey: mediatest.SecretKey})
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// MustOpenSQLite opens a migrated store on a new SQLite file.
func MustOpenSQLite(tb testing.TB) *store.Store {
	tb.Helper()
	return mustOpen(tb, newSQLite(tb))
}

// PostgresURL returns the server to test against, or "" when there is none
// (a failure under CI).
func PostgresURL(tb testing.TB) string {
	tb.Helper()
	dsn := os.Getenv("GARIHAAT_TEST_POSTGRES")
	explicit := dsn != ""
	if !explicit {
		dsn = DefaultPostgres
	}
	db, err := sql.Open("pgx", dsn)
	if err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		err = db.PingContext(ctx)
		cancel()
		db.Close()
	}
	if err != nil {
		if explicit || os.Getenv("CI") == "true" {
			tb.Fatalf("PostgreSQL required but not reachable at %s: %v", dsn, err)
		}
		return ""
	}
	return dsn
}

// MustOpenPostgres opens a migrated store in a new database of the test
// server, dropped when the test ends; nil when no server is available.
func MustOpenPostgres(tb testing.TB) *store.Store {
	tb.Helper()
	dsn := PostgresURL(tb)
	if dsn == "" {
		return nil
	}
	return mustOpen(tb, newPostgres(tb, dsn))
}

// SecondInstance opens another store on s's database, as a second app
// instance would (already migrated), on the fixture's clock; it is closed
// when the test ends.
func SecondInstance(tb testing.TB, s *store.Store) *store.Store {
	tb.Helper()
	other, err := store.Open(context.Background(), s.DSN())
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { other.Close() })
	other.Now = func() time.Time { return Now }
	withCatalog(tb, other)
	return other
}

// catalogs are the read models of the stores opened here.
var catalogs sync.Map // *store.Store → *catalog.Catalog

// withCatalog gives s its read model (as the server's wiring does), which
// s closes; Catalog finds it.
func withCatalog(tb testing.TB, s *store.Store) {
	catalogs.Store(s, catalog.New(s))
	tb.Cleanup(func() { catalogs.Delete(s) })
}

// Catalog is the read model of s, a store opened here: the lists,
// brands, home page, suggestions and stored parts are its.
func Catalog(s *store.Store) *catalog.Catalog {
	c, ok := catalogs.Load(s)
	if !ok {
		panic("storetest.Catalog: the store was not opened by storetest")
	}
	return c.(*catalog.Catalog)
}

// mustOpen opens and migrates the store at dsn, closed when the test ends.
func mustOpen(tb testing.TB, dsn string) *store.Store {
	tb.Helper()
	s, err := store.Open(context.Background(), dsn)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	withCatalog(tb, s)
	if err := s.Migrate(context.Background()); err != nil {
		tb.Fatal(err)
	}
	return s
}
