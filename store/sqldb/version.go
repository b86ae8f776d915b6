package sqldb

import (
	"context"
	"database/sql"
	"maps"
	"slices"
	"strings"

	"garihaat"
)

// The catalogue's change log: every catalogue write, whatever its area,
// moves the version on and names what it changed in its own transaction.

// BumpCatalogVersion moves the catalogue version on by one and records
// what the transaction changed (tx.changes): the vehicles it touched, or,
// when it named none and did not say it changed no vehicle, that anything
// may have changed. A write that forgets to name its vehicles thus costs a
// full pass of whoever follows the changes, never a stale answer.
//
// A write the public cannot see moves nothing (issue 46): when every
// vehicle it named was hidden before it (VehicleChangedFrom) and is hidden
// after it, or it said it changed no vehicle and named none, the version,
// the change log and so every cached answer, stored page and list index
// stay as they are. A seller saving a draft 15 times a second took the
// public site from 5,955 to under 200 requests a second by making all of
// them stale.
func (tx *Tx) BumpCatalogVersion(ctx context.Context) error {
	c := &tx.changes
	named := len(c.vehicles) > 0
	if err := tx.dropUnseen(ctx); err != nil {
		return err
	}
	if len(c.vehicles) == 0 && (named || c.none) {
		return nil
	}
	var version int64
	if err := tx.QueryRow(ctx, `UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version`).Scan(&version); err != nil {
		return err
	}
	tx.bumped = version
	if len(c.vehicles) == 0 {
		if _, err := tx.Exec(ctx, `INSERT INTO catalog_changes (version, vehicle_id) VALUES (?, NULL)`, version); err != nil {
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
		if _, err := tx.Exec(ctx, q, args...); err != nil {
			return err
		}
	}
	// The rows past KeptChanges are dropped every pruneEvery versions, not
	// on every write: one statement fewer for most saves (issue 33).
	if version%pruneEvery != 0 {
		return nil
	}
	_, err := tx.Exec(ctx, `DELETE FROM catalog_changes WHERE version <= ?`, version-KeptChanges)
	return err
}

// pruneEvery is how often a write drops the change log's old rows.
const pruneEvery = 64

// KeptChanges is how many versions of changes are kept: a reader further
// behind than that (an instance down for a while) rebuilds everything.
const KeptChanges = 10_000

// changeSet is what a catalogue write changed: the vehicles it named, or,
// when it named none, anything (names, lookups) unless it said none.
type changeSet struct {
	// vehicles maps each vehicle named to whether the public may have seen
	// it before the write: false only when its caller said what state it
	// was in (VehicleChangedFrom) and that state is hidden.
	vehicles map[int64]bool
	none     bool // the write changed no vehicle (an offer decided)
}

// VehicleChanged records that the write changed vehicle id (its row, its
// photos or features, or its state), which the public may have seen.
func (t *Tx) VehicleChanged(id int64) {
	t.VehicleChangedFrom(id, "")
	t.changes.vehicles[id] = true
}

// VehicleChangedFrom records that the write changes vehicle id, which was
// in state was when the transaction began ("" for a vehicle it creates).
// It must be called before the transaction changes the vehicle: the first
// record of a vehicle says what it was, later ones add nothing. A vehicle
// hidden before and after the write changes no public version.
func (t *Tx) VehicleChangedFrom(id int64, was string) {
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
	return t.QueryByIDs(ctx, hidden, func(in string) string { return `SELECT id, status FROM vehicles WHERE id IN (` + in + `)` },
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

// publicSees reports whether anything public shows a vehicle in status:
// its page, or the lists (a write to a vehicle the public sees neither
// before nor after moves no catalogue version).
func publicSees(status string) bool {
	a := garihaat.VehicleAudience(status)
	return a.Listed || a.PagePublic
}

// NoVehicleChanged says the write changed no vehicle (an offer decided):
// naming none, it moves no catalogue version.
func (t *Tx) NoVehicleChanged() { t.changes.none = true }
