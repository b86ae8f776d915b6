package store

import (
	"context"
	"database/sql"
	"math"
	"strings"

	"garihaat"
	"garihaat/store/sqldb"
)

// The technical figures (issue 50, item 4) are six plain columns of
// vehicles, read and written in one order everywhere: the detail, the
// editor, the seller's listing and the CSV.

// technicalColumns are the columns in technicalTargets' order.
const technicalColumns = `gvw_kg, engine_power_hp, engine_cc, wheelbase_mm, axle_config, seats`

// technicalOf is technicalColumns prefixed by a table alias ("v.").
func technicalOf(alias string) string {
	return alias + strings.ReplaceAll(technicalColumns, ", ", ", "+alias)
}

// technicalTargets are Scan destinations for technicalColumns.
func technicalTargets(t *garihaat.Technical) []any {
	return []any{&t.GVWKg, &t.EnginePowerHP, &t.EngineCC, &t.WheelbaseMM, &t.Axles, &t.Seats}
}

// technicalSet is the SET list writing technicalColumns, and its arguments.
func technicalSet(t garihaat.Technical) (string, []any) {
	return `gvw_kg = ?, engine_power_hp = ?, engine_cc = ?, wheelbase_mm = ?, axle_config = ?, seats = ?`,
		[]any{t.GVWKg, t.EnginePowerHP, t.EngineCC, t.WheelbaseMM, t.Axles, t.Seats}
}

// districtOf is the SQL of a vehicle's district (alias "v."): where a
// seller said it stands, else its depot's. The list filter, the list
// index and the search words all read it this way.
func districtOf(alias string) string {
	return `CASE WHEN ` + alias + `district <> '' THEN ` + alias + `district ELSE COALESCE((SELECT a.district FROM attributes a
		WHERE a.id = ` + alias + `depot_id), '') END`
}

// placeOf is the search words of vehicle id's place once it is at depot:
// the seller's district and area, else the depot's district.
func (t *Tx) placeOf(ctx context.Context, id int64, depot *int64) (string, error) {
	var district, area string
	if err := t.QueryRow(ctx, `SELECT district, area FROM vehicles WHERE id = ?`, id).Scan(&district, &area); err != nil {
		return "", err
	}
	return t.placeWordsAt(ctx, district, area, depot)
}

// placeWordsAt is placeWords of district and area, the district being
// depot's when none is given.
func (t *Tx) placeWordsAt(ctx context.Context, district, area string, depot *int64) (string, error) {
	if district == "" && depot != nil {
		err := t.QueryRow(ctx, `SELECT district FROM attributes WHERE id = ?`, *depot).Scan(&district)
		if err != nil && !sqldb.IsNoRows(err) {
			return "", err
		}
	}
	return sqldb.PlaceWords(district, area), nil
}

// facetColumns are what the list index filters by besides the lookups:
// the tonnage, the seats and the district (listing.Facet; the last is
// districtOf("") written out, so the list statement stays a constant), of
// the vehicle v with its depot d joined (listingFrom). A join, not a
// subquery a row: PostgreSQL ran the subquery a million times on a whole
// read, 5 of its 12 s.
const facetColumns = `COALESCE(v.tonnage_id, 0), v.seats, CASE WHEN v.district <> '' THEN v.district ELSE COALESCE(d.district, '') END`

// facetRaw scans facetColumns.
type facetRaw struct {
	tonnage, seats int64
	district       sql.RawBytes
}

func (f *facetRaw) facet() (tonnage int32, seats, district uint8) {
	return int32(min(f.tonnage, math.MaxInt32)), uint8(min(max(f.seats, 0), 255)), garihaat.DistrictNumber(string(f.district))
}

// budgetPresets are the list index's budget presets of the current
// version; while no index can be had, the spec's fixed bands.
func (s *core) budgetPresets(ctx context.Context) ([]garihaat.TypeBudgets, error) {
	version, err := s.CatalogVersion(ctx)
	if err != nil {
		return nil, err
	}
	if s.rm == nil {
		return nil, errNoReadModel
	}
	if presets, ok := s.rm.BudgetPresets(ctx, version); ok {
		return presets, nil
	}
	return []garihaat.TypeBudgets{{Ranges: garihaat.PredefinedBudgets}}, nil
}

// refreshSearchTexts writes again the search text of the vehicles where
// cond holds (alias v), as writeVehicle makes it: titles, brand, model
// and the place's words — after a brand's names or a depot's district
// changed. The write names no vehicle, so the list index is made anew.
func (t *Tx) refreshSearchTexts(ctx context.Context, cond string, arg any) error {
	rows, err := t.Query(ctx, `SELECT v.id, v.title, v.title_bn, b.name, b.name_bn, v.model, v.model_bn, v.district, v.area,
			COALESCE((SELECT a.district FROM attributes a WHERE a.id = v.depot_id), '')
		FROM vehicles v JOIN brands b ON b.id = v.brand_id WHERE `+cond, arg)
	if err != nil {
		return err
	}
	type row struct {
		id   int64
		text string
	}
	var updates []row
	for rows.Next() {
		var id int64
		var p [9]string
		if err := rows.Scan(&id, &p[0], &p[1], &p[2], &p[3], &p[4], &p[5], &p[6], &p[7], &p[8]); err != nil {
			rows.Close()
			return err
		}
		district := p[6]
		if district == "" {
			district = p[8]
		}
		updates = append(updates, row{id, sqldb.SearchText(p[0], p[1], p[2], p[3], p[4], p[5], sqldb.PlaceWords(district, p[7]))})
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, u := range updates {
		if _, err := t.Exec(ctx, `UPDATE vehicles SET search_text = ? WHERE id = ? AND search_text <> ?`, u.text, u.id, u.text); err != nil {
			return err
		}
	}
	return nil
}
