package catalog_test

import (
	"context"
	"strings"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/demo"
	"garihaat/store/storetest"
)

// TestSuggestions: what the search box offers while typing — brands and
// types whose names begin as typed in either script, models and vehicles
// the search finds (a typo forgiven), at most 8, in the visitor's language.
func TestSuggestions(t *testing.T) {
	s, version := mustDemoVersion(t)
	ctx := context.Background()
	suggest := func(q, lang string) []garihaat.Suggestion {
		t.Helper()
		list, err := storetest.Catalog(s).Suggestions(ctx, version, q, lang)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) > garihaat.MaxSuggestions {
			t.Errorf("%q: %d suggestions", q, len(list))
		}
		return list
	}
	has := func(list []garihaat.Suggestion, kind, label, href string) bool {
		for _, s := range list {
			if s.Kind == kind && s.Label == label && (href == "" || s.Href == href) {
				return true
			}
		}
		return false
	}
	for _, tc := range []struct {
		q, lang, kind, label, href string
	}{
		{"ta", "en", garihaat.SuggestBrand, "Tata", "/vehicles/tata"},
		{"ta", "bn", garihaat.SuggestBrand, "টাটা", "/vehicles/tata"},
		{"টা", "en", garihaat.SuggestBrand, "Tata", ""},
		{"isuz", "en", garihaat.SuggestBrand, "Isuzu", ""},
		{"isuzo", "en", garihaat.SuggestBrand, "Isuzu", ""}, // a typo
		{"pika", "bn", garihaat.SuggestType, "পিকআপ", ""},   // Bangla typed in Latin letters
		{"truck", "en", garihaat.SuggestType, "Truck", "/all-vehicles?vehicleType=2"},
		{"hilux", "en", garihaat.SuggestModel, "Toyota Hilux Revo Pickup", "/vehicles/query/Toyota%20Hilux%20Revo%20Pickup"},
		{"হাইলাক্স", "bn", garihaat.SuggestModel, "টয়োটা হাইলাক্স রেভো পিকআপ", ""},
	} {
		if list := suggest(tc.q, tc.lang); !has(list, tc.kind, tc.label, tc.href) {
			t.Errorf("%q (%s): no %s %q %s in %+v", tc.q, tc.lang, tc.kind, tc.label, tc.href, list)
		}
	}
	if list := suggest("hilux", "en"); !strings.HasPrefix(list[len(list)-1].Href, "/vehicle-details/") {
		t.Errorf("hilux: no vehicle after the models: %+v", list)
	}
	for _, kind := range []string{garihaat.SuggestBrand, garihaat.SuggestType} {
		for _, s := range suggest("hil", "en") {
			if s.Kind == kind {
				t.Errorf("hil suggested the %s %q (a sound of three letters begins too much)", kind, s.Label)
			}
		}
	}
	for _, q := range []string{"", "t", "  ", "zzzzqq"} {
		if list := suggest(q, "en"); len(list) != 0 {
			t.Errorf("%q suggested %+v", q, list)
		}
	}
}

// mustDemoVersion is a store holding the demo catalogue, and its version.
func mustDemoVersion(t *testing.T) (*store.Store, int64) {
	t.Helper()
	s := storetest.MustOpenSQLite(t)
	ctx := context.Background()
	if _, err := s.Seed(ctx, demo.Catalog(storetest.Now)); err != nil {
		t.Fatal(err)
	}
	version, err := s.CatalogVersion(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return s, version
}
