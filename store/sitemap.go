package store

import (
	"context"
	"time"

	"garihaat"
)

// SitemapShape counts the published vehicles, tells when the newest change
// to one of them was made, and where each file of per of them ends in id
// order. The ends are one pass over the listed ids, once a catalogue
// version; the files were read by OFFSET before, and at 1,000,000 the
// last of forty walked every listed vehicle before it (~0.4 s of
// PostgreSQL a file, forty files a crawl). The count and the ends are two
// statements: one pass with the count and newest change as window values
// over the ends' order took 1.29–1.44 s at 1,000,000 on PostgreSQL against
// 0.80–0.95 s for both (the count's scan needs no order).
func (s *Catalog) SitemapShape(ctx context.Context, per int) (garihaat.SitemapShape, error) {
	var shape garihaat.SitemapShape
	err := s.readTx(ctx, func(tx *Tx) error {
		var last *int64
		if err := tx.QueryRow(ctx, `SELECT COUNT(*), MAX(updated_at) FROM vehicles WHERE `+listedWhere("status")).Scan(&shape.Count, &last); err != nil {
			return err
		}
		if last != nil {
			shape.LastChange = time.Unix(*last, 0).UTC()
		}
		rows, err := tx.Query(ctx, `SELECT id FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY id) AS n FROM vehicles
			WHERE `+listedWhere("status")+`) AS listed WHERE n % ? = 0 ORDER BY id`, max(1, per))
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				return err
			}
			shape.Ends = append(shape.Ends, id)
		}
		return rows.Err()
	})
	return shape, err
}

// SitemapVehicles returns at most limit published vehicles with ids after
// after, in id order, each with its last change: a sitemap file's worth.
func (s *Catalog) SitemapVehicles(ctx context.Context, after int64, limit int) ([]garihaat.SitemapVehicle, error) {
	rows, err := s.Query(ctx, `SELECT slug, updated_at FROM vehicles WHERE `+listedWhere("status")+` AND id > ?
		ORDER BY id LIMIT ?`, after, limit)
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
