package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"

	"garihaat"
)

// RelatedVehicles is how many related vehicles the detail answer carries:
// the page shows 4 and Show More adds 4 at a time.
const RelatedVehicles = 12

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
	f, err := garihaat.ParseVehicleFilter(r.URL.Query(), s.deps.Now())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	// The parsed filter is the key: parameter order, spelling variants and
	// unknown parameters all map to one entry.
	s.serveCatalogAt(w, r, "vehicles "+f.Key(), func(ctx context.Context, version int64) (any, int64, error) {
		return s.deps.Catalog.VehiclesNow(ctx, version, f)
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

// countView counts one opening of a vehicle's page: only a listed
// vehicle's, once a day per visitor — the client's address (an IPv6 /64).
// The page's beacon (sendBeacon) carries no session to name a user by, and
// looking one up would be a read per view; a cookie anyone can mint would
// let one address count without bound. An id that names no listed vehicle
// is answered the same 204 and counts nothing (issue 46).
func (s *Server) countView(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.deps.Views.Add(id, s.clientIP(r))
	w.WriteHeader(http.StatusNoContent)
}

// getDistricts answers the 64 districts (garihaat.Districts, the one
// copy of the list) for the seller's form and the review desk. The list
// changes only with the program, so a day's caching is safe.
func getDistricts(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "public, max-age=86400")
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "districts": garihaat.Districts})
}
