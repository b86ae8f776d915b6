package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestCSVReportInOneLanguage: every message of an import's report — a
// file refused whole, a row's errors — comes in the clerk's language, a
// negative number is called negative, and the export's file is named by
// the date in Dhaka, not the server's zone (issue 50, item 5).
func TestCSVReportInOneLanguage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		// 01:00 on 11 March in Dhaka is still 10 March in UTC.
		e.clock.Advance(13 * time.Hour)
		owner := staffToken(t, e, s, "01811000001", garihaat.RoleOwner)

		rec, _ := e.call(t, req{method: "GET", path: "/admin/vehicles/export", token: owner})
		if got, want := rec.Header().Get("Content-Disposition"), `attachment; filename="garihaat-vehicles-2026-03-11.csv"`; got != want {
			t.Errorf("export named %q, want %q", got, want)
		}

		const header = "title,brand,type,cash_price,installment_price,offer_ends_at,year\n"
		for _, lang := range []string{"bn", "en"} {
			inLang := func(what, msg string) {
				t.Helper()
				if hasBengali(msg) != (lang == "bn") || (lang == "bn" && strings.Contains(msg, "Unknown")) {
					t.Errorf("%s in %s: %q", what, lang, msg)
				}
			}
			for _, file := range []string{"title,colour\nX,Red\n", header + "\"Tata Ace,Tata\n", header + "Tata Ace,Tata,Truck,700000,800000,2026-04-01,2020,extra\n"} {
				_, m := e.call(t, req{method: "POST", path: "/admin/vehicles/import?dry_run=true", token: owner, lang: lang, body: file})
				errs, _ := m["errors"].(map[string]any)
				if errs == nil {
					t.Fatalf("file %q: %v", file, m)
				}
				inLang("file error", fmt.Sprint(errs["file"]))
			}
			_, m := e.call(t, req{method: "POST", path: "/admin/vehicles/import?dry_run=true", token: owner, lang: lang,
				body: header + "Tata Ace,Tataa,Truck,-5,800000,2026-04-01,2020\n"})
			row := m["report"].(map[string]any)["rows"].([]any)[0].(map[string]any)
			errs := row["errors"].(map[string]any)
			inLang("brand", fmt.Sprint(errs["brand"]))
			negative := map[string]string{"bn": "ঋণাত্মক", "en": "negative"}[lang]
			if got := fmt.Sprint(errs["cash_price"]); !strings.Contains(got, negative) {
				t.Errorf("-5 in %s: %s, want it called %s", lang, got, negative)
			}
		}
	})
}
