package seo

import (
	"strings"

	"garihaat"
)

// Lang is the language a page is rendered in: Bangla unless the address
// says ?lang=en.
type Lang string

const (
	Bangla  Lang = "bn"
	English Lang = "en"
)

// LangOf reads the lang query parameter: "en" selects English, anything
// else (or nothing) Bangla, the site's default.
func LangOf(param string) Lang {
	if param == "en" {
		return English
	}
	return Bangla
}

// pick returns the Bangla form of a translated name under Bangla when it has
// one, the original (English) otherwise: the same fallback as the web app.
func pick(l Lang, en, bn string) string {
	if l == Bangla && strings.TrimSpace(bn) != "" {
		return bn
	}
	return en
}

// digits writes s's ASCII digits as Bengali digits under Bangla.
func digits(s string, l Lang) string {
	if l != Bangla {
		return s
	}
	return garihaat.BengaliDigits(s)
}

// Number writes n with lakh/crore grouping (12,34,567), in Bengali digits
// under Bangla: the grouping people in Bangladesh read prices in.
func Number(n int64, l Lang) string { return digits(garihaat.GroupLakh(n), l) }

// Price is an amount in taka with the taka sign: ৳১২,৩৪,৫৬৭ or ৳12,34,567.
func Price(n int64, l Lang) string { return "৳" + Number(n, l) }
