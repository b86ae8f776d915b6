package seo

import (
	"strconv"
	"strings"
)

// markup writes a page's head tags and first paint. Every value goes
// through the escaper html/template would use in the same place — text
// and quoted attributes, or URL attributes — and the result is byte for
// byte what the templates in testdata/ give (TestMarkupIsTheTemplates):
// a cold vehicle page spent a quarter of its time in html/template's
// reflection. Tailwind reads the classes here (@source in web/src/index.css).
type markup struct{ b []byte }

func (m *markup) raw(s string) { m.b = append(m.b, s...) }

// text writes s escaped for text and quoted attribute values, as
// html/template's htmlEscaper (which also escapes + and turns NUL into
// U+FFFD).
func (m *markup) text(s string) {
	last := 0
	for i := 0; i < len(s); i++ {
		var r string
		switch s[i] {
		case 0:
			r = "\uFFFD"
		case '"':
			r = "&#34;"
		case '&':
			r = "&amp;"
		case '\'':
			r = "&#39;"
		case '+':
			r = "&#43;"
		case '<':
			r = "&lt;"
		case '>':
			r = "&gt;"
		default:
			continue
		}
		m.b = append(m.b, s[last:i]...)
		m.b = append(m.b, r...)
		last = i + 1
	}
	m.b = append(m.b, s[last:]...)
}

// url writes s as an href or src: a scheme other than http, https or
// mailto is refused (html/template's "#ZgotmplZ"), bytes outside a URL's
// own characters are percent-encoded (existing escapes kept), then the
// result is escaped as an attribute value.
func (m *markup) url(s string) {
	if scheme, _, ok := strings.Cut(s, ":"); ok && !strings.Contains(scheme, "/") &&
		!strings.EqualFold(scheme, "http") && !strings.EqualFold(scheme, "https") && !strings.EqualFold(scheme, "mailto") {
		m.raw("#ZgotmplZ")
		return
	}
	var norm []byte
	last := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if urlByte(c) || c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			continue
		}
		norm = append(norm, s[last:i]...)
		norm = append(norm, '%')
		norm = append(norm, strconv.FormatUint(uint64(c)>>4, 16)...)
		norm = append(norm, strconv.FormatUint(uint64(c)&15, 16)...)
		last = i + 1
	}
	if norm == nil {
		m.text(s)
		return
	}
	m.text(string(append(norm, s[last:]...)))
}

// urlByte reports whether c stands in a URL as it is: unreserved, or a
// delimiter of RFC 3986 other than the quote and parentheses.
func urlByte(c byte) bool {
	switch {
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		return true
	}
	return strings.IndexByte("-._~!#$&*+,/:;=?@[]", c) >= 0
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// meta writes <meta property="name" content="value"> and a newline.
func (m *markup) meta(attr, name, value string) {
	m.raw(`<meta ` + attr + `="` + name + `" content="`)
	m.text(value)
	m.raw("\">\n")
}

func (m *markup) link(rel, hreflang, href string) {
	m.raw(`<link rel="` + rel + `"`)
	if hreflang != "" {
		m.raw(` hreflang="` + hreflang + `"`)
	}
	m.raw(` href="`)
	m.url(href)
	m.raw("\">\n")
}

// head writes the page's head tags: title, description, canonical and
// language alternates, Open Graph, Twitter card, JSON-LD.
func (m *markup) head(h headData) {
	m.raw("<title>")
	m.text(h.Title)
	m.raw("</title>\n")
	m.meta("name", "description", h.Description)
	if h.NoIndex {
		m.raw("<meta name=\"robots\" content=\"noindex, follow\">\n")
	}
	if h.Canonical != "" {
		m.link("canonical", "", h.Canonical)
		m.link("alternate", "bn", h.BnURL)
		m.link("alternate", "en", h.EnURL)
		m.link("alternate", "x-default", h.BnURL)
		m.meta("property", "og:url", h.Canonical)
	}
	m.meta("property", "og:site_name", h.SiteName)
	m.meta("property", "og:type", h.OGType)
	m.meta("property", "og:title", h.Title)
	m.meta("property", "og:description", h.Description)
	m.meta("property", "og:locale", h.Locale)
	m.meta("property", "og:locale:alternate", h.AltLocale)
	if h.Image != "" {
		m.meta("property", "og:image", h.Image)
		m.raw("<meta property=\"og:image:type\" content=\"image/jpeg\">\n<meta property=\"og:image:width\" content=\"1200\">\n<meta property=\"og:image:height\" content=\"630\">\n")
		m.meta("property", "og:image:alt", h.ImageAlt)
	}
	m.raw("<meta name=\"twitter:card\" content=\"summary_large_image\">\n")
	m.meta("name", "twitter:title", h.Title)
	m.meta("name", "twitter:description", h.Description)
	if h.Image != "" {
		m.meta("name", "twitter:image", h.Image)
		// X's card validator wants the image described for screen readers
		// on every card that has one (issue 50).
		m.meta("name", "twitter:image:alt", h.ImageAlt)
	}
	for _, ld := range h.JSONLD {
		// json.Marshal escaped <, > and & (headData): nothing ends the script.
		m.raw(`<script type="application/ld+json">`)
		m.raw(ld)
		m.raw("</script>\n")
	}
}

// a writes a link.
func (m *markup) a(l Link, class string) {
	m.raw(`<a href="`)
	m.url(l.Href)
	if class != "" {
		m.raw(`" class="` + class)
	}
	m.raw(`">`)
	m.text(l.Text)
	m.raw("</a>")
}

// frame opens the first paint: the site's navigation and the crumbs.
func (m *markup) frame(nav, crumbs []Link) {
	m.raw("<div id=\"page-text\" class=\"mx-auto max-w-7xl px-4 py-6 font-firstpaint text-slate-800\">\n<nav class=\"flex flex-wrap gap-x-4 gap-y-1 text-sm text-emerald-800\">")
	for _, l := range nav {
		m.a(l, "")
	}
	m.raw("</nav>\n")
	if len(crumbs) > 0 {
		m.raw(`<nav class="mt-4 flex flex-wrap gap-x-2 text-sm text-slate-500">`)
		for i, c := range crumbs {
			if i > 0 {
				m.raw("<span>›</span>")
			}
			m.a(c, "")
		}
		m.raw("</nav>")
	}
	m.raw("\n")
}

// tag writes <name class="class">text</name>.
func (m *markup) tag(name, class, text string) {
	m.raw("<" + name)
	if class != "" {
		m.raw(` class="` + class + `"`)
	}
	m.raw(">")
	m.text(text)
	m.raw("</" + name + ">")
}

// body writes the first paint of data, one of the page kinds' bodies.
func (m *markup) body(nav []Link, data any) {
	switch d := data.(type) {
	case vehicleBody:
		m.vehicle(nav, d)
	case listBody:
		m.list(nav, d)
	case textBody:
		m.textPage(nav, d)
	}
}

func (m *markup) vehicle(nav []Link, d vehicleBody) {
	m.frame(nav, d.Crumbs)
	m.raw("\n<noscript><img src=\"")
	m.url(d.Image)
	m.raw(`" alt="`)
	m.text(d.Title)
	m.raw("\" width=\"800\" height=\"600\" class=\"mt-4 w-full max-w-2xl rounded-xl\"></noscript>\n")
	m.tag("h1", "mt-3 text-2xl font-semibold text-slate-900", d.Title)
	m.raw("\n<dl class=\"mt-3 grid max-w-md grid-cols-2 gap-1\">\n")
	m.tag("dt", "", d.CashLabel)
	m.tag("dd", "font-semibold text-emerald-800", d.Cash)
	m.raw("\n")
	m.tag("dt", "", d.InstallmentLabel)
	m.tag("dd", "font-semibold text-emerald-800", d.Installment)
	m.raw("\n")
	if d.OfferEnds != "" {
		m.tag("dt", "", d.OfferEndsLabel)
		m.tag("dd", "", d.OfferEnds)
	}
	m.raw("\n")
	if d.Sold != "" {
		m.tag("dd", "col-span-2 font-semibold text-sky-800", d.Sold)
	}
	m.raw("\n</dl>\n<dl class=\"mt-4 grid max-w-xl grid-cols-2 gap-1 text-sm\">")
	for _, f := range d.Facts {
		m.tag("dt", "text-slate-500", f.Label)
		m.tag("dd", "", f.Value)
	}
	m.raw("</dl>\n")
	if d.Description != "" {
		m.tag("h2", "mt-6 text-lg font-semibold", d.DescriptionLabel)
		m.raw("\n")
		m.tag("p", "mt-2 max-w-3xl whitespace-pre-line", d.Description)
	}
	if len(d.Questions) > 0 {
		m.raw("\n<section id=\"questions\">")
		m.tag("h2", "mt-6 text-lg font-semibold", d.QuestionsLabel)
		m.raw("\n<dl class=\"mt-2 max-w-3xl\">")
		for _, q := range d.Questions {
			m.tag("dt", "mt-3 font-medium whitespace-pre-line", q.Question)
			m.tag("dd", "mt-1 text-slate-700 whitespace-pre-line", q.Answer)
		}
		m.raw("</dl></section>")
	}
	m.raw("\n</div>")
}

func (m *markup) list(nav []Link, d listBody) {
	m.frame(nav, d.Crumbs)
	m.raw("\n")
	m.tag("h1", "mt-3 text-2xl font-semibold text-slate-900", d.Heading)
	m.raw("\n")
	if d.Intro != "" {
		m.tag("p", "mt-1 text-slate-600", d.Intro)
	}
	m.raw("\n<ul class=\"mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3\">")
	for _, it := range d.Items {
		m.raw("\n<li><a href=\"")
		m.url(it.Href)
		m.raw("\" class=\"block rounded-lg bg-white p-3 shadow-sm\">")
		m.tag("span", "block font-medium text-slate-900", it.Title)
		m.tag("span", "text-emerald-800", it.Price)
		m.raw("</a></li>")
	}
	m.raw("\n</ul>\n")
	if d.Next != nil {
		m.raw(`<p class="mt-4">`)
		m.a(*d.Next, "text-emerald-800")
		m.raw("</p>")
	}
	m.raw("\n</div>")
}

func (m *markup) textPage(nav []Link, d textBody) {
	m.frame(nav, d.Crumbs)
	m.raw("\n")
	m.tag("h1", "mt-3 text-2xl font-semibold text-slate-900", d.Heading)
	m.raw("\n")
	for _, p := range d.Paragraphs {
		m.tag("p", "mt-2 max-w-3xl", p)
	}
	m.raw("\n</div>")
}
