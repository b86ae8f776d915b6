package httpapi

import (
	"net/http/httptest"
	"testing"
)

// The answer's language follows Accept-Language's preferences (q-values),
// not merely the first tag; Bangla is the default.
func TestRequestLang(t *testing.T) {
	for header, want := range map[string]string{
		"":                         langBn,
		"en":                       langEn,
		"en-GB,en;q=0.9":           langEn,
		"bn-BD,en;q=0.8":           langBn,
		"bn;q=0.5, en;q=0.9":       langEn,
		"en;q=0.1, bn":             langBn,
		"fr-FR, en;q=0.8":          langEn,
		"fr":                       langBn,
		"en;q=0":                   langBn,
		"*":                        langBn,
		"this is ;;; not a header": langBn,
	} {
		r := httptest.NewRequest("GET", "/", nil)
		if header != "" {
			r.Header.Set("Accept-Language", header)
		}
		if got := requestLang(r); got != want {
			t.Errorf("Accept-Language %q: %s, want %s", header, got, want)
		}
	}
}
