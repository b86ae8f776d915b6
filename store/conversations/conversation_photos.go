package conversations

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"time"

	"garihaat"
	"garihaat/media"
	"garihaat/store/sqldb"
)

// Photos in conversations (issue 48 item 4). A photo's files are
// c/<name>-<size>.jpg in the media store (the database's or object
// storage), name random: unlike a listing's photo, which is named by its
// content and public, nobody can compute or guess a conversation photo's
// name, and /media/ never serves c/ — the conversation's own photo route
// does, after asking who may see the conversation.

// conversationPhotoSizes are the sizes kept of a conversation photo.
var conversationPhotoSizes = []string{garihaat.PhotoThumb, garihaat.PhotoFull}

// conversationPhotoPath is the media path of a photo's size.
func conversationPhotoPath(name, size string) string {
	return media.PrivatePrefix + name + "-" + size + ".jpg"
}

// conversationPhotoPaths are the media paths of every size of name.
func conversationPhotoPaths(name string) []any {
	out := make([]any, len(conversationPhotoSizes))
	for i, size := range conversationPhotoSizes {
		out[i] = conversationPhotoPath(name, size)
	}
	return out
}

// StartPhotoUpload implements garihaat.ConversationPhotos. Staff are not
// counted (answering is their job), as for messages; the upload gate
// still bounds what they hold in memory. A buyer whose stored photos fill
// the allowance is refused before the hour counts the upload, as a seller is.
func (s *Conversations) StartPhotoUpload(ctx context.Context, in garihaat.MessageInput, id int64, l garihaat.ConversationLimits) error {
	return s.tx(ctx, func(tx *Tx) error {
		if err := tx.mayAttach(ctx, in.Viewer, id); err != nil {
			return err
		}
		if in.Viewer.Staff {
			return nil
		}
		if err := tx.CheckStorage(ctx, in.Viewer.UserID, 0); err != nil {
			return err
		}
		return tx.countAttempt(ctx, in, "photo", []sqldb.Window{
			sqldb.NewWindow("conversation_attempts", "kind = 'photo' AND user_id = ?", in.Viewer.UserID, time.Hour, l.UserPhotosHourly, garihaat.MsgTooManyPhotoUploads),
			sqldb.NewWindow("conversation_attempts", "kind = 'photo' AND ip = ?", in.IP, time.Hour, l.IPPhotosHourly, garihaat.MsgTooManyPhotoUploadsNetwork),
		})
	})
}

// mayAttach refuses a photo to conversation id: one v may not see
// (ENOTFOUND), a blocked buyer (EFORBIDDEN), or an uploader with
// MaxUnsentPhotos waiting (ECONFLICT).
func (t *Tx) mayAttach(ctx context.Context, v garihaat.Viewer, id int64) error {
	if _, err := t.conversationOf(ctx, v, id); err != nil {
		return err
	}
	if !v.Staff {
		if err := t.refuseBlocked(ctx, v.UserID, ""); err != nil {
			return err
		}
	}
	var unsent int
	if err := t.QueryRow(ctx, `SELECT COUNT(*) FROM conversation_photos WHERE uploader_id = ? AND message_id IS NULL`,
		v.UserID).Scan(&unsent); err != nil {
		return err
	}
	if unsent >= garihaat.MaxUnsentPhotos {
		return sqldb.TooManyPhotos(garihaat.MsgTooManyUnsentPhotos)
	}
	return nil
}

// AddPhoto implements garihaat.ConversationPhotos: the checks again (the
// decode took a while) with the photo's bytes against the buyer's
// allowance, then the sizes and the row in one transaction. Files put on
// object storage before the transaction failed are deleted again: their
// names are random, so no retry would overwrite them and no sweep, which
// walks the rows, would ever find them.
func (s *Conversations) AddPhoto(ctx context.Context, v garihaat.Viewer, id int64, p garihaat.Photo, now time.Time) (garihaat.MessagePhoto, error) {
	var out garihaat.MessagePhoto
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return out, err
	}
	name := hex.EncodeToString(b[:])
	var kept []garihaat.Rendition
	var bytes int64
	for _, r := range p.Renditions {
		if r.Name == garihaat.PhotoThumb || r.Name == garihaat.PhotoFull {
			kept = append(kept, r)
			bytes += int64(len(r.Body))
		}
	}
	put := false
	err := s.tx(ctx, func(tx *Tx) error {
		if err := tx.mayAttach(ctx, v, id); err != nil {
			return err
		}
		if !v.Staff {
			if err := tx.CheckStorage(ctx, v.UserID, bytes); err != nil {
				return err
			}
		}
		for _, r := range kept {
			put = true
			if err := tx.PutMedia(ctx, conversationPhotoPath(name, r.Name), "image/jpeg", r.Body); err != nil {
				return err
			}
			if r.Name == garihaat.PhotoFull {
				out.Width, out.Height = r.Width, r.Height
			}
		}
		var err error
		out.ID, err = tx.InsertID(ctx, `INSERT INTO conversation_photos (conversation_id, uploader_id, name, width, height, bytes, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, id, v.UserID, name, out.Width, out.Height, bytes, now.Unix())
		return err
	})
	if err != nil && put && s.Objects != nil {
		// Best effort, and whatever became of the request: a store that
		// refused the put may refuse the delete too (nothing more to do).
		paths := make([]string, 0, len(conversationPhotoSizes))
		for _, size := range conversationPhotoSizes {
			paths = append(paths, conversationPhotoPath(name, size))
		}
		_ = s.Objects.Delete(context.WithoutCancel(ctx), paths...)
	}
	return out, err
}

// DeletePhoto implements garihaat.ConversationPhotos.
func (s *Conversations) DeletePhoto(ctx context.Context, v garihaat.Viewer, id, photoID int64) error {
	return s.tx(ctx, func(tx *Tx) error {
		if _, err := tx.conversationOf(ctx, v, id); err != nil {
			return err
		}
		var name string
		err := tx.QueryRow(ctx, `SELECT name FROM conversation_photos
			WHERE id = ? AND conversation_id = ? AND uploader_id = ? AND message_id IS NULL`, photoID, id, v.UserID).Scan(&name)
		if sqldb.IsNoRows(err) {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgPhotoNotFound)
		} else if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM conversation_photos WHERE id = ?`, photoID); err != nil {
			return err
		}
		return tx.DeleteMedia(ctx, conversationPhotoPaths(name))
	})
}

// PhotoPath implements garihaat.ConversationPhotos: a held message's
// photos are seen by whoever sees the held message (its writer and staff).
func (s *Conversations) PhotoPath(ctx context.Context, v garihaat.Viewer, id, photoID int64, size string) (string, error) {
	notFound := garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgPhotoNotFound)
	if size != garihaat.PhotoThumb && size != garihaat.PhotoFull {
		return "", notFound
	}
	var buyer, uploader int64
	var kind, name string
	var sent bool
	err := s.QueryRow(ctx, `SELECT c.buyer_id, c.kind, p.name, p.message_id IS NOT NULL, COALESCE(p.uploader_id, 0)
		FROM conversation_photos p JOIN conversations c ON c.id = p.conversation_id
		WHERE p.id = ? AND p.conversation_id = ?`, photoID, id).Scan(&buyer, &kind, &name, &sent, &uploader)
	if sqldb.IsNoRows(err) || err == nil && (!mayView(v, buyer, kind) || !sent && uploader != v.UserID) {
		return "", notFound
	} else if err != nil {
		return "", err
	}
	return conversationPhotoPath(name, size), nil
}

// attachPhotos gives the writer's unsent photos ids, in order, to message
// mid of conversation id; one that is not theirs, not in this
// conversation or already sent refuses the whole message.
func (t *Tx) attachPhotos(ctx context.Context, id, mid int64, v garihaat.Viewer, ids []int64) ([]garihaat.MessagePhoto, error) {
	var out []garihaat.MessagePhoto
	for i, pid := range ids {
		var ph garihaat.MessagePhoto
		err := t.QueryRow(ctx, `SELECT id, width, height FROM conversation_photos
			WHERE id = ? AND conversation_id = ? AND uploader_id = ? AND message_id IS NULL`, pid, id, v.UserID).Scan(&ph.ID, &ph.Width, &ph.Height)
		if sqldb.IsNoRows(err) {
			return nil, garihaat.FieldError("photo_ids", garihaat.MsgPhotoNotAttached)
		} else if err != nil {
			return nil, err
		}
		if _, err := t.Exec(ctx, `UPDATE conversation_photos SET message_id = ?, position = ? WHERE id = ?`, mid, i, pid); err != nil {
			return nil, err
		}
		out = append(out, ph)
	}
	return out, nil
}

// withPhotos fills the photos of msgs, one query for all of them.
func (s *Conversations) withPhotos(ctx context.Context, msgs []garihaat.Message) error {
	if len(msgs) == 0 {
		return nil
	}
	ids := make([]any, len(msgs))
	at := make(map[int64]int, len(msgs))
	for i, m := range msgs {
		ids[i], at[m.ID] = m.ID, i
	}
	rows, err := s.Query(ctx, `SELECT message_id, id, width, height FROM conversation_photos
		WHERE message_id IN (`+sqldb.Marks(len(ids))+`) ORDER BY message_id, position`, ids...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var mid int64
		var ph garihaat.MessagePhoto
		if err := rows.Scan(&mid, &ph.ID, &ph.Width, &ph.Height); err != nil {
			return err
		}
		m := &msgs[at[mid]]
		m.Photos = append(m.Photos, ph)
	}
	return rows.Err()
}

// SweepUnsentPhotos implements garihaat.ConversationPhotos, in one
// transaction: rows and files go together, or neither (a failed object
// delete is tried again at the next sweep).
func (s *Conversations) SweepUnsentPhotos(ctx context.Context, limit int) (int, error) {
	swept := 0
	err := s.tx(ctx, func(tx *Tx) error {
		cutoff := s.Now().Add(-garihaat.UnsentPhotoGrace).Unix()
		rows, err := tx.Query(ctx, `SELECT id, name FROM conversation_photos WHERE message_id IS NULL AND created_at <= ?
			ORDER BY created_at LIMIT ?`, cutoff, limit)
		if err != nil {
			return err
		}
		var ids []any
		var paths []any
		for rows.Next() {
			var id int64
			var name string
			if err := rows.Scan(&id, &name); err != nil {
				rows.Close()
				return err
			}
			ids, paths = append(ids, id), append(paths, conversationPhotoPaths(name)...)
		}
		rows.Close()
		if err := rows.Err(); err != nil || len(ids) == 0 {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM conversation_photos WHERE message_id IS NULL AND id IN (`+sqldb.Marks(len(ids))+`)`, ids...); err != nil {
			return err
		}
		swept = len(ids)
		return tx.DeleteMedia(ctx, paths)
	})
	return swept, err
}
