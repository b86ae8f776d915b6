package store

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"garihaat"
	"garihaat/listing"
)

// listingCache holds the in-memory list index (package listing) of the
// newest catalogue version seen and makes the next one in the background:
// from the one before and the change log when it can (issue 33: the work
// follows the write), from the whole table at start or after a change of
// names. Until an index of the version a request read is ready, the
// request waits for a merge in flight (milliseconds) or is answered by
// SQL, so an answer is always exact, on every instance, right after any
// write: the version is read from the database on every request.
type listingCache struct {
	cur      atomic.Pointer[listing.Index]
	mu       sync.Mutex
	building *listingBuild // the build in flight, nil when none
	closed   bool
	wg       sync.WaitGroup
	ctx      context.Context
	cancel   context.CancelFunc
	// merged and rebuilt count the indexes made each way; compacted the
	// whole merges made off the request path (listing_compact.go).
	merged, rebuilt, compacted atomic.Int64
	compacting                 atomic.Bool
	// pending is the change a merge in flight applies, so a request its
	// write cannot affect is answered at once (listing.Change).
	pending atomic.Pointer[listing.Change]
}

// listingBuild is one build in flight: done closes when it ends, full
// when it turned out to need the whole table (not worth waiting for).
type listingBuild struct {
	done, full chan struct{}
}

func (c *listingCache) stop() {
	c.mu.Lock()
	c.closed = true
	c.mu.Unlock()
	c.cancel()
	c.wg.Wait()
}

// listingWait bounds how long a request waits for a merge in flight before
// asking SQL instead. A merge takes milliseconds of CPU (BenchmarkMerge:
// 12 ms at 1,000,000 vehicles), but on two cores shared with 64 busy
// connections its wall time stretches to hundreds; the SQL it would be
// traded for costs more than the wait at that size (a list by SQL reads
// every match), and 64 requests turning to it at once kept the merge
// itself from finishing (the bench at 1,000,000: lists at 0.2× while one
// write a second, saves p99 3.7 s with 500 ms here). A merge that takes
// longer than this has met trouble, and SQL is the way round it.
const listingWait = 5 * time.Second

// listingFor returns an index that answers f exactly as version's would:
// version's or a newer one, or — while a merge to version or beyond is in
// flight — the one it starts from, when the merge's change cannot affect
// f; nil (the caller asks SQL) as listingIndex.
func (s *core) listingFor(ctx context.Context, version int64, f garihaat.VehicleFilter) *listing.Index {
	cur := s.list.cur.Load()
	if cur != nil && cur.Version() >= version {
		return cur
	}
	if c := s.list.pending.Load(); c != nil && c.From() == cur && c.Version() >= version && !c.Affects(f) {
		return cur
	}
	return s.listingIndex(ctx, version)
}

// listingIndex returns an index of version or a newer one, or nil (the
// caller asks SQL) when none can be had at once or by waiting for a merge.
func (s *core) listingIndex(ctx context.Context, version int64) *listing.Index {
	return s.awaitListing(ctx, version, false)
}

// awaitListing is listingIndex; whole, it also waits (as long) for a read
// of the whole table, as when no index was made yet: for an answer only
// the index can give.
func (s *core) awaitListing(ctx context.Context, version int64, whole bool) *listing.Index {
	if cur := s.list.cur.Load(); cur != nil && cur.Version() >= version {
		return cur // the common case, without a timer
	}
	deadline := time.NewTimer(listingWait)
	defer deadline.Stop()
	// Twice: a build begun before this request read version may end short of it.
	for range 2 {
		cur := s.list.cur.Load()
		if cur != nil && cur.Version() >= version {
			return cur
		}
		b := s.startListing()
		if b == nil || (cur == nil && !whole) {
			return nil
		}
		full := b.full
		if whole {
			full = nil // never ready: wait for done
		}
		select {
		case <-b.done:
		case <-full:
			return nil
		case <-deadline.C:
			return nil
		case <-ctx.Done():
			return nil
		}
	}
	if cur := s.list.cur.Load(); cur != nil && cur.Version() >= version {
		return cur
	}
	return nil
}

// startListing starts the build of the newest version unless one is in
// flight, and returns the one in flight (nil once the store is closed).
func (s *core) startListing() *listingBuild {
	c := &s.list
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil
	}
	if c.building != nil {
		return c.building
	}
	b := &listingBuild{done: make(chan struct{}), full: make(chan struct{})}
	c.building = b
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		ix, err := s.nextListing(c.ctx, b)
		c.mu.Lock()
		defer c.mu.Unlock()
		c.building = nil
		// A failed build (the database went away, or writes kept moving
		// the version) is tried again by a later request.
		if err == nil {
			if cur := c.cur.Load(); cur == nil || cur.Version() < ix.Version() {
				c.cur.Store(ix)
				s.compactListing(ix)
			}
		}
		close(b.done)
	}()
	return b
}

// nextListing makes the index of the newest version: merged from the
// current one when the change log names the vehicles changed since, else
// read whole (after closing b.full, so requests stop waiting for it).
func (s *core) nextListing(ctx context.Context, b *listingBuild) (*listing.Index, error) {
	if cur := s.list.cur.Load(); cur != nil {
		start := time.Now()
		ix, err := s.mergeListing(ctx, cur, true)
		if err != nil || ix != nil {
			if ix != nil && ix != cur {
				s.list.merged.Add(1)
				if s.OnListingMerged != nil {
					s.OnListingMerged(time.Since(start))
				}
			}
			return ix, err
		}
	}
	close(b.full)
	ix, err := s.buildListing(ctx)
	if err == nil {
		s.list.rebuilt.Add(1)
	}
	return ix, err
}

// PrepareListing starts building the list index, so the first visitors
// do not wait for the SQL path.
func (s *core) PrepareListing(ctx context.Context) error {
	_, err := s.CatalogVersion(ctx)
	if err == nil {
		s.startListing()
	}
	return err
}

// mergeListing makes the newest version's index from cur and the vehicles
// changed since (read by id); nil when the log cannot say which changed
// (a name changed, or cur is too old) or they are most of the catalogue.
// announce: requests may read the change in flight (pending).
func (s *core) mergeListing(ctx context.Context, cur *listing.Index, announce bool) (*listing.Index, error) {
	for range 3 {
		changes, err := s.changesSince(ctx, cur.Version())
		switch {
		case err != nil:
			return nil, err
		case changes.Version == cur.Version():
			return cur, nil
		case changes.All || len(changes.Vehicles) > cur.Len()/2+100:
			return nil, nil
		}
		b, err := s.listingBuilder(ctx, changes.Version, len(changes.Vehicles))
		if err != nil {
			return nil, err
		}
		if err := s.listingRowsOf(ctx, b, changes.Vehicles); err != nil {
			return nil, err
		}
		// The rows are changes.Version's only if no write landed since.
		if after, err := s.CatalogVersion(ctx); err != nil || after != changes.Version {
			if err != nil {
				return nil, err
			}
			continue
		}
		add, err := b.Index()
		if err != nil {
			return nil, err
		}
		change := cur.Change(add, changes.Vehicles)
		if announce {
			s.list.pending.Store(change)
			defer s.list.pending.Store(nil)
		}
		return change.Apply(), nil
	}
	return nil, errVersionMoved
}

// listingBuilder starts an index of version for about n vehicles, with the
// brands' slugs of the snapshot every detail uses; if a write makes it
// newer than version, the caller's check of the version after the read fails.
func (s *core) listingBuilder(ctx context.Context, version int64, n int) (*listing.Builder, error) {
	snap, err := s.snapshotAt(ctx, version)
	if err != nil {
		return nil, err
	}
	brands := make(map[string]int64, len(snap.brands))
	for id, b := range snap.brands {
		brands[b.BrandSlug] = id
	}
	return listing.NewBuilder(version, brands, n), nil
}

var errVersionMoved = errors.New("store: the catalogue changed while the list index was read")

// buildListing reads every published vehicle into an index. The rows are
// read by one statement (one consistent snapshot) between two reads of the
// version; when both reads agree no write landed in between, so the rows
// are exactly that version's.
func (s *core) buildListing(ctx context.Context) (*listing.Index, error) {
	for range 3 {
		ix, err := s.readListing(ctx)
		if !errors.Is(err, errVersionMoved) {
			return ix, err
		}
	}
	return nil, errVersionMoved
}

func (s *core) readListing(ctx context.Context) (*listing.Index, error) {
	before, err := s.CatalogVersion(ctx)
	if err != nil {
		return nil, err
	}
	var about, text int
	if err := s.queryRow(ctx, `SELECT COUNT(*), COALESCE(SUM(LENGTH(slug) + LENGTH(COALESCE(cover_image, ''))), 0) FROM vehicles WHERE `+
		listedWhere("status")).Scan(&about, &text); err != nil {
		return nil, err
	}
	b, err := s.listingBuilder(ctx, before, about)
	if err != nil {
		return nil, err
	}
	b.ExpectText(text) // characters: bytes for the ASCII slugs and paths, a guess otherwise
	if err := s.listingRows(ctx, b); err != nil {
		return nil, err
	}
	after, err := s.CatalogVersion(ctx)
	if err != nil {
		return nil, err
	}
	if after != before {
		return nil, errVersionMoved
	}
	return b.Index()
}

// listingColumns are what the index keeps of a listed vehicle.
const listingColumns = `SELECT id, created_at, cash_price, installment_price, type_id, brand_id, depot_id, color_id,
	fuel_type_id, year, condition, slug, cover_image, title, title_bn, search_text, offer_ends_at, ` + sellerCode + `, odometer_km, ` + facetColumns + ` FROM vehicles WHERE `

// listingRows feeds every listed vehicle to b, newest first. The text
// columns are scanned as RawBytes, which b copies into its one string:
// 100,000 vehicles leave no 400,000 small strings behind.
func (s *core) listingRows(ctx context.Context, b *listing.Builder) error {
	rows, err := s.query(ctx, listingColumns+listedWhere("status")+` ORDER BY created_at DESC, id DESC`)
	if err != nil {
		return err
	}
	defer rows.Close()
	var r listing.Row
	var raw listingRaw
	for rows.Next() {
		if err := raw.scan(rows, &r); err != nil {
			return err
		}
		if err := b.Add(&r); err != nil {
			return err
		}
	}
	return rows.Err()
}

// listingRowsOf feeds the listed vehicles among ids to b, newest first.
func (s *core) listingRowsOf(ctx context.Context, b *listing.Builder, ids []int64) error {
	var found []listing.Row
	var raw listingRaw
	err := s.queryByIDs(ctx, ids, func(in string) string {
		return listingColumns + `id IN (` + in + `) AND ` + listedWhere("status")
	}, func(rows *sql.Rows) error {
		var r listing.Row
		if err := raw.scan(rows, &r); err != nil {
			return err
		}
		found = append(found, r.Copy())
		return nil
	})
	if err != nil {
		return err
	}
	slices.SortFunc(found, func(a, b listing.Row) int {
		if c := cmp.Compare(b.Created, a.Created); c != 0 {
			return c
		}
		return cmp.Compare(b.ID, a.ID)
	})
	for i := range found {
		if err := b.Add(&found[i]); err != nil {
			return err
		}
	}
	return nil
}

// listingRaw scans rows of listingColumns; the text columns of the row it
// fills are the driver's buffers, valid until the next row.
type listingRaw struct {
	depot, color, fuel                            sql.NullInt64
	facet                                         facetRaw
	seller                                        int64 // scanned as int64: into a uint8 database/sql formats and parses a string
	cond, slug, cover, title, titleBn, text, ends sql.RawBytes
}

func (x *listingRaw) scan(rows *sql.Rows, r *listing.Row) error {
	if err := rows.Scan(&r.ID, &r.Created, &r.Cash, &r.Installment, &r.TypeID, &r.BrandID, &x.depot, &x.color, &x.fuel,
		&r.Year, &x.cond, &x.slug, &x.cover, &x.title, &x.titleBn, &x.text, &x.ends, &x.seller, &r.Odometer, &x.facet.tonnage, &x.facet.seats, &x.facet.district); err != nil {
		return err
	}
	r.Facet = x.facet.facet()
	r.DepotID, r.ColorID, r.FuelID = x.depot.Int64, x.color.Int64, x.fuel.Int64
	r.Seller = garihaat.SellerCode(x.seller)
	r.Condition, r.Slug, r.Cover, r.Title, r.TitleBn, r.SearchText, r.OfferEndsAt = x.cond, x.slug, x.cover, x.title, x.titleBn, x.text, x.ends
	return nil
}

// ListIndexBytes is what the current list index holds (0 before the first).
func (s *core) ListIndexBytes() int64 {
	if ix := s.list.cur.Load(); ix != nil {
		return ix.Bytes()
	}
	return 0
}
