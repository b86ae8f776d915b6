package accounts

import (
	"context"
	"time"

	"garihaat"
	"garihaat/store/alerts"
	"garihaat/store/sqldb"
)

// User implements garihaat.AccountService.
func (s *Accounts) User(ctx context.Context, userID int64) (garihaat.User, error) {
	var u garihaat.User
	err := s.tx(ctx, func(tx *Tx) error {
		var err error
		u, err = tx.user(ctx, userID)
		return err
	})
	return u, err
}

// user reads a user and their offer counters.
func (t *Tx) user(ctx context.Context, id int64) (garihaat.User, error) {
	var u garihaat.User
	err := t.QueryRow(ctx, `SELECT id, name, yourself, phone, address, role,
			(SELECT COUNT(*) FROM offers WHERE user_id = users.id),
			(SELECT COUNT(*) FROM offers WHERE user_id = users.id AND status = 'purchase')
		FROM users WHERE id = ?`, id).
		Scan(&u.ID, &u.Name, &u.Yourself, &u.Phone, &u.Address, &u.Role, &u.TotalOffers, &u.TotalPurchase)
	if sqldb.IsNoRows(err) {
		return u, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgUserNotFound)
	}
	return u, err
}

// UpdateUser implements garihaat.AccountService. Only the three profile
// texts can change; the statement names them, so nothing else ever does.
func (s *Accounts) UpdateUser(ctx context.Context, userID int64, up garihaat.UserUpdate) (garihaat.User, error) {
	var u garihaat.User
	err := s.tx(ctx, func(tx *Tx) error {
		var err error
		if u, err = tx.user(ctx, userID); err != nil {
			return err
		}
		set := func(dst *string, src *string) {
			if src != nil {
				*dst = *src
			}
		}
		set(&u.Name, up.Name)
		set(&u.Yourself, up.Yourself)
		set(&u.Address, up.Address)
		_, err = tx.Exec(ctx, `UPDATE users SET name = ?, yourself = ?, address = ?, updated_at = ? WHERE id = ?`,
			u.Name, u.Yourself, u.Address, s.Now().Unix(), userID)
		return err
	})
	return u, err
}

// offerColumns selects an offer with its vehicle, for scanOffer.
const offerColumns = `o.id, o.id_number, o.status, o.amount, o.selected_option, o.created_at,
	v.id, v.title, v.title_bn, v.cover_image, v.slug, v.cash_price, v.installment_price
	FROM offers o JOIN vehicles v ON v.id = o.vehicle_id`

// Offers implements garihaat.AccountService. An offer is the user's when
// they placed it signed in, or placed it with their phone number (linked at
// bid time, or at sign-in for offers placed before the account existed).
func (s *Accounts) Offers(ctx context.Context, userID int64) ([]garihaat.Offer, error) {
	return s.offers(ctx, `SELECT `+offerColumns+` WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC`, userID)
}

// PurchaseOffers implements garihaat.AccountService.
func (s *Accounts) PurchaseOffers(ctx context.Context, userID int64) ([]garihaat.Offer, error) {
	return s.offers(ctx, `SELECT `+offerColumns+` WHERE o.user_id = ? AND o.status = 'purchase'
		ORDER BY o.created_at DESC, o.id DESC`, userID)
}

func (s *Accounts) offers(ctx context.Context, q string, args ...any) ([]garihaat.Offer, error) {
	rows, err := s.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []garihaat.Offer{}
	for rows.Next() {
		var o garihaat.Offer
		var created int64
		p := &o.Product
		if err := rows.Scan(&o.ID, &o.IDNumber, &o.Status, &o.OfferAmount, &o.OfferFor, &created,
			&p.ID, &p.Title, &p.BnTranslation.Title, sqldb.CoverInto(&p.Images), &p.ProductSlug, &p.CashPrice, &p.InstallmentPrice); err != nil {
			return nil, err
		}
		o.CreatedAt = time.Unix(created, 0).UTC()
		out = append(out, o)
	}
	return out, rows.Err()
}

// Bookmarks implements garihaat.AccountService.
func (s *Accounts) Bookmarks(ctx context.Context, userID int64) ([]garihaat.Bookmark, error) {
	// The price when saved is the old price of the first change since.
	rows, err := s.Query(ctx, `SELECT b.id, v.id, v.title, v.title_bn, v.cover_image, v.slug, v.cash_price, v.installment_price, v.status,
		COALESCE((SELECT e.old_cash FROM vehicle_events e WHERE e.vehicle_id = v.id AND e.id > b.event_id
			AND e.old_cash <> e.new_cash ORDER BY e.id LIMIT 1), 0),
		COALESCE((SELECT e.old_installment FROM vehicle_events e WHERE e.vehicle_id = v.id AND e.id > b.event_id
			AND e.old_installment <> e.new_installment ORDER BY e.id LIMIT 1), 0)
		FROM bookmarks b JOIN vehicles v ON v.id = b.vehicle_id
		WHERE b.user_id = ? ORDER BY b.created_at DESC, b.id DESC`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []garihaat.Bookmark{}
	for rows.Next() {
		var b garihaat.Bookmark
		var status string
		p := &b.Product
		if err := rows.Scan(&b.ID, &p.ID, &p.Title, &p.BnTranslation.Title, sqldb.CoverInto(&p.Images), &p.ProductSlug,
			&p.CashPrice, &p.InstallmentPrice, &status, &b.WasCashPrice, &b.WasInstallmentPrice); err != nil {
			return nil, err
		}
		b.Sold = garihaat.SoldOut(status)
		if b.WasCashPrice <= p.CashPrice {
			b.WasCashPrice = 0
		}
		if b.WasInstallmentPrice <= p.InstallmentPrice {
			b.WasInstallmentPrice = 0
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// DeleteBookmark implements garihaat.AccountService. The user id is part of
// the WHERE clause, so another user's bookmark is simply not found.
func (s *Accounts) DeleteBookmark(ctx context.Context, userID, bookmarkID int64) error {
	return s.tx(ctx, func(tx *Tx) error {
		res, err := tx.Exec(ctx, `DELETE FROM bookmarks WHERE id = ? AND user_id = ?`, bookmarkID, userID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgBookmarkNotFound)
		}
		return nil
	})
}

// ToggleBookmark implements garihaat.AccountService. A double click that
// races itself ends with the vehicle saved once (the UNIQUE constraint and
// ON CONFLICT DO NOTHING), never with an error.
func (s *Accounts) ToggleBookmark(ctx context.Context, userID, vehicleID int64, lang string) (bool, error) {
	var saved bool
	err := s.tx(ctx, func(tx *Tx) error {
		var one int
		err := tx.QueryRow(ctx, `SELECT 1 FROM vehicles WHERE id = ?`, vehicleID).Scan(&one)
		if sqldb.IsNoRows(err) {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgVehicleNotFound)
		} else if err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `DELETE FROM bookmarks WHERE user_id = ? AND vehicle_id = ?`, userID, vehicleID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n > 0 {
			return err
		}
		saved = true
		// Its price drops are told in the language it was saved in, and
		// only drops after the saving (alert_digests.go).
		if _, err := tx.Exec(ctx, `UPDATE users SET alert_lang = ? WHERE id = ?`, garihaat.AlertLang(lang), userID); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `INSERT INTO bookmarks (user_id, vehicle_id, created_at, event_id)
			VALUES (?, ?, ?, `+alerts.NewestEvent+`)
			ON CONFLICT (user_id, vehicle_id) DO NOTHING`, userID, vehicleID, s.Now().Unix())
		return err
	})
	return saved, err
}

// IsBookmarked implements garihaat.AccountService.
func (s *Accounts) IsBookmarked(ctx context.Context, userID, vehicleID int64) (bool, error) {
	var n int
	err := s.QueryRow(ctx, `SELECT COUNT(*) FROM bookmarks WHERE user_id = ? AND vehicle_id = ?`, userID, vehicleID).Scan(&n)
	return n > 0, err
}
