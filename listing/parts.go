package listing

// Parts lists what the index holds, by name, holes left out (as the next
// whole merge would leave them) and condition codes given as names (a
// merged index appends new names, so its codes may differ): an index
// merged or grown in place lists the same values as one rebuilt from the
// same rows. listingtest.Diff compares two indexes with it; it is here
// because only this package sees the columns.
func (ix *Index) Parts() (names []string, values []any) {
	ix = ix.Compact()
	conds := make([]string, len(ix.cond))
	for p, c := range ix.cond {
		conds[p] = ix.conds[c]
	}
	texts := make([]string, 4*len(ix.ids))
	for k := range texts {
		texts[k] = ix.field(int32(k/4), int32(k%4))
	}
	parts := []struct {
		name  string
		value any
	}{
		{"version", ix.version}, {"ids", ix.ids}, {"created", ix.created}, {"search sums", ix.sums},
		{"prices", ix.prices}, {"types", ix.typ}, {"brands", ix.brand},
		{"depots", ix.depot}, {"colors", ix.color}, {"fuels", ix.fuel},
		{"years", ix.year}, {"sellers", ix.seller}, {"odometers", ix.odo}, {"ends", ix.end}, {"facets", ix.facet}, {"conditions", conds},
		{"texts", texts}, {"all", *ix.all}, {"type orders", ix.types},
		{"words", ix.words}, {"postings", ix.postings}, {"brand slugs", ix.brandSlugs},
		{"brand and type counts", ix.BrandTypeCounts()},
	}
	for _, p := range parts {
		names, values = append(names, p.name), append(values, p.value)
	}
	return names, values
}
