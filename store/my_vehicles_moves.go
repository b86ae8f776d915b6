package store

import (
	"context"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// A seller's moves of their own listing (submit, withdraw, delete) and its
// photos. Each is one transaction, recorded in the audit log.

// SubmitMyVehicle sends a whole listing for review.
func (s *Sellers) SubmitMyVehicle(ctx context.Context, seller garihaat.Seller, id int64) (garihaat.SellerVehicle, error) {
	return s.moveMine(ctx, seller, id, garihaat.VehicleInReview, func(tx *Tx, v garihaat.SellerVehicle) error {
		if !v.Editable {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgListingNotEditable)
		}
		var n int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM vehicles WHERE seller_id = ? AND status = ?`,
			seller.UserID, garihaat.VehicleInReview).Scan(&n); err != nil {
			return err
		}
		if n >= garihaat.MaxSellerInReview {
			return sqldb.RateLimited(garihaat.MsgTooManyListingsInReview, int64(time.Hour/time.Second))
		}
		return listingOf(v).ValidateSubmit(len(v.Images))
	})
}

// WithdrawMyVehicle takes a listing off the site or out of review.
func (s *Sellers) WithdrawMyVehicle(ctx context.Context, seller garihaat.Seller, id int64) (garihaat.SellerVehicle, error) {
	return s.moveMine(ctx, seller, id, garihaat.VehicleWithdrawn, nil)
}

// moveMine moves the seller's listing id to state to, after check (when
// given) found nothing against it.
func (s *Sellers) moveMine(ctx context.Context, seller garihaat.Seller, id int64, to string,
	check func(*Tx, garihaat.SellerVehicle) error) (garihaat.SellerVehicle, error) {
	var after garihaat.SellerVehicle
	err := s.adminWrite(ctx, func(tx *Tx) error {
		if err := tx.countSave(ctx, seller); err != nil {
			return err
		}
		if err := tx.sellerMayAct(ctx, seller); err != nil {
			return err
		}
		before, err := tx.myVehicle(ctx, seller, id)
		if err != nil {
			return err
		}
		if err := moveVehicle(before.Status, to, garihaat.BySeller); err != nil {
			return err
		}
		if check != nil {
			if err := check(tx, before); err != nil {
				return err
			}
		}
		tx.VehicleChangedFrom(id, before.Status)
		now := tx.s.Now().Unix()
		if _, err := tx.Exec(ctx, `UPDATE vehicles SET status = ?, updated_at = ?,
				submitted_at = CASE WHEN ? THEN ? ELSE submitted_at END,
				review_note = CASE WHEN ? THEN '' ELSE review_note END
			WHERE id = ?`, to, now, garihaat.AwaitsReview(to), now, garihaat.AwaitsReview(to), id); err != nil {
			return err
		}
		if after, err = tx.myVehicle(ctx, seller, id); err != nil {
			return err
		}
		return tx.Audit(ctx, sellerActor(seller), "seller_"+to, "vehicle", id, before, after)
	})
	return after, err
}

// listingOf is what a seller's listing holds, as they would give it again.
func listingOf(v garihaat.SellerVehicle) garihaat.SellerListing {
	l := garihaat.SellerListing{TypeID: v.TypeID, BrandID: v.BrandID, Model: v.Model, Year: v.Year, Condition: v.Condition,
		Odometer: v.Odometer, RegistrationNumber: v.RegistrationNumber, RegistrationDocuments: v.RegistrationDocuments,
		DepotLocationID: v.DepotLocationID, Description: v.Description, BrandOther: v.BrandOther, District: v.District, Area: v.Area}
	if v.CashPrice != nil {
		l.CashPrice = *v.CashPrice
	}
	if v.InstallmentPrice != nil {
		l.InstallmentPrice = *v.InstallmentPrice
	}
	return l
}

// DeleteMyVehicle removes a listing that never had an offer; one with
// offers is withdrawn instead (its offers keep their vehicle), and a sold
// one stays.
func (s *Sellers) DeleteMyVehicle(ctx context.Context, seller garihaat.Seller, id int64) (withdrawn bool, err error) {
	err = s.adminWrite(ctx, func(tx *Tx) error {
		if err := tx.countSave(ctx, seller); err != nil {
			return err
		}
		if err := tx.sellerMayAct(ctx, seller); err != nil {
			return err
		}
		before, err := tx.myVehicle(ctx, seller, id)
		if err != nil {
			return err
		}
		if garihaat.SoldOut(before.Status) {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgListingSoldCannotDelete)
		}
		tx.VehicleChangedFrom(id, before.Status)
		var offers int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM offers WHERE vehicle_id = ?`, id).Scan(&offers); err != nil {
			return err
		}
		if offers > 0 {
			withdrawn = true // (already withdrawn: the same state again)
			if err := moveVehicle(before.Status, garihaat.VehicleWithdrawn, garihaat.BySeller); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `UPDATE vehicles SET status = ?, updated_at = ? WHERE id = ?`,
				garihaat.VehicleWithdrawn, tx.s.Now().Unix(), id); err != nil {
				return err
			}
			return tx.Audit(ctx, sellerActor(seller), "seller_withdrawn", "vehicle", id, before, nil)
		}
		if err := tx.deleteVehicleRow(ctx, id); err != nil {
			return err
		}
		return tx.Audit(ctx, sellerActor(seller), "seller_delete", "vehicle", id, before, nil)
	})
	return withdrawn, err
}

// StartMyUpload admits one photo upload to a listing the seller may edit,
// before its body is read or decoded (issue 46: each refused decode cost
// 3.3–3.7 s of CPU): ECONFLICT when the listing has MaxSellerPhotos,
// ERATELIMITED past MaxSellerUploads in an hour, EINVALID when their
// stored photos fill MaxSellerStoredBytes. An admitted upload counts
// against the hour whatever becomes of it, refused by the decoder included.
func (s *Sellers) StartMyUpload(ctx context.Context, seller garihaat.Seller, id int64) error {
	return s.tx(ctx, func(tx *Tx) error {
		v, err := tx.editableListing(ctx, seller, id)
		if err != nil {
			return err
		}
		if len(v.Images) >= garihaat.MaxSellerPhotos {
			return sqldb.TooManyPhotos(garihaat.MsgListingPhotosMost)
		}
		if err := tx.CheckStorage(ctx, seller.UserID, 0); err != nil {
			return err
		}
		return tx.countAction(ctx, seller, "upload", time.Hour, garihaat.MaxSellerUploads, garihaat.MsgTooManyPhotoUploads)
	})
}

// AddMyVehicleImage adds a processed photo to a listing the seller may
// edit; StartMyUpload counted it.
func (s *Sellers) AddMyVehicleImage(ctx context.Context, seller garihaat.Seller, id int64, p garihaat.Photo) (garihaat.VehicleImage, error) {
	var im garihaat.VehicleImage
	err := s.adminWrite(ctx, func(tx *Tx) error {
		if _, err := tx.editableListing(ctx, seller, id); err != nil {
			return err
		}
		add, err := tx.newBytes(ctx, p)
		if err != nil {
			return err
		}
		if err := tx.CheckStorage(ctx, seller.UserID, add); err != nil {
			return err
		}
		im, err = tx.addImage(ctx, sellerActor(seller), id, p, seller.UserID, garihaat.MaxSellerPhotos, garihaat.MsgListingPhotosMost)
		return err
	})
	return im, err
}

// ReorderMyVehicleImages puts a listing's photos in order; the first is the cover.
func (s *Sellers) ReorderMyVehicleImages(ctx context.Context, seller garihaat.Seller, id int64, order []int64) error {
	return s.adminWrite(ctx, func(tx *Tx) error {
		if err := tx.countSave(ctx, seller); err != nil {
			return err
		}
		if _, err := tx.editableListing(ctx, seller, id); err != nil {
			return err
		}
		return tx.reorderImages(ctx, sellerActor(seller), id, order)
	})
}

// DeleteMyVehicleImage removes one photo of a listing the seller may edit.
func (s *Sellers) DeleteMyVehicleImage(ctx context.Context, seller garihaat.Seller, id, imageID int64) error {
	return s.adminWrite(ctx, func(tx *Tx) error {
		if err := tx.countSave(ctx, seller); err != nil {
			return err
		}
		if _, err := tx.editableListing(ctx, seller, id); err != nil {
			return err
		}
		return tx.deleteImage(ctx, sellerActor(seller), id, imageID)
	})
}
