package conversations

import (
	"context"
	"database/sql"
	"strconv"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// Sellers' review threads (issue 48 item 3): one conversation of kind
// 'review' per private seller's listing, its "buyer" the seller. The
// review desk's notes are posted there, the seller answers there, and
// staff forward buyers' questions into it, phone numbers hidden. The
// buyer's own conversation stays with the dealer: the seller never sees
// it, nor who asked.

// reviewThreadOf returns the review thread of vehicle id and its seller,
// beginning the thread when there is none. A vehicle with no private
// seller (the dealer's own) has none: ECONFLICT. Two callers at once make
// one thread: the lock on PostgreSQL, the one writer on SQLite.
func (t *Tx) reviewThreadOf(ctx context.Context, vehicleID int64, now time.Time) (thread, seller int64, err error) {
	if err := t.LockKeys(ctx, "review-thread:"+strconv.FormatInt(vehicleID, 10)); err != nil {
		return 0, 0, err
	}
	var sellerID sql.NullInt64
	err = t.QueryRow(ctx, `SELECT seller_id FROM vehicles WHERE id = ?`, vehicleID).Scan(&sellerID)
	switch {
	case sqldb.IsNoRows(err):
		return 0, 0, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgVehicleNotFound)
	case err != nil:
		return 0, 0, err
	case !sellerID.Valid:
		return 0, 0, garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgNoReviewThread)
	}
	err = t.QueryRow(ctx, `SELECT id FROM conversations WHERE kind = 'review' AND vehicle_id = ?`, vehicleID).Scan(&thread)
	if sqldb.IsNoRows(err) {
		thread, err = t.InsertID(ctx, `INSERT INTO conversations (kind, buyer_id, vehicle_id, status, created_at, updated_at)
			VALUES ('review', ?, ?, 'open', ?, ?)`, sellerID.Int64, vehicleID, now.Unix(), now.Unix())
	}
	return thread, sellerID.Int64, err
}

// postStaff adds a staff message to thread: by author (0: nobody, as the
// command line decides), a copy of a buyer's message when forwardedFrom is
// not 0. smsSent says the seller was already told by SMS (the review
// decision's), so the answer SMS does not tell them a second time.
func (t *Tx) postStaff(ctx context.Context, thread, author int64, text string, forwardedFrom int64, smsSent bool, now time.Time) (garihaat.Message, error) {
	var by, from any
	if author != 0 {
		by = author
	}
	if forwardedFrom != 0 {
		from = forwardedFrom
	}
	at := now.Unix()
	id, err := t.InsertID(ctx, `INSERT INTO conversation_messages (conversation_id, author_id, side, body, forwarded_from, created_at)
		VALUES (?, ?, 'staff', ?, ?, ?)`, thread, by, text, from, at)
	if err != nil {
		return garihaat.Message{}, err
	}
	sms := `sms_at`
	if smsSent {
		sms = strconv.FormatInt(at, 10)
	}
	if _, err := t.Exec(ctx, `UPDATE conversations SET updated_at = ?, sms_at = `+sms+` WHERE id = ?`, at, thread); err != nil {
		return garihaat.Message{}, err
	}
	if author != 0 {
		if err := t.markRead(ctx, garihaat.Viewer{UserID: author, Staff: true}, thread, id, at); err != nil {
			return garihaat.Message{}, err
		}
	}
	return garihaat.Message{ID: id, ConversationID: thread, Side: garihaat.SideStaff, AuthorID: author, Text: text,
		CreatedAt: time.Unix(at, 0).UTC(), Forwarded: forwardedFrom != 0}, nil
}

// postReviewNote puts the review desk's note on vehicle id into its
// seller's review thread; a dealer's vehicle, or no note, puts nothing.
func (t *Tx) postReviewNote(ctx context.Context, a garihaat.Actor, id int64, note string, now time.Time) error {
	if note == "" {
		return nil
	}
	var seller sql.NullInt64
	if err := t.QueryRow(ctx, `SELECT seller_id FROM vehicles WHERE id = ?`, id).Scan(&seller); err != nil || !seller.Valid {
		return err
	}
	thread, _, err := t.reviewThreadOf(ctx, id, now)
	if err != nil {
		return err
	}
	_, err = t.postStaff(ctx, thread, a.UserID, note, 0, true, now)
	return err
}

// ReviewThread implements garihaat.ConversationService.
func (s *Conversations) ReviewThread(ctx context.Context, v garihaat.Viewer, vehicleID int64, now time.Time) (garihaat.Conversation, error) {
	var thread int64
	err := s.tx(ctx, func(tx *Tx) error {
		if !v.Staff {
			var seller sql.NullInt64
			err := tx.QueryRow(ctx, `SELECT seller_id FROM vehicles WHERE id = ?`, vehicleID).Scan(&seller)
			if sqldb.IsNoRows(err) || err == nil && seller.Int64 != v.UserID {
				return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgVehicleNotFound)
			} else if err != nil {
				return err
			}
		}
		var err error
		thread, _, err = tx.reviewThreadOf(ctx, vehicleID, now)
		return err
	})
	if err != nil {
		return garihaat.Conversation{}, err
	}
	return s.Conversation(ctx, v, thread)
}

// Forward implements garihaat.ConversationService: the buyer's message of
// conversation id, its phone numbers hidden and copies of its photos with
// it, goes into the review thread of the vehicle's private seller as a
// staff message. Forwarding the same
// message again answers the copy already there (Replayed).
func (s *Conversations) Forward(ctx context.Context, a garihaat.Actor, id, messageID int64, now time.Time) (garihaat.Posted, error) {
	v := garihaat.Viewer{UserID: a.UserID, Staff: true}
	var p garihaat.Posted
	var put []string // the photos' copies, deleted again if the transaction fails
	err := s.tx(ctx, func(tx *Tx) error {
		var kind string
		var vehicle sql.NullInt64
		err := tx.QueryRow(ctx, `SELECT kind, vehicle_id FROM conversations WHERE id = ?`, id).Scan(&kind, &vehicle)
		if sqldb.IsNoRows(err) {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgConversationNotFound)
		} else if err != nil {
			return err
		}
		var body, side string
		err = tx.QueryRow(ctx, `SELECT body, side FROM conversation_messages WHERE id = ? AND conversation_id = ?`,
			messageID, id).Scan(&body, &side)
		if sqldb.IsNoRows(err) || err == nil && (side != garihaat.SideBuyer || kind != garihaat.ConversationBuyer) {
			return garihaat.FieldError("message_id", garihaat.MsgForwardNotBuyersQuestion)
		} else if err != nil {
			return err
		}
		if !vehicle.Valid {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgForwardNoPrivateSeller)
		}
		thread, _, err := tx.reviewThreadOf(ctx, vehicle.Int64, now)
		if garihaat.ErrorCode(err) == garihaat.ECONFLICT {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgForwardNoPrivateSeller)
		} else if err != nil {
			return err
		}
		err = scanMessage(tx.QueryRow(ctx, `SELECT `+messageColumns+` FROM conversation_messages
			WHERE conversation_id = ? AND forwarded_from = ?`, thread, messageID), &p.Message)
		if err == nil {
			p.Replayed = true
			return nil
		} else if !sqldb.IsNoRows(err) {
			return err
		}
		if p.Message, err = tx.postStaff(ctx, thread, a.UserID, garihaat.ForwardedText(body), messageID, false, now); err != nil {
			return err
		}
		if p.Message.Photos, err = tx.forwardPhotos(ctx, messageID, p.Message.ID, thread, a.UserID, now, &put); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "forward", "conversation", id, nil,
			map[string]any{"message_id": messageID, "review_thread": thread})
	})
	if err != nil {
		if len(put) > 0 && s.Objects != nil {
			_ = s.Objects.Delete(context.WithoutCancel(ctx), put...) // best effort, as AddPhoto's
		}
		return garihaat.Posted{}, err
	}
	if p.Replayed {
		msgs := []garihaat.Message{p.Message}
		if err := s.withPhotos(ctx, msgs); err != nil {
			return garihaat.Posted{}, err
		}
		p.Message = msgs[0]
	}
	p.Conversation, err = s.Conversation(ctx, v, p.Message.ConversationID)
	return p, err
}
