package seo

import (
	"strconv"
	"strings"
	"time"

	"garihaat"
)

// JSON-LD objects (schema.org) are maps: json.Marshal writes their keys
// sorted, "@context" and "@type" first.
type ld = map[string]any

const schema = "https://schema.org"

// Company facts of the spec (§1): Dhaka, hotline 16758, Sun–Thu 9–6.
const hotline = garihaat.Hotline

func breadcrumbLD(origin string, crumbs []Link) ld {
	items := make([]ld, len(crumbs))
	for i, c := range crumbs {
		items[i] = ld{"@type": "ListItem", "position": i + 1, "name": c.Text, "item": origin + c.Href}
	}
	return ld{"@context": schema, "@type": "BreadcrumbList", "itemListElement": items}
}

// organizationLD is the company as the dealer it is (schema.org's
// AutoDealer, a LocalBusiness): rich results show a local business's
// hotline, address and opening hours, which a plain Organization lacks.
func (s Site) organizationLD(l Lang) ld {
	hours := ld{
		"@type":     "OpeningHoursSpecification",
		"dayOfWeek": []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"},
		"opens":     "09:00", "closes": "18:00",
	}
	out := ld{
		"@context": schema, "@type": "AutoDealer", "@id": s.Origin + "/#organization",
		"name": say(l, siteName), "alternateName": say(otherLang(l), siteName), "url": s.Origin + "/",
		"email": s.Email, "telephone": hotline, "areaServed": "BD",
		"address":                   ld{"@type": "PostalAddress", "addressLocality": "Dhaka", "addressCountry": "BD"},
		"openingHoursSpecification": []ld{hours},
		"contactPoint": ld{
			"@type": "ContactPoint", "telephone": hotline, "email": s.Email, "contactType": "customer service",
			"areaServed": "BD", "availableLanguage": []string{"bn", "en"}, "hoursAvailable": hours,
		},
	}
	if s.Image != "" {
		out["image"] = s.Origin + s.Image
	}
	return out
}

// itemListLD is a list page's vehicles, in the list's order, as
// schema.org's ItemList of links (the "summary page" form of a carousel).
func itemListLD(origin, name string, items []listItem) ld {
	elements := make([]ld, len(items))
	for i, it := range items {
		elements[i] = ld{"@type": "ListItem", "position": i + 1, "url": origin + it.Href, "name": it.Title}
	}
	return ld{"@context": schema, "@type": "ItemList", "name": name, "numberOfItems": len(items), "itemListElement": elements}
}

// faqLD is the help page's questions as schema.org's FAQPage, each in the
// page's language (the Bangla form when it has one).
func faqLD(l Lang, faqs []garihaat.FAQ) ld {
	questions := make([]ld, 0, len(faqs))
	for _, f := range faqs {
		q, a := pick(l, f.Question, f.BnTranslation.Question), pick(l, f.Answer, f.BnTranslation.Answer)
		if strings.TrimSpace(q) == "" || strings.TrimSpace(a) == "" {
			continue // an unanswered question is an error to the rich-results test
		}
		questions = append(questions, ld{"@type": "Question", "name": q, "acceptedAnswer": ld{"@type": "Answer", "text": a}})
	}
	return ld{"@context": schema, "@type": "FAQPage", "inLanguage": string(l), "mainEntity": questions}
}

// questionsLD is a vehicle page's published questions as schema.org's
// FAQPage (nil without any): the questions and answers are the page's
// own visible text, as the rich-results rules ask, each as written.
func questionsLD(l Lang, qs []garihaat.PublicQuestion) ld {
	if len(qs) == 0 {
		return nil
	}
	items := make([]ld, 0, len(qs))
	for _, q := range qs {
		items = append(items, ld{"@type": "Question", "name": q.Question, "acceptedAnswer": ld{"@type": "Answer", "text": q.Answer}})
	}
	return ld{"@context": schema, "@type": "FAQPage", "inLanguage": string(l), "mainEntity": items}
}

func (s Site) websiteLD(l Lang) ld {
	return ld{
		"@context": schema, "@type": "WebSite", "name": say(l, siteName), "url": s.Origin + "/", "inLanguage": string(l),
		"publisher": ld{"@id": s.Origin + "/#organization"},
		"potentialAction": ld{
			"@type":       "SearchAction",
			"target":      ld{"@type": "EntryPoint", "urlTemplate": s.Origin + "/vehicles/query/{search_term_string}"},
			"query-input": "required name=search_term_string",
		},
	}
}

func otherLang(l Lang) Lang {
	if l == English {
		return Bangla
	}
	return English
}

var itemConditions = map[string]string{
	garihaat.ConditionNew:           "https://schema.org/NewCondition",
	garihaat.ConditionReconditioned: "https://schema.org/RefurbishedCondition",
	garihaat.ConditionResale:        "https://schema.org/UsedCondition",
}

// vehicleLD is a vehicle as schema.org's Vehicle (a kind of Product), with
// its cash price as the offer. The chassis number (the VIN) stays out: it
// would let anyone clone the vehicle's papers, and buyers see it on
// inspection (docs/decisions.md).
func (s Site) vehicleLD(l Lang, v garihaat.Vehicle, name, desc string, now time.Time) ld {
	url := s.Origin + withLang("/vehicle-details/"+v.ProductSlug, l)
	images := []string{}
	for _, img := range v.Images {
		if strings.HasPrefix(img, "/") {
			img = s.Origin + img
		}
		images = append(images, img)
	}
	// A sold vehicle is sold out; one whose offer window closed is no
	// longer to be had either (the dealer is deciding its offers).
	availability := "https://schema.org/InStock"
	if v.OfferClosesAt.IsZero() || !garihaat.OffersOpen(v.Status, v.OfferClosesAt.Unix(), now) {
		availability = "https://schema.org/SoldOut"
	}
	offer := ld{
		"@type": "Offer", "url": url, "price": v.CashPrice, "priceCurrency": "BDT",
		"availability": availability, "itemCondition": itemConditions[v.Condition],
		"seller": ld{"@type": "Organization", "name": say(l, siteName), "url": s.Origin + "/"},
	}
	if !v.OfferClosesAt.IsZero() {
		offer["validThrough"] = v.OfferClosesAt.In(garihaat.Dhaka).Format(time.RFC3339)
	}
	out := ld{
		"@context": schema, "@type": "Vehicle", "name": name, "url": url, "image": images,
		"description": clip(desc, 1000), "offers": offer,
		"brand":         ld{"@type": "Brand", "name": pick(l, v.Brand.Name, v.Brand.BnTranslation.Name)},
		"category":      pick(l, v.VehicleType.Name, v.VehicleType.BnTranslation.Name),
		"itemCondition": itemConditions[v.Condition],
	}
	if v.TrackingID != nil {
		out["sku"] = *v.TrackingID
	}
	spec, specBn := v.Specifications, v.BnTranslation.Specifications
	put := func(key, value string) {
		if strings.TrimSpace(value) != "" {
			out[key] = value
		}
	}
	put("model", pick(l, spec.Model, specBn.Model))
	put("fuelType", pick(l, v.FuelType.Name, v.FuelType.BnTranslation.Name))
	put("color", pick(l, v.Color.Name, v.Color.BnTranslation.Name))
	put("bodyType", pick(l, v.BodyType.Name, v.BodyType.BnTranslation.Name))
	if v.Year > 0 {
		out["vehicleModelDate"] = strconv.Itoa(v.Year)
	}
	if km, ok := odometerKm(spec.Odometer); ok {
		out["mileageFromOdometer"] = ld{"@type": "QuantitativeValue", "value": km, "unitCode": "KMT"}
	}
	technicalLD(out, v.Technical)
	// The dealer sells either way (a private seller's vehicle on
	// consignment); who owns it is the page's "Seller" fact.
	out["additionalProperty"] = []ld{{"@type": "PropertyValue", "name": say(l, wordSeller), "value": sellerText(v.Seller, l)}}
	return out
}

// odometerKm reads an odometer text ("45,000 km", "৫৪,০২৩ কিমি") as
// kilometres: the first number in it.
func odometerKm(raw string) (int64, bool) {
	s := garihaat.NormalizeDigits(raw) // ASCII digits, no grouping commas
	start := strings.IndexAny(s, "0123456789")
	if start < 0 {
		return 0, false
	}
	end := start
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	if end-start > 9 {
		return 0, false
	}
	n, err := strconv.ParseInt(s[start:end], 10, 64)
	return n, err == nil
}
