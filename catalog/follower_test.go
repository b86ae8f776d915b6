package catalog

import (
	"context"
	"errors"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"garihaat/listing"
)

// recorder is a part that remembers what it was given.
type recorder struct {
	mu      sync.Mutex
	applies []Changes
	froms   []int64
	busy    atomic.Int32
	overlap atomic.Bool
	// first, when set, is returned by the first Apply (then cleared).
	first error
	// hold, when set, is waited on by every Apply.
	hold chan struct{}
	// at, when set, says the catalogue's version now: a read of an
	// older one fails with ErrMoved, as the store's does.
	at func() int64
	// entered, when set (with room for one), is told when an Apply begins.
	entered chan struct{}
}

func (r *recorder) Apply(ctx context.Context, from int64, ch Changes) (int64, error) {
	if r.busy.Add(1) > 1 {
		r.overlap.Store(true)
	}
	defer r.busy.Add(-1)
	if r.entered != nil {
		select {
		case r.entered <- struct{}{}:
		default:
		}
	}
	if r.hold != nil {
		<-r.hold
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if err := r.first; err != nil {
		r.first = nil
		return 0, err
	}
	if r.at != nil && r.at() != ch.Version {
		return 0, ErrMoved
	}
	r.applies, r.froms = append(r.applies, ch), append(r.froms, from)
	return ch.Version, nil
}

func (r *recorder) got() ([]Changes, []int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.applies), slices.Clone(r.froms)
}

func editOne(id int64) func(map[int64]listing.Row) []int64 {
	return func(rows map[int64]listing.Row) []int64 {
		r := rows[id]
		r.Cash++
		rows[id] = r
		return []int64{id}
	}
}

// TestFollowerHandsEachVersionOnce: every part is brought to every
// version, each from the one it reached, never twice at once; a part
// registered late starts from nothing; what a busy part missed comes as
// one change set naming every vehicle changed meanwhile.
func TestFollowerHandsEachVersionOnce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	rows := map[int64]listing.Row{}
	for id := range int64(20) {
		rows[id+1] = randomRow(r, id+1)
	}
	c := newFakeCatalog(rows)
	f := NewFollower(c)
	defer f.Close()
	a, slow := &recorder{}, &recorder{hold: make(chan struct{}), entered: make(chan struct{}, 1)}
	pa, ps := f.Register("a", a), f.Register("slow", slow)
	ctx := context.Background()
	if !pa.Await(ctx, 1, time.Minute) {
		t.Fatal("the first part never reached version 1")
	}
	// slow is held in its first Apply while three writes land (the writes
	// wait until it is in there: its goroutine may start late).
	<-slow.entered
	var want []int64
	for _, id := range []int64{3, 7, 3} {
		want = append(want, id)
		v := c.write(false, editOne(id))
		f.Wake()
		if !pa.Await(ctx, v, time.Minute) {
			t.Fatalf("part a never reached version %d", v)
		}
	}
	// The follower hands each version to the parts one after another: the
	// slow part is let go once the last write is in its pending set too.
	waitFor(t, func() bool {
		ps.mu.Lock()
		defer ps.mu.Unlock()
		return ps.pending != nil && ps.pending.Version == 4
	})
	close(slow.hold)
	if !ps.Await(ctx, 4, time.Minute) {
		t.Fatal("the slow part never reached version 4")
	}
	late := &recorder{}
	if !f.Register("late", late).Await(ctx, 4, time.Minute) {
		t.Fatal("a part registered late never reached version 4")
	}

	applies, froms := a.got()
	if len(applies) != 4 || !applies[0].All || froms[0] != -1 {
		t.Fatalf("part a was given %+v from %v, want everything from -1, then each write", applies, froms)
	}
	for i := 1; i < 4; i++ {
		if froms[i] != applies[i-1].Version || applies[i].Version != froms[i]+1 || len(applies[i].Vehicles) != 1 {
			t.Fatalf("part a's apply %d: %+v from %d, want the one write after %d", i, applies[i], froms[i], applies[i-1].Version)
		}
	}
	sa, sf := slow.got()
	if len(sa) != 2 || sf[1] != sa[0].Version || sa[1].Version != 4 || !slices.Equal(sa[1].Vehicles, []int64{3, 7}) {
		t.Fatalf("the slow part was given %+v from %v, want everything, then vehicles 3 and 7 at once", sa, sf)
	}
	la, lf := late.got()
	if len(la) != 1 || !la[0].All || lf[0] != -1 || la[0].Version != 4 {
		t.Fatalf("the late part was given %+v from %v, want everything at version 4", la, lf)
	}
	for _, p := range []*recorder{a, slow, late} {
		if p.overlap.Load() {
			t.Fatal("a part was applied twice at once")
		}
	}
}

// TestFollowerRetriesMovedPart: a part whose read met a newer version is
// given the changes up to it, joined with those it failed on.
func TestFollowerRetriesMovedPart(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	rows := map[int64]listing.Row{1: randomRow(r, 1), 2: randomRow(r, 2)}
	c := newFakeCatalog(rows)
	f := NewFollower(c)
	defer f.Close()
	p := &recorder{at: func() int64 { c.mu.Lock(); defer c.mu.Unlock(); return c.version }}
	fp := f.Register("p", p)
	ctx := context.Background()
	if !fp.Await(ctx, 1, time.Minute) {
		t.Fatal("never reached version 1")
	}
	p.hold = make(chan struct{})
	c.write(false, editOne(1))
	f.Wake()
	// The part is given version 2 and held; version 3 lands meanwhile.
	for p.busy.Load() == 0 {
		runtime.Gosched()
	}
	c.write(false, editOne(2))
	close(p.hold)
	if !fp.Await(ctx, 3, time.Minute) {
		t.Fatal("the part that met a newer version never reached it")
	}
	applies, _ := p.got()
	last := applies[len(applies)-1]
	if last.Version != 3 || last.All || !slices.Contains(last.Vehicles, 1) || !slices.Contains(last.Vehicles, 2) {
		t.Fatalf("after ErrMoved the part was given %+v, want vehicles 1 and 2 at version 3", last)
	}
}

// TestAwaitIsBounded: a request waiting for a version the part cannot
// reach (its read is stuck) gives up when its wait or its context ends,
// and sees the version once the part applies it.
func TestAwaitIsBounded(t *testing.T) {
	c := newFakeCatalog(map[int64]listing.Row{})
	f := NewFollower(c)
	defer f.Close()
	p := &recorder{hold: make(chan struct{})}
	fp := f.Register("stuck", p)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if fp.Await(ctx, 1, time.Hour) {
		t.Fatal("Await reported a version the part never applied")
	}
	if fp.Await(context.Background(), 1, time.Millisecond) {
		t.Fatal("Await reported a version the part never applied")
	}
	close(p.hold)
	if !fp.Await(context.Background(), 1, time.Minute) || fp.Applied() != 1 {
		t.Fatalf("applied %d, want 1", fp.Applied())
	}
}

// TestFollowerReportsErrors: a failed apply is told to OnError and tried
// again on the next wake.
func TestFollowerReportsErrors(t *testing.T) {
	c := newFakeCatalog(map[int64]listing.Row{})
	f := NewFollower(c)
	defer f.Close()
	boom := errors.New("database away")
	var mu sync.Mutex
	var told []string
	f.OnError = func(part string, err error) {
		mu.Lock()
		defer mu.Unlock()
		if errors.Is(err, boom) {
			told = append(told, part)
		}
	}
	p := &recorder{first: boom}
	fp := f.Register("p", p)
	if !fp.Await(context.Background(), 1, time.Minute) { // each wait wakes the follower: the retry
		t.Fatal("the part never recovered from a failed apply")
	}
	mu.Lock()
	defer mu.Unlock()
	if !slices.Equal(told, []string{"p"}) {
		t.Fatalf("OnError was told %v, want [p]", told)
	}
}

// waitFor waits (up to a minute) until cond holds.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !cond(); {
		if time.Now().After(deadline) {
			t.Fatal("the condition never held")
		}
		time.Sleep(time.Millisecond)
	}
}

// TestWakeEveryFollowsOtherWrites: a write no one here wakes the follower
// for (another instance's) reaches the parts through WakeEvery.
func TestWakeEveryFollowsOtherWrites(t *testing.T) {
	c := newFakeCatalog(map[int64]listing.Row{})
	f := NewFollower(c)
	defer f.Close()
	p := &recorder{}
	fp := f.Register("p", p)
	waitFor(t, func() bool { return fp.Applied() == 1 })
	f.WakeEvery(time.Millisecond)
	v := c.write(false, editOne(1))
	waitFor(t, func() bool { return fp.Applied() == v })
}
