package httpapi_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/store"
	"garihaat/store/storetest"
	"garihaat/stored"
)

// noPageReads is the catalogue with every vehicle page's own read failing:
// a page it answers with 200 came from the stored pages.
type noPageReads struct{ httpapi.Catalog }

func (noPageReads) VehicleForPage(context.Context, string) (garihaat.Vehicle, error) {
	return garihaat.Vehicle{}, errors.New("read: the page should have been stored")
}

// TestStoredPageIsTheRenderedPage: every public vehicle's page, in both
// languages, served from its stored pages is byte for byte the page
// rendered on the visit (status, headers, text), on both databases; a
// request through another origin, a page whose vehicle changed since,
// and one whose offer closed since it was made are rendered instead.
func TestStoredPageIsTheRenderedPage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		var deps httpapi.Deps
		newCatalogServer(t, s, func(_ *store.Store, d *httpapi.Deps) { deps = *d }) // seeds
		maker, err := httpapi.NewPageMaker(deps, "https://garihaat.test/")
		if err != nil {
			t.Fatal(err)
		}
		now := storetest.Now
		keep := &stored.PageKeeping{Store: stored.Over{Catalog: storetest.Catalog(s)}, Maker: maker, Now: func() time.Time { return now }}
		n, err := keep.StoreAll(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if again, err := keep.StoreAll(ctx); again != 0 || err != nil {
			t.Errorf("a second pass stored %d (%v), want none", again, err)
		}
		list, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Page: 1, PerPage: garihaat.MaxPageSize})
		if err != nil {
			t.Fatal(err)
		}
		if n < len(list.Products) || len(list.Products) == 0 {
			t.Fatalf("stored pages of %d vehicles for %d public ones", n, len(list.Products))
		}
		get := func(h http.Handler, host, path string) *httptest.ResponseRecorder {
			req := httptest.NewRequest("GET", "http://"+host+path, nil)
			req.Header.Set("Accept-Encoding", "gzip")
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			return rec
		}
		servers := func(at time.Time) (fromStored, rendered http.Handler) {
			clock := func() time.Time { return at }
			fromStored = catalogServer(t, s, func(s *store.Store, d *httpapi.Deps) {
				d.Pages, d.Catalog, d.PublicURL, d.Now = stored.Over{Catalog: storetest.Catalog(s)}, noPageReads{storetest.Catalog(s)}, "https://garihaat.test", clock
			})
			rendered = catalogServer(t, s, func(_ *store.Store, d *httpapi.Deps) { d.PublicURL, d.Now = "https://garihaat.test", clock })
			return fromStored, rendered
		}
		same := func(when, path string, a, b *httptest.ResponseRecorder) {
			t.Helper()
			plainA, plainB := gunzip(t, a.Body.Bytes()), gunzip(t, b.Body.Bytes())
			if a.Code != http.StatusOK || a.Code != b.Code || plainA != plainB ||
				a.Header().Get("Content-Language") != b.Header().Get("Content-Language") {
				t.Errorf("%s: %s: stored %d\n%s\nrendered %d\n%s", when, path, a.Code, plainA, b.Code, plainB)
			}
		}
		fromStored, rendered := servers(now)
		for _, v := range list.Products {
			for _, q := range []string{"", "?lang=en"} {
				path := "/vehicle-details/" + v.ProductSlug + q
				same("stored", path, get(fromStored, "garihaat.test", path), get(rendered, "garihaat.test", path))
			}
		}

		// Through another address the page's links are that address's
		// (--public-url unset): rendered, not the stored one.
		v := list.Products[0]
		path := "/vehicle-details/" + v.ProductSlug
		other := catalogServer(t, s, func(s *store.Store, d *httpapi.Deps) {
			d.Pages, d.Now = stored.Over{Catalog: storetest.Catalog(s)}, func() time.Time { return now }
		})
		if body := gunzip(t, get(other, "other.test", path).Body.Bytes()); !strings.Contains(body, "http://other.test/vehicle-details/") {
			t.Errorf("through other.test the page links elsewhere:\n%s", body)
		}

		// A vehicle changed since its pages were made: they are not served.
		fromStored, rendered = servers(now)
		storetest.EditVehicle(t, s, v.ID, func(in *garihaat.VehicleInput) { in.Title = "A title the stored page lacks" })
		if code := get(fromStored, "garihaat.test", path).Code; code == http.StatusOK {
			t.Errorf("after an edit the stale stored page was served")
		}
		if _, err := keep.StoreAll(ctx); err != nil {
			t.Fatal(err)
		}
		fromStored, rendered = servers(now)
		same("stored again", path, get(fromStored, "garihaat.test", path), get(rendered, "garihaat.test", path))

		// Past the offer's close (its availability changed) the stored
		// pages are not served, and the next pass makes them again.
		var open garihaat.Vehicle
		for _, c := range list.Products {
			full, err := s.VehicleForPage(ctx, c.ProductSlug)
			if err != nil {
				t.Fatal(err)
			}
			if full.OfferClosesAt.After(now) && full.Status != garihaat.VehicleSold {
				open = full
				break
			}
		}
		if open.ID == 0 {
			t.Fatal("the fixture has no vehicle with an open offer")
		}
		path = "/vehicle-details/" + open.ProductSlug
		later := open.OfferClosesAt.Add(time.Minute)
		fromStored, rendered = servers(later)
		if code := get(fromStored, "garihaat.test", path).Code; code == http.StatusOK {
			t.Errorf("past the offer's close the stored page was served")
		}
		now = later
		if n, err := keep.StoreAll(ctx); n == 0 || err != nil {
			t.Fatalf("past the offer's close the next pass made %d pages (%v)", n, err)
		}
		same("after the close", path, get(fromStored, "garihaat.test", path), get(rendered, "garihaat.test", path))
	})
}
