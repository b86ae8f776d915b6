package httpapi_test

import (
	"compress/gzip"
	"context"
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"garihaat"
	"garihaat/httpapi"
)

// countingCatalog is a catalogue whose version a test moves by hand and
// which counts how often each answer is built.
type countingCatalog struct {
	httpapi.Catalog
	version int64
	builds  map[string]int
	// behind: the list answers from this older version (0: the current).
	behind int64
}

func (c *countingCatalog) CatalogVersion(context.Context) (int64, error) { return c.version, nil }

func (c *countingCatalog) FAQs(context.Context) ([]garihaat.FAQ, error) {
	c.builds["faqs"]++
	return []garihaat.FAQ{{ID: c.version, Question: "Q?", Answer: "A."}}, nil
}

func (c *countingCatalog) VehiclesAt(_ context.Context, _ int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	c.builds["vehicles"]++
	return garihaat.VehiclePage{Products: []garihaat.VehicleSummary{}, Pagination: garihaat.NewPagination(0, f.Page, f.PerPage)}, nil
}

func (c *countingCatalog) VehiclesNow(ctx context.Context, version int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, int64, error) {
	p, err := c.VehiclesAt(ctx, version, f)
	if c.behind > 0 {
		return p, c.behind, err
	}
	return p, version, err
}

func TestAnswerCache(t *testing.T) {
	cat := &countingCatalog{version: 1, builds: map[string]int{}}
	h, err := httpapi.NewServer(httpapi.Deps{Catalog: cat})
	if err != nil {
		t.Fatal(err)
	}
	get := func(target string, hdr ...string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", target, nil)
		for i := 0; i+1 < len(hdr); i += 2 {
			req.Header.Set(hdr[i], hdr[i+1])
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	first := get("/api/v1/get-faqs")
	etag := first.Header().Get("ETag")
	if first.Code != 200 || etag == "" || first.Header().Get("Cache-Control") != "no-cache" {
		t.Fatalf("first: %d %v", first.Code, first.Header())
	}
	get("/api/v1/get-faqs")
	if cat.builds["faqs"] != 1 {
		t.Errorf("same version built %d times, want once", cat.builds["faqs"])
	}
	if rec := get("/api/v1/get-faqs", "If-None-Match", etag); rec.Code != 304 || rec.Body.Len() != 0 {
		t.Errorf("revalidation: %d %q", rec.Code, rec.Body)
	}
	gz := get("/api/v1/get-faqs", "Accept-Encoding", "gzip, br")
	if gz.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("no gzip: %v", gz.Header())
	}
	zr, err := gzip.NewReader(gz.Body)
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(zr)
	if string(plain) != first.Body.String() {
		t.Errorf("gzip body %q differs from %q", plain, first.Body)
	}

	// A catalogue write moves the version: the next answer is rebuilt.
	cat.version = 2
	rec := get("/api/v1/get-faqs", "If-None-Match", etag)
	if rec.Code != 200 || cat.builds["faqs"] != 2 || rec.Header().Get("ETag") == etag {
		t.Errorf("after a write: %d, %d builds, etag %s", rec.Code, cat.builds["faqs"], rec.Header().Get("ETag"))
	}

	// Equivalent queries share one entry; different ones do not.
	get("/api/v1/get-vehicles?vehicleType=1,2&page=1")
	get("/api/v1/get-vehicles?page=1&vehicleType=1&vehicleType=2&utm_source=x")
	get("/api/v1/get-vehicles?vehicleType=1,2&page=2")
	if cat.builds["vehicles"] != 2 {
		t.Errorf("vehicles built %d times, want 2", cat.builds["vehicles"])
	}
}

// TestAnswerFromAnOlderVersionIsNotKeptAsTheNewOnes: a list answered from
// the version before (the read model still applying a write) is tagged
// with that version, so the next request of the current one makes it
// again, and a client holding it is not told it is current.
func TestAnswerFromAnOlderVersionIsNotKeptAsTheNewOnes(t *testing.T) {
	cat := &countingCatalog{version: 5, behind: 4, builds: map[string]int{}}
	h, err := httpapi.NewServer(httpapi.Deps{Catalog: cat})
	if err != nil {
		t.Fatal(err)
	}
	get := func(hdr ...string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", "/api/v1/get-vehicles?page=1", nil)
		for i := 0; i+1 < len(hdr); i += 2 {
			req.Header.Set(hdr[i], hdr[i+1])
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	old := get()
	if old.Code != 200 || !strings.HasPrefix(old.Header().Get("ETag"), `"4-`) {
		t.Fatalf("answer from version 4: %d, ETag %s", old.Code, old.Header().Get("ETag"))
	}
	get()
	if cat.builds["vehicles"] != 2 {
		t.Errorf("an older version's answer was served as the current one's: %d builds, want 2", cat.builds["vehicles"])
	}
	cat.behind = 0
	if rec := get("If-None-Match", old.Header().Get("ETag")); rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("ETag"), `"5-`) {
		t.Errorf("once current: %d, ETag %s; want 200 and version 5's", rec.Code, rec.Header().Get("ETag"))
	}
	get()
	if cat.builds["vehicles"] != 3 {
		t.Errorf("the current version's answer was not kept: %d builds, want 3", cat.builds["vehicles"])
	}
}
