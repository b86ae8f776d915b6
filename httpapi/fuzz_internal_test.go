package httpapi

import (
	"net/url"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"garihaat"
)

// Fuzz targets for the HTTP layer's parsers of outside input (make test runs
// each for FUZZTIME; crashers stay under testdata/fuzz).

func FuzzVehicleFilter(f *testing.F) {
	for _, s := range []string{
		"priceType=cash&sort=newest&page=1&per_page=18",
		"vehicleType=1,2&vehicleType=3&predefinedBudget=660000-860000,1666000-&query=tata",
		"query=%E0%A6%9F%E0%A6%BE%E0%A6%9F%E0%A6%BE&brandSlug=tata&condition=new&minYear=2020&maxYear=2019",
		"query=abc%00", "query=%FF", "brandSlug=%C0%AF", "page=-1&per_page=100000", "minBudget=1e9&maxBudget=x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		flt, err := garihaat.ParseVehicleFilter(q, time.Now())
		if err != nil {
			if garihaat.ErrorCode(err) != garihaat.EINVALID {
				t.Fatalf("%q: %v is not a validation error", raw, err)
			}
			return
		}
		if flt.Page < 1 || flt.PerPage < 1 || flt.PerPage > 100 {
			t.Fatalf("%q: page %d per_page %d", raw, flt.Page, flt.PerPage)
		}
		// Nothing a database would choke on gets through.
		for _, text := range []string{flt.Query, flt.BrandSlug} {
			if !utf8.ValidString(text) || strings.ContainsRune(text, 0) {
				t.Fatalf("%q: let %q through", raw, text)
			}
		}
		if flt.BrandSlug != "" && !garihaat.ValidSlug(flt.BrandSlug) {
			t.Fatalf("%q: brand slug %q", raw, flt.BrandSlug)
		}
	})
}

func FuzzLastEventID(f *testing.F) {
	for _, s := range []string{"", "0", "42", " 7 ", "-1", "9223372036854775808", "1e3", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		if n := lastEventID(h); n < -1 {
			t.Fatalf("lastEventID(%q) = %d", h, n)
		}
	})
}

func FuzzRouteOf(f *testing.F) {
	for _, s := range []string{"/", "/vehicle-details/tata-1", "/vehicles/query/a b", "/vehicles/tata", "/account/x", "/%00", "/vehicle-details/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		rt := routeOf(p)
		if rt.kind == "" {
			t.Fatalf("routeOf(%q) has no kind", p)
		}
	})
}
