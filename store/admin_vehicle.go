package store

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"time"

	"garihaat"
	"garihaat/store/bids"
	"garihaat/store/sqldb"
)

// AdminVehicles lists vehicles of every status for the back office, by id
// (newest first) unless f sorts by another column. f.Query matches the
// title in either language, brand, model, the tracking id or the vehicle
// id; a lookup id selects the vehicles that use it, by the same rule that
// refuses its delete (usedBy).
func (s *BackOffice) AdminVehicles(ctx context.Context, f garihaat.AdminVehicleFilter) ([]garihaat.AdminVehicleRow, garihaat.Pagination, error) {
	conds, args := []string{"1 = 1"}, []any{}
	if f.Status != "" {
		conds, args = append(conds, "v.status = ?"), append(args, f.Status)
	}
	for table, id := range map[string]int64{"brands": f.BrandID, "vehicle_types": f.TypeID, "attributes": f.AttributeID} {
		if id > 0 {
			conds, args = append(conds, usedBy[table]), append(args, id)
		}
	}
	for _, w := range strings.Fields(strings.ToLower(f.Query)) {
		like := "%" + likeEscape(w) + "%"
		c := `(v.search_text LIKE ? ESCAPE '\' OR LOWER(COALESCE(v.tracking_id, '')) LIKE ? ESCAPE '\'`
		args = append(args, like, like)
		if id, err := strconv.ParseInt(w, 10, 64); err == nil {
			c += ` OR v.id = ?`
			args = append(args, id)
		}
		conds = append(conds, c+")")
	}
	where := " WHERE " + strings.Join(conds, " AND ")
	order := "v.id DESC"
	if f.Sort != "" && f.Sort != "id" && garihaat.ValidAdminVehicleSort(f.Sort) {
		dir := " DESC"
		if f.Asc {
			dir = ""
		}
		order = "v." + f.Sort + dir + ", v.id DESC"
	} else if f.Asc {
		order = "v.id"
	}
	var total int
	if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM vehicles v`+where, args...).Scan(&total); err != nil {
		return nil, garihaat.Pagination{}, err
	}
	p := garihaat.NewPagination(total, f.Page, garihaat.AdminPageSize)
	rows, err := s.Query(ctx, `SELECT v.id, v.slug, v.title, v.title_bn, v.status, b.name, t.name, v.cover_image,
			v.cash_price, v.installment_price, v.offer_ends_at, v.total_bid, v.updated_at
		FROM vehicles v JOIN brands b ON b.id = v.brand_id JOIN vehicle_types t ON t.id = v.type_id`+where+`
		ORDER BY `+order+` LIMIT ? OFFSET ?`, append(args, garihaat.AdminPageSize, (f.Page-1)*garihaat.AdminPageSize)...)
	if err != nil {
		return nil, p, err
	}
	defer rows.Close()
	out := []garihaat.AdminVehicleRow{}
	for rows.Next() {
		var r garihaat.AdminVehicleRow
		if err := rows.Scan(&r.ID, &r.ProductSlug, &r.Title, &r.TitleBn, &r.Status, &r.Brand, &r.Type, &r.Cover,
			&r.CashPrice, &r.InstallmentPrice, &r.OfferEndsAt, &r.TotalBid, &r.UpdatedAt); err != nil {
			return nil, p, err
		}
		out = append(out, r)
	}
	return out, p, rows.Err()
}

// AdminVehicle returns one vehicle as the editor loads it.
func (s *BackOffice) AdminVehicle(ctx context.Context, id int64) (garihaat.AdminVehicle, error) {
	var v garihaat.AdminVehicle
	err := s.tx(ctx, func(tx *Tx) error {
		var err error
		v, err = tx.adminVehicle(ctx, id)
		return err
	})
	return v, err
}

func (t *Tx) adminVehicle(ctx context.Context, id int64) (garihaat.AdminVehicle, error) {
	var (
		v                                      garihaat.AdminVehicle
		tracking                               sql.NullString
		regDocs                                bool
		odometer, created, updated, closes     int64
		bodyID, colorID, fuelID, depotID, tnID sql.NullInt64
	)
	var seller sellerColumnsOf
	var finance sql.NullString
	sp, bn := &v.Specifications, &v.BnTranslation
	err := t.QueryRow(ctx, `SELECT id, slug, tracking_id, status, condition, year, title, title_bn, description, description_bn,
			cash_price, installment_price, offer_ends_at, brand_id, type_id, body_type_id, color_id, fuel_type_id, depot_id, tonnage_id,
			model, model_bn, registration_documents, registration_number, registration_number_bn, engine_number, chassis_number,
			odometer_km, total_bid, created_at, updated_at, bid_mode, min_offer_cash, min_offer_installment, offer_closes_at,
			finance, seller_id, review_note, submitted_at, verified_at, verified_checks, brand_other, district, area,
			(SELECT name FROM users u WHERE u.id = vehicles.seller_id), (SELECT phone FROM users u WHERE u.id = vehicles.seller_id),
			(SELECT seller_blocked_at FROM users u WHERE u.id = vehicles.seller_id), `+technicalColumns+`
		FROM vehicles WHERE id = ?`, id).Scan(append([]any{&v.ID, &v.ProductSlug, &tracking, &v.Status, &v.Condition, &v.Year,
		&v.Title, &bn.Title, &v.Description, &bn.Description, &v.CashPrice, &v.InstallmentPrice, &v.OfferEndsAt,
		&v.BrandID, &v.TypeID, &bodyID, &colorID, &fuelID, &depotID, &tnID, &sp.Model, &bn.Specifications.Model, &regDocs,
		&sp.RegistrationNumber, &bn.Specifications.RegistrationNumber, &sp.EngineNumber, &sp.ChassisNumber,
		&odometer, &v.TotalBid, &created, &updated, &v.BidMode, &v.MinOfferCash, &v.MinOfferInstall, &closes,
		&finance, &seller.id, &seller.note, &seller.submitted, &seller.verifiedAt, &seller.checks, &seller.brandOther, &seller.district, &seller.area, &seller.name, &seller.phone, &seller.blocked},
		technicalTargets(&v.Technical)...)...)
	if sqldb.IsNoRows(err) {
		return v, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgVehicleNotFound)
	} else if err != nil {
		return v, err
	}
	if tracking.Valid {
		v.TrackingID = &tracking.String
	}
	v.Seller = seller.listingSeller()
	v.Finance = ownPlan(finance)
	ref := func(n sql.NullInt64) *int64 {
		if !n.Valid {
			return nil
		}
		return &n.Int64
	}
	v.BodyTypeID, v.ColorID, v.FuelTypeID, v.DepotLocationID, v.TonnageID = ref(bodyID), ref(colorID), ref(fuelID), ref(depotID), ref(tnID)
	sp.RegistrationDocuments = "off"
	if regDocs {
		sp.RegistrationDocuments = "on"
	}
	sp.Odometer = garihaat.FlexString(strconv.FormatInt(odometer, 10))
	v.CreatedAt, v.UpdatedAt = time.Unix(created, 0).UTC(), time.Unix(updated, 0).UTC()
	v.OfferClosesAt = time.Unix(closes, 0).UTC()
	// The photos and the features in one statement: a save reads the
	// vehicle first, and on PostgreSQL under load every round trip waits
	// its turn for a core (issue 33).
	v.Images, v.Features, bn.Features = []garihaat.VehicleImage{}, garihaat.Features{}, garihaat.Features{}
	rows, err := t.Query(ctx, `SELECT 'i', '', position, id, url, card_url, full_url FROM vehicle_images WHERE vehicle_id = ?
		UNION ALL SELECT 'f', category, position, 0, name, name_bn, '' FROM vehicle_features WHERE vehicle_id = ?
		ORDER BY 1, 2, 3, 4`, id, id)
	if err != nil {
		return v, err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			kind, cat, a, b, c string
			pos, imageID       int64
		)
		if err := rows.Scan(&kind, &cat, &pos, &imageID, &a, &b, &c); err != nil {
			return v, err
		}
		if kind == "i" {
			v.Images = append(v.Images, garihaat.VehicleImage{ID: imageID, URL: a, CardURL: b, FullURL: c})
			continue
		}
		v.Features[cat] = append(v.Features[cat], a)
		bn.Features[cat] = append(bn.Features[cat], b)
	}
	return v, rows.Err()
}

func (t *Tx) vehicleImages(ctx context.Context, vehicleID int64) ([]garihaat.VehicleImage, error) {
	rows, err := t.Query(ctx, `SELECT id, url, card_url, full_url FROM vehicle_images WHERE vehicle_id = ? ORDER BY position, id`, vehicleID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []garihaat.VehicleImage{}
	for rows.Next() {
		var im garihaat.VehicleImage
		if err := rows.Scan(&im.ID, &im.URL, &im.CardURL, &im.FullURL); err != nil {
			return nil, err
		}
		out = append(out, im)
	}
	return out, rows.Err()
}

// CreateVehicle stores a new vehicle (a draft unless in.Status says
// otherwise) with a generated slug and tracking id.
func (s *BackOffice) CreateVehicle(ctx context.Context, a garihaat.Actor, in garihaat.VehicleInput) (garihaat.AdminVehicle, error) {
	var v garihaat.AdminVehicle
	err := s.adminWrite(ctx, func(tx *Tx) error {
		var err error
		v, err = tx.createVehicle(ctx, a, in, "create")
		return err
	})
	return v, err
}

func (tx *Tx) createVehicle(ctx context.Context, a garihaat.Actor, in garihaat.VehicleInput, action string) (garihaat.AdminVehicle, error) {
	id, err := tx.insertVehicle(ctx, in)
	if err != nil {
		return garihaat.AdminVehicle{}, err
	}
	v, err := tx.adminVehicle(ctx, id)
	if err != nil {
		return v, err
	}
	return v, tx.Audit(ctx, a, action, "vehicle", id, nil, v)
}

// insertVehicle writes a new vehicle from in and returns its id.
func (tx *Tx) insertVehicle(ctx context.Context, in garihaat.VehicleInput) (int64, error) {
	brand, err := tx.vehicleRefs(ctx, in)
	if err != nil {
		return 0, err // before the insert, so a bad id is a field error, not a foreign key failure
	}
	now := tx.s.Now()
	// A unique placeholder slug until the id is known.
	id, err := tx.InsertID(ctx, `INSERT INTO vehicles (slug, title, brand_id, type_id, condition, cash_price, installment_price,
			offer_ends_at, created_at, updated_at, status)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, "new-"+bids.NewIDNumber(now), in.Title, in.BrandID, in.TypeID,
		in.Condition, in.CashPrice, in.InstallmentPrice, in.OfferEndsAt, now.Unix(), now.Unix(), garihaat.VehicleDraft)
	if err != nil {
		return 0, err
	}
	tracking := fmt.Sprintf("GH-%s-%05d", now.In(garihaat.Dhaka).Format("2006"), id)
	if _, err := tx.Exec(ctx, `UPDATE vehicles SET tracking_id = ? WHERE id = ?`, tracking, id); err != nil {
		return 0, err
	}
	_, err = tx.writeVehicle(ctx, id, in, brand, vehicleState{status: garihaat.VehicleDraft})
	return id, err
}

// UpdateVehicle replaces every editable field of vehicle id.
func (s *BackOffice) UpdateVehicle(ctx context.Context, a garihaat.Actor, id int64, in garihaat.VehicleInput) (garihaat.AdminVehicle, error) {
	var v garihaat.AdminVehicle
	err := s.adminWrite(ctx, func(tx *Tx) error {
		var err error
		v, err = tx.updateVehicle(ctx, a, id, in, "update")
		return err
	})
	return v, err
}

func (tx *Tx) updateVehicle(ctx context.Context, a garihaat.Actor, id int64, in garihaat.VehicleInput, action string) (garihaat.AdminVehicle, error) {
	before, err := tx.adminVehicle(ctx, id)
	if err != nil {
		return before, err
	}
	return tx.updateVehicleFrom(ctx, a, before, in, action)
}

// updateVehicleFrom is updateVehicle for a caller that has read the
// vehicle as it is (before) in this transaction.
func (tx *Tx) updateVehicleFrom(ctx context.Context, a garihaat.Actor, before garihaat.AdminVehicle,
	in garihaat.VehicleInput, action string) (garihaat.AdminVehicle, error) {
	id := before.ID
	// Publishing a seller's listing from the editor, a bulk move or an
	// import decides it as the review desk would: never its own seller's.
	if in.Status != before.Status && garihaat.VehicleAudience(in.Status).PagePublic {
		override, err := garihaat.OwnListingReview(a, before.SellerID())
		if err != nil {
			return before, err
		}
		if override {
			action += "_override"
		}
	}
	brand, err := tx.vehicleRefs(ctx, in)
	if err != nil {
		return before, err
	}
	state := vehicleState{status: before.Status, images: len(before.Images),
		features: before.Features, featuresBn: before.BnTranslation.Features}
	w, err := tx.writeVehicle(ctx, id, in, brand, state)
	if err != nil {
		return before, err
	}
	v := afterWrite(before, in, w)
	return v, tx.Audit(ctx, a, action, "vehicle", id, before, v)
}

// DeleteVehicle removes a vehicle that never had an offer; one with offers
// is archived instead (the offers and purchases must keep their vehicle).
func (s *BackOffice) DeleteVehicle(ctx context.Context, a garihaat.Actor, id int64) (archived bool, err error) {
	err = s.adminWrite(ctx, func(tx *Tx) error {
		before, err := tx.adminVehicle(ctx, id)
		if err != nil {
			return err
		}
		tx.VehicleChangedFrom(id, before.Status)
		var offers int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM offers WHERE vehicle_id = ?`, id).Scan(&offers); err != nil {
			return err
		}
		if offers > 0 {
			archived = true
			if err := moveVehicle(before.Status, garihaat.VehicleArchived, garihaat.ByStaff); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `UPDATE vehicles SET status = ?, updated_at = ? WHERE id = ?`,
				garihaat.VehicleArchived, s.Now().Unix(), id); err != nil {
				return err
			}
			after := before
			after.Status = garihaat.VehicleArchived
			return tx.Audit(ctx, a, "archive", "vehicle", id, before, after)
		}
		if err := tx.deleteVehicleRow(ctx, id); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "delete", "vehicle", id, before, nil)
	})
	return archived, err
}

// syncCover writes the first image's card size as the list cover.
func (t *Tx) syncCover(ctx context.Context, vehicleID int64) error {
	_, err := t.Exec(ctx, `UPDATE vehicles SET cover_image = COALESCE((SELECT card_url FROM vehicle_images
		WHERE vehicle_id = ? ORDER BY position, id LIMIT 1), ''), updated_at = ? WHERE id = ?`, vehicleID, t.s.Now().Unix(), vehicleID)
	return err
}
