package store

import (
	"context"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// vehicleState is what writeVehicle needs to know of the vehicle as it is,
// which its callers have read already (a round trip each saved: on
// PostgreSQL under load every one waits its turn for a core, issue 33).
type vehicleState struct {
	status               string
	images               int
	features, featuresBn garihaat.Features
}

// written is what writeVehicle's UPDATE derived (RETURNING): with the
// input, the vehicle as a read would give it, without reading it again.
type written struct {
	slug              string
	updated, closesAt int64
}

// writeVehicle writes in's fields, features and derived columns (search
// text, cover, slug, published_at) to vehicle id, which is as cur says;
// brand is what vehicleRefs returned for in. in has passed Validate.
func (t *Tx) writeVehicle(ctx context.Context, id int64, in garihaat.VehicleInput, brand brandNames, cur vehicleState) (written, error) {
	var w written
	t.VehicleChangedFrom(id, cur.status)
	// Every write of the editor and the CSV import is a lifecycle move,
	// the same state included (a new vehicle starts as a draft).
	if err := moveVehicle(cur.status, in.Status, garihaat.ByStaff); err != nil {
		return w, err
	}
	if err := in.ValidatePublish(cur.images); err != nil {
		return w, err
	}
	odometer, _ := strconv.ParseInt(string(in.Specifications.Odometer), 10, 64)
	sp, bn := in.Specifications, in.BnTranslation
	now := t.s.Now().Unix()
	// The slug follows the title until the vehicle was first published
	// (published_at here is the row's value before this UPDATE); from then
	// on links shared on Facebook and WhatsApp must keep working.
	slug := garihaat.Slugify(in.Title)
	if slug == "" {
		slug = "vehicle"
	}
	place, err := t.placeOf(ctx, id, in.DepotLocationID)
	if err != nil {
		return w, err
	}
	techSet, techArgs := technicalSet(in.Technical)
	err = t.QueryRow(ctx, `UPDATE vehicles SET `+techSet+`, title = ?, title_bn = ?, description = ?, description_bn = ?, brand_id = ?, type_id = ?,
			model = ?, model_bn = ?, year = ?, condition = ?, body_type_id = ?, color_id = ?, fuel_type_id = ?, depot_id = ?, tonnage_id = ?,
			cash_price = ?, installment_price = ?, offer_ends_at = ?, registration_documents = ?, registration_number = ?,
			registration_number_bn = ?, engine_number = ?, chassis_number = ?, odometer_km = ?, search_text = ?, status = ?, updated_at = ?,
			slug = CASE WHEN published_at IS NULL THEN ? ELSE slug END,
			published_at = CASE WHEN published_at IS NULL AND ? THEN ? ELSE published_at END,
			bid_mode = ?, min_offer_cash = ?, min_offer_installment = ?, finance = ?,
			offer_closes_at = CASE WHEN offer_ends_at <> ? OR offer_closes_at = 0 THEN ? ELSE offer_closes_at END
		WHERE id = ?
		RETURNING slug, updated_at, offer_closes_at`, append(techArgs,
		in.Title, bn.Title, in.Description, bn.Description, in.BrandID, in.TypeID, sp.Model, bn.Specifications.Model, in.Year,
		in.Condition, in.BodyTypeID, in.ColorID, in.FuelTypeID, in.DepotLocationID, in.TonnageID, in.CashPrice, in.InstallmentPrice,
		in.OfferEndsAt, sp.RegistrationDocuments == "on", sp.RegistrationNumber, bn.Specifications.RegistrationNumber, sp.EngineNumber,
		sp.ChassisNumber, odometer, sqldb.SearchText(in.Title, bn.Title, brand.en, brand.bn, sp.Model, bn.Specifications.Model, place),
		in.Status, now, slug+"-"+strconv.FormatInt(id, 10), garihaat.VehicleAudience(in.Status).PagePublic, now,
		in.BidMode, in.MinOfferCash, in.MinOfferInstall, planJSON(in.Finance),
		in.OfferEndsAt, garihaat.ClosesAt(in.OfferEndsAt).Unix(), id)...).Scan(&w.slug, &w.updated, &w.closesAt)
	if err != nil {
		return w, err
	}
	en, bnf := storedFeatures(in.Features, in.BnTranslation.Features)
	if sameFeatures(en, cur.features) && sameFeatures(bnf, cur.featuresBn) {
		return w, nil // a price edit or an import leaves the features as they are
	}
	return w, t.writeFeatures(ctx, id, en, bnf)
}

// storedFeatures are en and bn as vehicle_features keeps them and a read
// returns them: the categories with English names, each Bangla list as
// long as its English one ("" where no Bangla name was given).
func storedFeatures(en, bn garihaat.Features) (garihaat.Features, garihaat.Features) {
	outEn, outBn := garihaat.Features{}, garihaat.Features{}
	for cat, names := range en {
		if len(names) == 0 {
			continue
		}
		outEn[cat] = names
		b := make([]string, len(names))
		copy(b, bn[cat])
		outBn[cat] = b
	}
	return outEn, outBn
}

// afterWrite is the vehicle before was, once writeVehicle wrote in to it:
// what reading it again would return (TestAfterWriteIsARead holds them
// equal), one to three round trips fewer for every save.
func afterWrite(before garihaat.AdminVehicle, in garihaat.VehicleInput, w written) garihaat.AdminVehicle {
	after := before
	after.VehicleInput = in
	odometer, _ := strconv.ParseInt(string(in.Specifications.Odometer), 10, 64)
	after.Specifications.Odometer = garihaat.FlexString(strconv.FormatInt(odometer, 10))
	after.Features, after.BnTranslation.Features = storedFeatures(in.Features, in.BnTranslation.Features)
	after.ProductSlug = w.slug
	after.UpdatedAt = time.Unix(w.updated, 0).UTC()
	after.OfferClosesAt = time.Unix(w.closesAt, 0).UTC()
	return after
}

// sameFeatures reports whether a and b list the same names in the same
// places (a category without names is the same as none).
func sameFeatures(a, b garihaat.Features) bool {
	for k, v := range a {
		if !slices.Equal(v, b[k]) {
			return false
		}
	}
	for k, v := range b {
		if !slices.Equal(v, a[k]) {
			return false
		}
	}
	return true
}

// writeFeatures replaces vehicle id's features with one statement.
func (t *Tx) writeFeatures(ctx context.Context, id int64, en, bn garihaat.Features) error {
	if _, err := t.Exec(ctx, `DELETE FROM vehicle_features WHERE vehicle_id = ?`, id); err != nil {
		return err
	}
	var values []string
	var args []any
	for _, cat := range slices.Sorted(maps.Keys(en)) {
		for i, name := range en[cat] {
			nameBn := ""
			if i < len(bn[cat]) {
				nameBn = bn[cat][i]
			}
			values = append(values, "(?, ?, ?, ?, ?)")
			args = append(args, id, cat, i, name, nameBn)
		}
	}
	if len(values) == 0 {
		return nil
	}
	_, err := t.Exec(ctx, `INSERT INTO vehicle_features (vehicle_id, category, position, name, name_bn) VALUES `+
		strings.Join(values, ", "), args...)
	return err
}

// brandNames are a vehicle's brand's English and Bangla names (for the
// search text) and its type's (for a seller's listing's title).
type brandNames struct{ en, bn, typ, typBn string }

// vehicleRefs checks that in's brand, type and options exist (a field error
// each otherwise) and returns the brand's and type's names, in one statement.
func (t *Tx) vehicleRefs(ctx context.Context, in garihaat.VehicleInput) (brandNames, error) {
	refs := []struct {
		field, kind string
		id          *int64
	}{
		{"body_type_id", garihaat.KindBodyType, in.BodyTypeID}, {"color_id", garihaat.KindColor, in.ColorID},
		{"fuel_type_id", garihaat.KindFuelType, in.FuelTypeID}, {"depot_location_id", garihaat.KindDepot, in.DepotLocationID},
		{"tonnage_id", garihaat.KindTonnage, in.TonnageID},
	}
	q := `SELECT 'brand', 0, name, name_bn FROM brands WHERE id = ? UNION ALL SELECT 'type', id, name, name_bn FROM vehicle_types WHERE id = ?`
	args := []any{in.BrandID, in.TypeID}
	for _, ref := range refs {
		if ref.id != nil {
			q += ` UNION ALL SELECT 'option', id, kind, '' FROM attributes WHERE id = ?`
			args = append(args, *ref.id)
		}
	}
	var brand brandNames
	found := map[string]bool{} // "brand", "type", "option kind id"
	rows, err := t.Query(ctx, q, args...)
	if err != nil {
		return brand, err
	}
	defer rows.Close()
	for rows.Next() {
		var what, a, b string
		var id int64
		if err := rows.Scan(&what, &id, &a, &b); err != nil {
			return brand, err
		}
		switch what {
		case "brand":
			brand.en, brand.bn = a, b
			found[what] = true
		case "type":
			brand.typ, brand.typBn = a, b
			found[what] = true
		default:
			found[a+" "+strconv.FormatInt(id, 10)] = true
		}
	}
	if err := rows.Err(); err != nil {
		return brand, err
	}
	v := garihaat.Validation{}
	if !found["brand"] {
		v.Add("brand_id", garihaat.MsgNoSuchBrand)
	}
	if !found["type"] {
		v.Add("type_id", garihaat.MsgNoSuchVehicleType)
	}
	for _, ref := range refs {
		if ref.id != nil && !found[ref.kind+" "+strconv.FormatInt(*ref.id, 10)] {
			v.Add(ref.field, garihaat.MsgNoSuchOption)
		}
	}
	for cat, bn := range in.BnTranslation.Features {
		if len(bn) > len(in.Features[cat]) {
			v.Add("bn_translation.features."+cat, garihaat.MsgEachBanglaFeatureNeedsIts)
		}
	}
	return brand, v.Err(garihaat.MsgCorrectHighlightedFields)
}
