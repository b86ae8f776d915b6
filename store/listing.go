package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"
	"sync/atomic"

	"garihaat/listing"
)

// listingCache holds the in-memory list index (package listing) of the
// newest catalogue version seen and builds the next one in the background.
// Until the index of the current version is ready, lists are answered by
// SQL, so an answer is always exact, on every instance, right after any
// write: the version is read from the database on every request.
type listingCache struct {
	cur      atomic.Pointer[listing.Index]
	mu       sync.Mutex
	building bool
	closed   bool
	wg       sync.WaitGroup
	ctx      context.Context
	cancel   context.CancelFunc
}

func (c *listingCache) stop() {
	c.mu.Lock()
	c.closed = true
	c.mu.Unlock()
	c.cancel()
	c.wg.Wait()
}

// listingIndex returns the index of version, or nil after starting its
// build when it is not ready.
func (s *Store) listingIndex(version int64) *listing.Index {
	if ix := s.list.cur.Load(); ix != nil && ix.Version() == version {
		return ix
	}
	c := &s.list
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.building || c.closed {
		return nil
	}
	c.building = true
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		ix, err := s.buildListing(c.ctx)
		c.mu.Lock()
		defer c.mu.Unlock()
		c.building = false
		// A failed build (the database went away, or writes kept moving
		// the version) is tried again by a later request.
		if err == nil {
			if cur := c.cur.Load(); cur == nil || cur.Version() < ix.Version() {
				c.cur.Store(ix)
			}
		}
	}()
	return nil
}

// PrepareListing starts building the list index, so the first visitors
// do not wait for the SQL path.
func (s *Store) PrepareListing(ctx context.Context) error {
	version, err := s.CatalogVersion(ctx)
	if err == nil {
		s.listingIndex(version)
	}
	return err
}

var errVersionMoved = errors.New("store: the catalogue changed while the list index was read")

// buildListing reads every published vehicle into an index. The rows are
// read by one statement (one consistent snapshot) between two reads of the
// version; when both reads agree no write landed in between, so the rows
// are exactly that version's.
func (s *Store) buildListing(ctx context.Context) (*listing.Index, error) {
	for range 3 {
		ix, err := s.readListing(ctx)
		if !errors.Is(err, errVersionMoved) {
			return ix, err
		}
	}
	return nil, errVersionMoved
}

func (s *Store) readListing(ctx context.Context) (*listing.Index, error) {
	before, err := s.CatalogVersion(ctx)
	if err != nil {
		return nil, err
	}
	// The brands' slugs come from the snapshot every detail uses; if a
	// write makes it newer than before, the version check below fails.
	snap, err := s.snapshotAt(ctx, before)
	if err != nil {
		return nil, err
	}
	brands := make(map[string]int64, len(snap.brands))
	for id, b := range snap.brands {
		brands[b.BrandSlug] = id
	}
	var about int
	if err := s.queryRow(ctx, `SELECT COUNT(*) FROM vehicles WHERE `+listedWhere("status")).Scan(&about); err != nil {
		return nil, err
	}
	b := listing.NewBuilder(before, brands, about)
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

// listingRows feeds every published vehicle to b, newest first. The text
// columns are scanned as RawBytes, which b copies into its one string:
// 100,000 vehicles leave no 400,000 small strings behind.
func (s *Store) listingRows(ctx context.Context, b *listing.Builder) error {
	rows, err := s.query(ctx, `SELECT id, created_at, cash_price, installment_price, type_id, brand_id,
		depot_id, color_id, fuel_type_id, year, condition, slug, cover_image, title, title_bn, search_text, offer_ends_at
		FROM vehicles WHERE `+listedWhere("status")+` ORDER BY created_at DESC, id DESC`)
	if err != nil {
		return err
	}
	defer rows.Close()
	var r listing.Row
	var depot, color, fuel sql.NullInt64
	var cond, slug, cover, title, titleBn, text, ends sql.RawBytes
	for rows.Next() {
		if err := rows.Scan(&r.ID, &r.Created, &r.Cash, &r.Installment, &r.TypeID, &r.BrandID, &depot, &color, &fuel,
			&r.Year, &cond, &slug, &cover, &title, &titleBn, &text, &ends); err != nil {
			return err
		}
		r.DepotID, r.ColorID, r.FuelID = depot.Int64, color.Int64, fuel.Int64
		r.Condition, r.Slug, r.Cover, r.Title, r.TitleBn, r.SearchText, r.OfferEndsAt = cond, slug, cover, title, titleBn, text, ends
		if err := b.Add(&r); err != nil {
			return err
		}
	}
	return rows.Err()
}
