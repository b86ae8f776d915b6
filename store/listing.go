package store

import (
	"bytes"
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"slices"

	"garihaat"
	"garihaat/store/sqldb"
)

// The list index's SQL (the index itself is package listing, kept by the
// catalogue's read model, package catalog): the brands' slugs and the
// listed vehicles, whole or among some ids. The read model checks the
// catalogue version around each read.

// ListRow is what the list index keeps of a listed vehicle (listing.Row):
// the text fields are the driver's buffers when read by ListedRows.
type ListRow struct {
	ID, Created, Cash, Installment            int64 // Created: unix seconds
	TypeID, BrandID, DepotID, ColorID, FuelID int64 // 0: none
	Year                                      int
	Condition, Slug, Cover, Title, TitleBn    []byte
	SearchText                                []byte
	OfferEndsAt                               []byte // YYYY-MM-DD
	Seller                                    garihaat.SellerCode
	Odometer                                  int64 // km
	Tonnage                                   int32 // the tonnage lookup's id, 0: none
	Seats                                     uint8 // 0: not known
	District                                  uint8 // garihaat.Districts' position + 1, 0: none
}

// BrandSlugs maps every brand's slug to its id (a brand's page lists by slug).
func (s *Catalog) BrandSlugs(ctx context.Context) (map[string]int64, error) {
	rows, err := s.Query(ctx, `SELECT id, slug FROM brands`)
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
	return brands, rows.Err()
}

// ListedSize is how many vehicles are listed and the characters of their
// slugs and cover paths (what a whole read of the index is sized by).
func (s *Catalog) ListedSize(ctx context.Context) (n, text int, err error) {
	err = s.wholeRead(ctx, func(tx *Tx) error {
		return tx.QueryRow(ctx, `SELECT COUNT(*), COALESCE(SUM(LENGTH(slug) + LENGTH(COALESCE(cover_image, ''))), 0) FROM vehicles WHERE `+
			listedWhere("status")).Scan(&n, &text)
	})
	return n, text, err
}

// listingColumns are what the index keeps of a listed vehicle v (its
// depot d joined for facetColumns), up to the WHERE of the caller.
const listingColumns = `SELECT v.id, v.created_at, v.cash_price, v.installment_price, v.type_id, v.brand_id, v.depot_id, v.color_id,
	v.fuel_type_id, v.year, v.condition, v.slug, v.cover_image, v.title, v.title_bn, v.search_text, v.offer_ends_at, ` + sellerCode + `,
	v.odometer_km, ` + facetColumns + ` FROM vehicles v LEFT JOIN attributes d ON d.id = v.depot_id WHERE `

// ListedRows feeds every listed vehicle to add, newest first, by one
// statement (one consistent read), its columns as text (sqldb.TextRows):
// the text fields are the driver's buffers, valid until add returns, which
// the index copies into its one string: 100,000 vehicles leave no 400,000
// small strings behind. A whole read: on PostgreSQL one backend walks the
// index newest first as the rows are read, where the planner sorted them
// on three processes before the first came (wholeRead).
func (s *Catalog) ListedRows(ctx context.Context, add func(*ListRow) error) error {
	var r ListRow
	return s.TextRows(ctx, wholeReadSetup(s.Dialect()), listingColumns+listedWhere("v.status")+` ORDER BY v.created_at DESC, v.id DESC`, nil,
		func(cols [][]byte) error {
			if err := r.fromText(cols); err != nil {
				return err
			}
			return add(&r)
		})
}

// ListedRowsOf feeds the listed vehicles among ids to add, newest first
// (their text fields are the caller's to keep).
func (s *Catalog) ListedRowsOf(ctx context.Context, ids []int64, add func(*ListRow) error) error {
	var found []ListRow
	var raw listingRaw
	err := s.QueryByIDs(ctx, ids, func(in string) string {
		return listingColumns + `v.id IN (` + in + `) AND ` + listedWhere("v.status")
	}, func(rows *sql.Rows) error {
		var r ListRow
		if err := raw.scan(rows, &r); err != nil {
			return err
		}
		found = append(found, r.Copy())
		return nil
	})
	if err != nil {
		return err
	}
	slices.SortFunc(found, func(a, b ListRow) int {
		if c := cmp.Compare(b.Created, a.Created); c != 0 {
			return c
		}
		return cmp.Compare(b.ID, a.ID)
	})
	for i := range found {
		if err := add(&found[i]); err != nil {
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

func (x *listingRaw) scan(rows *sql.Rows, r *ListRow) error {
	if err := rows.Scan(&r.ID, &r.Created, &r.Cash, &r.Installment, &r.TypeID, &r.BrandID, &x.depot, &x.color, &x.fuel,
		&r.Year, &x.cond, &x.slug, &x.cover, &x.title, &x.titleBn, &x.text, &x.ends, &x.seller, &r.Odometer, &x.facet.tonnage, &x.facet.seats, &x.facet.district); err != nil {
		return err
	}
	r.Tonnage, r.Seats, r.District = x.facet.facet()
	r.DepotID, r.ColorID, r.FuelID = x.depot.Int64, x.color.Int64, x.fuel.Int64
	r.Seller = garihaat.SellerCode(x.seller)
	r.Condition, r.Slug, r.Cover, r.Title, r.TitleBn, r.SearchText, r.OfferEndsAt = x.cond, x.slug, x.cover, x.title, x.titleBn, x.text, x.ends
	return nil
}

// fromText fills r from the text of listingColumns (sqldb.TextRows); a
// NULL number is 0, as the references' NullInt64 scan gives.
func (r *ListRow) fromText(c [][]byte) error {
	if len(c) != 22 {
		return fmt.Errorf("list index: %d columns, want 22", len(c))
	}
	var err error
	num := func(i int) int64 {
		v, ok := sqldb.TextInt(c[i])
		if !ok && c[i] != nil && err == nil {
			err = fmt.Errorf("list index: column %d is %q, not a number", i, c[i])
		}
		return v
	}
	r.ID, r.Created, r.Cash, r.Installment, r.TypeID, r.BrandID = num(0), num(1), num(2), num(3), num(4), num(5)
	r.DepotID, r.ColorID, r.FuelID, r.Year = num(6), num(7), num(8), int(num(9))
	r.Condition, r.Slug, r.Cover, r.Title, r.TitleBn, r.SearchText, r.OfferEndsAt = c[10], c[11], c[12], c[13], c[14], c[15], c[16]
	r.Seller, r.Odometer = garihaat.SellerCode(num(17)), num(18)
	f := facetRaw{tonnage: num(19), seats: num(20), district: c[21]}
	r.Tonnage, r.Seats, r.District = f.facet()
	return err
}

// Copy is r with its text fields its own.
func (r ListRow) Copy() ListRow {
	for _, b := range []*[]byte{&r.Condition, &r.Slug, &r.Cover, &r.Title, &r.TitleBn, &r.SearchText, &r.OfferEndsAt} {
		*b = bytes.Clone(*b)
	}
	return r
}
