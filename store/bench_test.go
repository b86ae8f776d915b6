package store_test

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"garihaat"
	"garihaat/catalog"
	"garihaat/store"
	"garihaat/store/demo"
)

// benchStore opens a SQLite store with the synthetic catalogue of 100,000
// vehicles, kept in GARIHAAT_BENCH_DB (default: the test's temp dir) so
// repeated runs need not seed again.
func benchStore(b *testing.B) (*store.Store, *catalog.Catalog, []string) {
	b.Helper()
	path := os.Getenv("GARIHAAT_BENCH_DB")
	if path == "" {
		path = filepath.Join(b.TempDir(), "bench.db")
	}
	ctx := context.Background()
	s, err := store.Open(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	cat := catalog.New(s)
	if err := s.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	c := demo.Synthetic(100_000, 1, time.Now())
	if _, err := s.Seed(ctx, c); err != nil {
		b.Fatal(err)
	}
	slugs := make([]string, len(c.Vehicles))
	for i, v := range c.Vehicles {
		slugs[i] = v.Slug
	}
	return s, cat, slugs
}

func BenchmarkVehicleDetail(b *testing.B) {
	s, _, slugs := benchStore(b)
	ctx := context.Background()
	r := rand.New(rand.NewPCG(1, 2))
	b.ResetTimer()
	for b.Loop() {
		if _, _, err := s.Vehicle(ctx, slugs[r.IntN(len(slugs))], 12); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkVehicleList(b *testing.B) {
	_, cat, _ := benchStore(b)
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		f    garihaat.VehicleFilter
	}{
		{"type+budget", garihaat.VehicleFilter{TypeIDs: []int64{1}, Ranges: []garihaat.BudgetRange{{Min: 860000, Max: 1066000}}}},
		{"type+budget+query-en", garihaat.VehicleFilter{TypeIDs: []int64{1}, Ranges: []garihaat.BudgetRange{{Min: 860000, Max: 1066000}}, Query: "tata"}},
		{"query-only", garihaat.VehicleFilter{Query: "tata"}},
		{"all", garihaat.VehicleFilter{}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := cat.Vehicles(ctx, tc.f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkHomepage(b *testing.B) {
	_, cat, _ := benchStore(b)
	ctx := context.Background()
	for b.Loop() {
		if _, err := cat.Homepage(ctx); err != nil {
			b.Fatal(err)
		}
	}
}
