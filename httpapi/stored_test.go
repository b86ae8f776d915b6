package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/store"
	"garihaat/store/storetest"
	"garihaat/stored"
)

// TestStoredDetailIsTheWholeAnswer: a first visit answered from a stored
// part is byte for byte the answer built whole, with the same ETag (its
// compressed bytes differ: parts are compressed apart), for every public vehicle, after a bid as well, on both
// databases; and every such vehicle has a current part once stored.
func TestStoredDetailIsTheWholeAnswer(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		newCatalogServer(t, s) // seeds
		n, err := stored.StoreAll(ctx, stored.Over{Catalog: storetest.Catalog(s)})
		if err != nil {
			t.Fatal(err)
		}
		if again, err := stored.StoreAll(ctx, stored.Over{Catalog: storetest.Catalog(s)}); again != 0 || err != nil {
			t.Errorf("a second pass stored %d (%v), want none", again, err)
		}
		p, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Page: 1, PerPage: garihaat.MaxPageSize})
		if err != nil {
			t.Fatal(err)
		}
		if n < len(p.Products) || len(p.Products) == 0 {
			t.Fatalf("stored %d parts for %d public vehicles", n, len(p.Products))
		}
		get := func(h http.Handler, slug string) *httptest.ResponseRecorder {
			req := httptest.NewRequest("GET", "/api/v1/get-vehicle/"+slug, nil)
			req.Header.Set("Accept-Encoding", "gzip")
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			return rec
		}
		compare := func(when string) {
			// Fresh servers: empty answer caches, so each visit is a first.
			parts := stored.Over{Catalog: storetest.Catalog(s)}
			stored := catalogServer(t, s, func(s *store.Store, d *httpapi.Deps) { d.Details = parts })
			whole := catalogServer(t, s)
			for _, v := range p.Products {
				if _, ok, err := parts.StoredDetail(ctx, v.ProductSlug, httpapi.RelatedVehicles); !ok || err != nil {
					t.Fatalf("%s: %s has no current part (%v)", when, v.ProductSlug, err)
				}
				a, b := get(stored, v.ProductSlug), get(whole, v.ProductSlug)
				plainA, plainB := gunzip(t, a.Body.Bytes()), gunzip(t, b.Body.Bytes())
				if a.Code != 200 || plainA != plainB || a.Header().Get("ETag") != b.Header().Get("ETag") {
					t.Errorf("%s: %s: stored %d %q\n%s\nwhole %d %q\n%s", when, v.ProductSlug,
						a.Code, a.Header().Get("ETag"), plainA, b.Code, b.Header().Get("ETag"), plainB)
				}
			}
		}
		compare("after storing")
		if _, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: p.Products[0].ID, Option: "cash", Phone: "01711000001",
			Amount: p.Products[0].CashPrice}, storetest.Now); err != nil {
			t.Fatal(err)
		}
		compare("after a bid")
	})
}

// gunzip reads a gzip answer; the reader checks its CRC and length.
func gunzip(t *testing.T, gz []byte) string {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return string(plain)
}
