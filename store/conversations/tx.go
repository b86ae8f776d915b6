// Package conversations keeps buyers' conversations with the dealer
// (issue 48): questions and answers, the staff desk and its tools, review
// threads with sellers, photos and forwarding, and their SMS.
package conversations

import (
	"context"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// Tx is a transaction of the conversations, which give it their own
// methods; s is the database it runs on.
type Tx struct {
	*sqldb.Tx
	s *sqldb.Core
}

// tx runs fn in one transaction (sqldb.Core.Tx).
func (s *Conversations) tx(ctx context.Context, fn func(*Tx) error) error {
	return s.Core.Tx(ctx, func(t *sqldb.Tx) error { return fn(&Tx{t, s.Core}) })
}

// grouped runs fn in a transaction shared with other small writes on
// SQLite (sqldb.Core.Grouped): messages and their marks are many and small.
func (s *Conversations) grouped(ctx context.Context, fn func(*Tx) error) error {
	return s.Core.Grouped(ctx, func(t *sqldb.Tx) error { return fn(&Tx{t, s.Core}) })
}

// PostReviewNote posts a reviewer's note into the vehicle's review thread
// in the review's own transaction (package store's review).
func PostReviewNote(ctx context.Context, tx *sqldb.Tx, a garihaat.Actor, id int64, note string, now time.Time) error {
	return (&Tx{tx, tx.Core()}).postReviewNote(ctx, a, id, note, now)
}

// adminWrite runs fn in one transaction that also bumps the catalogue
// version (sqldb.Core.AdminWrite).
func (s *Conversations) adminWrite(ctx context.Context, fn func(*Tx) error) error {
	return s.Core.AdminWrite(ctx, func(t *sqldb.Tx) error { return fn(&Tx{t, s.Core}) })
}
