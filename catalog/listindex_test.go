package catalog

import (
	"context"
	"math/rand/v2"
	"reflect"
	"sync"
	"testing"
	"time"

	"garihaat/listing"
	"garihaat/listing/listingtest"
)

// rebuilds are the indexes built whole from each version's rows, made
// once a version: what every other index of that version must answer like.
type rebuilds struct {
	c  *fakeCatalog
	mu sync.Mutex
	m  map[int64]*listing.Index
}

func (b *rebuilds) of(t *testing.T, version int64) *listing.Index {
	b.mu.Lock()
	defer b.mu.Unlock()
	if ix, ok := b.m[version]; ok {
		return ix
	}
	ix, err := buildIndex(version, b.c.rowsAt(version))
	if err != nil {
		t.Error(err)
		return nil
	}
	b.m[version] = ix
	return ix
}

// TestListIndexVersionsStayRight follows a catalogue under a stream of
// writes — new vehicles (the tail, appended into arrays older versions
// share), vehicles leaving and coming back (holes), edits where they stand,
// and now and then a change of names (the index read whole, replacing the
// line) — while readers keep asking every version they ever saw, and
// another goroutine keeps making a second change from an older version (as
// the listing's growth allows: it must copy what it extends). Every answer
// of every version is compared with the index of that version built whole;
// under -race a write into an array a reader reads fails too. Removing the
// tail's growth check (listing/tail.go, growth.take) makes it fail.
func TestListIndexVersionsStayRight(t *testing.T) {
	r := rand.New(rand.NewPCG(45, 1))
	rows := map[int64]listing.Row{}
	nextID := int64(1)
	for range 80 {
		rows[nextID] = randomRow(r, nextID)
		nextID++
	}
	c := newFakeCatalog(rows)
	want := &rebuilds{c: c, m: map[int64]*listing.Index{}}
	f := NewFollower(c)
	defer f.Close()
	l := NewListIndex(c)
	fl := l.RegisterWith(f, "list")
	ctx := context.Background()
	if !fl.Await(ctx, 1, time.Minute) {
		t.Fatal("the list index was never read")
	}

	var mu sync.Mutex
	seen := []*listing.Index{l.Current()} // every index a reader got, oldest first
	done := make(chan struct{})
	var wg sync.WaitGroup
	check := func(r *rand.Rand, ix *listing.Index, what string) bool {
		w := want.of(t, ix.Version())
		if w == nil {
			return false
		}
		for range 3 {
			fl := listingtest.RandomFilter(r, testWords)
			if got, exp := ix.Page(fl), w.Page(fl); !reflect.DeepEqual(got, exp) {
				t.Errorf("%s of version %d answered %+v with\n%+v\nwant\n%+v", what, ix.Version(), fl, got, exp)
				return false
			}
		}
		return true
	}
	for g := range 3 {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(uint64(g), 9))
			for {
				select {
				case <-done:
					return
				default:
				}
				cur := l.Current()
				mu.Lock()
				if len(seen) == 0 || seen[len(seen)-1] != cur {
					seen = append(seen, cur)
				}
				old := seen[r.IntN(len(seen))]
				mu.Unlock()
				if !check(r, cur, "the newest index") || !check(r, old, "an older index") {
					return
				}
			}
		})
	}
	// Another change from an older version: its own line, checked against
	// a rebuild of that version's rows with the change.
	wg.Go(func() {
		r := rand.New(rand.NewPCG(77, 9))
		for n := int64(0); ; n++ {
			select {
			case <-done:
				return
			default:
			}
			mu.Lock()
			old := seen[r.IntN(len(seen))]
			mu.Unlock()
			extra := randomRow(r, 1_000_000+n)
			branch := old.Merge(mustIndex(t, old.Version(), map[int64]listing.Row{extra.ID: extra}), []int64{extra.ID})
			rows := c.rowsAt(old.Version())
			with := map[int64]listing.Row{extra.ID: extra}
			for id, row := range rows {
				with[id] = row
			}
			if d := listingtest.Diff(branch, mustIndex(t, old.Version(), with)); d != "" {
				t.Errorf("a second change from version %d: %s", old.Version(), d)
				return
			}
		}
	})

	left := map[int64]listing.Row{}
	var last int64
	for round := range 300 {
		all := round%60 == 59
		last = c.write(all, func(rows map[int64]listing.Row) []int64 {
			var ids []int64
			for range 1 + r.IntN(3) {
				switch k := r.IntN(6); {
				case k <= 1 || len(rows) < 10: // new: the tail
					rows[nextID] = randomRow(r, nextID)
					ids, nextID = append(ids, nextID), nextID+1
				case k == 2: // out of the list: a hole
					id := listingtest.RandomKey(r, rows)
					left[id] = rows[id]
					delete(rows, id)
					ids = append(ids, id)
				case k == 3 && len(left) > 0: // back where it was
					id := listingtest.RandomKey(r, left)
					rows[id] = left[id]
					delete(left, id)
					ids = append(ids, id)
				default: // edited where it stands
					id := listingtest.RandomKey(r, rows)
					row := rows[id]
					row.Cash, row.ColorID = int64(100*(1+r.IntN(30))), int64(r.IntN(3))
					rows[id] = row
					ids = append(ids, id)
				}
			}
			if all {
				return nil
			}
			return ids
		})
		f.Wake()
		if round%3 != 0 && !fl.Await(ctx, last, time.Minute) {
			t.Fatalf("the list index never reached version %d", last)
		}
		if t.Failed() {
			break
		}
	}
	if !fl.Await(ctx, last, time.Minute) {
		t.Fatalf("the list index never reached version %d", last)
	}
	close(done)
	wg.Wait()
	l.WaitCompaction()
	if d := listingtest.Diff(l.Current(), want.of(t, last)); d != "" {
		t.Fatalf("the newest index differs from a rebuild: %s", d)
	}
	merged, rebuilt, compacted := l.Counts()
	t.Logf("%d indexes merged, %d read whole, %d compacted; %d versions read", merged, rebuilt, compacted, len(seen))
	if merged < 100 || rebuilt < 5 || compacted < 1 {
		t.Errorf("merged %d, read whole %d, compacted %d: the paths were hardly tried", merged, rebuilt, compacted)
	}
}

func mustIndex(t *testing.T, version int64, rows map[int64]listing.Row) *listing.Index {
	ix, err := buildIndex(version, rows)
	if err != nil {
		t.Error(err)
	}
	return ix
}

// heldReads is a fake catalogue whose whole reads each wait for a token
// on release, so a test can hold the index in the middle of one.
type heldReads struct {
	*fakeCatalog
	release chan struct{}
}

func (h heldReads) ReadIndex(ctx context.Context) (*listing.Index, error) {
	<-h.release
	return h.fakeCatalog.ReadIndex(ctx)
}

// TestListIndexAwait: a request waits for a merge to the version it read,
// never for a read of the whole index unless it asks to (an answer only the
// index gives) — neither before the first index nor when a merge turns into
// a whole read while it waits. (Waits are an hour: a wait that is not cut
// short hangs the test.)
func TestListIndexAwait(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	rows := map[int64]listing.Row{}
	for id := range int64(30) {
		rows[id+1] = randomRow(r, id+1)
	}
	c := newFakeCatalog(rows)
	src := heldReads{fakeCatalog: c, release: make(chan struct{})}
	f := NewFollower(c)
	defer f.Close()
	l := NewListIndex(src)
	l.RegisterWith(f, "list")
	ctx := context.Background()
	if ix := l.Await(ctx, 1, time.Hour, false); ix != nil {
		t.Fatalf("before the first index a request got version %d", ix.Version())
	}
	go func() { src.release <- struct{}{} }()
	if ix := l.Await(ctx, 1, time.Hour, true); ix == nil || ix.Version() != 1 {
		t.Fatalf("a request that must have the index got %v", ix)
	}
	v := c.write(false, editOne(3))
	if ix := l.Await(ctx, v, time.Hour, false); ix == nil || ix.Version() != v {
		t.Fatalf("a request of version %d after a write got %v", v, ix)
	}
	// A change of names: the index is read whole, and held there.
	names := c.write(true, func(map[int64]listing.Row) []int64 { return nil })
	if ix := l.Await(ctx, names, time.Hour, false); ix != nil {
		t.Fatalf("a request waited for the whole read and got version %d", ix.Version())
	}
	go func() { src.release <- struct{}{} }()
	if ix := l.Await(ctx, names, time.Hour, true); ix == nil || ix.Version() != names {
		t.Fatalf("after the whole read: %v", ix)
	}
	if merged, rebuilt, _ := l.Counts(); merged != 1 || rebuilt != 2 {
		t.Fatalf("merged %d, read whole %d: want 1 and 2", merged, rebuilt)
	}
}
