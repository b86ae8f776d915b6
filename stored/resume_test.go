package stored_test

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/storetest"
	"garihaat/stored"
)

// titles2 is titleMaker of another format (a new build).
type titles2 struct{ titleMaker }

func (titles2) Format() string { return "titles-2" }

// TestKeepResumesFromTheLastPass: an instance starting after a whole pass
// of its format looks only at the vehicles the change log says changed
// since — a part made stale outside the log (here stored by another
// format) is left to be made on its visit — and one of another format
// looks at every vehicle (issue 47).
func TestKeepResumesFromTheLastPass(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx := context.Background()
		over := func(s *store.Store) stored.Over { return stored.Over{Catalog: storetest.Catalog(s)} }
		// start keeps s's parts with maker, and returns once its first pass
		// over the pages caught up.
		start := func(s *store.Store, maker stored.PageMaker) {
			t.Helper()
			caught := make(chan struct{}, 1)
			pages := &stored.PageKeeping{Store: over(s), Maker: maker, Now: func() time.Time { return storetest.Now }}
			stored.Keep(storetest.Catalog(s).Follower(), over(s), pages, slog.New(slog.DiscardHandler), func(part string, all bool, _ time.Duration) {
				if part == "pages" && all {
					select {
					case caught <- struct{}{}:
					default:
					}
				}
			})
			select {
			case <-caught:
			case <-time.After(30 * time.Second):
				t.Fatal("the pages did not catch up in 30 s")
			}
		}
		formats := func(slug string) (detail, page, title string) {
			t.Helper()
			d, _, err := over(s).StoredDetail(ctx, slug, 0)
			if err != nil {
				t.Fatal(err)
			}
			p, _, err := over(s).StoredPage(ctx, slug)
			if err != nil {
				t.Fatal(err)
			}
			return d.Format, p.Format, string(p.Data)
		}

		start(s, titleMaker{}) // the first instance: a whole pass
		storetest.Catalog(s).Close()
		// Made stale outside the change log: vehicle 3's parts stored by
		// another format.
		const stale = "mahindra-bolero-3"
		src, err := over(s).VehiclesForDetail(ctx, []string{stale})
		if err != nil || len(src) != 1 {
			t.Fatal(src, err)
		}
		id, rev := src[0].Vehicle.ID, src[0].Revision
		if err := over(s).SaveDetails(ctx, "other", []stored.Part{{VehicleID: id, Revision: rev, Body: []byte{}}}); err != nil {
			t.Fatal(err)
		}
		if err := over(s).SavePages(ctx, []stored.Page{{VehicleID: id, Revision: rev, Format: "other", Origin: "x", Data: []byte("old")}}); err != nil {
			t.Fatal(err)
		}
		storetest.EditVehicle(t, s, 7, func(in *garihaat.VehicleInput) { in.Title = "Tata Ace Gold Pickup" })

		start(storetest.SecondInstance(t, s), titleMaker{}) // the same build again
		if _, _, title := formats("tata-ace-7"); title != "Tata Ace Gold Pickup" {
			t.Errorf("the vehicle edited since the pass: page %q, want the new title", title)
		}
		if detail, page, _ := formats(stale); detail != "other" || page != "other" {
			t.Errorf("a start of the same format looked at every vehicle: %s's detail %q, page %q remade", stale, detail, page)
		}

		start(storetest.SecondInstance(t, s), titles2{}) // a new build: every vehicle
		if _, page, title := formats(stale); page != "titles-2" || title != "Mahindra Bolero Pickup" {
			t.Errorf("a start of a new format: %s's page %q %q, want made again", stale, page, title)
		}
		if _, page, _ := formats("tata-lpt-1613-1"); page != "titles-2" {
			t.Errorf("a start of a new format left a page of %q", page)
		}
	})
}
