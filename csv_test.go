package garihaat

import (
	"bytes"
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
	if err := WriteVehicleCSV(&buf, rows); err != nil {
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
