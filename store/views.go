package store

import (
	"context"
	"maps"
	"slices"
)

// AddViews adds counts[id] views to each vehicle (package views' Sink),
// in one transaction; a vehicle deleted since its views were counted is
// skipped by the SELECT.
func (s *Catalog) AddViews(ctx context.Context, counts map[int64]int64) error {
	ids := slices.Sorted(maps.Keys(counts)) // the same order on every instance: no deadlock between two flushes
	return s.tx(ctx, func(tx *Tx) error {
		for _, id := range ids {
			if _, err := tx.exec(ctx, `INSERT INTO vehicle_views (vehicle_id, views) SELECT id, ? FROM vehicles WHERE id = ?
				ON CONFLICT (vehicle_id) DO UPDATE SET views = vehicle_views.views + excluded.views`, counts[id], id); err != nil {
				return err
			}
		}
		return nil
	})
}
