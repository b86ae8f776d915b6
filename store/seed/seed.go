package seed

import (
	"context"
	"fmt"
	"strings"

	"garihaat"
	"garihaat/media"
	"garihaat/store/sqldb"
)

// Seed writes c into an empty database in one transaction and reports
// whether it did; a database that already has a catalogue is left alone.
// The media files go to objects when the store keeps them on object
// storage (nil: the media table).
func Seed(ctx context.Context, s *sqldb.Core, objects media.Store, c *Catalog) (bool, error) {
	seeded := false
	err := s.Tx(ctx, func(tx *sqldb.Tx) error {
		var n int
		if err := tx.QueryRow(ctx, `SELECT (SELECT COUNT(*) FROM brands) + (SELECT COUNT(*) FROM vehicles)`).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return nil
		}
		if err := withoutIndexes(ctx, tx, func() error { return seedCatalog(ctx, tx, objects, c) }); err != nil {
			return err
		}
		if err := tx.BumpCatalogVersion(ctx); err != nil {
			return err
		}
		seeded = true
		return nil
	})
	if seeded && err == nil && s.Dialect() == sqldb.Postgres {
		// Fresh statistics for the planner: without them it guesses
		// thousands of photos a vehicle and compiles (JIT) every batched
		// detail read, 120 ms each. SQLite's reads are planned without
		// statistics on purpose (vehicles_slug_read), so it gets none.
		_, err = s.Writer().ExecContext(ctx, `ANALYZE`)
	}
	return seeded, err
}

func seedCatalog(ctx context.Context, tx *sqldb.Tx, objects media.Store, c *Catalog) error {
	now := tx.Core().Now().Unix()
	brandIDs, typeIDs, attrIDs := map[string]int64{}, map[string]int64{}, map[string]int64{}
	brands := newBatch(tx, "brands", "id", "slug", "name", "name_bn", "icon_image", "sort_order")
	for i, b := range c.Brands {
		id := int64(i + 1)
		brandIDs[b.Slug] = id
		if err := brands.add(ctx, id, b.Slug, b.Name, b.NameBn, b.IconImage, i); err != nil {
			return err
		}
	}
	types := newBatch(tx, "vehicle_types", "id", "slug", "name", "name_bn", "icon_image", "sort_order")
	for i, t := range c.Types {
		id := int64(i + 1)
		typeIDs[t.Slug] = id
		if err := types.add(ctx, id, t.Slug, t.Name, t.NameBn, t.IconImage, i); err != nil {
			return err
		}
	}
	attrs := newBatch(tx, "attributes", "id", "kind", "name", "name_bn", "sort_order", "district")
	depotDistrict := map[string]string{}
	for i, a := range c.Attributes {
		id := int64(i + 1)
		attrIDs[a.Kind+"\x00"+a.Name] = id
		if a.Kind == garihaat.KindDepot {
			depotDistrict[a.Name] = a.District
		}
		if err := attrs.add(ctx, id, a.Kind, a.Name, a.NameBn, i, a.District); err != nil {
			return err
		}
	}
	for _, b := range []*batch{brands, types, attrs} {
		if err := b.flush(ctx); err != nil {
			return err
		}
	}
	brandNames := map[string][2]string{}
	for _, b := range c.Brands {
		brandNames[b.Slug] = [2]string{b.Name, b.NameBn}
	}
	attr := func(kind, name string) (any, error) {
		if name == "" {
			return nil, nil
		}
		id, ok := attrIDs[kind+"\x00"+name]
		if !ok {
			return nil, fmt.Errorf("seed: unknown %s %q", kind, name)
		}
		return id, nil
	}
	vehicles := newBatch(tx, "vehicles", "id", "slug", "title", "title_bn", "description", "description_bn", "brand_id", "type_id",
		"model", "model_bn", "year", "condition", "body_type_id", "color_id", "fuel_type_id", "depot_id", "tonnage_id",
		"cash_price", "installment_price", "offer_ends_at", "tracking_id", "total_bid", "registration_documents",
		"registration_number", "registration_number_bn", "engine_number", "chassis_number", "odometer_km",
		"cover_image", "search_text", "created_at", "offer_closes_at", "published_at", "updated_at",
		"gvw_kg", "engine_power_hp", "engine_cc", "wheelbase_mm", "axle_config", "seats")
	// A seeded vehicle has been public since it was created: its slug is
	// pinned like any published one's (published_at).
	if err := seedTriggers(ctx, tx, "DISABLE"); err != nil {
		return err
	}
	images := newBatch(tx, "vehicle_images", "vehicle_id", "position", "url", "card_url", "full_url")
	features := newBatch(tx, "vehicle_features", "vehicle_id", "category", "position", "name", "name_bn")
	images.parent, features.parent = vehicles, vehicles
	for i := range c.Vehicles {
		v := &c.Vehicles[i]
		id := int64(i + 1)
		if c.Progress != nil && i%1000 == 0 {
			c.Progress(i)
		}
		brandID, ok := brandIDs[v.BrandSlug]
		if !ok {
			return fmt.Errorf("seed: vehicle %s: unknown brand %q", v.Slug, v.BrandSlug)
		}
		typeID, ok := typeIDs[v.TypeSlug]
		if !ok {
			return fmt.Errorf("seed: vehicle %s: unknown type %q", v.Slug, v.TypeSlug)
		}
		var refs [5]any
		for j, kv := range [5][2]string{{garihaat.KindBodyType, v.BodyType}, {garihaat.KindColor, v.Color},
			{garihaat.KindFuelType, v.FuelType}, {garihaat.KindDepot, v.Depot}, {garihaat.KindTonnage, v.Tonnage}} {
			var err error
			if refs[j], err = attr(kv[0], kv[1]); err != nil {
				return err
			}
		}
		var tracking any
		if v.TrackingID != "" {
			tracking = v.TrackingID
		}
		cover := ""
		if len(v.Images) > 0 {
			cover = v.Images[0]
		}
		created := v.CreatedAt
		if created == 0 {
			created = now
		}
		bn, t := brandNames[v.BrandSlug], v.Technical
		if err := vehicles.add(ctx, id, v.Slug, v.Title, v.TitleBn, v.Description, v.DescriptionBn, brandID, typeID,
			v.Model, v.ModelBn, v.Year, v.Condition, refs[0], refs[1], refs[2], refs[3], refs[4],
			v.CashPrice, v.InstallmentPrice, v.OfferEndsAt, tracking, 0, v.RegistrationDocuments,
			v.RegistrationNumber, v.RegistrationNumberBn, v.EngineNumber, v.ChassisNumber, v.OdometerKm,
			cover, sqldb.SearchText(v.Title, v.TitleBn, bn[0], bn[1], v.Model, v.ModelBn, sqldb.PlaceWords(depotDistrict[v.Depot], "")), created,
			garihaat.ClosesAt(v.OfferEndsAt).Unix(), created, created, t.GVWKg, t.EnginePowerHP, t.EngineCC, t.WheelbaseMM,
			t.Axles, t.Seats); err != nil {
			return err
		}
		for p, u := range v.Images {
			if err := images.add(ctx, id, p, u, u, u); err != nil {
				return err
			}
		}
		pos := map[string]int{}
		for _, f := range v.Features {
			if err := features.add(ctx, id, f.Category, pos[f.Category], f.Name, f.NameBn); err != nil {
				return err
			}
			pos[f.Category]++
		}
	}
	dealers := newBatch(tx, "dealers", "id", "company", "company_bn", "name", "name_bn", "phone", "phone_bn", "location", "location_bn", "image", "sort_order")
	for i, d := range c.Dealers {
		if err := dealers.add(ctx, i+1, d.Company, d.CompanyBn, d.Name, d.NameBn, d.Phone, d.PhoneBn, d.Location, d.LocationBn, d.Image, i); err != nil {
			return err
		}
	}
	testimonials := newBatch(tx, "testimonials", "id", "content", "content_bn", "name", "name_bn", "company", "company_bn", "rating", "image", "sort_order")
	for i, t := range c.Testimonials {
		if err := testimonials.add(ctx, i+1, t.Content, t.ContentBn, t.Name, t.NameBn, t.Company, t.CompanyBn, t.Rating, t.Image, i); err != nil {
			return err
		}
	}
	faqs := newBatch(tx, "faqs", "id", "question", "question_bn", "answer", "answer_bn", "sort_order")
	for i, f := range c.FAQs {
		if err := faqs.add(ctx, i+1, f.Question, f.QuestionBn, f.Answer, f.AnswerBn, i); err != nil {
			return err
		}
	}
	media := newBatch(tx, "media", "path", "content_type", "body", "created_at")
	for _, m := range c.Media {
		var err error
		if objects != nil { // media on object storage (issue 47)
			err = objects.Put(ctx, m.Path, m.ContentType, m.Body)
		} else {
			err = media.add(ctx, m.Path, m.ContentType, m.Body, now)
		}
		if err != nil {
			return err
		}
	}
	if c.Progress != nil {
		c.Progress(len(c.Vehicles))
	}
	for _, b := range []*batch{vehicles, images, features, dealers, testimonials, faqs, media} {
		if err := b.flush(ctx); err != nil {
			return err
		}
	}
	if err := seedOffers(ctx, tx, c.Vehicles); err != nil {
		return err
	}
	if err := seedTriggers(ctx, tx, "ENABLE"); err != nil {
		return err
	}
	return resetSequences(ctx, tx, "brands", "vehicle_types", "attributes", "vehicles", "dealers", "testimonials", "faqs")
}

// seedOffers writes the vehicles' offers (vehicle ids are 1-based
// positions) with their buyers' accounts, then the bid counters the live
// state reads: bidders, the highest offer and the event sequence, from the
// offers themselves, so the vehicle page and the offers desk agree.
func seedOffers(ctx context.Context, tx *sqldb.Tx, vs []Vehicle) error {
	users := map[string]int64{}
	n := 0
	for i, v := range vs {
		for _, o := range v.Offers {
			uid, ok := users[o.Phone]
			if !ok {
				var err error
				uid, err = tx.InsertID(ctx, `INSERT INTO users (phone, name, created_at, updated_at) VALUES (?, ?, ?, ?)`,
					o.Phone, o.Name, o.CreatedAt, o.CreatedAt)
				if err != nil {
					return err
				}
				users[o.Phone] = uid
			}
			n++
			if _, err := tx.Exec(ctx, `INSERT INTO offers (id_number, vehicle_id, user_id, phone, selected_option, amount, status, created_at, lang)
				VALUES (?, ?, ?, ?, ?, ?, 'ongoing', ?, 'bn')`, fmt.Sprintf("GH-SEED-%06d", n), i+1, uid, o.Phone, o.Option, o.Amount, o.CreatedAt); err != nil {
				return err
			}
		}
	}
	if n == 0 {
		return nil
	}
	_, err := tx.Exec(ctx, `UPDATE vehicles SET total_bid = (SELECT COUNT(DISTINCT phone) FROM offers WHERE offers.vehicle_id = vehicles.id),
		highest_offer = COALESCE((SELECT MAX(amount) FROM offers WHERE offers.vehicle_id = vehicles.id), 0),
		bid_seq = (SELECT COUNT(*) FROM offers WHERE offers.vehicle_id = vehicles.id)
		WHERE id IN (SELECT DISTINCT vehicle_id FROM offers)`)
	return err
}

// seedTriggers disables or enables, on PostgreSQL and for the seed's own
// transaction, the triggers that count a vehicle's revision as its photos
// and features are written: a seed writes an empty catalogue whose
// details are all stored after it, so counting would only rewrite every
// vehicle row (100,000 vehicles: 67.5 s with them, 22 s without). SQLite's
// row triggers cost little there and cannot be switched off.
func seedTriggers(ctx context.Context, tx *sqldb.Tx, action string) error {
	if tx.Core().Dialect() != sqldb.Postgres {
		return nil
	}
	for _, table := range []string{"vehicle_images", "vehicle_features"} {
		if _, err := tx.Exec(ctx, `ALTER TABLE `+table+` `+action+` TRIGGER USER`); err != nil {
			return err
		}
	}
	return nil
}

// resetSequences moves PostgreSQL's identity sequences past the explicit ids
// Seed wrote, so later inserts get fresh ids. SQLite needs nothing.
func resetSequences(ctx context.Context, tx *sqldb.Tx, tables ...string) error {
	if tx.Core().Dialect() != sqldb.Postgres {
		return nil
	}
	for _, t := range tables {
		q := fmt.Sprintf(`SELECT setval(pg_get_serial_sequence('%s', 'id'), COALESCE((SELECT MAX(id) FROM %s), 0) + 1, false)`, t, t)
		if _, err := tx.Exec(ctx, q); err != nil {
			return err
		}
	}
	return nil
}

// batch collects rows and writes them as multi-row INSERTs: one round trip
// per few hundred rows instead of per row, which is what makes seeding
// 100,000 vehicles into PostgreSQL take seconds.
type batch struct {
	tx    *sqldb.Tx
	table string
	cols  []string
	rows  int
	args  []any
	max   int
	// parent is flushed first, so child rows never reach the database
	// before the rows their foreign keys point to.
	parent *batch
}

func newBatch(tx *sqldb.Tx, table string, cols ...string) *batch {
	// Stay under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
	return &batch{tx: tx, table: table, cols: cols, max: max(1, 30000/len(cols))}
}

func (b *batch) add(ctx context.Context, vals ...any) error {
	if len(vals) != len(b.cols) {
		return fmt.Errorf("seed: %s: %d values for %d columns", b.table, len(vals), len(b.cols))
	}
	b.args = append(b.args, vals...)
	b.rows++
	if b.rows >= b.max {
		return b.flush(ctx)
	}
	return nil
}

func (b *batch) flush(ctx context.Context) error {
	if b.rows == 0 {
		return nil
	}
	if b.parent != nil {
		if err := b.parent.flush(ctx); err != nil {
			return err
		}
	}
	row := "(" + sqldb.Marks(len(b.cols)) + ")"
	q := "INSERT INTO " + b.table + " (" + strings.Join(b.cols, ", ") + ") VALUES " +
		strings.TrimSuffix(strings.Repeat(row+",", b.rows), ",")
	if _, err := b.tx.Exec(ctx, q, b.args...); err != nil {
		return fmt.Errorf("seed %s: %w", b.table, err)
	}
	b.rows, b.args = 0, b.args[:0]
	return nil
}
