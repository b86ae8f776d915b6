// Package bids stores bid offers: the checks a bid passes, the offer and
// the vehicle's bid state written in one transaction (batched on SQLite),
// the attempt limits and the idempotency keys.
package bids

import (
	"context"
	"sync/atomic"

	"garihaat/store/sqldb"
)

// Bids stores bid offers, their limits and idempotency keys.
type Bids struct {
	*sqldb.Core
	// bids queues proven bids for the SQLite writer (bid_batch.go).
	bids sqldb.Queue[*bidJob]
	// bidLogsSwept is when this process last deleted the bid logs' expired
	// rows (unix seconds; bid_limits.go).
	bidLogsSwept atomic.Int64
}

// Tx is a transaction of the bids, which give it their own methods; s is
// the service it runs for.
type Tx struct {
	*sqldb.Tx
	s *Bids
}

// tx runs fn in one transaction (sqldb.Core.Tx).
func (s *Bids) tx(ctx context.Context, fn func(*Tx) error) error {
	return s.Core.Tx(ctx, func(t *sqldb.Tx) error { return fn(&Tx{t, s}) })
}
