package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"testing"
	"testing/fstest"
	"time"

	"garihaat"
	"garihaat/internal/fill"
	"garihaat/seo"
	"garihaat/store/demo"
	"garihaat/store/storetest"
	"garihaat/stored"
)

// pageRenderings are the hashes of filled vehicles' pages, by
// seo.PageFormat. When TestPageFormat fails the markup changed: give
// seo.PageFormat a new name and record its hash here (and the demo's, see
// TestPageFormatOfTheDemo); older names are in git's history.
var pageRenderings = map[string]string{
	"page-5": "da7e6c3ab23c7313bad7bc34", // a blank odometer shows nothing; a checked private listing's papers (issue 50 walk)
}

// demoPages are the hashes of the demo catalogue's vehicle pages as the
// keeper makes them (read through the store, then rendered), by
// seo.PageFormat: a change to what the store puts into a page (a field, a
// mask) needs a new name too, or pages stored before it would still be
// served after it.
var demoPages = map[string]string{
	"page-5": "8bda4dd22e399e6da895a7aa",
}

// TestPageFormat: a vehicle page's markup changes only with
// seo.PageFormat's name, so a stored page is served only by builds that
// render it the same (issue 47: a new build keeps the stored pages).
func TestPageFormat(t *testing.T) {
	site := siteOf("https://garihaat.test/", "help@garihaat.test", "/share/hero.jpg")
	now := time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)
	var vehicles []garihaat.Vehicle
	for seed := range 3 {
		v := fill.Filled[garihaat.Vehicle](seed)
		v.Images = []string{"/media/u/a-full.jpg", "/media/u/b-full.jpg"}
		vehicles = append(vehicles, v)
		// The lifecycle's and the seller's branches of the page.
		for _, status := range []string{garihaat.VehiclePublished, garihaat.VehicleSold} {
			for _, mark := range []garihaat.SellerMark{garihaat.NewSellerMark(false, 0), garihaat.NewSellerMark(true, 0), garihaat.NewSellerMark(true, now.Unix())} {
				w := v
				w.Status, w.Seller, w.OfferEndsAt, w.BidMode = status, mark, "2026-03-05", "sealed"
				w.OfferClosesAt = now.Add(time.Duration(seed-1) * 24 * time.Hour)
				vehicles = append(vehicles, w)
			}
		}
	}
	vehicles = append(vehicles, garihaat.Vehicle{ID: 1, ProductSlug: "bare"})
	sum := sha256.New()
	for _, v := range vehicles {
		for _, lang := range pageLangs {
			p, image, _ := vehiclePage(site, lang, v, now)
			head, body := plainPage(site, p, image)
			sum.Write(head)
			sum.Write(body)
		}
	}
	got := hex.EncodeToString(sum.Sum(nil)[:12])
	if want, ok := pageRenderings[seo.PageFormat]; !ok || want != got {
		t.Fatalf("the vehicle pages' markup is %s, %q's is %q: name the new markup in seo.PageFormat and add its hash to pageRenderings", got, seo.PageFormat, want)
	}
}

// TestPageFormatFollowsTheSite: pages hold the contact address and the
// default share image (the build's asset name), so either changes their
// format; the origin is checked on its own (Page.Serves).
func TestPageFormatFollowsTheSite(t *testing.T) {
	base := siteOf("https://a.test", "help@a.test", "/share/hero-1.jpg")
	if pageFormat(siteOf("https://b.test", base.Email, base.Image)) != pageFormat(base) {
		t.Error("another origin changed the format")
	}
	for _, other := range []seo.Site{siteOf(base.Origin, "sales@a.test", base.Image), siteOf(base.Origin, base.Email, "/share/hero-2.jpg")} {
		if pageFormat(other) == pageFormat(base) {
			t.Errorf("%+v: same format as %+v", other, base)
		}
	}
}

// TestPageFormatKeepsANewBuild: a new build whose hero (the default share
// image's source) has another asset name renders the stored pages the
// same, so its pages' format is the same and a deploy makes none again
// (issue 47: before, every vehicle page was stale for it and rendered on
// its visit until a background pass had made them all).
func TestPageFormatKeepsANewBuild(t *testing.T) {
	build := func(hero string) fstest.MapFS {
		return fstest.MapFS{
			"index.html":          {Data: []byte(`<!doctype html><html lang="bn"><head><!--garihaat:page--></head><body><!--garihaat:body--></body></html>`)},
			hero:                  {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
			".vite/manifest.json": {Data: []byte(`{"src/features/home/assets/hero-1.svg":{"file":"` + hero + `"}}`)},
		}
	}
	format := func(web fs.FS) string {
		m, err := NewPageMaker(Deps{Web: web, Email: "help@a.test"}, "https://a.test")
		if err != nil {
			t.Fatal(err)
		}
		return m.Format()
	}
	before, after := format(build("assets/hero-1-abc.svg")), format(build("assets/hero-1-xyz.svg"))
	if before != after {
		t.Errorf("a new hero's name changed the pages' format: %s → %s", before, after)
	}
	if heroShareImage(build("assets/hero-1-abc.svg")) != siteShareImage || heroAsset(build("assets/hero-1-xyz.svg")) != "/assets/hero-1-xyz.svg" {
		t.Errorf("share image %q, hero %q", heroShareImage(build("assets/hero-1-abc.svg")), heroAsset(build("assets/hero-1-xyz.svg")))
	}
	if heroShareImage(fstest.MapFS{"index.html": {}}) != "" {
		t.Error("a build without a hero has a share image")
	}
}

func TestPageFormatOfTheDemo(t *testing.T) {
	ctx := context.Background()
	s := storetest.MustOpenSQLite(t)
	if ok, err := s.Seed(ctx, demo.Catalog(storetest.Now)); err != nil || !ok {
		t.Fatalf("seed: %v %v", ok, err)
	}
	slugs, _, _, err := s.StaleDetails(ctx, "no format", 0, 1<<20)
	if err != nil || len(slugs) == 0 {
		t.Fatalf("%d slugs: %v", len(slugs), err)
	}
	sources, err := (stored.Over{Catalog: storetest.Catalog(s)}).VehiclesForDetail(ctx, slugs)
	if err != nil {
		t.Fatal(err)
	}
	site := siteOf("https://garihaat.test/", "help@garihaat.test", "/share/hero.jpg")
	sum := sha256.New()
	for _, src := range sources {
		for _, lang := range pageLangs {
			p, image, _ := vehiclePage(site, lang, src.Vehicle, storetest.Now)
			head, body := plainPage(site, p, image)
			sum.Write(head)
			sum.Write(body)
		}
	}
	got := hex.EncodeToString(sum.Sum(nil)[:12])
	if want := demoPages[seo.PageFormat]; want != got {
		t.Fatalf("the demo's vehicle pages hash to %s, %q's to %q: name the change in seo.PageFormat and record its hash here", got, seo.PageFormat, want)
	}
}
