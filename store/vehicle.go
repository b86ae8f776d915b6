package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"garihaat"
)

// Vehicle returns the detail of the vehicle with slug and up to related
// vehicles of the same type or brand (both first, then type, then brand).
// Names of brands, types and attributes and the related lists come from the
// per-version snapshot, so a detail costs three small queries.
func (s *Store) Vehicle(ctx context.Context, slug string, related int) (garihaat.Vehicle, []garihaat.VehicleSummary, error) {
	var v garihaat.Vehicle
	snap, err := s.snapshot(ctx)
	if err != nil {
		return v, nil, err
	}
	var (
		tracking                               sql.NullString
		regDocs                                bool
		odometer, created, brandID, typeID     int64
		modelBn, regBn                         string
		bodyID, colorID, fuelID, depotID, tnID sql.NullInt64
		closesAt, highest                      int64
		minCash, minInst                       sql.NullInt64
	)
	err = s.queryRow(ctx, `
		SELECT id, slug, title, title_bn, description, description_bn, cash_price, installment_price,
		       offer_ends_at, tracking_id, total_bid, created_at, condition, year, brand_id, type_id,
		       model, model_bn, registration_documents, registration_number, registration_number_bn,
		       engine_number, chassis_number, odometer_km, body_type_id, color_id, fuel_type_id, depot_id, tonnage_id,
		       offer_closes_at, bid_mode, highest_offer, min_offer_cash, min_offer_installment
		FROM vehicles WHERE slug = ? AND status IN ('published', 'sold')`, slug).Scan(
		&v.ID, &v.ProductSlug, &v.Title, &v.BnTranslation.Title, &v.Description, &v.BnTranslation.Description,
		&v.CashPrice, &v.InstallmentPrice, &v.OfferEndsAt, &tracking, &v.TotalBid, &created, &v.Condition, &v.Year,
		&brandID, &typeID, &v.Specifications.Model, &modelBn, &regDocs, &v.Specifications.RegistrationNumber, &regBn,
		&v.Specifications.EngineNumber, &v.Specifications.ChassisNumber, &odometer,
		&bodyID, &colorID, &fuelID, &depotID, &tnID, &closesAt, &v.BidMode, &highest, &minCash, &minInst)
	if isNoRows(err) {
		return v, nil, garihaat.Errorf(garihaat.ENOTFOUND, "Vehicle not found.")
	} else if err != nil {
		return v, nil, err
	}
	if tracking.Valid && tracking.String != "" {
		v.TrackingID = &tracking.String
	}
	v.CreatedAt = time.Unix(created, 0).UTC()
	v.OfferClosesAt = time.Unix(closesAt, 0).UTC()
	if v.BidMode == garihaat.BidOpen && highest > 0 {
		v.HighestOffer = &highest
	}
	v.MinIncrement = garihaat.MinIncrement(v.CashPrice)
	v.MinOffer = garihaat.MinOffer{Cash: garihaat.DefaultFloor(v.CashPrice), Installments: garihaat.DefaultFloor(v.InstallmentPrice)}
	if minCash.Valid {
		v.MinOffer.Cash = minCash.Int64
	}
	if minInst.Valid {
		v.MinOffer.Installments = minInst.Int64
	}
	v.Brand, v.VehicleType = snap.brands[brandID], snap.types[typeID]
	v.BodyType, v.Color, v.FuelType = snap.attrs[bodyID.Int64], snap.attrs[colorID.Int64], snap.attrs[fuelID.Int64]
	depot, tonnage := snap.attrs[depotID.Int64], snap.attrs[tnID.Int64]
	docs := "off"
	if regDocs {
		docs = "on"
	}
	sp := &v.Specifications
	sp.RegistrationDocuments = docs
	sp.DepotLocation, sp.Tonnage = depot.Name, tonnage.Name
	sp.Odometer = fmt.Sprintf("%s km", garihaat.GroupLakh(odometer))
	v.BnTranslation.Specifications = garihaat.Specifications{
		Model:                 modelBn,
		RegistrationDocuments: docs,
		RegistrationNumber:    regBn,
		EngineNumber:          sp.EngineNumber,
		DepotLocation:         depot.BnTranslation.Name,
		ChassisNumber:         sp.ChassisNumber,
		Odometer:              garihaat.BengaliDigits(garihaat.GroupLakh(odometer)) + " কিমি",
		Tonnage:               tonnage.BnTranslation.Name,
	}

	// Images and features in one round trip: category "" marks an image.
	v.Images = []string{}
	v.Features, v.BnTranslation.Features = garihaat.Features{}, garihaat.Features{}
	for _, c := range garihaat.FeatureCategories {
		v.Features[c], v.BnTranslation.Features[c] = []string{}, []string{}
	}
	rows, err := s.query(ctx, `
		SELECT '' AS category, position, url, '' FROM vehicle_images WHERE vehicle_id = ?
		UNION ALL
		SELECT category, position, name, name_bn FROM vehicle_features WHERE vehicle_id = ?
		ORDER BY 1, 2`, v.ID, v.ID)
	if err != nil {
		return v, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var c, n, nb string
		var pos int
		if err := rows.Scan(&c, &pos, &n, &nb); err != nil {
			return v, nil, err
		}
		if c == "" {
			v.Images = append(v.Images, n)
		} else {
			v.Features[c] = append(v.Features[c], n)
			v.BnTranslation.Features[c] = append(v.BnTranslation.Features[c], nb)
		}
	}
	if err := rows.Err(); err != nil {
		return v, nil, err
	}
	return v, snap.related(v.ID, typeID, brandID, related), nil
}
