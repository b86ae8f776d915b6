package catalog

import (
	"context"
	"fmt"
	"reflect"
	"sync"
	"time"

	"garihaat"
	"garihaat/listing"
	"garihaat/listing/listingtest"
)

// Hooks for the external tests of the read model.

// VehiclesSQL answers f by SQL, as Vehicles does before the index is
// ready (with the cards' marks).
func (c *Catalog) VehiclesSQL(ctx context.Context, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	page, err := c.src.VehiclesSQL(ctx, f)
	if err != nil {
		return page, err
	}
	snap, err := c.snapshotAt(ctx, 0)
	if err == nil {
		snap.decorate(page.Products)
	}
	return page, err
}

// ListIndexVersion is the version of the installed index, 0 for none.
func (c *Catalog) ListIndexVersion() int64 {
	if ix := c.currentListing(); ix != nil {
		return ix.Version()
	}
	return 0
}

// BrandsSQL and HomepageSQL answer by SQL, as before the index is ready.
func (c *Catalog) BrandsSQL(ctx context.Context) ([]garihaat.Brand, error) {
	return c.brandsAt(ctx, nil, nil)
}

func (c *Catalog) HomepageSQL(ctx context.Context) (garihaat.Homepage, error) {
	return c.homepageAt(ctx, nil)
}

// KeptEqualsRebuilt waits until the follower brought the list index and
// the snapshot to the current version — merged from the ones before where
// the change log allows — and compares them with ones read whole from the
// database: "" when equal. merged and rebuilt count the indexes made each
// way so far.
func (c *Catalog) KeptEqualsRebuilt(ctx context.Context) (diff string, merged, rebuilt int64, err error) {
	version, err := c.src.CatalogVersion(ctx)
	if err != nil {
		return "", 0, 0, err
	}
	l := c.listPart()
	ix := l.Await(ctx, version, time.Minute, true)
	if ix == nil {
		return "", 0, 0, fmt.Errorf("the list index did not reach version %d in a minute", version)
	}
	full, err := listSource{src: c.src}.ReadIndex(ctx)
	if err != nil {
		return "", 0, 0, err
	}
	if d := listingtest.Diff(ix, full); d != "" {
		return "list index: " + d, 0, 0, nil
	}
	p := c.snapPart()
	if !p.following.Await(ctx, version, time.Minute) {
		return "", 0, 0, fmt.Errorf("the snapshot did not reach version %d in a minute", version)
	}
	snap := p.cur.Load()
	whole, err := c.buildSnapshot(ctx, version)
	if err != nil {
		return "", 0, 0, err
	}
	for _, p := range []struct {
		name string
		a, b any
	}{{"brands", snap.brands, whole.brands}, {"types", snap.types, whole.types}, {"attributes", snap.attrs, whole.attrs},
		{"newest", snap.newest, whole.newest}, {"related", snap.ranked, whole.ranked}} {
		if !reflect.DeepEqual(p.a, p.b) {
			return fmt.Sprintf("snapshot %s:\n got %v\nwant %v", p.name, p.a, p.b), 0, 0, nil
		}
	}
	merged, rebuilt, _ = l.Counts()
	return "", merged, rebuilt, nil
}

// ListingCompactions waits for a compaction of the list index in flight
// and says how many were put in place.
func (c *Catalog) ListingCompactions() int64 {
	l := c.listPart()
	l.WaitCompaction()
	_, _, compacted := l.Counts()
	return compacted
}

// heldRows is the list index's source with its reads of changed rows held
// until the gate closes.
type heldRows struct {
	ListSource
	gate <-chan struct{}
}

func (h heldRows) ReadRows(ctx context.Context, version int64, ids []int64) (*listing.Index, error) {
	select {
	case <-h.gate:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return h.ListSource.ReadRows(ctx, version, ids)
}

// HoldListMerges makes the list index's next merges wait until release
// is called: a write's version then is not applied yet. Call it while the
// follower is idle (after AwaitListIndex); the write after it orders it
// before the follower's read of the source.
func (c *Catalog) HoldListMerges() (release func()) {
	l := c.listPart()
	gate := make(chan struct{})
	l.src = heldRows{ListSource: l.src, gate: gate}
	return sync.OnceFunc(func() { close(gate) })
}
