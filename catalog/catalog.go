package catalog

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"garihaat"
	"garihaat/listing"
	"garihaat/progress"
	"garihaat/store"
)

// Catalog is the catalogue's read model of one instance over one store:
// its follower of the change log, the parts registered with it (the list
// index and the snapshot here, the stored details and pages by package
// stored's Keep) and the public catalogue's services that answer from
// them — the list, brands, the home page, suggestions, stored details and
// pages. The answers by SQL alone (the footer, a vehicle's detail, the
// sitemap, …) are the store's, promoted from store.Catalog.
//
// The list index and the snapshot are registered on their first use (a
// store that never lists builds no index), and from then on the follower
// applies every catalogue version to them on their own goroutines. A
// request only reads the newest version a part published (an atomic
// pointer) or waits, bounded, for the follower to apply the one it read;
// it never merges or rebuilds anything itself.
type Catalog struct {
	*store.Catalog
	src      Source
	follower *Follower

	listOnce, snapOnce sync.Once
	list               atomic.Pointer[ListIndex]
	snap               atomic.Pointer[snapshotPart]

	onMerged atomic.Pointer[func(took time.Duration)]
	onError  atomic.Pointer[func(part string, err error)]
	report   atomic.Pointer[progress.Reporter]
}

var _ garihaat.CatalogService = (*Catalog)(nil)

// New makes st's read model, gives it to st (whose writes then wait for
// its follower to apply them, Written, and whose Close closes it) and
// returns it.
func New(st *store.Store) *Catalog {
	c := &Catalog{Catalog: st.Catalog, src: st.Catalog}
	f := NewFollower(changeLog{c.src})
	// Set before any part is registered (and so before any read of it).
	f.OnError = func(part string, err error) {
		if fn := c.onError.Load(); fn != nil {
			(*fn)(part, err)
		}
	}
	c.follower = f
	st.UseReadModel(c)
	return c
}

// Close stops the follower (the store's Close calls it).
func (c *Catalog) Close() { c.follower.Close() }

// Written implements store.ReadModel: a write of this instance made
// version, and the writer is answered once this instance's list index and
// snapshot (those registered) show it, or after listingWait. A visitor
// who just wrote reads their write on this instance — at once, even while
// the others are answered from the version before (listingNow).
func (c *Catalog) Written(ctx context.Context, version int64) {
	c.follower.Wake()
	if l := c.list.Load(); l != nil {
		l.following.Await(ctx, version, listingWait)
	}
	if p := c.snap.Load(); p != nil {
		p.following.Await(ctx, version, listingWait)
	}
}

// Follower is the follower of this catalogue: a part kept elsewhere (the
// stored details and pages) registers with it.
func (c *Catalog) Follower() *Follower { return c.follower }

// OnFollowError makes fn be told of each failed read of the change log or
// apply of a part (a log line); the follower tries again by itself.
func (c *Catalog) OnFollowError(fn func(part string, err error)) { c.onError.Store(&fn) }

// OnListingMerged makes fn be told how long each merge of the list index
// after a write took (metrics).
func (c *Catalog) OnListingMerged(fn func(took time.Duration)) { c.onMerged.Store(&fn) }

// ReportBuilds makes r report each read of the whole list index (a first
// start's, or after a change of names): how many vehicles are read of
// how many, and the time left.
func (c *Catalog) ReportBuilds(r progress.Reporter) { c.report.Store(&r) }

// reporter is what ReportBuilds gave (nil: none).
func (c *Catalog) reporter() progress.Reporter {
	if r := c.report.Load(); r != nil {
		return *r
	}
	return nil
}

// ChangedSince is the change log as the follower reads it (for a part
// that must look further back than the follower's cursor: stored's start).
func (c *Catalog) ChangedSince(ctx context.Context, version int64) (Changes, error) {
	return changeLog{c.src}.ChangesSince(ctx, version)
}

// changeLog is the store's change log as the follower reads it.
type changeLog struct{ src Source }

func (l changeLog) ChangesSince(ctx context.Context, version int64) (Changes, error) {
	ch, err := l.src.ChangesSince(ctx, version)
	return Changes{Version: ch.Version, All: ch.All, Vehicles: ch.Vehicles}, err
}

// listPart is the list index, registered with the follower on first use.
func (c *Catalog) listPart() *ListIndex {
	c.listOnce.Do(func() {
		l := NewListIndex(listSource{src: c.src, report: c.reporter})
		l.OnMerged = func(took time.Duration) {
			if fn := c.onMerged.Load(); fn != nil {
				(*fn)(took)
			}
		}
		l.RegisterWith(c.follower, "list_index")
		c.list.Store(l)
	})
	return c.list.Load()
}

// currentListing is the newest list index applied, without registering
// the part (nil: none yet).
func (c *Catalog) currentListing() *listing.Index {
	if l := c.list.Load(); l != nil {
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

// listingNow is the index a visitor's list is answered from without
// waiting for a merge: one that answers f as version's would (version's,
// a newer one, or the one the merge in flight starts from when it cannot
// affect f), else the newest index applied (exact false); nil when none
// is, or it is being read whole (a change of names) — then indexOrSQL.
//
// Why: a merge after one write takes milliseconds at 100,000 vehicles but
// 100–300 ms of a loaded machine at 1,000,000, and a 200-row import's
// seconds; with every list request of the new version waiting for each,
// one back-office write a second took the list's p99 to 3.4–4.2 s. The
// writer itself waits for its own version (Written), so only others may
// be answered from the version before, for as long as the merge takes.
func (c *Catalog) listingNow(version int64, f garihaat.VehicleFilter) (ix *listing.Index, exact bool) {
	l := c.listPart()
	if ix := l.For(version, f); ix != nil {
		return ix, true
	}
	if cur := l.Current(); cur != nil && !l.Rebuilding() {
		l.following.f.Wake() // it may not know of version yet (another instance's write)
		return cur, false
	}
	return nil, false
}

// listingFor returns an index that answers f exactly as version's would:
// version's or a newer one, or — while the follower applies the change to
// version — the one it starts from, when the change cannot affect f; nil
// (the caller asks SQL) as listingIndex.
func (c *Catalog) listingFor(ctx context.Context, version int64, f garihaat.VehicleFilter) *listing.Index {
	l := c.listPart()
	if ix := l.For(version, f); ix != nil {
		return ix
	}
	return l.Await(ctx, version, listingWait, false)
}

// listingIndex returns an index of version or a newer one, or nil (the
// caller asks SQL) when none can be had at once or by waiting for a merge.
func (c *Catalog) listingIndex(ctx context.Context, version int64) *listing.Index {
	return c.listPart().Await(ctx, version, listingWait, false)
}

// awaitListing is listingIndex; whole, it also waits (as long) for a read
// of the whole table, as when no index was made yet: for an answer only
// the index can give.
func (c *Catalog) awaitListing(ctx context.Context, version int64, whole bool) *listing.Index {
	return c.listPart().Await(ctx, version, listingWait, whole)
}

// PrepareListing registers the list index and the snapshot with the
// follower, so the first visitors do not wait for them (until the index
// is read the lists are answered by SQL).
func (c *Catalog) PrepareListing(ctx context.Context) error {
	_, err := c.src.CatalogVersion(ctx)
	if err == nil {
		c.listPart()
		c.snapPart()
	}
	return err
}

// ListIndexBytes is what the current list index holds (0 before the first).
func (c *Catalog) ListIndexBytes() int64 {
	if ix := c.currentListing(); ix != nil {
		return ix.Bytes()
	}
	return 0
}

// snapshotPart is the snapshot (snapshot.go) as a part of the read model.
type snapshotPart struct {
	c         *Catalog
	cur       atomic.Pointer[snapshot]
	following *Following
}

// snapPart is the snapshot part, registered with the follower on first use.
func (c *Catalog) snapPart() *snapshotPart {
	c.snapOnce.Do(func() {
		p := &snapshotPart{c: c}
		p.following = c.follower.Register("snapshot", p)
		c.snap.Store(p)
	})
	return c.snap.Load()
}

// Apply implements Part: the snapshot merged from the one before where
// the change log names the vehicles, else read whole.
func (p *snapshotPart) Apply(ctx context.Context, from int64, ch Changes) (int64, error) {
	cur := p.cur.Load()
	var next *snapshot
	var err error
	if cur != nil && !ch.All && cur.version == from {
		next, err = p.c.mergeSnapshot(ctx, cur, ch)
	} else {
		next, err = p.c.buildSnapshot(ctx, ch.Version)
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
func (c *Catalog) snapshotAt(ctx context.Context, version int64) (*snapshot, error) {
	p := c.snapPart()
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
	return c.buildSnapshot(ctx, version)
}

// snapshotNow is snapshotAt for a visitor, who never waits for a merge
// (listingNow): the newest snapshot applied, of version or an older one;
// snapshotAt's answer when none is yet.
func (c *Catalog) snapshotNow(ctx context.Context, version int64) (*snapshot, error) {
	p := c.snapPart()
	if cur := p.cur.Load(); cur != nil {
		if cur.version < version {
			c.follower.Wake()
		}
		return cur, nil
	}
	return c.snapshotAt(ctx, version)
}

// AwaitListIndex waits (a minute at most) until the follower brought the
// list index to the current version, read whole if need be: for a bench
// or a test that measures the index, not the SQL before it.
func (c *Catalog) AwaitListIndex(ctx context.Context) error {
	version, err := c.src.CatalogVersion(ctx)
	if err != nil {
		return err
	}
	if c.listPart().Await(ctx, version, time.Minute, true) == nil {
		return fmt.Errorf("the list index did not reach version %d in a minute", version)
	}
	return nil
}

// Ready reports whether this instance's read model can answer the public
// lists and pages at their speed: its list index and snapshot have been
// read. Until then a list is answered by SQL after a bounded wait and a
// page waits for the snapshot — at 1,000,000 vehicles a minute of lists
// taking seconds — so /readyz says not ready and a balancer (or a deploy
// that waits for it) keeps sending visitors to the instance already
// serving (issue 47).
func (c *Catalog) Ready() error {
	if c.currentListing() == nil {
		return errors.New("list index not read yet")
	}
	if p := c.snap.Load(); p == nil || p.cur.Load() == nil {
		return errors.New("catalogue snapshot not read yet")
	}
	return nil
}
