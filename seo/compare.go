package seo

import (
	"slices"
	"strings"

	"garihaat"
)

var (
	wordCompare     = text{"গাড়ির তুলনা", "Compare vehicles"}
	wordCompareHint = text{"দাম, মাসিক কিস্তি, সাল, ওডোমিটার, ডিপো ও ফিচার পাশাপাশি — গাড়িহাট।", "Prices, monthly instalment, year, odometer, depot and features side by side — Garihaat."}
)

// MaxCompare is how many vehicles a comparison holds.
const MaxCompare = garihaat.MaxCompared

// Compare is the head and first paint of /compare?v=slug,slug,…: the
// vehicles' names and cash prices, the first one's photo to share. It is
// never indexed (any set of vehicles makes its own address).
func (s Site) Compare(l Lang, vs []garihaat.Vehicle, path string) Page {
	heading := wordCompare.in(l)
	var lines []string
	for _, v := range vs {
		lines = append(lines, pick(l, v.Title, v.BnTranslation.Title)+" — "+Price(v.CashPrice, l))
	}
	if len(vs) > 0 {
		names := make([]string, len(vs))
		for i, v := range vs {
			names[i] = pick(l, v.Title, v.BnTranslation.Title)
		}
		heading += ": " + strings.Join(names, " · ")
	}
	p := s.Static(l, path, heading, append(lines, wordCompareHint.in(l))...)
	p.Description = clip(strings.Join(append(lines, wordCompareHint.in(l)), "; "), 300)
	p.NoIndex = true
	if len(vs) > 0 && len(vs[0].Images) > 0 {
		p.Image, p.ImageAlt = ShareImage(vs[0].Images[0]), pick(l, vs[0].Title, vs[0].BnTranslation.Title)
	}
	return p
}

// CompareSlugs reads the v parameter: up to MaxCompare valid slugs, in
// order, each once.
func CompareSlugs(v string) []string {
	var out []string
	for _, s := range strings.Split(v, ",") {
		s = strings.TrimSpace(s)
		if garihaat.ValidSlug(s) && !slices.Contains(out, s) && len(out) < MaxCompare {
			out = append(out, s)
		}
	}
	return out
}
