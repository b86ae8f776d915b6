package insights_test

import (
	"cmp"
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/insights"
	"garihaat/store/storetest"
)

// A period is cut into whole months, weeks from Monday and days that
// cover each of its days once; a week is not taken across the 1st of a
// month the period holds whole.
func TestInsightsPartsCoverThePeriod(t *testing.T) {
	d := func(s string) time.Time { x, _ := time.Parse(time.DateOnly, s); return x }
	// Monday 23 February to Sunday 5 April 2026: March is whole, so the
	// week of 23 February (into March) is six days instead.
	got := insights.PartsOf(d("2026-02-23"), d("2026-04-05"))
	want := [][2]string{{"d", "2026-02-23"}, {"d", "2026-02-24"}, {"d", "2026-02-25"}, {"d", "2026-02-26"}, {"d", "2026-02-27"},
		{"d", "2026-02-28"}, {"m", "2026-03-01"}, {"d", "2026-04-01"}, {"d", "2026-04-02"}, {"d", "2026-04-03"}, {"d", "2026-04-04"}, {"d", "2026-04-05"}}
	if !slices.Equal(got, want) {
		t.Errorf("23 Feb – 5 Apr: %v", got)
	}
	// Monday 2 to Sunday 29 March: no whole month, four weeks.
	if got := insights.PartsOf(d("2026-03-02"), d("2026-03-29")); !slices.Equal(got, [][2]string{{"w", "2026-03-02"}, {"w", "2026-03-09"}, {"w", "2026-03-16"}, {"w", "2026-03-23"}}) {
		t.Errorf("2 – 29 March: %v", got)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		from := d("2025-11-01").AddDate(0, 0, r.IntN(200))
		to := from.AddDate(0, 0, r.IntN(366))
		next := from
		for _, p := range insights.PartsOf(from, to) {
			first := d(p[1])
			if !first.Equal(next) {
				t.Fatalf("%s – %s: part %v does not start at %s", from, to, p, next)
			}
			switch p[0] {
			case "d":
				next = first.AddDate(0, 0, 1)
			case "w":
				if first.Weekday() != time.Monday {
					t.Fatalf("%s – %s: week %v is no Monday's", from, to, p)
				}
				next = first.AddDate(0, 0, 7)
			case "m":
				if first.Day() != 1 {
					t.Fatalf("%s – %s: month %v is no 1st's", from, to, p)
				}
				next = first.AddDate(0, 1, 0)
			}
		}
		if !next.Equal(to.AddDate(0, 0, 1)) {
			t.Fatalf("%s – %s: the parts end before %s", from, to, next)
		}
	}
}

// The funnels read from the months, weeks and days give the figures the
// days alone give: random events over 120 days (across weeks and months,
// flushed by two instances), random periods with and without a type, with
// the funnels' list shortened so every way of reading is taken (the first
// depth proves the answer, a deeper read does, the whole period is summed),
// and the series of each filter and grouping of filters — on both databases.
func TestInsightsRollupsMatchTheDays(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		s.Now = func() time.Time { return storetest.Now }
		ctx := context.Background()
		storetest.MustSeed(t, s)
		other := storetest.SecondInstance(t, s)
		typeOf, brandOf, depotOf := map[int64]int64{}, map[int64]int64{}, map[int64]int64{}
		rows, err := s.DB().QueryContext(ctx, `SELECT id, type_id, brand_id, COALESCE(depot_id, 0) FROM vehicles`)
		if err != nil {
			t.Fatal(err)
		}
		var ids []int64
		for rows.Next() {
			var id, typeID, brandID, depotID int64
			if err := rows.Scan(&id, &typeID, &brandID, &depotID); err != nil {
				t.Fatal(err)
			}
			typeOf[id], brandOf[id], depotOf[id], ids = typeID, brandID, depotID, append(ids, id)
		}
		rows.Close()
		r := rand.New(rand.NewPCG(49, 34))
		days := map[string]map[int64]garihaat.InsightCounts{}
		for batch := range 12 {
			b := garihaat.InsightBatch{Vehicles: map[garihaat.VehicleDay]garihaat.InsightCounts{}}
			for range 80 {
				k := garihaat.VehicleDay{Day: day(-r.IntN(120)), VehicleID: ids[r.IntN(len(ids))]}
				n := garihaat.InsightCounts{Views: int64(r.IntN(4)), Saves: int64(r.IntN(2)), Comparisons: int64(r.IntN(2)), Offers: int64(r.IntN(2))}
				m := b.Vehicles[k]
				m.Add(n)
				b.Vehicles[k] = m
				if days[k.Day] == nil {
					days[k.Day] = map[int64]garihaat.InsightCounts{}
				}
				m = days[k.Day][k.VehicleID]
				m.Add(n)
				days[k.Day][k.VehicleID] = m
			}
			if err := []*store.Store{s, other}[batch%2].Insights.AddInsights(ctx, b); err != nil {
				t.Fatal(err)
			}
		}
		for _, bounds := range [][3]int{{0, 0, 0}, {3, 1, 0}, {2, 2, 0}, {5, 1, 0}, {3, 1, 1}} {
			s.SetFunnelBounds(bounds[0], bounds[1], bounds[2])
			limit := cmp.Or(bounds[0], garihaat.MaxFunnels)
			for range 25 {
				from := -r.IntN(120)
				to := min(0, from+r.IntN(100))
				q := garihaat.InsightsQuery{From: day(from), To: day(to), Sales: true}
				// Any of the three filters, alone or together.
				if r.IntN(3) == 0 {
					q.TypeID = typeOf[ids[r.IntN(len(ids))]]
				}
				if r.IntN(4) == 0 {
					q.BrandID = brandOf[ids[r.IntN(len(ids))]]
				}
				if r.IntN(4) == 0 {
					q.DepotID = depotOf[ids[r.IntN(len(ids))]]
				}
				match := func(id int64) bool {
					return (q.TypeID == 0 || typeOf[id] == q.TypeID) && (q.BrandID == 0 || brandOf[id] == q.BrandID) &&
						(q.DepotID == 0 || depotOf[id] == q.DepotID)
				}
				sums := map[int64]garihaat.InsightCounts{}
				for d := from; d <= to; d++ {
					for id, n := range days[day(d)] {
						if match(id) {
							m := sums[id]
							m.Add(n)
							sums[id] = m
						}
					}
				}
				var want []garihaat.VehicleFunnel
				for id, n := range sums {
					want = append(want, garihaat.VehicleFunnel{ID: id, InsightCounts: n})
				}
				slices.SortFunc(want, func(a, b garihaat.VehicleFunnel) int {
					return cmp.Or(cmp.Compare(b.Views, a.Views), cmp.Compare(a.ID, b.ID))
				})
				want = want[:min(len(want), limit)]
				got := insightsOf(t, s, q)
				if len(got.Funnels) != len(want) {
					t.Fatalf("bounds %v, %+v: %d funnels, want %d", bounds, q, len(got.Funnels), len(want))
				}
				for i := range want {
					if got.Funnels[i].ID != want[i].ID || got.Funnels[i].InsightCounts != want[i].InsightCounts {
						t.Fatalf("bounds %v, %+v: funnel %d is %d %+v, want %d %+v", bounds, q, i,
							got.Funnels[i].ID, got.Funnels[i].InsightCounts, want[i].ID, want[i].InsightCounts)
					}
				}
				for _, sd := range got.Series {
					var n garihaat.InsightCounts
					for id, c := range days[sd.Day] {
						if match(id) {
							n.Add(c)
						}
					}
					if sd.InsightCounts != n {
						t.Fatalf("%+v: day %s is %+v, want %+v", q, sd.Day, sd.InsightCounts, n)
					}
				}
			}
		}
	})
}
