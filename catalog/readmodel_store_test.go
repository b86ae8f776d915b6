package catalog_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestListsReadWhatTheFollowerApplied: while readers list all the time,
// each of a run of edits is in the editor's very next list (read your
// writes), and the list index was made at most once per version — by the
// follower, whoever asked (issue 45: requests only read what it applied).
func TestListsReadWhatTheFollowerApplied(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		if err := storetest.Catalog(s).AwaitListIndex(ctx); err != nil {
			t.Fatal(err)
		}
		_, merged0, rebuilt0, err := storetest.Catalog(s).KeptEqualsRebuilt(ctx)
		if err != nil {
			t.Fatal(err)
		}
		done := make(chan struct{})
		var wg sync.WaitGroup
		for range 4 {
			wg.Go(func() {
				for {
					select {
					case <-done:
						return
					default:
					}
					if _, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Page: 1, PerPage: 18}); err != nil {
						t.Error(err)
						return
					}
				}
			})
		}
		const edits = 12
		for i := range edits {
			title := fmt.Sprintf("Tata Ace Q%dX Pickup", i)
			storetest.EditVehicle(t, s, 7, func(in *garihaat.VehicleInput) { in.Title = title })
			page, err := storetest.Catalog(s).Vehicles(ctx, garihaat.VehicleFilter{Query: fmt.Sprintf("q%dx", i), Page: 1, PerPage: 18})
			if err != nil {
				t.Fatal(err)
			}
			if got := slugs(page.Products); !slices.Equal(got, []string{"tata-ace-7"}) || page.Products[0].Title != title {
				t.Fatalf("edit %d: the next list found %v (%+v), want the edited vehicle titled %q", i, got, page.Products, title)
			}
		}
		close(done)
		wg.Wait()
		_, merged, rebuilt, err := storetest.Catalog(s).KeptEqualsRebuilt(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if made := merged - merged0 + rebuilt - rebuilt0; made != edits {
			t.Errorf("%d indexes made for %d versions, each awaited before the next write: want one each", made, edits)
		}
	})
}
