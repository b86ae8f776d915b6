package store

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"garihaat"
	"garihaat/store/conversations"
	"garihaat/store/sqldb"
)

// The review desk (issue 28): staff approve a seller's listing (published,
// with the checks they made recorded: Verified once all were), send it
// back for changes or refuse it, each with the seller told by SMS.

// ReviewVehicle decides a listing in review.
func (s *BackOffice) ReviewVehicle(ctx context.Context, a garihaat.Actor, id int64, d garihaat.ReviewDecision) (garihaat.AdminVehicle, error) {
	var after garihaat.AdminVehicle
	err := s.adminWrite(ctx, func(tx *Tx) error {
		before, err := tx.adminVehicle(ctx, id)
		if err != nil {
			return err
		}
		if !garihaat.AwaitsReview(before.Status) {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgNotInReview)
		}
		override, err := garihaat.OwnListingReview(a, before.SellerID())
		if err != nil {
			return err
		}
		to := garihaat.ReviewTarget(d.Decision)
		if err := moveVehicle(before.Status, to, garihaat.ByStaff); err != nil {
			return err
		}
		tx.VehicleChangedFrom(id, before.Status)
		now := s.Now()
		if d.Decision == garihaat.ReviewApprove {
			in := before.VehicleInput
			in.Status = to
			if err := tx.mapListing(ctx, id, &in, before.Seller, d); err != nil {
				return err
			}
			if err := in.ValidatePublish(len(before.Images)); err != nil {
				return err
			}
			// The offer window runs SellerOfferDays from approval, unless
			// staff set a later day while reviewing.
			ends := now.In(garihaat.Dhaka).AddDate(0, 0, garihaat.SellerOfferDays).Format("2006-01-02")
			ends = max(ends, before.OfferEndsAt)
			var verifiedAt, verifiedBy any
			if garihaat.Verified(d.Checks) {
				verifiedAt = now.Unix()
				if a.UserID != 0 {
					verifiedBy = a.UserID
				}
			}
			if _, err := tx.Exec(ctx, `UPDATE vehicles SET status = ?, review_note = '', updated_at = ?,
					published_at = COALESCE(published_at, ?), offer_ends_at = ?, offer_closes_at = ?,
					verified_at = ?, verified_by = ?, verified_checks = ?
				WHERE id = ?`, to, now.Unix(), now.Unix(), ends, garihaat.ClosesAt(ends).Unix(),
				verifiedAt, verifiedBy, strings.Join(d.Checks, ","), id); err != nil {
				return err
			}
		} else if _, err := tx.Exec(ctx, `UPDATE vehicles SET status = ?, review_note = ?, updated_at = ? WHERE id = ?`,
			to, d.Note, now.Unix(), id); err != nil {
			return err
		}
		if err := tx.tellSeller(ctx, id, to, d.Note); err != nil {
			return err
		}
		if err := conversations.PostReviewNote(ctx, tx.Tx, a, id, d.Note, now); err != nil {
			return err
		}
		if after, err = tx.adminVehicle(ctx, id); err != nil {
			return err
		}
		action := "review_" + d.Decision
		if override {
			action += "_override"
		}
		return tx.Audit(ctx, a, action, "vehicle", id, before,
			map[string]any{"vehicle": after, "note": d.Note, "checks": d.Checks})
	})
	return after, err
}

// tellSeller queues the SMS telling vehicle id's seller that it moved to
// state to (note: staff's words); a dealer's own vehicle has none.
func (t *Tx) tellSeller(ctx context.Context, id int64, to, note string) error {
	var (
		phone, lang sql.NullString
		titles      garihaat.Titles
	)
	err := t.QueryRow(ctx, `SELECT u.phone, v.seller_lang, v.title, v.title_bn FROM vehicles v
		LEFT JOIN users u ON u.id = v.seller_id WHERE v.id = ?`, id).Scan(&phone, &lang, &titles.En, &titles.Bn)
	if err != nil || !phone.Valid {
		return err
	}
	return t.QueueSMS(ctx, phone.String, garihaat.SellerText(lang.String, to, titles, note))
}

// BlockSeller stops a person selling: their listings in review, sent back
// or on the site are archived (the site and the queue lose them at once)
// and they can neither change nor submit one. It returns how many left.
func (s *BackOffice) BlockSeller(ctx context.Context, a garihaat.Actor, userID int64) (int, error) {
	var moved int
	err := s.adminWrite(ctx, func(tx *Tx) error {
		rows, err := tx.Query(ctx, `SELECT id, status FROM vehicles WHERE seller_id = ?`, userID)
		if err != nil {
			return err
		}
		type listing struct {
			id     int64
			status string
		}
		var all []listing
		for rows.Next() {
			var l listing
			if err := rows.Scan(&l.id, &l.status); err != nil {
				rows.Close()
				return err
			}
			all = append(all, l)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		if len(all) == 0 {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNotASeller)
		}
		now := s.Now().Unix()
		if _, err := tx.Exec(ctx, `UPDATE users SET seller_blocked_at = COALESCE(seller_blocked_at, ?) WHERE id = ?`, now, userID); err != nil {
			return err
		}
		for _, l := range all {
			if !garihaat.BlockTakesOff(l.status) {
				continue
			}
			tx.VehicleChangedFrom(l.id, l.status)
			if _, err := tx.Exec(ctx, `UPDATE vehicles SET status = ?, updated_at = ? WHERE id = ?`,
				garihaat.VehicleArchived, now, l.id); err != nil {
				return err
			}
			moved++
		}
		return tx.Audit(ctx, a, "block_seller", "user", userID, nil, map[string]any{"archived": moved, "at": time.Unix(now, 0).UTC()})
	})
	return moved, err
}

// sellerColumnsOf are a vehicle's seller columns as the editor's read scans them.
type sellerColumnsOf struct {
	id, submitted, verifiedAt, blocked sql.NullInt64
	note, checks, name, phone          sql.NullString
	brandOther, district, area         string
}

// listingSeller is who listed the vehicle, or nil for the dealer's own.
func (c sellerColumnsOf) listingSeller() *garihaat.ListingSeller {
	if !c.id.Valid {
		return nil
	}
	l := &garihaat.ListingSeller{ID: c.id.Int64, Name: c.name.String, Phone: c.phone.String, Blocked: c.blocked.Valid,
		ReviewNote: c.note.String, BrandOther: c.brandOther, Area: c.area}
	if d, ok := garihaat.DistrictOf(c.district); ok {
		l.District = d
	}
	if c.submitted.Valid {
		at := time.Unix(c.submitted.Int64, 0).UTC()
		l.SubmittedAt = &at
	}
	if c.verifiedAt.Valid {
		l.Verified = garihaat.Verification{At: time.Unix(c.verifiedAt.Int64, 0).UTC(), Checks: strings.Split(c.checks.String, ",")}
	}
	return l
}

// mapListing applies the desk's mapping on approval: a brand the seller
// typed becomes the chosen catalogue brand (the titles and search words
// made again from it), a district-only location gets the chosen depot. A
// listing still outside the lists is refused, naming the field to choose.
func (t *Tx) mapListing(ctx context.Context, id int64, in *garihaat.VehicleInput, seller *garihaat.ListingSeller, d garihaat.ReviewDecision) error {
	if seller == nil {
		return nil
	}
	if d.DepotLocationID != nil {
		in.DepotLocationID = d.DepotLocationID
	}
	retitle := seller.BrandOther != ""
	switch {
	case retitle && d.BrandID == nil:
		return garihaat.FieldError("brand_id", garihaat.MsgChooseBrandApproving)
	case in.DepotLocationID == nil:
		return garihaat.FieldError("depot_location_id", garihaat.MsgChooseDepotApproving)
	case d.BrandID != nil:
		in.BrandID = *d.BrandID
	}
	n, err := t.vehicleRefs(ctx, garihaat.VehicleInput{BrandID: in.BrandID, TypeID: in.TypeID, DepotLocationID: in.DepotLocationID})
	if err != nil {
		return err
	}
	if !retitle {
		_, err = t.Exec(ctx, `UPDATE vehicles SET brand_id = ?, depot_id = ? WHERE id = ?`, in.BrandID, in.DepotLocationID, id)
		return err
	}
	model := in.Specifications.Model
	in.Title, in.BnTranslation.Title = sellerTitles(n, model, in.Year)
	_, err = t.Exec(ctx, `UPDATE vehicles SET brand_id = ?, depot_id = ?, brand_other = '', title = ?, title_bn = ?, search_text = ?
		WHERE id = ?`, in.BrandID, in.DepotLocationID, in.Title, in.BnTranslation.Title,
		sqldb.SearchText(in.Title, in.BnTranslation.Title, n.en, n.bn, model, model, sqldb.PlaceWords(seller.District.Code, seller.Area)), id)
	return err
}
