package seo

import (
	"bytes"
	"html/template"
	"math/rand/v2"
	"testing"
	"time"

	"garihaat"
)

// The templates the pages were written in before markup (testdata/): the
// reference for what each value's escaping must be.
var reference = template.Must(template.ParseGlob("testdata/templates/*.html"))

// referenceRender renders p with html/template.
func referenceRender(t *testing.T, p Page, site Site) (head, body []byte) {
	t.Helper()
	h := p.headData(site)
	data := struct {
		headData
		JSONLD []template.JS
	}{headData: h}
	for _, ld := range h.JSONLD {
		data.JSONLD = append(data.JSONLD, template.JS(ld))
	}
	var hb, bb bytes.Buffer
	if err := reference.ExecuteTemplate(&hb, "head", data); err != nil {
		t.Fatal(err)
	}
	name := map[string]string{"seo.vehicleBody": "vehicle", "seo.listBody": "list", "seo.textBody": "text"}[typeName(p.data)]
	if name != "" {
		body := struct {
			Nav  []Link
			Data any
		}{siteNav(p.Lang), p.data}
		if err := reference.ExecuteTemplate(&bb, name, body); err != nil {
			t.Fatal(err)
		}
	}
	return hb.Bytes(), bb.Bytes()
}

func typeName(v any) string {
	switch v.(type) {
	case vehicleBody:
		return "seo.vehicleBody"
	case listBody:
		return "seo.listBody"
	case textBody:
		return "seo.textBody"
	}
	return ""
}

// TestMarkupIsTheTemplates renders every kind of page, with texts full of
// what needs escaping (quotes, <, &, +, NUL, Bangla, spaces and foreign
// schemes in URLs), and holds markup's bytes to html/template's.
func TestMarkupIsTheTemplates(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	pieces := []string{"Tata", " ", "টাটা", `"`, "'", "<b>", "&amp;", "+", "\x00", "</script>", "৳", "a/b", "%41", "%zz", "?x=1&y=2", "javascript:alert(1)", "ক্ষ", "\n", "(", "#"}
	str := func() string {
		var b []byte
		for range r.IntN(8) {
			b = append(b, pieces[r.IntN(len(pieces))]...)
		}
		return string(b)
	}
	now := time.Date(2026, 12, 20, 12, 0, 0, 0, garihaat.Dhaka)
	for round := range 300 {
		site := Site{Origin: "https://garihaat.example", Image: "/assets/hero " + str() + ".svg"}
		v := testVehicle(garihaat.VehiclePublished, "2026-12-31")
		v.Title, v.BnTranslation.Title, v.Description, v.BnTranslation.Description = str(), str(), str(), str()
		v.ProductSlug = "tata-" + str()
		brand := garihaat.Brand{Name: str(), BrandSlug: str()}
		v.Brand = garihaat.BrandRef{Name: brand.Name, BrandSlug: brand.BrandSlug}
		v.Specifications.Model, v.Specifications.DepotLocation = str(), str()
		switch round % 3 {
		case 0:
			v.Images = []string{"/media/" + str() + ".jpg", str()}
		case 1:
			v.Images = []string{"javascript:" + str(), str()} // never from the store; the escaping holds all the same
		}
		if round%5 == 0 {
			v.Status = garihaat.VehicleSold
		}
		var vp garihaat.VehiclePage
		for range r.IntN(4) {
			vp.Products = append(vp.Products, garihaat.VehicleSummary{ProductSlug: str(), Title: str(), CashPrice: r.Int64N(1e8), Images: v.Images})
		}
		vp.Pagination.Total = len(vp.Products) * 30
		vp.Pagination.LastPage = 2
		for _, l := range []Lang{Bangla, English} {
			pages := []Page{
				site.Vehicle(l, v, now),
				site.AllVehicles(l, vp),
				site.BrandList(l, brand, vp),
				site.Search(l, str(), vp),
				site.Brands(l, []garihaat.Brand{brand}),
				site.Home(l, []garihaat.VehicleType{{ID: 3, Name: str()}}, []garihaat.Brand{brand}),
				site.Static(l, "/help", str(), str(), str()),
				site.Help(l, Texts{l: {"help.title": str(), "help.text": str()}}, []garihaat.FAQ{{Question: str(), Answer: str()}}),
				site.Compare(l, []garihaat.Vehicle{v}, "/compare?v="+str()),
				site.Private(l),
				site.NotFound(l),
			}
			for i, p := range pages {
				head, body := p.Render(site)
				wantHead, wantBody := referenceRender(t, p, site)
				if !bytes.Equal(head, wantHead) {
					t.Fatalf("round %d page %d head:\n%s\nwant\n%s", round, i, head, wantHead)
				}
				if !bytes.Equal(body, wantBody) {
					t.Fatalf("round %d page %d body:\n%s\nwant\n%s", round, i, body, wantBody)
				}
			}
		}
	}
}
