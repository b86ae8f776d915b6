package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// Vehicle returns the detail of the vehicle with slug and up to related
// vehicles of the same type or brand (both first, then type, then brand).
func (s *Catalog) Vehicle(ctx context.Context, slug string, related int) (garihaat.Vehicle, []garihaat.VehicleSummary, error) {
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
	SQLite:   detailSelect(SQLite, true) + ` WHERE v.slug = ? AND ` + sqldb.PublicWhere("v.status"),
	Postgres: detailSelect(Postgres, true) + ` WHERE v.slug = ? AND ` + sqldb.PublicWhere("v.status"),
}

// pageQueries are detailQueries without the features, which no HTML page
// shows: their JSON aggregate was about half of the statement's time.
var pageQueries = map[Dialect]string{
	SQLite:   detailSelect(SQLite, false) + ` WHERE v.slug = ? AND ` + sqldb.PublicWhere("v.status"),
	Postgres: detailSelect(Postgres, false) + ` WHERE v.slug = ? AND ` + sqldb.PublicWhere("v.status"),
}

// detailBatchQueries are detailQueries for 1, 2, 4 … slugs at once. The
// status is judged in Go (isPublic), as the stamps' reads do: given a
// status condition too, SQLite's planner walks the status index.
func detailBatchQueries(d Dialect) []string {
	return slugQueries(detailSelect(d, true) + ` WHERE v.slug IN (`)
}

// detailSelect is the detail query up to its WHERE: a vehicle's columns,
// its images and features (or an empty list) as JSON arrays, the catalogue
// version and the vehicle's revision and status.
func detailSelect(d Dialect, withFeatures bool) string {
	images := `(SELECT json_group_array(url ORDER BY position) FROM vehicle_images WHERE vehicle_id = v.id)`
	features := `(SELECT json_group_array(json_array(category, name, name_bn) ORDER BY category, position)
		FROM vehicle_features WHERE vehicle_id = v.id)`
	if d == Postgres {
		images = `(SELECT COALESCE(json_agg(url ORDER BY position), '[]')::text FROM vehicle_images WHERE vehicle_id = v.id)`
		features = `(SELECT COALESCE(json_agg(json_build_array(category, name, name_bn) ORDER BY category, position), '[]')::text
			FROM vehicle_features WHERE vehicle_id = v.id)`
	}
	if !withFeatures {
		features = `'[]'`
	}
	// The questions staff published (conversation_public.go), oldest first.
	questions := `(SELECT json_group_array(json_array(id, question, answer) ORDER BY published_at, id)
		FROM vehicle_questions WHERE vehicle_id = v.id)`
	if d == Postgres {
		questions = `(SELECT COALESCE(json_agg(json_build_array(id, question, answer) ORDER BY published_at, id), '[]')::text
			FROM vehicle_questions WHERE vehicle_id = v.id)`
	}
	return `
		SELECT v.id, v.slug, v.title, v.title_bn, v.description, v.description_bn, v.cash_price, v.installment_price,
		       v.offer_ends_at, v.tracking_id, v.total_bid, v.created_at, v.condition, v.year, v.brand_id, v.type_id,
		       v.model, v.model_bn, v.registration_documents, v.registration_number, v.registration_number_bn,
		       v.engine_number, v.chassis_number, v.odometer_km, v.body_type_id, v.color_id, v.fuel_type_id, v.depot_id, v.tonnage_id,
		       v.offer_closes_at, v.bid_mode, v.highest_offer, v.min_offer_cash, v.min_offer_installment,
		       (SELECT version FROM catalog_version WHERE id = 1), ` + images + `, ` + features + `, v.revision, v.status,
		       v.seller_id IS NOT NULL, v.verified_at, COALESCE(v.finance, ''),
		       COALESCE((SELECT value FROM settings WHERE name = '` + financeSetting + `'), ''), ` + technicalOf("v.") + `, ` + questions + `
		FROM vehicles v`
}

// VehicleForPage implements garihaat.CatalogService.
func (s *Catalog) VehicleForPage(ctx context.Context, slug string) (garihaat.Vehicle, error) {
	d, err := s.readDetail(ctx, pageQueries, slug)
	if err != nil {
		return d.v, err
	}
	return d.v, s.nameDetail(ctx, &d)
}

// readDetail reads the public vehicle with slug by one of queries
// (detailQueries, pageQueries); ENOTFOUND when there is none.
func (s *core) readDetail(ctx context.Context, queries map[Dialect]string, slug string) (detailRow, error) {
	d, err := scanDetail(s.QueryRow(ctx, queries[s.Dialect()], slug))
	if sqldb.IsNoRows(err) {
		return d, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgVehicleNotFound)
	}
	return d, err
}

// VehicleAndStamp is Vehicle with the stamp VehicleStamp would give, read
// in the same statement, so a detail no cache holds costs one query.
func (s *Catalog) VehicleAndStamp(ctx context.Context, slug string, related int) (garihaat.Vehicle, []garihaat.VehicleSummary, string, error) {
	v, rel, stamp, _, err := s.vehicleDetail(ctx, slug, related)
	return v, rel, stamp, err
}

// DetailSource is a vehicle's detail with the revision it is at (stored.Source).
type DetailSource struct {
	Vehicle  garihaat.Vehicle
	Revision int64
}

// DetailSources are the details of the public vehicles among slugs
// (stored.Details' VehiclesForDetail), read slugBatch at a time (storing
// every part of a catalogue read one vehicle a statement spent most of
// its time on round trips).
func (s *Catalog) DetailSources(ctx context.Context, slugs []string) ([]DetailSource, error) {
	out := make([]DetailSource, 0, len(slugs))
	err := s.queryBySlugs(ctx, s.detailBatchQueries, slugs, func(rows *sql.Rows) error {
		d, err := scanDetail(rows)
		if err != nil || !sqldb.IsPublic(d.v.Status) {
			return err
		}
		if err := s.nameDetail(ctx, &d); err != nil {
			return err
		}
		out = append(out, DetailSource{Vehicle: d.v, Revision: d.revision})
		return nil
	})
	return out, err
}

// vehicleDetail reads the detail, related vehicles, stamp and revision of
// the vehicle with slug in one statement.
func (s *core) vehicleDetail(ctx context.Context, slug string, related int) (garihaat.Vehicle, []garihaat.VehicleSummary, string, int64, error) {
	d, err := s.readDetail(ctx, detailQueries, slug)
	if err != nil {
		return d.v, nil, "", 0, err
	}
	snap, err := s.names(ctx, d.version)
	if err == nil {
		err = d.name(snap)
	}
	if err != nil {
		return d.v, nil, "", 0, err
	}
	d.v.PriceRating = snap.Rate(d.v.ID, d.typeID, d.brandID)
	return d.v, snap.Related(d.v.ID, d.typeID, d.brandID, related), detailStamp(d.version, d.v.TotalBid), d.revision, nil
}

// detailRow is one row of a detail query: the vehicle with its columns as
// read, before the names of its lookups are filled in.
type detailRow struct {
	v                                      garihaat.Vehicle
	tracking                               sql.NullString
	regDocs                                bool
	odometer, created, brandID, typeID     int64
	modelBn, regBn                         string
	bodyID, colorID, fuelID, depotID, tnID sql.NullInt64
	closesAt, highest, version, revision   int64
	minCash, minInst                       sql.NullInt64
	imagesJSON, featuresJSON               []byte
	questionsJSON                          []byte
	private                                bool
	verifiedAt                             sql.NullInt64
	finance, siteFinance                   string
}

func scanDetail(r scanner) (detailRow, error) {
	var d detailRow
	v := &d.v
	err := r.Scan(append([]any{
		&v.ID, &v.ProductSlug, &v.Title, &v.BnTranslation.Title, &v.Description, &v.BnTranslation.Description,
		&v.CashPrice, &v.InstallmentPrice, &v.OfferEndsAt, &d.tracking, &v.TotalBid, &d.created, &v.Condition, &v.Year,
		&d.brandID, &d.typeID, &v.Specifications.Model, &d.modelBn, &d.regDocs, &v.Specifications.RegistrationNumber, &d.regBn,
		&v.Specifications.EngineNumber, &v.Specifications.ChassisNumber, &d.odometer,
		&d.bodyID, &d.colorID, &d.fuelID, &d.depotID, &d.tnID, &d.closesAt, &v.BidMode, &d.highest, &d.minCash, &d.minInst,
		&d.version, &d.imagesJSON, &d.featuresJSON, &d.revision, &v.Status, &d.private, &d.verifiedAt, &d.finance, &d.siteFinance},
		append(technicalTargets(&v.Technical), &d.questionsJSON)...)...)
	v.Seller = garihaat.NewSellerMark(d.private, d.verifiedAt.Int64)
	v.Finance = garihaat.ResolvePlan(d.finance, d.siteFinance)
	return d, err
}

// nameDetail fills d's names from the snapshot of its version.
func (s *core) nameDetail(ctx context.Context, d *detailRow) error {
	snap, err := s.names(ctx, d.version)
	if err != nil {
		return err
	}
	return d.name(snap)
}

// name fills in the lookups' names and the derived fields.
func (d *detailRow) name(snap Names) error {
	v := &d.v
	if d.tracking.Valid && d.tracking.String != "" {
		v.TrackingID = &d.tracking.String
	}
	v.CreatedAt = time.Unix(d.created, 0).UTC()
	v.OfferClosesAt, v.HighestOffer = bidFields(d.closesAt, v.BidMode, d.highest)
	v.MinIncrement = garihaat.MinIncrement(v.CashPrice)
	v.MinOffer = garihaat.MinOffer{Cash: garihaat.DefaultFloor(v.CashPrice), Installments: garihaat.DefaultFloor(v.InstallmentPrice)}
	if d.minCash.Valid {
		v.MinOffer.Cash = d.minCash.Int64
	}
	if d.minInst.Valid {
		v.MinOffer.Installments = d.minInst.Int64
	}
	v.Brand, v.VehicleType = snap.Brand(d.brandID), snap.Type(d.typeID)
	v.BodyType, v.Color, v.FuelType = snap.Attr(d.bodyID.Int64), snap.Attr(d.colorID.Int64), snap.Attr(d.fuelID.Int64)
	depot, tonnage := snap.Attr(d.depotID.Int64), snap.Attr(d.tnID.Int64)
	docs := "off"
	if d.regDocs {
		docs = "on"
	}
	sp := &v.Specifications
	// Every public read of a detail passes here; the back office reads
	// its own row (AdminVehicle), so staff keep the numbers whole.
	sp.MaskIdentifiers()
	sp.RegistrationDocuments = docs
	sp.DepotLocation, sp.Tonnage = depot.Name, tonnage.Name
	v.Technical.PayloadKg = garihaat.PayloadKg(tonnage.Name)
	// 0 is a blank odometer (the column cannot tell it from an entered 0,
	// and a used commercial vehicle has run): it says nothing, not "0 km"
	// (issue 50).
	odoBn := ""
	if d.odometer > 0 {
		sp.Odometer = fmt.Sprintf("%s km", garihaat.GroupLakh(d.odometer))
		odoBn = garihaat.BengaliDigits(garihaat.GroupLakh(d.odometer)) + " কিমি"
	}
	v.BnTranslation.Specifications = garihaat.Specifications{
		Model:                 d.modelBn,
		RegistrationDocuments: docs,
		RegistrationNumber:    d.regBn,
		EngineNumber:          sp.EngineNumber,
		DepotLocation:         depot.BnTranslation.Name,
		ChassisNumber:         sp.ChassisNumber,
		Odometer:              odoBn,
		Tonnage:               tonnage.BnTranslation.Name,
	}

	if err := setImagesAndFeatures(v, d.imagesJSON, d.featuresJSON); err != nil {
		return err
	}
	return setQuestions(v, d.questionsJSON)
}

// setQuestions fills the detail's published questions from the query's
// [id, question, answer] triples.
func setQuestions(v *garihaat.Vehicle, raw []byte) error {
	var rows [][3]any
	if err := json.Unmarshal(raw, &rows); err != nil {
		return fmt.Errorf("vehicle %d questions: %w", v.ID, err)
	}
	v.Questions = make([]garihaat.PublicQuestion, 0, len(rows))
	for _, r := range rows {
		id, _ := r[0].(float64)
		q, _ := r[1].(string)
		a, _ := r[2].(string)
		v.Questions = append(v.Questions, garihaat.PublicQuestion{ID: int64(id), Question: q, Answer: a})
	}
	return nil
}

// bidFields are a detail's closing instant and highest offer (shown only
// in open mode, once there is one) from their columns.
func bidFields(closesAt int64, bidMode string, highest int64) (time.Time, *int64) {
	return time.Unix(closesAt, 0).UTC(), garihaat.OfferShown(bidMode, highest)
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
