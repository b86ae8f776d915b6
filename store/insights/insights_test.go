package insights_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// day is the fixture's Dhaka day moved by d days.

func insightsOf(t *testing.T, s *store.Store, q garihaat.InsightsQuery) garihaat.Insights {
	t.Helper()
	got, err := s.Insights.Insights(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// Two instances flush the same days; their counts add up, vehicles gone
// since are skipped, and the series, the period before and the funnels
// read the sums — on both databases.
func TestInsightsSumAcrossInstances(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		s.Now = func() time.Time { return storetest.Now }
		ctx := context.Background()
		storetest.MustSeed(t, s)
		other := storetest.SecondInstance(t, s)
		first := garihaat.InsightBatch{Vehicles: map[garihaat.VehicleDay]garihaat.InsightCounts{
			{Day: day(0), VehicleID: 1}:      {Views: 3, Saves: 1, Comparisons: 1, Offers: 1},
			{Day: day(0), VehicleID: 3}:      {Views: 2},
			{Day: day(-7), VehicleID: 1}:     {Views: 5}, // the period before
			{Day: day(0), VehicleID: 999999}: {Views: 9}, // no such vehicle
		}}
		second := garihaat.InsightBatch{Vehicles: map[garihaat.VehicleDay]garihaat.InsightCounts{
			{Day: day(0), VehicleID: 1}:  {Views: 1, Purchases: 1},
			{Day: day(-1), VehicleID: 3}: {Views: 4, Saves: 2},
		}}
		if err := s.Insights.AddInsights(ctx, first); err != nil {
			t.Fatal(err)
		}
		if err := other.Insights.AddInsights(ctx, second); err != nil {
			t.Fatal(err)
		}
		week := garihaat.InsightsQuery{From: day(-6), To: day(0), Sales: true}
		for _, st := range []*store.Store{s, other} { // whichever instance is asked
			got := insightsOf(t, st, week)
			if len(got.Series) != 7 || len(got.Previous) != 7 || got.Series[0].Day != day(-6) || got.Previous[6].Day != day(-7) {
				t.Fatalf("series %v, previous %v", got.Series, got.Previous)
			}
			if want := (garihaat.InsightCounts{Views: 6, Saves: 1, Comparisons: 1, Offers: 1, Purchases: 1}); got.Series[6].InsightCounts != want {
				t.Errorf("today %+v, want %+v", got.Series[6].InsightCounts, want)
			}
			if want := (garihaat.InsightCounts{Views: 4, Saves: 2}); got.Series[5].InsightCounts != want {
				t.Errorf("yesterday %+v, want %+v", got.Series[5].InsightCounts, want)
			}
			if got.Previous[6].Views != 5 {
				t.Errorf("the period before %+v", got.Previous)
			}
			if len(got.Funnels) != 2 || got.Funnels[0].ID != 3 || got.Funnels[0].Views != 6 || got.Funnels[1].ID != 1 ||
				got.Funnels[1].Views != 4 || got.Funnels[1].Offers != 1 || got.Funnels[0].Slug != "mahindra-bolero-3" {
				t.Errorf("funnels %+v", got.Funnels)
			}
		}
		// One type: the pickups (type 2) only.
		pickups := insightsOf(t, s, garihaat.InsightsQuery{From: day(-6), To: day(0), TypeID: 2, Sales: true})
		if pickups.Series[6].Views != 2 || len(pickups.Funnels) != 1 || pickups.Funnels[0].ID != 3 {
			t.Errorf("pickups: %+v %+v", pickups.Series[6], pickups.Funnels)
		}
		// An editor sees no offers, purchases or demand.
		editor := insightsOf(t, s, garihaat.InsightsQuery{From: day(-6), To: day(0)})
		if editor.Series[6].Offers != 0 || editor.Series[6].Purchases != 0 || editor.Demand != nil || editor.Funnels[1].Offers != 0 {
			t.Errorf("an editor's answer carries sales figures: %+v %+v", editor.Series[6], editor.Demand)
		}
	})
}

// A funnel says how many times the price changed, whether the vehicle was
// bought, and its days on market.
func TestInsightsFunnelFacts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		s.Now = func() time.Time { return storetest.Now }
		ctx := context.Background()
		storetest.MustSeed(t, s)
		storetest.EditVehicle(t, s, 2, func(in *garihaat.VehicleInput) { in.CashPrice = 1_100_000 })
		storetest.EditVehicle(t, s, 2, func(in *garihaat.VehicleInput) { in.CashPrice = 1_050_000 })
		if _, err := s.DB().ExecContext(ctx, `INSERT INTO offers (id_number, vehicle_id, phone, selected_option, amount, status, created_at)
			VALUES ('X-1', 2, '01711222333', 'cash', 1000000, 'purchase', 1773122400)`); err != nil {
			t.Fatal(err)
		}
		if err := s.Insights.AddInsights(ctx, garihaat.InsightBatch{Vehicles: map[garihaat.VehicleDay]garihaat.InsightCounts{
			{Day: day(0), VehicleID: 2}: {Views: 1}, {Day: day(0), VehicleID: 4}: {Views: 1}}}); err != nil {
			t.Fatal(err)
		}
		got := insightsOf(t, s, garihaat.InsightsQuery{From: day(0), To: day(0), Sales: true}).Funnels
		i := slices.IndexFunc(got, func(f garihaat.VehicleFunnel) bool { return f.ID == 2 })
		if i < 0 || got[i].PriceChanges != 2 || !got[i].Purchased || got[i].CashPrice != 1_050_000 {
			t.Fatalf("funnel of vehicle 2: %+v", got)
		}
		j := slices.IndexFunc(got, func(f garihaat.VehicleFunnel) bool { return f.ID == 4 })
		if j < 0 || got[j].PriceChanges != 0 || got[j].Purchased {
			t.Errorf("funnel of vehicle 4: %+v", got[j])
		}
	})
}

// Searches are banded by what the list finds for them; the demand lists
// those that found nothing or almost nothing, the saved searches nothing
// matches, and the filters used most — no phone or user in any of it.
func TestInsightsDemand(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		s.Now = func() time.Time { return storetest.Now }
		ctx := context.Background()
		storetest.MustSeed(t, s)
		b := garihaat.InsightBatch{Searches: map[garihaat.SearchKey]int64{
			{Day: day(0), Query: "ashok leyland partner"}: 2,
			{Day: day(0), Query: "bolero"}:                3, // two pickups: few
			{Day: day(0), TypeID: 1}:                      1, // four trucks: many
			{Day: day(0), TypeID: 2, Budget: "0-3"}:       4, // no pickup under 3 lakh
		}}
		if err := s.Insights.AddInsights(ctx, b); err != nil {
			t.Fatal(err)
		}
		if err := storetest.SecondInstance(t, s).Insights.AddInsights(ctx, garihaat.InsightBatch{Searches: map[garihaat.SearchKey]int64{
			{Day: day(0), Query: "ashok leyland partner"}: 1}}); err != nil {
			t.Fatal(err)
		}
		u := mustUser(t, s, "01811000077")
		to := func(v string) *string { return &v }
		if _, err := s.CreateSavedSearch(ctx, u.ID, garihaat.SavedSearchInput{Name: to("cheap pickup"), Query: to("vehicleType=2&maxBudget=300000")}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.CreateSavedSearch(ctx, u.ID, garihaat.SavedSearchInput{Name: to("trucks"), Query: to("vehicleType=1")}); err != nil {
			t.Fatal(err)
		}
		d := insightsOf(t, s, garihaat.InsightsQuery{From: day(-6), To: day(0), Sales: true}).Demand
		if d == nil {
			t.Fatal("no demand for sales")
		}
		want := []garihaat.DemandSearch{
			{TypeID: 2, TypeName: "Pickup", TypeNameBn: "পিকআপ", Budget: "0-3", Results: garihaat.ResultsNone, Visitors: 4},
			{Query: "ashok leyland partner", Results: garihaat.ResultsNone, Visitors: 3},
			{Query: "bolero", Results: garihaat.ResultsFew, Visitors: 3},
		}
		if !slices.Equal(d.Searches, want) {
			t.Errorf("searches %+v,\nwant %+v", d.Searches, want)
		}
		if len(d.SavedSearches) != 1 || d.SavedSearches[0].Query != "maxBudget=300000&vehicleType=2" || d.SavedSearches[0].People != 1 {
			t.Errorf("saved searches nothing matches: %+v", d.SavedSearches)
		}
		if !slices.Equal(d.Filters, []garihaat.FilterUse{{TypeID: 2, TypeName: "Pickup", TypeNameBn: "পিকআপ", Budget: "0-3", Visitors: 4},
			{TypeID: 1, TypeName: "Truck", TypeNameBn: "ট্রাক", Visitors: 1}}) {
			t.Errorf("filters %+v", d.Filters)
		}
	})
}
