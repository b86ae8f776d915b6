package bids

import (
	"context"
	"crypto/rand"
	"database/sql"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// bidVehicle is what a bid is checked against.
type bidVehicle struct {
	product           garihaat.OfferProduct // what the offer's answer names
	status, mode      string
	title             garihaat.Titles
	closesAt, highest int64
	cash, inst        int64
	minCash, minInst  sql.NullInt64
	totalBid, seq     int64
	sellerID          sql.NullInt64 // a seller's listing: who listed it
}

// checkBid reads b's vehicle (under its row lock on PostgreSQL, so
// concurrent bids on one vehicle are checked one after another; SQLite's
// write transactions are serial already) and checks b against it at now.
func (t *Tx) checkBid(ctx context.Context, b garihaat.Bid, now time.Time, lock bool) (bidVehicle, error) {
	var v bidVehicle
	q := `SELECT status, bid_mode, title, title_bn, offer_closes_at, highest_offer, cash_price, installment_price,
		min_offer_cash, min_offer_installment, total_bid, bid_seq, id, slug, cover_image, seller_id FROM vehicles WHERE id = ?`
	if lock && t.s.Dialect() == sqldb.Postgres {
		q += ` FOR UPDATE`
	}
	p := &v.product
	err := t.QueryRow(ctx, q, b.VehicleID).Scan(&v.status, &v.mode, &v.title.En, &v.title.Bn, &v.closesAt, &v.highest, &v.cash, &v.inst,
		&v.minCash, &v.minInst, &v.totalBid, &v.seq, &p.ID, &p.ProductSlug, sqldb.CoverInto(&p.Images), &v.sellerID)
	p.Title, p.BnTranslation.Title, p.CashPrice, p.InstallmentPrice = v.title.En, v.title.Bn, v.cash, v.inst
	switch {
	case sqldb.IsNoRows(err) || (err == nil && !sqldb.IsPublic(v.status)):
		return v, garihaat.FieldError("id", garihaat.MsgVehicleDoesNotExist)
	case err != nil:
		return v, err
	case garihaat.SoldOut(v.status):
		return v, garihaat.FieldError("id", garihaat.MsgVehicleSold)
	case !garihaat.OffersOpen(v.status, v.closesAt, now):
		return v, garihaat.FieldError("id", garihaat.MsgOfferTimeClosed)
	}
	floor := garihaat.DefaultFloor(v.cash)
	if v.minCash.Valid {
		floor = v.minCash.Int64
	}
	if b.Option == garihaat.OptionInstallments {
		if v.inst <= 0 { // no installment price: cash only
			return v, garihaat.FieldError("selectedOption", garihaat.MsgVehicleCashOnly)
		}
		floor = garihaat.DefaultFloor(v.inst)
		if v.minInst.Valid {
			floor = v.minInst.Int64
		}
	}
	if b.Amount < floor {
		return v, &garihaat.Error{Code: garihaat.EINVALID, Message: garihaat.MsgCorrectHighlightedFields,
			Fields: map[string][]string{"offerAmount": {garihaat.Msg(garihaat.MsgOfferLeast, garihaat.GroupLakh(floor))}}}
	}
	if v.mode == garihaat.BidOpen && v.highest > 0 {
		if min := v.highest + garihaat.MinIncrement(v.cash); b.Amount < min {
			return v, &garihaat.Error{Code: garihaat.EINVALID, Message: garihaat.MsgCorrectHighlightedFields,
				Fields: map[string][]string{"offerAmount": {garihaat.Msg(garihaat.MsgOfferLeastBeatHighestOffer, garihaat.GroupLakh(min))}}}
		}
	}
	return v, nil
}

// CheckBid implements garihaat.BidService.
func (s *Bids) CheckBid(ctx context.Context, b garihaat.Bid, now time.Time) error {
	return s.tx(ctx, func(tx *Tx) error {
		_, err := tx.checkBid(ctx, b, now, false)
		return err
	})
}

// PlaceBid implements garihaat.BidService. The bidders' count, the highest offer,
// the closing instant and the event sequence change in the bid's own
// transaction, so no accepted bid is ever missing from them.
func (s *Bids) PlaceBid(ctx context.Context, b garihaat.Bid, now time.Time) (garihaat.BidResult, error) {
	var res garihaat.BidResult
	err := s.tx(ctx, func(tx *Tx) error {
		if err := tx.LockKeys(ctx, "bid-phone:"+b.Phone); err != nil {
			return err
		}
		var err error
		res, err = tx.placeBid(ctx, b, now)
		return err
	})
	return res, err
}

// placeBid checks b under its vehicle's lock and stores it (PlaceBid).
func (tx *Tx) placeBid(ctx context.Context, b garihaat.Bid, now time.Time) (res garihaat.BidResult, err error) {
	o := &res.Offer
	// What the vehicle's state does not decide is read before its lock:
	// under it every statement is a round trip the vehicle's other
	// bidders wait for (issue 31). The phone's own lock (recordAttempt,
	// PlaceBid) keeps one buyer's bids in order, so whether this phone bid
	// before cannot change meanwhile.
	userID := b.UserID
	if userID == nil {
		var id int64
		if err := tx.QueryRow(ctx, `SELECT id FROM users WHERE phone = ?`, b.Phone).Scan(&id); err == nil {
			userID = &id
		} else if !sqldb.IsNoRows(err) {
			return res, err
		}
	}
	// total_bid counts buyers, not offers (issue 32): one buyer's
	// repeat offers must not read as more demand.
	newBidder := 1
	var seen int
	if err := tx.QueryRow(ctx, `SELECT 1 FROM offers WHERE vehicle_id = ? AND phone = ? LIMIT 1`, b.VehicleID, b.Phone).Scan(&seen); err == nil {
		newBidder = 0
	} else if !sqldb.IsNoRows(err) {
		return res, err
	}
	v, err := tx.checkBid(ctx, b, now, true)
	if err != nil {
		return res, err
	}
	// The bidder is proven here (a session or a code), so refusing the
	// seller tells a stranger naming a phone nothing about who sells.
	if userID != nil {
		if err := garihaat.OwnListingBid(*userID, v.sellerID.Int64); err != nil {
			return res, err
		}
	}
	lang := b.Lang
	if lang != "en" {
		lang = "bn"
	}
	// The previous highest bidder, told in open mode that they were outbid.
	var outbid string
	if v.mode == garihaat.BidOpen && b.Amount > v.highest {
		if err := tx.QueryRow(ctx, `SELECT phone FROM offers WHERE vehicle_id = ? AND status = 'ongoing'
			ORDER BY amount DESC, id LIMIT 1`, b.VehicleID).Scan(&outbid); err != nil && !sqldb.IsNoRows(err) {
			return res, err
		}
	}
	o.Status, o.OfferAmount, o.OfferFor = garihaat.OfferOngoing, b.Amount, b.Option
	o.CreatedAt = time.Unix(now.Unix(), 0).UTC()
	// Soft close: a bid in the last minutes gives everyone time to answer.
	closes := v.closesAt
	if soft := now.Add(garihaat.SoftClose).Unix(); soft > closes {
		closes = soft
	}
	seq, total, highest, err := tx.writeOffer(ctx, o, offerRow{b: b, userID: userID, lang: lang, now: now, newBidder: newBidder, closes: closes})
	if err != nil {
		return res, err
	}
	res.State = liveState(b.VehicleID, seq, total, highest, closes, v.mode)
	if outbid != "" && outbid != b.Phone {
		if err := tx.queueOutbid(ctx, outbid, b.VehicleID, v.title, now); err != nil {
			return res, err
		}
	}
	o.Product = v.product
	return res, nil
}

// queueOutbid queues the outbid SMS unless phone had one for this vehicle
// in the last garihaat.OutbidQuiet, in the language of the phone's last
// offer on it: one statement, as it runs under the vehicle's lock.
func (t *Tx) queueOutbid(ctx context.Context, phone string, vehicleID int64, title garihaat.Titles, now time.Time) error {
	_, err := t.Exec(ctx, `INSERT INTO sms_outbox (phone, body, next_at, created_at, kind, vehicle_id)
		SELECT ?, CASE (SELECT lang FROM offers WHERE vehicle_id = ? AND phone = ? ORDER BY id DESC LIMIT 1) WHEN 'en' THEN ? ELSE ? END,
			CAST(? AS BIGINT), CAST(? AS BIGINT), 'outbid', CAST(? AS BIGINT)
		WHERE NOT EXISTS (SELECT 1 FROM sms_outbox WHERE kind = 'outbid' AND vehicle_id = ? AND phone = ? AND created_at > ?)`,
		phone, vehicleID, phone, garihaat.OutbidText("en", title), garihaat.OutbidText("bn", title),
		now.Unix(), now.Unix(), vehicleID, vehicleID, phone, now.Add(-garihaat.OutbidQuiet).Unix())
	return err
}

// BidState implements garihaat.BidService.
func (s *Bids) BidState(ctx context.Context, vehicleID int64) (garihaat.BidState, error) {
	var st garihaat.BidState
	err := s.tx(ctx, func(tx *Tx) error {
		var err error
		st, err = tx.bidState(ctx, vehicleID)
		return err
	})
	return st, err
}

func (t *Tx) bidState(ctx context.Context, vehicleID int64) (garihaat.BidState, error) {
	var mode string
	var seq, total, highest, closes int64
	err := t.QueryRow(ctx, `SELECT bid_seq, total_bid, highest_offer, offer_closes_at, bid_mode FROM vehicles
		WHERE id = ? AND `+sqldb.PublicWhere("status"), vehicleID).Scan(&seq, &total, &highest, &closes, &mode)
	if sqldb.IsNoRows(err) {
		return garihaat.BidState{VehicleID: vehicleID}, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgVehicleNotFound)
	}
	return liveState(vehicleID, seq, total, highest, closes, mode), err
}

// liveState is a vehicle's bid state as its pages see it: the highest
// offer only in open mode (sealed shows N/A).
func liveState(vehicleID, seq, total, highest, closes int64, mode string) garihaat.BidState {
	return garihaat.BidState{VehicleID: vehicleID, Seq: seq, TotalBid: total, ClosesAt: time.Unix(closes, 0).UTC(),
		HighestOffer: garihaat.OfferShown(mode, highest)}
}

// idAlphabet is Crockford's base32: no I, L, O or U to misread on the phone.
const idAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// drawIDNumber is NewIDNumber; tests make it draw a taken number.
var drawIDNumber = NewIDNumber

// NewIDNumber makes the readable offer number a buyer quotes to support,
// e.g. GH-261122-7KQ3MX: the Dhaka date plus 30 random bits.
func NewIDNumber(now time.Time) string {
	var b [6]byte
	rand.Read(b[:])
	out := []byte("GH-" + now.In(garihaat.Dhaka).Format("060102") + "-")
	for _, c := range b {
		out = append(out, idAlphabet[c%32])
	}
	return string(out)
}
