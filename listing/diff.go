package listing

import (
	"fmt"
	"reflect"
)

// Diff names the first part in which a and b differ, "" when none: the
// tests of Merge and of the store's kept index compare with a rebuild.
// Holes are left out (compared as the next whole merge would leave them).
// Condition codes may differ (a merged index appends new names), so
// conditions are compared by name.
func Diff(a, b *Index) string {
	a, b = a.Compact(), b.Compact()
	condNames := func(ix *Index) []string {
		out := make([]string, len(ix.cond))
		for p, c := range ix.cond {
			out[p] = ix.conds[c]
		}
		return out
	}
	texts := func(ix *Index) []string {
		out := make([]string, 4*len(ix.ids))
		for k := range out {
			out[k] = ix.field(int32(k/4), int32(k%4))
		}
		return out
	}
	parts := []struct {
		name string
		a, b any
	}{
		{"version", a.version, b.version}, {"ids", a.ids, b.ids}, {"created", a.created, b.created}, {"search sums", a.sums, b.sums},
		{"prices", a.prices, b.prices}, {"types", a.typ, b.typ}, {"brands", a.brand, b.brand},
		{"depots", a.depot, b.depot}, {"colors", a.color, b.color}, {"fuels", a.fuel, b.fuel},
		{"years", a.year, b.year}, {"sellers", a.seller, b.seller}, {"odometers", a.odo, b.odo}, {"ends", a.end, b.end}, {"facets", a.facet, b.facet}, {"conditions", condNames(a), condNames(b)},
		{"texts", texts(a), texts(b)}, {"all", *a.all, *b.all}, {"type orders", a.types, b.types},
		{"words", a.words, b.words}, {"postings", a.postings, b.postings}, {"brand slugs", a.brandSlugs, b.brandSlugs},
		{"brand and type counts", a.BrandTypeCounts(), b.BrandTypeCounts()},
	}
	for _, p := range parts {
		if !reflect.DeepEqual(p.a, p.b) {
			return fmt.Sprintf("%s:\n got %v\nwant %v", p.name, p.a, p.b)
		}
	}
	return ""
}
