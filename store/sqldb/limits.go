package sqldb

import (
	"context"
	"slices"
	"time"

	"garihaat"
)

// The limits that several areas check and record in their own
// transactions.

// LockKeys serialises transactions that check a limit and then record
// against it. SQLite needs nothing: every write transaction here begins
// IMMEDIATE and so runs alone. PostgreSQL's READ COMMITTED would let two
// transactions count the same rows, so they take transaction-scoped
// advisory locks, in sorted order so two transactions cannot deadlock.
func (t *Tx) LockKeys(ctx context.Context, keys ...string) error {
	if t.s.Dialect() != Postgres {
		return nil
	}
	keys = slices.Clone(keys)
	slices.Sort(keys)
	for _, k := range slices.Compact(keys) {
		if _, err := t.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended(?, 0))`, k); err != nil {
			return err
		}
	}
	return nil
}

// Window is one rate limit over a log table: at most max rows matching
// where (one ? for its argument) newer than span.
type Window struct {
	Table, Where string
	Arg          any
	Span         time.Duration
	Max          int
	Message      string
}

// check returns ERATELIMITED with the seconds until a row ages out when the
// window is full at now. A zero max or span switches the limit off.
func (w Window) Check(ctx context.Context, tx *Tx, now time.Time) error {
	if w.Max <= 0 || w.Span <= 0 {
		return nil // a zero limit is switched off
	}
	since := now.Add(-w.Span).Unix()
	// The max-th newest row is the one whose expiry frees a slot.
	var at int64
	err := tx.QueryRow(ctx, `SELECT at FROM `+w.Table+` WHERE `+w.Where+` AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?`,
		w.Arg, since, w.Max-1).Scan(&at)
	if IsNoRows(err) {
		return nil
	} else if err != nil {
		return err
	}
	return RateLimited(w.Message, at+int64(w.Span/time.Second)-now.Unix())
}

// RateLimited is ERATELIMITED with msg, to be tried again in retry seconds.
func RateLimited(msg string, retry int64) error {
	return &garihaat.Error{Code: garihaat.ERATELIMITED, Message: msg, RetryAfter: int(max(retry, 1))}
}

// NewWindow is the limit of at most max rows of table matching where
// (with arg) newer than span, refused with message.
func NewWindow(table, where string, arg any, span time.Duration, max int, message string) Window {
	return Window{table, where, arg, span, max, message}
}
