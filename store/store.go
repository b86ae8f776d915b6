// Package store implements the domain's services on database/sql, for an
// embedded SQLite file and for PostgreSQL.
package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"garihaat/media"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/pressly/goose/v3"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

//go:embed migrations
var migrations embed.FS

// Dialect names a database flavour.
type Dialect string

// Supported dialects.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// Store is the database behind every service: one handle and its caches
// (core), and the services per area that share it, each implementing the
// domain's interfaces (services.go). Its methods are the services' and the
// core's, promoted, for the command line and the tests; the server is
// given the services one by one. It is safe for concurrent use.
type Store struct {
	*core
	*Catalog
	*Bids
	*Accounts
	*BackOffice
	*Outbox
	*Sellers
	*Alerts
	*Insights
	*Conversations
}

// core is the database handles and what every service shares.
type core struct {
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

	// rm is the catalogue's read model (readmodel.go), given at wiring.
	rm       ReadModel
	stmts    statements
	versions sharedValue[int64]
	stamps   *sharedReads[string, vehicleStamp]
	details  *sharedReads[string, storedRow]
	// The reads by slug of stamps and stored parts, for 1, 2, 4, … slugs.
	stampQueries, storedQueries, detailBatchQueries []string
	// bids queues proven bids for the SQLite writer (bid_batch.go).
	bids bidQueue
	// bidLogsSwept is when this process last deleted the bid logs' expired
	// rows (unix seconds; bid_limits.go).
	bidLogsSwept atomic.Int64
	// viewWrites counts the statements AddViews ran (views.go), which a
	// test holds to one per views.FlushBatch vehicles.
	viewWrites atomic.Int64
	// objects holds the media files when they live outside the database
	// (UseMedia); nil: the media table.
	objects media.Store
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
// is created). It does not migrate; call Migrate.
func Open(ctx context.Context, dsn string) (*Store, error) {
	s := &core{Now: time.Now, dsn: dsn}
	s.versions = newSharedValue(s.readCatalogVersion)
	s.stamps = newSharedReads(sharedReadsAtOnce, s.readVehicleStamps)
	s.details = newSharedReads(sharedReadsAtOnce, s.readStoredDetails)
	var err error
	if IsPostgres(dsn) {
		s.dialect = Postgres
		s.db, err = sql.Open("pgx", dsn)
		if err != nil {
			return nil, err
		}
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
	s.stampQueries, s.storedQueries = stampQueries(s.dialect), storedQueries(s.dialect)
	s.detailBatchQueries = detailBatchQueries(s.dialect)
	for _, db := range []*sql.DB{s.db, s.w} {
		if err := db.PingContext(ctx); err != nil {
			s.closeDBs()
			return nil, fmt.Errorf("open %s database: %w", s.dialect, err)
		}
	}
	return &Store{core: s, Catalog: &Catalog{s}, Bids: &Bids{s}, Accounts: &Accounts{s}, BackOffice: &BackOffice{s},
		Outbox: &Outbox{s}, Sellers: &Sellers{s}, Alerts: &Alerts{s}, Insights: &Insights{core: s},
		Conversations: &Conversations{s}}, nil
}

// Close stops the background work and closes the database.
func (s *core) Close() error {
	if s.rm != nil {
		s.rm.Close()
	}
	s.stmts.close()
	return s.closeDBs()
}

// closeDBs closes the reader and, on SQLite, the writer.
func (s *core) closeDBs() error {
	err := s.db.Close()
	if s.w != s.db {
		err = errors.Join(err, s.w.Close())
	}
	return err
}

// Dialect returns the database flavour.
func (s *core) Dialect() Dialect { return s.dialect }

// DSN returns what the store was opened with (a PostgreSQL listener opens
// its own connection to the same place).
func (s *core) DSN() string { return s.dsn }

// SchemaDigest names the schema the migrations make: a hash of every
// migration file of both dialects. The tests' template databases (a
// schema migrated once, copied for each test) are named by it, so an
// edited migration never reuses an older template.
func SchemaDigest() string {
	h := sha256.New()
	fs.WalkDir(migrations, "migrations", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := migrations.ReadFile(path)
		h.Write([]byte(path + "\x00"))
		h.Write(data)
		return err
	})
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// DB returns the underlying handle, for tests and benchmarks.
func (s *core) DB() *sql.DB { return s.db }

// Migrate applies every pending migration of the store's dialect.
func (s *core) Migrate(ctx context.Context) error {
	p, err := s.migrations()
	if err != nil {
		return err
	}
	_, err = p.Up(ctx)
	return err
}

func (s *core) migrations() (*goose.Provider, error) {
	sub, err := fs.Sub(migrations, "migrations/"+string(s.dialect))
	if err != nil {
		return nil, err
	}
	if s.dialect == Postgres {
		return goose.NewProvider(goose.DialectPostgres, s.w, sub)
	}
	return goose.NewProvider(goose.DialectSQLite3, s.w, sub, goose.WithGoMigrations(sqliteLifecycle(), sqliteSellerChecks()))
}

// Ready reports whether the store can serve: the database answers and
// every migration this binary knows is applied (an instance of a newer
// release must not take traffic before its migrations ran).
func (s *core) Ready(ctx context.Context) error {
	if err := s.db.PingContext(ctx); err != nil {
		return fmt.Errorf("database unreachable: %w", err)
	}
	p, err := s.migrations()
	if err != nil {
		return err
	}
	pending, err := p.HasPending(ctx)
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	if pending {
		return errors.New("migrations pending")
	}
	return nil
}

// rebind turns the ? placeholders every query is written with into $1, $2…
// for PostgreSQL. Queries never contain a literal '?'.
func (s *core) rebind(q string) string {
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

// marks is n placeholders for a VALUES row or an IN list: "?, ?, ?".
func marks(n int) string { return strings.TrimSuffix(strings.Repeat("?, ", n), ", ") }

// tx runs fn in one transaction, committed when fn returns nil. A
// constraint violation anywhere in it becomes a domain error (409), since
// it can only come from what the caller asked for.
func (s *core) tx(ctx context.Context, fn func(*Tx) error) error {
	t, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer t.Rollback()
	tx := &Tx{Tx: t, s: s}
	if err := fn(tx); err != nil {
		return constraintError(err)
	}
	if err := t.Commit(); err != nil {
		return constraintError(err)
	}
	if tx.bumped && s.rm != nil {
		// The read model's parts apply the write now, not when the first
		// request of its version asks (other instances are woken by their
		// requests and by their follower's WakeEvery).
		s.rm.Wake()
	}
	return nil
}

// readTx runs fn in one transaction that only reads: on SQLite on a
// reader's connection, a snapshot that never takes the write lock (a
// dealer's year of insights held it 50–100 ms, and every bid waited);
// on PostgreSQL as tx. fn must not write.
func (s *core) readTx(ctx context.Context, fn func(*Tx) error) error {
	t, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer t.Rollback()
	return fn(&Tx{Tx: t, s: s})
}

// Tx is a transaction whose query helpers rebind placeholders.
type Tx struct {
	*sql.Tx
	s *core
	// changes are what the transaction's catalogue write changed, for
	// catalog_changes (version.go); bumped: it moved the version on.
	changes changeSet
	bumped  bool
}

func (t *Tx) exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return t.ExecContext(ctx, t.s.rebind(q), args...)
}

func (t *Tx) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return t.QueryContext(ctx, t.s.rebind(q), args...)
}

func (t *Tx) queryRow(ctx context.Context, q string, args ...any) *sql.Row {
	return t.QueryRowContext(ctx, t.s.rebind(q), args...)
}

// insertID inserts a row and returns its id; PostgreSQL's driver has no
// LastInsertId, so it uses RETURNING there.
func (t *Tx) insertID(ctx context.Context, q string, args ...any) (int64, error) {
	var id int64
	err := t.queryRow(ctx, q+" RETURNING id", args...).Scan(&id)
	return id, err
}

// query runs a read outside an explicit transaction (a single statement is
// its own transaction). No statement cache of our own: pgx caches prepared
// statements per connection, and modernc's SQLite driver parses each
// execution anyway, so one would only add state.
func (s *core) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	if st := s.prepared(ctx, q); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return s.db.QueryContext(ctx, s.rebind(q), args...)
}

func (s *core) queryRow(ctx context.Context, q string, args ...any) *sql.Row {
	if st := s.prepared(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return s.db.QueryRowContext(ctx, s.rebind(q), args...)
}

// isNoRows reports whether err means a missing row.
func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }

// BackupSQLite writes a consistent copy of an SQLite database to path
// with VACUUM INTO: one read transaction, so writers go on meanwhile and
// the copy is the database as of one instant, compacted.
func (s *core) BackupSQLite(ctx context.Context, path string) error {
	if s.dialect != SQLite {
		return errors.New("BackupSQLite on a PostgreSQL store")
	}
	_, err := s.db.ExecContext(ctx, `VACUUM INTO ?`, path)
	return err
}
