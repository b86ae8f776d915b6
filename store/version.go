package store

import (
	"context"
	"strconv"

	"garihaat"
)

// CatalogVersion returns a number that changes whenever anything a cached
// catalogue answer holds may have changed. Every catalogue write calls
// bumpCatalogVersion in its own transaction. Callers asking at the same
// time share one read (sharedRead), made after each of them asked.
func (s *Store) CatalogVersion(ctx context.Context) (int64, error) {
	return s.versions.get(ctx)
}

func (s *Store) readCatalogVersion(ctx context.Context) (int64, error) {
	var v int64
	err := s.queryRow(ctx, `SELECT version FROM catalog_version WHERE id = 1`).Scan(&v)
	return v, err
}

func bumpCatalogVersion(ctx context.Context, tx *Tx) error {
	_, err := tx.exec(ctx, `UPDATE catalog_version SET version = version + 1 WHERE id = 1`)
	return err
}

// VehicleStamp implements garihaat.CatalogService. The detail changes with
// the catalogue version (names, related lists, the vehicle's own fields are
// only ever edited by catalogue writes) and with its bid count, which bids
// change without touching the catalogue version.
func (s *Store) VehicleStamp(ctx context.Context, slug string) (int64, string, error) {
	var id, bids, version int64
	err := s.queryRow(ctx, `SELECT id, total_bid, (SELECT version FROM catalog_version WHERE id = 1)
		FROM vehicles WHERE slug = ? AND status IN ('published', 'sold')`, slug).Scan(&id, &bids, &version)
	if isNoRows(err) {
		return 0, "", garihaat.Errorf(garihaat.ENOTFOUND, "Vehicle not found.")
	} else if err != nil {
		return 0, "", err
	}
	return id, strconv.FormatInt(version, 36) + "." + strconv.FormatInt(bids, 36), nil
}
