package store

import (
	"context"
	"maps"
	"slices"
	"strings"

	"garihaat/store/sqldb"
)

// viewBatch is how many vehicles' counts one statement of AddViews writes
// (views.FlushBatch; a larger call is cut in as many statements).
const viewBatch = 200

// AddViews adds counts[id] views to each vehicle (package views' Sink):
// one statement per viewBatch vehicles, each its own transaction, so
// SQLite's write lock is held for one statement at a time, never for a
// statement per vehicle (issue 46: 0.8–6.6 s stalls of every write). A
// vehicle deleted since its views were counted is skipped by the SELECT.
func (s *Catalog) AddViews(ctx context.Context, counts map[int64]int64) error {
	ids := slices.Sorted(maps.Keys(counts)) // the same order on every instance: no deadlock between two flushes
	for len(ids) > 0 {
		chunk := ids[:min(len(ids), viewBatch)]
		ids = ids[len(chunk):]
		var q strings.Builder
		q.WriteString(`INSERT INTO vehicle_views (vehicle_id, views) SELECT id, CASE id`)
		args := make([]any, 0, 3*len(chunk))
		for _, id := range chunk {
			q.WriteString(` WHEN ? THEN CAST(? AS BIGINT)`)
			args = append(args, id, counts[id])
		}
		q.WriteString(` END FROM vehicles WHERE id IN (` + sqldb.Marks(len(chunk)) + `)
			ON CONFLICT (vehicle_id) DO UPDATE SET views = vehicle_views.views + excluded.views`)
		for _, id := range chunk {
			args = append(args, id)
		}
		s.viewWrites.Add(1)
		if _, err := s.Writer().ExecContext(ctx, s.Rebind(q.String()), args...); err != nil {
			return err
		}
	}
	return nil
}
