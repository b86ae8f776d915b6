package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
)

// Scenarios no cache can serve (issue 12): every request a list, a search
// or a vehicle no earlier request asked for, as real visitors vary them.

// variedRequests is how many distinct list and search addresses are made:
// more than a 5 s run at the list's speed can ask, so none repeats.
const variedRequests = 40_000

// budgets are the spec's predefined windows (§9) and a few typed ones.
var budgets = []string{
	"predefinedBudget=660000-860000", "predefinedBudget=860000-1066000", "predefinedBudget=1066000-1666000",
	"predefinedBudget=1666000-", "minBudget=500000&maxBudget=900000", "minBudget=1200000&maxBudget=2500000",
	"minBudget=3000000", "maxBudget=700000", "",
}

// variedLists makes list requests each with a random type (or none), budget
// window, price type, sort and page 1–5, with the total count as always.
func variedLists(types []int64, r *rand.Rand) []string {
	sorts := []string{"newest", "price_asc", "price_desc"}
	seen := map[string]bool{}
	var out []string
	for len(out) < variedRequests && len(seen) < 4*variedRequests {
		q := []string{"per_page=18", fmt.Sprintf("page=%d", 1+r.IntN(5)), "sort=" + sorts[r.IntN(len(sorts))]}
		if r.IntN(2) == 0 {
			q = append(q, "priceType=installment")
		}
		if n := r.IntN(len(types) + 1); n < len(types) {
			q = append(q, fmt.Sprintf("vehicleType=%d", types[n]))
		}
		// One budget: a predefined or typed window from the list, or a
		// custom one shifted by a random step so that it too varies.
		if r.IntN(3) == 0 {
			lo := 300_000 + 50_000*r.IntN(40)
			q = append(q, fmt.Sprintf("minBudget=%d&maxBudget=%d", lo, lo+200_000+50_000*r.IntN(40)))
		} else if b := budgets[r.IntN(len(budgets))]; b != "" {
			q = append(q, b)
		}
		p := "/api/v1/get-vehicles?" + strings.Join(q, "&")
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// variedSearches makes searches for random words of real titles, English
// and Bangla, with and without a type; typo makes each word of 4 letters
// or more misspelt as people do (issue 27's forgiving search).
func variedSearches(ctx context.Context, base string, types []int64, r *rand.Rand, typo bool) ([]string, error) {
	words := map[string]bool{}
	for page := 1; page <= 10; page++ {
		var list struct {
			Products []struct {
				Title string `json:"title"`
				Bn    struct {
					Title string `json:"title"`
				} `json:"bn_translation"`
			} `json:"products"`
		}
		if err := getJSON(ctx, fmt.Sprintf("%s/api/v1/get-vehicles?per_page=100&page=%d", base, page), &list); err != nil {
			return nil, err
		}
		for _, p := range list.Products {
			for _, w := range append(strings.Fields(p.Title), strings.Fields(p.Bn.Title)...) {
				if len([]rune(w)) >= 3 {
					words[w] = true
				}
			}
		}
	}
	var vocab []string
	for w := range words {
		vocab = append(vocab, w)
	}
	if len(vocab) == 0 {
		return nil, fmt.Errorf("no title words to search for")
	}
	slices.Sort(vocab) // the map's order would make every run's list another
	word := func() string {
		w := vocab[r.IntN(len(vocab))]
		if typo {
			w = misspell(w, r)
		}
		return w
	}
	var out []string
	for i := 0; i < variedRequests; i++ {
		q := "query=" + url.QueryEscape(word())
		if r.IntN(3) == 0 { // two words
			q += url.QueryEscape(" " + word())
		}
		if r.IntN(2) == 0 {
			q += fmt.Sprintf("&vehicleType=%d", types[r.IntN(len(types))])
		}
		out = append(out, fmt.Sprintf("/api/v1/get-vehicles?%s&page=%d&per_page=18", q, 1+r.IntN(3)))
	}
	return out, nil
}

// variedPrefixes makes what people have typed so far when the search box
// suggests: the first 2 to 6 letters of random title words, both scripts.
func variedPrefixes(searches []string, r *rand.Rand) []string {
	var out []string
	for _, line := range searches {
		u, err := url.Parse(line)
		if err != nil {
			continue
		}
		word := []rune(strings.Fields(u.Query().Get("query") + " x")[0])
		if len(word) < 2 {
			continue
		}
		n := 2 + r.IntN(min(5, len(word)-1))
		out = append(out, "/api/v1/search-suggestions?q="+url.QueryEscape(string(word[:min(n, len(word))])))
	}
	return out
}

// misspell makes one typo in a word of 4 letters or more: a letter
// dropped, doubled, or two swapped, never the first.
func misspell(w string, r *rand.Rand) string {
	rs := []rune(w)
	if len(rs) < 4 {
		return w
	}
	i := 1 + r.IntN(len(rs)-2)
	switch r.IntN(3) {
	case 0:
		rs = slices.Delete(rs, i, i+1)
	case 1:
		rs = slices.Insert(rs, i, rs[i])
	default:
		rs[i], rs[i+1] = rs[i+1], rs[i]
	}
	return string(rs)
}

// variedScenarios writes the path files and returns the scenarios.
func variedScenarios(ctx context.Context, cfg config, base, dbName string, types []int64, vehiclePages []string) ([]scenario, error) {
	r := rand.New(rand.NewPCG(12, 34))
	lists := variedLists(types, r)
	searches, err := variedSearches(ctx, base, types, r, false)
	if err != nil {
		return nil, err
	}
	typos, err := variedSearches(ctx, base, types, r, true)
	if err != nil {
		return nil, err
	}
	details := make([]string, len(vehiclePages))
	for i, p := range vehiclePages {
		details[i] = "/api/v1/get-vehicle/" + strings.TrimPrefix(p, "/vehicle-details/")
	}
	var out []scenario
	for _, s := range []struct {
		name, title, path string
		lines             []string
	}{
		{"list_varied", fmt.Sprintf("list, varied (%d: type × budget × price × sort × page)", len(lists)), "/api/v1/get-vehicles?{varied}", lists},
		{"search_varied", fmt.Sprintf("text search, varied (%d: title words, en + bn, ± type)", len(searches)), "/api/v1/get-vehicles?query={word}", searches},
		{"search_forgiving", fmt.Sprintf("text search, misspelt, varied (%d: a typo in each title word, ± type)", len(typos)), "/api/v1/get-vehicles?query={typo}", typos},
		{"suggest_varied", fmt.Sprintf("search suggestions, varied (%d: 2–6 first letters of title words, en + bn)", len(searches)), "/api/v1/search-suggestions?q={prefix}", variedPrefixes(searches, r)},
		{"detail_cold", fmt.Sprintf("detail, cold (%d, each once)", len(details)), "/api/v1/get-vehicle/{each}", shuffled(details)},
	} {
		file, err := writeLines(cfg, s.name+"-"+dbName, s.lines)
		if err != nil {
			return nil, err
		}
		out = append(out, scenario{Name: s.name, Title: s.title, Path: s.path, script: "paths.lua", scriptArgs: []string{file}, probe: s.lines[0]})
	}
	return out, nil
}
