package garihaat

import (
	"encoding/csv"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The vehicle CSV is what staff edit in a spreadsheet: one vehicle a row,
// lookups by their English name (as the back office shows them), UTF-8 with
// Bangla. Export writes the same columns, so export → edit → import is a
// round trip: a row with an id updates that vehicle, a row without one
// creates a vehicle. Photos and features are kept as they are (a CSV cell
// is no place for them). The technical figures (issue 50) come last, named
// as the API names them, each empty when nobody said; the payload is the
// tonnage column.
var CSVHeader = []string{
	"id", "status", "condition", "title", "title_bn", "description", "description_bn",
	"brand", "type", "body_type", "color", "fuel_type", "depot_location", "tonnage",
	"model", "model_bn", "year", "cash_price", "installment_price", "offer_ends_at",
	"registration_documents", "registration_number", "registration_number_bn",
	"engine_number", "chassis_number", "odometer",
	"gvw_kg", "engine_power_hp", "engine_cc", "wheelbase_mm", "axle_config", "seats",
}

// MaxCSVRows bounds one import.
const MaxCSVRows = 5000

// CSVRow is one vehicle of the CSV. The lookups are names; the store turns
// them into ids.
type CSVRow struct {
	Line                                          int // 2 for the first data row
	ID                                            int64
	Brand, Type, BodyType, Color, FuelType, Depot string
	Tonnage                                       string
	Input                                         VehicleInput
	// Errors are the cells that could not be read, by column (a year of
	// "20x1" is an error, never a year 0).
	Errors Validation
	cells  map[string]string
}

// ImportRowResult is the report of one row.
type ImportRowResult struct {
	Line   int                 `json:"line"`
	ID     int64               `json:"id,omitempty"` // the vehicle written (or updated)
	Action string              `json:"action"`       // create, update or error
	Title  string              `json:"title"`
	Errors map[string][]string `json:"errors,omitempty"`
}

// ImportReport is the answer of an import: every row, and whether anything
// was written (never when a row has an error, nor on a dry run).
type ImportReport struct {
	DryRun  bool              `json:"dry_run"`
	Written bool              `json:"written"`
	Valid   int               `json:"valid"`
	Invalid int               `json:"invalid"`
	Rows    []ImportRowResult `json:"rows"`
}

// ParseVehicleCSV reads a vehicle CSV. The header must name the columns
// (in any order; unknown ones are refused so a typo is not silently
// dropped). Cell-level checks happen per row in the import.
func ParseVehicleCSV(r io.Reader) ([]CSVRow, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	header, err := cr.Read()
	if errors.Is(err, io.EOF) {
		return nil, FieldError("file", MsgFileEmpty)
	} else if err != nil {
		return nil, FieldError("file", MsgFileNotValidCsvFile)
	}
	for i, h := range header {
		h = strings.TrimSpace(strings.TrimPrefix(h, "\ufeff")) // spreadsheets add a BOM
		header[i] = h
		if !slices.Contains(CSVHeader, h) {
			return nil, FieldError("file", Msg(MsgUnknownColumn, h, strings.Join(CSVHeader, ", ")))
		}
	}
	if !slices.Contains(header, "title") && !slices.Contains(header, "id") {
		return nil, FieldError("file", MsgFileNeedsTitleColumnNew)
	}
	var out []CSVRow
	for line := 2; ; line++ {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, FieldError("file", Msg(MsgLineNotValidCSV, line))
		}
		if len(out) == MaxCSVRows {
			return nil, FieldError("file", MsgCSVRowsMost)
		}
		if len(rec) > len(header) {
			return nil, FieldError("file", Msg(MsgLineMoreCells, line))
		}
		cells := map[string]string{}
		blank := true
		for i, c := range rec {
			if !utf8.ValidString(c) {
				return nil, FieldError("file", MsgFileEncoding)
			}
			// A carriage return means nothing in a cell, and the CSV reader
			// drops one before a newline only sometimes (the fuzzer found
			// "\r\r\n" reading back as "\r\n", then as "\n"): lines end in "\n".
			c = strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(c, "\r\n", "\n"), "\r", "\n"))
			if len(c) > 1 && c[0] == '\'' && strings.ContainsRune(guarded, rune(c[1])) {
				c = c[1:] // the guard VehicleCSVWriter added
			}
			cells[header[i]] = c
			blank = blank && c == ""
		}
		if blank {
			continue
		}
		out = append(out, csvRow(line, cells))
	}
	if len(out) == 0 {
		return nil, FieldError("file", MsgFileNoRows)
	}
	return out, nil
}

func csvRow(line int, c map[string]string) CSVRow {
	errs := Validation{}
	num := func(name string) int64 {
		cell := strings.ReplaceAll(NormalizeDigits(c[name]), ",", "")
		if cell == "" {
			return 0
		}
		n, err := strconv.ParseInt(cell, 10, 64)
		switch {
		case err != nil && name == "year", n < 0 && name == "year":
			errs.Add(name, MsgYearForm)
		case err != nil:
			errs.Add(name, MsgWholeNumber)
		case n < 0:
			errs.Add(name, MsgNotNegative) // "-5" is a whole number; what is wrong is its sign
		}
		return n
	}
	row := CSVRow{Line: line, ID: num("id"), Brand: c["brand"], Type: c["type"], BodyType: c["body_type"], Color: c["color"],
		FuelType: c["fuel_type"], Depot: c["depot_location"], Tonnage: c["tonnage"], cells: c, Errors: errs}
	in := &row.Input
	in.Status, in.Condition = c["status"], c["condition"]
	in.Title, in.Description = c["title"], c["description"]
	in.BnTranslation.Title, in.BnTranslation.Description = c["title_bn"], c["description_bn"]
	in.Specifications.Model, in.BnTranslation.Specifications.Model = c["model"], c["model_bn"]
	in.Year = int(num("year"))
	in.CashPrice, in.InstallmentPrice = num("cash_price"), num("installment_price")
	in.OfferEndsAt = c["offer_ends_at"]
	in.Specifications.RegistrationDocuments = c["registration_documents"]
	in.Specifications.RegistrationNumber = c["registration_number"]
	in.BnTranslation.Specifications.RegistrationNumber = c["registration_number_bn"]
	in.Specifications.EngineNumber, in.Specifications.ChassisNumber = c["engine_number"], c["chassis_number"]
	in.Specifications.Odometer = FlexString(c["odometer"])
	// The figures are read as numbers here and bounded by the editor's
	// Validate in the import, so a CSV says what the form says.
	t := &in.Technical
	t.GVWKg, t.EnginePowerHP, t.EngineCC = num("gvw_kg"), num("engine_power_hp"), num("engine_cc")
	t.WheelbaseMM, t.Axles, t.Seats = num("wheelbase_mm"), c["axle_config"], num("seats")
	return row
}

// Has reports whether the row's file had column name (an update leaves the
// fields of missing columns as they are).
func (r CSVRow) Has(name string) bool {
	_, ok := r.cells[name]
	return ok
}

// VehicleCSVWriter writes the vehicle CSV a row at a time, so an export of
// the whole catalogue streams instead of being held in memory (100,000
// vehicles held whole took the server from 94 to 329 MB of RSS).
type VehicleCSVWriter struct{ w *guardedCSV }

// NewVehicleCSVWriter writes CSVHeader to w.
func NewVehicleCSVWriter(w io.Writer) (*VehicleCSVWriter, error) {
	g, err := newGuardedCSV(w, CSVHeader)
	return &VehicleCSVWriter{g}, err
}

// Write writes one row. A cell that a spreadsheet would run as a formula
// (=, +, -, @ first) is prefixed with ' (OWASP's advice against CSV
// injection), and so is one that starts with ' itself, so that the
// import, which takes one ' off, gives back every character.
func (v *VehicleCSVWriter) Write(r CSVRow) error { return v.w.write(r.record()) }

// Flush writes what is buffered.
func (v *VehicleCSVWriter) Flush() error { return v.w.flush() }

// guardedCSV is a CSV writer whose cells that a spreadsheet would run as a
// formula are prefixed with ' (every export's, so no export forgets it).
type guardedCSV struct{ cw *csv.Writer }

func newGuardedCSV(w io.Writer, header []string) (*guardedCSV, error) {
	cw := csv.NewWriter(w)
	return &guardedCSV{cw}, cw.Write(header)
}

func (g *guardedCSV) write(rec []string) error {
	for i, c := range rec {
		if c != "" && strings.ContainsRune(guarded, rune(c[0])) {
			rec[i] = "'" + c
		}
	}
	return g.cw.Write(rec)
}

func (g *guardedCSV) flush() error {
	g.cw.Flush()
	return g.cw.Error()
}

// guarded are the first characters export guards with a ': those that make
// a spreadsheet cell a formula, and the guard itself.
const guarded = "=+-@\t\r'"

// csvColumns name the editor's fields by the CSV columns a clerk sees.
var csvColumns = map[string]string{
	"brand_id": "brand", "type_id": "type", "body_type_id": "body_type", "color_id": "color", "fuel_type_id": "fuel_type",
	"depot_location_id": "depot_location", "tonnage_id": "tonnage", "bn_translation.title": "title_bn",
	"bn_translation.description": "description_bn", "specifications.model": "model",
	"bn_translation.specifications.model": "model_bn", "specifications.registration_documents": "registration_documents",
	"specifications.registration_number":                "registration_number",
	"bn_translation.specifications.registration_number": "registration_number_bn",
	"specifications.engine_number":                      "engine_number", "specifications.chassis_number": "chassis_number",
	"specifications.odometer": "odometer",
}

// CSVColumn is the CSV column of an editor's field (the field itself when
// the CSV has the same name; technical.seats is the column seats).
func CSVColumn(field string) string {
	if c, ok := csvColumns[field]; ok {
		return c
	}
	if c, ok := strings.CutPrefix(field, "technical."); ok {
		return c
	}
	return field
}

// FillFrom takes the cells of every column r's file did not have from cur,
// the vehicle as it is now: an update changes only the columns given.
func (r *CSVRow) FillFrom(cur CSVRow) {
	rec := cur.record()
	for i, h := range CSVHeader {
		if !r.Has(h) {
			r.cells[h] = rec[i]
		}
	}
	*r = csvRow(r.Line, r.cells)
}

// record is the row's cells in CSVHeader order.
func (r CSVRow) record() []string {
	in, t := r.Input, r.Input.Technical
	figure := func(n int64) string { // 0 is "nobody said": an empty cell, as the form shows it
		if n == 0 {
			return ""
		}
		return strconv.FormatInt(n, 10)
	}
	return []string{
		strconv.FormatInt(r.ID, 10), in.Status, in.Condition, in.Title, in.BnTranslation.Title, in.Description,
		in.BnTranslation.Description, r.Brand, r.Type, r.BodyType, r.Color, r.FuelType, r.Depot, r.Tonnage,
		in.Specifications.Model, in.BnTranslation.Specifications.Model, strconv.Itoa(in.Year),
		strconv.FormatInt(in.CashPrice, 10), strconv.FormatInt(in.InstallmentPrice, 10), in.OfferEndsAt,
		in.Specifications.RegistrationDocuments, in.Specifications.RegistrationNumber,
		in.BnTranslation.Specifications.RegistrationNumber, in.Specifications.EngineNumber,
		in.Specifications.ChassisNumber, string(in.Specifications.Odometer),
		figure(t.GVWKg), figure(t.EnginePowerHP), figure(t.EngineCC), figure(t.WheelbaseMM), t.Axles, figure(t.Seats),
	}
}
