package catalog

import (
	"cmp"
	"context"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"garihaat"
	"garihaat/spelling"
)

// Suggestions implements garihaat.CatalogService: the brands and types
// whose names begin as typed (spelling.Begins: either script, a typo
// forgiven), then models and vehicles as the list's search finds them —
// forgiving too (listing/forgive.go) — newest first.
func (c *Catalog) Suggestions(ctx context.Context, version int64, q, lang string) ([]garihaat.Suggestion, error) {
	out := []garihaat.Suggestion{}
	q = strings.TrimSpace(q)
	typed := spelling.Fold(q)
	if utf8.RuneCountInString(q) < garihaat.MinSuggestLen || len(typed) == 0 {
		return out, nil
	}
	snap, err := c.snapshotAt(ctx, version)
	if err != nil {
		return nil, err
	}
	named := func(en, bn string) string {
		if lang == "bn" && bn != "" {
			return bn
		}
		return en
	}
	brands := slices.SortedFunc(maps.Values(snap.brands), func(a, b garihaat.BrandRef) int { return cmp.Compare(a.Name, b.Name) })
	for _, b := range brands {
		if len(out) < 3 && spelling.Begins(typed, b.Name, b.BnTranslation.Name) {
			out = append(out, garihaat.Suggestion{Kind: garihaat.SuggestBrand, Label: named(b.Name, b.BnTranslation.Name),
				Href: "/vehicles/" + b.BrandSlug})
		}
	}
	types := slices.SortedFunc(maps.Values(snap.types), func(a, b garihaat.Option) int { return cmp.Compare(a.ID, b.ID) })
	shown := 0
	for _, t := range types {
		if shown < 2 && spelling.Begins(typed, t.Name, t.BnTranslation.Name) {
			shown++
			out = append(out, garihaat.Suggestion{Kind: garihaat.SuggestType, Label: named(t.Name, t.BnTranslation.Name),
				Href: "/all-vehicles?vehicleType=" + strconv.FormatInt(t.ID, 10)})
		}
	}
	page, err := c.VehiclesAt(ctx, version, garihaat.VehicleFilter{Query: q, Page: 1, PerPage: 24})
	if err != nil {
		return nil, err
	}
	// A model is a matching vehicle's title without its year; a vehicle
	// fills what is left.
	models := map[string]bool{}
	for _, v := range page.Products {
		title := named(v.Title, v.BnTranslation.Title)
		if model := withoutYear(title); len(out) < garihaat.MaxSuggestions-1 && len(models) < 3 && !models[model] {
			models[model] = true
			out = append(out, garihaat.Suggestion{Kind: garihaat.SuggestModel, Label: model,
				Href: "/vehicles/query/" + url.PathEscape(model)})
		}
	}
	var vehicles []garihaat.VehicleSummary
	for _, v := range page.Products {
		if len(out) >= garihaat.MaxSuggestions {
			break
		}
		vehicles = append(vehicles, v)
		out = append(out, garihaat.Suggestion{Kind: garihaat.SuggestVehicle, Label: named(v.Title, v.BnTranslation.Title),
			Href: "/vehicle-details/" + v.ProductSlug})
	}
	tellApart(out[len(out)-len(vehicles):], vehicles, snap, lang)
	return out, nil
}

// tellApart gives the vehicle suggestions whose labels repeat a detail:
// those of the year, the cash price and the depot that differ among the
// vehicles of one label (all three when none does), in lang (issue 50).
func tellApart(sugs []garihaat.Suggestion, vs []garihaat.VehicleSummary, snap *snapshot, lang string) {
	facts := func(v garihaat.VehicleSummary) [3]string {
		year := ""
		if v.Year > 0 {
			year = strconv.Itoa(v.Year)
			if lang == "bn" {
				year = garihaat.BengaliDigits(year)
			}
		}
		depot := snap.attrs[v.DepotID]
		place := depot.Name
		if lang == "bn" && depot.BnTranslation.Name != "" {
			place = depot.BnTranslation.Name
		}
		return [3]string{year, garihaat.Taka(lang, v.CashPrice), place}
	}
	groups := map[string][]int{}
	for i, sg := range sugs {
		groups[sg.Label] = append(groups[sg.Label], i)
	}
	for _, idx := range groups {
		if len(idx) < 2 {
			continue
		}
		var differs [3]bool
		first := facts(vs[idx[0]])
		for _, i := range idx[1:] {
			f := facts(vs[i])
			for k := range f {
				differs[k] = differs[k] || f[k] != first[k]
			}
		}
		if differs == [3]bool{} {
			differs = [3]bool{true, true, true}
		}
		for _, i := range idx {
			var parts []string
			for k, f := range facts(vs[i]) {
				if differs[k] && f != "" {
					parts = append(parts, f)
				}
			}
			sugs[i].Detail = strings.Join(parts, " · ")
		}
	}
}

// withoutYear is a title without its last word when that is a year
// (in either script's digits): "Toyota Hilux Revo Pickup 2018".
func withoutYear(title string) string {
	i := strings.LastIndexByte(title, ' ')
	if i < 0 {
		return title
	}
	for _, r := range title[i+1:] {
		if !unicode.IsDigit(r) {
			return title
		}
	}
	return title[:i]
}
