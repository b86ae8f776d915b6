package httpapi

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"garihaat"
	"garihaat/seo"
)

// sitemapMax is how many addresses one sitemap file holds (a variable for
// tests); a large catalogue's file names sitemapMax/2 vehicles, each in
// both languages.
var sitemapMax = seo.SitemapMax

// getSitemap serves /sitemap.xml: every public page in both languages, or,
// when that is more than one file may hold, an index of /sitemaps/N.xml
// (1: the fixed pages, brands and types; 2 on: the vehicles).
func (s *Server) getSitemap(w http.ResponseWriter, r *http.Request) {
	s.serveSitemap(w, r, 0)
}

func (s *Server) getSitemapFile(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.Atoi(strings.TrimSuffix(r.PathValue("file"), ".xml"))
	if err != nil || n < 1 || !strings.HasSuffix(r.PathValue("file"), ".xml") {
		http.NotFound(w, r)
		return
	}
	s.serveSitemap(w, r, n)
}

// serveSitemap serves sitemap file n, 0 being /sitemap.xml itself.
func (s *Server) serveSitemap(w http.ResponseWriter, r *http.Request, n int) {
	if s.deps.Sitemap == nil || s.deps.Catalog == nil {
		http.NotFound(w, r)
		return
	}
	ctx := r.Context()
	version, err := s.deps.Catalog.CatalogVersion(ctx)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	vehiclesPerSitemap := max(1, sitemapMax/seo.URLsPerPage)
	shape, err := s.sitemapShape.at(ctx, version, vehiclesPerSitemap, s.deps.Sitemap.SitemapShape)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	fixed, err := s.sitemapFixed(ctx)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	last := shape.LastChange
	for i := range fixed {
		fixed[i].LastMod = last
	}
	single := (len(fixed)+shape.Count)*seo.URLsPerPage <= sitemapMax
	// File 1 holds the fixed pages; then a file for each full file's end and
	// one for the rest. Counted from the ends, not the count alone: the two
	// may be read a write apart, and no file is named without its start.
	files := 1 + len(shape.Ends)
	if shape.Count > len(shape.Ends)*vehiclesPerSitemap {
		files++
	}
	if (n > 0 && single) || n > files {
		http.NotFound(w, r)
		return
	}
	origin := s.site(r).Origin
	key := fmt.Sprintf("sitemap %s %d/%d", origin, n, sitemapMax)
	s.serveCachedWriter(w, r, key, strconv.FormatInt(version, 36), "application/xml; charset=utf-8", func(ctx context.Context) (func(io.Writer) error, error) {
		switch {
		case n == 0 && !single:
			paths := make([]string, files)
			for i := range paths {
				paths[i] = "/sitemaps/" + strconv.Itoa(i+1) + ".xml"
			}
			return func(out io.Writer) error {
				_, err := out.Write(seo.SitemapIndex(origin, paths, last))
				return err
			}, nil
		case n == 1:
			return func(out io.Writer) error { return seo.WriteURLSet(out, origin, fixed) }, nil
		}
		var after int64 // file n's vehicles come after the end of the one before
		if n > 2 {
			after = shape.Ends[n-3]
		}
		limit, pages := vehiclesPerSitemap, fixed
		if single {
			limit = shape.Count
		} else {
			pages = nil
		}
		vehicles, err := s.deps.Sitemap.SitemapVehicles(ctx, after, limit)
		if err != nil {
			return nil, err
		}
		for _, v := range vehicles {
			pages = append(pages, seo.SitemapURL{Path: "/vehicle-details/" + v.Slug, LastMod: v.Updated})
		}
		return func(out io.Writer) error { return seo.WriteURLSet(out, origin, pages) }, nil
	})
}

// sitemapFixed lists the pages besides vehicles: the fixed ones, every
// brand and every type list.
func (s *Server) sitemapFixed(ctx context.Context) ([]seo.SitemapURL, error) {
	var out []seo.SitemapURL
	for _, p := range seo.FixedPages {
		out = append(out, seo.SitemapURL{Path: p})
	}
	brands, err := s.deps.Catalog.Brands(ctx)
	if err != nil {
		return nil, err
	}
	for _, b := range brands {
		if b.TotalProducts > 0 {
			out = append(out, seo.SitemapURL{Path: "/vehicles/" + b.BrandSlug})
		}
	}
	types, err := s.deps.Catalog.Types(ctx)
	if err != nil {
		return nil, err
	}
	for _, t := range types {
		out = append(out, seo.SitemapURL{Path: "/all-vehicles?vehicleType=" + strconv.FormatInt(t.ID, 10)})
	}
	return out, nil
}

// getRobots serves robots.txt: everything but the account area and the back
// office may be crawled, and the sitemap is named with its full address.
func (s *Server) getRobots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	fmt.Fprintf(w, "User-agent: *\nAllow: /\nDisallow: /account/\nDisallow: /admin\nDisallow: /api/\n\nSitemap: %s/sitemap.xml\n", s.site(r).Origin)
}

// sitemapShape keeps the sitemap's shape (how many vehicles are listed,
// their newest change, where each file ends) for one catalogue version.
// Every request for /sitemap.xml or one of its files needs it, answered
// from the cache or not, and reading it is a pass over every listed
// vehicle (counting alone was 645 ms of PostgreSQL at 1,000,000): read per
// request, anyone asking for the sitemap in a loop held the database's
// cores. A version's is read once per instance; those asking meanwhile
// wait for that read.
type sitemapShape struct {
	mu      sync.Mutex
	kept    bool
	version int64 // of the shape kept
	per     int   // vehicles a file
	shape   garihaat.SitemapShape
}

// at returns the shape of version or a later one for files of per
// vehicles, read when none is kept.
func (c *sitemapShape) at(ctx context.Context, version int64, per int, read func(context.Context, int) (garihaat.SitemapShape, error)) (garihaat.SitemapShape, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.kept || c.version < version || c.per != per {
		shape, err := read(ctx, per)
		if err != nil {
			return garihaat.SitemapShape{}, err
		}
		// Read after version was: it is version's or newer.
		c.kept, c.version, c.per, c.shape = true, version, per, shape
	}
	return c.shape, nil
}
