package store

import (
	"context"
	"database/sql"
	"time"

	"garihaat/stored"
)

// The vehicles' stored pages (stored.Pages, migration 00022): judged and
// saved as their detail parts are (detail_part.go).

// StoredPage implements stored.Pages: one read by slug, through the same
// index as a stored detail's (SQLite: the vehicle's row is not read).
func (s *Catalog) StoredPage(ctx context.Context, slug string) (stored.Page, bool, error) {
	var (
		p      stored.Page
		status string
		until  int64
	)
	err := s.queryRow(ctx, `SELECT v.status, v.id, p.revision, p.format, p.origin, p.valid_until, p.data
		FROM `+vehiclesBySlug(s.dialect)+` JOIN vehicle_pages p ON p.vehicle_id = v.id AND p.revision = v.revision
		WHERE v.slug = ?`, slug).Scan(&status, &p.VehicleID, &p.Revision, &p.Format, &p.Origin, &until, &p.Data)
	if isNoRows(err) || (err == nil && !isPublic(status)) {
		return stored.Page{}, false, nil
	}
	if err != nil {
		return stored.Page{}, false, err
	}
	p.Until = fromUnix(until)
	return p, true, nil
}

// StalePages implements stored.Pages, walking as StaleDetails does.
func (s *Catalog) StalePages(ctx context.Context, want stored.PageWant, after int64, n int) ([]string, int64, error) {
	return s.walkStale(ctx, stalePageColumns, after, n, func(rows *sql.Rows, last *int64, out *[]string) error {
		return scanStalePage(rows, want, last, out)
	})
}

// StalePagesAmong implements stored.Pages.
func (s *Catalog) StalePagesAmong(ctx context.Context, want stored.PageWant, ids []int64) ([]string, error) {
	var out []string
	var last int64
	err := s.queryByIDs(ctx, ids, func(in string) string { return stalePageColumns + ` WHERE v.id IN (` + in + `)` },
		func(rows *sql.Rows) error { return scanStalePage(rows, want, &last, &out) })
	return out, err
}

const stalePageColumns = `SELECT v.id, v.slug, v.status, v.revision, COALESCE(p.revision, -1), COALESCE(p.format, ''),
	COALESCE(p.origin, ''), COALESCE(p.valid_until, 0)
	FROM vehicles v LEFT JOIN vehicle_pages p ON p.vehicle_id = v.id`

// scanStalePage reads one row of stalePageColumns: it adds the slug to
// out when the vehicle is public and its pages are missing, older than
// the vehicle or do not serve want, and sets last to its id.
func scanStalePage(rows *sql.Rows, want stored.PageWant, last *int64, out *[]string) error {
	var (
		slug, status string
		p            stored.Page
		revision     int64
		until        int64
	)
	if err := rows.Scan(last, &slug, &status, &revision, &p.Revision, &p.Format, &p.Origin, &until); err != nil {
		return err
	}
	p.Until = fromUnix(until)
	if isPublic(status) && (p.Revision != revision || !p.Serves(want)) {
		*out = append(*out, slug)
	}
	return nil
}

// SavePages implements stored.Pages, in one transaction; a vehicle
// deleted since its pages were made is skipped.
func (s *Catalog) SavePages(ctx context.Context, pages []stored.Page) error {
	return s.tx(ctx, func(tx *Tx) error {
		for _, p := range pages {
			var until int64
			if !p.Until.IsZero() {
				until = p.Until.Unix()
			}
			if _, err := tx.exec(ctx, `INSERT INTO vehicle_pages (vehicle_id, revision, format, origin, valid_until, data)
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
