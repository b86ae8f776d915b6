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

// TestKeepFollowsWrites: Keep stores every part at start, and after a
// write the edited vehicle's part again, woken by the write itself.
func TestKeepFollowsWrites(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		const slug = "tata-ace-7"
		part := func() (int64, bool) {
			d, ok, err := s.StoredDetail(ctx, slug, 4)
			if err != nil {
				t.Fatal(err)
			}
			return d.Revision, ok
		}
		current := func() bool { _, ok := part(); return ok }
		// A long interval: only the write's own signal can wake it in time.
		go stored.Keep(ctx, s, nil, s.CatalogWritten(), time.Hour, slog.New(slog.DiscardHandler), nil)
		waitFor(t, "the parts stored at start", current)
		before, _ := part()

		v, err := s.AdminVehicle(ctx, 7)
		if err != nil {
			t.Fatal(err)
		}
		in := v.VehicleInput
		in.Title = "Tata Ace Gold Pickup"
		if _, err := s.UpdateVehicle(ctx, garihaat.Actor{Phone: "01811000001", Role: garihaat.RoleOwner}, 7, in); err != nil {
			t.Fatal(err)
		}
		// The part from before the edit is never served again. (Keep may
		// already have stored the new one: it is woken by the write.)
		if rev, ok := part(); ok && rev == before {
			t.Fatal("the part before the edit is still current")
		}
		waitFor(t, "the edited vehicle's part stored again", func() bool { rev, ok := part(); return ok && rev > before })
	})
}

// waitFor polls cond until it holds; the deadline only keeps a broken
// build from hanging (no timing is asserted).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); !cond(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not after 30 s", what)
		}
	}
}
