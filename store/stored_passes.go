package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// The last whole pass over each kind of stored part (migration 00044):
// what lets a new instance of the same format store only what changed
// since (stored.Keep, issue 47).

// PassedAt is the catalogue version the last whole pass over part made
// every stored part current at, by format, and when it ended; ok is false
// when there was none, or it was another format's.
func (s *Catalog) PassedAt(ctx context.Context, part, format string) (version int64, at time.Time, ok bool, err error) {
	var f string
	var sec int64
	err = s.QueryRow(ctx, `SELECT format, version, at FROM stored_passes WHERE part = ?`, part).Scan(&f, &version, &sec)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && f != format) {
		return 0, time.Time{}, false, nil
	}
	return version, time.Unix(sec, 0), err == nil, err
}

// SetPassed records a whole pass over part by format that made every
// stored part current at version and ended at at, in place of the last.
func (s *Catalog) SetPassed(ctx context.Context, part, format string, version int64, at time.Time) error {
	return s.tx(ctx, func(tx *Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO stored_passes (part, format, version, at) VALUES (?, ?, ?, ?)
			ON CONFLICT (part) DO UPDATE SET format = excluded.format, version = excluded.version, at = excluded.at`,
			part, format, version, at.Unix())
		return err
	})
}
