package store_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"garihaat/store"
	"garihaat/store/storetest"
)

// TestCatalogVersionSeesEveryEarlierWrite: while many readers on one
// instance ask for the catalogue version at once (sharing reads), a write
// on another instance is seen by every question asked after it committed.
func TestCatalogVersionSeesEveryEarlierWrite(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		other, err := store.Open(ctx, s.DSN())
		if err != nil {
			t.Fatal(err)
		}
		defer other.Close()
		other.Now = func() time.Time { return storetest.Now }

		var committed atomic.Int64 // the version after the last write that returned
		start, err := s.CatalogVersion(ctx)
		if err != nil {
			t.Fatal(err)
		}
		committed.Store(start)
		stop := make(chan struct{})
		var wg sync.WaitGroup
		var asked atomic.Int64
		errs := make(chan error, 8)
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					select {
					case <-stop:
						return
					default:
					}
					floor := committed.Load()
					v, err := s.CatalogVersion(ctx)
					asked.Add(1)
					if err == nil && v < floor {
						err = fmt.Errorf("version %d read after version %d had committed", v, floor)
					}
					if err != nil {
						errs <- err
						return
					}
				}
			}()
		}
		const writes = 15
		for i := range writes {
			v, err := other.CreateVehicle(ctx, staff, draft(fmt.Sprintf("Tata Yodha %d", i)))
			if err != nil {
				t.Fatal(err)
			}
			after, err := other.CatalogVersion(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if after <= committed.Load() {
				t.Fatalf("write %d (vehicle %d) did not move the version", i, v.ID)
			}
			committed.Store(after)
			if got, err := s.CatalogVersion(ctx); err != nil || got != after {
				t.Fatalf("after write %d: version %d, %v; want %d", i, got, err, after)
			}
		}
		close(stop)
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		if asked.Load() < writes {
			t.Fatalf("the readers asked only %d times", asked.Load())
		}
	})
}
