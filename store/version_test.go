package store_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"garihaat"
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
		other := storetest.SecondInstance(t, s)

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
			// Published: a draft is hidden, and moves no version (issue 46).
			v := publish(t, other, fmt.Sprintf("Tata Yodha %d", i), fmt.Sprintf("yodha-%d", i))
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

// TestVehicleStampsReadTogether: stamps read together — by callers asking
// at once, or in one statement of any number of slugs — are each what the
// vehicle's own read gives; a vehicle that is not public has none, and a
// bid placed on another instance changes the stamp at once.
func TestVehicleStampsReadTogether(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Page: 1, PerPage: 50})
		if err != nil {
			t.Fatal(err)
		}
		hidden, err := s.CreateVehicle(ctx, staff, draft("Tata Yodha Pickup"))
		if err != nil {
			t.Fatal(err)
		}
		asks := []string{"no-such-vehicle", hidden.ProductSlug}
		for _, p := range page.Products {
			asks = append(asks, p.ProductSlug)
		}
		if len(asks) < 10 {
			t.Fatalf("only %d slugs to ask", len(asks))
		}
		alone := map[string]string{}
		for _, slug := range asks {
			_, st, err := s.VehicleStamp(ctx, slug)
			if garihaat.ErrorCode(err) == garihaat.ENOTFOUND {
				continue
			} else if err != nil {
				t.Fatal(err)
			}
			alone[slug] = st
		}
		if len(alone) != len(asks)-2 {
			t.Fatalf("%d of %d slugs have stamps; want all but the unknown and the draft", len(alone), len(asks))
		}
		// Every length from 1 to past one statement's batch.
		for n := 1; n <= 70; n++ {
			slugs := make([]string, n)
			for i := range slugs {
				slugs[i] = asks[i%len(asks)]
			}
			got, err := s.VehicleStampsTogether(ctx, slugs)
			if err != nil {
				t.Fatal(err)
			}
			for _, slug := range slugs {
				if got[slug] != alone[slug] {
					t.Fatalf("%d slugs: %s's stamp %q, alone %q", n, slug, got[slug], alone[slug])
				}
			}
		}
		// Many callers at once.
		var wg sync.WaitGroup
		errs := make(chan error, 10*len(asks))
		for range 10 {
			for _, slug := range asks {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, st, err := s.VehicleStamp(ctx, slug)
					if _, public := alone[slug]; !public && garihaat.ErrorCode(err) == garihaat.ENOTFOUND {
						return
					}
					if err != nil || st != alone[slug] {
						errs <- fmt.Errorf("%s at once: %q, %v; alone %q", slug, st, err, alone[slug])
					}
				}()
			}
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
		target := page.Products[0]
		bid(t, storetest.SecondInstance(t, s), target.ID, "01911000077", target.CashPrice)
		if _, st, err := s.VehicleStamp(ctx, target.ProductSlug); err != nil || st == alone[target.ProductSlug] {
			t.Fatalf("after a bid on another instance: stamp %q, %v; before %q", st, err, alone[target.ProductSlug])
		}
	})
}
