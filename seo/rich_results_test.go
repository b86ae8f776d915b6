package seo

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"time"

	"garihaat"
)

var (
	ldScript = regexp.MustCompile(`<script type="application/ld\+json">(.*?)</script>`)
	metaTag  = regexp.MustCompile(`<meta (?:name|property)="([^"]+)" content="([^"]*)">`)
)

// headLD renders p's head and parses every JSON-LD object in it, by type.
func headLD(t *testing.T, p Page, site Site) (map[string]map[string]any, map[string]string) {
	t.Helper()
	head, _ := p.Render(site)
	byType := map[string]map[string]any{}
	for _, m := range ldScript.FindAllStringSubmatch(string(head), -1) {
		var obj map[string]any
		if err := json.Unmarshal([]byte(m[1]), &obj); err != nil {
			t.Fatalf("JSON-LD does not parse: %v\n%s", err, m[1])
		}
		if obj["@context"] != "https://schema.org" {
			t.Errorf("JSON-LD without schema.org's context: %s", m[1])
		}
		byType[obj["@type"].(string)] = obj
	}
	metas := map[string]string{}
	for _, m := range metaTag.FindAllStringSubmatch(string(head), -1) {
		metas[m[1]] = m[2]
	}
	return byType, metas
}

func richSite() Site {
	return Site{Origin: "https://garihaat.example", Email: "info@garihaat.example", Image: "/share/assets/hero.svg.jpg"}
}

func testTexts() Texts {
	return Texts{
		Bangla:  {"help.title": "সাহায্য ও প্রশ্নোত্তর", "help.text": "যোগাযোগ করুন।", "help.hours": "রবি–বৃহস্পতি"},
		English: {"help.title": "Help & FAQ", "help.text": "Contact us.", "help.hours": "Sun–Thu"},
	}
}

// Every page kind's head describes its share image for X's card
// (twitter:image:alt), as og:image:alt does — the structured-data tester
// failed every page without it (issue 50).
func TestTwitterImageAltOnEveryPage(t *testing.T) {
	site := richSite()
	now := time.Date(2026, 12, 20, 12, 0, 0, 0, garihaat.Dhaka)
	v := testVehicle(garihaat.VehiclePublished, "2026-12-31")
	v.Images = []string{"/media/u/a.jpg"}
	vp := garihaat.VehiclePage{Products: []garihaat.VehicleSummary{{ProductSlug: "tata-ace-7", Title: "Tata Ace", CashPrice: 850_000}}}
	faqs := []garihaat.FAQ{{Question: "How?", Answer: "Like this."}}
	for _, l := range []Lang{Bangla, English} {
		pages := map[string]Page{
			"vehicle": site.Vehicle(l, v, now), "list": site.AllVehicles(l, vp), "search": site.Search(l, "tata", vp),
			"brands": site.Brands(l, nil), "home": site.Home(l, nil, nil), "help": site.Help(l, testTexts(), faqs),
			"compare": site.Compare(l, []garihaat.Vehicle{v}, "/compare?v=tata-ace-7"), "private": site.Private(l),
			"notfound": site.NotFound(l),
		}
		for name, p := range pages {
			_, metas := headLD(t, p, site)
			if metas["twitter:image"] == "" || metas["twitter:image:alt"] == "" || metas["twitter:image:alt"] != metas["og:image:alt"] {
				t.Errorf("%s %s: twitter:image %q, twitter:image:alt %q, og:image:alt %q", l, name, metas["twitter:image"], metas["twitter:image:alt"], metas["og:image:alt"])
			}
		}
	}
	if _, metas := headLD(t, site.Vehicle(English, v, now), site); metas["twitter:image:alt"] != "Tata Ace" {
		t.Errorf("the vehicle's card describes its photo by its name, got %q", metas["twitter:image:alt"])
	}
}

// The help page carries its questions as an FAQPage in the page's
// language, and the company as an AutoDealer with its hotline, address and
// Sun–Thu 9:00–18:00 hours.
func TestHelpPageFAQAndDealer(t *testing.T) {
	site := richSite()
	faqs := []garihaat.FAQ{
		{Question: "How do I bid?", Answer: "Open a vehicle and send an offer.",
			BnTranslation: garihaat.FAQBn{Question: "কীভাবে দর দেব?", Answer: "গাড়ি খুলে প্রস্তাব পাঠান।"}},
		{Question: "Fees?", Answer: "Registration is free."},
		{Question: "Unanswered?", Answer: " "},
	}
	for l, want := range map[Lang][2]string{English: {"How do I bid?", "Open a vehicle and send an offer."},
		Bangla: {"কীভাবে দর দেব?", "গাড়ি খুলে প্রস্তাব পাঠান।"}} {
		p := site.Help(l, testTexts(), faqs)
		lds, _ := headLD(t, p, site)
		faq := lds["FAQPage"]
		if faq == nil {
			t.Fatalf("%s: no FAQPage in %v", l, lds)
		}
		qs := faq["mainEntity"].([]any)
		if len(qs) != 2 {
			t.Fatalf("%s: want the 2 answered questions, got %v", l, qs)
		}
		q := qs[0].(map[string]any)
		a := q["acceptedAnswer"].(map[string]any)
		if q["@type"] != "Question" || q["name"] != want[0] || a["@type"] != "Answer" || a["text"] != want[1] {
			t.Errorf("%s: first question %v", l, q)
		}
		checkDealer(t, lds["AutoDealer"])
		if lds["BreadcrumbList"] == nil {
			t.Errorf("%s: the help page lost its breadcrumbs", l)
		}
		if _, body := p.Render(site); !strings.Contains(string(body), want[0]) || !strings.Contains(string(body), want[1]) {
			t.Errorf("%s: the first paint does not show the questions the structured data names: %s", l, body)
		}
	}
	checkDealer(t, headLDOf(t, site.Home(Bangla, nil, nil), site)["AutoDealer"])
}

func headLDOf(t *testing.T, p Page, site Site) map[string]map[string]any {
	t.Helper()
	lds, _ := headLD(t, p, site)
	return lds
}

func checkDealer(t *testing.T, d map[string]any) {
	t.Helper()
	if d == nil {
		t.Fatal("no AutoDealer")
	}
	addr, _ := d["address"].(map[string]any)
	if d["telephone"] != "16758" || d["name"] == "" || addr["@type"] != "PostalAddress" || addr["addressLocality"] != "Dhaka" || addr["addressCountry"] != "BD" {
		t.Errorf("AutoDealer's hotline or address: %v", d)
	}
	hours, _ := d["openingHoursSpecification"].([]any)
	if len(hours) != 1 {
		t.Fatalf("AutoDealer's opening hours: %v", d["openingHoursSpecification"])
	}
	h := hours[0].(map[string]any)
	days, _ := json.Marshal(h["dayOfWeek"])
	if h["@type"] != "OpeningHoursSpecification" || string(days) != `["Sunday","Monday","Tuesday","Wednesday","Thursday"]` || h["opens"] != "09:00" || h["closes"] != "18:00" {
		t.Errorf("AutoDealer's hours: %v", h)
	}
}

// Every list page (all vehicles, a type, a brand, a search, the brands)
// carries its entries as an ItemList, in order, each with its position,
// absolute address and name.
func TestListPagesItemList(t *testing.T) {
	site := richSite()
	vp := garihaat.VehiclePage{Products: []garihaat.VehicleSummary{
		{ProductSlug: "tata-ace-7", Title: "Tata Ace", CashPrice: 850_000},
		{ProductSlug: "hino-300-8", Title: "Hino 300", CashPrice: 2_500_000},
	}}
	brand := garihaat.Brand{Name: "Tata", BrandSlug: "tata"}
	for _, l := range []Lang{Bangla, English} {
		for name, p := range map[string]Page{
			"all": site.AllVehicles(l, vp), "type": site.TypeList(l, garihaat.Option{ID: 3, Name: "Truck"}, vp),
			"brand": site.BrandList(l, brand, vp), "search": site.Search(l, "tata", vp),
		} {
			list := headLDOf(t, p, site)["ItemList"]
			if list == nil {
				t.Fatalf("%s %s: no ItemList", l, name)
			}
			items := list["itemListElement"].([]any)
			if len(items) != 2 || list["numberOfItems"] != float64(2) {
				t.Fatalf("%s %s: items %v", l, name, items)
			}
			for i, slug := range []string{"tata-ace-7", "hino-300-8"} {
				it := items[i].(map[string]any)
				if it["@type"] != "ListItem" || it["position"] != float64(i+1) ||
					it["url"] != site.Origin+withLang("/vehicle-details/"+slug, l) || it["name"] == "" {
					t.Errorf("%s %s item %d: %v", l, name, i, it)
				}
			}
		}
		list := headLDOf(t, site.Brands(l, []garihaat.Brand{brand}), site)["ItemList"]
		if list == nil || len(list["itemListElement"].([]any)) != 1 {
			t.Errorf("%s brands page ItemList: %v", l, list)
		}
	}
}
