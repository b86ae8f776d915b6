package seo

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"io"
	"time"
)

// SitemapMax is how many addresses one sitemap file may hold
// (sitemaps.org); a larger site gets a sitemap index.
const SitemapMax = 50_000

// SitemapURL is one page of the sitemap: a site path and its last change.
type SitemapURL struct {
	Path    string
	LastMod time.Time
}

// URLsPerPage is how many sitemap entries one page takes: its Bangla and
// its English address.
const URLsPerPage = 2

// WriteURLSet writes a sitemap of pages, each in both languages, each
// entry naming its language alternates. It writes as it goes: a file of
// 25,000 vehicles is 20 MB of XML, which is compressed on the way and
// never held whole (issue 12).
func WriteURLSet(w io.Writer, origin string, pages []SitemapURL) error {
	b := bufio.NewWriterSize(w, 32<<10)
	b.WriteString(xml.Header)
	b.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">` + "\n")
	for _, p := range pages {
		bn, en := origin+p.Path, origin+withLang(p.Path, English)
		for _, loc := range [URLsPerPage]string{bn, en} {
			b.WriteString("<url><loc>")
			xml.EscapeText(b, []byte(loc))
			b.WriteString("</loc>")
			if !p.LastMod.IsZero() {
				b.WriteString("<lastmod>" + p.LastMod.UTC().Format("2006-01-02") + "</lastmod>")
			}
			for _, alt := range [...][2]string{{"bn", bn}, {"en", en}, {"x-default", bn}} {
				b.WriteString(`<xhtml:link rel="alternate" hreflang="` + alt[0] + `" href="`)
				xml.EscapeText(b, []byte(alt[1]))
				b.WriteString(`"/>`)
			}
			b.WriteString("</url>\n")
		}
	}
	b.WriteString("</urlset>\n")
	return b.Flush()
}

// SitemapIndex writes a sitemap index naming the sitemap files at paths.
func SitemapIndex(origin string, paths []string, lastMod time.Time) []byte {
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, p := range paths {
		b.WriteString("<sitemap><loc>")
		xml.EscapeText(&b, []byte(origin+p))
		b.WriteString("</loc>")
		if !lastMod.IsZero() {
			b.WriteString("<lastmod>" + lastMod.UTC().Format("2006-01-02") + "</lastmod>")
		}
		b.WriteString("</sitemap>\n")
	}
	b.WriteString("</sitemapindex>\n")
	return b.Bytes()
}

// FixedPages are the pages the sitemap always names, besides brands, types
// and vehicles.
var FixedPages = []string{"/", "/all-vehicles", "/all-brand", "/all-category", "/help", "/about", "/careers", "/terms", "/privacy-policy"}
