package store

import (
	"context"
	"strings"
)

// AdoptLegacyPhotos runs migration 00036's statement again, as if the rows
// a test wrote had been there before it ran.
func (s *Store) AdoptLegacyPhotos(ctx context.Context) error {
	b, err := migrations.ReadFile("migrations/" + string(s.Dialect()) + "/00036_legacy_photos.sql")
	if err != nil {
		return err
	}
	up, _, _ := strings.Cut(string(b), "-- +goose Down")
	_, err = s.DB().ExecContext(ctx, up)
	return err
}
