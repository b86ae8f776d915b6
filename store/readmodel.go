package store

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"garihaat"
	"garihaat/catalog"
	"garihaat/listing"
)

// readModel is the store's side of the catalogue's read model (package
// catalog, issue 45): the one follower of the change log this store's
// process has, and the parts the store's own answers read — the list
// index and the snapshot. Each part is registered on its first use (a
// store that never lists builds no index) and from then on the follower
// applies every catalogue version to it on the part's own goroutine. A
// request only reads the newest version a part published (an atomic
// pointer) or waits, bounded, for the follower to apply the one it read;
// it never merges or rebuilds anything itself, so no request waits on
// another's work under a lock. Other parts (the stored details and pages)
// register with Follower.
type readModel struct {
	follower *catalog.Follower

	listOnce, snapOnce sync.Once
	list               atomic.Pointer[catalog.ListIndex]
	snap               atomic.Pointer[snapshotPart]

	onMerged atomic.Pointer[func(took time.Duration)]
	onError  atomic.Pointer[func(part string, err error)]
}

// startReadModel starts s's follower (idle until woken: by a write, a
// request, or a part's registration).
func (s *core) startReadModel() {
	f := catalog.NewFollower(changeLog{s})
	// Set before any part is registered (and so before any read of it).
	f.OnError = func(part string, err error) {
		if fn := s.rm.onError.Load(); fn != nil {
			(*fn)(part, err)
		}
	}
	s.rm.follower = f
}

// Follower is the follower of this store's catalogue: what keeps a part
// of the read model kept elsewhere (the stored details and pages)
// registers with it.
func (s *core) Follower() *catalog.Follower { return s.rm.follower }

// OnFollowError makes fn be told of each failed read of the change log or
// apply of a part (a log line); the follower tries again by itself.
func (s *core) OnFollowError(fn func(part string, err error)) { s.rm.onError.Store(&fn) }

// OnListingMerged makes fn be told how long each merge of the list index
// after a write took (metrics).
func (s *core) OnListingMerged(fn func(took time.Duration)) { s.rm.onMerged.Store(&fn) }

// changeLog is the store's change log as the follower reads it.
type changeLog struct{ s *core }

func (l changeLog) ChangesSince(ctx context.Context, version int64) (catalog.Changes, error) {
	return l.s.changesSince(ctx, version)
}

// listSource is the store's SQL the list index is read with.
type listSource struct{ s *core }

func (l listSource) ReadIndex(ctx context.Context) (*listing.Index, error) {
	return l.s.buildListing(ctx)
}

func (l listSource) ReadRows(ctx context.Context, version int64, ids []int64) (*listing.Index, error) {
	return l.s.readListingRows(ctx, version, ids)
}

// listPart is the list index, registered with the follower on first use.
func (s *core) listPart() *catalog.ListIndex {
	s.rm.listOnce.Do(func() {
		l := catalog.NewListIndex(listSource{s})
		l.OnMerged = func(took time.Duration) {
			if fn := s.rm.onMerged.Load(); fn != nil {
				(*fn)(took)
			}
		}
		l.RegisterWith(s.rm.follower, "list_index")
		s.rm.list.Store(l)
	})
	return s.rm.list.Load()
}

// currentListing is the newest list index applied, without registering
// the part (nil: none yet).
func (s *core) currentListing() *listing.Index {
	if l := s.rm.list.Load(); l != nil {
		return l.Current()
	}
	return nil
}

// listingWait bounds how long a request waits for the follower to merge
// the version it read before asking SQL instead. A merge takes
// milliseconds of CPU (BenchmarkMerge: 12 ms at 1,000,000 vehicles), but
// on two cores shared with 64 busy connections its wall time stretches to
// hundreds; the SQL it would be traded for costs more than the wait at
// that size (a list by SQL reads every match), and 64 requests turning to
// it at once kept the merge itself from finishing (the bench at
// 1,000,000: lists at 0.2× while one write a second, saves p99 3.7 s with
// 500 ms here). A merge that takes longer than this has met trouble, and
// SQL is the way round it.
const listingWait = 5 * time.Second

// listingFor returns an index that answers f exactly as version's would:
// version's or a newer one, or — while the follower applies the change to
// version — the one it starts from, when the change cannot affect f; nil
// (the caller asks SQL) as listingIndex.
func (s *core) listingFor(ctx context.Context, version int64, f garihaat.VehicleFilter) *listing.Index {
	l := s.listPart()
	if ix := l.For(version, f); ix != nil {
		return ix
	}
	return l.Await(ctx, version, listingWait, false)
}

// listingIndex returns an index of version or a newer one, or nil (the
// caller asks SQL) when none can be had at once or by waiting for a merge.
func (s *core) listingIndex(ctx context.Context, version int64) *listing.Index {
	return s.listPart().Await(ctx, version, listingWait, false)
}

// awaitListing is listingIndex; whole, it also waits (as long) for a read
// of the whole table, as when no index was made yet: for an answer only
// the index can give.
func (s *core) awaitListing(ctx context.Context, version int64, whole bool) *listing.Index {
	return s.listPart().Await(ctx, version, listingWait, whole)
}

// PrepareListing registers the list index and the snapshot with the
// follower, so the first visitors do not wait for them (until the index
// is read the lists are answered by SQL).
func (s *core) PrepareListing(ctx context.Context) error {
	_, err := s.CatalogVersion(ctx)
	if err == nil {
		s.listPart()
		s.snapPart()
	}
	return err
}

// ListIndexBytes is what the current list index holds (0 before the first).
func (s *core) ListIndexBytes() int64 {
	if ix := s.currentListing(); ix != nil {
		return ix.Bytes()
	}
	return 0
}

// snapshotPart is the snapshot (snapshot.go) as a part of the read model.
type snapshotPart struct {
	s         *core
	cur       atomic.Pointer[snapshot]
	following *catalog.Following
}

// snapPart is the snapshot part, registered with the follower on first use.
func (s *core) snapPart() *snapshotPart {
	s.rm.snapOnce.Do(func() {
		p := &snapshotPart{s: s}
		p.following = s.rm.follower.Register("snapshot", p)
		s.rm.snap.Store(p)
	})
	return s.rm.snap.Load()
}

// Apply implements catalog.Part: the snapshot merged from the one before
// where the change log names the vehicles, else read whole.
func (p *snapshotPart) Apply(ctx context.Context, from int64, ch catalog.Changes) (int64, error) {
	cur := p.cur.Load()
	var next *snapshot
	var err error
	if cur != nil && !ch.All && cur.version == from {
		next, err = p.s.mergeSnapshot(ctx, cur, ch)
	} else {
		next, err = p.s.buildSnapshot(ctx, ch.Version)
	}
	if err != nil {
		return 0, err
	}
	// Ranked already; once stored, requests read it concurrently, so it
	// is never written again.
	p.cur.Store(next)
	return next.version, nil
}

// snapshotFirstWait bounds the wait for the first snapshot: every request
// needs one, and one read by each of them at start would be an avalanche.
const snapshotFirstWait = time.Minute

// snapshotAt returns a snapshot of version or a newer one: a request that
// read its row just before a write may take names and related vehicles
// from just after it. When the follower does not bring the part to
// version in time (the database slow or away), the request reads its own
// snapshot, which no one else shares or waits for.
func (s *core) snapshotAt(ctx context.Context, version int64) (*snapshot, error) {
	p := s.snapPart()
	cur := p.cur.Load()
	if cur != nil && cur.version >= version {
		return cur, nil
	}
	wait := listingWait
	if cur == nil {
		wait = snapshotFirstWait
	}
	if p.following.Await(ctx, version, wait) {
		if cur := p.cur.Load(); cur != nil && cur.version >= version {
			return cur, nil
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return s.buildSnapshot(ctx, version)
}
