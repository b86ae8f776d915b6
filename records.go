package garihaat

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The small catalogue lists (brands, types, dealers, testimonials, FAQs
// and the attribute lookups) are plain rows of texts, each with its Bangla
// form beside it. One description per list drives the back office's
// validation, the store's SQL and the editor's form, instead of six copies
// of the same create/update/delete code.

// FieldKind is how a record field is read and checked.
type FieldKind string

// Field kinds.
const (
	FieldText     FieldKind = "text"     // one line
	FieldLongText FieldKind = "longtext" // paragraphs
	FieldInt      FieldKind = "int"
	FieldMedia    FieldKind = "media" // a /media/ path from POST /admin/media
	FieldSlug     FieldKind = "slug"  // generated from name when empty
	FieldChoice   FieldKind = "choice"
)

// Field is one column of a record, named as the API and the table name it.
type Field struct {
	Name     string    `json:"name"`
	Kind     FieldKind `json:"kind"`
	Required bool      `json:"required"`
	Max      int       `json:"max"`               // characters, or the largest number
	Min      int       `json:"min"`               // the smallest number
	Choices  []string  `json:"choices,omitempty"` // for FieldChoice
}

// Resource is one back-office list: its route name, table and fields.
type Resource struct {
	Name   string  `json:"name"` // route segment: brands, types…
	Table  string  `json:"-"`    // table name
	Entity string  `json:"-"`    // audit entity
	Fields []Field `json:"fields"`
}

// AttributeKinds are the lookup lists' kinds as the API names them.
var AttributeKinds = []string{"body_type", "color", "fuel_type", "depot_location", "tonnage"}

func text(name string, max int, required bool) Field {
	return Field{Name: name, Kind: FieldText, Max: max, Required: required}
}

func order() Field { return Field{Name: "sort_order", Kind: FieldInt, Min: 0, Max: 100000} }

// Resources are the lists served under /api/v1/admin/{name}.
var Resources = []Resource{
	{Name: "brands", Table: "brands", Entity: "brand", Fields: []Field{
		text("name", 100, true), text("name_bn", 100, false), {Name: "slug", Kind: FieldSlug, Max: 100},
		{Name: "icon_image", Kind: FieldMedia, Max: 300}, order()}},
	{Name: "types", Table: "vehicle_types", Entity: "type", Fields: []Field{
		text("name", 100, true), text("name_bn", 100, false), {Name: "slug", Kind: FieldSlug, Max: 100},
		{Name: "icon_image", Kind: FieldMedia, Max: 300}, order()}},
	{Name: "dealers", Table: "dealers", Entity: "dealer", Fields: []Field{
		text("company", 150, true), text("company_bn", 150, false), text("name", 100, true), text("name_bn", 100, false),
		text("phone", 30, false), text("phone_bn", 30, false), text("location", 150, false), text("location_bn", 150, false),
		{Name: "image", Kind: FieldMedia, Max: 300}, order()}},
	{Name: "testimonials", Table: "testimonials", Entity: "testimonial", Fields: []Field{
		{Name: "content", Kind: FieldLongText, Max: 2000, Required: true}, {Name: "content_bn", Kind: FieldLongText, Max: 2000},
		text("name", 100, true), text("name_bn", 100, false), text("company", 150, false), text("company_bn", 150, false),
		{Name: "rating", Kind: FieldInt, Min: 1, Max: 5, Required: true}, {Name: "image", Kind: FieldMedia, Max: 300}, order()}},
	{Name: "faqs", Table: "faqs", Entity: "faq", Fields: []Field{
		{Name: "question", Kind: FieldLongText, Max: 500, Required: true}, {Name: "question_bn", Kind: FieldLongText, Max: 500},
		{Name: "answer", Kind: FieldLongText, Max: 5000, Required: true}, {Name: "answer_bn", Kind: FieldLongText, Max: 5000}, order()}},
	{Name: "attributes", Table: "attributes", Entity: "attribute", Fields: []Field{
		{Name: "kind", Kind: FieldChoice, Required: true, Choices: AttributeKinds},
		text("name", 100, true), text("name_bn", 100, false), order(),
		// A depot's district (issue 50): its vehicles are found and
		// filtered by it. Other kinds leave it empty.
		{Name: "district", Kind: FieldChoice, Choices: districtChoices()}}},
}

// districtChoices are the district codes and "" (none).
func districtChoices() []string {
	out := []string{""}
	for _, d := range Districts {
		out = append(out, d.Code)
	}
	return out
}

// ResourceNamed returns the resource served under name.
func ResourceNamed(name string) (Resource, bool) {
	for _, r := range Resources {
		if r.Name == name {
			return r, true
		}
	}
	return Resource{}, false
}

// Record is one row of a resource, keyed by field name, plus "id".
type Record map[string]any

// Validate reads body (a JSON object) into a record of r's fields. Every
// field is written: one left out is empty (or 0), as the editor sends the
// whole record. Unknown fields are ignored.
func (r Resource) Validate(body map[string]json.RawMessage) (Record, error) {
	v := Validation{}
	rec := Record{}
	for _, f := range r.Fields {
		raw, present := body[f.Name]
		if f.Kind == FieldInt {
			n := 0
			if present && string(raw) != "null" {
				var fs FlexString
				if err := json.Unmarshal(raw, &fs); err == nil {
					var err error
					n, err = strconv.Atoi(NormalizeDigits(string(fs)))
					if err != nil {
						v.Add(f.Name, MsgWholeNumber)
					}
				} else {
					v.Add(f.Name, MsgFieldWrongType)
				}
			}
			if n < f.Min || n > f.Max {
				v.Add(f.Name, "Must be between "+strconv.Itoa(f.Min)+" and "+strconv.Itoa(f.Max)+".")
			}
			rec[f.Name] = n
			continue
		}
		var s string
		if present && string(raw) != "null" {
			if err := json.Unmarshal(raw, &s); err != nil {
				v.Add(f.Name, MsgFieldWrongType)
				continue
			}
		}
		s = strings.TrimSpace(s)
		switch {
		case !utf8.ValidString(s) || strings.ContainsFunc(s, func(c rune) bool { return isControl(c) && (f.Kind != FieldLongText || c != '\n') }):
			v.Add(f.Name, MsgFieldContainsCharactersThatNot)
		case f.Max > 0 && utf8.RuneCountInString(s) > f.Max:
			v.Add(f.Name, MsgFieldTooLong)
		case f.Required && s == "":
			v.Add(f.Name, MsgFieldRequired)
		case f.Kind == FieldMedia && s != "" && (!strings.HasPrefix(s, "/media/") || strings.Contains(s, "..")):
			v.Add(f.Name, MsgUploadImageFirstOnlyMedia)
		case f.Kind == FieldChoice && !slices.Contains(f.Choices, s):
			v.Add(f.Name, "Must be one of "+strings.Join(f.Choices, ", ")+".")
		case f.Kind == FieldSlug:
			if s == "" {
				s = Slugify(str(body, "name"))
			}
			if s == "" || s != Slugify(s) {
				v.Add(f.Name, MsgUseLowerCaseLettersDigits)
			}
		}
		rec[f.Name] = s
	}
	return rec, v.Err(MsgCorrectHighlightedFields)
}

func str(body map[string]json.RawMessage, name string) string {
	var s string
	json.Unmarshal(body[name], &s)
	return s
}

// ValidSlug reports whether s could be a slug Slugify made (lower-case
// ASCII letters and digits joined by single dashes, at most 200 bytes): a
// request naming anything else names nothing, and never reaches the
// database (PostgreSQL refuses a NUL byte with an error, not a miss).
func ValidSlug(s string) bool {
	return s != "" && len(s) <= 200 && Slugify(s) == s
}

// Slugify makes a URL slug of s: lower-case ASCII letters and digits joined
// by single dashes; other scripts are dropped (a Bangla-only name needs a
// slug typed in).
func Slugify(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	out := b.String()
	if len(out) > 80 {
		out = strings.TrimRight(out[:80], "-")
	}
	return out
}
