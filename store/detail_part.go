package store

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"garihaat/store/sqldb"
)

// The vehicles' stored detail parts (package stored, kept by the
// catalogue's read model): their SQL.

// DetailPart is the compressed start of a vehicle's detail answer
// (stored.Part).
type DetailPart struct {
	VehicleID, Revision int64
	CRC, Size           uint32
	Body                []byte
}

// StoredDetailRow is a vehicle's current stored part with what bids change
// and what its related list and mark are found by (the read model adds them).
type StoredDetailRow struct {
	DetailPart
	Format          string
	Stamp           string // as VehicleStamp gives it
	TotalBid        int64
	OfferClosesAt   time.Time
	HighestOffer    *int64
	TypeID, BrandID int64
	Version         int64 // the catalogue version it was read at
}

// storedRow is StoredDetailRow as the shared read gives it.
type storedRow = StoredDetailRow

// storedQueries returns the reads of 1, 2, 4, … slugs' current stored
// parts, with what bids change, as stampQueries read stamps (the status is
// checked in Go for the same reason). A part is current while its
// revision is the vehicle's; the triggers of migration 00008 bump that on
// every write.
func storedQueries(d Dialect) []string {
	return slugQueries(`SELECT v.slug, v.id, v.status, v.total_bid, v.offer_closes_at, v.bid_mode, v.highest_offer,
		v.type_id, v.brand_id, (SELECT version FROM catalog_version WHERE id = 1),
		a.revision, a.format, a.crc, a.plain_len, a.body
		FROM ` + vehiclesBySlug(d) + ` JOIN vehicle_answers a ON a.vehicle_id = v.id AND a.revision = v.revision
		WHERE v.slug IN (`)
}

// StoredDetailRow is the current stored part of the public vehicle with
// slug; ok is false when none is current. Callers asking at the same time
// share one read of all their vehicles (sharedReads).
func (s *Catalog) StoredDetailRow(ctx context.Context, slug string) (StoredDetailRow, bool, error) {
	return s.details.get(ctx, slug)
}

// readStoredDetails reads the current stored parts of the public vehicles
// among slugs.
func (s *core) readStoredDetails(ctx context.Context, slugs []string) (map[string]storedRow, error) {
	out := make(map[string]storedRow, len(slugs))
	err := s.queryBySlugs(ctx, s.storedQueries, slugs, func(rows *sql.Rows) error {
		var (
			r                            storedRow
			slug, status, bidMode        string
			closesAt, highest, crc, size int64
		)
		if err := rows.Scan(&slug, &r.VehicleID, &status, &r.TotalBid, &closesAt, &bidMode, &highest,
			&r.TypeID, &r.BrandID, &r.Version, &r.Revision, &r.Format, &crc, &size, &r.Body); err != nil {
			return err
		}
		if !sqldb.IsPublic(status) {
			return nil
		}
		r.CRC, r.Size = uint32(crc), uint32(size)
		r.OfferClosesAt, r.HighestOffer = bidFields(closesAt, bidMode, highest)
		r.Stamp = detailStamp(r.Version, r.TotalBid)
		out[slug] = r
		return nil
	})
	return out, err
}

// StaleDetails looks at up to n vehicles with ids above after (stored.Details). It walks the vehicles in
// id order, n at a time, and judges each in Go: a filter in SQL made
// SQLite walk the status index and rescan every published vehicle per
// call. last is after when no vehicle follows; looked is how many it
// looked at (a pass's progress).
func (s *Catalog) StaleDetails(ctx context.Context, format string, after int64, n int) (slugs []string, last int64, looked int, err error) {
	return s.walkStale(ctx, staleColumns, after, n, func(rows *sql.Rows, last *int64, out *[]string) error {
		return scanStale(rows, format, last, out)
	})
}

// walkStale reads columns (a SELECT of vehicles v) for up to n vehicles
// with ids above after, in id order, and scans each row into the stale
// slugs, the last id looked at (after itself when none follows) and how
// many vehicles it looked at.
func (s *Catalog) walkStale(ctx context.Context, columns string, after int64, n int,
	scan func(rows *sql.Rows, last *int64, out *[]string) error) ([]string, int64, int, error) {
	// The batch is taken first and then joined: as a join of the whole
	// tables bounded by LIMIT, PostgreSQL merged the stored parts' table
	// from its start on every batch (260 ms a batch halfway through a
	// million, a first start's pass over them taking an hour; 2 ms so).
	batch := `(SELECT id, slug, status, revision FROM vehicles WHERE id > ? ORDER BY id LIMIT ?) v`
	rows, err := s.Query(ctx, strings.Replace(columns, vehiclesV, batch, 1)+` ORDER BY v.id`, after, n)
	if err != nil {
		return nil, 0, 0, err
	}
	defer rows.Close()
	last, looked := after, 0
	var out []string
	for rows.Next() {
		if err := scan(rows, &last, &out); err != nil {
			return nil, 0, 0, err
		}
		looked++
	}
	return out, last, looked, rows.Err()
}

// VehicleCount is how many vehicles there are, in any state: what
// StaleDetails and StalePageRows walk (a pass's progress).
func (s *Catalog) VehicleCount(ctx context.Context) (n int, err error) {
	err = s.wholeRead(ctx, func(tx *Tx) error { return tx.QueryRow(ctx, `SELECT COUNT(*) FROM vehicles`).Scan(&n) })
	return n, err
}

// StaleAmong are the public vehicles among ids whose stored part is not
// current (stored.Details): the change log names the
// vehicles a write touched, so keeping their parts current reads those
// alone (issue 33).
func (s *Catalog) StaleAmong(ctx context.Context, format string, ids []int64) ([]string, error) {
	var out []string
	var last int64
	err := s.QueryByIDs(ctx, ids, func(in string) string { return staleColumns + ` WHERE v.id IN (` + in + `)` },
		func(rows *sql.Rows) error { return scanStale(rows, format, &last, &out) })
	return out, err
}

// staleColumns read what judges a vehicle's stored part.
const staleColumns = `SELECT v.id, v.slug, v.status, v.revision, COALESCE(a.revision, -1), COALESCE(a.format, '')
	FROM ` + vehiclesV + ` LEFT JOIN vehicle_answers a ON a.vehicle_id = v.id`

// vehiclesV is where staleColumns and stalePageColumns read the vehicles
// v: the table, or walkStale's one batch of it.
const vehiclesV = `vehicles v`

// scanStale reads one row of staleColumns: it adds the slug to out when
// the vehicle is public and its part is missing, older than the vehicle or
// made by another format, and sets last to its id.
func scanStale(rows *sql.Rows, format string, last *int64, out *[]string) error {
	var slug, status, f string
	var revision, have int64
	if err := rows.Scan(last, &slug, &status, &revision, &have, &f); err != nil {
		return err
	}
	if sqldb.IsPublic(status) && (have != revision || f != format) {
		*out = append(*out, slug)
	}
	return nil
}

// SaveDetailParts stores parts made by format, in one transaction. A part
// built from an older revision than the vehicle's is stored all the same:
// it is never served, and the next pass builds it again.
func (s *Catalog) SaveDetailParts(ctx context.Context, format string, parts []DetailPart) error {
	return s.tx(ctx, func(tx *Tx) error {
		for _, p := range parts {
			// A vehicle deleted since its part was built is skipped (no
			// row to select), not an error for the whole batch.
			if _, err := tx.Exec(ctx, `INSERT INTO vehicle_answers (vehicle_id, revision, format, crc, plain_len, body)
				SELECT id, ?, ?, ?, ?, ? FROM vehicles WHERE id = ?
				ON CONFLICT (vehicle_id) DO UPDATE SET revision = excluded.revision, format = excluded.format,
					crc = excluded.crc, plain_len = excluded.plain_len, body = excluded.body`,
				p.Revision, format, int64(p.CRC), int64(p.Size), p.Body, p.VehicleID); err != nil {
				return err
			}
		}
		return nil
	})
}
