package schemaorg

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"
)

var (
	vocabOnce sync.Once
	vocab     *Vocabulary
	vocabErr  error
)

// mustLoad reads the vocabulary once for the package's tests.
func mustLoad(t *testing.T) *Vocabulary {
	t.Helper()
	vocabOnce.Do(func() { vocab, vocabErr = Load() })
	if vocabErr != nil {
		t.Fatal(vocabErr)
	}
	return vocab
}

func parse(t *testing.T, s string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatal(err)
	}
	return m
}

const vehicle = `{"@context":"https://schema.org","@type":"Vehicle","name":"Tata LPT 1613","image":["https://g.example/a.jpg"],
	"brand":{"@type":"Brand","name":"Tata"},"vehicleEngine":{"@type":"EngineSpecification","enginePower":{"@type":"QuantitativeValue","value":180,"unitCode":"BHP"}},
	"payload":{"@type":"QuantitativeValue","value":5000,"unitCode":"KGM"},"seatingCapacity":3,"itemCondition":"https://schema.org/NewCondition",
	"offers":{"@type":"Offer","price":2500000,"priceCurrency":"BDT","availability":"https://schema.org/InStock",
		"seller":{"@type":"Organization","name":"Garihaat"}}}`

// TestVocabularyIsSchemaOrgs: the file read is schema.org's: its types
// and their supertypes, properties, and what the vehicle pages use.
func TestVocabularyIsSchemaOrgs(t *testing.T) {
	v := mustLoad(t)
	for _, c := range []string{"Thing", "Vehicle", "AutoDealer", "FAQPage", "ItemList", "QuantitativeValue", "Text", "Number"} {
		if !v.IsClass(c) {
			t.Errorf("%s is not a type", c)
		}
	}
	for _, p := range []string{"name", "offers", "payload", "weightTotal", "seatingCapacity", "openingHoursSpecification"} {
		if !v.IsProperty(p) {
			t.Errorf("%s is not a property", p)
		}
	}
	if anc := v.Ancestors("AutoDealer"); !anc["LocalBusiness"] || !anc["Organization"] || !anc["Place"] || !anc["Thing"] {
		t.Errorf("AutoDealer's supertypes: %v", anc)
	}
	if _, err := Read(strings.NewReader("<http://example.com/a> <http://example.com/b> <http://example.com/c> .\n")); err == nil {
		t.Error("a file that is not schema.org's was taken for it")
	}
}

// TestCheckFindsWhatSchemaOrgLacks: a good vehicle passes; a made-up
// property or type, a property of another type, a nested object of a type
// its property does not take, a made-up or misplaced enumeration member
// and another context each fail, named by their place.
func TestCheckFindsWhatSchemaOrgLacks(t *testing.T) {
	v := mustLoad(t)
	if got := v.Check(parse(t, vehicle)); len(got) != 0 {
		t.Fatalf("a good vehicle: %v", got)
	}
	for _, c := range []struct{ from, to, says string }{
		{`"seatingCapacity":3`, `"seatingCapacity":3,"truckColour":"red"`, `$.truckColour: unknown property "truckColour"`},
		{`"@type":"Brand"`, `"@type":"Brandd"`, `$.brand: unknown type "Brandd"`},
		{`"seller":{"@type":"Organization","name":"Garihaat"}`, `"seller":{"@type":"Organization","name":"Garihaat","fuelType":"Diesel"}`,
			"$.offers.seller.fuelType: fuelType is not a property of Organization"},
		{`"brand":{"@type":"Brand"`, `"brand":{"@type":"Offer"`, "$.brand: brand takes "},
		{`schema.org/InStock`, `schema.org/InStok`, "$.offers.availability: https://schema.org/InStok names nothing in schema.org"},
		{`schema.org/InStock`, `schema.org/NewCondition`, "$.offers.availability: NewCondition is a OfferItemCondition"},
		{`"@context":"https://schema.org"`, `"@context":"https://example.org"`, "$: @context https://example.org is not schema.org's"},
		{`"seller":{"@type":"Organization","name":"Garihaat"}`, `"seller":{"name":"Garihaat"}`, "$.offers.seller: an object with properties but no @type"},
	} {
		doc := strings.Replace(vehicle, c.from, c.to, 1)
		got := v.Check(parse(t, doc))
		if len(got) != 1 || !strings.HasPrefix(got[0], c.says) {
			t.Errorf("%s → %s: %v, want one problem %q", c.from, c.to, got, c.says)
		}
	}
	// The sitelinks search box's query-input is allowed on a SearchAction only.
	site := `{"@context":"https://schema.org","@type":"WebSite","name":"G","url":"https://g.example/","potentialAction":{"@type":"SearchAction",
		"target":{"@type":"EntryPoint","urlTemplate":"https://g.example/q/{search_term_string}"},"query-input":"required name=search_term_string"}}`
	if got := v.Check(parse(t, site)); len(got) != 0 {
		t.Errorf("a search box: %v", got)
	}
	if got := v.Check(parse(t, strings.Replace(vehicle, `"seatingCapacity":3`, `"seatingCapacity":3,"query-input":"x"`, 1))); len(got) != 1 {
		t.Errorf("query-input on a vehicle: %v", got)
	}
}

// TestRichResultsNeedTheirFields: each rich result's required fields,
// missing, are named.
func TestRichResultsNeedTheirFields(t *testing.T) {
	v := mustLoad(t)
	if got := v.RichResults(parse(t, vehicle)); len(got) != 0 {
		t.Fatalf("a good vehicle: %v", got)
	}
	for _, c := range []struct{ doc, says string }{
		{strings.Replace(vehicle, `"priceCurrency":"BDT"`, `"priceCurrency":"৳"`, 1), "offers[0] needs priceCurrency"},
		{strings.Replace(vehicle, `"image":["https://g.example/a.jpg"],`, ``, 1), "a Product needs an image"},
		{`{"@context":"https://schema.org","@type":"Vehicle","name":"X","image":"i.jpg"}`, "a Product needs offers"},
		{`{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[]}`, "an FAQPage needs mainEntity"},
		{`{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Q","acceptedAnswer":{"@type":"Answer","text":" "}}]}`,
			"mainEntity[0] needs an Answer with text"},
		{`{"@context":"https://schema.org","@type":"ItemList","itemListElement":[{"@type":"ListItem","position":2,"url":"u"}]}`, "itemListElement[0] needs position 1"},
		{`{"@context":"https://schema.org","@type":"ItemList","itemListElement":[{"@type":"ListItem","position":1}]}`, "itemListElement[0] needs a url"},
		{`{"@context":"https://schema.org","@type":"AutoDealer","name":"G","telephone":"16758","address":{"@type":"PostalAddress"}}`,
			"a LocalBusiness needs openingHoursSpecification"},
		{`{"@context":"https://schema.org","@type":"AutoDealer","name":"G","address":{"@type":"PostalAddress"},
			"openingHoursSpecification":[{"@type":"OpeningHoursSpecification","dayOfWeek":["Sunday"],"opens":"09:00","closes":"18:00"}]}`,
			"a LocalBusiness needs a telephone"},
	} {
		got := v.RichResults(parse(t, c.doc))
		if len(got) != 1 || !strings.Contains(got[0], c.says) {
			t.Errorf("%s: %v, want %q", c.doc, got, c.says)
		}
	}
}
