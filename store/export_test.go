package store

import (
	"context"
)

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
		if _, err := tx.Exec(ctx, `UPDATE vehicles SET status = ? WHERE id = ?`, status, id); err != nil {
			return err
		}
		return tx.BumpCatalogVersion(ctx)
	})
}

// ViewStatements is how many statements AddViews ran so far.
func (s *Store) ViewStatements() int64 { return s.viewWrites.Load() }

// PhotoSizes are the sizes the photo sweep deletes.
var PhotoSizes = photoSizes

// MigrateDownTo and MigrateUpTo move the schema to version, for the tests
// of a migration's data.
func (s *Store) MigrateDownTo(ctx context.Context, version int64) error {
	p, err := s.migrations()
	if err != nil {
		return err
	}
	_, err = p.DownTo(ctx, version)
	return err
}

func (s *Store) MigrateUpTo(ctx context.Context, version int64) error {
	p, err := s.migrations()
	if err != nil {
		return err
	}
	_, err = p.UpTo(ctx, version)
	return err
}
