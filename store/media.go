package store

import (
	"bytes"
	"context"
	"io"

	"garihaat"
	"garihaat/media"
	"garihaat/store/sqldb"
)

// The files served under /media/ live in the media table unless UseMedia
// put them on object storage (issue 47). Writes that go with a photo's row
// (saveRenditions, the sweep) happen inside that row's transaction either
// way, so that no committed row names a file that is not stored and no
// sweep deletes the files of a photo an upload just claimed: the
// transaction holds the photo's stored_photos row while the objects are
// written or deleted.

// UseMedia keeps the media files in m from now on (call it before the
// store is used); the media table is then no longer read or written.
func (s *core) UseMedia(m media.Store) { s.Objects = m }

// MediaStore is where the media files are: the store given to UseMedia,
// else the database's.
func (s *core) MediaStore() media.Store {
	if s.Objects != nil {
		return s.Objects
	}
	return DBMedia{s}
}

// Media returns the content type and whole body of the file at path, for
// share images made from it and for tests.
func (s *Catalog) Media(ctx context.Context, path string) (string, []byte, error) {
	in, body, err := s.MediaStore().Open(ctx, path)
	if err != nil {
		return "", nil, err
	}
	defer body.Close()
	b, err := io.ReadAll(body)
	return in.ContentType, b, err
}

// OpenMedia opens the file at path to stream it.
func (s *Catalog) OpenMedia(ctx context.Context, path string) (media.Info, io.ReadCloser, error) {
	return s.MediaStore().Open(ctx, path)
}

// StatMedia describes the file at path.
func (s *Catalog) StatMedia(ctx context.Context, path string) (media.Info, error) {
	return s.MediaStore().Stat(ctx, path)
}

// SaveDerivedMedia stores a file made from other media (a share image) at
// path, unless one is there already: two instances that made the same file
// at once both succeed, and the first one's copy stays.
func (s *Catalog) SaveDerivedMedia(ctx context.Context, path, contentType string, body []byte) error {
	return s.MediaStore().Put(ctx, path, contentType, body)
}

// DBMedia is the media table as a media.Store: the default, and the source
// `garihaat media move` copies from.
type DBMedia struct{ s *core }

// DBMedia returns the media table, wherever UseMedia put new files.
func (s *core) DBMedia() DBMedia { return DBMedia{s} }

// Put stores body at path unless a file is there.
func (m DBMedia) Put(ctx context.Context, path, contentType string, body []byte) error {
	_, err := m.s.Writer().ExecContext(ctx, m.s.Rebind(`INSERT INTO media (path, content_type, body, created_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (path) DO NOTHING`), path, contentType, body, m.s.Now().Unix())
	return err
}

// Stat reads the file: its entity tag is a hash of the body.
func (m DBMedia) Stat(ctx context.Context, path string) (media.Info, error) {
	in, _, err := m.read(ctx, path)
	return in, err
}

// Open reads the file whole (a row is one value; photos are at most a few
// hundred KB) and hands it out as a stream.
func (m DBMedia) Open(ctx context.Context, path string) (media.Info, io.ReadCloser, error) {
	in, body, err := m.read(ctx, path)
	if err != nil {
		return in, nil, err
	}
	return in, io.NopCloser(bytes.NewReader(body)), nil
}

func (m DBMedia) read(ctx context.Context, path string) (media.Info, []byte, error) {
	var in media.Info
	var body []byte
	err := m.s.DB().QueryRowContext(ctx, m.s.Rebind(`SELECT content_type, body FROM media WHERE path = ?`), path).Scan(&in.ContentType, &body)
	if sqldb.IsNoRows(err) {
		return in, nil, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNotFound)
	} else if err != nil {
		return in, nil, err
	}
	in.Size, in.ETag = int64(len(body)), media.ETag(body)
	return in, body, nil
}

// Delete removes the files at paths.
func (m DBMedia) Delete(ctx context.Context, paths ...string) error {
	for _, p := range paths {
		if _, err := m.s.Writer().ExecContext(ctx, m.s.Rebind(`DELETE FROM media WHERE path = ?`), p); err != nil {
			return err
		}
	}
	return nil
}

// Paths returns at most limit paths of the media table after after, in
// order (a copy walks them batch by batch and can resume at any path).
func (m DBMedia) Paths(ctx context.Context, after string, limit int) ([]string, error) {
	rows, err := m.s.DB().QueryContext(ctx, m.s.Rebind(`SELECT path FROM media WHERE path > ? ORDER BY path LIMIT ?`), after, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// Count is how many files the media table holds.
func (m DBMedia) Count(ctx context.Context) (int, error) {
	var n int
	err := m.s.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM media`).Scan(&n)
	return n, err
}

var _ media.Store = DBMedia{}

// OutsidePhotos counts the photos whose files are not in the media table.
type OutsidePhotos struct {
	Listings      int // listings' and the back office's (stored_photos)
	Conversations int // conversations', sent or waiting to be sent
}

// Total is every photo outside the database.
func (o OutsidePhotos) Total() int { return o.Listings + o.Conversations }

// PhotosOutsideDatabase counts the photos whose files the media table
// does not hold (they live on object storage), which a database backup
// therefore does not copy: a photo is asked about by one of its sizes.
func (s *core) PhotosOutsideDatabase(ctx context.Context) (OutsidePhotos, error) {
	var o OutsidePhotos
	err := s.DB().QueryRowContext(ctx, s.Rebind(`SELECT
		(SELECT COUNT(*) FROM stored_photos sp
			WHERE NOT EXISTS (SELECT 1 FROM media m WHERE m.path = 'u/' || sp.hash || '-detail.jpg')),
		(SELECT COUNT(*) FROM conversation_photos cp
			WHERE NOT EXISTS (SELECT 1 FROM media m WHERE m.path = ? || cp.name || '-' || ? || '.jpg'))`),
		media.PrivatePrefix, garihaat.PhotoFull).Scan(&o.Listings, &o.Conversations)
	return o, err
}
