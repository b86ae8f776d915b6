package catalog

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"garihaat"
	"garihaat/listing"
)

// ListSource reads the listed vehicles for the list index (the store's SQL).
type ListSource interface {
	// ReadIndex reads every listed vehicle into an index of the version
	// they are of (one consistent read).
	ReadIndex(ctx context.Context) (*listing.Index, error)
	// ReadRows reads the listed vehicles among ids into an index of
	// version (ErrMoved when the catalogue is not at version after the
	// read: the rows may be a newer one's).
	ReadRows(ctx context.Context, version int64, ids []int64) (*listing.Index, error)
}

// ListIndex is the list index (package listing) as a part of the read
// model: the follower applies each version to it — in place or merged from
// the one before where the change log names the vehicles, read whole at
// start or after a change of names — and requests read the newest.
type ListIndex struct {
	src ListSource
	cur atomic.Pointer[listing.Index]
	// pending is the change the follower is applying, so a request its
	// write cannot affect is answered at once by the index it starts from.
	pending atomic.Pointer[listing.Change]
	// whole is true while the index is read whole (seconds at 1,000,000
	// vehicles): a request does not wait for that unless it must.
	whole atomic.Bool
	// wholeMu guards readsWhole, closed (and replaced) when a read of the
	// whole begins: a request waiting for a merge stops waiting then.
	wholeMu    sync.Mutex
	readsWhole chan struct{}
	// following is the part's registration (RegisterWith), which Await waits on.
	following *Following
	// merged and rebuilt count the indexes made each way; compacted the
	// whole merges made off the follower's path.
	merged, rebuilt, compacted atomic.Int64
	// OnMerged, when set before registration, is told how long each merge
	// took (metrics).
	OnMerged func(took time.Duration)

	// spawn runs a compaction in the background (the follower's Go).
	spawn      func(func(context.Context)) bool
	mu         sync.Mutex // installs: the follower's and a compaction's
	compacting bool
	idle       *sync.Cond // signalled when a compaction ends
	// since are the changes applied while a compaction runs, replayed on
	// the compacted index before it is put in place.
	since []step
}

// step is one applied change: the rows read and the vehicles taken out.
type step struct {
	add  *listing.Index
	gone []int64
}

// NewListIndex makes the list index part reading from src.
func NewListIndex(src ListSource) *ListIndex {
	l := &ListIndex{src: src, spawn: func(w func(context.Context)) bool { go w(context.Background()); return true },
		readsWhole: make(chan struct{})}
	l.idle = sync.NewCond(&l.mu)
	return l
}

// RegisterWith registers l with f, and runs its compactions as f's work.
func (l *ListIndex) RegisterWith(f *Follower, name string) *Following {
	l.spawn = f.Go
	l.following = f.Register(name, l)
	return l.following
}

// Await returns an index that answers as version's would (version's or a
// newer one), waiting at most wait for the follower to apply it; nil when
// none came in time. Unless whole, it does not wait for a read of the
// whole index (none applied yet, or a change of names): at 1,000,000
// vehicles that takes seconds, and the caller's SQL answers sooner.
// l must be registered (RegisterWith).
func (l *ListIndex) Await(ctx context.Context, version int64, wait time.Duration, whole bool) *listing.Index {
	if cur := l.cur.Load(); cur != nil && cur.Version() >= version {
		return cur // the common case, without a timer
	}
	var stop <-chan struct{}
	if !whole {
		// The signal first, then the flag: a read of the whole that
		// begins after the flag was read closes this signal.
		l.wholeMu.Lock()
		stop = l.readsWhole
		l.wholeMu.Unlock()
		if l.Rebuilding() {
			l.following.f.Wake() // a version it does not know of yet may be why
			return nil
		}
	}
	if !l.following.AwaitOr(ctx, version, wait, stop) {
		return nil
	}
	if cur := l.cur.Load(); cur != nil && cur.Version() >= version {
		return cur
	}
	return nil
}

// Current is the newest index applied (nil before the first).
func (l *ListIndex) Current() *listing.Index { return l.cur.Load() }

// For returns an index that answers f exactly as version's would without
// waiting: version's or a newer one, or — while the change to version is
// being applied — the one it starts from, when the change cannot affect
// f; nil otherwise.
func (l *ListIndex) For(version int64, f garihaat.VehicleFilter) *listing.Index {
	cur := l.cur.Load()
	if cur != nil && cur.Version() >= version {
		return cur
	}
	if c := l.pending.Load(); c != nil && c.From() == cur && c.Version() >= version && !c.Affects(f) {
		return cur
	}
	return nil
}

// Rebuilding reports whether no index is applied yet or one is being read whole.
func (l *ListIndex) Rebuilding() bool { return l.cur.Load() == nil || l.whole.Load() }

// Counts are how many indexes were merged, read whole and compacted.
func (l *ListIndex) Counts() (merged, rebuilt, compacted int64) {
	return l.merged.Load(), l.rebuilt.Load(), l.compacted.Load()
}

// WaitCompaction waits until no compaction is in flight.
func (l *ListIndex) WaitCompaction() {
	l.mu.Lock()
	for l.compacting {
		l.idle.Wait()
	}
	l.mu.Unlock()
}

// Apply implements Part.
func (l *ListIndex) Apply(ctx context.Context, from int64, ch Changes) (int64, error) {
	cur := l.cur.Load()
	if cur == nil || ch.All || cur.Version() != from || len(ch.Vehicles) > cur.Len()/2+100 {
		return l.rebuild(ctx)
	}
	start := time.Now()
	add, err := l.src.ReadRows(ctx, ch.Version, ch.Vehicles)
	if err != nil {
		return 0, err
	}
	change := cur.Change(add, ch.Vehicles)
	l.pending.Store(change)
	next := change.Apply()
	l.install(next, step{add, ch.Vehicles})
	l.pending.Store(nil)
	l.merged.Add(1)
	if l.OnMerged != nil {
		l.OnMerged(time.Since(start))
	}
	return next.Version(), nil
}

func (l *ListIndex) rebuild(ctx context.Context) (int64, error) {
	l.whole.Store(true)
	defer l.whole.Store(false)
	l.wholeMu.Lock()
	close(l.readsWhole)
	l.readsWhole = make(chan struct{})
	l.wholeMu.Unlock()
	ix, err := l.src.ReadIndex(ctx)
	if err != nil {
		return 0, err
	}
	l.install(ix, step{})
	l.rebuilt.Add(1)
	return ix.Version(), nil
}

// install puts ix in place and, when its holes or tail passed their
// share, starts a whole merge of it in the background.
func (l *ListIndex) install(ix *listing.Index, s step) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.cur.Store(ix)
	if !l.compacting {
		if ix.Crowded() && l.spawn(func(ctx context.Context) { l.compact(ctx, ix) }) {
			l.compacting = true
		}
		return
	}
	// A step without rows marks a whole read: the compaction is moot then.
	l.since = append(l.since, s)
}

// compact makes ix's whole merge, replays on it the changes applied since,
// and puts it in place if no newer index came meanwhile.
//
// Why: a change in place (listing's tail and holes) costs what it
// changes, but the holes and the tail it leaves must be merged away now
// and then, and that merge copies the whole index — seconds at 1,000,000
// vehicles. Made by the follower, it would keep every list request of the
// next version waiting for it; made here, requests go on reading ix (the
// same version, as exact) and only the memory of a second index is spent.
// The changes applied meanwhile are in memory (their rows were read once),
// so catching up reads nothing.
func (l *ListIndex) compact(ctx context.Context, ix *listing.Index) {
	next := ix.Compact()
	l.mu.Lock()
	defer func() {
		l.compacting, l.since = false, nil
		l.idle.Broadcast()
		l.mu.Unlock()
	}()
	for ctx.Err() == nil {
		steps := l.since
		l.since = nil
		if len(steps) == 0 {
			if l.cur.Load().Version() == next.Version() {
				l.cur.Store(next)
				l.compacted.Add(1)
			}
			return
		}
		l.mu.Unlock()
		for _, s := range steps {
			if s.add == nil {
				l.mu.Lock()
				return // the index was read whole meanwhile
			}
			next = next.Merge(s.add, s.gone)
		}
		l.mu.Lock()
	}
}
