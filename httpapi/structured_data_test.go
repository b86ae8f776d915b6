package httpapi_test

import (
	"encoding/json"
	"slices"
	"testing"

	"garihaat"
	"garihaat/seo/schemaorg"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestStructuredDataIsSchemaOrg reads the JSON-LD of the first paint of
// the home page, the help page, a list and a vehicle page (one with every
// technical figure), in both languages, and checks it offline against
// schema.org's vocabulary — every type and property exists and fits where
// it stands — and against what Google's rich results require of it
// (package seo/schemaorg).
func TestStructuredDataIsSchemaOrg(t *testing.T) {
	vocab, err := schemaorg.Load()
	if err != nil {
		t.Fatal(err)
	}
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		storetest.EditVehicle(t, s, 1, func(in *garihaat.VehicleInput) {
			in.Technical = garihaat.Technical{GVWKg: 16_200, EnginePowerHP: 180, EngineCC: 5_883, WheelbaseMM: 4_800, Axles: "4x2", Seats: 3}
			in.Specifications.Odometer = "12000"
		})
		for _, c := range []struct {
			target string
			types  []string // the rich results the page must carry
		}{
			{"/", []string{"AutoDealer", "WebSite"}},
			{"/help", []string{"AutoDealer", "FAQPage", "BreadcrumbList"}},
			{"/all-vehicles", []string{"ItemList", "BreadcrumbList"}},
			{"/vehicles/tata", []string{"ItemList", "BreadcrumbList"}},
			{"/vehicle-details/tata-lpt-1613-1", []string{"Vehicle", "BreadcrumbList"}},
		} {
			for _, lang := range []string{"", "?lang=en"} {
				target := c.target + lang
				p := getPage(t, h, target)
				if p.status != 200 {
					t.Fatalf("%s: HTTP %d", target, p.status)
				}
				var types []string
				for _, doc := range p.ld {
					types = append(types, schemaorg.Types(doc)...)
					for _, problem := range append(vocab.Check(doc), vocab.RichResults(doc)...) {
						b, _ := json.Marshal(doc)
						t.Errorf("%s: %s\n%s", target, problem, b)
					}
				}
				for _, want := range c.types {
					if !slices.Contains(types, want) {
						t.Errorf("%s: no %s among %v", target, want, types)
					}
				}
			}
		}
	})
}
