package httpapi

import (
	"context"
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"garihaat"
	"garihaat/gzpart"
	"garihaat/seo"
)

// htmlPage is one page's head and first paint as the server renders them
// into index.html, cached per catalogue version like the API's answers.
type htmlPage struct {
	version int64
	// expires is when the page must be made again although the catalogue
	// has not changed (a vehicle's offer window closing); zero: never.
	expires time.Time
	status  int
	lang    seo.Lang
	// head and body are the page's own head tags and first paint, each
	// compressed by itself and fast: index.html around them (two thirds of
	// a page) is compressed once for all pages (webApp.shell), and a page
	// is joined from the parts as it is sent. A cold page thus compresses
	// 6 KB instead of 16, and the cache holds 2 KB a page instead of 5.5.
	head, body gzpart.Part
}

func (p *htmlPage) size() int { return len(p.head.Deflated) + len(p.body.Deflated) + 128 }

// pageRoute is what a public address shows, found from its path alone.
type pageRoute struct {
	kind string // home, list, brands, categories, vehicle, brand, search, help, static, private, notfound
	arg  string // the vehicle's or brand's slug, the search text, the static path
}

func routeOf(p string) pageRoute {
	switch p {
	case seo.HomePath, "/index.html":
		return pageRoute{kind: "home"}
	case seo.ListPath:
		return pageRoute{kind: "list"}
	case "/all-brand":
		return pageRoute{kind: "brands"}
	case "/all-category":
		return pageRoute{kind: "categories"}
	case "/compare":
		return pageRoute{kind: "compare"} // its vehicles are in the query (page)
	case "/help":
		// A text page that also shows the catalogue's questions (FAQPage);
		// arg keeps it a static page where there is no catalogue.
		return pageRoute{kind: "help", arg: p}
	case "/login", "/account", "/admin", "/ask":
		return pageRoute{kind: "private"}
	case "/sell":
		return pageRoute{kind: "private", arg: "sell"}
	}
	if id, ok := strings.CutPrefix(p, "/sell/"); ok && id != "" && !strings.Contains(id, "/") {
		return pageRoute{kind: "private", arg: "sell/edit"} // the seller's form, going on with a listing
	}
	// The stop link of an alert SMS (/s/<token>) is a private page too:
	// nothing of it for search engines; and the question box about a
	// vehicle (/ask/<slug>, issue 48), which is the app's alone.
	if strings.HasPrefix(p, "/account/") || strings.HasPrefix(p, "/admin/") || strings.HasPrefix(p, "/s/") || strings.HasPrefix(p, "/ask/") {
		return pageRoute{kind: "private"}
	}
	if slug, ok := strings.CutPrefix(p, seo.VehiclePath); ok && !strings.Contains(slug, "/") {
		return pageRoute{kind: "vehicle", arg: slug}
	}
	if q, ok := strings.CutPrefix(p, "/vehicles/query/"); ok && q != "" {
		return pageRoute{kind: "search", arg: q}
	}
	if slug, ok := strings.CutPrefix(p, "/vehicles/"); ok && slug != "" && !strings.Contains(slug, "/") {
		return pageRoute{kind: "brand", arg: slug}
	}
	return pageRoute{kind: "static", arg: p}
}

// listParams are the list address's parameters the first paint follows:
// one vehicle type (the type links' target) and the page.
func listParams(q url.Values) (typeID int64, page int) {
	page = 1
	if n, err := strconv.Atoi(q.Get("page")); err == nil && n > 1 && n <= 1000 {
		page = n
	}
	if id, err := strconv.ParseInt(q.Get("vehicleType"), 10, 64); err == nil && id > 0 {
		typeID = id
	}
	return typeID, page
}

// bareList reports whether q asks for the list as the app first shows it:
// no parameter but the language.
func bareList(q url.Values) bool {
	for k := range q {
		if k != "lang" {
			return false
		}
	}
	return true
}

// firstPage asks for page n of the list as the app's first view of it
// does (toApiParams(parseFilters(…)) in the web app), so the first paint
// shows the vehicles the app will show.
func firstPage(n int) url.Values {
	return url.Values{"priceType": {"cash"}, "sort": {"newest"}, "page": {strconv.Itoa(n)}, "per_page": {"18"}}
}

// page returns the rendered page for r, from the cache when the catalogue
// has not changed since it was made.
func (s *Server) page(r *http.Request, rt pageRoute, lang seo.Lang) (*htmlPage, error) {
	ctx := r.Context()
	site := s.site(r)
	q := r.URL.Query()
	if s.deps.Catalog == nil || rt.kind == "private" || rt.kind == "static" {
		return renderPage(site, s.staticPage(site, rt, lang), 0, ""), nil
	}
	if rt.kind == "compare" {
		rt.arg = strings.Join(seo.CompareSlugs(q.Get("v")), ",")
	}
	typeID, pageNo := listParams(q)
	key := site.Origin + " " + string(lang) + " " + rt.kind + " " + rt.arg
	if rt.kind == "list" {
		key += " " + strconv.FormatInt(typeID, 10) + " " + strconv.Itoa(pageNo) + " " + strconv.FormatBool(bareList(q))
	}
	version, err := s.deps.Catalog.CatalogVersion(ctx)
	if err != nil {
		return nil, err
	}
	now := s.deps.Now()
	c, ok := s.web.pages.Get(key)
	hit := ok && c.version == version && (c.expires.IsZero() || now.Before(c.expires))
	s.deps.Metrics.CacheLookup("page", hit)
	if hit {
		return c, nil
	}
	if rt.kind == "vehicle" {
		if p, ok := s.storedPage(ctx, site, rt.arg, lang, version, now); ok {
			s.web.pages.Add(key, p)
			return p, nil
		}
	}
	v, err := s.builds.do(ctx, "page "+strconv.FormatInt(version, 36)+" "+key, func(ctx context.Context) (any, error) {
		p, image, expires, err := s.buildPage(ctx, site, rt, lang, q, version, now)
		if err != nil {
			return nil, err
		}
		out := renderPage(site, p, version, image)
		out.expires = expires
		s.web.pages.Add(key, out)
		return out, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*htmlPage), nil
}

func renderPage(site seo.Site, p seo.Page, version int64, image string) *htmlPage {
	head, body := plainPage(site, p, image)
	return &htmlPage{version: version, status: p.Status, lang: p.Lang,
		head: gzpart.Compress(head, true), body: gzpart.Compress(body, true)}
}

// plainPage is the text of p's head tags and first paint.
func plainPage(site seo.Site, p seo.Page, image string) (head, body []byte) {
	head, body = p.Render(site)
	if image != "" {
		// Read by early-start.js, which shows it in the static first paint:
		// the phone fetches the page's largest image with the document
		// instead of a round trip later, when the page's data has arrived.
		head = append(head, `<meta name="garihaat:image" content="`+html.EscapeString(image)+`">`...)
	}
	return head, body
}

// staticPage is a page that needs no catalogue data.
func (s *Server) staticPage(site seo.Site, rt pageRoute, lang seo.Lang) seo.Page {
	switch {
	case rt.kind == "private" && rt.arg != "":
		return site.Sell(lang, rt.arg == "sell/edit")
	case rt.kind == "private":
		return site.Private(lang)
	}
	if p, ok := site.StaticPage(lang, rt.arg, s.deps.Texts); ok {
		return p
	}
	return site.NotFound(lang)
}

// buildPage reads what the page shows and renders its head and first paint.
func (s *Server) buildPage(ctx context.Context, site seo.Site, rt pageRoute, lang seo.Lang, q url.Values, version int64, now time.Time) (p seo.Page, image string, expires time.Time, err error) {
	cat := s.deps.Catalog
	if rt.kind == "list" || rt.kind == "brand" || rt.kind == "search" {
		// Lists put open offers first: their order changes at midnight in Dhaka.
		expires = garihaat.ClosesAt(garihaat.DhakaDay(now))
	}
	notFound := func() (seo.Page, string, time.Time, error) { return site.NotFound(lang), "", time.Time{}, nil }
	switch rt.kind {
	case "home":
		types, err := cat.Types(ctx)
		if err != nil {
			return p, "", expires, err
		}
		brands, err := cat.Brands(ctx)
		return site.Home(lang, types, brands), "", expires, err
	case "compare":
		var vs []garihaat.Vehicle
		for _, slug := range strings.Split(rt.arg, ",") {
			if slug == "" {
				continue
			}
			v, err := cat.VehicleForPage(ctx, slug)
			if garihaat.ErrorCode(err) == garihaat.ENOTFOUND {
				continue // gone since the link was made: compare the rest
			} else if err != nil {
				return p, "", expires, err
			}
			vs = append(vs, v)
		}
		p := site.Compare(lang, vs, "/compare?v="+rt.arg)
		if len(vs) > 0 && len(vs[0].Images) > 0 && strings.HasPrefix(vs[0].Images[0], "/") {
			image = vs[0].Images[0]
		}
		return p, image, expires, nil
	case "help":
		faqs, err := cat.FAQs(ctx)
		return site.Help(lang, s.deps.Texts, faqs), "", expires, err
	case "brands":
		brands, err := cat.Brands(ctx)
		return site.Brands(lang, brands), "", expires, err
	case "categories":
		types, err := cat.Types(ctx)
		return site.Categories(lang, types), "", expires, err
	case "vehicle":
		if !garihaat.ValidSlug(rt.arg) {
			return notFound()
		}
		v, err := cat.VehicleForPage(ctx, rt.arg)
		if garihaat.ErrorCode(err) == garihaat.ENOTFOUND {
			return notFound()
		} else if err != nil {
			return p, "", expires, err
		}
		p, image, expires := vehiclePage(site, lang, v, now)
		return p, image, expires, nil
	case "list":
		typeID, pageNo := listParams(q)
		vals := firstPage(pageNo)
		var typ *garihaat.Option
		if typeID > 0 {
			types, err := cat.Types(ctx)
			if err != nil {
				return p, "", expires, err
			}
			for _, t := range types {
				if t.ID == typeID {
					typ = &garihaat.Option{ID: t.ID, Name: t.Name, BnTranslation: t.BnTranslation}
					vals.Set("vehicleType", strconv.FormatInt(t.ID, 10))
				}
			}
		}
		f, err := garihaat.ParseVehicleFilter(vals, now)
		if err != nil {
			return p, "", expires, err
		}
		vp, err := cat.VehiclesAt(ctx, version, f)
		if err != nil {
			return p, "", expires, err
		}
		if bareList(q) && len(vp.Products) > 0 && len(vp.Products[0].Images) > 0 && strings.HasPrefix(vp.Products[0].Images[0], "/") {
			image = vp.Products[0].Images[0]
		}
		if typ != nil {
			return site.TypeList(lang, *typ, vp), image, expires, nil
		}
		return site.AllVehicles(lang, vp), image, expires, nil
	case "brand":
		if !garihaat.ValidSlug(rt.arg) {
			return notFound()
		}
		brands, err := cat.Brands(ctx)
		if err != nil {
			return p, "", expires, err
		}
		for _, b := range brands {
			if b.BrandSlug == rt.arg {
				vals := firstPage(1)
				vals.Set("brandSlug", b.BrandSlug)
				f, err := garihaat.ParseVehicleFilter(vals, now)
				if err != nil {
					return p, "", expires, err
				}
				vp, err := cat.VehiclesAt(ctx, version, f)
				return site.BrandList(lang, b, vp), "", expires, err
			}
		}
		return notFound()
	case "search":
		if !utf8.ValidString(rt.arg) {
			return notFound()
		}
		f, err := garihaat.ParseVehicleFilter(url.Values{"query": {rt.arg}}, now)
		if err != nil || f.Query == "" {
			return notFound()
		}
		vp, err := cat.VehiclesAt(ctx, version, f)
		if err != nil {
			return p, "", expires, err
		}
		if vp.Pagination.Total == 0 {
			// An empty search is a page about nothing: a crawler must not
			// keep it, a person still sees the app's "no results".
			return notFound()
		}
		return site.Search(lang, rt.arg, vp), "", expires, nil
	}
	return notFound()
}

// site is what page heads need to know about the site, as r reached it:
// --public-url when set, else the scheme and host r came in with.
func (s *Server) site(r *http.Request) seo.Site {
	origin := s.deps.PublicURL
	if origin == "" {
		scheme := "http"
		if s.isHTTPS(r) {
			scheme = "https"
		}
		origin = scheme + "://" + r.Host
	}
	return s.siteAt(origin)
}

func (s *Server) siteAt(origin string) seo.Site {
	return siteOf(origin, s.deps.Email, s.web.shareImage)
}

// siteOf is the site at origin, with its contact address and default share image.
func siteOf(origin, email, image string) seo.Site {
	return seo.Site{Origin: strings.TrimSuffix(origin, "/"), Email: email, Image: image}
}

// vehiclePage is v's page at now, the image its first paint shows first,
// and when it stops holding (zero: never).
func vehiclePage(site seo.Site, lang seo.Lang, v garihaat.Vehicle, now time.Time) (p seo.Page, image string, expires time.Time) {
	if len(v.Images) > 0 && strings.HasPrefix(v.Images[0], "/") {
		image = v.Images[0]
	}
	if v.OfferClosesAt.After(now) {
		expires = v.OfferClosesAt // the offer's availability changes then
	}
	return site.Vehicle(lang, v, now), image, expires
}
