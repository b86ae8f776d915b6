package store

import (
	"context"
	"database/sql"
	"strconv"

	"garihaat"
	"garihaat/store/sqldb"
)

// CatalogVersion returns a number that changes whenever anything a cached
// catalogue answer holds may have changed. Every catalogue write calls
// bumpCatalogVersion in its own transaction. Callers asking at the same
// time share one read (sharedReads), made after each of them asked.
func (s *core) CatalogVersion(ctx context.Context) (int64, error) {
	return s.versions.get(ctx)
}

func (s *core) readCatalogVersion(ctx context.Context) (int64, error) {
	var v int64
	err := s.QueryRow(ctx, `SELECT version FROM catalog_version WHERE id = 1`).Scan(&v)
	return v, err
}

// ChangesSince tells what the catalogue writes after version changed
// (version -1: everything): the change log the read model follows.
func (s *Catalog) ChangesSince(ctx context.Context, version int64) (Changes, error) {
	var c Changes
	err := s.tx(ctx, func(tx *Tx) error {
		if err := tx.QueryRow(ctx, `SELECT version FROM catalog_version WHERE id = 1`).Scan(&c.Version); err != nil {
			return err
		}
		if c.Version == version {
			return nil
		}
		// Rows older than sqldb.KeptChanges versions are gone: a reader that far
		// behind starts over.
		if version < 0 || c.Version-version > sqldb.KeptChanges {
			c.All = true
			return nil
		}
		rows, err := tx.Query(ctx, `SELECT DISTINCT vehicle_id FROM catalog_changes WHERE version > ? AND version <= ?
			ORDER BY vehicle_id`, version, c.Version)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id sql.NullInt64
			if err := rows.Scan(&id); err != nil {
				return err
			}
			if !id.Valid {
				c.All, c.Vehicles = true, nil
				return nil
			}
			c.Vehicles = append(c.Vehicles, id.Int64)
		}
		return rows.Err()
	})
	return c, err
}

// VehicleStamp implements garihaat.CatalogService. The detail changes with
// the catalogue version (names, related lists, the vehicle's own fields are
// only ever edited by catalogue writes) and with its bid count, which bids
// change without touching the catalogue version. Callers asking at the
// same time share one read of all their vehicles.
func (s *Catalog) VehicleStamp(ctx context.Context, slug string) (int64, string, error) {
	st, ok, err := s.stamps.get(ctx, slug)
	if err != nil {
		return 0, "", err
	} else if !ok {
		return 0, "", garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgVehicleNotFound)
	}
	return st.id, st.stamp, nil
}

type vehicleStamp struct {
	id    int64
	stamp string
}

// detailStamp is a vehicle detail's stamp: the catalogue version and the
// vehicle's bid count. A cached detail is served only while the stamp read
// now equals the one it was built with, so both are made here.
func detailStamp(version, bids int64) string {
	return strconv.FormatInt(version, 36) + "." + strconv.FormatInt(bids, 36)
}

// stampQueries returns the reads of 1, 2, 4, … slugs' stamps. The status
// is checked in Go, not in SQL: given status IN (…) too, SQLite's planner
// walks the status index (every published vehicle) once the list is long.
func stampQueries(d Dialect) []string {
	return slugQueries(`SELECT v.slug, v.id, v.total_bid, v.status, (SELECT version FROM catalog_version WHERE id = 1)
		FROM ` + vehiclesBySlug(d) + ` WHERE v.slug IN (`)
}

// readVehicleStamps reads the stamps of the public vehicles among slugs.
func (s *core) readVehicleStamps(ctx context.Context, slugs []string) (map[string]vehicleStamp, error) {
	out := make(map[string]vehicleStamp, len(slugs))
	err := s.queryBySlugs(ctx, s.stampQueries, slugs, func(rows *sql.Rows) error {
		var slug, status string
		var id, bids, version int64
		if err := rows.Scan(&slug, &id, &bids, &status, &version); err != nil {
			return err
		}
		if sqldb.IsPublic(status) {
			out[slug] = vehicleStamp{id, detailStamp(version, bids)}
		}
		return nil
	})
	return out, err
}
