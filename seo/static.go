package seo

import (
	"encoding/json"
	"fmt"
	"net/http"

	"garihaat"
)

// Texts are the web app's translations, flattened to dotted keys
// ("pages.about.title"), per language.
type Texts map[Lang]map[string]string

// LoadTexts reads the app's two translation files.
func LoadTexts(bn, en []byte) (Texts, error) {
	t := Texts{}
	for l, data := range map[Lang][]byte{Bangla: bn, English: en} {
		var tree map[string]any
		if err := json.Unmarshal(data, &tree); err != nil {
			return nil, fmt.Errorf("translations (%s): %w", l, err)
		}
		flat := map[string]string{}
		flatten("", tree, flat)
		t[l] = flat
	}
	return t, nil
}

func flatten(prefix string, tree map[string]any, out map[string]string) {
	for k, v := range tree {
		switch v := v.(type) {
		case string:
			out[prefix+k] = v
		case map[string]any:
			flatten(prefix+k+".", v, out)
		}
	}
}

func (t Texts) get(l Lang, key string) string { return t[l][key] }

// staticPages are the site's text pages and the translation keys of their
// heading and paragraphs.
var staticPages = map[string][]string{
	"/about":              {"pages.about.title", "pages.about.body"},
	"/careers":            {"pages.careers.title", "pages.careers.body"},
	"/terms":              {"pages.terms.title", "pages.terms.body"},
	"/help":               {"help.title", "help.text", "help.hours"},
	"/offers":             {"pages.underConstruction.title", "pages.underConstruction.body"},
	"/under-construction": {"pages.underConstruction.title", "pages.underConstruction.body"},
}

// privacySummary opens the privacy policy, which is in English only (spec §2).
const privacySummary = "This policy explains what information Garihaat collects when you use our website and services, how we use it, and the choices you have. Garihaat is operated from Dhaka, Bangladesh."

// StaticPage is the text page at path; false when path is none.
func (s Site) StaticPage(l Lang, path string, t Texts) (Page, bool) {
	if path == "/privacy-policy" {
		return s.Static(l, path, "Privacy Policy", privacySummary), true
	}
	keys, ok := staticPages[path]
	if !ok {
		return Page{}, false
	}
	var paragraphs []string
	for _, k := range keys[1:] {
		paragraphs = append(paragraphs, t.get(l, k))
	}
	p := s.Static(l, path, t.get(l, keys[0]), paragraphs...)
	if keys[0] == "pages.underConstruction.title" {
		p.NoIndex = true // nothing to find there yet
	}
	p.Status = http.StatusOK
	return p, true
}

// Help is the help page with its questions: the first paint shows each
// question and its answer (rich results want what the structured data says
// on the page itself), the JSON-LD has them as an FAQPage, and the company
// as the dealer with its hotline and hours.
func (s Site) Help(l Lang, t Texts, faqs []garihaat.FAQ) Page {
	p, _ := s.StaticPage(l, "/help", t)
	body := p.data.(textBody)
	for _, f := range faqs {
		body.Paragraphs = append(body.Paragraphs, pick(l, f.Question, f.BnTranslation.Question), pick(l, f.Answer, f.BnTranslation.Answer))
	}
	p.data = body
	p.JSONLD = append(p.JSONLD, faqLD(l, faqs), s.organizationLD(l))
	return p
}
