package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"garihaat"
)

// RelatedVehicles is how many related vehicles the detail answer carries:
// the page shows 4 and Show More adds 4 at a time.
const RelatedVehicles = 12

// maxListValues bounds how many ids or ranges one filter may carry.
const maxListValues = 50

// maxQueryRunes bounds the search text.
const maxQueryRunes = 100

func (s *Server) getFooter(w http.ResponseWriter, r *http.Request) {
	s.serveCatalog(w, r, "footer", func(ctx context.Context, _ int64) (any, error) { return s.deps.Catalog.Footer(ctx) })
}

func (s *Server) getHomepage(w http.ResponseWriter, r *http.Request) {
	s.serveCatalog(w, r, "homepage", func(ctx context.Context, _ int64) (any, error) { return s.deps.Catalog.Homepage(ctx) })
}

func (s *Server) getBrands(w http.ResponseWriter, r *http.Request) {
	s.serveCatalog(w, r, "brands", func(ctx context.Context, _ int64) (any, error) {
		b, err := s.deps.Catalog.Brands(ctx)
		return map[string]any{"brands": b}, err
	})
}

func (s *Server) getTypes(w http.ResponseWriter, r *http.Request) {
	s.serveCatalog(w, r, "types", func(ctx context.Context, _ int64) (any, error) {
		t, err := s.deps.Catalog.Types(ctx)
		return map[string]any{"types": t}, err
	})
}

func (s *Server) getFilterParams(w http.ResponseWriter, r *http.Request) {
	s.serveCatalog(w, r, "filter-params", func(ctx context.Context, _ int64) (any, error) { return s.deps.Catalog.FilterParams(ctx) })
}

func (s *Server) getFAQs(w http.ResponseWriter, r *http.Request) {
	s.serveCatalog(w, r, "faqs", func(ctx context.Context, _ int64) (any, error) {
		f, err := s.deps.Catalog.FAQs(ctx)
		return map[string]any{"faqs": f}, err
	})
}

func (s *Server) getVehicles(w http.ResponseWriter, r *http.Request) {
	f, err := parseVehicleFilter(r.URL.Query(), s.deps.Now())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	// The parsed filter is the key: parameter order, spelling variants and
	// unknown parameters all map to one entry.
	s.serveCatalog(w, r, fmt.Sprintf("vehicles %+v", f), func(ctx context.Context, version int64) (any, error) {
		return s.deps.Catalog.VehiclesAt(ctx, version, f)
	})
}

func (s *Server) getVehicle(w http.ResponseWriter, r *http.Request) {
	ctx, slug := r.Context(), r.PathValue("slug")
	if !garihaat.ValidSlug(slug) {
		s.writeError(w, r, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgVehicleNotFound))
		return
	}
	user, signedIn := s.optionalUser(r)
	signedIn = signedIn && s.deps.Account != nil
	if key := vehicleKey(slug, false); !signedIn && !s.cache.entries.Contains(key) {
		// A detail nobody asked for lately (most vehicle pages are opened
		// once): from its stored part when that is current, else one
		// query reads it with its stamp, instead of a stamp query that
		// can only miss and then the reads.
		if s.deps.Details == nil || !s.serveStoredVehicle(w, r, key, slug) {
			s.serveFreshVehicle(w, r, key, slug)
		}
		return
	}
	id, stamp, err := s.deps.Catalog.VehicleStamp(ctx, slug)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	bookmarked := false
	if signedIn {
		if bookmarked, err = s.deps.Account.IsBookmarked(ctx, user.ID, id); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	key := vehicleKey(slug, bookmarked)
	s.serveCached(w, r, key, stamp, func(ctx context.Context) (any, error) {
		v, related, err := s.deps.Catalog.Vehicle(ctx, slug, RelatedVehicles)
		return vehicleAnswer{Product: v, IsBookmarked: bookmarked, Related: related, Status: true}, err
	})
}

// vehicleKey is the answer cache's key of a detail. The caller's bookmark
// is part of it, so one cached detail never tells another user what was
// bookmarked.
func vehicleKey(slug string, bookmarked bool) string {
	return "vehicle " + slug + " " + strconv.FormatBool(bookmarked)
}

// vehicleAnswer is get-vehicle's answer. Its fields are in the order a map
// would be written (sorted keys), as the answer always was; a struct is
// encoded without sorting and boxing.
type vehicleAnswer struct {
	IsBookmarked bool                      `json:"isBookmarked"`
	Product      garihaat.Vehicle          `json:"product"`
	Related      []garihaat.VehicleSummary `json:"relatedProducts"`
	Status       bool                      `json:"status"`
}

// serveFreshVehicle builds a visitor's detail answer, caches it under key
// and sends it.
func (s *Server) serveFreshVehicle(w http.ResponseWriter, r *http.Request, key, slug string) {
	v, related, stamp, err := s.deps.Catalog.VehicleAndStamp(r.Context(), slug, RelatedVehicles)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	plain, err := json.Marshal(vehicleAnswer{Product: v, Related: related, Status: true})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.sendUncached(w, r, key, gzipAnswer(stamp, append(plain, '\n')))
}

// sendUncached sends a detail answer made because the cache had none, and
// caches it only when the same detail was asked lately (seenKeys).
func (s *Server) sendUncached(w http.ResponseWriter, r *http.Request, key string, a *cachedAnswer) {
	s.deps.Metrics.CacheLookup("answer", false)
	if s.seen.again(key) {
		s.cache.entries.Add(key, a)
	}
	s.writeAnswer(w, r, a, "application/json; charset=utf-8")
}

// parseVehicleFilter reads get-vehicles' query string. Id lists are
// comma-separated and may repeat (vehicleType=1,2&vehicleType=3);
// predefinedBudget is "min-max" or "min-" for no upper bound, repeatable and
// comma-separated too. Unknown parameters are ignored; malformed known ones
// are rejected field by field. The list is asked on now's day in Dhaka
// (which offers are open), so that day is part of the filter and of its
// cache key.
func parseVehicleFilter(q url.Values, now time.Time) (garihaat.VehicleFilter, error) {
	v := garihaat.Validation{}
	f := garihaat.VehicleFilter{Page: 1, PerPage: garihaat.PageSize, Today: garihaat.DhakaDay(now)}
	ids := func(name string) []int64 {
		var out []int64
		for _, raw := range values(q, name) {
			n, err := strconv.ParseInt(raw, 10, 64)
			if err != nil || n <= 0 {
				v.Add(name, garihaat.MsgListIds)
				return nil
			}
			out = append(out, n)
		}
		if len(out) > maxListValues {
			v.Add(name, garihaat.MsgTooManyValues)
			return nil
		}
		return out
	}
	f.BrandIDs = ids("vehicleBrand")
	f.TypeIDs = ids("vehicleType")
	f.DepotIDs = ids("depoLocation")
	f.ColorIDs = ids("color")
	f.FuelIDs = ids("fuelType")
	num := func(name string) int64 {
		raw := strings.TrimSpace(q.Get(name))
		if raw == "" {
			return 0
		}
		n, err := strconv.ParseInt(garihaat.NormalizeDigits(raw), 10, 64)
		if err != nil || n < 0 || n > garihaat.MaxOfferAmount*10 {
			v.Add(name, garihaat.MsgPositiveWholeNumber)
			return 0
		}
		return n
	}
	f.MinBudget, f.MaxBudget = num("minBudget"), num("maxBudget")
	if f.MinBudget > 0 && f.MaxBudget > 0 && f.MinBudget > f.MaxBudget {
		v.Add("minBudget", garihaat.MsgMinBudgetCannotGreaterMax)
	}
	if p := num("page"); p > 0 {
		f.Page = int(min(p, 1_000_000))
	} else if q.Get("page") != "" && !v.Has("page") {
		v.Add("page", garihaat.MsgPositiveWholeNumber)
	}
	if p := num("per_page"); p > 0 {
		f.PerPage = int(min(p, garihaat.MaxPageSize))
	} else if q.Get("per_page") != "" && !v.Has("per_page") {
		v.Add("per_page", garihaat.MsgPositiveWholeNumber)
	}
	for _, raw := range values(q, "predefinedBudget") {
		lo, hi, ok := strings.Cut(raw, "-")
		minB, err1 := strconv.ParseInt(strings.TrimSpace(lo), 10, 64)
		maxB, err2 := int64(0), error(nil)
		if strings.TrimSpace(hi) != "" {
			maxB, err2 = strconv.ParseInt(strings.TrimSpace(hi), 10, 64)
		}
		if !ok || err1 != nil || err2 != nil || minB < 0 || maxB < 0 || (maxB > 0 && maxB < minB) {
			v.Add("predefinedBudget", garihaat.MsgRangeLike660000860000)
			break
		}
		f.Ranges = append(f.Ranges, garihaat.BudgetRange{Min: minB, Max: maxB})
	}
	if len(f.Ranges) > maxListValues {
		v.Add("predefinedBudget", garihaat.MsgTooManyValues)
	}
	switch pt := q.Get("priceType"); pt {
	case "", garihaat.PriceCash, garihaat.PriceInstallment:
		f.PriceType = pt
	default:
		v.Add("priceType", garihaat.MsgCashInstallment)
	}
	if so := q.Get("sort"); so == "" || slices.Contains(garihaat.Sorts, so) {
		f.Sort = so
	} else {
		v.Add("sort", garihaat.MsgNewestEndingSoonPriceAsc)
	}
	for _, c := range values(q, "condition") {
		switch c {
		case garihaat.ConditionNew, garihaat.ConditionReconditioned, garihaat.ConditionResale:
			if !slices.Contains(f.Conditions, c) {
				f.Conditions = append(f.Conditions, c)
			}
		default:
			v.Add("condition", garihaat.MsgNewReconditionedResale)
		}
	}
	year := func(name string) int {
		n := num(name)
		if n != 0 && (n < 1950 || n > 2100) {
			v.Add(name, garihaat.MsgYearBetween19502100)
			return 0
		}
		return int(n)
	}
	f.MinYear, f.MaxYear = year("minYear"), year("maxYear")
	if f.MinYear > 0 && f.MaxYear > 0 && f.MinYear > f.MaxYear {
		v.Add("minYear", garihaat.MsgFirstYearCannotAfterLast)
	}
	f.Query = strings.TrimSpace(q.Get("query"))
	if msg := queryProblem(f.Query); msg != "" {
		v.Add("query", msg)
	}
	f.BrandSlug = strings.TrimSpace(q.Get("brandSlug"))
	if f.BrandSlug != "" && !garihaat.ValidSlug(f.BrandSlug) {
		v.Add("brandSlug", garihaat.MsgInvalidFilter)
	}
	return f, v.Err(garihaat.MsgInvalidFilter)
}

// values returns every comma-separated, non-empty value of a repeatable
// parameter (also accepting the name[] form some clients send).
func values(q url.Values, name string) []string {
	var out []string
	for _, raw := range append(q[name], q[name+"[]"]...) {
		for _, part := range strings.Split(raw, ",") {
			if part = strings.TrimSpace(part); part != "" {
				out = append(out, part)
			}
		}
	}
	return out
}

// queryProblem says what is wrong with a trimmed search text, or "" when it
// can be searched: valid UTF-8 without control characters, at most
// maxQueryRunes. The public catalogue and the back office share it.
func queryProblem(q string) string {
	switch {
	case !utf8.ValidString(q) || strings.ContainsFunc(q, unicode.IsControl):
		return garihaat.MsgSearchTextCharactersThatNot
	case utf8.RuneCountInString(q) > maxQueryRunes:
		return garihaat.MsgSearchTextTooLong
	}
	return ""
}

// countView counts one opening of a vehicle's page, by the client's
// address (a signed-in user's reloads from two networks count twice; a
// guide, not a record).
func (s *Server) countView(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.deps.Views.Add(id, s.clientIP(r))
	w.WriteHeader(http.StatusNoContent)
}
