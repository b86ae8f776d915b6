package store_test

import (
	"context"
	"io"
	"strings"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestImportTechnicalFigures: the CSV carries the technical figures (issue
// 50) both ways. An older file without their columns leaves them as they
// are; figures in Bengali digits are read; one out of the editor's bounds
// rejects its row with the editor's own message, in either language, and
// nothing of the file is written; a new vehicle takes them; and the
// export, imported, changes nothing.
func TestImportTechnicalFigures(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		figures := garihaat.Technical{GVWKg: 16_200, EnginePowerHP: 180, EngineCC: 5_883, WheelbaseMM: 4_800, Axles: "4x2"}
		storetest.EditVehicle(t, s, 1, func(in *garihaat.VehicleInput) { in.Technical = figures })
		load := func(file string, dryRun bool) garihaat.ImportReport {
			t.Helper()
			rows, err := garihaat.ParseVehicleCSV(strings.NewReader(file))
			if err != nil {
				t.Fatal(err)
			}
			rep, err := s.ImportVehicles(ctx, staff, rows, dryRun)
			if err != nil {
				t.Fatal(err)
			}
			return rep
		}
		technical := func(id int64) garihaat.Technical {
			t.Helper()
			v, err := s.AdminVehicle(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			return v.Technical
		}

		if rep := load("id,cash_price\n1,2400000\n", false); !rep.Written {
			t.Fatalf("an older file: %+v", rep)
		}
		if got := technical(1); got != figures {
			t.Errorf("a file without the figures' columns changed them: %+v, want %+v", got, figures)
		}

		// Bengali digits with a lakh comma, an axle written with ×, and an
		// empty cell: the clerk cleared the displacement.
		if rep := load("id,gvw_kg,axle_config,engine_cc,seats\n1,\"১৬,৫০০\",6×4,,৩\n", false); !rep.Written {
			t.Fatalf("figures in Bengali digits: %+v", rep)
		}
		figures = garihaat.Technical{GVWKg: 16_500, EnginePowerHP: 180, WheelbaseMM: 4_800, Axles: "6x4", Seats: 3}
		if got := technical(1); got != figures {
			t.Errorf("read %+v, want %+v", got, figures)
		}

		// One bad row refuses the file: each bad cell named by its column
		// with the editor's sentence, a cell that is no number said so.
		rep := load("id,gvw_kg,seats,axle_config,wheelbase_mm\n1,70000,91,5x5,4200\n2,abc,-3,,\n3,9000,,,\n", false)
		if rep.Written || rep.Valid != 1 || rep.Invalid != 2 {
			t.Fatalf("a file with bad figures: %+v", rep)
		}
		bad, worse := rep.Rows[0].Errors, rep.Rows[1].Errors
		for col, msg := range map[string]string{"gvw_kg": garihaat.MsgGVWBetween, "seats": garihaat.MsgSeatsBetween,
			"axle_config": garihaat.MsgAxleConfigUnknown} {
			if len(bad[col]) != 1 || bad[col][0] != msg {
				t.Errorf("%s: %v, want %s", col, bad[col], msg)
			}
		}
		if bad["wheelbase_mm"] != nil || bad["technical.gvw_kg"] != nil {
			t.Errorf("errors named by the editor's fields, or a good cell refused: %v", bad)
		}
		if garihaat.Say("bn", bad["gvw_kg"][0]) != "মোট ওজন ৩০০ থেকে ৬০,০০০ কেজির মধ্যে দিন।" ||
			garihaat.Say("en", bad["gvw_kg"][0]) != "Gross vehicle weight must be between 300 and 60,000 kg." {
			t.Errorf("the weight's message: %q", bad["gvw_kg"][0])
		}
		if len(worse["gvw_kg"]) != 1 || worse["gvw_kg"][0] != garihaat.MsgWholeNumber ||
			len(worse["seats"]) != 1 || worse["seats"][0] != garihaat.MsgNotNegative {
			t.Errorf("cells that are no figure: %v", worse)
		}
		if got := technical(1); got != figures {
			t.Errorf("a refused file changed vehicle 1: %+v", got)
		}
		if got := technical(3); got != (garihaat.Technical{}) {
			t.Errorf("a refused file wrote its good row: %+v", got)
		}

		// A new vehicle with its figures.
		rep = load("title,title_bn,brand,type,tonnage,cash_price,installment_price,offer_ends_at,status,gvw_kg,engine_power_hp,seats,axle_config\n"+
			"Tata Signa 1923,টাটা সিগনা ১৯২৩,Tata,Truck,5 Ton,3000000,3200000,2026-04-01,draft,18500,230,3,6X4\n", false)
		if !rep.Written {
			t.Fatalf("a new vehicle: %+v", rep)
		}
		if got := technical(rep.Rows[0].ID); got != (garihaat.Technical{GVWKg: 18_500, EnginePowerHP: 230, Seats: 3, Axles: "6x4"}) {
			t.Errorf("the new vehicle's figures: %+v", got)
		}

		// Export → import → export is the same file.
		export := func() string {
			t.Helper()
			var all []garihaat.CSVRow
			if err := s.ExportVehicles(ctx, func(r garihaat.CSVRow) error { all = append(all, r); return nil }); err != nil {
				t.Fatal(err)
			}
			var buf strings.Builder
			if err := writeVehicleCSV(&buf, all); err != nil {
				t.Fatal(err)
			}
			return buf.String()
		}
		first := export()
		if !strings.Contains(first, ",16500,180,,4800,6x4,3\n") {
			t.Errorf("the export lacks vehicle 1's figures:\n%s", first)
		}
		if rep := load(first, false); !rep.Written || rep.Invalid != 0 {
			t.Fatalf("the export imported: %+v", rep)
		}
		if again := export(); again != first {
			t.Errorf("the export imported changed the catalogue:\n%s\nthen\n%s", first, again)
		}
	})
}

// writeVehicleCSV writes rows as the back office's export does, row by row.
func writeVehicleCSV(w io.Writer, rows []garihaat.CSVRow) error {
	cw, err := garihaat.NewVehicleCSVWriter(w)
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
