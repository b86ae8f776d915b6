package bids

import (
	"context"
	"database/sql"
	"strconv"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// RecordBidAttempt implements garihaat.BidService. Attempts are counted
// whether the bid is then accepted or not: the limits bound how hard anyone
// can push on the flow, not how many offers stand. Who pays is who proved
// what (issue 26): an unproven attempt — a visitor naming a phone, before
// its code — spends its sender's budget (the address), never the named
// phone's, so nobody can lock a buyer out by naming their number; a
// proven attempt — the signed-in owner of the phone, or a right code —
// spends the phone's own budget and none of the address's (SubmitBid), so
// an anonymous flood from a carrier's shared address does not stop the
// signed-in buyers behind it.
func (s *Bids) RecordBidAttempt(ctx context.Context, ip string, vehicleID int64, now time.Time, l garihaat.BidLimits) error {
	windows := []sqldb.Window{sqldb.NewWindow("bid_attempts", "ip = ?", ip, 10*time.Minute, l.IPPer10Min, garihaat.MsgTooManyOffersNetworkTry)}
	return s.tx(ctx, func(tx *Tx) error { return tx.recordAttempt(ctx, "bid-ip:"+ip, ip, "", vehicleID, windows, now) })
}

// phoneWindows are a proven phone's limits: per hour, and per hour on one vehicle.
func phoneWindows(phone string, vehicleID int64, l garihaat.BidLimits) []sqldb.Window {
	return []sqldb.Window{
		sqldb.NewWindow("bid_attempts", "phone = ?", phone, time.Hour, l.PhoneHourly, garihaat.MsgTooManyOffersPhoneNumber),
		sqldb.NewWindow("bid_attempts", "vehicle_id = "+strconv.FormatInt(vehicleID, 10)+" AND phone = ?", phone, time.Hour, l.VehiclePhoneHrs,
			garihaat.MsgSentManyOffersVehicleWait),
	}
}

// recordAttempt checks windows under key's lock and logs the attempt.
func (t *Tx) recordAttempt(ctx context.Context, key, ip, phone string, vehicleID int64, windows []sqldb.Window, now time.Time) error {
	if err := t.LockKeys(ctx, key); err != nil {
		return err
	}
	if err := t.sweepBidLogs(ctx, now); err != nil {
		return err
	}
	for _, w := range windows {
		if err := w.Check(ctx, t.Tx, now); err != nil {
			return err
		}
	}
	_, err := t.Exec(ctx, `INSERT INTO bid_attempts (ip, phone, vehicle_id, at) VALUES (?, ?, ?, ?)`, ip, phone, vehicleID, now.Unix())
	return err
}

// idempotencyTTL is how long the first answer to a submission is kept.
const idempotencyTTL = 24 * time.Hour

// bidLogsSweep is how often a process deletes the bid logs' expired rows:
// not on every bid, where the two statements were two of a bid's round
// trips (issue 31). An expired row left meanwhile changes no answer: the
// limits count only rows within their windows, and a key's expired row
// is deleted when the key comes again (claimKey).
const bidLogsSweep = time.Minute

// sweepBidLogs deletes the attempts older than the longest limit's window
// and the expired idempotency keys, at most every bidLogsSweep.
func (t *Tx) sweepBidLogs(ctx context.Context, now time.Time) error {
	last := t.s.bidLogsSwept.Load()
	if now.Unix()-last < int64(bidLogsSweep/time.Second) || !t.s.bidLogsSwept.CompareAndSwap(last, now.Unix()) {
		return nil
	}
	if _, err := t.Exec(ctx, `DELETE FROM bid_attempts WHERE at <= ?`, now.Add(-24*time.Hour).Unix()); err != nil {
		return err
	}
	_, err := t.Exec(ctx, `DELETE FROM idempotency_keys WHERE created_at <= ?`, now.Add(-idempotencyTTL).Unix())
	return err
}

// placeKeyed claims sub's key (when it has one), places the bid and keeps
// its answer under the key; replay is the key's answer when it already had one.
func (t *Tx) placeKeyed(ctx context.Context, sub garihaat.BidSubmission, res *garihaat.BidResult) (replay string, err error) {
	if sub.KeyHash != "" {
		if replay, err = t.claimKey(ctx, sub.KeyHash, sub.RequestHash, sub.Now); replay != "" || err != nil {
			return replay, err
		}
	}
	if *res, err = t.placeBid(ctx, sub.Bid, sub.Now); err != nil || sub.KeyHash == "" {
		return "", err
	}
	body, err := sub.Answer(*res)
	if err != nil {
		return "", err
	}
	_, err = t.Exec(ctx, `UPDATE idempotency_keys SET status = 1, body = ? WHERE key_hash = ?`, string(body), sub.KeyHash)
	return "", err
}

// claimKey claims keyHash for the request hashed requestHash with one
// INSERT that only the first of concurrent requests wins, on both
// databases (PostgreSQL's waits for the first's commit). When the key is
// another's, replay is its answer.
func (t *Tx) claimKey(ctx context.Context, keyHash, requestHash string, now time.Time) (replay string, err error) {
	claim := func() (bool, error) {
		r, err := t.Exec(ctx, `INSERT INTO idempotency_keys (key_hash, request_hash, status, created_at) VALUES (?, ?, 0, ?)
			ON CONFLICT (key_hash) DO NOTHING`, keyHash, requestHash, now.Unix())
		if err != nil {
			return false, err
		}
		n, _ := r.RowsAffected()
		return n == 1, nil
	}
	won, err := claim()
	if err != nil || won {
		return "", err
	}
	// The key's row may be past its time and not yet swept: it is gone,
	// and the key is this request's.
	r, err := t.Exec(ctx, `DELETE FROM idempotency_keys WHERE key_hash = ? AND created_at <= ?`, keyHash, now.Add(-idempotencyTTL).Unix())
	if err != nil {
		return "", err
	}
	if n, _ := r.RowsAffected(); n == 1 {
		if won, err := claim(); err != nil || won {
			return "", err
		}
	}
	body, found, err := keptAnswer(ctx, t.QueryRow, keyHash, requestHash)
	if err == nil && !found {
		err = garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgOfferBeingSentAlreadyWait)
	}
	return body, err
}

// IdempotentAnswer implements garihaat.BidService: a read, so a replay
// writes nothing.
func (s *Bids) IdempotentAnswer(ctx context.Context, keyHash, requestHash string) (string, bool, error) {
	return keptAnswer(ctx, s.QueryRow, keyHash, requestHash)
}

// keptAnswer reads the answer kept under keyHash.
func keptAnswer(ctx context.Context, queryRow func(context.Context, string, ...any) *sql.Row, keyHash, requestHash string) (string, bool, error) {
	var body, firstRequest string
	var status int
	err := queryRow(ctx, `SELECT status, body, request_hash FROM idempotency_keys WHERE key_hash = ?`, keyHash).Scan(&status, &body, &firstRequest)
	switch {
	case sqldb.IsNoRows(err):
		return "", false, nil
	case err != nil:
		return "", false, err
	case firstRequest != "" && firstRequest != requestHash:
		return "", false, garihaat.FieldError("Idempotency-Key", garihaat.MsgIdempotencyKeySentDifferentOffer)
	}
	return body, status == 1, nil
}
