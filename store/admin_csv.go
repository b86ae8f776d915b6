package store

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"garihaat"
)

// errRollback ends a transaction whose work must not be kept (a dry run, or
// an import with a bad row) without reporting a failure.
var errRollback = errors.New("rollback")

// exportColumns are the CSV's columns (a var: the technical figures are
// technicalOf's, in the one order every read of them uses).
var exportColumns = `v.id, v.status, v.condition, v.title, v.title_bn, v.description, v.description_bn,
	b.name, t.name, COALESCE(bt.name, ''), COALESCE(c.name, ''), COALESCE(f.name, ''), COALESCE(d.name, ''), COALESCE(tn.name, ''),
	v.model, v.model_bn, v.year, v.cash_price, v.installment_price, v.offer_ends_at, v.registration_documents,
	v.registration_number, v.registration_number_bn, v.engine_number, v.chassis_number, v.odometer_km, ` + technicalOf("v.") + `
	FROM vehicles v JOIN brands b ON b.id = v.brand_id JOIN vehicle_types t ON t.id = v.type_id
	LEFT JOIN attributes bt ON bt.id = v.body_type_id LEFT JOIN attributes c ON c.id = v.color_id
	LEFT JOIN attributes f ON f.id = v.fuel_type_id LEFT JOIN attributes d ON d.id = v.depot_id
	LEFT JOIN attributes tn ON tn.id = v.tonnage_id`

func (t *Tx) exportRows(ctx context.Context, tail string, args ...any) ([]garihaat.CSVRow, error) {
	var out []garihaat.CSVRow
	err := t.eachExportRow(ctx, func(r garihaat.CSVRow) error { out = append(out, r); return nil }, tail, args...)
	return out, err
}

// eachExportRow hands the rows of exportColumns+tail to each, one at a time.
func (t *Tx) eachExportRow(ctx context.Context, each func(garihaat.CSVRow) error, tail string, args ...any) error {
	rows, err := t.Query(ctx, `SELECT `+exportColumns+tail, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var r garihaat.CSVRow
		var regDocs bool
		var odometer int64
		in := &r.Input
		if err := rows.Scan(append([]any{&r.ID, &in.Status, &in.Condition, &in.Title, &in.BnTranslation.Title, &in.Description,
			&in.BnTranslation.Description, &r.Brand, &r.Type, &r.BodyType, &r.Color, &r.FuelType, &r.Depot, &r.Tonnage,
			&in.Specifications.Model, &in.BnTranslation.Specifications.Model, &in.Year, &in.CashPrice, &in.InstallmentPrice,
			&in.OfferEndsAt, &regDocs, &in.Specifications.RegistrationNumber, &in.BnTranslation.Specifications.RegistrationNumber,
			&in.Specifications.EngineNumber, &in.Specifications.ChassisNumber, &odometer},
			technicalTargets(&in.Technical)...)...); err != nil {
			return err
		}
		in.Specifications.RegistrationDocuments = "off"
		if regDocs {
			in.Specifications.RegistrationDocuments = "on"
		}
		in.Specifications.Odometer = garihaat.FlexString(strconv.FormatInt(odometer, 10))
		if err := each(r); err != nil {
			return err
		}
	}
	return rows.Err()
}

// ExportVehicles implements garihaat.BackOffice: one read transaction, a
// row at a time. A seller's listing is in it once staff have published it:
// before, it is the seller's unfinished work (a draft may lack its prices,
// and its row could not be imported back).
func (s *BackOffice) ExportVehicles(ctx context.Context, each func(garihaat.CSVRow) error) error {
	return s.tx(ctx, func(tx *Tx) error {
		return tx.eachExportRow(ctx, each, ` WHERE v.seller_id IS NULL OR v.published_at IS NOT NULL ORDER BY v.id`)
	})
}

// ImportVehicles checks every row and, when all are valid and this is not
// a dry run, writes them in one transaction: a file is imported whole or
// not at all, so a bad row never leaves half a catalogue behind and the
// fixed file can simply be imported again.
func (s *BackOffice) ImportVehicles(ctx context.Context, a garihaat.Actor, rows []garihaat.CSVRow, dryRun bool) (garihaat.ImportReport, error) {
	rep := garihaat.ImportReport{DryRun: dryRun, Rows: []garihaat.ImportRowResult{}}
	err := s.adminWrite(ctx, func(tx *Tx) error {
		names, err := tx.lookupNames(ctx)
		if err != nil {
			return err
		}
		for _, row := range rows {
			res := tx.importRow(ctx, a, row, names)
			if res.Errors != nil {
				rep.Invalid++
			} else {
				rep.Valid++
			}
			rep.Rows = append(rep.Rows, res)
		}
		if dryRun || rep.Invalid > 0 {
			return errRollback
		}
		rep.Written = true
		return nil
	})
	if errors.Is(err, errRollback) {
		err = nil
	}
	return rep, err
}

// importRow validates and writes one row inside the import's transaction
// (a savepoint would not help: any bad row rolls the whole file back).
func (t *Tx) importRow(ctx context.Context, a garihaat.Actor, row garihaat.CSVRow, names lookupNames) garihaat.ImportRowResult {
	res := garihaat.ImportRowResult{Line: row.Line, ID: row.ID, Title: row.Input.Title, Action: "create"}
	// Errors are named by the columns a clerk sees (brand, not brand_id).
	fail := func(err error) garihaat.ImportRowResult {
		res.Action = "error"
		var e *garihaat.Error
		if errors.As(err, &e) && len(e.Fields) > 0 {
			res.Errors = map[string][]string{}
			for f, msgs := range e.Fields {
				res.Errors[garihaat.CSVColumn(f)] = append(res.Errors[garihaat.CSVColumn(f)], msgs...)
			}
		} else {
			res.Errors = map[string][]string{"row": {garihaat.ErrorSaid(err)}}
		}
		return res
	}
	var features, featuresBn garihaat.Features
	var before garihaat.AdminVehicle
	if row.ID > 0 {
		res.Action = "update"
		cur, err := t.exportRows(ctx, ` WHERE v.id = ?`, row.ID)
		if err != nil {
			return fail(err)
		}
		if len(cur) == 0 {
			return fail(&garihaat.Error{Code: garihaat.EINVALID, Fields: map[string][]string{"id": {garihaat.MsgNoVehicleId}}})
		}
		row.FillFrom(cur[0])
		res.Title = row.Input.Title
		if before, err = t.adminVehicle(ctx, row.ID); err != nil {
			return fail(err)
		}
		features, featuresBn = before.Features, before.BnTranslation.Features
		row.Input.BidMode, row.Input.MinOfferCash, row.Input.MinOfferInstall = before.BidMode, before.MinOfferCash, before.MinOfferInstall
		row.Input.Finance = before.Finance // not a CSV column: an import keeps the vehicle's plan
	}
	in := row.Input
	v := garihaat.Validation{} // by column: cells that could not be read, names not found
	for col, msgs := range row.Errors {
		v[col] = msgs
	}
	in.BrandID = names.id(v, "brand", "brand", row.Brand, true)
	in.TypeID = names.id(v, "type", "type", row.Type, true)
	ref := func(field, kind, name string) *int64 {
		if id := names.id(v, field, kind, name, false); id > 0 {
			return &id
		}
		return nil
	}
	in.BodyTypeID = ref("body_type", garihaat.KindBodyType, row.BodyType)
	in.ColorID = ref("color", garihaat.KindColor, row.Color)
	in.FuelTypeID = ref("fuel_type", garihaat.KindFuelType, row.FuelType)
	in.DepotLocationID = ref("depot_location", garihaat.KindDepot, row.Depot)
	in.TonnageID = ref("tonnage", garihaat.KindTonnage, row.Tonnage)
	// The editor's checks, but a column that could not be read or named
	// says that alone (a year of "20x1" is not "required").
	var e *garihaat.Error
	if errors.As(in.Validate(), &e) {
		for f, msgs := range e.Fields {
			if _, said := v[garihaat.CSVColumn(f)]; !said {
				v[garihaat.CSVColumn(f)] = msgs
			}
		}
	}
	if err := v.Err(garihaat.MsgCorrectHighlightedFields); err != nil {
		return fail(err)
	}
	in.Features, in.BnTranslation.Features = features, featuresBn
	var err error
	if row.ID > 0 {
		_, err = t.updateVehicleFrom(ctx, a, before, in, "import_update")
	} else {
		var created garihaat.AdminVehicle
		created, err = t.createVehicle(ctx, a, in, "import_create")
		res.ID = created.ID
	}
	if err != nil {
		if garihaat.ErrorCode(err) == garihaat.EINTERNAL {
			res.Action = "error"
			res.Errors = map[string][]string{"row": {garihaat.MsgInternalError}}
			return res
		}
		return fail(err)
	}
	return res
}

// lookupNames maps "kind\x00lower-case name" (English or Bangla) to ids.
type lookupNames map[string]int64

func (t *Tx) lookupNames(ctx context.Context) (lookupNames, error) {
	out := lookupNames{}
	rows, err := t.Query(ctx, `SELECT 'brand', id, name, name_bn FROM brands UNION ALL SELECT 'type', id, name, name_bn FROM vehicle_types
		UNION ALL SELECT kind, id, name, name_bn FROM attributes`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var kind, name, nameBn string
		var id int64
		if err := rows.Scan(&kind, &id, &name, &nameBn); err != nil {
			return nil, err
		}
		for _, n := range []string{name, nameBn} {
			if n != "" {
				out[kind+"\x00"+strings.ToLower(n)] = id
			}
		}
	}
	return out, rows.Err()
}

// id returns the id named name, adding a field error when it is unknown
// (or missing and required).
func (l lookupNames) id(v garihaat.Validation, field, kind, name string, required bool) int64 {
	if name == "" {
		if required {
			v.Add(field, garihaat.MsgFieldRequired)
		}
		return 0
	}
	id, ok := l[kind+"\x00"+strings.ToLower(name)]
	if !ok {
		v.Add(field, garihaat.Msg(garihaat.MsgUnknownName, name))
	}
	return id
}
