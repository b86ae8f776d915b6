package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"time"

	"garihaat"
	"garihaat/gzpart"
	"garihaat/seo"
	"garihaat/stored"
)

// A vehicle's page is stored made (issue 31): the head and first paint of
// both languages, each compressed as renderPage makes them, kept current by
// stored.Keep through PageMaker. A cold page is then one read and a join,
// as the API's cold detail is, instead of a read, a render and a
// compression (three quarters of its CPU).

// pageLangs are the languages a vehicle's stored pages hold, in order.
var pageLangs = [...]seo.Lang{seo.Bangla, seo.English}

// NewPageMaker renders the stored pages of vehicles for origin
// (--public-url, else the listening address: a page asked for through
// another host is rendered on its visit, as before).
func NewPageMaker(deps Deps, origin string) (stored.PageMaker, error) {
	if deps.Web == nil {
		return nil, errors.New("no web app to render pages into")
	}
	return pageMaker{site: siteOf(origin, deps.Email, heroShareImage(deps.Web))}, nil
}

type pageMaker struct{ site seo.Site }

func (m pageMaker) Origin() string { return m.site.Origin }

func (m pageMaker) Format() string { return pageFormat(m.site) }

// pageFormat names how pages are rendered for site: the markup's own
// name (seo.PageFormat) and what of the site's settings besides its origin
// the pages hold (the contact address, the default share image, whose
// name is the build's). Not the executable's hash: a new build that
// renders the same keeps every stored page (issue 47).
func pageFormat(site seo.Site) string {
	h := sha256.Sum256([]byte(site.Email + "\x00" + site.Image))
	return seo.PageFormat + "-" + hex.EncodeToString(h[:4])
}

func (m pageMaker) MakePages(v garihaat.Vehicle, now time.Time) ([]byte, time.Time, error) {
	var data []byte
	var until time.Time
	for _, l := range pageLangs {
		p, image, expires := vehiclePage(m.site, l, v, now)
		out := renderPage(m.site, p, 0, image)
		data = appendPart(data, out.head)
		data = appendPart(data, out.body)
		until = expires
	}
	return data, until, nil
}

// appendPart and readPart are a part's encoding in a stored page: its
// CRC-32, plain length and deflated length as varints, then its bytes.
func appendPart(b []byte, p gzpart.Part) []byte {
	b = binary.AppendUvarint(b, uint64(p.CRC))
	b = binary.AppendUvarint(b, uint64(p.Size))
	b = binary.AppendUvarint(b, uint64(len(p.Deflated)))
	return append(b, p.Deflated...)
}

func readPart(b []byte) (gzpart.Part, []byte, bool) {
	var v [3]uint64
	for i := range v {
		n, k := binary.Uvarint(b)
		if k <= 0 {
			return gzpart.Part{}, nil, false
		}
		v[i], b = n, b[k:]
	}
	if v[2] > uint64(len(b)) {
		return gzpart.Part{}, nil, false
	}
	return gzpart.Part{CRC: uint32(v[0]), Size: uint32(v[1]), Deflated: b[:v[2]:v[2]]}, b[v[2]:], true
}

// storedPage is the vehicle page of slug in lang from its stored pages,
// when they are current for site at now; ok is false otherwise (the
// caller renders it).
func (s *Server) storedPage(ctx context.Context, site seo.Site, slug string, lang seo.Lang, version int64, now time.Time) (*htmlPage, bool) {
	if s.deps.Pages == nil {
		return nil, false
	}
	sp, ok, err := s.deps.Pages.StoredPage(ctx, slug)
	if err != nil || !ok || !sp.Serves(stored.PageWant{Format: pageFormat(site), Origin: site.Origin, Now: now}) {
		return nil, false
	}
	b := sp.Data
	for _, l := range pageLangs {
		head, rest, ok1 := readPart(b)
		body, rest, ok2 := readPart(rest)
		if !ok1 || !ok2 {
			return nil, false
		}
		if l == lang {
			// The page cache counts a page's own bytes: it must not keep
			// the other language's alive with them.
			both := append(append(make([]byte, 0, len(head.Deflated)+len(body.Deflated)), head.Deflated...), body.Deflated...)
			head.Deflated, body.Deflated = both[:len(head.Deflated):len(head.Deflated)], both[len(head.Deflated):]
			return &htmlPage{version: version, expires: sp.Until, status: 200, lang: l, head: head, body: body}, true
		}
		b = rest
	}
	return nil, false
}
