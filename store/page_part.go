package store

import (
	"context"
	"database/sql"
	"time"

	"garihaat/store/sqldb"
)

// The vehicles' stored pages (stored.Pages, migration 00022): judged and
// saved as their detail parts are (detail_part.go).

// PageRow is a vehicle's stored pages (stored.Page).
type PageRow struct {
	VehicleID, Revision int64
	Format, Origin      string
	Until               time.Time // zero: never
	Data                []byte
}

// PageState is what judges a vehicle's stored pages: whether its page is
// public, its revision, and its pages (zero when none).
type PageState struct {
	Public   bool
	Revision int64
	Page     PageRow // without Data
}

// StoredPageRow is the stored pages of the public vehicle with slug when
// they were made from its current revision: one read by slug, through the
// same index as a stored detail's (SQLite: the vehicle's row is not read).
func (s *Catalog) StoredPageRow(ctx context.Context, slug string) (PageRow, bool, error) {
	var (
		p      PageRow
		status string
		until  int64
	)
	err := s.QueryRow(ctx, `SELECT v.status, v.id, p.revision, p.format, p.origin, p.valid_until, p.data
		FROM `+vehiclesBySlug(s.Dialect())+` JOIN vehicle_pages p ON p.vehicle_id = v.id AND p.revision = v.revision
		WHERE v.slug = ?`, slug).Scan(&status, &p.VehicleID, &p.Revision, &p.Format, &p.Origin, &until, &p.Data)
	if sqldb.IsNoRows(err) || (err == nil && !sqldb.IsPublic(status)) {
		return PageRow{}, false, nil
	}
	if err != nil {
		return PageRow{}, false, err
	}
	p.Until = fromUnix(until)
	return p, true, nil
}

// StalePageRows looks at up to n vehicles with ids above after, in id
// order, walking as StaleDetails does, and returns the slugs of those
// stale judges so, the last id looked at (after when none follows) and how
// many it looked at.
func (s *Catalog) StalePageRows(ctx context.Context, stale func(PageState) bool, after int64, n int) ([]string, int64, int, error) {
	return s.walkStale(ctx, stalePageColumns, after, n, func(rows *sql.Rows, last *int64, out *[]string) error {
		return scanStalePage(rows, stale, last, out)
	})
}

// StalePageRowsAmong is StalePageRows for the vehicles among ids.
func (s *Catalog) StalePageRowsAmong(ctx context.Context, stale func(PageState) bool, ids []int64) ([]string, error) {
	var out []string
	var last int64
	err := s.QueryByIDs(ctx, ids, func(in string) string { return stalePageColumns + ` WHERE v.id IN (` + in + `)` },
		func(rows *sql.Rows) error { return scanStalePage(rows, stale, &last, &out) })
	return out, err
}

const stalePageColumns = `SELECT v.id, v.slug, v.status, v.revision, COALESCE(p.revision, -1), COALESCE(p.format, ''),
	COALESCE(p.origin, ''), COALESCE(p.valid_until, 0)
	FROM ` + vehiclesV + ` LEFT JOIN vehicle_pages p ON p.vehicle_id = v.id`

// scanStalePage reads one row of stalePageColumns: it adds the slug to
// out when stale judges the vehicle's pages so, and sets last to its id.
func scanStalePage(rows *sql.Rows, stale func(PageState) bool, last *int64, out *[]string) error {
	var (
		slug, status string
		st           PageState
		until        int64
	)
	if err := rows.Scan(last, &slug, &status, &st.Revision, &st.Page.Revision, &st.Page.Format, &st.Page.Origin, &until); err != nil {
		return err
	}
	st.Page.Until, st.Public = fromUnix(until), sqldb.IsPublic(status)
	if stale(st) {
		*out = append(*out, slug)
	}
	return nil
}

// SavePageRows stores pages, in one transaction; a vehicle deleted since
// its pages were made is skipped.
func (s *Catalog) SavePageRows(ctx context.Context, pages []PageRow) error {
	return s.tx(ctx, func(tx *Tx) error {
		for _, p := range pages {
			var until int64
			if !p.Until.IsZero() {
				until = p.Until.Unix()
			}
			if _, err := tx.Exec(ctx, `INSERT INTO vehicle_pages (vehicle_id, revision, format, origin, valid_until, data)
				SELECT id, ?, ?, ?, ?, ? FROM vehicles WHERE id = ?
				ON CONFLICT (vehicle_id) DO UPDATE SET revision = excluded.revision, format = excluded.format,
					origin = excluded.origin, valid_until = excluded.valid_until, data = excluded.data`,
				p.Revision, p.Format, p.Origin, until, p.Data, p.VehicleID); err != nil {
				return err
			}
		}
		return nil
	})
}

// fromUnix is a stored time in unix seconds; 0 is none.
func fromUnix(sec int64) time.Time {
	if sec == 0 {
		return time.Time{}
	}
	return time.Unix(sec, 0)
}
