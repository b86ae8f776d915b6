// Package seo renders what a public page shows before any JavaScript runs:
// its head (title, description, canonical and language alternates, Open
// Graph, JSON-LD) and its first paint as real text and links, so a shared
// link gets a preview and a crawler reads the page. It also writes the
// sitemap. Pure functions over the catalogue's types; the HTTP layer
// fetches the data and caches what comes out.
package seo

import (
	"encoding/json"
	"net/http"
	"strings"
)

// PageFormat names how this package renders a page. Stored pages made
// under another name are not served and are made again, so it changes
// exactly when the markup does: httpapi's TestPageFormat fails when a
// page's text changes and this name does not.
const PageFormat = "page-5"

// Site is what every page's head needs to know about the site itself.
type Site struct {
	// Origin is the scheme and host absolute URLs start with
	// (https://garihaat.com.bd), without a trailing slash.
	Origin string
	// Email is the contact address.
	Email string
	// Image is the share image of pages without one of their own (the
	// home page's hero, rasterized), a site path.
	Image string
}

// Link is a link of a breadcrumb, a list or the site's navigation.
type Link struct {
	Href, Text string
}

// Page is one rendered page's head and first paint.
type Page struct {
	Lang   Lang
	Status int // http.StatusOK or http.StatusNotFound
	// Path is the canonical address (path and query, without lang); "" for
	// pages that have none (not found, private pages).
	Path        string
	Title       string
	Description string
	// Image is the page's share image, a site path; ImageAlt describes it.
	Image, ImageAlt string
	OGType          string // "website" or "product"
	NoIndex         bool
	JSONLD          []any
	// data is the first paint (vehicleBody, listBody, textBody); nil: none.
	data any
}

// Render writes the page's head tags and its first paint.
func (p Page) Render(site Site) (head, body []byte) {
	var h, b markup
	h.b = make([]byte, 0, 4096)
	h.head(p.headData(site))
	if p.data != nil {
		b.b = make([]byte, 0, 2048)
		b.body(siteNav(p.Lang), p.data)
	}
	return h.b, b.b
}

type headData struct {
	Lang                      Lang
	Title, Description        string
	Canonical, BnURL, EnURL   string
	Image, ImageAlt           string
	OGType, Locale, AltLocale string
	SiteName                  string
	NoIndex                   bool
	JSONLD                    []string // each marshalled, so safe in a script element
}

func (p Page) headData(site Site) headData {
	h := headData{Lang: p.Lang, Title: p.Title, Description: p.Description, OGType: p.OGType,
		SiteName: say(p.Lang, siteName), NoIndex: p.NoIndex || p.Status != http.StatusOK, ImageAlt: p.ImageAlt,
		Locale: "bn_BD", AltLocale: "en_US"}
	if p.Lang == English {
		h.Locale, h.AltLocale = h.AltLocale, h.Locale
	}
	if h.OGType == "" {
		h.OGType = "website"
	}
	if p.Path != "" && p.Status == http.StatusOK {
		h.BnURL = site.Origin + p.Path
		h.EnURL = site.Origin + withLang(p.Path, English)
		h.Canonical = h.BnURL
		if p.Lang == English {
			h.Canonical = h.EnURL
		}
	}
	img := p.Image
	if img == "" {
		img = site.Image
	}
	if img != "" {
		h.Image = site.Origin + img
	}
	if h.ImageAlt == "" {
		h.ImageAlt = h.Title
	}
	for _, ld := range p.JSONLD {
		// json.Marshal escapes <, > and & as \u003c…, so no text in the
		// data can end the script element.
		b, err := json.Marshal(ld)
		if err != nil {
			continue // every value here is made of strings and numbers
		}
		h.JSONLD = append(h.JSONLD, string(b))
	}
	return h
}

// withLang adds lang=en to a site path, which may carry a query already:
// English pages link to English pages, so a crawler that came in through
// ?lang=en stays in English.
func withLang(path string, l Lang) string {
	if l != English {
		return path
	}
	if strings.Contains(path, "?") {
		return path + "&lang=en"
	}
	return path + "?lang=en"
}

// ShareImage names the raster share image of a site image (an SVG or a
// photo under /media/ or /assets/): served by the HTTP layer at this path,
// made from the source on first request. "" when src is not a site image.
func ShareImage(src string) string {
	if !strings.HasPrefix(src, "/media/") && !strings.HasPrefix(src, "/assets/") {
		return ""
	}
	return "/share" + src + ".jpg"
}

// siteNav is the site's main navigation, the same links as the header's.
func siteNav(l Lang) []Link {
	return []Link{
		{withLang("/", l), say(l, wordHome)},
		{withLang("/all-vehicles", l), say(l, wordAllVehicles)},
		{withLang("/all-brand", l), say(l, wordBrands)},
		{withLang("/all-category", l), say(l, wordCategories)},
		{withLang("/help", l), say(l, wordHelp)},
	}
}
