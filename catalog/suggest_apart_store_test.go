package catalog_test

import (
	"context"
	"testing"

	"garihaat"
	"garihaat/store/storetest"
)

// TestSuggestionsTellRepeatsApart: vehicles whose suggestions would read
// the same title say what tells them apart — year, price, depot — so a
// visitor does not pick between identical lines (issue 50, item 5).
func TestSuggestionsTellRepeatsApart(t *testing.T) {
	s, version := mustDemoVersion(t)
	ctx := context.Background()
	repeats := 0
	for _, q := range []string{"hilux", "tata", "isuzu", "bolero", "ashok", "bus", "truck", "mahindra", "হাইলাক্স", "টাটা"} {
		for _, lang := range []string{"en", "bn"} {
			list, err := storetest.Catalog(s).Suggestions(ctx, version, q, lang)
			if err != nil {
				t.Fatal(err)
			}
			titles := map[string]int{}
			for _, sg := range list {
				if sg.Kind == garihaat.SuggestVehicle {
					titles[sg.Label]++
				}
			}
			seen := map[string]bool{}
			for _, sg := range list {
				if sg.Kind != garihaat.SuggestVehicle || titles[sg.Label] < 2 {
					continue
				}
				repeats++
				line := sg.Label + " | " + sg.Detail
				if sg.Detail == "" || seen[line] {
					t.Errorf("%q (%s): %q twice with nothing telling them apart (%q)", q, lang, sg.Label, sg.Detail)
				}
				seen[line] = true
			}
		}
	}
	if repeats == 0 {
		t.Fatal("no query suggested one title twice: the test proves nothing")
	}
}
