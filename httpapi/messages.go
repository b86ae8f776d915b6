package httpapi

import (
	"net/http"

	"golang.org/x/text/language"

	"garihaat"
)

// Languages the API answers messages in.
const (
	langBn = "bn"
	langEn = "en"
)

// supported are the languages the API answers in, the default first.
var supported = language.NewMatcher([]language.Tag{language.Bengali, language.English})

// requestLang picks the caller's language from Accept-Language by its
// q-values (golang.org/x/text/language): English when English is
// preferred to Bangla, else Bangla (the default, and for any other
// language, since no third is offered).
func requestLang(r *http.Request) string {
	h := r.Header.Get("Accept-Language")
	if h == "" {
		return langBn
	}
	tags, _, err := language.ParseAcceptLanguage(h)
	if err != nil || len(tags) == 0 {
		return langBn
	}
	if _, i, c := supported.Match(tags...); i == 1 && c != language.No {
		return langEn
	}
	return langBn
}

// translate returns a said message (garihaat.Msg) in lang.
func translate(lang, msg string) string { return garihaat.Say(lang, msg) }
