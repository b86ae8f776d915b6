package seed_test

import (
	"context"
	"reflect"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/seed"
	"garihaat/store/storetest"
)

func TestSeedOnlyIntoEmptyDatabase(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		storetest.MustSeed(t, s)
		ok, err := s.Seed(ctx, storetest.Fixture())
		if err != nil || ok {
			t.Fatalf("second seed: ok=%v err=%v, want a no-op", ok, err)
		}
		page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{})
		if err != nil || page.Pagination.Total != 8 {
			t.Fatalf("total = %d, %v; want 8", page.Pagination.Total, err)
		}
	})
}

// A seed drops the vehicles' secondary indexes while it writes and makes
// them again: afterwards every index is there, as the migrations made it.
func TestSeedKeepsEveryIndex(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		before, err := seed.SecondaryIndexes(ctx, s.Core)
		if err != nil {
			t.Fatal(err)
		}
		storetest.MustSeed(t, s)
		after, err := seed.SecondaryIndexes(ctx, s.Core)
		if err != nil {
			t.Fatal(err)
		}
		if len(before) < 10 || !reflect.DeepEqual(before, after) {
			t.Errorf("indexes before the seed %v\nafter %v", before, after)
		}
	})
}
