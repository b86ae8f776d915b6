package store

import (
	"context"
	"strconv"
	"time"

	"garihaat"
)

// RecordBidAttempt implements garihaat.BidService. Attempts are counted
// whether the bid is then accepted or not: the limits bound how hard anyone
// can push on the flow, not how many offers stand. Who pays is who proved
// what (issue 26): an unproven attempt — a visitor naming a phone, before
// its code — spends its sender's budget (the address), never the named
// phone's, so nobody can lock a buyer out by naming their number; a
// proven attempt — the signed-in owner of the phone, or a right code —
// spends the phone's own budget and none of the address's, so an
// anonymous flood from a carrier's shared address does not stop the
// signed-in buyers behind it.
func (s *Bids) RecordBidAttempt(ctx context.Context, ip, phone string, vehicleID int64, proven bool, now time.Time, l garihaat.BidLimits) error {
	windows := []window{{"bid_attempts", "ip = ?", ip, 10 * time.Minute, l.IPPer10Min, garihaat.MsgTooManyOffersNetworkTry}}
	key := "bid-ip:" + ip
	if proven {
		windows = []window{
			{"bid_attempts", "phone = ?", phone, time.Hour, l.PhoneHourly, garihaat.MsgTooManyOffersPhoneNumber},
			{"bid_attempts", "vehicle_id = " + strconv.FormatInt(vehicleID, 10) + " AND phone = ?", phone, time.Hour, l.VehiclePhoneHrs,
				garihaat.MsgSentManyOffersVehicleWait},
		}
		key, ip = "bid-phone:"+phone, ""
	} else {
		phone = ""
	}
	return s.tx(ctx, func(tx *Tx) error {
		if err := tx.lockKeys(ctx, key); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM bid_attempts WHERE at <= ?`, now.Add(-24*time.Hour).Unix()); err != nil {
			return err
		}
		for _, w := range windows {
			if err := w.check(ctx, tx, now); err != nil {
				return err
			}
		}
		_, err := tx.exec(ctx, `INSERT INTO bid_attempts (ip, phone, vehicle_id, at) VALUES (?, ?, ?, ?)`, ip, phone, vehicleID, now.Unix())
		return err
	})
}

// idempotencyTTL is how long the first answer to a submission is kept.
const idempotencyTTL = 24 * time.Hour

// BeginIdempotent implements garihaat.BidService. The claim is one INSERT
// that only the first of concurrent requests wins, on both databases.
func (s *Bids) BeginIdempotent(ctx context.Context, keyHash, requestHash string, now time.Time) (string, bool, error) {
	var body, firstRequest string
	var status int
	done := false
	err := s.tx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `DELETE FROM idempotency_keys WHERE created_at <= ?`, now.Add(-idempotencyTTL).Unix()); err != nil {
			return err
		}
		res, err := tx.exec(ctx, `INSERT INTO idempotency_keys (key_hash, request_hash, status, created_at) VALUES (?, ?, 0, ?)
			ON CONFLICT (key_hash) DO NOTHING`, keyHash, requestHash, now.Unix())
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 1 {
			return nil // ours: the caller runs the request
		}
		if err := tx.queryRow(ctx, `SELECT status, body, request_hash FROM idempotency_keys WHERE key_hash = ?`,
			keyHash).Scan(&status, &body, &firstRequest); err != nil {
			return err
		}
		if firstRequest != "" && firstRequest != requestHash {
			return garihaat.FieldError("Idempotency-Key", garihaat.MsgIdempotencyKeySentDifferentOffer)
		}
		if status == 0 {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgOfferBeingSentAlreadyWait)
		}
		done = true
		return nil
	})
	return body, done, err
}

// FinishIdempotent implements garihaat.BidService.
func (s *Bids) FinishIdempotent(ctx context.Context, keyHash, body string) error {
	return s.tx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE idempotency_keys SET status = 1, body = ? WHERE key_hash = ?`, body, keyHash)
		return err
	})
}

// ForgetIdempotent implements garihaat.BidService.
func (s *Bids) ForgetIdempotent(ctx context.Context, keyHash string) error {
	return s.tx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `DELETE FROM idempotency_keys WHERE key_hash = ? AND status = 0`, keyHash)
		return err
	})
}
