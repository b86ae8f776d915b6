package seo

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"garihaat"
)

type listBody struct {
	Crumbs         []Link
	Heading, Intro string
	Items          []listItem
	Next           *Link
}

type listItem struct{ Href, Title, Price string }

// list builds a page of vehicles: heading, the first page's vehicles as
// links, and a link to the next page when there is one.
func (s Site) list(l Lang, path, heading string, crumbs []Link, vp garihaat.VehiclePage) Page {
	body := listBody{Crumbs: append(crumbs, Link{withLang(path, l), heading}), Heading: heading}
	total := vp.Pagination.Total
	body.Intro = say(l, wordVehicles, garihaat.GroupLakh(int64(total)))
	var names []string
	for _, v := range vp.Products {
		name := pick(l, v.Title, v.BnTranslation.Title)
		body.Items = append(body.Items, listItem{withLang("/vehicle-details/"+v.ProductSlug, l), name, Price(v.CashPrice, l)})
		if len(names) < 4 {
			names = append(names, name)
		}
	}
	if vp.Pagination.HasMorePages {
		next := path + "?page=" + strconv.Itoa(vp.Pagination.CurrentPage+1)
		if strings.Contains(path, "?") {
			next = path + "&page=" + strconv.Itoa(vp.Pagination.CurrentPage+1)
		}
		body.Next = &Link{withLang(next, l), say(l, wordNextPage)}
	}
	desc := heading + " — " + body.Intro
	if len(names) > 0 {
		desc += ": " + strings.Join(names, ", ")
	}
	desc += say(l, wordOffersTail)
	image := ""
	if len(vp.Products) > 0 && len(vp.Products[0].Images) > 0 {
		image = ShareImage(vp.Products[0].Images[0])
	}
	return Page{
		Lang: l, Status: http.StatusOK, Path: path, Title: title(l, heading), Description: clip(desc, 300),
		Image: image, JSONLD: []any{breadcrumbLD(s.Origin, body.Crumbs), itemListLD(s.Origin, heading, body.Items)}, data: body,
	}
}

func homeCrumb(l Lang) []Link { return []Link{{withLang("/", l), say(l, wordHome)}} }

// AllVehicles is the whole list's first page.
func (s Site) AllVehicles(l Lang, vp garihaat.VehiclePage) Page {
	return s.list(l, "/all-vehicles", say(l, wordAllVehicles), homeCrumb(l), vp)
}

// TypeList is the list of one vehicle type (/all-vehicles?vehicleType=ID,
// what the footer's and home page's type links open).
func (s Site) TypeList(l Lang, t garihaat.Option, vp garihaat.VehiclePage) Page {
	path := "/all-vehicles?vehicleType=" + strconv.FormatInt(t.ID, 10)
	crumbs := append(homeCrumb(l), Link{withLang("/all-category", l), say(l, wordCategories)})
	return s.list(l, path, pick(l, t.Name, t.BnTranslation.Name), crumbs, vp)
}

// BrandList is a brand's page.
func (s Site) BrandList(l Lang, b garihaat.Brand, vp garihaat.VehiclePage) Page {
	crumbs := append(homeCrumb(l), Link{withLang("/all-brand", l), say(l, wordBrands)})
	return s.list(l, "/vehicles/"+b.BrandSlug, pick(l, b.Name, b.BnTranslation.Name), crumbs, vp)
}

// Search is a search's results. Search pages are not indexed (an endless
// space of near-duplicates); their links are followed.
func (s Site) Search(l Lang, query string, vp garihaat.VehiclePage) Page {
	p := s.list(l, "/vehicles/query/"+url.PathEscape(query), say(l, wordSearch, garihaat.Verbatim(query)), homeCrumb(l), vp)
	p.NoIndex = true
	return p
}

type textBody struct {
	Crumbs     []Link
	Heading    string
	Paragraphs []string
	Links      []Link
}

// Brands is the page of all brands, each a link to its page.
func (s Site) Brands(l Lang, brands []garihaat.Brand) Page {
	var links []Link
	for _, b := range brands {
		links = append(links, Link{withLang("/vehicles/"+b.BrandSlug, l), pick(l, b.Name, b.BnTranslation.Name) + " (" + Number(int64(b.TotalProducts), l) + ")"})
	}
	return s.links(l, "/all-brand", say(l, wordBrands), links)
}

// Categories is the page of all vehicle types, each a link to its list.
func (s Site) Categories(l Lang, types []garihaat.VehicleType) Page {
	var links []Link
	for _, t := range types {
		links = append(links, Link{withLang("/all-vehicles?vehicleType="+strconv.FormatInt(t.ID, 10), l), pick(l, t.Name, t.BnTranslation.Name)})
	}
	return s.links(l, "/all-category", say(l, wordCategories), links)
}

func (s Site) links(l Lang, path, heading string, links []Link) Page {
	body := listBody{Crumbs: append(homeCrumb(l), Link{withLang(path, l), heading}), Heading: heading}
	var names []string
	for _, k := range links {
		body.Items = append(body.Items, listItem{Href: k.Href, Title: k.Text})
		names = append(names, k.Text)
	}
	desc := heading + ": " + strings.Join(names, ", ") + say(l, wordSiteTail) + say(l, tagline)
	return Page{Lang: l, Status: http.StatusOK, Path: path, Title: title(l, heading), Description: clip(desc, 300),
		JSONLD: []any{breadcrumbLD(s.Origin, body.Crumbs), itemListLD(s.Origin, heading, body.Items)}, data: body}
}

// Home is the home page: the organisation and the site's search in JSON-LD,
// and links to every type and brand in the first paint.
func (s Site) Home(l Lang, types []garihaat.VehicleType, brands []garihaat.Brand) Page {
	body := listBody{Heading: say(l, siteName) + " — " + say(l, tagline), Intro: say(l, siteSummary)}
	for _, t := range types {
		body.Items = append(body.Items, listItem{Href: withLang("/all-vehicles?vehicleType="+strconv.FormatInt(t.ID, 10), l), Title: pick(l, t.Name, t.BnTranslation.Name)})
	}
	for _, b := range brands {
		body.Items = append(body.Items, listItem{Href: withLang("/vehicles/"+b.BrandSlug, l), Title: pick(l, b.Name, b.BnTranslation.Name)})
	}
	return Page{Lang: l, Status: http.StatusOK, Path: "/", Title: title(l, ""), Description: say(l, siteSummary),
		JSONLD: []any{s.organizationLD(l), s.websiteLD(l)}, data: body}
}

// Static is one of the site's text pages; heading and paragraphs are in
// the page's language.
func (s Site) Static(l Lang, path, heading string, paragraphs ...string) Page {
	body := textBody{Crumbs: append(homeCrumb(l), Link{withLang(path, l), heading}), Heading: heading, Paragraphs: paragraphs}
	desc := say(l, siteSummary)
	if len(paragraphs) > 0 {
		desc = paragraphs[0]
	}
	return Page{Lang: l, Status: http.StatusOK, Path: path, Title: title(l, heading), Description: clip(desc, 300),
		JSONLD: []any{breadcrumbLD(s.Origin, body.Crumbs)}, data: body}
}

// Private is a page only a signed-in visitor or staff sees (account, back
// office, sign-in): the site's head, kept out of search results.
func (s Site) Private(l Lang) Page {
	return Page{Lang: l, Status: http.StatusOK, Title: title(l, ""), Description: say(l, siteSummary), NoIndex: true}
}

// Sell is the seller's form (/sell, or /sell/{id} when editing): its own
// title in the first paint, kept out of search results (it is behind
// sign-in and holds one person's listing).
func (s Site) Sell(l Lang, editing bool) Page {
	t := wordSellTitle
	if editing {
		t = wordSellEdit
	}
	return Page{Lang: l, Status: http.StatusOK, Title: title(l, say(l, t)), Description: say(l, wordSellIntro), NoIndex: true}
}

// NotFound is the answer to an address the site does not have.
func (s Site) NotFound(l Lang) Page {
	body := textBody{Heading: say(l, wordNotFound), Paragraphs: []string{say(l, wordNotFoundTxt)}}
	return Page{Lang: l, Status: http.StatusNotFound, Title: title(l, say(l, wordNotFound)), Description: say(l, wordNotFoundTxt),
		data: body}
}
