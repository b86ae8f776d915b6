package store

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"garihaat"
	"garihaat/store/conversations"
)

// Stored photos (issue 46, item 8): a deleted photo or listing left its
// sizes stored and public forever. Each photo a vehicle shows has a row in
// stored_photos; when the last vehicle showing it lets it go, the row is
// stamped unused_since, and SweepPhotos deletes its sizes a grace period
// later (garihaat.PhotoGrace), if still no vehicle shows it. Files are
// named by content, so two uploads (or a duplicated vehicle) can share one:
// every decision asks vehicle_images in the same transaction, and a photo
// is claimed (its row written) before its files, so a sweep and an upload
// of the same photo are ordered by that row's lock.

// photoSizes are the names of the sizes media.Sizes makes (a store test
// holds them equal): the files of one photo are u/<hash>-<size>.jpg.
var photoSizes = []string{"card", "detail", "full"}

// photoPaths are the media paths of the photo hash.
func photoPaths(hash string) []any {
	out := make([]any, len(photoSizes))
	for i, s := range photoSizes {
		out[i] = "u/" + hash + "-" + s + ".jpg"
	}
	return out
}

// photoHash is the hash of a photo's URL (/media/u/<hash>-<size>.jpg); ""
// for any other URL.
func photoHash(url string) string {
	rest, ok := strings.CutPrefix(url, "/media/u/")
	if !ok {
		return ""
	}
	i := strings.LastIndexByte(rest, '-') // the size's name holds none
	if i <= 0 {
		return ""
	}
	return rest[:i]
}

// detailURL is the URL vehicle_images.url holds for the photo hash.
func detailURL(hash string) string { return "/media/u/" + hash + "-detail.jpg" }

// claimPhoto records that p is shown (kept: by a record's image field),
// charged to owner (0: nobody) unless someone's use of it already is. It
// runs before the photo's files are written: a sweep holding the row is
// waited for, and then finds it in use or has removed it and its files,
// which are then written again.
func (t *Tx) claimPhoto(ctx context.Context, p garihaat.Photo, owner int64, kept bool) error {
	var bytes int64
	for _, r := range p.Renditions {
		bytes += int64(len(r.Body))
	}
	var ownerID sql.NullInt64
	if owner != 0 {
		ownerID = sql.NullInt64{Int64: owner, Valid: true}
	}
	keep := 0
	if kept {
		keep = 1
	}
	_, err := t.Exec(ctx, `INSERT INTO stored_photos (hash, owner_id, bytes, kept, unused_since) VALUES (?, ?, ?, ?, NULL)
		ON CONFLICT (hash) DO UPDATE SET unused_since = NULL,
			owner_id = CASE WHEN stored_photos.unused_since IS NULL THEN stored_photos.owner_id ELSE excluded.owner_id END,
			kept = CASE WHEN excluded.kept = 1 THEN 1 ELSE stored_photos.kept END`, p.Hash, ownerID, bytes, keep)
	return err
}

// releasePhotos stamps the photos of urls unused from now where no vehicle
// shows them any more; called after their vehicle_images rows went.
func (t *Tx) releasePhotos(ctx context.Context, urls []string) error {
	now := t.s.Now().Unix()
	for _, url := range urls {
		hash := photoHash(url)
		if hash == "" {
			continue
		}
		if _, err := t.Exec(ctx, `UPDATE stored_photos SET unused_since = ?
			WHERE hash = ? AND unused_since IS NULL AND kept = 0
				AND NOT EXISTS (SELECT 1 FROM vehicle_images WHERE url = ?)`, now, hash, detailURL(hash)); err != nil {
			return err
		}
	}
	return nil
}

// deleteVehicleRow deletes vehicle id (its photos' rows go with it) and
// releases its photos.
func (t *Tx) deleteVehicleRow(ctx context.Context, id int64) error {
	urls, err := t.texts(ctx, `SELECT url FROM vehicle_images WHERE vehicle_id = ?`, id)
	if err != nil {
		return err
	}
	if _, err := t.Exec(ctx, `DELETE FROM vehicles WHERE id = ?`, id); err != nil {
		return err
	}
	return t.releasePhotos(ctx, urls)
}

// texts returns the one text column of q's rows.
func (t *Tx) texts(ctx context.Context, q string, args ...any) ([]string, error) {
	rows, err := t.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// newBytes is what storing p adds to its uploader's total: nothing when a
// vehicle already shows the same photo.
func (t *Tx) newBytes(ctx context.Context, p garihaat.Photo) (int64, error) {
	var inUse int
	if err := t.QueryRow(ctx, `SELECT COUNT(*) FROM stored_photos WHERE hash = ? AND unused_since IS NULL`, p.Hash).Scan(&inUse); err != nil {
		return 0, err
	}
	if inUse > 0 {
		return 0, nil
	}
	var n int64
	for _, r := range p.Renditions {
		n += int64(len(r.Body))
	}
	return n, nil
}

// SweepPhotos deletes the files of at most limit photos no vehicle has
// shown for garihaat.PhotoGrace, one transaction, and returns how many it
// deleted. Every instance may sweep: a photo is deleted by whichever
// transaction deletes its row, and only while still unused.
func (s *BackOffice) SweepPhotos(ctx context.Context, limit int) (int, error) {
	swept := 0
	err := s.tx(ctx, func(tx *Tx) error {
		cutoff := tx.s.Now().Add(-garihaat.PhotoGrace).Unix()
		hashes, err := tx.texts(ctx, `SELECT hash FROM stored_photos
			WHERE unused_since IS NOT NULL AND unused_since <= ? AND kept = 0 ORDER BY unused_since LIMIT ?`, cutoff, limit)
		if err != nil {
			return err
		}
		for _, h := range hashes {
			n, err := tx.Exec(ctx, `DELETE FROM stored_photos WHERE hash = ? AND unused_since IS NOT NULL AND unused_since <= ?
				AND kept = 0 AND NOT EXISTS (SELECT 1 FROM vehicle_images WHERE url = ?)`, h, cutoff, detailURL(h))
			if err != nil {
				return err
			}
			if affected, _ := n.RowsAffected(); affected == 0 {
				// Shown again (a stamp raced an upload of the same photo):
				// in use, not to be asked about again.
				if _, err := tx.Exec(ctx, `UPDATE stored_photos SET unused_since = NULL
					WHERE hash = ? AND EXISTS (SELECT 1 FROM vehicle_images WHERE url = ?)`, h, detailURL(h)); err != nil {
					return err
				}
				continue
			}
			if err := tx.DeleteMedia(ctx, photoPaths(h)); err != nil {
				return err
			}
			swept++
		}
		return nil
	})
	return swept, err
}

// photoSweepBatch bounds one sweep transaction.
const photoSweepBatch = 100

// RunPhotoSweep sweeps unused photos (and conversations' unsent ones)
// every interval until ctx ends, in batches of photoSweepBatch, each its
// own transaction.
func RunPhotoSweep(ctx context.Context, s *BackOffice, interval time.Duration, logger interface {
	Warn(msg string, args ...any)
}) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		for ctx.Err() == nil {
			n, err := s.SweepPhotos(ctx, photoSweepBatch)
			if err != nil {
				logger.Warn("photo sweep failed", "err", err)
			}
			if err != nil || n < photoSweepBatch {
				break
			}
		}
		// Conversations' photos uploaded and never sent (issue 48).
		threads := &conversations.Conversations{Core: s.Core}
		for ctx.Err() == nil {
			n, err := threads.SweepUnsentPhotos(ctx, photoSweepBatch)
			if err != nil {
				logger.Warn("unsent photo sweep failed", "err", err)
			}
			if err != nil || n < photoSweepBatch {
				break
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
