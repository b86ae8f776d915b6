package httpapi_test

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"image"
	_ "image/jpeg"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"golang.org/x/net/html"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/seo"
	"garihaat/store"
	"garihaat/store/storetest"
)

// appTexts are the web app's own translation files.
func appTexts(t testing.TB) seo.Texts {
	t.Helper()
	bn, err1 := os.ReadFile("../web/src/locales/bn/translation.json")
	en, err2 := os.ReadFile("../web/src/locales/en/translation.json")
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	texts, err := seo.LoadTexts(bn, en)
	if err != nil {
		t.Fatal(err)
	}
	return texts
}

// servedPage is what a crawler reads in a page: its head and its text.
type servedPage struct {
	status      int
	lang, title string
	meta, links map[string]string // name or property → content; rel (+hreflang) → href
	ld          []map[string]any
	text        string // the first paint's visible text
	hrefs       []string
	raw         string
}

func getPage(t *testing.T, h http.Handler, target string) servedPage {
	t.Helper()
	rec, _ := do(t, h, "GET", target, "")
	p := servedPage{status: rec.Code, meta: map[string]string{}, links: map[string]string{}, raw: rec.Body.String()}
	doc, err := html.Parse(strings.NewReader(p.raw))
	if err != nil {
		t.Fatalf("%s: %v", target, err)
	}
	attr := func(n *html.Node, k string) string {
		for _, a := range n.Attr {
			if a.Key == k {
				return a.Val
			}
		}
		return ""
	}
	var text strings.Builder
	var walk func(n *html.Node, inBody bool)
	walk = func(n *html.Node, inBody bool) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "html":
				p.lang = attr(n, "lang")
			case "title":
				if n.FirstChild != nil {
					p.title = n.FirstChild.Data
				}
			case "meta":
				key := attr(n, "property") + attr(n, "name")
				if _, seen := p.meta[key]; !seen {
					p.meta[key] = attr(n, "content")
				}
			case "link":
				p.links[strings.TrimSpace(attr(n, "rel")+" "+attr(n, "hreflang"))] = attr(n, "href")
			case "script":
				if attr(n, "type") == "application/ld+json" && n.FirstChild != nil {
					var v map[string]any
					if err := json.Unmarshal([]byte(n.FirstChild.Data), &v); err != nil {
						t.Errorf("%s: JSON-LD is not valid JSON: %v\n%s", target, err, n.FirstChild.Data)
					}
					p.ld = append(p.ld, v)
				}
				return
			case "a":
				if inBody {
					p.hrefs = append(p.hrefs, attr(n, "href"))
				}
			}
			if attr(n, "id") == "page-text" {
				inBody = true
			}
		}
		if n.Type == html.TextNode && inBody {
			text.WriteString(n.Data + " ")
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inBody)
		}
	}
	walk(doc, false)
	p.text = strings.Join(strings.Fields(text.String()), " ")
	return p
}

// ldOf returns the page's JSON-LD object of type typ.
func (p servedPage) ldOf(typ string) map[string]any {
	for _, v := range p.ld {
		if v["@type"] == typ {
			return v
		}
	}
	return nil
}

func TestPageHeads(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		const origin = "http://example.com"
		for _, tc := range []struct {
			target, lang, title string
			texts               []string // in the first paint
			ld                  []string
		}{
			{"/", "bn", "গাড়িহাট — বাংলাদেশের বাণিজ্যিক গাড়ির মার্কেটপ্লেস", []string{"ট্রাক", "টাটা"}, []string{"AutoDealer", "WebSite"}},
			{"/?lang=en", "en", "Garihaat — Commercial vehicle marketplace of Bangladesh", []string{"Truck", "Tata"}, []string{"AutoDealer", "WebSite"}},
			{"/vehicle-details/tata-407-2", "bn", "টাটা ৪০৭ ট্রাক | গাড়িহাট",
				[]string{"টাটা ৪০৭ ট্রাক", "৳১২,০০,০০০", "৳১৪,০০,০০০", "একটি গাড়ি।", "চট্টগ্রাম", "ডিজেল"}, []string{"Vehicle", "BreadcrumbList"}},
			{"/vehicle-details/tata-407-2?lang=en", "en", "Tata 407 Truck | Garihaat",
				[]string{"Tata 407 Truck", "৳12,00,000", "৳14,00,000", "A vehicle.", "Chattogram", "Diesel"}, []string{"Vehicle", "BreadcrumbList"}},
			{"/all-vehicles", "bn", "সব গাড়ি | গাড়িহাট", []string{"মাহিন্দ্রা ফুরিও ট্রাক", "৳১৭,০০,০০০"}, []string{"BreadcrumbList", "ItemList"}},
			{"/all-vehicles?lang=en", "en", "All vehicles | Garihaat", []string{"Mahindra Furio 100% Truck", "৳17,00,000"}, []string{"BreadcrumbList", "ItemList"}},
			{"/vehicles/tata?lang=en", "en", "Tata | Garihaat", []string{"Tata Ace Pickup", "Tata 407 Truck"}, []string{"BreadcrumbList", "ItemList"}},
			{"/vehicles/query/bolero", "bn", "“bolero”-এর ফলাফল | গাড়িহাট", []string{"মাহিন্দ্রা বলেরো পিকআপ"}, []string{"BreadcrumbList", "ItemList"}},
			{"/all-brand?lang=en", "en", "All brands | Garihaat", []string{"Tata", "Eicher"}, []string{"BreadcrumbList", "ItemList"}},
			{"/all-category", "bn", "সব ক্যাটাগরি | গাড়িহাট", []string{"ট্রাক", "বাস"}, []string{"BreadcrumbList", "ItemList"}},
			{"/about?lang=en", "en", "About us | Garihaat", []string{"trusted marketplace"}, []string{"BreadcrumbList"}},
			{"/help", "bn", "সাহায্য ও সাধারণ প্রশ্ন | গাড়িহাট", []string{"গ্রাহক সেবা"}, []string{"BreadcrumbList", "FAQPage", "AutoDealer"}},
			{"/privacy-policy", "bn", "Privacy Policy | গাড়িহাট", []string{"Dhaka"}, []string{"BreadcrumbList"}},
		} {
			p := getPage(t, h, tc.target)
			if p.status != http.StatusOK || p.lang != tc.lang || p.title != tc.title {
				t.Errorf("%s: %d lang %q title %q, want 200 %q %q", tc.target, p.status, p.lang, p.title, tc.lang, tc.title)
			}
			for _, want := range tc.texts {
				if !strings.Contains(p.text, want) {
					t.Errorf("%s: first paint lacks %q: %s", tc.target, want, p.text)
				}
			}
			for _, typ := range tc.ld {
				if p.ldOf(typ) == nil {
					t.Errorf("%s: no %s in JSON-LD %v", tc.target, typ, p.ld)
				}
			}
			for _, key := range []string{"description", "og:title", "og:description", "og:image", "og:url", "og:type", "og:locale", "og:site_name", "twitter:card", "twitter:image", "twitter:image:alt"} {
				if p.meta[key] == "" {
					t.Errorf("%s: no %s", tc.target, key)
				}
			}
			if !strings.HasPrefix(p.meta["og:image"], origin+"/share/") || !strings.HasSuffix(p.meta["og:image"], ".jpg") {
				t.Errorf("%s: og:image %q is not an absolute raster", tc.target, p.meta["og:image"])
			}
			if p.meta["twitter:card"] != "summary_large_image" {
				t.Errorf("%s: twitter:card %q", tc.target, p.meta["twitter:card"])
			}
			bn, en := p.links["alternate bn"], p.links["alternate en"]
			if bn == "" || en != withLangEn(bn) || p.links["alternate x-default"] != bn {
				t.Errorf("%s: alternates bn %q en %q x-default %q", tc.target, bn, en, p.links["alternate x-default"])
			}
			wantCanonical := bn
			if tc.lang == "en" {
				wantCanonical = en
			}
			if p.links["canonical"] != wantCanonical || p.meta["og:url"] != wantCanonical || !strings.HasPrefix(wantCanonical, origin+"/") {
				t.Errorf("%s: canonical %q og:url %q", tc.target, p.links["canonical"], p.meta["og:url"])
			}
			if (tc.lang == "en") != (p.meta["og:locale"] == "en_US") {
				t.Errorf("%s: og:locale %q", tc.target, p.meta["og:locale"])
			}
			// Links in an English page stay in English.
			for _, href := range p.hrefs {
				if tc.lang == "en" && !strings.Contains(href, "lang=en") {
					t.Errorf("%s: link %q leaves English", tc.target, href)
				}
			}
		}
	})
}

func withLangEn(u string) string {
	if strings.Contains(u, "?") {
		return u + "&lang=en"
	}
	return u + "?lang=en"
}

func TestPageStructuredData(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		v := getPage(t, h, "/vehicle-details/tata-407-2?lang=en").ldOf("Vehicle")
		offers, _ := v["offers"].(map[string]any)
		brand, _ := v["brand"].(map[string]any)
		if v["name"] != "Tata 407 Truck" || v["model"] != "407" || v["fuelType"] != "Diesel" || v["color"] != "White" ||
			brand["name"] != "Tata" || offers["price"] != 1_200_000.0 || offers["priceCurrency"] != "BDT" ||
			offers["availability"] != "https://schema.org/InStock" || offers["validThrough"] == nil {
			t.Errorf("vehicle JSON-LD: %v", v)
		}
		if _, ok := v["vehicleIdentificationNumber"]; ok {
			t.Errorf("the chassis number is public: %v", v)
		}
		// eicher-pro-5's offer window closed yesterday.
		closed := getPage(t, h, "/vehicle-details/eicher-pro-5").ldOf("Vehicle")["offers"].(map[string]any)
		if closed["availability"] != "https://schema.org/SoldOut" {
			t.Errorf("closed offer: %v", closed)
		}
		crumbs := getPage(t, h, "/vehicle-details/tata-407-2").ldOf("BreadcrumbList")["itemListElement"].([]any)
		if len(crumbs) != 4 || crumbs[3].(map[string]any)["item"] != "http://example.com/vehicle-details/tata-407-2" {
			t.Errorf("breadcrumb: %v", crumbs)
		}
		home := getPage(t, h, "/")
		org, site := home.ldOf("AutoDealer"), home.ldOf("WebSite")
		contact, _ := org["contactPoint"].(map[string]any)
		hours, _ := contact["hoursAvailable"].(map[string]any)
		action, _ := site["potentialAction"].(map[string]any)
		target, _ := action["target"].(map[string]any)
		if org["telephone"] != "16758" || org["email"] != "help@garihaat.test" || hours["opens"] != "09:00" || hours["closes"] != "18:00" ||
			len(hours["dayOfWeek"].([]any)) != 5 || org["address"].(map[string]any)["addressLocality"] != "Dhaka" {
			t.Errorf("organization: %v", org)
		}
		if spec, _ := org["openingHoursSpecification"].([]any); len(spec) != 1 || spec[0].(map[string]any)["opens"] != "09:00" {
			t.Errorf("the dealer's opening hours: %v", org)
		}
		// The help page's questions come from the catalogue, in the page's language.
		faq := getPage(t, h, "/help?lang=en").ldOf("FAQPage")
		qs, _ := faq["mainEntity"].([]any)
		if len(qs) != 1 || qs[0].(map[string]any)["name"] != "How?" ||
			qs[0].(map[string]any)["acceptedAnswer"].(map[string]any)["text"] != "Like this." {
			t.Errorf("help FAQPage: %v", faq)
		}
		if q := getPage(t, h, "/help").ldOf("FAQPage")["mainEntity"].([]any)[0].(map[string]any); q["name"] != "কীভাবে?" {
			t.Errorf("Bangla help FAQPage: %v", q)
		}
		list := getPage(t, h, "/vehicles/tata?lang=en").ldOf("ItemList")
		if items, _ := list["itemListElement"].([]any); len(items) == 0 ||
			!strings.HasPrefix(items[0].(map[string]any)["url"].(string), "http://example.com/vehicle-details/") {
			t.Errorf("brand list ItemList: %v", list)
		}
		if target["urlTemplate"] != "http://example.com/vehicles/query/{search_term_string}" || action["query-input"] != "required name=search_term_string" {
			t.Errorf("search action: %v", action)
		}
	})
}

func TestPageNotFoundAndRedirects(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		for _, target := range []string{
			"/vehicle-details/no-such-vehicle-9", "/vehicle-details/a/b", "/vehicle-details/%FF", "/vehicle-details/%00",
			"/vehicles/no-such-brand", "/vehicles/%C0%AF", "/vehicles/query/zzzqqq", "/vehicles/query/%00", "/vehicles/query/%FF",
			"/no-such-page",
		} {
			p := getPage(t, h, target)
			if p.status != http.StatusNotFound || p.meta["robots"] != "noindex, follow" || p.links["canonical"] != "" ||
				!strings.Contains(p.text, "পাতাটি পাওয়া যায়নি") {
				t.Errorf("%s: %d robots %q canonical %q text %q", target, p.status, p.meta["robots"], p.links["canonical"], p.text)
			}
		}
		// A search is found but not indexed; private pages neither.
		for _, target := range []string{"/vehicles/query/tata", "/account/info", "/login", "/admin/vehicles", "/ask/tata-lpt-1613-1", "/ask"} {
			if p := getPage(t, h, target); p.status != http.StatusOK || p.meta["robots"] != "noindex, follow" {
				t.Errorf("%s: %d robots %q", target, p.status, p.meta["robots"])
			}
		}
		// The seller's form answers 200 with its own title (issue 50), not "not found".
		for target, want := range map[string]string{"/sell": "আপনার গাড়ি বিক্রি করুন | গাড়িহাট", "/sell/12": "বিজ্ঞাপন সম্পাদনা | গাড়িহাট",
			"/sell?lang=en": "Sell your vehicle | Garihaat", "/sell/12?lang=en": "Edit your listing | Garihaat"} {
			if p := getPage(t, h, target); p.status != http.StatusOK || p.title != want || p.meta["robots"] != "noindex, follow" {
				t.Errorf("%s: %d title %q robots %q", target, p.status, p.title, p.meta["robots"])
			}
		}
		for _, target := range []string{"/vehicles", "/vehicle-details", "/vehicles/"} {
			rec, _ := do(t, h, "GET", target+"?page=2", "")
			if rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != "/all-vehicles?page=2" {
				t.Errorf("%s: %d %q", target, rec.Code, rec.Header().Get("Location"))
			}
		}
	})
}

// TestPageEscaping: a title with quotes, markup and a script end tag stays
// text in the title, the attributes, the first paint and the JSON-LD.
func TestPageEscaping(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		const hostile = `Tata "407" </script><script>alert(1)</script> & 'Co' <b>`
		if _, err := s.DB().Exec(`UPDATE vehicles SET title = '` + strings.ReplaceAll(hostile, "'", "''") + `' WHERE slug = 'tata-407-2'`); err != nil {
			t.Fatal(err)
		}
		if _, err := s.DB().Exec(`UPDATE catalog_version SET version = version + 1`); err != nil {
			t.Fatal(err)
		}
		p := getPage(t, h, "/vehicle-details/tata-407-2?lang=en")
		for _, bad := range []string{"<script>alert", `"407" `, "<b>"} {
			if i := strings.Index(p.raw, bad); i >= 0 {
				t.Errorf("unescaped %q in the page: …%s…", bad, p.raw[max(0, i-80):i+40])
			}
		}
		if p.title != hostile+" | Garihaat" || p.meta["og:title"] != hostile+" | Garihaat" || p.ldOf("Vehicle")["name"] != hostile ||
			!strings.Contains(p.text, hostile) {
			t.Errorf("title %q og:title %q ld %v", p.title, p.meta["og:title"], p.ldOf("Vehicle")["name"])
		}
	})
}

func TestPageImage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		_, list := do(t, h, "GET", "/api/v1/get-vehicles?priceType=cash&sort=newest&page=1&per_page=18", "")
		first := list["products"].([]any)[0].(map[string]any)["images"].([]any)[0].(string)
		for _, tc := range []struct {
			path, image string
			status      int
		}{
			// The bare list names its first card's image; twice, the second
			// from the cache; the language does not change it.
			{"/all-vehicles", first, 200},
			{"/all-vehicles/", first, 200},
			{"/all-vehicles?lang=en", first, 200},
			{"/vehicle-details/tata-407-2", "/media/t/tata-407-2-1.svg", 200},
			// Filtered lists, unknown vehicles and other pages name none.
			{"/all-vehicles?vehicleType=1", "", 200},
			{"/vehicle-details/no-such-vehicle", "", 404},
			{"/vehicle-details/a/b", "", 404},
			{"/", "", 200},
			{"/help", "", 200},
		} {
			rec, _ := do(t, h, "GET", tc.path, "")
			want := `<meta name="garihaat:image" content="` + tc.image + `">`
			body := rec.Body.String()
			if rec.Code != tc.status || strings.Contains(body, "garihaat:page") || strings.Contains(body, "garihaat:body") {
				t.Errorf("%s: %d %q", tc.path, rec.Code, body)
			}
			if got := strings.Contains(body, "garihaat:image"); got != (tc.image != "") || (got && !strings.Contains(body, want)) {
				t.Errorf("%s: %q, want image %q", tc.path, body, tc.image)
			}
		}
	})
}

func TestShareImage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		og := getPage(t, h, "/").meta["og:image"]
		// The default share image has a name no build changes (issue 47),
		// made from this build's hero; the hero's own share path still
		// answers, for previews made before.
		if og != "http://example.com/share/site.jpg" {
			t.Fatalf("home og:image %q", og)
		}
		for _, tc := range []struct{ path, caching string }{
			{"/share/site.jpg", "max-age=86400"},
			{"/share/site.jpg", "max-age=86400"}, // made, then served as stored
			{"/share/assets/hero-1-abc.svg.jpg", "immutable"},
		} {
			rec, _ := do(t, h, "GET", tc.path, "")
			cfg, format, err := image.DecodeConfig(rec.Body)
			if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/jpeg" || err != nil || format != "jpeg" ||
				cfg.Width != 1200 || cfg.Height != 630 || !strings.Contains(rec.Header().Get("Cache-Control"), tc.caching) {
				t.Errorf("%s: %d %v %s %v %v", tc.path, rec.Code, rec.Header(), format, cfg, err)
			}
		}
		if _, body, err := s.Media(t.Context(), "share/assets/hero-1-abc.svg.jpg"); err != nil || len(body) == 0 {
			t.Errorf("share image not stored: %v", err)
		}
		for _, bad := range []string{"/share/media/no-such.svg.jpg", "/share/etc/passwd.jpg", "/share/media/t/tata.svg",
			"/share/assets/app-abc.js.jpg", "/share/media/t/tata.svg.jpg", "/share/site.png", "/share/site"} {
			if rec, _ := do(t, h, "GET", bad, ""); rec.Code != http.StatusNotFound {
				t.Errorf("%s: %d", bad, rec.Code)
			}
		}
	})
}

type sitemapDoc struct {
	URLs []struct {
		Loc     string `xml:"loc"`
		LastMod string `xml:"lastmod"`
		Links   []struct {
			HrefLang string `xml:"hreflang,attr"`
			Href     string `xml:"href,attr"`
		} `xml:"link"`
	} `xml:"url"`
	Sitemaps []struct {
		Loc string `xml:"loc"`
	} `xml:"sitemap"`
}

func getSitemap(t *testing.T, h http.Handler, target string) sitemapDoc {
	t.Helper()
	rec, _ := do(t, h, "GET", target, "")
	var doc sitemapDoc
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/xml") {
		t.Fatalf("%s: %d %s", target, rec.Code, rec.Header().Get("Content-Type"))
	}
	if err := xml.Unmarshal(rec.Body.Bytes(), &doc); err != nil {
		t.Fatalf("%s: %v", target, err)
	}
	return doc
}

func TestSitemap(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		h := newCatalogServer(t, s)
		const origin = "http://example.com"
		want := []string{"/", "/all-vehicles", "/all-brand", "/all-category", "/vehicles/tata", "/all-vehicles?vehicleType=1"}
		for _, slug := range []string{"tata-lpt-1613-1", "tata-407-2", "mahindra-bolero-3", "mahindra-bolero-4", "eicher-pro-5",
			"eicher-skyline-6", "tata-ace-7", "mahindra-furio-8"} {
			want = append(want, "/vehicle-details/"+slug)
		}
		locs := func(doc sitemapDoc) map[string]bool {
			out := map[string]bool{}
			for _, u := range doc.URLs {
				out[u.Loc] = true
				if u.LastMod == "" || len(u.Links) != 3 {
					t.Errorf("%s: lastmod %q, %d alternates", u.Loc, u.LastMod, len(u.Links))
				}
			}
			return out
		}
		got := locs(getSitemap(t, h, "/sitemap.xml"))
		for _, p := range want {
			if !got[origin+p] || !got[withLangEn(origin+p)] {
				t.Errorf("sitemap lacks %s in both languages", p)
			}
		}
		if got[origin+"/vehicle-details/no-such"] || len(got) != 2*(len(seo.FixedPages)+3+3+8) {
			t.Errorf("sitemap has %d addresses", len(got))
		}
		if rec, _ := do(t, h, "GET", "/sitemaps/1.xml", ""); rec.Code != http.StatusNotFound {
			t.Errorf("a single sitemap has no parts: %d", rec.Code)
		}

		// A catalogue too large for one file gets an index.
		defer httpapi.SetSitemapMax(6)()
		index := getSitemap(t, h, "/sitemap.xml")
		if len(index.URLs) != 0 || len(index.Sitemaps) != 1+3 { // fixed pages, then 8 vehicles 3 a file
			t.Fatalf("index: %+v", index)
		}
		all := map[string]bool{}
		for _, sm := range index.Sitemaps {
			for loc := range locs(getSitemap(t, h, strings.TrimPrefix(sm.Loc, origin))) {
				if all[loc] {
					t.Errorf("%s twice", loc)
				}
				all[loc] = true
			}
		}
		if len(all) != len(got) {
			t.Errorf("parts hold %d addresses, the single file %d", len(all), len(got))
		}

		// A file starts after the last vehicle of the one before, by id: a
		// vehicle no longer listed in the first file moves none into two.
		for _, q := range []string{`UPDATE vehicles SET status = 'sold' WHERE slug = 'tata-407-2'`,
			`UPDATE catalog_version SET version = version + 1`} {
			if _, err := s.DB().Exec(q); err != nil {
				t.Fatal(err)
			}
		}
		index = getSitemap(t, h, "/sitemap.xml")
		if len(index.Sitemaps) != 1+3 { // 7 vehicles, 3 a file
			t.Fatalf("index after a sale: %+v", index)
		}
		clear(all)
		for i, sm := range index.Sitemaps[1:] {
			part := locs(getSitemap(t, h, strings.TrimPrefix(sm.Loc, origin)))
			if want := []int{6, 6, 2}[i]; len(part) != want {
				t.Errorf("%s: %d addresses, want %d", sm.Loc, len(part), want)
			}
			for loc := range part {
				if all[loc] {
					t.Errorf("%s twice", loc)
				}
				all[loc] = true
			}
		}
		if all[origin+"/vehicle-details/tata-407-2"] || len(all) != 2*7 {
			t.Errorf("after a sale the parts hold %d addresses: %v", len(all), all)
		}
		for _, bad := range []string{"/sitemaps/0.xml", "/sitemaps/5.xml", "/sitemaps/x.xml", "/sitemaps/1.txt"} {
			if rec, _ := do(t, h, "GET", bad, ""); rec.Code != http.StatusNotFound {
				t.Errorf("%s: %d", bad, rec.Code)
			}
		}

		rec, _ := do(t, h, "GET", "/robots.txt", "")
		for _, line := range []string{"Disallow: /account/", "Disallow: /admin", "Sitemap: http://example.com/sitemap.xml"} {
			if !strings.Contains(rec.Body.String(), line) {
				t.Errorf("robots.txt lacks %q:\n%s", line, rec.Body.String())
			}
		}
	})
}

// countedSitemap counts the reads of the sitemap's shape.
type countedSitemap struct {
	garihaat.SitemapSource
	stats atomic.Int32
}

func (c *countedSitemap) SitemapShape(ctx context.Context, per int) (garihaat.SitemapShape, error) {
	c.stats.Add(1)
	return c.SitemapSource.SitemapShape(ctx, per)
}

// Counting the listed vehicles scans them all: the sitemap reads it once a
// catalogue version, however often and for whichever file it is asked
// (before, every request did, its answer cached or not).
func TestSitemapCountsOnceAVersion(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		counted := &countedSitemap{SitemapSource: s}
		h := newCatalogServer(t, s, func(_ *store.Store, d *httpapi.Deps) { d.Sitemap = counted })
		defer httpapi.SetSitemapMax(6)()
		var wg sync.WaitGroup
		for _, target := range []string{"/sitemap.xml", "/sitemap.xml", "/sitemaps/2.xml", "/sitemaps/3.xml", "/sitemaps/4.xml", "/sitemaps/99.xml"} {
			wg.Go(func() { do(t, h, "GET", target, "") })
		}
		wg.Wait()
		if n := counted.stats.Load(); n != 1 {
			t.Fatalf("six requests of one version counted %d times", n)
		}
		before := len(getSitemap(t, h, "/sitemaps/4.xml").URLs)
		if _, err := s.DB().Exec(`UPDATE vehicles SET status = 'sold' WHERE slug = 'mahindra-furio-8'`); err != nil {
			t.Fatal(err)
		}
		if _, err := s.DB().Exec(`UPDATE catalog_version SET version = version + 1`); err != nil {
			t.Fatal(err)
		}
		after := getSitemap(t, h, "/sitemaps/4.xml")
		if n := counted.stats.Load(); n != 2 || len(after.URLs) >= before {
			t.Errorf("after a change: counted %d times, the last file %d addresses (before %d)", n, len(after.URLs), before)
		}
	})
}
