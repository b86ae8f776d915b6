package alerts_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestAlertNamesItsDistrict: the alert SMS of a search filtered by a
// district names the district in the SMS's language, never by its code,
// whichever spelling the search's name was saved with (issue 50).
func TestAlertNamesItsDistrict(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		s.Now = func() time.Time { return storetest.Now }
		// The fixture's Chattogram depot is placed in Cox's Bazar.
		attrs, _ := garihaat.ResourceNamed("attributes")
		depots, err := s.Records(ctx, attrs, garihaat.KindDepot)
		if err != nil {
			t.Fatal(err)
		}
		var depot int64
		for _, d := range depots {
			if d["name"] == "Chattogram" {
				depot = d["id"].(int64)
				d["district"] = "coxs-bazar"
				if _, err := s.UpdateRecord(ctx, staff, attrs, depot, d); err != nil {
					t.Fatal(err)
				}
			}
		}
		if depot == 0 {
			t.Fatal("no Chattogram depot in the fixture")
		}
		bn, en := mustUser(t, s, "01711000051"), mustUser(t, s, "01711000052")
		for _, c := range []struct {
			user       int64
			name, lang string
		}{{bn.ID, "Truck · Coxs bazar", "bn"}, {en.ID, "ট্রাক · কক্সবাজার", "en"}} {
			if _, err := s.CreateSavedSearch(ctx, c.user, garihaat.SavedSearchInput{Name: to(c.name), Query: to("district=coxs-bazar"),
				Lang: c.lang}); err != nil {
				t.Fatal(err)
			}
		}
		// A vehicle is published at that depot: news for both.
		in := draft("Beach truck")
		in.DepotLocationID = &depot
		v, err := s.CreateVehicle(ctx, staff, in)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.AddVehicleImage(ctx, staff, v.ID, photo("beach")); err != nil {
			t.Fatal(err)
		}
		in.Status = garihaat.VehiclePublished
		if _, err := s.UpdateVehicle(ctx, staff, v.ID, in); err != nil {
			t.Fatal(err)
		}
		at := time.Date(2026, 3, 11, 10, 0, 0, 0, garihaat.Dhaka)
		if n, err := s.SendAlerts(ctx, at, garihaat.DefaultAlertHours, "https://garihaat.example"); err != nil || n != 2 {
			t.Fatalf("digests %d, %v", n, err)
		}
		want := map[string]string{bn.Phone: `"Truck · কক্সবাজার" ১টি নতুন গাড়ি`, en.Phone: `1 new for "ট্রাক · Cox's Bazar"`}
		msgs := sms(t, s)
		for _, m := range msgs {
			if !strings.Contains(m.Body, want[m.Phone]) || strings.Contains(m.Body, "coxs") || strings.Contains(m.Body, "Coxs") {
				t.Errorf("%s's alert: %q, want it to say %s", m.Phone, m.Body, want[m.Phone])
			}
		}
		if len(msgs) != 2 {
			t.Errorf("%d alerts, want 2: %+v", len(msgs), msgs)
		}
	})
}
