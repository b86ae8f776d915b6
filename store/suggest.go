package store

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
func (s *Catalog) Suggestions(ctx context.Context, version int64, q, lang string) ([]garihaat.Suggestion, error) {
	out := []garihaat.Suggestion{}
	q = strings.TrimSpace(q)
	typed := spelling.Fold(q)
	if utf8.RuneCountInString(q) < garihaat.MinSuggestLen || len(typed) == 0 {
		return out, nil
	}
	snap, err := s.snapshotAt(ctx, version)
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
	page, err := s.VehiclesAt(ctx, version, garihaat.VehicleFilter{Query: q, Page: 1, PerPage: 24})
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
	for _, v := range page.Products {
		if len(out) >= garihaat.MaxSuggestions {
			break
		}
		out = append(out, garihaat.Suggestion{Kind: garihaat.SuggestVehicle, Label: named(v.Title, v.BnTranslation.Title),
			Href: "/vehicle-details/" + v.ProductSlug})
	}
	return out, nil
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
