package httpapi_test

import (
	"context"
	"net/http/httptest"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// A crawler that says so counts nothing: its views, comparisons and
// searches leave the insights as they were; a browser's count.
func TestInsightsSkipBots(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		e := newAuthEnv(t, s)
		ctx := context.Background()
		call := func(ua, path, method string) {
			t.Helper()
			hr := httptest.NewRequest(method, "/api/v1"+path, nil)
			hr.Header.Set("User-Agent", ua)
			rec := httptest.NewRecorder()
			e.h.ServeHTTP(rec, hr)
			if rec.Code >= 300 {
				t.Fatalf("%s %s: %d %s", method, path, rec.Code, rec.Body)
			}
		}
		for _, ua := range []string{"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "facebookexternalhit/1.1"} {
			call(ua, "/vehicles/2/view", "POST")
			call(ua, "/vehicles/compared?ids=2,3", "POST")
			call(ua, "/get-vehicles?query=ashok+leyland+partner", "GET")
		}
		if err := e.insights.Flush(ctx, s.Insights); err != nil {
			t.Fatal(err)
		}
		day := garihaat.DhakaDay(e.clock.Now())
		q := garihaat.InsightsQuery{From: day, To: day, Sales: true}
		got, err := s.Insights.Insights(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		if n := got.Series[0].InsightCounts; n != (garihaat.InsightCounts{}) || len(got.Demand.Searches) != 0 {
			t.Errorf("bots were counted: %+v %+v", n, got.Demand.Searches)
		}
		browser := "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36"
		call(browser, "/vehicles/2/view", "POST")
		call(browser, "/get-vehicles?query=ashok+leyland+partner", "GET")
		if err := e.insights.Flush(ctx, s.Insights); err != nil {
			t.Fatal(err)
		}
		if got, err = s.Insights.Insights(ctx, q); err != nil {
			t.Fatal(err)
		}
		if got.Series[0].Views != 1 || len(got.Demand.Searches) != 1 {
			t.Errorf("a browser's view and search: %+v %+v", got.Series[0], got.Demand.Searches)
		}
	})
}
