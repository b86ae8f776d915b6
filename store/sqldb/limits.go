package sqldb

import (
	"context"
	"database/sql"
	"slices"
	"strings"
	"time"

	"garihaat"
)

// The limits that several areas check and record in their own
// transactions.

// LockKeys serialises transactions that check a limit and then record
// against it. SQLite needs nothing: every write transaction here begins
// IMMEDIATE and so runs alone. PostgreSQL's READ COMMITTED would let two
// transactions count the same rows, so they take transaction-scoped
// advisory locks, in sorted order so two transactions cannot deadlock, in
// one statement (PostgreSQL evaluates a select list left to right); a key
// the transaction holds already costs nothing.
func (t *Tx) LockKeys(ctx context.Context, keys ...string) error {
	if t.s.Dialect() != Postgres {
		return nil
	}
	keys = slices.Clone(keys)
	slices.Sort(keys)
	keys = slices.DeleteFunc(slices.Compact(keys), func(k string) bool { return t.locked[k] })
	if len(keys) == 0 {
		return nil
	}
	args := make([]any, len(keys))
	for i, k := range keys {
		args[i] = k
	}
	q := `SELECT ` + strings.TrimSuffix(strings.Repeat(`pg_advisory_xact_lock(hashtextextended(?, 0)), `, len(keys)), ", ")
	if _, err := t.Exec(ctx, q, args...); err != nil {
		return err
	}
	if t.locked == nil {
		t.locked = map[string]bool{}
	}
	for _, k := range keys {
		t.locked[k] = true
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

// Check returns ERATELIMITED with the seconds until a row ages out when
// the window is full at now. A zero max or span switches the limit off.
func (w Window) Check(ctx context.Context, tx *Tx, now time.Time) error {
	return CheckWindows(ctx, tx, now, w)
}

// CheckWindows checks every window in one statement (a round trip each
// was a tenth of a message's cost on PostgreSQL) and answers as the first
// full one would.
func CheckWindows(ctx context.Context, tx *Tx, now time.Time, windows ...Window) error {
	r := ReadWindows(now, windows...)
	if len(r.Columns) == 0 {
		return nil
	}
	if err := tx.QueryRow(ctx, `SELECT `+strings.Join(r.Columns, ", "), r.Args...).Scan(r.Dest()...); err != nil {
		return err
	}
	return r.Err()
}

// WindowRead is CheckWindows as columns of a caller's own statement, for
// a write that reads other things before it records (a message reads its
// writer's block with them): select Columns with Args in their place,
// scan into Dest, and Err answers as CheckWindows would.
type WindowRead struct {
	Columns []string // one a window switched on
	Args    []any
	now     time.Time
	on      []Window
	ats     []sql.NullInt64
}

// ReadWindows is the read of windows at now.
func ReadWindows(now time.Time, windows ...Window) *WindowRead {
	r := &WindowRead{now: now}
	for _, w := range windows {
		if w.Max <= 0 || w.Span <= 0 {
			continue // a zero limit is switched off
		}
		// The max-th newest row is the one whose expiry frees a slot.
		r.Columns = append(r.Columns, `(SELECT at FROM `+w.Table+` WHERE `+w.Where+` AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?)`)
		r.Args = append(r.Args, w.Arg, now.Add(-w.Span).Unix(), w.Max-1)
		r.on = append(r.on, w)
	}
	r.ats = make([]sql.NullInt64, len(r.on))
	return r
}

// Dest is where the columns are scanned to.
func (r *WindowRead) Dest() []any {
	dest := make([]any, len(r.ats))
	for i := range r.ats {
		dest[i] = &r.ats[i]
	}
	return dest
}

// Err is ERATELIMITED as the first full window would answer, or nil.
func (r *WindowRead) Err() error {
	for i, w := range r.on {
		if r.ats[i].Valid {
			return RateLimited(w.Message, r.ats[i].Int64+int64(w.Span/time.Second)-r.now.Unix())
		}
	}
	return nil
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
