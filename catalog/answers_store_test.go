package catalog_test

import (
	"context"
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
	"garihaat/stored"
)

func ptr(n int64) *int64 { return &n }

// fieldEdits gives each field of garihaat.VehicleInput, by its path, a new
// valid value (the fixture's lookups: colours 1–2, fuels 3–4, depots 5–6,
// body type 7, tonnage 8). A field added to the input without an entry
// fails TestEveryFieldEditChangesTheAnswers: whatever staff can edit must
// reach the public answers at once. A nil entry names a field another test
// covers.
var fieldEdits = map[string]any{
	"Title": "Tata Ultra Edited", "Description": "Edited description.", "CashPrice": int64(950_000),
	"InstallmentPrice": int64(1_100_000), "OfferEndsAt": storetest.Now.AddDate(0, 0, 9).Format("2006-01-02"),
	"Condition": garihaat.ConditionResale, "Year": 2020, "BrandID": int64(2), "TypeID": int64(3),
	"BodyTypeID": ptr(7), "ColorID": ptr(2), "FuelTypeID": ptr(4), "DepotLocationID": ptr(6), "TonnageID": ptr(8),
	"BidMode": garihaat.BidOpen, "MinOfferCash": ptr(500_000), "MinOfferInstall": ptr(600_000),
	"Finance":         &garihaat.FinancePlan{MinDownPercent: 35, Months: []int{12, 24}, BankRatePercent: 11},
	"Status":          nil, // TestEveryStateHasItsAudience and TestSoldStaysSold
	"Technical.GVWKg": int64(16_200), "Technical.EnginePowerHP": int64(180), "Technical.EngineCC": int64(5_600),
	"Technical.WheelbaseMM": int64(4_200), "Technical.Axles": "6x2", "Technical.Seats": int64(3),
	"Technical.PayloadKg":  nil, // read from the tonnage, never stored (TonnageID's edit covers it)
	"Specifications.Model": "Ultra T.7", "Specifications.RegistrationDocuments": "on",
	"Specifications.RegistrationNumber": "DHAKA METRO-TA 11-2233", "Specifications.EngineNumber": "ENG-77",
	"Specifications.ChassisNumber": "CH-88", "Specifications.Odometer": garihaat.FlexString("12000"),
	"Features":            garihaat.Features{"safety": {"ABS"}},
	"BnTranslation.Title": "টাটা আল্ট্রা সম্পাদিত", "BnTranslation.Description": "সম্পাদিত বর্ণনা।",
	"BnTranslation.Specifications.Model": "আল্ট্রা টি.৭", "BnTranslation.Specifications.RegistrationNumber": "ঢাকা মেট্রো-ট ১১-২২৩৩",
	"BnTranslation.Features": garihaat.Features{"safety": {"এবিএস"}},
}

// listedFields are the fields a list card shows.
var listedFields = map[string]bool{"Title": true, "BnTranslation.Title": true, "CashPrice": true,
	"InstallmentPrice": true, "OfferEndsAt": true, "Year": true, "DepotLocationID": true, "Specifications.Odometer": true}

// leafFields lists VehicleInput's fields by path, nested structs opened.
func leafFields(t reflect.Type, prefix string) []string {
	var out []string
	for _, f := range reflect.VisibleFields(t) {
		if f.Type.Kind() == reflect.Struct {
			out = append(out, leafFields(f.Type, prefix+f.Name+".")...)
		} else {
			out = append(out, prefix+f.Name)
		}
	}
	return out
}

// TestEveryFieldEditChangesTheAnswers edits every field of a published
// vehicle in turn through the back office, and its photos, and checks that
// each edit reaches the public detail, the stored detail's revision (which
// the revision triggers keep: a column missing from their list keeps
// serving the old answer), the catalogue version and, for the fields a
// card shows, the list row by SQL and by a rebuilt index.
func TestEveryFieldEditChangesTheAnswers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		v := publish(t, s, "Tata Ultra", "ans1")
		in := draft("Tata Ultra")
		in.Status = garihaat.VehiclePublished
		type seen struct {
			detail, row     string
			revision, catal int64
		}
		look := func() seen {
			t.Helper()
			src, err := (stored.Over{Catalog: storetest.Catalog(s)}).VehiclesForDetail(ctx, []string{v.ProductSlug})
			if err != nil || len(src) != 1 {
				t.Fatalf("%d details, %v", len(src), err)
			}
			d, rev := src[0].Vehicle, src[0].Revision
			d.ID = 0 // the detail as a visitor compares it
			ver, err := s.CatalogVersion(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return seen{detail: mustJSON(t, d), row: listRow(t, s, v.ID), revision: rev, catal: ver}
		}
		check := func(what string, listed bool, edit func() error) {
			t.Helper()
			before := look()
			if err := edit(); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			after := look()
			switch {
			case after.detail == before.detail:
				t.Errorf("%s: the public detail did not change", what)
			case after.revision <= before.revision:
				t.Errorf("%s: the revision stayed %d: the stored detail would be served stale (revision triggers)", what, after.revision)
			case after.catal <= before.catal:
				t.Errorf("%s: the catalogue version did not move", what)
			case listed && after.row == before.row:
				t.Errorf("%s: the list row did not change", what)
			case !listed && after.row != before.row:
				t.Errorf("%s: the list row changed: %s → %s (add it to listedFields)", what, before.row, after.row)
			}
			// The change log names this vehicle alone, so what follows the
			// catalogue redoes its work for it alone (issue 33).
			if ch, err := s.ChangesSince(ctx, before.catal); err != nil || ch.All || !slices.Equal(ch.Vehicles, []int64{v.ID}) {
				t.Errorf("%s: changes since the edit %+v %v", what, ch, err)
			}
		}
		for _, path := range leafFields(reflect.TypeFor[garihaat.VehicleInput](), "") {
			value, ok := fieldEdits[path]
			if !ok {
				t.Fatalf("VehicleInput.%s has no entry in fieldEdits: give it one (and list its column in the revision triggers)", path)
			}
			if value == nil {
				continue
			}
			field := reflect.ValueOf(&in).Elem().FieldByName(path[:firstDot(path)])
			for rest := path; firstDot(rest) < len(rest); {
				rest = rest[firstDot(rest)+1:]
				field = field.FieldByName(rest[:firstDot(rest)])
			}
			field.Set(reflect.ValueOf(value))
			check(path, listedFields[path], func() error { _, err := s.UpdateVehicle(ctx, staff, v.ID, in); return err })
		}
		var second garihaat.VehicleImage
		check("a new photo", false, func() (err error) { second, err = s.AddVehicleImage(ctx, staff, v.ID, photo("ans2")); return err })
		check("photos reordered (new cover)", true, func() error {
			cur, err := s.AdminVehicle(ctx, v.ID)
			if err != nil {
				return err
			}
			return s.ReorderVehicleImages(ctx, staff, v.ID, []int64{second.ID, cur.Images[0].ID})
		})
		check("a photo deleted", true, func() error {
			cur, err := s.AdminVehicle(ctx, v.ID)
			if err != nil {
				return err
			}
			return s.DeleteVehicleImage(ctx, staff, v.ID, cur.Images[0].ID)
		})
	})
}

func firstDot(s string) int {
	for i := range len(s) {
		if s[i] == '.' {
			return i
		}
	}
	return len(s)
}

// listRow is the vehicle's card in the SQL list and, rebuilt for the
// current version, in the list index: the two must agree.
func listRow(t *testing.T, s *store.Store, id int64) string {
	t.Helper()
	ctx := context.Background()
	f := garihaat.VehicleFilter{Page: 1, PerPage: 100}
	byID := func(p garihaat.VehiclePage) string {
		for _, v := range p.Products {
			if v.ID == id {
				b, _ := json.Marshal(v)
				return string(b)
			}
		}
		return ""
	}
	sqlPage, err := storetest.Catalog(s).VehiclesSQL(ctx, f)
	if err != nil {
		t.Fatal(err)
	}
	if err := storetest.Catalog(s).AwaitListIndex(ctx); err != nil {
		t.Fatal(err)
	}
	ixPage, err := storetest.Catalog(s).Vehicles(ctx, f)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := byID(sqlPage), byID(ixPage); a != b {
		t.Fatalf("list row by SQL %s, by the index %s", a, b)
	}
	return byID(sqlPage)
}
