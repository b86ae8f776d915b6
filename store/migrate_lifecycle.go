package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/pressly/goose/v3"
)

// Migration 10 lets vehicles take every state of the lifecycle (vehicle.go):
// in review, changes requested and withdrawn join draft, published,
// archived and sold. PostgreSQL swaps the CHECK constraint in SQL
// (migrations/postgres/00010_lifecycle.sql). SQLite cannot alter a CHECK;
// rebuilding the vehicles table would mean recreating its indexes,
// triggers and full-text table with foreign keys off, so this uses the
// procedure SQLite documents for changing a CHECK in place (ALTER TABLE,
// "making other kinds of table schema changes"): rewrite the table's text
// in sqlite_schema and bump the schema version so every open connection
// reparses it. It only widens the constraint, so no stored row can break it.
const (
	lifecycleVersion = 10
	oldStatusCheck   = "CHECK (status IN ('draft','published','archived','sold'))"
	newStatusCheck   = "CHECK (status IN ('draft','in_review','changes_requested','published','sold','archived','withdrawn'))"
)

func sqliteLifecycle() *goose.Migration {
	return goose.NewGoMigration(lifecycleVersion, &goose.GoFunc{RunTx: func(ctx context.Context, tx *sql.Tx) error {
		return swapVehiclesCheck(ctx, tx, lifecycleVersion, oldStatusCheck, newStatusCheck)
	}}, &goose.GoFunc{RunTx: func(ctx context.Context, tx *sql.Tx) error {
		return swapVehiclesCheck(ctx, tx, lifecycleVersion, newStatusCheck, oldStatusCheck)
	}})
}

// swapVehiclesCheck replaces the CHECK from of the vehicles table with to,
// for migration version.
func swapVehiclesCheck(ctx context.Context, tx *sql.Tx, version int64, from, to string) error {
	var schema string
	var schemaVersion int64
	if err := tx.QueryRowContext(ctx, `SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'vehicles'`).Scan(&schema); err != nil {
		return err
	}
	if strings.Count(schema, from) != 1 {
		return fmt.Errorf("migration %d: the vehicles table does not hold %q once", version, from)
	}
	if err := tx.QueryRowContext(ctx, `PRAGMA schema_version`).Scan(&schemaVersion); err != nil {
		return err
	}
	for _, q := range []string{
		`PRAGMA writable_schema = ON`,
		`UPDATE sqlite_schema SET sql = '` + strings.ReplaceAll(strings.Replace(schema, from, to, 1), "'", "''") +
			`' WHERE type = 'table' AND name = 'vehicles'`,
		fmt.Sprintf(`PRAGMA schema_version = %d`, schemaVersion+1),
		`PRAGMA writable_schema = OFF`,
	} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("migration %d: %w", version, err)
		}
	}
	return nil
}

// Migration 17 makes room for sellers' listings (issue 28): a listing staff
// refused is a state of its own, and a seller's draft may not have its
// prices yet (0 until given; a vehicle is published only with both, see
// VehicleInput.ValidatePublish). PostgreSQL's twin is
// migrations/postgres/00017_seller_checks.sql.
const sellerChecksVersion = 17

var sellerChecks = [][2]string{
	{newStatusCheck, "CHECK (status IN ('draft','in_review','changes_requested','published','sold','archived','withdrawn','refused'))"},
	{"CHECK (cash_price > 0)", "CHECK (cash_price >= 0)"},
	{"CHECK (installment_price > 0)", "CHECK (installment_price >= 0)"},
}

func sqliteSellerChecks() *goose.Migration {
	swap := func(up bool) func(context.Context, *sql.Tx) error {
		return func(ctx context.Context, tx *sql.Tx) error {
			for _, c := range sellerChecks {
				from, to := c[0], c[1]
				if !up {
					from, to = to, from
				}
				if err := swapVehiclesCheck(ctx, tx, sellerChecksVersion, from, to); err != nil {
					return err
				}
			}
			return nil
		}
	}
	return goose.NewGoMigration(sellerChecksVersion, &goose.GoFunc{RunTx: swap(true)}, &goose.GoFunc{RunTx: swap(false)})
}
