// Package sqldb is what every area of the store shares: the SQLite reader
// and writer pools or the PostgreSQL pool (Core), transactions (Tx) whose
// helpers rebind placeholders, the dialects' differences, constraint
// violations as domain errors, and the writes several areas make inside
// their own transactions — the catalogue's change log and version, the SMS
// outbox, the audit log. The area packages import it and the domain
// (garihaat) only; package store opens it and hands each area its service.
package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"garihaat/media"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Dialect names a database flavour.
type Dialect string

// Supported dialects.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// Core is the database handles and what every service shares.
type Core struct {
	// db reads; w writes (transactions, and statements that change rows).
	// On SQLite w is a pool of one connection: SQLite has one write lock,
	// and write transactions that each held one of the readers'
	// connections while they waited for it left none for the readers (with
	// 200 messages a second the server waited instead of using its cores);
	// now they queue in Go and reads never wait behind them. On PostgreSQL
	// both are one pool.
	db, w   *sql.DB
	dsn     string
	dialect Dialect
	// Now is the clock; tests replace it.
	Now func() time.Time
	// AfterCatalogWrite, when set, is called after a transaction that moved
	// the catalogue version on commits, with the version it made: package
	// store has the catalogue's read model apply it before the write is
	// answered.
	AfterCatalogWrite func(ctx context.Context, version int64)
	// Objects holds the media files when they live outside the database
	// (store's UseMedia); nil: the media table. Several areas write them.
	Objects media.Store

	stmts  statements       // the readers' (statements.go)
	wstmts statements       // the writer's
	group  Queue[*groupJob] // Grouped's writes waiting for the writer (SQLite)
}

// sqliteConns is the SQLite pool: each connection keeps its own page cache
// (1 MiB) and prepared statements, and more connections than cores only
// wait for each other inside SQLite (issue 12: 4 instead of 8 kept the
// throughput on 2 cores and saved ~10 MB).
const sqliteConns = 4

// IsPostgres reports whether dsn selects PostgreSQL rather than a SQLite file.
func IsPostgres(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// Open connects to dsn: a postgres:// URL or a SQLite file path (its folder
// is created). It does not migrate.
func Open(ctx context.Context, dsn string) (*Core, error) {
	s := &Core{Now: time.Now, dsn: dsn}
	var err error
	if IsPostgres(dsn) {
		s.dialect = Postgres
		cfg, err := pgx.ParseConfig(dsn)
		if err != nil {
			return nil, fmt.Errorf("open postgres database: %w", err)
		}
		// No JIT unless the address asks for it (?jit=on): compiling took 4 s
		// of the 11 s of the list index's whole read at 1,000,000 vehicles, and
		// the site's statements are short (issue 47).
		if _, set := cfg.RuntimeParams["jit"]; !set {
			cfg.RuntimeParams["jit"] = "off"
		}
		s.db = stdlib.OpenDB(*cfg)
		s.db.SetMaxOpenConns(20)
		s.db.SetMaxIdleConns(20)
		s.db.SetConnMaxIdleTime(5 * time.Minute)
		s.w = s.db
	} else {
		s.dialect = SQLite
		if dir := filepath.Dir(dsn); dir != "." {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, err
			}
		}
		// WAL lets readers run beside the writer; synchronous=FULL because
		// bids are money; busy_timeout makes the writer wait, not fail.
		// cache_size: 1 MiB of pages a connection, not SQLite's 2 — the OS
		// caches the file anyway, and SQLite's memory sits in the server's
		// own RSS (issue 27's 150 MB budget).
		q := "?_pragma=journal_mode(WAL)&_pragma=foreign_keys(1)&_pragma=busy_timeout(10000)&_pragma=synchronous(FULL)&_pragma=cache_size(-1024)"
		s.db, err = sql.Open("sqlite", "file:"+dsn+q)
		if err != nil {
			return nil, err
		}
		// Readers in parallel, each a snapshot of the WAL.
		s.db.SetMaxOpenConns(sqliteConns)
		s.db.SetMaxIdleConns(sqliteConns)
		s.db.SetConnMaxIdleTime(0)
		// The writer takes the write lock at BEGIN (immediate), so a
		// transaction that reads before it writes never fails to upgrade.
		if s.w, err = sql.Open("sqlite", "file:"+dsn+q+"&_txlock=immediate"); err != nil {
			s.db.Close()
			return nil, err
		}
		s.w.SetMaxOpenConns(1)
		s.w.SetMaxIdleConns(1)
		s.w.SetConnMaxIdleTime(0)
	}
	for _, db := range []*sql.DB{s.db, s.w} {
		if err := db.PingContext(ctx); err != nil {
			s.closeDBs()
			return nil, fmt.Errorf("open %s database: %w", s.dialect, err)
		}
	}
	return s, nil
}

// Close closes the prepared statements and the database.
func (s *Core) Close() error {
	s.stmts.close()
	s.wstmts.close()
	return s.closeDBs()
}

// closeDBs closes the reader and, on SQLite, the writer.
func (s *Core) closeDBs() error {
	err := s.db.Close()
	if s.w != s.db {
		err = errors.Join(err, s.w.Close())
	}
	return err
}

// Dialect returns the database flavour.
func (s *Core) Dialect() Dialect { return s.dialect }

// DSN returns what the store was opened with (a PostgreSQL listener opens
// its own connection to the same place).
func (s *Core) DSN() string { return s.dsn }

// DB returns the readers' handle, for tests and benchmarks.
func (s *Core) DB() *sql.DB { return s.db }

// Writer returns the writer's handle: statements that change rows outside
// a transaction, and the migrations.
func (s *Core) Writer() *sql.DB { return s.w }

// Rebind turns the ? placeholders every query is written with into $1, $2…
// for PostgreSQL. Queries never contain a literal '?'.
func (s *Core) Rebind(q string) string {
	if s.dialect != Postgres {
		return q
	}
	var b strings.Builder
	b.Grow(len(q) + 16)
	n := 0
	for i := 0; i < len(q); i++ {
		if q[i] == '?' {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
		} else {
			b.WriteByte(q[i])
		}
	}
	return b.String()
}

// Marks is n placeholders for a VALUES row or an IN list: "?, ?, ?".
func Marks(n int) string { return strings.TrimSuffix(strings.Repeat("?, ", n), ", ") }

// Tx runs fn in one transaction, committed when fn returns nil. A
// constraint violation anywhere in it becomes a domain error (409), since
// it can only come from what the caller asked for.
func (s *Core) Tx(ctx context.Context, fn func(*Tx) error) error {
	t, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	tx := &Tx{Tx: t, s: s}
	defer func() {
		if len(tx.unprepared) > 0 {
			s.prepareWritten(tx.unprepared) // after the rollback below: the connection is free
		}
	}()
	defer t.Rollback()
	if err := fn(tx); err != nil {
		return ConstraintError(err)
	}
	if err := t.Commit(); err != nil {
		return ConstraintError(err)
	}
	if tx.bumped > 0 && s.AfterCatalogWrite != nil {
		// The read model's parts apply the write now, not when the first
		// request of its version asks (other instances are woken by their
		// requests and by their follower's WakeEvery).
		s.AfterCatalogWrite(ctx, tx.bumped)
	}
	return nil
}

// ReadTx runs fn in one transaction that only reads: on SQLite on a
// reader's connection, a snapshot that never takes the write lock (a
// dealer's year of insights held it 50–100 ms, and every bid waited);
// on PostgreSQL as Tx. fn must not write.
func (s *Core) ReadTx(ctx context.Context, fn func(*Tx) error) error {
	t, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer t.Rollback()
	return fn(&Tx{Tx: t, s: s, reads: true})
}

// Tx is a transaction whose query helpers rebind placeholders. Its Exec,
// Query and QueryRow take a context and hide database/sql's forms
// without one.
type Tx struct {
	*sql.Tx
	s *Core
	// changes are what the transaction's catalogue write changed, for
	// catalog_changes (version.go); bumped: the version it moved the
	// catalogue to (0: none).
	changes changeSet
	bumped  int64
	// locked holds the advisory locks taken (LockKeys).
	locked map[string]bool
	// reads: a ReadTx's, on a reader's connection; unprepared: the
	// statements to prepare on the writer's once it ends (statements.go).
	reads      bool
	unprepared []string
}

// Core is the store the transaction runs on.
func (t *Tx) Core() *Core { return t.s }

func (t *Tx) Exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	if st := t.writerStatement(ctx, q); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return t.ExecContext(ctx, t.s.Rebind(q), args...)
}

func (t *Tx) Query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return t.QueryContext(ctx, t.s.Rebind(q), args...)
}

func (t *Tx) QueryRow(ctx context.Context, q string, args ...any) *sql.Row {
	if st := t.writerStatement(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return t.QueryRowContext(ctx, t.s.Rebind(q), args...)
}

// InsertID inserts a row and returns its id; PostgreSQL's driver has no
// LastInsertId, so it uses RETURNING there.
func (t *Tx) InsertID(ctx context.Context, q string, args ...any) (int64, error) {
	var id int64
	err := t.QueryRow(ctx, q+" RETURNING id", args...).Scan(&id)
	return id, err
}

// Query runs a read outside an explicit transaction (a single statement is
// its own transaction). No statement cache of our own: pgx caches prepared
// statements per connection, and modernc's SQLite driver parses each
// execution anyway, so one would only add state.
func (s *Core) Query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	if st := s.prepared(ctx, q); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return s.db.QueryContext(ctx, s.Rebind(q), args...)
}

func (s *Core) QueryRow(ctx context.Context, q string, args ...any) *sql.Row {
	if st := s.prepared(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return s.db.QueryRowContext(ctx, s.Rebind(q), args...)
}

// IsNoRows reports whether err means a missing row.
func IsNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }

// BackupSQLite writes a consistent copy of an SQLite database to path
// with VACUUM INTO: one read transaction, so writers go on meanwhile and
// the copy is the database as of one instant, compacted.
func (s *Core) BackupSQLite(ctx context.Context, path string) error {
	if s.dialect != SQLite {
		return errors.New("BackupSQLite on a PostgreSQL store")
	}
	_, err := s.db.ExecContext(ctx, `VACUUM INTO ?`, path)
	return err
}
