package store

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"time"

	"garihaat"
)

// Vehicle returns the detail of the vehicle with slug and up to related
// vehicles of the same type or brand (both first, then type, then brand).
func (s *Store) Vehicle(ctx context.Context, slug string, related int) (garihaat.Vehicle, []garihaat.VehicleSummary, error) {
	var v garihaat.Vehicle
	var (
		tracking                                   sql.NullString
		regDocs                                    bool
		odometer, created                          int64
		modelBn, regBn                             string
		bodyID, colorID, fuelID                    sql.NullInt64
		body, bodyBn, color, colorBn, fuel, fuelBn sql.NullString
		depot, depotBn, tonnage, tonnageBn         sql.NullString
	)
	err := s.queryRow(ctx, `
		SELECT v.id, v.slug, v.title, v.title_bn, v.description, v.description_bn, v.cash_price, v.installment_price,
		       v.offer_ends_at, v.tracking_id, v.total_bid, v.created_at, v.condition, v.year,
		       b.id, b.name, b.name_bn, b.slug, t.id, t.name, t.name_bn,
		       v.model, v.model_bn, v.registration_documents, v.registration_number, v.registration_number_bn,
		       v.engine_number, v.chassis_number, v.odometer_km,
		       bt.id, bt.name, bt.name_bn, c.id, c.name, c.name_bn, f.id, f.name, f.name_bn,
		       d.name, d.name_bn, tn.name, tn.name_bn
		FROM vehicles v
		JOIN brands b ON b.id = v.brand_id
		JOIN vehicle_types t ON t.id = v.type_id
		LEFT JOIN attributes bt ON bt.id = v.body_type_id
		LEFT JOIN attributes c ON c.id = v.color_id
		LEFT JOIN attributes f ON f.id = v.fuel_type_id
		LEFT JOIN attributes d ON d.id = v.depot_id
		LEFT JOIN attributes tn ON tn.id = v.tonnage_id
		WHERE v.slug = ?`, slug).Scan(
		&v.ID, &v.ProductSlug, &v.Title, &v.BnTranslation.Title, &v.Description, &v.BnTranslation.Description,
		&v.CashPrice, &v.InstallmentPrice, &v.OfferEndsAt, &tracking, &v.TotalBid, &created, &v.Condition, &v.Year,
		&v.Brand.ID, &v.Brand.Name, &v.Brand.BnTranslation.Name, &v.Brand.BrandSlug,
		&v.VehicleType.ID, &v.VehicleType.Name, &v.VehicleType.BnTranslation.Name,
		&v.Specifications.Model, &modelBn, &regDocs, &v.Specifications.RegistrationNumber, &regBn,
		&v.Specifications.EngineNumber, &v.Specifications.ChassisNumber, &odometer,
		&bodyID, &body, &bodyBn, &colorID, &color, &colorBn, &fuelID, &fuel, &fuelBn,
		&depot, &depotBn, &tonnage, &tonnageBn)
	if isNoRows(err) {
		return v, nil, garihaat.Errorf(garihaat.ENOTFOUND, "Vehicle not found.")
	} else if err != nil {
		return v, nil, err
	}
	if tracking.Valid && tracking.String != "" {
		v.TrackingID = &tracking.String
	}
	v.CreatedAt = time.Unix(created, 0).UTC()
	v.BodyType = garihaat.Option{ID: bodyID.Int64, Name: body.String, BnTranslation: garihaat.NameBn{Name: bodyBn.String}}
	v.Color = garihaat.Option{ID: colorID.Int64, Name: color.String, BnTranslation: garihaat.NameBn{Name: colorBn.String}}
	v.FuelType = garihaat.Option{ID: fuelID.Int64, Name: fuel.String, BnTranslation: garihaat.NameBn{Name: fuelBn.String}}
	docs := "off"
	if regDocs {
		docs = "on"
	}
	sp := &v.Specifications
	sp.RegistrationDocuments = docs
	sp.DepotLocation, sp.Tonnage = depot.String, tonnage.String
	sp.Odometer = fmt.Sprintf("%s km", groupThousands(odometer))
	v.BnTranslation.Specifications = garihaat.Specifications{
		Model:                 modelBn,
		RegistrationDocuments: docs,
		RegistrationNumber:    regBn,
		EngineNumber:          sp.EngineNumber,
		DepotLocation:         depotBn.String,
		ChassisNumber:         sp.ChassisNumber,
		Odometer:              BengaliDigits(groupThousands(odometer)) + " কিমি",
		Tonnage:               tonnageBn.String,
	}

	v.Images = []string{}
	rows, err := s.query(ctx, `SELECT url FROM vehicle_images WHERE vehicle_id = ? ORDER BY position`, v.ID)
	if err != nil {
		return v, nil, err
	}
	for rows.Next() {
		var u string
		if err := rows.Scan(&u); err != nil {
			rows.Close()
			return v, nil, err
		}
		v.Images = append(v.Images, u)
	}
	rows.Close()

	v.Features, v.BnTranslation.Features = garihaat.Features{}, garihaat.Features{}
	for _, c := range garihaat.FeatureCategories {
		v.Features[c], v.BnTranslation.Features[c] = []string{}, []string{}
	}
	rows, err = s.query(ctx, `SELECT category, name, name_bn FROM vehicle_features WHERE vehicle_id = ? ORDER BY category, position`, v.ID)
	if err != nil {
		return v, nil, err
	}
	for rows.Next() {
		var c, n, nb string
		if err := rows.Scan(&c, &n, &nb); err != nil {
			rows.Close()
			return v, nil, err
		}
		v.Features[c] = append(v.Features[c], n)
		v.BnTranslation.Features[c] = append(v.BnTranslation.Features[c], nb)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return v, nil, err
	}

	rel, err := s.related(ctx, v.ID, v.VehicleType.ID, v.Brand.ID, related)
	if err != nil {
		return v, nil, err
	}
	return v, rel, nil
}

// relatedQuery reads related vehicles in three disjoint, index-backed
// slices — same type and brand, same type only, same brand only — each
// newest first and limited, instead of ranking every vehicle that shares a
// type or a brand (tens of thousands in a large catalogue).
const relatedQuery = `
	SELECT * FROM (SELECT 1 AS grp, ` + summaryColumns + `, created_at FROM vehicles
		WHERE type_id = ? AND brand_id = ? AND id <> ? ORDER BY created_at DESC, id DESC LIMIT ?) a
	UNION ALL
	SELECT * FROM (SELECT 2 AS grp, ` + summaryColumns + `, created_at FROM vehicles
		WHERE type_id = ? AND brand_id <> ? ORDER BY created_at DESC, id DESC LIMIT ?) b
	UNION ALL
	SELECT * FROM (SELECT 3 AS grp, ` + summaryColumns + `, created_at FROM vehicles
		WHERE brand_id = ? AND type_id <> ? ORDER BY created_at DESC, id DESC LIMIT ?) c
	ORDER BY grp, created_at DESC, id DESC`

// related returns up to limit vehicles related to vehicle id: same type and
// brand first, then same type (type matters more to a buyer than brand),
// then same brand; newest first within each.
func (s *Store) related(ctx context.Context, id, typeID, brandID int64, limit int) ([]garihaat.VehicleSummary, error) {
	out := []garihaat.VehicleSummary{}
	if limit <= 0 {
		return out, nil
	}
	rows, err := s.query(ctx, relatedQuery, typeID, brandID, id, limit, typeID, brandID, limit, brandID, typeID, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var r garihaat.VehicleSummary
		var grp, created int64
		var cover string
		if err := rows.Scan(&grp, &r.ID, &r.ProductSlug, &cover, &r.Title, &r.BnTranslation.Title,
			&r.CashPrice, &r.InstallmentPrice, &created); err != nil {
			return nil, err
		}
		r.Images = []string{}
		if cover != "" {
			r.Images = []string{cover}
		}
		if len(out) < limit {
			out = append(out, r)
		}
	}
	return out, rows.Err()
}

// groupThousands formats n with commas in the Indian style (12,34,567).
func groupThousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	if len(s) <= 3 {
		return s
	}
	head, tail := s[:len(s)-3], s[len(s)-3:]
	var out []byte
	for len(head) > 2 {
		out = append([]byte(","+head[len(head)-2:]), out...)
		head = head[:len(head)-2]
	}
	return head + string(out) + "," + tail
}

// BengaliDigits replaces ASCII digits with Bengali ones.
func BengaliDigits(s string) string {
	r := []rune(s)
	for i, c := range r {
		if c >= '0' && c <= '9' {
			r[i] = '০' + (c - '0')
		}
	}
	return string(r)
}
