package seo

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"garihaat"
)

func testVehicle(status, ends string) garihaat.Vehicle {
	v := garihaat.Vehicle{ID: 7, ProductSlug: "tata-ace-7", Title: "Tata Ace", CashPrice: 850_000, InstallmentPrice: 950_000,
		OfferEndsAt: ends, Status: status, Condition: garihaat.ConditionNew}
	v.BnTranslation.Title = "টাটা এস"
	v.OfferClosesAt = garihaat.ClosesAt(ends)
	return v
}

// The first paint names the last day staff set (the end of that day in
// Dhaka), not the next day's midnight the window closes at.
func TestVehicleFirstPaintOfferDay(t *testing.T) {
	site := Site{Origin: "https://garihaat.example"}
	now := time.Date(2026, 12, 20, 12, 0, 0, 0, garihaat.Dhaka)
	for l, want := range map[Lang]string{English: "31-12-2026", Bangla: "৩১-১২-২০২৬"} {
		_, body := site.Vehicle(l, testVehicle(garihaat.VehiclePublished, "2026-12-31"), now).Render(site)
		if !strings.Contains(string(body), want) || strings.Contains(string(body), "01-01-2027") {
			t.Errorf("%s first paint: want %s in %s", l, want, body)
		}
	}
}

// A sold vehicle's page says so, in both languages, in place of the
// offer's end, and its structured data is sold out.
func TestSoldVehiclePage(t *testing.T) {
	site := Site{Origin: "https://garihaat.example"}
	now := time.Date(2026, 12, 20, 12, 0, 0, 0, garihaat.Dhaka)
	for l, want := range map[Lang]string{English: "Sold", Bangla: "বিক্রি হয়ে গেছে"} {
		p := site.Vehicle(l, testVehicle(garihaat.VehicleSold, "2026-12-31"), now)
		_, body := p.Render(site)
		if !strings.Contains(string(body), want) || strings.Contains(string(body), say(l, wordOfferEnds)) {
			t.Errorf("%s sold first paint: %s", l, body)
		}
		ld, _ := json.Marshal(p.JSONLD)
		if !strings.Contains(string(ld), "schema.org/SoldOut") || strings.Contains(string(ld), "InStock") {
			t.Errorf("%s sold JSON-LD: %s", l, ld)
		}
	}
	open, _ := json.Marshal(site.Vehicle(English, testVehicle(garihaat.VehiclePublished, "2026-12-31"), now).JSONLD)
	if !strings.Contains(string(open), "InStock") {
		t.Errorf("open vehicle JSON-LD: %s", open)
	}
}

// A private seller's listing says so — with the day staff verified it — in
// the first paint, the share preview's description and the structured
// data; the dealer's own says it is the dealer's (issue 28).
func TestSellerKindOnTheVehiclePage(t *testing.T) {
	site := Site{Origin: "https://garihaat.example"}
	now := time.Date(2026, 12, 20, 12, 0, 0, 0, garihaat.Dhaka)
	verified := time.Date(2026, 12, 12, 4, 0, 0, 0, time.UTC)
	v := testVehicle(garihaat.VehiclePublished, "2026-12-31")
	v.Seller = garihaat.SellerMark{Kind: garihaat.SellerPrivate, VerifiedAt: &verified}
	for l, want := range map[Lang]string{English: "Private seller, through Garihaat · verified 12-12-2026",
		Bangla: "ব্যক্তিগত বিক্রেতা, গাড়িহাটের মাধ্যমে · যাচাইকৃত ১২-১২-২০২৬"} {
		p := site.Vehicle(l, v, now)
		_, body := p.Render(site)
		ld, _ := json.Marshal(p.JSONLD)
		if !strings.Contains(string(body), want) || !strings.Contains(p.Description, want) || !strings.Contains(string(ld), want) {
			t.Errorf("%s: want %q in the page, its description (%q) and its JSON-LD (%s)", l, want, p.Description, ld)
		}
	}
	v.Seller = garihaat.SellerMark{Kind: garihaat.SellerDealer}
	p := site.Vehicle(English, v, now)
	if _, body := p.Render(site); !strings.Contains(string(body), "Garihaat (dealer)") || strings.Contains(p.Description, "Private") {
		t.Errorf("the dealer's own: %s / %s", p.Description, body)
	}
}

// The compare page names its vehicles and their prices in its head, shares
// the first one's photo and is never indexed; its address takes up to four
// valid slugs, each once (issue 29).
func TestComparePage(t *testing.T) {
	site := Site{Origin: "https://garihaat.example"}
	a, b := testVehicle(garihaat.VehiclePublished, "2026-12-31"), testVehicle(garihaat.VehiclePublished, "2026-12-31")
	b.Title, b.BnTranslation.Title, b.CashPrice = "Hino 300", "হিনো ৩০০", 2_500_000
	a.Images = []string{"/media/u/a.jpg"}
	p := site.Compare(Bangla, []garihaat.Vehicle{a, b}, "/compare?v=tata-ace-7,hino-300-8")
	_, body := p.Render(site)
	for _, want := range []string{"টাটা এস · হিনো ৩০০", "৳২৫,০০,০০০"} {
		if !strings.Contains(string(body), want) || !strings.Contains(p.Title+p.Description, want) {
			t.Errorf("compare page: no %q in %q, %q or %s", want, p.Title, p.Description, body)
		}
	}
	if !p.NoIndex || p.Image != ShareImage("/media/u/a.jpg") {
		t.Errorf("compare page: noindex %v, image %q", p.NoIndex, p.Image)
	}
	if got := CompareSlugs("a-1,a-1,,b-2,../x,c-3,d-4,e-5"); strings.Join(got, ",") != "a-1,b-2,c-3,d-4" {
		t.Errorf("CompareSlugs: %v", got)
	}
}
