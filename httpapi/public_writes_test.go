package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"testing"
	"time"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/metrics"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestDraftSaveKeepsPublicAnswers is issue 46, item 1: a seller saving
// their draft again and again leaves every cached public answer current —
// the list and the vehicle's detail still answer 304 to the ETag they
// gave, the vehicle's HTML page still comes from the page cache — while a
// change the public can see (a price edited) makes them new, on both
// databases. Before the fix every save moved the catalogue version, which
// every one of them is stamped with.
func TestDraftSaveKeepsPublicAnswers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s) // the seller's side
		m := metrics.New(nil)
		pub := catalogServer(t, s, func(_ *store.Store, d *httpapi.Deps) { d.Metrics = m }) // the public's
		ctx := context.Background()
		seller := e.signIn(t, "01712000046")
		page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Page: 1, PerPage: 1})
		if err != nil || len(page.Products) == 0 {
			t.Fatalf("no public vehicle: %v", err)
		}
		public := page.Products[0]
		get := func(path, etag string) *httptest.ResponseRecorder {
			t.Helper()
			r := httptest.NewRequest("GET", path, nil)
			r.Header.Set("Accept-Encoding", "gzip")
			if etag != "" {
				r.Header.Set("If-None-Match", etag)
			}
			rec := httptest.NewRecorder()
			pub.ServeHTTP(rec, r)
			if rec.Code != http.StatusOK && rec.Code != http.StatusNotModified {
				t.Fatalf("GET %s: %d", path, rec.Code)
			}
			return rec
		}
		list := "/api/v1/get-vehicles?page=1&per_page=18&sort=newest"
		detail := "/api/v1/get-vehicle/" + public.ProductSlug
		html := "/vehicle-details/" + public.ProductSlug
		get(detail, "") // a detail is cached when asked for again (seenKeys)
		listTag, detailTag := get(list, "").Header().Get("Etag"), get(detail, "").Header().Get("Etag")
		if listTag == "" || detailTag == "" {
			t.Fatal("no ETags to ask with")
		}
		get(html, "")
		pageMisses := cacheLookups(t, m, "page", "miss")

		_, body := e.call(t, req{method: "POST", path: "/my-vehicles", token: seller, body: `{"type_id":1,"brand_id":1}`})
		id := fmt.Sprint(int64(body["vehicle"].(map[string]any)["id"].(float64)))
		for i := range 5 {
			rec, m := e.call(t, req{method: "PUT", path: "/my-vehicles/" + id, token: seller,
				body: `{"type_id":1,"brand_id":1,"model":"LPT ` + strconv.Itoa(1613+i) + `"}`})
			if rec.Code != 200 {
				t.Fatalf("save %d: %d %v", i, rec.Code, m)
			}
		}
		if rec := get(list, listTag); rec.Code != http.StatusNotModified {
			t.Errorf("the list after draft saves: %d, want 304 (its ETag %s, now %s)", rec.Code, listTag, rec.Header().Get("Etag"))
		}
		if rec := get(detail, detailTag); rec.Code != http.StatusNotModified {
			t.Errorf("a public vehicle's detail after draft saves: %d, want 304", rec.Code)
		}
		get(html, "")
		if n := cacheLookups(t, m, "page", "miss"); n != pageMisses {
			t.Errorf("the vehicle's page was made again after draft saves (%v misses, before %v)", n, pageMisses)
		}

		// A change the public sees changes what it is shown.
		v, err := s.AdminVehicle(ctx, public.ID)
		if err != nil {
			t.Fatal(err)
		}
		in := v.VehicleInput
		in.CashPrice += 10_000
		if _, err := s.UpdateVehicle(ctx, garihaat.Actor{Phone: "01812000046", Role: garihaat.RoleOwner}, public.ID, in); err != nil {
			t.Fatal(err)
		}
		if rec := get(list, listTag); rec.Code != http.StatusOK {
			t.Errorf("the list after a public price edit: %d, want 200", rec.Code)
		}
		if rec := get(detail, detailTag); rec.Code != http.StatusOK {
			t.Errorf("the edited vehicle's detail: %d, want 200", rec.Code)
		}
		get(html, "")
		if n := cacheLookups(t, m, "page", "miss"); n == pageMisses {
			t.Error("the edited vehicle's page was not made again")
		}
	})
}

// cacheLookups reads garihaat_cache_lookups_total for cache and result
// from m's scrape.
func cacheLookups(t *testing.T, m *metrics.Metrics, cache, result string) float64 {
	t.Helper()
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	re := regexp.MustCompile(`garihaat_cache_lookups_total\{cache="` + cache + `",result="` + result + `"\} (\S+)`)
	got := re.FindStringSubmatch(rec.Body.String())
	if got == nil {
		return 0
	}
	n, err := strconv.ParseFloat(got[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// waitListed waits until the store's list index, made and merged in the
// background, lists vehicle id: views of it count from then on.
func waitListed(t *testing.T, s *store.Store, id int64) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !storetest.Catalog(s).Listed(id) {
		if time.Now().After(deadline) {
			t.Fatalf("vehicle %d never listed", id)
		}
		time.Sleep(time.Millisecond) // a poll of the condition, not an ordering
	}
}

// TestViewBeaconCountsListedOnce is issue 46, item 7, through the route:
// beacons for ids of no vehicle, and for a draft, answer 204 and store
// nothing; one address's repeated views of a listed vehicle count once,
// another address's once more. Before the fix every id was taken, a
// draft's views were stored, and a repeat counted again once 16,384 other
// views had passed.
func TestViewBeaconCountsListedOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		ctx := context.Background()
		page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Page: 1, PerPage: 1})
		if err != nil || len(page.Products) == 0 {
			t.Fatalf("no public vehicle: %v", err)
		}
		public := page.Products[0].ID
		in := garihaat.VehicleInput{Title: "Draft", CashPrice: 900_000, InstallmentPrice: 1_000_000, BrandID: 1, TypeID: 2,
			OfferEndsAt: storetest.Now.AddDate(0, 0, 5).Format("2006-01-02")}
		in.BnTranslation.Title = "খসড়া"
		if err := in.Validate(); err != nil {
			t.Fatal(err)
		}
		draft, err := s.CreateVehicle(ctx, garihaat.Actor{Phone: "01812000047", Role: garihaat.RoleOwner}, in)
		if err != nil {
			t.Fatal(err)
		}
		waitListed(t, s, public)
		beacon := func(id int64, ip string) {
			t.Helper()
			r := httptest.NewRequest("POST", fmt.Sprintf("/api/v1/vehicles/%d/view", id), nil)
			r.RemoteAddr = ip + ":40000"
			rec := httptest.NewRecorder()
			e.h.ServeHTTP(rec, r)
			if rec.Code != 204 {
				t.Fatalf("view of %d: %d %s", id, rec.Code, rec.Body)
			}
		}
		for id := int64(900_000); id < 900_050; id++ {
			beacon(id, "198.51.100.1")
		}
		beacon(draft.ID, "198.51.100.1")
		for range 3 {
			beacon(public, "198.51.100.2")
		}
		beacon(public, "198.51.100.3")
		for i := range 20_000 { // other views between a visitor's repeats
			beacon(public, fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255))
		}
		beacon(public, "198.51.100.2")
		if err := e.views.Flush(ctx, s); err != nil {
			t.Fatal(err)
		}
		rows, err := s.DB().Query(`SELECT vehicle_id, views FROM vehicle_views`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		got := map[int64]int64{}
		for rows.Next() {
			var id, n int64
			if err := rows.Scan(&id, &n); err != nil {
				t.Fatal(err)
			}
			got[id] = n
		}
		if len(got) != 1 || got[public] != 2+20_000 {
			t.Errorf("stored views %v, want vehicle %d alone with %d", got, public, 2+20_000)
		}
	})
}
