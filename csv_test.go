package garihaat

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
)

// Every character a clerk typed survives export → import: the guard
// against spreadsheet formulas is added on export and taken off on import,
// exactly (issue 26: a value that really began with ' lost it).
func TestCSVKeepsEveryCharacter(t *testing.T) {
	titles := []string{"'abc", "'=x", "=SUM(A1)", "''", "-5 ton", "plain", "@home", "'"}
	var rows []CSVRow
	for _, title := range titles {
		r := csvRow(2, map[string]string{"title": title})
		rows = append(rows, r)
	}
	var buf bytes.Buffer
	if err := writeVehicleCSV(&buf, rows); err != nil {
		t.Fatal(err)
	}
	back, err := ParseVehicleCSV(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range back {
		if r.Input.Title != titles[i] {
			t.Errorf("%q came back as %q", titles[i], r.Input.Title)
		}
	}
}

// A cell that is not a number is an error on its column, never a zero; a
// number in Bengali digits with lakh commas is read.
func TestCSVCellsThatAreNotNumbers(t *testing.T) {
	rows, err := ParseVehicleCSV(strings.NewReader("title,year,cash_price,installment_price\nTata,20x1,\"১২,০০,০০০\",abc\n"))
	if err != nil {
		t.Fatal(err)
	}
	r := rows[0]
	if r.Input.CashPrice != 1_200_000 || r.Errors["cash_price"] != nil {
		t.Errorf("cash price %d %v", r.Input.CashPrice, r.Errors)
	}
	if len(r.Errors["year"]) != 1 || len(r.Errors["installment_price"]) != 1 {
		t.Errorf("errors %v", r.Errors)
	}
}

// The technical figures (issue 50) are columns of their own: numbers in
// either script with lakh commas are read, a cell that is no whole number
// or is negative is an error on its column (never a zero), and export
// writes an unknown figure as an empty cell, which reads back as unknown.
func TestCSVTechnicalFigures(t *testing.T) {
	rows, err := ParseVehicleCSV(strings.NewReader("title,gvw_kg,engine_power_hp,engine_cc,wheelbase_mm,axle_config,seats\n" +
		"Tata,\"১৬,২০০\",180,5883,,6×4,3\n" +
		"Ashok,16.2 t,-5,,,,x\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := Technical{GVWKg: 16_200, EnginePowerHP: 180, EngineCC: 5_883, Axles: "6×4", Seats: 3}
	if got := rows[0].Input.Technical; got != want || len(rows[0].Errors) != 0 {
		t.Errorf("read %+v %v, want %+v", got, rows[0].Errors, want)
	}
	errs := rows[1].Errors
	if Say("en", errs["gvw_kg"][0]) != Say("en", MsgWholeNumber) || Say("en", errs["engine_power_hp"][0]) != Say("en", MsgNotNegative) ||
		len(errs["seats"]) != 1 || len(errs) != 3 {
		t.Errorf("errors %v", errs)
	}
	var buf bytes.Buffer
	if err := writeVehicleCSV(&buf, rows[:1]); err != nil {
		t.Fatal(err)
	}
	if line := strings.Split(buf.String(), "\n")[1]; !strings.HasSuffix(line, ",16200,180,5883,,6×4,3") {
		t.Errorf("written as %q", line)
	}
	// What the editor checks, the import checks: the same bounds and
	// messages, named by the CSV's columns.
	in := rows[0].Input
	in.Technical = Technical{GVWKg: 70_000, Seats: 91, Axles: "5x5"}
	var e *Error
	if !errors.As(in.Validate(), &e) {
		t.Fatal("figures out of bounds were taken")
	}
	for field, msg := range map[string]string{"technical.gvw_kg": MsgGVWBetween, "technical.seats": MsgSeatsBetween,
		"technical.axle_config": MsgAxleConfigUnknown} {
		if got := e.Fields[field]; len(got) != 1 || got[0] != msg || CSVColumn(field) != strings.TrimPrefix(field, "technical.") {
			t.Errorf("%s: %v (column %s)", field, got, CSVColumn(field))
		}
	}
}

// writeVehicleCSV writes rows as the back office's export does, row by row.
func writeVehicleCSV(w io.Writer, rows []CSVRow) error {
	cw, err := NewVehicleCSVWriter(w)
	if err != nil {
		return err
	}
	for _, r := range rows {
		if err := cw.Write(r); err != nil {
			return err
		}
	}
	return cw.Flush()
}
