package store_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// Migration 00043 makes insight_series from insight_days: the eight
// groupings it writes are the ones a flush writes, and going down and up
// again gives back the same rows — on both databases.
func TestInsightSeriesMigration(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		storetest.MustSeed(t, s)
		var ids []int64
		rows, err := s.DB().QueryContext(ctx, `SELECT id FROM vehicles ORDER BY id`)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
		rows.Close()
		r := rand.New(rand.NewPCG(43, 1))
		b := garihaat.InsightBatch{Vehicles: map[garihaat.VehicleDay]garihaat.InsightCounts{}}
		for range 60 {
			k := garihaat.VehicleDay{Day: day(-r.IntN(20)), VehicleID: ids[r.IntN(len(ids))]}
			n := b.Vehicles[k]
			n.Add(garihaat.InsightCounts{Views: int64(1 + r.IntN(5)), Saves: int64(r.IntN(2)), Offers: int64(r.IntN(2))})
			b.Vehicles[k] = n
		}
		if err := s.Insights.AddInsights(ctx, b); err != nil {
			t.Fatal(err)
		}
		series := func() []string {
			rows, err := s.DB().QueryContext(ctx, `SELECT type_id, brand_id, depot_id, day, views, saves, comparisons, offers, purchases
				FROM insight_series ORDER BY type_id, brand_id, depot_id, day`)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			var out []string
			for rows.Next() {
				var tb, br, de, v, sa, c, o, p int64
				var d string
				if err := rows.Scan(&tb, &br, &de, &d, &v, &sa, &c, &o, &p); err != nil {
					t.Fatal(err)
				}
				out = append(out, fmt.Sprint(tb, br, de, d, v, sa, c, o, p))
			}
			return out
		}
		flushed := series()
		if len(flushed) == 0 {
			t.Fatal("the flush wrote no series")
		}
		if err := s.MigrateDownTo(ctx, 42); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := s.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM insight_days`).Scan(&n); err != nil || n == 0 {
			t.Fatalf("insight_days after going down: %d rows, %v", n, err)
		}
		if err := s.MigrateUpTo(ctx, 43); err != nil {
			t.Fatal(err)
		}
		if migrated := series(); !slices.Equal(migrated, flushed) {
			t.Fatalf("the migration made %d rows, the flush %d:\n%v\n%v", len(migrated), len(flushed), migrated, flushed)
		}
	})
}
