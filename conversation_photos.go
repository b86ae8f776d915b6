package garihaat

import (
	"context"
	"time"
	"unicode/utf8"
)

// Photos in conversations and the sent/delivered/read marks (issue 48
// item 4). A photo is uploaded first — through the listings' pipeline:
// bounded before decoding, one decode at a time, re-encoded — and waits,
// unsent, until a message names it in photo_ids; only the people who may
// see the conversation see its photos (docs/decisions.md).

// MaxMessagePhotos bounds the photos of one message.
const MaxMessagePhotos = 4

// MaxUnsentPhotos bounds the photos one person has uploaded to
// conversations and not sent yet (three messages' worth): what an upload
// whose answer was lost leaves behind is swept a day later.
const MaxUnsentPhotos = 12

// UnsentPhotoGrace is how long an uploaded photo waits to be sent before
// it is swept with its files.
const UnsentPhotoGrace = 24 * time.Hour

// The sizes a conversation photo is served in: the thread's thumbnail and
// the full size a tap opens (media.Sizes' names).
const (
	PhotoThumb = "card"
	PhotoFull  = "full"
)

// MessagePhoto is one photo of a message (or uploaded and not yet sent):
// its id and full size's pixels, so a page keeps its room before it loads.
type MessagePhoto struct {
	ID     int64 `json:"id"`
	Width  int   `json:"width"`
	Height int   `json:"height"`
}

// DeliveredMark is a side's delivered mark moved: its client received the
// other side's messages up to DeliveredUpTo. BuyerID routes the event.
type DeliveredMark struct {
	ConversationID int64  `json:"conversation_id"`
	BuyerID        int64  `json:"-"`
	Side           string `json:"side"`
	DeliveredUpTo  int64  `json:"delivered_up_to"`
}

// Delivery is message M of Buyer's conversation received by V's page.
type Delivery struct {
	V     Viewer
	Buyer int64
	M     Message
}

// ConversationPhotos is the conversations' photos and delivered marks.
type ConversationPhotos interface {
	// StartPhotoUpload admits one photo upload to conversation id before
	// its body is read or decoded: the conversation is the viewer's, a
	// buyer is not blocked, has fewer than MaxUnsentPhotos waiting, has
	// room in MaxSellerStoredBytes and is within the hour's uploads
	// (counted whatever becomes of the upload).
	StartPhotoUpload(ctx context.Context, in MessageInput, id int64, l ConversationLimits) error
	// AddPhoto stores a processed photo in conversation id, unsent; a
	// buyer's photo that would take them past MaxSellerStoredBytes is
	// refused (EINVALID on "image"), and one the media store does not
	// take is EUNAVAILABLE with nothing stored.
	AddPhoto(ctx context.Context, v Viewer, id int64, p Photo, now time.Time) (MessagePhoto, error)
	// DeletePhoto removes one of the viewer's unsent photos with its files.
	DeletePhoto(ctx context.Context, v Viewer, id, photoID int64) error
	// PhotoPath is the media path of a photo's size (PhotoThumb or
	// PhotoFull) when v may see it: a sent photo of a conversation v may
	// see, or v's own unsent one; ENOTFOUND otherwise.
	PhotoPath(ctx context.Context, v Viewer, id, photoID int64, size string) (string, error)
	// Delivered moves v's side's delivered mark of each conversation v may
	// see up to the newest message of the other side (at most upTo, when
	// not 0) that is not held, and returns the marks that moved (with an
	// error, those of the statements before it).
	Delivered(ctx context.Context, v Viewer, ids []int64, upTo int64) ([]DeliveredMark, error)
	// DeliveredMessages is Delivered of messages that reached their
	// viewers' pages through their streams (which only carry what each
	// viewer may see): those of the other side, not held, in one statement
	// a side and no read, however many conversations; the others as
	// Delivered does.
	DeliveredMessages(ctx context.Context, ds []Delivery) ([]DeliveredMark, error)
	// SweepUnsentPhotos deletes at most limit photos unsent for
	// UnsentPhotoGrace, with their files, and returns how many.
	SweepUnsentPhotos(ctx context.Context, limit int) (int, error)
}

// ValidateMessage returns the message's cleaned text: without photos as
// ValidateMessageText; with photos the text may be empty. More than
// MaxMessagePhotos photos, or one twice, is EINVALID on "photo_ids".
func ValidateMessage(text string, photos []int64) (string, error) {
	v := Validation{}
	seen := map[int64]bool{}
	for _, id := range photos {
		if id <= 0 || seen[id] {
			v.Add("photo_ids", MsgPhotoNotAttached)
			break
		}
		seen[id] = true
	}
	if len(photos) > MaxMessagePhotos {
		v.Add("photo_ids", MsgTooManyMessagePhotos)
	}
	clean := ""
	if len(photos) > 0 && utf8.ValidString(text) && CleanMessageText(text) == "" {
		// A photo alone is a message.
	} else if s, err := ValidateMessageText(text); err != nil {
		v.Add("text", err.(*Error).Message)
	} else {
		clean = s
	}
	if err := v.Err(firstMessage(v)); err != nil {
		return "", err
	}
	return clean, nil
}

// firstMessage is the first field's message of v, as the answer's own.
func firstMessage(v Validation) string {
	for _, f := range []string{"photo_ids", "text"} {
		if m := v[f]; len(m) > 0 {
			return m[0]
		}
	}
	return MsgMessageTextRequired
}
