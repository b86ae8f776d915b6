package store

import (
	"context"
	"database/sql"
	"maps"
	"slices"
	"strconv"
	"strings"

	"garihaat"
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
	err := s.queryRow(ctx, `SELECT version FROM catalog_version WHERE id = 1`).Scan(&v)
	return v, err
}

// bumpCatalogVersion moves the catalogue version on by one and records
// what the transaction changed (tx.changes): the vehicles it touched, or,
// when it named none and did not say it changed no vehicle, that anything
// may have changed. A write that forgets to name its vehicles thus costs a
// full pass of whoever follows the changes, never a stale answer.
//
// A write the public cannot see moves nothing (issue 46): when every
// vehicle it named was hidden before it (vehicleChangedFrom) and is hidden
// after it, or it said it changed no vehicle and named none, the version,
// the change log and so every cached answer, stored page and list index
// stay as they are. A seller saving a draft 15 times a second took the
// public site from 5,955 to under 200 requests a second by making all of
// them stale.
func bumpCatalogVersion(ctx context.Context, tx *Tx) error {
	c := &tx.changes
	named := len(c.vehicles) > 0
	if err := tx.dropUnseen(ctx); err != nil {
		return err
	}
	if len(c.vehicles) == 0 && (named || c.none) {
		return nil
	}
	var version int64
	if err := tx.queryRow(ctx, `UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version`).Scan(&version); err != nil {
		return err
	}
	tx.bumped = true
	if len(c.vehicles) == 0 {
		if _, err := tx.exec(ctx, `INSERT INTO catalog_changes (version, vehicle_id) VALUES (?, NULL)`, version); err != nil {
			return err
		}
	}
	ids := slices.Sorted(maps.Keys(c.vehicles))
	for len(ids) > 0 {
		chunk := ids[:min(len(ids), 200)]
		ids = ids[len(chunk):]
		args := make([]any, 0, 2*len(chunk))
		for _, id := range chunk {
			args = append(args, version, id)
		}
		q := `INSERT INTO catalog_changes (version, vehicle_id) VALUES ` + strings.TrimSuffix(strings.Repeat("(?, ?), ", len(chunk)), ", ")
		if _, err := tx.exec(ctx, q, args...); err != nil {
			return err
		}
	}
	// The rows past keptChanges are dropped every pruneEvery versions, not
	// on every write: one statement fewer for most saves (issue 33).
	if version%pruneEvery != 0 {
		return nil
	}
	_, err := tx.exec(ctx, `DELETE FROM catalog_changes WHERE version <= ?`, version-keptChanges)
	return err
}

// pruneEvery is how often a write drops the change log's old rows.
const pruneEvery = 64

// keptChanges is how many versions of changes are kept: a reader further
// behind than that (an instance down for a while) rebuilds everything.
const keptChanges = 10_000

// changeSet is what a catalogue write changed: the vehicles it named, or,
// when it named none, anything (names, lookups) unless it said none.
type changeSet struct {
	// vehicles maps each vehicle named to whether the public may have seen
	// it before the write: false only when its caller said what state it
	// was in (vehicleChangedFrom) and that state is hidden.
	vehicles map[int64]bool
	none     bool // the write changed no vehicle (an offer decided)
}

// vehicleChanged records that the write changed vehicle id (its row, its
// photos or features, or its state), which the public may have seen.
func (t *Tx) vehicleChanged(id int64) {
	t.vehicleChangedFrom(id, "")
	t.changes.vehicles[id] = true
}

// vehicleChangedFrom records that the write changes vehicle id, which was
// in state was when the transaction began ("" for a vehicle it creates).
// It must be called before the transaction changes the vehicle: the first
// record of a vehicle says what it was, later ones add nothing. A vehicle
// hidden before and after the write changes no public version.
func (t *Tx) vehicleChangedFrom(id int64, was string) {
	if t.changes.vehicles == nil {
		t.changes.vehicles = map[int64]bool{}
	}
	if _, ok := t.changes.vehicles[id]; !ok {
		t.changes.vehicles[id] = publicSees(was)
	}
}

// dropUnseen takes out of the change set the vehicles hidden before the
// write that are hidden after it too (or gone): their states are read in
// the write's transaction, one statement per idBatch of them.
func (t *Tx) dropUnseen(ctx context.Context) error {
	var hidden []int64
	for id, seen := range t.changes.vehicles {
		if !seen {
			hidden = append(hidden, id)
			delete(t.changes.vehicles, id) // back below when the write shows it
		}
	}
	slices.Sort(hidden)
	return t.queryByIDs(ctx, hidden, func(in string) string { return `SELECT id, status FROM vehicles WHERE id IN (` + in + `)` },
		func(rows *sql.Rows) error {
			var id int64
			var status string
			if err := rows.Scan(&id, &status); err != nil {
				return err
			}
			if publicSees(status) {
				t.changes.vehicles[id] = false
			}
			return nil
		})
}

// ChangesSince tells what the catalogue writes after version changed
// (version -1: everything): the change log the read model follows.
func (s *Catalog) ChangesSince(ctx context.Context, version int64) (Changes, error) {
	var c Changes
	err := s.tx(ctx, func(tx *Tx) error {
		if err := tx.queryRow(ctx, `SELECT version FROM catalog_version WHERE id = 1`).Scan(&c.Version); err != nil {
			return err
		}
		if c.Version == version {
			return nil
		}
		// Rows older than keptChanges versions are gone: a reader that far
		// behind starts over.
		if version < 0 || c.Version-version > keptChanges {
			c.All = true
			return nil
		}
		rows, err := tx.query(ctx, `SELECT DISTINCT vehicle_id FROM catalog_changes WHERE version > ? AND version <= ?
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
		if isPublic(status) {
			out[slug] = vehicleStamp{id, detailStamp(version, bids)}
		}
		return nil
	})
	return out, err
}
