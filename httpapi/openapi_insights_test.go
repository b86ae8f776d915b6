package httpapi_test

import (
	"context"
	"encoding/csv"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
)

// todayOf is the last day of an insights answer's series.
func todayOf(t *testing.T, m map[string]any) map[string]any {
	t.Helper()
	series, _ := m["series"].([]any)
	if len(series) == 0 {
		t.Fatalf("no series: %v", m)
	}
	return series[len(series)-1].(map[string]any)
}

// insightsContract is a scripted morning and the owner's look at it:
// views, searches (one that finds nothing), a comparison, a save and a
// purchase decided by staff; the insights show them (JSON = CSV), an
// editor sees no sales figures, and bad periods are 422s.
func insightsContract(t *testing.T, do func(apiCall) (*httptest.ResponseRecorder, map[string]any), e *authEnv, s *store.Store) {
	t.Helper()
	ctx := context.Background()
	e.clock.Advance(time.Hour) // the sign-in limits of the scenarios before
	owner := staffToken(t, e, s, "01814000001", garihaat.RoleOwner)
	editor := staffToken(t, e, s, "01814000002", garihaat.RoleEditor)
	sales := staffToken(t, e, s, "01814000003", garihaat.RoleSales)
	buyer := e.signInFrom(t, "01714000001", "203.0.113.210")
	for _, path := range []string{"/admin/insights", "/admin/insights.csv"} {
		do(apiCall{method: "GET", path: path, want: 401, offSpec: true})
		do(apiCall{method: "GET", path: path, token: buyer, want: 403})
		do(apiCall{method: "GET", path: path + "?days=8", token: owner, want: 422, lang: "en", offSpec: true})
		do(apiCall{method: "GET", path: path + "?from=2026-03-10&to=2026-03-01", token: sales, want: 422})
	}
	_, m := do(apiCall{method: "GET", path: "/admin/insights?days=7", token: owner, want: 200})
	before := todayOf(t, m)

	// The morning.
	for _, ip := range []string{"198.51.100.1", "198.51.100.2"} {
		do(apiCall{method: "POST", path: "/vehicles/3/view", ip: ip, want: 204})
		do(apiCall{method: "GET", path: "/get-vehicles?query=Ashok+Leyland+Partner", ip: ip, want: 200})
		do(apiCall{method: "GET", path: "/get-vehicles?query=ashok%20leyland%20partner", ip: ip, want: 200}) // the same visitor again
	}
	do(apiCall{method: "POST", path: "/vehicles/compared?ids=1,3", want: 204})
	do(apiCall{method: "POST", path: "/vehicles/compared?ids=1", want: 422, lang: "en"})
	do(apiCall{method: "POST", path: "/toggle-bookmark", token: buyer, body: `{"id":3}`, want: 200})
	res, err := s.PlaceBid(ctx, garihaat.Bid{VehicleID: 3, Option: garihaat.OptionCash, Phone: "01914000009", Amount: 600_000}, e.clock.Now())
	if err != nil {
		t.Fatal(err)
	}
	id := fmt.Sprint(res.Offer.ID)
	do(apiCall{method: "POST", path: "/admin/offers/" + id + "/win", token: sales, want: 200})
	do(apiCall{method: "POST", path: "/admin/offers/" + id + "/purchase", token: sales, want: 200})

	_, m = do(apiCall{method: "GET", path: "/admin/insights?days=7", token: owner, want: 200})
	after := todayOf(t, m)
	for k, want := range map[string]float64{"views": 2, "saves": 1, "comparisons": 2, "purchases": 1} {
		if got := after[k].(float64) - before[k].(float64); got != want {
			t.Errorf("today's %s grew by %v, want %v", k, got, want)
		}
	}
	demand := m["demand"].(map[string]any)
	partner := slices.IndexFunc(demand["searches"].([]any), func(x any) bool {
		d := x.(map[string]any)
		return d["query"] == "ashok leyland partner" && d["results"] == "none" && d["visitors"] == 2.0
	})
	if partner < 0 {
		t.Errorf("the search that found nothing is not under demand: %v", demand["searches"])
	}
	if strings.Contains(fmt.Sprint(m), "01914000009") || strings.Contains(fmt.Sprint(m), "01714000001") {
		t.Errorf("a phone reached the insights: %v", m)
	}

	// The CSV is the same answer.
	rec, _ := do(apiCall{method: "GET", path: "/admin/insights.csv?days=7", token: owner, want: 200})
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(rec.Body.String(), "\ufeff"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(rows[0], garihaat.InsightCSVHeader) {
		t.Errorf("CSV header %v", rows[0])
	}
	var series []string
	found := false
	for _, r := range rows[1:] {
		if r[0] == "series" {
			series = append(series, r[1]+" "+r[10]+" "+r[11]+" "+r[12]+" "+r[13]+" "+r[14])
		}
		found = found || (r[0] == "search" && r[6] == "ashok leyland partner" && r[20] == "2")
	}
	var want []string
	for _, x := range m["series"].([]any) {
		d := x.(map[string]any)
		want = append(want, fmt.Sprintf("%s %v %v %v %v %v", d["day"], d["views"], d["saves"], d["comparisons"], d["offers"], d["purchases"]))
	}
	if !slices.Equal(series, want) || !found {
		t.Errorf("CSV series %v,\nJSON series %v (demand row found: %v)", series, want, found)
	}

	// An editor: the catalogue's parts only.
	_, m = do(apiCall{method: "GET", path: "/admin/insights?from=2026-03-01&to=2026-03-31&type=2", token: editor, want: 200})
	if m["sales"] != false || m["demand"] != nil || todayOf(t, m)["purchases"] != 0.0 || len(m["series"].([]any)) != 31 {
		t.Errorf("an editor's insights: sales %v demand %v", m["sales"], m["demand"])
	}
	do(apiCall{method: "GET", path: "/admin/insights.csv?days=30&brand=1&depot=5", token: editor, want: 200})
}
