package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/store"
	"garihaat/store/storetest"
)

// newCatalogServer serves the fixture catalogue from s at the fixture's clock.
// withSMS gives a catalogue test server sign-in codes sent to sms, for bids.
func withSMS(sms *fakeSMS) func(*store.Store, *httpapi.Deps) {
	return func(s *store.Store, d *httpapi.Deps) {
		secret, _ := s.HMACSecret(context.Background())
		d.Auth = &garihaat.Auth{Store: s, SMS: sms, Secret: secret, Limits: garihaat.DefaultAuthLimits(), Now: d.Now}
	}
}

func newCatalogServer(t testing.TB, s *store.Store, opts ...func(*store.Store, *httpapi.Deps)) http.Handler {
	t.Helper()
	storetest.MustSeed(t, s)
	return catalogServer(t, s, opts...)
}

// catalogServer is newCatalogServer on a store seeded already.
func catalogServer(t testing.TB, s *store.Store, opts ...func(*store.Store, *httpapi.Deps)) http.Handler {
	t.Helper()
	deps := httpapi.Deps{
		Catalog: storetest.Catalog(s), Bids: s, Media: s,
		Web: fstest.MapFS{
			"index.html":            {Data: []byte(`<!doctype html><html lang="bn"><head><meta name="garihaat:email" content="x@y"><script>window.early=1</script><!--garihaat:page--></head><body><div id="root"><!--garihaat:body--></div></body></html>`)},
			"assets/hero-1-abc.svg": {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64"><rect width="160" height="64" fill="#065f46"/><circle cx="120" cy="20" r="8" fill="#f59e0b"/></svg>`)},
			"assets/app-abc.js":     {Data: []byte(`console.log(1)`)},
			"assets/app-abc.js.br":  {Data: []byte("brotli bytes")},
			"assets/app-abc.js.gz":  {Data: []byte("gzip bytes")},
			".vite/manifest.json":   {Data: []byte(`{"src/features/home/assets/hero-1.svg":{"file":"assets/hero-1-abc.svg"}}`)},
			"robots.txt":            {Data: []byte("User-agent: *\n")},
			"sw.js":                 {Data: []byte("self.skipWaiting()")},
			"manifest.webmanifest":  {Data: []byte(`{"name":"গাড়িহাট"}`)},
		},
		Email:       "help@garihaat.test",
		Texts:       appTexts(t),
		Sitemap:     s,
		Now:         func() time.Time { return storetest.Now },
		Unavailable: store.IsUnavailable,
	}
	for _, o := range opts {
		o(s, &deps)
	}
	h, err := httpapi.NewServer(deps)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// do sends one request and decodes a JSON answer into a map.
func do(t *testing.T, h http.Handler, method, target, body string, hdr ...string) (*httptest.ResponseRecorder, map[string]any) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, target, rd)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var m map[string]any
	if strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") && rec.Header().Get("Content-Encoding") == "" {
		if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
			t.Fatalf("%s %s: bad JSON %q: %v", method, target, rec.Body.String(), err)
		}
	}
	return rec, m
}

func productSlugs(m map[string]any, key string) []string {
	out := []string{}
	list, _ := m[key].([]any)
	for _, p := range list {
		out = append(out, p.(map[string]any)["product_slug"].(string))
	}
	return out
}

func TestCatalogEndpoints(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		for _, tc := range []struct {
			path string
			keys []string
		}{
			{"/api/v1/get-footers-data", []string{"types", "brands"}},
			{"/api/v1/get-homepage", []string{"brands", "types", "dealers", "testimonials"}},
			{"/api/v1/get-brands", []string{"brands"}},
			{"/api/v1/get-categories-types", []string{"types"}},
			{"/api/v1/get-filter-params", []string{"types", "brands", "fuelTypes", "dep_loc", "colors", "tonnage"}},
			{"/api/v1/get-faqs", []string{"faqs"}},
			{"/api/v1/get-vehicles", []string{"products", "pagination"}},
			{"/api/v1/get-vehicle/tata-407-2", []string{"status", "product", "isBookmarked", "relatedProducts"}},
		} {
			rec, m := do(t, h, "GET", tc.path, "")
			if rec.Code != 200 {
				t.Errorf("%s: status %d: %s", tc.path, rec.Code, rec.Body)
				continue
			}
			for _, k := range tc.keys {
				if _, ok := m[k]; !ok {
					t.Errorf("%s: no %q in %v", tc.path, k, m)
				}
			}
		}
		_, home := do(t, h, "GET", "/api/v1/get-homepage", "")
		types := home["types"].([]any)
		if got := len(types[0].(map[string]any)["products"].([]any)); got != 4 {
			t.Errorf("homepage truck products = %d, want 4", got)
		}
		brand := home["brands"].([]any)[0].(map[string]any)
		for _, k := range []string{"id", "name", "brand_slug", "icon_image", "total_products", "product_types", "bn_translation"} {
			if _, ok := brand[k]; !ok {
				t.Errorf("brand lacks %q: %v", k, brand)
			}
		}
		_, v := do(t, h, "GET", "/api/v1/get-vehicle/tata-407-2", "")
		p := v["product"].(map[string]any)
		for _, k := range []string{"id", "title", "description", "images", "cash_price", "installment_price", "offer_ends_at",
			"tracking_id", "total_bid", "created_at", "specifications", "body_type", "color", "fuel_type", "features", "bn_translation"} {
			if _, ok := p[k]; !ok {
				t.Errorf("vehicle lacks %q", k)
			}
		}
		if p["tracking_id"] != nil || v["status"] != true || v["isBookmarked"] != false {
			t.Errorf("vehicle = %v", v)
		}
		spec := p["specifications"].(map[string]any)
		for _, k := range []string{"model", "registration_documents", "registration_number", "engine_number", "depot_location", "chassis_number", "odometer", "tonnage"} {
			if _, ok := spec[k]; !ok {
				t.Errorf("specifications lack %q", k)
			}
		}
	})
}

func TestGetVehiclesQuery(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		for _, tc := range []struct {
			query string
			want  string // comma-separated slugs
			total float64
		}{
			{"vehicleType=2", "tata-ace-7,mahindra-bolero-4,mahindra-bolero-3", 3},
			{"vehicleType=1,3&sort=price_asc&per_page=2", "eicher-pro-5,tata-407-2", 5},
			{"vehicleType=1&vehicleType=3&sort=price_asc&per_page=2&page=2", "mahindra-furio-8,tata-lpt-1613-1", 5},
			{"vehicleBrand=2&predefinedBudget=660000-860000", "mahindra-bolero-4,mahindra-bolero-3", 2},
			{"predefinedBudget=660000-860000,1666000-&sort=price_asc", "mahindra-bolero-3,mahindra-bolero-4,mahindra-furio-8,tata-lpt-1613-1,eicher-skyline-6", 5},
			{"predefinedBudget=660000-860000&predefinedBudget=1666000-&vehicleType=1", "mahindra-furio-8,tata-lpt-1613-1", 2},
			// eicher-pro-5 is newer, but its offer closed yesterday: open offers first.
			{"predefinedBudget[]=860000-1066000", "mahindra-bolero-4,eicher-pro-5", 2},
			{"sort=ending_soon&per_page=4", "mahindra-bolero-4,mahindra-bolero-3,tata-407-2,tata-ace-7", 8},
			{"vehicleType=1&sort=ending_soon", "tata-407-2,mahindra-furio-8,tata-lpt-1613-1,eicher-pro-5", 4},
			{"priceType=installment&minBudget=700000&maxBudget=800000&sort=price_asc", "tata-ace-7,mahindra-bolero-3", 2},
			{"minBudget=4000000", "eicher-skyline-6", 1},
			{"color=1&depoLocation=6", "eicher-pro-5", 1},
			{"fuelType=4", "tata-ace-7,mahindra-bolero-3", 2},
			{"brandSlug=eicher", "eicher-skyline-6,eicher-pro-5", 2},
			{"query=%E0%A6%AC%E0%A6%BE%E0%A6%B8", "eicher-skyline-6", 1}, // বাস
			{"query=+Tata++ACE+", "tata-ace-7", 1},
			{"query=zzz", "", 0},
			{"page=99", "", 8},
			{"unknown=1&vehicleType=3", "eicher-skyline-6", 1},
		} {
			rec, m := do(t, h, "GET", "/api/v1/get-vehicles?"+tc.query, "")
			if rec.Code != 200 {
				t.Errorf("%s: status %d %s", tc.query, rec.Code, rec.Body)
				continue
			}
			if got := strings.Join(productSlugs(m, "products"), ","); got != tc.want {
				t.Errorf("%s: got %s, want %s", tc.query, got, tc.want)
			}
			if pg := m["pagination"].(map[string]any); pg["total"] != tc.total {
				t.Errorf("%s: total %v, want %v", tc.query, pg["total"], tc.total)
			}
		}
		_, m := do(t, h, "GET", "/api/v1/get-vehicles?per_page=3&page=3", "")
		pg := m["pagination"].(map[string]any)
		if pg["current_page"] != 3.0 || pg["last_page"] != 3.0 || pg["from"] != 7.0 || pg["to"] != 8.0 || pg["has_more_pages"] != false || pg["per_page"] != 3.0 {
			t.Errorf("last page pagination = %v", pg)
		}
		_, m = do(t, h, "GET", "/api/v1/get-vehicles?per_page=500", "")
		if m["pagination"].(map[string]any)["per_page"] != 100.0 {
			t.Errorf("per_page not capped: %v", m["pagination"])
		}
		_, m = do(t, h, "GET", "/api/v1/get-vehicles", "")
		if m["pagination"].(map[string]any)["per_page"] != 18.0 {
			t.Errorf("default per_page: %v", m["pagination"])
		}
	})
}

func TestBadInput(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		for _, tc := range []struct {
			method, target, body string
			status               int
			field                string
		}{
			{"GET", "/api/v1/get-vehicles?page=abc", "", 422, "page"},
			{"GET", "/api/v1/get-vehicles?page=0", "", 422, "page"},
			{"GET", "/api/v1/get-vehicles?page=-2", "", 422, "page"},
			{"GET", "/api/v1/get-vehicles?per_page=x", "", 422, "per_page"},
			{"GET", "/api/v1/get-vehicles?vehicleType=bus", "", 422, "vehicleType"},
			{"GET", "/api/v1/get-vehicles?vehicleBrand=1,-3", "", 422, "vehicleBrand"},
			{"GET", "/api/v1/get-vehicles?color=" + strings.Repeat("1,", 60), "", 422, "color"},
			{"GET", "/api/v1/get-vehicles?predefinedBudget=cheap", "", 422, "predefinedBudget"},
			{"GET", "/api/v1/get-vehicles?predefinedBudget=900000-100", "", 422, "predefinedBudget"},
			{"GET", "/api/v1/get-vehicles?minBudget=ten", "", 422, "minBudget"},
			{"GET", "/api/v1/get-vehicles?minBudget=900000&maxBudget=100000", "", 422, "minBudget"},
			{"GET", "/api/v1/get-vehicles?priceType=credit", "", 422, "priceType"},
			{"GET", "/api/v1/get-vehicles?sort=random", "", 422, "sort"},
			{"GET", "/api/v1/get-vehicles?query=" + strings.Repeat("a", 101), "", 422, "query"},
			// NUL bytes and invalid UTF-8 never reach the database (PostgreSQL
			// refuses them with an error): a field error, or a 404 for a slug.
			{"GET", "/api/v1/get-vehicles?query=abc%00", "", 422, "query"},
			{"GET", "/api/v1/get-vehicles?query=%00", "", 422, "query"},
			{"GET", "/api/v1/get-vehicles?query=%FF", "", 422, "query"},
			{"GET", "/api/v1/get-vehicles?brandSlug=%00", "", 422, "brandSlug"},
			{"GET", "/api/v1/get-vehicles?brandSlug=%FF", "", 422, "brandSlug"},
			{"GET", "/api/v1/get-vehicles?brandSlug=%C0%AF", "", 422, "brandSlug"},
			{"GET", "/api/v1/get-vehicle/%00", "", 404, ""},
			{"GET", "/api/v1/get-vehicle/%FF", "", 404, ""},
			{"GET", "/api/v1/get-vehicle/%C0%AF", "", 404, ""},
			{"GET", "/api/v1/get-vehicle/nope", "", 404, ""},
			{"GET", "/api/v1/nothing-here", "", 404, ""},
			{"DELETE", "/api/v1/get-brands", "", 404, ""},
			{"POST", "/api/v1/send-bid-offer", "", 422, ""},
			{"POST", "/api/v1/send-bid-offer", "{not json", 422, ""},
			{"POST", "/api/v1/send-bid-offer", `[1,2]`, 422, ""},
			{"POST", "/api/v1/send-bid-offer", `{"id":"x"}{"id":1}`, 422, ""},
			{"POST", "/api/v1/send-bid-offer", `{"phone": 5}`, 422, "phone"},
			{"POST", "/api/v1/send-bid-offer", `{"id":1,"selectedOption":"cash","phone":"01711222333","offerAmount":"` + strings.Repeat("9", 70<<10) + `"}`, 413, ""},
			{"POST", "/api/v1/send-bid-offer", `{"id":1,"selectedOption":"lease","phone":"123","offerAmount":"-5"}`, 422, "selectedOption"},
			{"POST", "/api/v1/send-bid-offer", `{"id":1,"selectedOption":"cash","phone":"02711222333","offerAmount":"5"}`, 422, "phone"},
			{"POST", "/api/v1/send-bid-offer", `{"id":1,"selectedOption":"cash","phone":"","offerAmount":"5"}`, 422, "phone"},
			{"POST", "/api/v1/send-bid-offer", `{"id":1,"selectedOption":"cash","phone":"01711222333","offerAmount":"12.5"}`, 422, "offerAmount"},
			{"POST", "/api/v1/send-bid-offer", `{"id":1,"selectedOption":"cash","phone":"01711222333","offerAmount":"9999999999"}`, 422, "offerAmount"},
			{"POST", "/api/v1/send-bid-offer", `{"id":1,"selectedOption":"cash","phone":"01711222333"}`, 422, "offerAmount"},
			{"POST", "/api/v1/send-bid-offer", `{"id":5,"selectedOption":"cash","phone":"01711222333","offerAmount":1000}`, 422, "id"},
			{"POST", "/api/v1/send-bid-offer", `{"id":999,"selectedOption":"cash","phone":"01711222333","offerAmount":1000}`, 422, "id"},
			{"POST", "/api/v1/send-bid-offer", `{"selectedOption":"cash","phone":"01711222333","offerAmount":1000}`, 422, "id"},
		} {
			rec, m := do(t, h, tc.method, tc.target, tc.body, "Accept-Language", "en")
			name := tc.method + " " + tc.target[:min(len(tc.target), 80)] + " " + tc.body[:min(len(tc.body), 60)]
			if rec.Code != tc.status {
				t.Errorf("%s: status %d, want %d: %s", name, rec.Code, tc.status, rec.Body.String()[:min(rec.Body.Len(), 200)])
				continue
			}
			if m == nil || m["status"] != false || m["message"] == "" || m["code"] == "" {
				t.Errorf("%s: not a JSON error: %v", name, m)
				continue
			}
			if tc.field != "" {
				errs, _ := m["errors"].(map[string]any)
				if msgs, _ := errs[tc.field].([]any); len(msgs) == 0 {
					t.Errorf("%s: no error for %q in %v", name, tc.field, m)
				}
			}
		}
		// Nothing was written by any of the failed bids.
		_, v := do(t, h, "GET", "/api/v1/get-vehicle/tata-lpt-1613-1", "")
		if v["product"].(map[string]any)["total_bid"] != 0.0 {
			t.Errorf("a rejected bid was counted: %v", v["product"].(map[string]any)["total_bid"])
		}
	})
}

func TestSendBidOffer(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		sms := &fakeSMS{}
		h := newCatalogServer(t, s, withSMS(sms))
		// The detail is cached before the bid; the bid must still show at once.
		if _, v := do(t, h, "GET", "/api/v1/get-vehicle/tata-407-2", ""); v["product"].(map[string]any)["total_bid"] != 0.0 {
			t.Fatalf("total_bid before = %v", v["product"].(map[string]any)["total_bid"])
		}
		body := `{"id":"2","selectedOption":"installments","phone":"০১৮১১-২২২৩৩৩","offerAmount":"১১,৫০,০০০"`
		rec, m := do(t, h, "POST", "/api/v1/send-bid-offer", body+`}`)
		if rec.Code != 200 || m["status"] != false || m["verification_required"] != true || m["message"] != "এই ফোন নম্বরে একটি ৪ সংখ্যার কোড পাঠানো হয়েছে। অফারটি নিশ্চিত করতে কোডটি লিখুন।" {
			t.Fatalf("bid without a code: %d %v", rec.Code, m)
		}
		if _, v := do(t, h, "GET", "/api/v1/get-vehicle/tata-407-2", ""); v["product"].(map[string]any)["total_bid"] != 0.0 {
			t.Fatalf("an unproven bid was counted")
		}
		// The code's SMS names the offer it confirms, not a sign-in (issue 50).
		if got := sms.sent[len(sms.sent)-1]; !strings.Contains(got, "কিস্তিতে ৳১১,৫০,০০০ দর প্রস্তাব নিশ্চিত করার কোড") || strings.Contains(got, "লগইন") {
			t.Errorf("the bid's SMS: %q", got)
		}
		rec, m = do(t, h, "POST", "/api/v1/send-bid-offer", body+`,"otp":"`+sms.lastCode(t, "01811222333")+`"}`)
		if rec.Code != 200 || m["status"] != true || m["message"] != "আপনার অফারটি গ্রহণ করা হয়েছে।" {
			t.Fatalf("bid: %d %v", rec.Code, m)
		}
		offer := m["offer"].(map[string]any)
		if offer["offer_amount"] != 1150000.0 || offer["offer_for"] != "installments" || offer["status"] != "ongoing" {
			t.Errorf("offer = %v", offer)
		}
		_, v := do(t, h, "GET", "/api/v1/get-vehicle/tata-407-2", "")
		if v["product"].(map[string]any)["total_bid"] != 1.0 {
			t.Errorf("total_bid = %v", v["product"].(map[string]any)["total_bid"])
		}
		// English messages when asked; Bangla field errors by default.
		_, m = do(t, h, "POST", "/api/v1/send-bid-offer", `{"id":2,"selectedOption":"cash","phone":"","offerAmount":"5"}`)
		if got := m["errors"].(map[string]any)["phone"].([]any)[0]; got != "ফোন নম্বর আবশ্যক" {
			t.Errorf("bangla field error = %v", got)
		}
		_, m = do(t, h, "POST", "/api/v1/send-bid-offer", `{"id":2,"selectedOption":"cash","phone":"","offerAmount":"5"}`, "Accept-Language", "en-US,en;q=0.9")
		if got := m["errors"].(map[string]any)["phone"].([]any)[0]; got != "Phone number is required" {
			t.Errorf("english field error = %v", got)
		}
	})
}

func TestWebAppNeedsPageMarker(t *testing.T) {
	_, err := httpapi.NewServer(httpapi.Deps{Web: fstest.MapFS{"index.html": {Data: []byte(`<html></html>`)}}})
	if err == nil || !strings.Contains(err.Error(), "garihaat:page") {
		t.Errorf("index.html without the marker: %v", err)
	}
	_, err = httpapi.NewServer(httpapi.Deps{Web: fstest.MapFS{"index.html": {Data: []byte(`<html><!--garihaat:page--></html>`)}}})
	if err == nil || !strings.Contains(err.Error(), "garihaat:body") {
		t.Errorf("index.html without the body marker: %v", err)
	}
}

func TestSiteRoutes(t *testing.T) {
	s := storetest.MustOpenSQLite(t)
	h := newCatalogServer(t, s)

	rec, _ := do(t, h, "GET", "http://www.garihaat.test/vehicles/tata?page=2", "")
	if rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != "http://garihaat.test/vehicles/tata?page=2" {
		t.Errorf("www redirect: %d %q", rec.Code, rec.Header().Get("Location"))
	}
	for _, path := range []string{"/", "/all-vehicles", "/vehicle-details/tata-407-2", "/account/info"} {
		rec, _ := do(t, h, "GET", path, "")
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), `content="help@garihaat.test"`) || rec.Header().Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: %d %q %q", path, rec.Code, rec.Body, rec.Header().Get("Cache-Control"))
		}
	}
	// The service worker and the manifest are asked again on every visit:
	// a release takes over on the next one (issue 30).
	for path, ctype := range map[string]string{"/sw.js": "text/javascript; charset=utf-8", "/manifest.webmanifest": "application/manifest+json"} {
		rec, _ := do(t, h, "GET", path, "")
		if rec.Code != 200 || rec.Header().Get("Cache-Control") != "no-cache" || rec.Header().Get("Content-Type") != ctype {
			t.Errorf("%s: %d %q %q", path, rec.Code, rec.Header().Get("Cache-Control"), rec.Header().Get("Content-Type"))
		}
	}
	rec, _ = do(t, h, "GET", "/assets/app-abc.js", "")
	if rec.Code != 200 || !strings.Contains(rec.Header().Get("Cache-Control"), "immutable") {
		t.Errorf("asset: %d %q", rec.Code, rec.Header().Get("Cache-Control"))
	}
	for _, tc := range []struct{ accept, encoding, body string }{
		{"gzip, deflate, br, zstd", "br", "brotli bytes"},
		{"gzip", "gzip", "gzip bytes"},
		{"br;q=0, gzip", "gzip", "gzip bytes"},
		{"", "", "console.log(1)"},
	} {
		rec, _ := do(t, h, "GET", "/assets/app-abc.js", "", "Accept-Encoding", tc.accept)
		if rec.Header().Get("Content-Encoding") != tc.encoding || rec.Body.String() != tc.body ||
			!strings.HasPrefix(rec.Header().Get("Content-Type"), "text/javascript") {
			t.Errorf("asset with Accept-Encoding %q: %q %q %q", tc.accept, rec.Header().Get("Content-Encoding"), rec.Header().Get("Content-Type"), rec.Body)
		}
	}
	for _, p := range []string{"/.vite/manifest.json", "/assets/app-abc.js.br"} {
		if rec, _ := do(t, h, "GET", p, ""); rec.Code != 404 {
			t.Errorf("%s: %d, want 404", p, rec.Code)
		}
	}
	if rec, _ := do(t, h, "GET", "/assets/missing-123.js", ""); rec.Code != 404 {
		t.Errorf("missing asset: %d", rec.Code)
	}
	rec, _ = do(t, h, "GET", "/media/t/tata.svg", "")
	etag := rec.Header().Get("ETag")
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/svg+xml" || !strings.Contains(rec.Header().Get("Cache-Control"), "max-age=31536000") || etag == "" {
		t.Errorf("media: %d %v", rec.Code, rec.Header())
	}
	if rec, _ := do(t, h, "GET", "/media/t/tata.svg", "", "If-None-Match", etag); rec.Code != http.StatusNotModified {
		t.Errorf("media revalidation: %d", rec.Code)
	}
	if rec, _ := do(t, h, "GET", "/media/t/none.svg", ""); rec.Code != 404 {
		t.Errorf("missing media: %d", rec.Code)
	}
	rec, _ = do(t, h, "GET", "/api/v1/get-homepage", "", "Accept-Encoding", "gzip")
	if rec.Header().Get("Content-Encoding") != "gzip" {
		t.Errorf("homepage not compressed: %v", rec.Header())
	}
}

// TestBadTextMessages: invalid UTF-8 in the search is refused for what it
// is, not as "too long", in both languages.
func TestBadTextMessages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		_, m := do(t, h, "GET", "/api/v1/get-vehicles?query=%FF", "", "Accept-Language", "en")
		if got := m["errors"].(map[string]any)["query"].([]any)[0]; got != "The search text has characters that are not allowed." {
			t.Errorf("english: %v", got)
		}
		_, m = do(t, h, "GET", "/api/v1/get-vehicles?query=a%00b", "")
		if got := m["errors"].(map[string]any)["query"].([]any)[0]; got != "খোঁজার লেখায় অননুমোদিত অক্ষর আছে।" {
			t.Errorf("bangla: %v", got)
		}
		// The web app's own page for a malformed vehicle address is served
		// as a 404 (the app shows its not-found state), never a server error.
		rec, _ := doRaw(t, h, "/vehicle-details/%00")
		if rec.Code != http.StatusNotFound || !strings.Contains(rec.Body.String(), `id="page-text"`) {
			t.Errorf("page for a NUL slug: %d", rec.Code)
		}
	})
}

func doRaw(t *testing.T, h http.Handler, target string) (*httptest.ResponseRecorder, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
	return rec, rec.Body.String()
}

// TestDatabaseUnavailable: with the database gone, answers are quick 503s
// with Retry-After, never 500s.
func TestDatabaseUnavailable(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		s.Close()
		for _, target := range []string{"/api/v1/get-vehicles?page=2", "/api/v1/get-homepage", "/api/v1/get-vehicle/tata-407-2"} {
			rec, m := do(t, h, "GET", target, "")
			if rec.Code != 503 || rec.Header().Get("Retry-After") == "" || m["code"] != "unavailable" {
				t.Errorf("%s: %d %v %v", target, rec.Code, rec.Header(), m)
			}
		}
	})
}

// An offer is open to the last second of its last day in Dhaka (UTC+6):
// at 23:59:59 there mahindra-bolero-4 (ending that day) still comes before
// the newer but closed eicher-pro-5; at midnight it is closed too and the
// two are newest first again.
func TestListOpenAtTheDayEdge(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		lastDay := storetest.Now
		for _, tc := range []struct {
			now  time.Time
			want string
		}{
			{time.Date(lastDay.Year(), lastDay.Month(), lastDay.Day(), 23, 59, 59, 0, garihaat.Dhaka), "mahindra-bolero-4,eicher-pro-5"},
			{time.Date(lastDay.Year(), lastDay.Month(), lastDay.Day(), 18, 0, 0, 0, time.UTC), "eicher-pro-5,mahindra-bolero-4"}, // 00:00 next day in Dhaka
		} {
			h := catalogServer(t, s, func(_ *store.Store, d *httpapi.Deps) { d.Now = func() time.Time { return tc.now } })
			_, m := do(t, h, "GET", "/api/v1/get-vehicles?predefinedBudget=860000-1066000", "")
			if got := strings.Join(productSlugs(m, "products"), ","); got != tc.want {
				t.Errorf("at %s: %s, want %s", tc.now, got, tc.want)
			}
			if ends := m["products"].([]any)[0].(map[string]any)["offer_ends_at"]; ends == nil {
				t.Errorf("a card carries no offer_ends_at")
			}
		}
	})
}
