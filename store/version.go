package store

import "context"

// CatalogVersion returns a number that changes whenever anything a cached
// catalogue answer holds may have changed. Every catalogue write calls
// bumpCatalogVersion in its own transaction.
func (s *Store) CatalogVersion(ctx context.Context) (int64, error) {
	var v int64
	err := s.stmtRow(ctx, `SELECT version FROM catalog_version WHERE id = 1`).Scan(&v)
	return v, err
}

func bumpCatalogVersion(ctx context.Context, tx *Tx) error {
	_, err := tx.exec(ctx, `UPDATE catalog_version SET version = version + 1 WHERE id = 1`)
	return err
}
