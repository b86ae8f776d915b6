package httpapi_test

import (
	"net/http/httptest"
	"testing"

	"garihaat/store/storetest"
)

// BenchmarkCachedList measures one cache hit of the list answer through the
// whole middleware stack: the per-request overhead every catalogue read pays.
func BenchmarkCachedList(b *testing.B) {
	s := storetest.MustOpenSQLite(b)
	h := newCatalogServer(b, s)
	req := httptest.NewRequest("GET", "/api/v1/get-vehicles?vehicleType=1&predefinedBudget=860000-1066000", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	b.ReportAllocs()
	for b.Loop() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 200 {
			b.Fatal(rec.Code)
		}
	}
}
