package store

import (
	"context"
	"fmt"
	"reflect"
	"time"

	"garihaat"
	"garihaat/listing/listingtest"
)

// Hooks for the external tests of the list index.

// VehiclesSQL answers f by SQL, as Vehicles does before the index is ready.
func (s *Store) VehiclesSQL(ctx context.Context, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	page, err := s.vehiclesSQL(ctx, f)
	if err != nil {
		return page, err
	}
	snap, err := s.snapshotAt(ctx, 0)
	if err == nil {
		snap.decorate(page.Products)
	}
	return page, err
}

// InstallListIndex brings the list index to the current version now.
func (s *Store) InstallListIndex(ctx context.Context) error {
	version, err := s.CatalogVersion(ctx)
	if err != nil {
		return err
	}
	if s.listPart().Await(ctx, version, time.Minute, true) == nil {
		return fmt.Errorf("the list index did not reach version %d in a minute", version)
	}
	return nil
}

// ListIndexVersion is the version of the installed index, 0 for none.
func (s *Store) ListIndexVersion() int64 {
	if ix := s.currentListing(); ix != nil {
		return ix.Version()
	}
	return 0
}

// BrandsSQL and HomepageSQL answer by SQL, as before the index is ready.
func (s *Store) BrandsSQL(ctx context.Context) ([]garihaat.Brand, error) {
	return s.brandsAt(ctx, nil, nil)
}

func (s *Store) HomepageSQL(ctx context.Context) (garihaat.Homepage, error) {
	return s.homepageAt(ctx, nil)
}

// VehicleStampsTogether reads the stamps of slugs as one shared read does.
func (s *Store) VehicleStampsTogether(ctx context.Context, slugs []string) (map[string]string, error) {
	got, err := s.readVehicleStamps(ctx, slugs)
	out := map[string]string{}
	for slug, st := range got {
		out[slug] = st.stamp
	}
	return out, err
}

// SlugReadQueries are the reads by slug that vehicles_slug_read serves, for
// eight slugs.
func (s *Store) SlugReadQueries() []string { return []string{s.storedQueries[3], s.stampQueries[3]} }

// ForceVehicleStatus puts vehicle id in status without the lifecycle's
// checks (for states no write path reaches yet), bumping the catalogue
// version as every catalogue write does.
func (s *Store) ForceVehicleStatus(ctx context.Context, id int64, status string) error {
	return s.tx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `UPDATE vehicles SET status = ? WHERE id = ?`, status, id); err != nil {
			return err
		}
		return bumpCatalogVersion(ctx, tx)
	})
}

// KeptEqualsRebuilt waits until the follower brought the list index and
// the snapshot to the current version — merged from the ones before where
// the change log allows — and compares them with ones read whole from the
// database: "" when equal. merged and rebuilt count the indexes made each
// way so far.
func (s *Store) KeptEqualsRebuilt(ctx context.Context) (diff string, merged, rebuilt int64, err error) {
	version, err := s.CatalogVersion(ctx)
	if err != nil {
		return "", 0, 0, err
	}
	l := s.listPart()
	ix := l.Await(ctx, version, time.Minute, true)
	if ix == nil {
		return "", 0, 0, fmt.Errorf("the list index did not reach version %d in a minute", version)
	}
	full, err := s.buildListing(ctx)
	if err != nil {
		return "", 0, 0, err
	}
	if d := listingtest.Diff(ix, full); d != "" {
		return "list index: " + d, 0, 0, nil
	}
	p := s.snapPart()
	if !p.following.Await(ctx, version, time.Minute) {
		return "", 0, 0, fmt.Errorf("the snapshot did not reach version %d in a minute", version)
	}
	snap := p.cur.Load()
	whole, err := s.buildSnapshot(ctx, version)
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

// SecondaryIndexes are the seeded tables' indexes a seed drops and makes again.
func (s *Store) SecondaryIndexes(ctx context.Context) (ddl map[string]string, err error) {
	err = s.tx(ctx, func(tx *Tx) error {
		ddl, err = tx.secondaryIndexes(ctx)
		return err
	})
	return ddl, err
}

// ListingCompactions waits for a compaction of the list index in flight
// and says how many were put in place.
func (s *Store) ListingCompactions() int64 {
	l := s.listPart()
	l.WaitCompaction()
	_, _, compacted := l.Counts()
	return compacted
}

// DrawIDNumbers makes offers' numbers come from next until restore is called.
func DrawIDNumbers(next func(time.Time) string) (restore func()) {
	drawIDNumber = next
	return func() { drawIDNumber = newIDNumber }
}

// ViewStatements is how many statements AddViews ran so far.
func (s *Store) ViewStatements() int64 { return s.viewWrites.Load() }

// PhotoSizes are the sizes the photo sweep deletes.
var PhotoSizes = photoSizes

// SetFunnelBounds makes the funnels list at most limit vehicles and read
// first the depth most viewed of each part, so a small catalogue takes
// every way topViewed has.
func (s *Store) SetFunnelBounds(limit, depth int) {
	s.Insights.maxFunnels, s.Insights.depth = limit, depth
}

// PartsOf is how a period is cut into the rollups' months, weeks and days.
func PartsOf(from, to time.Time) [][2]string {
	var out [][2]string
	for _, p := range partsOf(from, to) {
		out = append(out, [2]string{p.kind, p.first})
	}
	return out
}
