package bids

import (
	"context"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// offerRow is what writeOffer writes: the offer and what it changes on
// its vehicle.
type offerRow struct {
	b         garihaat.Bid
	userID    *int64
	lang      string
	now       time.Time
	newBidder int   // 1 when the buyer had no offer on the vehicle
	closes    int64 // the offer window's close after this bid (soft close)
}

// writeOffer inserts the offer o (its number drawn here, its id set) and
// moves its vehicle's live state on, returning the new state, under the
// vehicle's lock. On PostgreSQL both are one statement: under the lock
// every round trip is one the vehicle's other bidders wait for (issue 31).
//
// A day's numbers are 30 random bits: among tens of thousands of bids two
// may draw the same (the bench's did), so a taken one is drawn again; ON
// CONFLICT, as a failed INSERT would end a PostgreSQL transaction.
func (tx *Tx) writeOffer(ctx context.Context, o *garihaat.Offer, r offerRow) (seq, total, highest int64, err error) {
	const insert = `INSERT INTO offers (id_number, vehicle_id, user_id, phone, selected_option, amount, status, created_at, lang)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id_number) DO NOTHING`
	const update = `UPDATE vehicles SET total_bid = total_bid + ?, bid_seq = bid_seq + 1,
		highest_offer = CASE WHEN highest_offer < ? THEN ? ELSE highest_offer END, offer_closes_at = ?`
	b := r.b
	for try := 0; ; try++ {
		o.IDNumber = drawIDNumber(r.now)
		offer := []any{o.IDNumber, b.VehicleID, r.userID, b.Phone, b.Option, b.Amount, o.Status, r.now.Unix(), r.lang}
		state := []any{r.newBidder, b.Amount, b.Amount, r.closes, b.VehicleID}
		if tx.s.Dialect() == sqldb.Postgres {
			// Nothing is updated when the number was taken (no offer row).
			err = tx.QueryRow(ctx, `WITH o AS (`+insert+` RETURNING id) `+update+`
				WHERE id = ? AND EXISTS (SELECT 1 FROM o) RETURNING (SELECT id FROM o), bid_seq, total_bid, highest_offer`,
				append(offer, state...)...).Scan(&o.ID, &seq, &total, &highest)
		} else if o.ID, err = tx.InsertID(ctx, insert, offer...); err == nil {
			err = tx.QueryRow(ctx, update+` WHERE id = ? RETURNING bid_seq, total_bid, highest_offer`, state...).Scan(&seq, &total, &highest)
			return seq, total, highest, err
		}
		if !sqldb.IsNoRows(err) || try == 8 {
			return seq, total, highest, err
		}
	}
}
