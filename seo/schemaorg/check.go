package schemaorg

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// extensions are keys pages may use that are not schema.org properties,
// by the type that may carry them: Google's sitelinks search box reads a
// SearchAction's "query-input" (schema.org's Potential Actions annotation,
// written as a key of its own and not a term of the vocabulary).
var extensions = map[string]string{"query-input": "SearchAction"}

// Check returns what is wrong with one JSON-LD document against the
// vocabulary, each problem with its place ("$.offers.seller"): a context
// other than schema.org's, an unknown or retired type or property, a
// property that belongs to none of its object's types or their supertypes,
// a nested object of a type its property does not take, a schema.org
// address (an enumeration member such as InStock) that names nothing or a
// member of another enumeration than the property takes.
func (v *Vocabulary) Check(doc map[string]any) []string {
	var out []string
	switch doc["@context"] {
	case "https://schema.org", "https://schema.org/", "http://schema.org", "http://schema.org/":
	default:
		out = append(out, fmt.Sprintf("$: @context %v is not schema.org's", doc["@context"]))
	}
	v.node(doc, "$", "", &out)
	return out
}

// node checks obj, found at path under property via ("" at the top).
func (v *Vocabulary) node(obj map[string]any, path, via string, out *[]string) {
	say := func(format string, args ...any) { *out = append(*out, path+": "+fmt.Sprintf(format, args...)) }
	types := Types(obj)
	known := len(types) > 0
	for _, t := range types {
		switch {
		case !v.classes[t]:
			say("unknown type %q", t)
			known = false
		case v.retired[t] != "":
			say("type %s is retired: schema.org says use %s", t, v.retired[t])
		}
	}
	if len(types) == 0 && len(properties(obj)) > 0 {
		say("an object with properties but no @type")
	}
	if known && via != "" && len(v.ranges[via]) > 0 && !v.fits(types, v.ranges[via]) {
		say("%s takes %s, not %s", via, strings.Join(v.ranges[via], " or "), strings.Join(types, ", "))
	}
	for _, k := range properties(obj) {
		at := path + "." + k
		if owner, ok := extensions[k]; ok && known && v.fits(types, []string{owner}) {
			continue
		}
		switch {
		case !v.properties[k]:
			*out = append(*out, fmt.Sprintf("%s: unknown property %q", at, k))
			continue
		case v.retired[k] != "":
			*out = append(*out, fmt.Sprintf("%s: property %s is retired: schema.org says use %s", at, k, v.retired[k]))
		}
		if known && !v.fits(types, v.domains[k]) {
			*out = append(*out, fmt.Sprintf("%s: %s is not a property of %s (it is one of %s)", at, k,
				strings.Join(types, ", "), strings.Join(v.domains[k], ", ")))
		}
		v.value(obj[k], at, k, out)
	}
}

// value checks what property prop holds at path: objects, lists of
// values, and schema.org's own addresses among the strings.
func (v *Vocabulary) value(val any, path, prop string, out *[]string) {
	switch x := val.(type) {
	case map[string]any:
		v.node(x, path, prop, out)
	case []any:
		for i, e := range x {
			v.value(e, fmt.Sprintf("%s[%d]", path, i), prop, out)
		}
	case string:
		term, ok := strings.CutPrefix(strings.Replace(x, "https://schema.org/", ns, 1), ns)
		if !ok {
			return
		}
		classes := v.members[term]
		switch {
		case len(classes) > 0:
			if !v.fits(classes, v.ranges[prop]) && !slices.Contains(v.ranges[prop], "URL") {
				*out = append(*out, fmt.Sprintf("%s: %s is a %s, which %s does not take (%s)", path, term,
					strings.Join(classes, ", "), prop, strings.Join(v.ranges[prop], " or ")))
			}
		case !v.classes[term] && !v.properties[term]:
			*out = append(*out, fmt.Sprintf("%s: %s names nothing in schema.org", path, x))
		}
	}
}

// Types are an object's @type values.
func Types(obj map[string]any) []string {
	switch t := obj["@type"].(type) {
	case string:
		return []string{t}
	case []any:
		var out []string
		for _, x := range t {
			if s, ok := x.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// properties are obj's keys that are not JSON-LD's own (@type, @id…), sorted.
func properties(obj map[string]any) []string {
	var out []string
	for k := range obj {
		if !strings.HasPrefix(k, "@") {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}
