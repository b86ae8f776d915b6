package listing_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/demo"
	"garihaat/store/storetest"
)

// TestForgivingSearch is issue 27's table: queries as buyers type them —
// misspelt, without spaces or hyphens, Bangla spelling variants, Unicode
// forms, Bangla typed in Latin letters, mixed scripts and digits — over
// the demo catalogue. Every vehicle a query finds must be one it meant
// (its English title holds want, or one of want's "|" alternatives), and
// it must find some. Exact queries keep their answers (listing's TestPage
// and store's comparison with SQL).
func TestForgivingSearch(t *testing.T) {
	s := mustDemoListing(t)
	ctx := context.Background()
	cases := []struct{ query, want string }{
		// Exact, as today.
		{"tata", "Tata"}, {"টাটা", "Tata"}, {"LPT 1613", "LPT 1613"}, {"hilux", "Hilux"}, {"বোলেরো", "Bolero"},
		// Misspelt.
		{"tatta", "Tata"}, {"isuzo", "Isuzu"}, {"isuju", "Isuzu"}, {"hillux", "Hilux"}, {"toyta", "Toyota"},
		{"tpyota", "Toyota"}, {"mahindar", "Mahindra"}, {"mahendra", "Mahindra"}, {"eichar", "Eicher"},
		{"bolero pikup", "Bolero"}, {"bollero", "Bolero"}, {"piagio", "Piaggio"}, {"dongfong", "DongFeng"},
		{"ashok leland", "Ashok Leyland"}, {"coster", "Coaster"}, {"maxximo", "Maxximo"}, {"maximo", "Maxima|Maxximo"}, // one letter from either
		{"supro", "Supro"}, {"suppro", "Supro"}, {"xenon", "Xenon"}, {"zenon", "Xenon"}, {"falkon", "Falcon"},
		// Model codes written together, apart, with hyphens or Bengali digits.
		{"LPT1613", "LPT 1613"}, {"lpt-1613", "LPT 1613"}, {"LPT১৬১৩", "LPT 1613"}, {"lpo1618", "LPO 1618"},
		{"dmax", "D-Max"}, {"d-max", "D-Max"}, {"nqr71", "NQR 71"}, {"ak1j", "AK1J"}, {"pro1049", "Pro 1049"},
		// Words written together.
		{"threewheeler", "Three-Wheeler"}, {"humanhauler", "Human Hauler"}, {"superace", "Super Ace"},
		{"hiluxrevo", "Hilux Revo"}, {"kingdeluxe", "King Deluxe"},
		// Bangla spelling variants and Unicode forms.
		{"পিকাপ", "Pickup"}, {"ট\u09DFোটা", "Toyota"}, {"হাইলাক্স রিভো", "Hilux"}, {"ইসুযু", "Isuzu"},
		{"মাহিন্দা", "Mahindra"}, {"ম্যাজিক\u200c", "Magic"},
		// Bangla typed in Latin letters, and English in Bangla letters.
		{"pikap", "Pickup"}, {"trak", "Truck"}, {"bas", "Bus|Boss"}, // বাস and বস sound alike
		{"ইসুজু", "Isuzu"}, {"হিনো", "Hino"},
		{"magic gari", ""}, {"bolero pikap", "Bolero"}, {"ডি ম্যাক্স", "D-Max"}, {"টাটা ace", "Ace"},
		// Mixed scripts and digits.
		{"tata ট্রাক", "Truck"}, {"টাটা truck", "Truck"}, {"hino ৫০০", "Hino 500"}, {"eicher প্রো", "Pro"},
		{"isuzu 2021", "Isuzu"},
		// More names as they are typed.
		{"ekomet", "Ecomet"}, {"captian", "Captain"}, {"ক্যাপটেন", "Captain"}, {"forlend", "Forland"}, {"star bus", "Starbus"},
	}
	if len(cases) < 60 {
		t.Fatalf("the table holds %d queries; the issue asks for 60", len(cases))
	}
	found := 0
	for _, tc := range cases {
		page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Query: tc.query, Page: 1, PerPage: garihaat.MaxPageSize})
		if err != nil {
			t.Fatal(err)
		}
		if tc.want == "" {
			continue // a query that may find nothing; it must not fail
		}
		ok := len(page.Products) > 0
		for _, v := range page.Products {
			meant := slices.ContainsFunc(strings.Split(tc.want, "|"), func(w string) bool {
				return strings.Contains(strings.ToLower(v.Title), strings.ToLower(w))
			})
			if !meant {
				ok = false
				t.Errorf("%q found %q, which is not a %s", tc.query, v.Title, tc.want)
				break
			}
		}
		if len(page.Products) == 0 {
			t.Errorf("%q found nothing; it means %s", tc.query, tc.want)
		}
		if ok {
			found++
		}
	}
	t.Logf("%d of %d queries found the vehicles they meant", found, len(cases))

	// The answer says when it was forgiven, and what it searched for.
	// Written together or apart as the vehicle's words are, it matched as typed (issue 50).
	for query, meant := range map[string]string{"tata": "", "hillux": "hilux", "LPT1613": "",
		"threewheeler": "", "isuzo": "isuzu"} {
		page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Query: query, Page: 1, PerPage: 1})
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case meant == "" && page.Search.Forgiven:
			t.Errorf("%q matched as typed, yet says %+v", query, page.Search)
		case meant != "" && (!page.Search.Forgiven || page.Search.Meant != meant):
			t.Errorf("%q: search note %+v, want it to have meant %q", query, page.Search, meant)
		}
	}
}

// mustDemoListing is a store holding the demo catalogue whose list index
// is built, so searches go through the index.
func mustDemoListing(t *testing.T) *store.Store {
	t.Helper()
	s := storetest.MustOpenSQLite(t)
	ctx := context.Background()
	if _, err := s.Seed(ctx, demo.Catalog(storetest.Now)); err != nil {
		t.Fatal(err)
	}
	if err := storetest.Catalog(s).PrepareListing(ctx); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); storetest.Catalog(s).ListIndexBytes() == 0; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the list index was not built in 10 s")
		}
	}
	return s
}
