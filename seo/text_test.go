package seo

import (
	"regexp"
	"slices"
	"testing"
)

func TestNumberAndPrice(t *testing.T) {
	for _, tc := range []struct {
		n      int64
		bn, en string
	}{
		{0, "০", "0"},
		{999, "৯৯৯", "999"},
		{1000, "১,০০০", "1,000"},
		{572000, "৫,৭২,০০০", "5,72,000"},
		{1234567, "১২,৩৪,৫৬৭", "12,34,567"},
		{123456789, "১২,৩৪,৫৬,৭৮৯", "12,34,56,789"},
		{-1500, "-১,৫০০", "-1,500"},
	} {
		if got := Number(tc.n, Bangla); got != tc.bn {
			t.Errorf("Number(%d, bn) = %q, want %q", tc.n, got, tc.bn)
		}
		if got := Number(tc.n, English); got != tc.en {
			t.Errorf("Number(%d, en) = %q, want %q", tc.n, got, tc.en)
		}
	}
	if got := Price(1200000, Bangla); got != "৳১২,০০,০০০" {
		t.Errorf("Price = %q", got)
	}
}

func TestOdometerKm(t *testing.T) {
	for raw, want := range map[string]int64{"45000": 45000, "45,000 km": 45000, "৫৪,০২৩ কিমি": 54023, "about 12 km, 3 owners": 12} {
		if got, ok := odometerKm(raw); !ok || got != want {
			t.Errorf("odometerKm(%q) = %d %v, want %d", raw, got, ok, want)
		}
	}
	for _, raw := range []string{"", "unknown", "12345678901234"} {
		if _, ok := odometerKm(raw); ok {
			t.Errorf("odometerKm(%q) read a number", raw)
		}
	}
}

func TestLangOfAndShareImage(t *testing.T) {
	if LangOf("en") != English || LangOf("") != Bangla || LangOf("fr") != Bangla {
		t.Error("LangOf")
	}
	for src, want := range map[string]string{
		"/media/demo/v/bus-red-1.svg":  "/share/media/demo/v/bus-red-1.svg.jpg",
		"/assets/hero-1-abc.svg":       "/share/assets/hero-1-abc.svg.jpg",
		"https://elsewhere.test/x.jpg": "",
		"":                             "",
	} {
		if got := ShareImage(src); got != want {
			t.Errorf("ShareImage(%q) = %q, want %q", src, got, want)
		}
	}
}

// The words take the same arguments in both languages.
func TestWordsTakeTheSameArguments(t *testing.T) {
	verb := regexp.MustCompile(`%(\[\d+\])?s`)
	for id, texts := range words {
		if en, bn := verb.FindAllString(texts[0], -1), verb.FindAllString(texts[1], -1); !sameSet(en, bn) {
			t.Errorf("%s: arguments %v in English, %v in Bangla", id, en, bn)
		}
	}
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
