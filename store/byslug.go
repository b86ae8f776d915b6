package store

import (
	"context"
	"database/sql"
	"math/bits"
	"strings"
)

// slugBatch is the most vehicles one read by slug asks for. Each query
// asks for a power of two of slugs (the last repeated to fill it), so a
// handful of texts are prepared, whatever the batch.
const slugBatch = 64

// vehiclesBySlug names the vehicles table in the reads by slug. On SQLite
// it goes through vehicles_slug_read (migration 00009), which holds every
// column these reads need: without statistics SQLite's planner prefers
// the unique slug index and then reads each vehicle's row as well.
func vehiclesBySlug(d Dialect) string {
	if d == SQLite {
		return "vehicles v INDEXED BY vehicles_slug_read"
	}
	return "vehicles v"
}

// slugQueries returns sel, a query that ends with `v.slug IN (`, for 1, 2,
// 4, … slugBatch slugs.
func slugQueries(sel string) (q []string) {
	for i := 0; 1<<i <= slugBatch; i++ {
		q = append(q, sel+"?"+strings.Repeat(", ?", 1<<i-1)+")")
	}
	return q
}

// queryBySlugs runs queries (made by slugQueries) over slugs, slugBatch at
// most at a time, and calls scan on each row.
func (s *core) queryBySlugs(ctx context.Context, queries []string, slugs []string, scan func(*sql.Rows) error) error {
	for len(slugs) > 0 {
		chunk := slugs[:min(len(slugs), slugBatch)]
		slugs = slugs[len(chunk):]
		q := bits.Len(uint(len(chunk) - 1)) // the query of the next power of two
		args := make([]any, 1<<q)
		for i := range args {
			args[i] = chunk[min(i, len(chunk)-1)]
		}
		rows, err := s.Query(ctx, queries[q], args...)
		if err != nil {
			return err
		}
		for rows.Next() {
			if err := scan(rows); err != nil {
				rows.Close()
				return err
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
	}
	return nil
}
