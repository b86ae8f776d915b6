package bids

import (
	"context"
	"errors"
	"strconv"

	"garihaat"
	"garihaat/store/sqldb"
)

// SubmitBid implements garihaat.BidService. A bid is one transaction
// (issue 31: it was four — the key's claim, the attempt, the offer, the
// key's answer — each a synchronous commit). On SQLite, whose one writer
// commits one transaction at a time, the bids that arrive while a commit
// is on its way are written together in the next (group commit), each in
// its own savepoints, so one commit's wait serves many bids and a refused
// one changes none of the others. PostgreSQL commits concurrent
// transactions in parallel and locks rows across instances: there each bid
// is its own transaction, never held behind another's locks.
func (s *Bids) SubmitBid(ctx context.Context, sub garihaat.BidSubmission) (garihaat.BidResult, string, error) {
	if s.Dialect() == sqldb.Postgres {
		var d bidDone
		err := s.tx(ctx, func(tx *Tx) (err error) {
			if d, err = tx.submitOne(ctx, sub, ""); err == nil && d.replay != "" {
				return errDiscard // a replay keeps nothing, not even its attempt
			}
			return err
		})
		if err != nil && !errors.Is(err, errDiscard) {
			return garihaat.BidResult{}, "", err
		}
		return d.res, d.replay, d.err
	}
	j := &bidJob{sub: sub, done: make(chan bidDone, 1)}
	if s.bids.Add(j) {
		go s.bids.Lead(func(batch []*bidJob) { s.writeBids(context.WithoutCancel(ctx), batch) })
	}
	d := <-j.done // written or refused, even if the client has gone meanwhile
	return d.res, d.replay, d.err
}

// bidJob is a submission waiting for the writer, and where its answer goes.
type bidJob struct {
	sub  garihaat.BidSubmission
	done chan bidDone
}

// bidDone is a submission's outcome: placed (res), replayed, or refused (err).
type bidDone struct {
	res    garihaat.BidResult
	replay string
	err    error
}

// writeBids writes a batch in one transaction and answers each bid. A
// failed commit fails every bid of the batch: none of them was written.
func (s *Bids) writeBids(ctx context.Context, batch []*bidJob) {
	out := make([]bidDone, len(batch))
	err := s.tx(ctx, func(tx *Tx) error {
		for i, j := range batch {
			d, err := tx.submitOne(ctx, j.sub, "bid"+strconv.Itoa(i))
			if err != nil {
				return err
			}
			out[i] = d
		}
		return nil
	})
	for i, j := range batch {
		if err != nil {
			out[i] = bidDone{err: err}
		}
		j.done <- out[i]
	}
}

// errDiscard rolls back a transaction that holds one bid's replay.
var errDiscard = errors.New("bid replayed: nothing to keep")

// submitOne writes one proven bid inside tx, between savepoints named sp
// (unique in the batch): its attempt first, kept whatever the bid's fate
// (over a limit, nothing); then the key's claim, the offer and the key's
// answer, which a refused bid rolls back so its key can be tried again; a
// replay keeps nothing, not even the attempt. sp "" is a transaction that
// holds this bid alone: it has no savepoint before the attempt (a round
// trip less) and its caller rolls it back for a replay. The error is the
// transaction's own (it cannot go on); the bid's refusal is d.err.
func (t *Tx) submitOne(ctx context.Context, sub garihaat.BidSubmission, sp string) (d bidDone, err error) {
	b := sub.Bid
	alone := sp == ""
	if alone {
		sp = "bid"
	}
	rollback := func(to string) error { _, err := t.Exec(ctx, `ROLLBACK TO SAVEPOINT `+to); return err }
	if !alone {
		if _, err := t.Exec(ctx, `SAVEPOINT `+sp+`a`); err != nil {
			return d, err
		}
	}
	if d.err = t.recordAttempt(ctx, "bid-phone:"+b.Phone, "", b.Phone, b.VehicleID, phoneWindows(b.Phone, b.VehicleID, sub.Limits), sub.Now); d.err != nil {
		if alone {
			return d, nil // over a limit: nothing was written
		}
		return d, rollback(sp + "a")
	}
	if _, err := t.Exec(ctx, `SAVEPOINT `+sp+`b`); err != nil {
		return d, err
	}
	d.replay, d.err = t.placeKeyed(ctx, sub, &d.res)
	switch {
	case d.replay != "":
		d.err = nil
		if alone {
			return d, nil
		}
		return d, rollback(sp + "a")
	case d.err != nil:
		return d, rollback(sp + "b")
	}
	return d, nil
}
