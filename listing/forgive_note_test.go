package listing_test

import (
	"context"
	"strings"
	"testing"

	"garihaat"
	"garihaat/store/storetest"
)

// TestNoNoteWhenFoundAsTyped: a query whose results are what was typed —
// a model written without its hyphen or space — says nothing of what it
// "meant" ("isuzu dmax" once said "showing isuzu max"); a misspelling
// still does (issue 50, item 5).
func TestNoNoteWhenFoundAsTyped(t *testing.T) {
	s := mustDemoListing(t)
	ctx := context.Background()
	for _, tc := range []struct{ query, title, meant string }{
		{"isuzu dmax", "D-Max", ""},
		{"dmax", "D-Max", ""},
		{"LPT1613", "LPT 1613", ""},
		{"threewheeler", "Three-Wheeler", ""},
		{"isuzo dmax", "D-Max", "isuzu dmax"},
		{"hillux", "Hilux", "hilux"},
	} {
		page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Query: tc.query, Page: 1, PerPage: garihaat.MaxPageSize})
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Products) == 0 {
			t.Errorf("%q found nothing", tc.query)
		}
		for _, v := range page.Products {
			if !strings.Contains(v.Title, tc.title) {
				t.Errorf("%q found %q", tc.query, v.Title)
				break
			}
		}
		if page.Search.Meant != tc.meant || page.Search.Forgiven != (tc.meant != "") {
			t.Errorf("%q: note %+v, want meant %q", tc.query, page.Search, tc.meant)
		}
	}
}
