package store

import (
	"context"
	"crypto/rand"
	"time"

	"garihaat"
)

// PlaceBid stores a bid offer if the vehicle exists and its offer window is
// open at now, and increments the vehicle's total_bid in the same
// transaction (the UPDATE is atomic, so concurrent bids never lose a count).
func (s *Store) PlaceBid(ctx context.Context, b garihaat.Bid, now time.Time) (garihaat.Offer, error) {
	var o garihaat.Offer
	err := s.tx(ctx, func(tx *Tx) error {
		var endsAt, status string
		err := tx.queryRow(ctx, `SELECT offer_ends_at, status FROM vehicles WHERE id = ?`, b.VehicleID).Scan(&endsAt, &status)
		if isNoRows(err) || (err == nil && status != garihaat.VehiclePublished && status != garihaat.VehicleSold) {
			return &garihaat.Error{Code: garihaat.EINVALID, Message: "This vehicle does not exist.",
				Fields: map[string][]string{"id": {"This vehicle does not exist."}}}
		} else if err != nil {
			return err
		}
		if status == garihaat.VehicleSold || !garihaat.OfferOpen(endsAt, now) {
			return &garihaat.Error{Code: garihaat.EINVALID, Message: "Offer time is closed",
				Fields: map[string][]string{"id": {"Offer time is closed"}}}
		}
		userID := b.UserID
		if userID == nil {
			var id int64
			if err := tx.queryRow(ctx, `SELECT id FROM users WHERE phone = ?`, b.Phone).Scan(&id); err == nil {
				userID = &id
			} else if !isNoRows(err) {
				return err
			}
		}
		o.IDNumber = newIDNumber(now)
		o.Status, o.OfferAmount, o.OfferFor = garihaat.OfferOngoing, b.Amount, b.Option
		o.CreatedAt = time.Unix(now.Unix(), 0).UTC()
		lang := b.Lang
		if lang != "en" {
			lang = "bn"
		}
		o.ID, err = tx.insertID(ctx, `INSERT INTO offers (id_number, vehicle_id, user_id, phone, selected_option, amount, status, created_at, lang)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, o.IDNumber, b.VehicleID, userID, b.Phone, b.Option, b.Amount, o.Status, now.Unix(), lang)
		if err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `UPDATE vehicles SET total_bid = total_bid + 1 WHERE id = ?`, b.VehicleID); err != nil {
			return err
		}
		return tx.queryRow(ctx, `SELECT id, slug, title, title_bn, cover_image, cash_price, installment_price FROM vehicles WHERE id = ?`,
			b.VehicleID).Scan(&o.Product.ID, &o.Product.ProductSlug, &o.Product.Title, &o.Product.BnTranslation.Title,
			coverInto(&o.Product.Images), &o.Product.CashPrice, &o.Product.InstallmentPrice)
	})
	return o, err
}

// idAlphabet is Crockford's base32: no I, L, O or U to misread on the phone.
const idAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// newIDNumber makes the readable offer number a buyer quotes to support,
// e.g. GH-261122-7KQ3MX: the Dhaka date plus 30 random bits.
func newIDNumber(now time.Time) string {
	var b [6]byte
	rand.Read(b[:])
	out := []byte("GH-" + now.In(garihaat.Dhaka).Format("060102") + "-")
	for _, c := range b {
		out = append(out, idAlphabet[c%32])
	}
	return string(out)
}

// coverScanner scans a cover image column into a one-element image list.
type coverScanner struct{ dst *[]string }

func coverInto(dst *[]string) *coverScanner { return &coverScanner{dst} }

// Scan implements sql.Scanner.
func (c *coverScanner) Scan(src any) error {
	*c.dst = []string{}
	var s string
	switch v := src.(type) {
	case string:
		s = v
	case []byte:
		s = string(v)
	}
	if s != "" {
		*c.dst = []string{s}
	}
	return nil
}
