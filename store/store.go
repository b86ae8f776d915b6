// Package store implements the domain's services on database/sql, for an
// embedded SQLite file and for PostgreSQL.
package store

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"sync/atomic"

	"garihaat/store/accounts"
	"garihaat/store/alerts"
	"garihaat/store/bids"
	"garihaat/store/conversations"
	"garihaat/store/insights"
	"garihaat/store/seed"
	"garihaat/store/sqldb"

	"github.com/pressly/goose/v3"
)

//go:embed migrations
var migrations embed.FS

// Store is the database behind every service: one handle (sqldb.Core), the
// caches of the areas still in this package (core), and the services per
// area that share the handle, each implementing the domain's interfaces
// (services.go), here or in its own package. Its methods are the services'
// and the core's, promoted, for the command line and the tests; the server
// is given the services one by one. It is safe for concurrent use.
type Store struct {
	// The handle is embedded here too: the area packages' services embed
	// it, and only the shallowest of equally deep ones is not ambiguous.
	*sqldb.Core
	*core
	*Catalog
	*bids.Bids
	*accounts.Accounts
	*BackOffice
	*Outbox
	*Sellers
	*alerts.Alerts
	*insights.Insights
	*conversations.Conversations
}

// core is the database (sqldb.Core) and the caches and queues of the
// areas still in this package.
type core struct {
	*sqldb.Core

	// rm is the catalogue's read model (readmodel.go), given at wiring.
	rm       ReadModel
	versions sharedValue[int64]
	stamps   *sharedReads[string, vehicleStamp]
	details  *sharedReads[string, storedRow]
	// The reads by slug of stamps and stored parts, for 1, 2, 4, … slugs.
	stampQueries, storedQueries, detailBatchQueries []string
	// viewWrites counts the statements AddViews ran (views.go), which a
	// test holds to one per views.FlushBatch vehicles.
	viewWrites atomic.Int64
}

// Dialect names a database flavour (sqldb's, as the rest of the program
// knows it).
type Dialect = sqldb.Dialect

// Supported dialects.
const (
	SQLite   = sqldb.SQLite
	Postgres = sqldb.Postgres
)

// IsPostgres reports whether dsn selects PostgreSQL rather than a SQLite file.
func IsPostgres(dsn string) bool { return sqldb.IsPostgres(dsn) }

// Open connects to dsn: a postgres:// URL or a SQLite file path (its folder
// is created). It does not migrate; call Migrate.
func Open(ctx context.Context, dsn string) (*Store, error) {
	db, err := sqldb.Open(ctx, dsn)
	if err != nil {
		return nil, err
	}
	s := &core{Core: db}
	s.versions = newSharedValue(s.readCatalogVersion)
	s.stamps = newSharedReads(sharedReadsAtOnce, s.readVehicleStamps)
	s.details = newSharedReads(sharedReadsAtOnce, s.readStoredDetails)
	s.stampQueries, s.storedQueries = stampQueries(s.Dialect()), storedQueries(s.Dialect())
	s.detailBatchQueries = detailBatchQueries(s.Dialect())
	return &Store{Core: db, core: s, Catalog: &Catalog{s}, BackOffice: &BackOffice{s}, Outbox: &Outbox{s}, Sellers: &Sellers{s},
		Bids: &bids.Bids{Core: db}, Accounts: &accounts.Accounts{Core: db}, Conversations: &conversations.Conversations{Core: db},
		Alerts:   &alerts.Alerts{Core: db, Catalogue: alertsCatalogue{s}},
		Insights: &insights.Insights{Core: db, Catalogue: insightsCatalogue{s}}}, nil
}

// Close stops the background work and closes the database.
func (s *Store) Close() error { return s.core.Close() }

// Close stops the background work and closes the database.
func (s *core) Close() error {
	if s.rm != nil {
		s.rm.Close()
	}
	return s.Core.Close()
}

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
	sub, err := fs.Sub(migrations, "migrations/"+string(s.Dialect()))
	if err != nil {
		return nil, err
	}
	if s.Dialect() == Postgres {
		return goose.NewProvider(goose.DialectPostgres, s.Writer(), sub)
	}
	return goose.NewProvider(goose.DialectSQLite3, s.Writer(), sub, goose.WithGoMigrations(sqliteLifecycle(), sqliteSellerChecks()))
}

// Ready reports whether the store can serve: the database answers and
// every migration this binary knows is applied (an instance of a newer
// release must not take traffic before its migrations ran).
func (s *core) Ready(ctx context.Context) error {
	if err := s.DB().PingContext(ctx); err != nil {
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

// Tx is a transaction of the areas still in this package, which give it
// their own methods.
type Tx struct {
	*sqldb.Tx
	s *core
}

// tx runs fn in one transaction (sqldb.Core.Tx).
func (s *core) tx(ctx context.Context, fn func(*Tx) error) error {
	return s.Core.Tx(ctx, func(t *sqldb.Tx) error { return fn(&Tx{t, s}) })
}

// readTx runs fn in one transaction that only reads (sqldb.Core.ReadTx).
func (s *core) readTx(ctx context.Context, fn func(*Tx) error) error {
	return s.Core.ReadTx(ctx, func(t *sqldb.Tx) error { return fn(&Tx{t, s}) })
}

// wholeRead runs fn, a read of every vehicle, in one transaction that
// only reads — on PostgreSQL on one backend: left to itself the planner
// spread a read of a million rows over three processes (a parallel scan
// and sort), the cores a deploy's settled server was serving from (issue
// 47). A whole read is a start's or a pass's, never a visitor's: one core
// of the database for longer is the better trade.
func (s *core) wholeRead(ctx context.Context, fn func(*Tx) error) error {
	return s.readTx(ctx, func(tx *Tx) error {
		if setup := wholeReadSetup(s.Dialect()); setup != "" {
			if _, err := tx.Exec(ctx, setup); err != nil {
				return err
			}
		}
		return fn(tx)
	})
}

// wholeReadSetup is what a whole read's transaction sets first.
func wholeReadSetup(d Dialect) string {
	if d == Postgres {
		return `SET LOCAL max_parallel_workers_per_gather = 0`
	}
	return ""
}

// adminWrite runs fn in one transaction that also bumps the catalogue
// version (sqldb.Core.AdminWrite).
func (s *core) adminWrite(ctx context.Context, fn func(*Tx) error) error {
	return s.Core.AdminWrite(ctx, func(t *sqldb.Tx) error { return fn(&Tx{t, s}) })
}

// Seed writes c into an empty database (package seed) and reports whether
// it did.
func (s *core) Seed(ctx context.Context, c *seed.Catalog) (bool, error) {
	return seed.Seed(ctx, s.Core, s.Objects, c)
}
