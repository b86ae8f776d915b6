package store

import (
	"context"
	"time"

	"garihaat"
)

// SitemapStats counts the published vehicles and tells when the newest
// change to one of them was made.
func (s *Catalog) SitemapStats(ctx context.Context) (int, time.Time, error) {
	var n int
	var last *int64
	err := s.QueryRow(ctx, `SELECT COUNT(*), MAX(updated_at) FROM vehicles WHERE `+listedWhere("status")).Scan(&n, &last)
	if err != nil || last == nil {
		return n, time.Time{}, err
	}
	return n, time.Unix(*last, 0).UTC(), nil
}

// SitemapVehicles returns published vehicles offset to offset+limit in id
// order, each with its last change: a sitemap file's worth.
func (s *Catalog) SitemapVehicles(ctx context.Context, offset, limit int) ([]garihaat.SitemapVehicle, error) {
	rows, err := s.Query(ctx, `SELECT slug, updated_at FROM vehicles WHERE `+listedWhere("status")+`
		ORDER BY id LIMIT ? OFFSET ?`, limit, offset)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make([]garihaat.SitemapVehicle, 0, limit)
	for rows.Next() {
		var v garihaat.SitemapVehicle
		var updated int64
		if err := rows.Scan(&v.Slug, &updated); err != nil {
			return nil, err
		}
		v.Updated = time.Unix(updated, 0).UTC()
		out = append(out, v)
	}
	return out, rows.Err()
}
