package sqldb

import (
	"context"
	"strings"

	"garihaat"
)

// The photos' files and the limits on them, which the sellers', the back
// office's and the conversations' uploads share.

// PutMedia stores a photo's file within the transaction: a row of the
// media table, or an object, whose failure is the uploader's 503.
func (t *Tx) PutMedia(ctx context.Context, path, contentType string, body []byte) error {
	if t.s.Objects == nil {
		_, err := t.Exec(ctx, `INSERT INTO media (path, content_type, body, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (path) DO NOTHING`, path, contentType, body, t.s.Now().Unix())
		return err
	}
	if err := t.s.Objects.Put(ctx, path, contentType, body); err != nil {
		return &MediaUnavailable{Cause: err}
	}
	return nil
}

// DeleteMedia deletes files within the transaction (a failed object
// delete rolls the sweep back, to be tried again).
func (t *Tx) DeleteMedia(ctx context.Context, paths []any) error {
	if t.s.Objects == nil {
		_, err := t.Exec(ctx, `DELETE FROM media WHERE path IN (?`+strings.Repeat(", ?", len(paths)-1)+`)`, paths...)
		return err
	}
	names := make([]string, len(paths))
	for i, p := range paths {
		names[i] = p.(string)
	}
	return t.s.Objects.Delete(ctx, names...)
}

// MediaUnavailable is a failed object store: the caller's answer is a 503
// saying the photo was not saved; the cause goes to the log.
type MediaUnavailable struct{ Cause error }

func (e *MediaUnavailable) Error() string { return "photo storage unavailable: " + e.Cause.Error() }
func (e *MediaUnavailable) Unwrap() []error {
	msg := garihaat.Msg(garihaat.MsgPhotoStorageUnavailable)
	return []error{e.Cause, &garihaat.Error{Code: garihaat.EUNAVAILABLE, RetryAfter: 5, Message: msg,
		Fields: map[string][]string{"image": {msg}}}}
}

// TooManyPhotos is the answer to a photo past a vehicle's limit.
func TooManyPhotos(msg string) error {
	return &garihaat.Error{Code: garihaat.ECONFLICT, Message: msg, Fields: map[string][]string{"image": {msg}}}
}

// StoredBytes is what the photos charged to user take, those waiting to be
// swept included (deleting and uploading again must not grow the total):
// their listings' photos, and the photos they uploaded to their own
// conversations as the buyer, sent or not (issue 46 item 8 counts what a
// person may store, whatever they store it as). Photos staff attach in
// the inbox are the dealer's, as the back office's listing photos are,
// and charged to nobody.
func (t *Tx) StoredBytes(ctx context.Context, user int64) (int64, error) {
	var n int64
	err := t.QueryRow(ctx, `SELECT COALESCE((SELECT SUM(bytes) FROM stored_photos WHERE owner_id = ?), 0)
		+ COALESCE((SELECT SUM(p.bytes) FROM conversation_photos p JOIN conversations c ON c.id = p.conversation_id
			WHERE p.uploader_id = ? AND c.buyer_id = ?), 0)`, user, user, user).Scan(&n)
	return n, err
}

// CheckStorage refuses a photo of add bytes that would take user's stored
// photos past garihaat.MaxSellerStoredBytes; add 0 asks whether they are
// full already (before an upload is read or decoded).
func (t *Tx) CheckStorage(ctx context.Context, user, add int64) error {
	used, err := t.StoredBytes(ctx, user)
	if err != nil {
		return err
	}
	if used+add > garihaat.MaxSellerStoredBytes || (add == 0 && used >= garihaat.MaxSellerStoredBytes) {
		return garihaat.FieldError("image", garihaat.Msg(garihaat.MsgPhotoStorageFull, garihaat.MaxSellerStoredBytes>>20))
	}
	return nil
}
