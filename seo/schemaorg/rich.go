package schemaorg

import (
	"fmt"
	"regexp"
	"strings"
)

// Google reads some types for rich results and drops an object that lacks
// a field it requires (developers.google.com/search/docs/appearance/
// structured-data): these are the fields this site's pages are expected
// to give, beyond what the vocabulary allows.
//
//   - Product (a Vehicle is one): name, image, and offers, each Offer with
//     price, priceCurrency (ISO 4217) and availability.
//   - FAQPage: mainEntity, each a Question with name and an Answer's text.
//   - ItemList: itemListElement, each a ListItem with position (1, 2, …)
//     and url.
//   - BreadcrumbList: itemListElement, each with position and name, and
//     item on all but the last.
//   - LocalBusiness (an AutoDealer is one): name, address (a PostalAddress),
//     telephone, and openingHoursSpecification, each with dayOfWeek, opens
//     and closes.
//   - WebSite's SearchAction: a target whose urlTemplate holds
//     {search_term_string}, and query-input naming it.
func (v *Vocabulary) RichResults(doc map[string]any) []string {
	var out []string
	v.rich(doc, "$", &out)
	return out
}

var currency = regexp.MustCompile(`^[A-Z]{3}$`)

func (v *Vocabulary) rich(obj map[string]any, path string, out *[]string) {
	need := func(ok bool, format string, args ...any) {
		if !ok {
			*out = append(*out, path+": "+fmt.Sprintf(format, args...))
		}
	}
	is := func(class string) bool { return v.fits(Types(obj), []string{class}) }
	switch {
	case is("Product"):
		need(text(obj["name"]), "a Product needs a name")
		need(some(obj["image"]), "a Product needs an image")
		offers := list(obj["offers"])
		need(len(offers) > 0, "a Product needs offers")
		for i, o := range offers {
			at := fmt.Sprintf("offers[%d]", i)
			need(number(o["price"]), "%s needs a price", at)
			s, _ := o["priceCurrency"].(string)
			need(currency.MatchString(s), "%s needs priceCurrency as ISO 4217 (BDT), not %v", at, o["priceCurrency"])
			need(text(o["availability"]), "%s needs availability", at)
		}
	case is("FAQPage"):
		qs := list(obj["mainEntity"])
		need(len(qs) > 0, "an FAQPage needs mainEntity")
		for i, q := range qs {
			a, _ := q["acceptedAnswer"].(map[string]any)
			need(v.fits(Types(q), []string{"Question"}) && text(q["name"]), "mainEntity[%d] needs to be a Question with a name", i)
			need(a != nil && v.fits(Types(a), []string{"Answer"}) && text(a["text"]), "mainEntity[%d] needs an Answer with text", i)
		}
	case is("BreadcrumbList"), is("ItemList"):
		items := list(obj["itemListElement"])
		need(len(items) > 0, "a list needs itemListElement")
		for i, it := range items {
			need(it["position"] == float64(i+1), "itemListElement[%d] needs position %d, has %v", i, i+1, it["position"])
			if is("BreadcrumbList") {
				need(text(it["name"]), "itemListElement[%d] needs a name", i)
				need(i == len(items)-1 || text(it["item"]), "itemListElement[%d] needs an item (its address)", i)
			} else {
				need(text(it["url"]), "itemListElement[%d] needs a url", i)
			}
		}
	case is("LocalBusiness"):
		need(text(obj["name"]), "a LocalBusiness needs a name")
		addr, _ := obj["address"].(map[string]any)
		need(addr != nil && v.fits(Types(addr), []string{"PostalAddress"}), "a LocalBusiness needs a PostalAddress")
		need(text(obj["telephone"]), "a LocalBusiness needs a telephone")
		hours := list(obj["openingHoursSpecification"])
		need(len(hours) > 0, "a LocalBusiness needs openingHoursSpecification")
		for i, h := range hours {
			need(some(h["dayOfWeek"]) && text(h["opens"]) && text(h["closes"]), "openingHoursSpecification[%d] needs dayOfWeek, opens and closes", i)
		}
	case is("WebSite"):
		for _, a := range list(obj["potentialAction"]) {
			if !v.fits(Types(a), []string{"SearchAction"}) {
				continue
			}
			target, _ := a["target"].(map[string]any)
			tmpl, _ := target["urlTemplate"].(string)
			need(strings.Contains(tmpl, "{search_term_string}"), "the SearchAction's target needs a urlTemplate with {search_term_string}")
			need(a["query-input"] == "required name=search_term_string", "the SearchAction needs query-input naming search_term_string")
		}
	}
}

// list is a value as a list of objects (one object is a list of one).
func list(v any) []map[string]any {
	switch x := v.(type) {
	case map[string]any:
		return []map[string]any{x}
	case []any:
		var out []map[string]any
		for _, e := range x {
			if m, ok := e.(map[string]any); ok {
				out = append(out, m)
			}
		}
		return out
	}
	return nil
}

func text(v any) bool {
	s, ok := v.(string)
	return ok && strings.TrimSpace(s) != ""
}

// some reports a non-empty string or list.
func some(v any) bool {
	if l, ok := v.([]any); ok {
		return len(l) > 0
	}
	return text(v)
}

// number reports a price given as a number, or as a string of one.
func number(v any) bool {
	switch x := v.(type) {
	case float64:
		return x >= 0
	case string:
		return regexp.MustCompile(`^\d+(\.\d+)?$`).MatchString(x)
	}
	return false
}
