package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"garihaat"
)

// Vehicle returns the detail of the vehicle with slug and up to related
// vehicles of the same type or brand (both first, then type, then brand).
func (s *Store) Vehicle(ctx context.Context, slug string, related int) (garihaat.Vehicle, []garihaat.VehicleSummary, error) {
	v, rel, _, err := s.VehicleAndStamp(ctx, slug, related)
	return v, rel, err
}

// detailQueries read a vehicle's detail, its images and features (as JSON
// arrays) and the catalogue version in one statement: one read, one
// transaction's locks, where four queries were (issue 12). Names of
// brands, types and attributes and the related lists come from the
// per-version snapshot. Built once: the text is also the key of the
// prepared statement.
var detailQueries = map[Dialect]string{
	SQLite: detailQuery(
		`(SELECT json_group_array(url ORDER BY position) FROM vehicle_images WHERE vehicle_id = v.id)`,
		`(SELECT json_group_array(json_array(category, name, name_bn) ORDER BY category, position)
		FROM vehicle_features WHERE vehicle_id = v.id)`),
	Postgres: detailQuery(
		`(SELECT COALESCE(json_agg(url ORDER BY position), '[]')::text FROM vehicle_images WHERE vehicle_id = v.id)`,
		`(SELECT COALESCE(json_agg(json_build_array(category, name, name_bn) ORDER BY category, position), '[]')::text
			FROM vehicle_features WHERE vehicle_id = v.id)`),
}

func detailQuery(images, features string) string {
	return `
		SELECT v.id, v.slug, v.title, v.title_bn, v.description, v.description_bn, v.cash_price, v.installment_price,
		       v.offer_ends_at, v.tracking_id, v.total_bid, v.created_at, v.condition, v.year, v.brand_id, v.type_id,
		       v.model, v.model_bn, v.registration_documents, v.registration_number, v.registration_number_bn,
		       v.engine_number, v.chassis_number, v.odometer_km, v.body_type_id, v.color_id, v.fuel_type_id, v.depot_id, v.tonnage_id,
		       v.offer_closes_at, v.bid_mode, v.highest_offer, v.min_offer_cash, v.min_offer_installment,
		       (SELECT version FROM catalog_version WHERE id = 1), ` + images + `, ` + features + `, v.revision, v.status
		FROM vehicles v WHERE v.slug = ? AND ` + publicWhere("v.status")
}

// VehicleAndStamp is Vehicle with the stamp VehicleStamp would give, read
// in the same statement, so a detail no cache holds costs one query.
func (s *Store) VehicleAndStamp(ctx context.Context, slug string, related int) (garihaat.Vehicle, []garihaat.VehicleSummary, string, error) {
	v, rel, stamp, _, err := s.vehicleDetail(ctx, slug, related)
	return v, rel, stamp, err
}

// VehicleForDetail implements stored.Details.
func (s *Store) VehicleForDetail(ctx context.Context, slug string) (garihaat.Vehicle, int64, error) {
	v, _, _, revision, err := s.vehicleDetail(ctx, slug, 0)
	return v, revision, err
}

// vehicleDetail reads the detail, related vehicles, stamp and revision of
// the vehicle with slug in one statement.
func (s *Store) vehicleDetail(ctx context.Context, slug string, related int) (garihaat.Vehicle, []garihaat.VehicleSummary, string, int64, error) {
	var (
		v                                      garihaat.Vehicle
		tracking                               sql.NullString
		regDocs                                bool
		odometer, created, brandID, typeID     int64
		modelBn, regBn                         string
		bodyID, colorID, fuelID, depotID, tnID sql.NullInt64
		closesAt, highest, version, revision   int64
		minCash, minInst                       sql.NullInt64
		imagesJSON, featuresJSON               []byte
	)
	err := s.queryRow(ctx, detailQueries[s.dialect], slug).Scan(
		&v.ID, &v.ProductSlug, &v.Title, &v.BnTranslation.Title, &v.Description, &v.BnTranslation.Description,
		&v.CashPrice, &v.InstallmentPrice, &v.OfferEndsAt, &tracking, &v.TotalBid, &created, &v.Condition, &v.Year,
		&brandID, &typeID, &v.Specifications.Model, &modelBn, &regDocs, &v.Specifications.RegistrationNumber, &regBn,
		&v.Specifications.EngineNumber, &v.Specifications.ChassisNumber, &odometer,
		&bodyID, &colorID, &fuelID, &depotID, &tnID, &closesAt, &v.BidMode, &highest, &minCash, &minInst,
		&version, &imagesJSON, &featuresJSON, &revision, &v.Status)
	if isNoRows(err) {
		return v, nil, "", 0, garihaat.Errorf(garihaat.ENOTFOUND, "Vehicle not found.")
	} else if err != nil {
		return v, nil, "", 0, err
	}
	snap, err := s.snapshotAt(ctx, version)
	if err != nil {
		return v, nil, "", 0, err
	}
	if tracking.Valid && tracking.String != "" {
		v.TrackingID = &tracking.String
	}
	v.CreatedAt = time.Unix(created, 0).UTC()
	v.OfferClosesAt, v.HighestOffer = bidFields(closesAt, v.BidMode, highest)
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

	if err := setImagesAndFeatures(&v, imagesJSON, featuresJSON); err != nil {
		return v, nil, "", 0, err
	}
	return v, snap.related(v.ID, typeID, brandID, related), detailStamp(version, v.TotalBid), revision, nil
}

// bidFields are a detail's closing instant and highest offer (shown only
// in open mode, once there is one) from their columns.
func bidFields(closesAt int64, bidMode string, highest int64) (time.Time, *int64) {
	if bidMode == garihaat.BidOpen && highest > 0 {
		return time.Unix(closesAt, 0).UTC(), &highest
	}
	return time.Unix(closesAt, 0).UTC(), nil
}

// setImagesAndFeatures fills the detail's images and features (every
// category present, empty or not) from the query's JSON arrays: image
// URLs, and [category, name, Bangla name] triples in order.
func setImagesAndFeatures(v *garihaat.Vehicle, images, features []byte) error {
	v.Images = []string{}
	if err := json.Unmarshal(images, &v.Images); err != nil {
		return fmt.Errorf("vehicle %d images: %w", v.ID, err)
	}
	v.Features, v.BnTranslation.Features = garihaat.Features{}, garihaat.Features{}
	for _, c := range garihaat.FeatureCategories {
		v.Features[c], v.BnTranslation.Features[c] = []string{}, []string{}
	}
	var triples [][3]string
	if err := json.Unmarshal(features, &triples); err != nil {
		return fmt.Errorf("vehicle %d features: %w", v.ID, err)
	}
	for _, t := range triples {
		v.Features[t[0]] = append(v.Features[t[0]], t[1])
		v.BnTranslation.Features[t[0]] = append(v.BnTranslation.Features[t[0]], t[2])
	}
	return nil
}
