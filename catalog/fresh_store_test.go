package catalog_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
)

// TestVisitorsAreNotKeptWaitingForAMerge: while the follower has not yet
// applied a write (its merge held), a visitor's list (VehiclesNow) is
// answered from the version before and says so; the writer is answered
// only once its instance shows the write, and from then on every
// visitor's list is the new version's (issue 45/47: no list request waits
// for a merge).
func TestVisitorsAreNotKeptWaitingForAMerge(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		cat := storetest.Catalog(s)
		if err := cat.AwaitListIndex(ctx); err != nil {
			t.Fatal(err)
		}
		before, err := cat.CatalogVersion(ctx)
		if err != nil {
			t.Fatal(err)
		}
		f := garihaat.VehicleFilter{Query: "qzedx", Page: 1, PerPage: 18}
		release := cat.HoldListMerges()
		defer release()
		written := make(chan struct{})
		go func() {
			defer close(written)
			storetest.EditVehicle(t, s, 7, func(in *garihaat.VehicleInput) { in.Title = "Tata Ace QzedX Pickup" })
		}()
		version := before
		for version == before {
			if version, err = cat.CatalogVersion(ctx); err != nil {
				t.Fatal(err)
			}
			time.Sleep(time.Millisecond) // the edit commits on its goroutine
		}
		page, at, err := cat.VehiclesNow(ctx, version, f)
		if err != nil {
			t.Fatal(err)
		}
		if at != before || len(page.Products) != 0 {
			t.Fatalf("merge held: answered at %d with %v, want the version before (%d) and no match", at, slugs(page.Products), before)
		}
		select {
		case <-written:
			t.Fatal("the edit was answered before its instance's list index showed it")
		default:
		}
		release()
		<-written
		page, at, err = cat.VehiclesNow(ctx, version, f)
		if err != nil {
			t.Fatal(err)
		}
		if at != version || !slices.Equal(slugs(page.Products), []string{"tata-ace-7"}) {
			t.Fatalf("after the merge: answered at %d with %v, want %d and the edited vehicle", at, slugs(page.Products), version)
		}
	})
}
