package stored_test

import (
	"context"
	"fmt"
	"log/slog"
	"sync/atomic"
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
			d, ok, err := (stored.Over{Catalog: storetest.Catalog(s)}).StoredDetail(ctx, slug, 4)
			if err != nil {
				t.Fatal(err)
			}
			return d.Revision, ok
		}
		current := func() bool { _, ok := part(); return ok }
		// No WakeEvery: only the write's own wake of the follower reaches it.
		stored.Keep(storetest.Catalog(s).Follower(), stored.Over{Catalog: storetest.Catalog(s)}, nil, slog.New(slog.DiscardHandler), nil)
		waitFor(t, "the parts stored at start", current)
		before, _ := part()

		storetest.EditVehicle(t, s, 7, func(in *garihaat.VehicleInput) { in.Title = "Tata Ace Gold Pickup" })
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

// titleMaker "renders" a vehicle's pages as its title.
type titleMaker struct{}

func (titleMaker) Origin() string { return "https://garihaat.test" }
func (titleMaker) Format() string { return "titles-1" }
func (titleMaker) MakePages(v garihaat.Vehicle, now time.Time) ([]byte, time.Time, error) {
	return []byte(v.Title), time.Time{}, nil
}

// TestKeepFollowsWritesWithPages: with pages to keep, Keep stores every
// vehicle's pages at start and an edited vehicle's again after the write,
// and tells observe of both kinds of pass.
func TestKeepFollowsWritesWithPages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		storetest.MustSeed(t, s)
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		const slug = "tata-ace-7"
		title := func() string {
			p, ok, err := (stored.Over{Catalog: storetest.Catalog(s)}).StoredPage(ctx, slug)
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				return ""
			}
			return string(p.Data)
		}
		passes := make(chan string, 100)
		keep := &stored.PageKeeping{Store: stored.Over{Catalog: storetest.Catalog(s)}, Maker: titleMaker{}, Now: func() time.Time { return storetest.Now }}
		stored.Keep(storetest.Catalog(s).Follower(), stored.Over{Catalog: storetest.Catalog(s)}, keep, slog.New(slog.DiscardHandler),
			func(part string, all bool, _ time.Duration) {
				select {
				case passes <- fmt.Sprint(part, " ", all):
				default:
				}
			})
		waitFor(t, "the pages stored at start", func() bool { return title() != "" })
		storetest.EditVehicle(t, s, 7, func(in *garihaat.VehicleInput) { in.Title = "Tata Ace Gold Pickup" })
		waitFor(t, "the edited vehicle's pages stored again", func() bool { return title() == "Tata Ace Gold Pickup" })
		seen := map[string]bool{}
		waitFor(t, "both passes observed", func() bool {
			select {
			case p := <-passes:
				seen[p] = true
			default:
			}
			return seen["pages true"] && seen["pages false"] && seen["details true"]
		})
	})
}

// oneAtATime is titleMaker counting how many pages it makes at once.
type oneAtATime struct {
	titleMaker
	now, most *atomic.Int32
}

func (m oneAtATime) MakePages(v garihaat.Vehicle, now time.Time) ([]byte, time.Time, error) {
	n := m.now.Add(1)
	defer m.now.Add(-1)
	for most := m.most.Load(); n > most && !m.most.CompareAndSwap(most, n); most = m.most.Load() {
	}
	time.Sleep(time.Millisecond) // long enough for two workers to meet
	return m.titleMaker.MakePages(v, now)
}

// TestKeepSweepsInTheBackground: Keep's pass over every vehicle (a fresh
// database, a new format, another origin) makes one page at a time, so
// that visitors keep the machine's other cores (issue 47).
func TestKeepSweepsInTheBackground(t *testing.T) {
	s := storetest.MustOpenSQLite(t)
	storetest.MustSeed(t, s)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var now, most atomic.Int32
	keep := &stored.PageKeeping{Store: stored.Over{Catalog: storetest.Catalog(s)}, Maker: oneAtATime{now: &now, most: &most}, Now: func() time.Time { return storetest.Now }}
	swept := make(chan struct{}, 10)
	stored.Keep(storetest.Catalog(s).Follower(), stored.Over{Catalog: storetest.Catalog(s)}, keep, slog.New(slog.DiscardHandler),
		func(part string, all bool, _ time.Duration) {
			if part == "pages" && all {
				swept <- struct{}{}
			}
		})
	select {
	case <-swept:
	case <-time.After(30 * time.Second):
		t.Fatal("no sweep of the pages after 30 s")
	}
	if m := most.Load(); m != 1 {
		t.Errorf("Keep's sweep made %d pages at once, want 1", m)
	}
	if p, ok, err := (stored.Over{Catalog: storetest.Catalog(s)}).StoredPage(ctx, "tata-ace-7"); err != nil || !ok || len(p.Data) == 0 {
		t.Errorf("after the sweep: page %v %v", ok, err)
	}
}
