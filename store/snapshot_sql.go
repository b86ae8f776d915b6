package store

import (
	"context"
	"database/sql"
	"fmt"

	"garihaat"
	"garihaat/store/sqldb"
)

// The snapshot's SQL: what the catalogue's read model (package catalog)
// reads to name a version's lookups, list the newest vehicles of each
// (type, brand) pair and rate prices.

// BrandRefs are every brand's id, names and slug.
func (s *Catalog) BrandRefs(ctx context.Context) ([]garihaat.BrandRef, error) {
	rows, err := s.Query(ctx, `SELECT id, name, name_bn, slug FROM brands`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []garihaat.BrandRef
	for rows.Next() {
		var b garihaat.BrandRef
		if err := rows.Scan(&b.ID, &b.Name, &b.BnTranslation.Name, &b.BrandSlug); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// TypeOptions are the vehicle types in their order.
func (s *Catalog) TypeOptions(ctx context.Context) ([]garihaat.Option, error) {
	return s.typeOptions(ctx)
}

// AttributeOptions are every attribute (depots, colours, fuels, …).
func (s *Catalog) AttributeOptions(ctx context.Context) ([]garihaat.Option, error) {
	return s.options(ctx, `SELECT id, name, name_bn FROM attributes`)
}

// NewestOfPair reads up to n of the newest listed vehicles of one (type,
// brand) pair, newest first, each with its creation time (unix seconds):
// one short index walk.
func (s *Catalog) NewestOfPair(ctx context.Context, typeID, brandID int64, n int,
	each func(created int64, v garihaat.VehicleSummary) error) error {
	rows, err := s.Query(ctx, `SELECT created_at, `+summaryColumns+` FROM vehicles
		WHERE type_id = ? AND brand_id = ? AND `+listedWhere("status")+` ORDER BY created_at DESC, id DESC LIMIT ?`, typeID, brandID, n)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var v garihaat.VehicleSummary
		var created int64
		if err := scanSummary(rows, &v, &created); err != nil {
			return err
		}
		if err := each(created, v); err != nil {
			return err
		}
	}
	return rows.Err()
}

// PairsOf calls each with the (type, brand) pair of each vehicle among ids.
func (s *Catalog) PairsOf(ctx context.Context, ids []int64, each func(typeID, brandID int64)) error {
	return s.QueryByIDs(ctx, ids, func(in string) string {
		return `SELECT type_id, brand_id FROM vehicles WHERE id IN (` + in + `)`
	}, func(rows *sql.Rows) error {
		var t, b int64
		if err := rows.Scan(&t, &b); err != nil {
			return err
		}
		each(t, b)
		return nil
	})
}

// PriceRow is what the fair-price mark compares of a vehicle whose page
// is public.
type PriceRow struct {
	ID, TypeID, BrandID int64
	Year                int
	Odometer, Price     int64 // km; the cash price
}

const priceColumns = `SELECT id, type_id, brand_id, year, odometer_km, cash_price, status FROM vehicles WHERE `

// PriceRows calls each with the price row of every vehicle whose page is
// public, or (ids not nil) of those among ids.
func (s *Catalog) PriceRows(ctx context.Context, ids []int64, each func(PriceRow) error) error {
	scan := func(rows *sql.Rows) error {
		var r PriceRow
		var status string
		if err := rows.Scan(&r.ID, &r.TypeID, &r.BrandID, &r.Year, &r.Odometer, &r.Price, &status); err != nil {
			return err
		}
		if !sqldb.IsPublic(status) {
			return nil // no one's comparable
		}
		return each(r)
	}
	if ids != nil {
		return s.QueryByIDs(ctx, ids, func(in string) string { return priceColumns + `id IN (` + in + `)` }, scan)
	}
	// The whole read's columns as text (sqldb.TextRows): at a million
	// vehicles, a second of a start's CPU less than database/sql's scan.
	return s.TextRows(ctx, wholeReadSetup(s.Dialect()), priceColumns+sqldb.PublicWhere("status"), nil, func(c [][]byte) error {
		var n [6]int64
		for i := range n {
			v, ok := sqldb.TextInt(c[i])
			if !ok {
				return fmt.Errorf("prices: column %d is %q, not a number", i, c[i])
			}
			n[i] = v
		}
		if !sqldb.IsPublic(string(c[6])) {
			return nil
		}
		return each(PriceRow{ID: n[0], TypeID: n[1], BrandID: n[2], Year: int(n[3]), Odometer: n[4], Price: n[5]})
	})
}
