package conversations

import (
	"context"
	"database/sql"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// Public answers (issue 48 item 7): staff publish a conversation's
// question and answer, as they edited them, to its vehicle's page. A
// publish is a public change of that vehicle and of it alone: it goes
// through the catalogue's change path (adminWrite, vehicleChangedFrom)
// and moves the vehicle's revision, so its stored detail and page — and
// no other vehicle's — are made again.

// publishTarget is the conversation's vehicle, its state and the asker's
// name; ENOTFOUND for no conversation.
func (t *Tx) publishTarget(ctx context.Context, id int64) (vehicle sql.NullInt64, status sql.NullString, asker string, err error) {
	var kind string
	err = t.QueryRow(ctx, `SELECT c.vehicle_id, v.status, u.name, c.kind FROM conversations c JOIN users u ON u.id = c.buyer_id
		LEFT JOIN vehicles v ON v.id = c.vehicle_id WHERE c.id = ?`, id).Scan(&vehicle, &status, &asker, &kind)
	if sqldb.IsNoRows(err) {
		err = garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgConversationNotFound)
	} else if err == nil && kind != garihaat.ConversationBuyer {
		// A seller's review thread is the seller's talk with staff about
		// their listing, never a buyer's question: "Questions buyers
		// asked" would print it once the listing is on the site.
		err = garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgNotPublishable)
	}
	return vehicle, status, asker, err
}

// questionsChanged records that vehicle's public questions change: the
// catalogue's change of it, and its revision moved (no trigger watches
// vehicle_questions: this is its one writer).
func (t *Tx) questionsChanged(ctx context.Context, vehicle int64, status string) error {
	t.VehicleChangedFrom(vehicle, status)
	_, err := t.Exec(ctx, `UPDATE vehicles SET revision = revision + 1 WHERE id = ?`, vehicle)
	return err
}

// Publish implements garihaat.ConversationDesk: only a conversation about
// a vehicle whose page the public sees, and texts without contacts or the
// asker's name.
func (s *Conversations) Publish(ctx context.Context, a garihaat.Actor, id int64, req garihaat.PublishRequest) (garihaat.Published, error) {
	var out garihaat.Published
	err := s.adminWrite(ctx, func(tx *Tx) error {
		vehicle, status, asker, err := tx.publishTarget(ctx, id)
		if err != nil {
			return err
		}
		if !vehicle.Valid || !garihaat.VehicleAudience(status.String).PagePublic {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgNotPublishable)
		}
		clean, err := garihaat.ValidatePublish(req, asker)
		if err != nil {
			return err
		}
		if err := tx.questionsChanged(ctx, vehicle.Int64, status.String); err != nil {
			return err
		}
		now := s.Now().Unix()
		var by any
		if a.UserID != 0 {
			by = a.UserID
		}
		qid, err := tx.InsertID(ctx, `INSERT INTO vehicle_questions (vehicle_id, conversation_id, question, answer, published_by, published_at)
			VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (conversation_id) WHERE conversation_id IS NOT NULL DO UPDATE SET question = excluded.question,
				answer = excluded.answer, published_by = excluded.published_by, published_at = excluded.published_at`,
			vehicle.Int64, id, clean.Question, clean.Answer, by, now)
		if err != nil {
			return err
		}
		out = garihaat.Published{PublicQuestion: garihaat.PublicQuestion{ID: qid, Question: clean.Question, Answer: clean.Answer},
			ConversationID: id, VehicleID: vehicle.Int64, PublishedAt: time.Unix(now, 0).UTC()}
		return tx.Audit(ctx, a, "publish", "conversation", id, nil, clean)
	})
	return out, err
}

// Unpublish implements garihaat.ConversationDesk.
func (s *Conversations) Unpublish(ctx context.Context, a garihaat.Actor, id int64) error {
	return s.adminWrite(ctx, func(tx *Tx) error {
		var vehicle int64
		var status string
		err := tx.QueryRow(ctx, `SELECT q.vehicle_id, v.status FROM vehicle_questions q JOIN vehicles v ON v.id = q.vehicle_id
			WHERE q.conversation_id = ?`, id).Scan(&vehicle, &status)
		if sqldb.IsNoRows(err) {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNotPublished)
		} else if err != nil {
			return err
		}
		if err := tx.questionsChanged(ctx, vehicle, status); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM vehicle_questions WHERE conversation_id = ?`, id); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "unpublish", "conversation", id, nil, nil)
	})
}

// Published implements garihaat.ConversationDesk.
func (s *Conversations) Published(ctx context.Context, id int64) (garihaat.Published, error) {
	var p garihaat.Published
	var at int64
	err := s.QueryRow(ctx, `SELECT id, question, answer, vehicle_id, published_at FROM vehicle_questions WHERE conversation_id = ?`, id).
		Scan(&p.ID, &p.Question, &p.Answer, &p.VehicleID, &at)
	if sqldb.IsNoRows(err) {
		return p, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNotPublished)
	}
	p.ConversationID, p.PublishedAt = id, time.Unix(at, 0).UTC()
	return p, err
}
