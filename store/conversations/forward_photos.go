package conversations

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"io"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// Forwarding a buyer's message into a seller's review thread carries its
// photos (issue 48): a buyer's "is this scratch on the door?" means little
// without the photo. The seller must never reach the buyer's conversation,
// so the thread gets copies — new random names under c/, rows of its own —
// read through the thread's photo route by whoever may read the thread,
// never by /media/, exactly as photos sent there.

// forwardPhotos copies the photos of message from to message to of
// conversation thread, in order, uploaded by the forwarding staff member.
// Each name it puts is appended to put, so that the caller can delete the
// objects again when the transaction fails (their names are random: no
// retry overwrites them and no sweep finds them).
func (t *Tx) forwardPhotos(ctx context.Context, from, to, thread, by int64, now time.Time, put *[]string) ([]garihaat.MessagePhoto, error) {
	type source struct {
		name          string
		width, height int
		bytes         int64
	}
	rows, err := t.Query(ctx, `SELECT name, width, height, bytes FROM conversation_photos
		WHERE message_id = ? ORDER BY position`, from)
	if err != nil {
		return nil, err
	}
	var srcs []source
	for rows.Next() {
		var s source
		if err := rows.Scan(&s.name, &s.width, &s.height, &s.bytes); err != nil {
			rows.Close()
			return nil, err
		}
		srcs = append(srcs, s)
	}
	if err := rows.Close(); err != nil {
		return nil, err
	}
	out := make([]garihaat.MessagePhoto, 0, len(srcs))
	for i, src := range srcs {
		var b [16]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, err
		}
		name := hex.EncodeToString(b[:])
		for _, size := range conversationPhotoSizes {
			body, err := t.readMedia(ctx, conversationPhotoPath(src.name, size))
			if err != nil {
				return nil, err
			}
			*put = append(*put, conversationPhotoPath(name, size))
			if err := t.PutMedia(ctx, conversationPhotoPath(name, size), "image/jpeg", body); err != nil {
				return nil, err
			}
		}
		id, err := t.InsertID(ctx, `INSERT INTO conversation_photos
			(conversation_id, message_id, uploader_id, name, width, height, bytes, position, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, thread, to, by, name, src.width, src.height, src.bytes, i, now.Unix())
		if err != nil {
			return nil, err
		}
		out = append(out, garihaat.MessagePhoto{ID: id, Width: src.width, Height: src.height})
	}
	return out, nil
}

// readMedia reads a whole file within the transaction: the media table's
// row through it, or the object (a failure is the caller's 503, as a put's).
func (t *Tx) readMedia(ctx context.Context, path string) ([]byte, error) {
	if t.s.Objects == nil {
		var body []byte
		err := t.QueryRow(ctx, `SELECT body FROM media WHERE path = ?`, path).Scan(&body)
		return body, err
	}
	_, r, err := t.s.Objects.Open(ctx, path)
	if err != nil {
		return nil, &sqldb.MediaUnavailable{Cause: err}
	}
	defer r.Close()
	body, err := io.ReadAll(r)
	if err != nil {
		return nil, &sqldb.MediaUnavailable{Cause: err}
	}
	return body, nil
}
