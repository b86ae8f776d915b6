package store

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"slices"

	"garihaat"
	"garihaat/catalog"
	"garihaat/listing"
)

// The list index's SQL: the listed vehicles read whole, or those among
// some ids, into an index of the version they are of (catalog.ListSource).
// The index itself is a part of the read model (readmodel.go).

// readListingRows reads the listed vehicles among ids into an index of
// version; catalog.ErrMoved when the catalogue is not at version after the
// read (the rows may be a newer one's).
func (s *core) readListingRows(ctx context.Context, version int64, ids []int64) (*listing.Index, error) {
	b, err := s.listingBuilder(ctx, version, len(ids))
	if err != nil {
		return nil, err
	}
	if err := s.listingRowsOf(ctx, b, ids); err != nil {
		return nil, err
	}
	// The rows are version's only if no write landed since.
	if after, err := s.CatalogVersion(ctx); err != nil {
		return nil, err
	} else if after != version {
		return nil, catalog.ErrMoved
	}
	return b.Index()
}

// listingBuilder starts an index of version for about n vehicles, with the
// brands' slugs (a brand's page lists by slug); if a write makes them
// newer than version, the caller's check of the version after the read
// fails.
func (s *core) listingBuilder(ctx context.Context, version int64, n int) (*listing.Builder, error) {
	rows, err := s.query(ctx, `SELECT id, slug FROM brands`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	brands := map[string]int64{}
	for rows.Next() {
		var id int64
		var slug string
		if err := rows.Scan(&id, &slug); err != nil {
			return nil, err
		}
		brands[slug] = id
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return listing.NewBuilder(version, brands, n), nil
}

// buildListing reads every published vehicle into an index. The rows are
// read by one statement (one consistent snapshot) between two reads of the
// version; when both reads agree no write landed in between, so the rows
// are exactly that version's.
func (s *core) buildListing(ctx context.Context) (*listing.Index, error) {
	for range 3 {
		ix, err := s.readListing(ctx)
		if !errors.Is(err, catalog.ErrMoved) {
			return ix, err
		}
	}
	return nil, catalog.ErrMoved
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
		return nil, catalog.ErrMoved
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
