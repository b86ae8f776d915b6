package store

import (
	"context"

	"garihaat/store/sqldb"
)

// Once every media file is on object storage and the server reads them
// from there, the media table's copies are dead weight in every backup.
// `garihaat media move --prune` deletes them, but only when the server
// reads from the bucket they were copied to: what the last server started
// said (RecordMediaLocation), as the command cannot see the servers' flags.

// mediaLocationSetting names, in settings, where the last server started
// reads media from.
const mediaLocationSetting = "media_location"

// MediaInDatabase is what RecordMediaLocation notes for a server that keeps
// the media in the database (--media db).
const MediaInDatabase = "db"

// RecordMediaLocation notes where this server reads media from:
// MediaInDatabase, or an object store's Location. Every instance is given
// the same --media (docs/operations.md), so the last one started speaks for all.
func (s *core) RecordMediaLocation(ctx context.Context, location string) error {
	_, err := s.Writer().ExecContext(ctx, s.Rebind(`INSERT INTO settings (name, value) VALUES (?, ?)
		ON CONFLICT (name) DO UPDATE SET value = excluded.value`), mediaLocationSetting, location)
	return err
}

// MediaLocation is what the last server started noted (RecordMediaLocation),
// "" when none has.
func (s *core) MediaLocation(ctx context.Context) (string, error) {
	var loc string
	err := s.DB().QueryRowContext(ctx, s.Rebind(`SELECT value FROM settings WHERE name = ?`), mediaLocationSetting).Scan(&loc)
	if sqldb.IsNoRows(err) {
		return "", nil
	}
	return loc, err
}

// Prune deletes the media table's copies of the files at paths in one
// transaction, and says how many it deleted and how many bytes they held
// (a path already gone counts for nothing: a prune run again goes on).
func (m DBMedia) Prune(ctx context.Context, paths []string) (files int, bytes int64, err error) {
	if len(paths) == 0 {
		return 0, 0, nil
	}
	args := make([]any, len(paths))
	for i, p := range paths {
		args[i] = p
	}
	in := `path IN (` + sqldb.Marks(len(paths)) + `)`
	err = m.s.tx(ctx, func(t *Tx) error {
		if err := t.QueryRow(ctx, `SELECT COUNT(*), COALESCE(SUM(LENGTH(body)), 0) FROM media WHERE `+in, args...).Scan(&files, &bytes); err != nil {
			return err
		}
		_, err := t.Exec(ctx, `DELETE FROM media WHERE `+in, args...)
		return err
	})
	return files, bytes, err
}
