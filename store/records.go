package store

import (
	"context"
	"strings"

	"garihaat"
	"garihaat/store/sqldb"
)

// The back office's small lists, described by garihaat.Resources: field
// names are column names, so one set of statements serves them all. Table
// and column names come only from those descriptions, never from a request.

// The attribute kind "depot" is "depot_location" in the API (the public
// filter calls it that too).
func kindToDB(k any) any {
	if k == "depot_location" {
		return garihaat.KindDepot
	}
	return k
}

func kindFromDB(k any) any {
	if k == garihaat.KindDepot {
		return "depot_location"
	}
	return k
}

func columns(r garihaat.Resource) []string {
	cols := make([]string, len(r.Fields))
	for i, f := range r.Fields {
		cols[i] = f.Name
	}
	return cols
}

// Records lists every row of r in display order; kind filters attributes.
func (s *BackOffice) Records(ctx context.Context, r garihaat.Resource, kind string) ([]garihaat.Record, error) {
	var out []garihaat.Record
	err := s.tx(ctx, func(tx *Tx) error {
		where, args := "", []any{}
		if r.Name == "attributes" && kind != "" {
			where, args = " WHERE kind = ?", append(args, kindToDB(kind))
		}
		var err error
		out, err = tx.records(ctx, r, where+" ORDER BY sort_order, id", args...)
		return err
	})
	return out, err
}

func (t *Tx) records(ctx context.Context, r garihaat.Resource, tail string, args ...any) ([]garihaat.Record, error) {
	cols := columns(r)
	rows, err := t.Query(ctx, `SELECT id, `+strings.Join(cols, ", ")+` FROM `+r.Table+tail, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []garihaat.Record{}
	for rows.Next() {
		vals := make([]any, len(cols)+1)
		var id int64
		vals[0] = &id
		for i, f := range r.Fields {
			if f.Kind == garihaat.FieldInt {
				vals[i+1] = new(int64)
			} else {
				vals[i+1] = new(string)
			}
		}
		if err := rows.Scan(vals...); err != nil {
			return nil, err
		}
		rec := garihaat.Record{"id": id}
		for i, c := range cols {
			switch v := vals[i+1].(type) {
			case *int64:
				rec[c] = *v
			case *string:
				rec[c] = *v
			}
		}
		if r.Name == "attributes" {
			rec["kind"] = kindFromDB(rec["kind"])
		}
		out = append(out, rec)
	}
	return out, rows.Err()
}

func (t *Tx) record(ctx context.Context, r garihaat.Resource, id int64) (garihaat.Record, error) {
	recs, err := t.records(ctx, r, " WHERE id = ?", id)
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		return nil, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNotFound)
	}
	return recs[0], nil
}

func values(r garihaat.Resource, rec garihaat.Record) []any {
	out := make([]any, len(r.Fields))
	for i, f := range r.Fields {
		out[i] = rec[f.Name]
		if f.Name == "kind" {
			out[i] = kindToDB(out[i])
		}
	}
	return out
}

// CreateRecord inserts rec (validated by r.Validate) and returns the row.
func (s *BackOffice) CreateRecord(ctx context.Context, a garihaat.Actor, r garihaat.Resource, rec garihaat.Record) (garihaat.Record, error) {
	var out garihaat.Record
	err := s.adminWrite(ctx, func(tx *Tx) error {
		cols := columns(r)
		id, err := tx.InsertID(ctx, `INSERT INTO `+r.Table+` (`+strings.Join(cols, ", ")+`) VALUES (`+sqldb.Marks(len(cols))+`)`, values(r, rec)...)
		if err != nil {
			return err
		}
		if out, err = tx.record(ctx, r, id); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "create", r.Entity, id, nil, out)
	})
	return out, err
}

// UpdateRecord replaces every field of row id with rec.
func (s *BackOffice) UpdateRecord(ctx context.Context, a garihaat.Actor, r garihaat.Resource, id int64, rec garihaat.Record) (garihaat.Record, error) {
	var out garihaat.Record
	err := s.adminWrite(ctx, func(tx *Tx) error {
		before, err := tx.record(ctx, r, id)
		if err != nil {
			return err
		}
		set := strings.Join(columns(r), " = ?, ") + " = ?"
		if _, err := tx.Exec(ctx, `UPDATE `+r.Table+` SET `+set+` WHERE id = ?`, append(values(r, rec), id)...); err != nil {
			return err
		}
		if r.Name == "brands" {
			// Search covers the brand's names: keep its vehicles findable.
			if err := tx.refreshSearchText(ctx, id); err != nil {
				return err
			}
		}
		if r.Name == "attributes" && before["district"] != rec["district"] {
			// and its depot's district (issue 50): "bus dhaka".
			if err := tx.refreshSearchTexts(ctx, `v.depot_id = ?`, id); err != nil {
				return err
			}
		}
		if out, err = tx.record(ctx, r, id); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "update", r.Entity, id, before, out)
	})
	return out, err
}

// usedBy is, per lookup table, which vehicles use a row of it.
var usedBy = map[string]string{
	"brands":        "brand_id = ?",
	"vehicle_types": "type_id = ?",
	"attributes":    "? IN (body_type_id, color_id, fuel_type_id, depot_id, tonnage_id)",
}

// DeleteRecord removes row id; one still used by a vehicle is a 409 that
// says how many use it (issue 32: "in use" alone left the clerk guessing).
func (s *BackOffice) DeleteRecord(ctx context.Context, a garihaat.Actor, r garihaat.Resource, id int64) error {
	return s.adminWrite(ctx, func(tx *Tx) error {
		before, err := tx.record(ctx, r, id)
		if err != nil {
			return err
		}
		if cond, ok := usedBy[r.Table]; ok {
			var n int
			if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM vehicles WHERE `+cond, id).Scan(&n); err != nil {
				return err
			}
			switch {
			case n == 1:
				return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgOneVehicleUsesIt, r.Entity)
			case n > 1:
				return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgVehiclesUseChangeDeleteThem, n, r.Entity)
			}
		}
		if _, err := tx.Exec(ctx, `DELETE FROM `+r.Table+` WHERE id = ?`, id); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "delete", r.Entity, id, before, nil)
	})
}

// refreshSearchText rewrites the search text of a brand's vehicles after
// the brand's names changed.
func (t *Tx) refreshSearchText(ctx context.Context, brandID int64) error {
	return t.refreshSearchTexts(ctx, `v.brand_id = ?`, brandID)
}
