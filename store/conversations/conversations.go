package conversations

import (
	"context"
	"database/sql"
	"strconv"
	"strings"
	"time"

	"garihaat"
	"garihaat/spelling"
	"garihaat/store/sqldb"
)

// Conversations keeps buyers' conversations with the dealer (issue 48).
type Conversations struct{ *sqldb.Core }

var _ garihaat.ConversationService = (*Conversations)(nil)

// Ask implements garihaat.ConversationService: the buyer's conversation
// about the vehicle (or support) gets the message, and is begun first when
// there is none. Finding, beginning and writing are one transaction under
// the buyer's lock, so two asks at once make one conversation.
func (s *Conversations) Ask(ctx context.Context, in garihaat.MessageInput, l garihaat.ConversationLimits) (garihaat.Posted, error) {
	return s.write(ctx, in, func(tx *Tx, text string, p *garihaat.Posted) error {
		var vehicle any // NULL: support
		if in.VehicleID != 0 {
			vehicle = in.VehicleID
		}
		// The vehicle's status and the buyer's conversation about it in one
		// read: a message is many small statements, and each one less is
		// felt on PostgreSQL (a round trip each, under the buyer's lock).
		var status sql.NullString
		var found sql.NullInt64
		err := tx.QueryRow(ctx, `SELECT (SELECT status FROM vehicles WHERE id = ?),
			(SELECT id FROM conversations WHERE buyer_id = ? AND kind = 'buyer' AND `+sameVehicle+`)`,
			in.VehicleID, in.Viewer.UserID, vehicle, vehicle).Scan(&status, &found)
		if err != nil {
			return err
		}
		if in.VehicleID != 0 && (!status.Valid || !garihaat.VehicleAudience(status.String).PagePublic) {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgConversationVehicleNotFound)
		}
		id := found.Int64
		if !found.Valid {
			if err := tx.countAttempt(ctx, in, "new", []sqldb.Window{
				sqldb.NewWindow("conversation_attempts", "kind = 'new' AND user_id = ?", in.Viewer.UserID, 24*time.Hour, l.UserDaily, garihaat.MsgTooManyConversationsToday),
				sqldb.NewWindow("conversation_attempts", "kind = 'new' AND ip = ?", in.IP, 24*time.Hour, l.IPDaily, garihaat.MsgTooManyConversationsNetwork),
			}); err != nil {
				return err
			}
			now := in.Now.Unix()
			if id, err = tx.InsertID(ctx, `INSERT INTO conversations (buyer_id, vehicle_id, status, created_at, updated_at)
				VALUES (?, ?, 'open', ?, ?)`, in.Viewer.UserID, vehicle, now, now); err != nil {
				return err
			}
			p.Created = true
		}
		p.Conversation.BuyerID = in.Viewer.UserID
		return tx.post(ctx, id, in, text, l, p)
	})
}

// sameVehicle matches a conversation's vehicle with one argument given
// twice: NULL (support) matches NULL.
const sameVehicle = `(vehicle_id = ? OR (vehicle_id IS NULL AND CAST(? AS BIGINT) IS NULL))`

// Send implements garihaat.ConversationService.
func (s *Conversations) Send(ctx context.Context, id int64, in garihaat.MessageInput, l garihaat.ConversationLimits) (garihaat.Posted, error) {
	return s.write(ctx, in, func(tx *Tx, text string, p *garihaat.Posted) error {
		var buyer int64
		var kind string
		var gone bool
		err := tx.QueryRow(ctx, `SELECT c.buyer_id, c.kind, u.deleted_at IS NOT NULL
			FROM conversations c JOIN users u ON u.id = c.buyer_id WHERE c.id = ?`, id).Scan(&buyer, &kind, &gone)
		switch {
		case sqldb.IsNoRows(err) || err == nil && !mayView(in.Viewer, buyer, kind):
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgConversationNotFound)
		case err != nil:
			return err
		case in.Viewer.Staff && gone:
			// Nobody reads an answer to a deleted account.
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgBuyerDeleted)
		}
		p.Conversation.BuyerID = buyer
		return tx.post(ctx, id, in, text, l, p)
	})
}

// write stores a message: its text cleaned, then in one transaction under
// the writer's lock either the message its key stored before or fn's, and
// the conversation as the writer sees it now, for the answer.
func (s *Conversations) write(ctx context.Context, in garihaat.MessageInput, fn func(tx *Tx, text string, p *garihaat.Posted) error) (garihaat.Posted, error) {
	text, err := garihaat.ValidateMessage(spelling.Text(in.Text), in.PhotoIDs)
	if err != nil {
		return garihaat.Posted{}, err
	}
	var p garihaat.Posted
	err = s.grouped(ctx, func(tx *Tx) error {
		done, err := tx.beginPost(ctx, in, &p)
		if err != nil {
			return err
		}
		if !done {
			if err := fn(tx, text, &p); err != nil {
				return err
			}
		}
		// Read here, on the connection the message holds: after the commit
		// it waited for another from the pool again.
		p.Conversation, err = tx.conversation(ctx, in.Viewer, p.Message.ConversationID)
		return err
	})
	if err != nil {
		return garihaat.Posted{}, err
	}
	if p.Replayed {
		// The stored message's photos, as it was sent the first time.
		msgs := []garihaat.Message{p.Message}
		if err := s.withPhotos(ctx, msgs); err != nil {
			return garihaat.Posted{}, err
		}
		p.Message = msgs[0]
	} else if in.Stored != nil {
		in.Stored(p.Message, p.Conversation.BuyerID)
	}
	return p, nil
}

// beginPost takes the writer's lock and, when the message's key was used
// before, answers with the message stored under it (done). A buyer's lock
// is theirs, for their limits and their one conversation a vehicle; staff
// are not limited and answer many conversations at once, so theirs is the
// key's only — one lock for a member answering a hundred buyers a second
// queued every answer behind the one before, holding a connection each
// (on PostgreSQL the public pages then waited for one).
func (t *Tx) beginPost(ctx context.Context, in garihaat.MessageInput, p *garihaat.Posted) (done bool, err error) {
	user := "conversation-user:" + strconv.FormatInt(in.Viewer.UserID, 10)
	var locks []string
	switch {
	case !in.Viewer.Staff:
		locks = []string{user, "conversation-ip:" + in.IP} // the address's too, which its limits take next
	case in.KeyHash != "":
		locks = []string{user + ":" + in.KeyHash}
	}
	if err := t.LockKeys(ctx, locks...); err != nil {
		return false, err
	}
	if in.KeyHash == "" {
		return false, nil
	}
	var request string
	var m garihaat.Message
	err = scanMessage(t.QueryRow(ctx, `SELECT `+messageColumns+`, request_hash FROM conversation_messages
		WHERE author_id = ? AND key_hash = ?`, in.Viewer.UserID, in.KeyHash), &m, &request)
	switch {
	case sqldb.IsNoRows(err):
		return false, nil
	case err != nil:
		return false, err
	case request != in.RequestHash:
		return false, garihaat.FieldError("Idempotency-Key", garihaat.MsgIdempotencyKeySentOtherText)
	}
	p.Message, p.Replayed = m, true
	return true, nil
}

// post stores the message in conversation id: within the buyer's limits,
// the writer's read mark moved past it, and a buyer's message opening a
// resolved conversation again.
func (t *Tx) post(ctx context.Context, id int64, in garihaat.MessageInput, text string, l garihaat.ConversationLimits, p *garihaat.Posted) error {
	now := in.Now.Unix()
	held := false
	if !in.Viewer.Staff {
		if err := t.gateAttempt(ctx, in, "message", true, []sqldb.Window{
			sqldb.NewWindow("conversation_attempts", "kind = 'message' AND user_id = ?", in.Viewer.UserID, time.Minute, l.UserPerMinute, garihaat.MsgTooManyMessagesMinute),
			sqldb.NewWindow("conversation_attempts", "kind = 'message' AND ip = ?", in.IP, time.Minute, l.IPPerMinute, garihaat.MsgTooManyMessagesNetwork),
		}); err != nil {
			return err
		}
		h, err := t.holdFirst(ctx, in, text)
		if err != nil {
			return err
		}
		held = h
	}
	var key any
	if in.KeyHash != "" {
		key = in.KeyHash
	}
	side := in.Viewer.Side()
	mid, err := t.insertMessage(ctx, id, in, side, text, key, held, now)
	if err != nil {
		return err
	}
	photos, err := t.attachPhotos(ctx, id, mid, in.Viewer, in.PhotoIDs)
	if err != nil {
		return err
	}
	p.Message = garihaat.Message{ID: mid, ConversationID: id, Side: side, AuthorID: in.Viewer.UserID, Text: text,
		CreatedAt: time.Unix(now, 0).UTC(), Held: held, Photos: photos}
	return nil
}

// insertMessage stores the message and what it moves: its conversation's
// time (a buyer's message opens it again) and the writer's read mark, past
// it. On PostgreSQL the three writes are one statement — a round trip each
// was a wait for the database's turn on a busy machine (issue 48); SQLite,
// in the process, has no data-modifying WITH.
func (t *Tx) insertMessage(ctx context.Context, id int64, in garihaat.MessageInput, side, text string, key any, held bool, now int64) (int64, error) {
	reopen := `status`
	if side == garihaat.SideBuyer {
		reopen = `'open'`
	}
	const insert = `INSERT INTO conversation_messages (conversation_id, author_id, side, body, key_hash, request_hash, created_at, held)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
	args := []any{id, in.Viewer.UserID, side, text, key, in.RequestHash, now, boolInt(held)}
	update := `UPDATE conversations SET status = ` + reopen + `, updated_at = ? WHERE id = ?`
	if t.Core().Dialect() == sqldb.Postgres {
		var mid int64
		err := t.QueryRow(ctx, `WITH m AS (`+insert+` RETURNING id), c AS (`+update+`),
			r AS (INSERT INTO conversation_reads (conversation_id, user_id, side, last_read, read_at) SELECT ?, ?, ?, id, ? FROM m `+readMoves+`)
			SELECT id FROM m`, append(args, now, id, id, in.Viewer.UserID, side, now)...).Scan(&mid)
		return mid, err
	}
	mid, err := t.InsertID(ctx, insert, args...)
	if err != nil {
		return 0, err
	}
	if _, err := t.Exec(ctx, update, now, id); err != nil {
		return 0, err
	}
	return mid, t.markRead(ctx, in.Viewer, id, mid, now)
}

// countAttempt checks the windows and logs one attempt of kind.
func (t *Tx) countAttempt(ctx context.Context, in garihaat.MessageInput, kind string, windows []sqldb.Window) error {
	return t.gateAttempt(ctx, in, kind, false, windows)
}

// gateAttempt checks the windows and logs one attempt of kind; gated, it
// also refuses a writer staff blocked and keeps their SMS language (gate,
// as refuseBlocked) — all read in one statement. The writer's rows older
// than the longest window go when there are any: the log stays as small
// as the limits need without a sweeper, and without a statement for it on
// every message.
func (t *Tx) gateAttempt(ctx context.Context, in garihaat.MessageInput, kind string, gated bool, windows []sqldb.Window) error {
	if err := t.LockKeys(ctx, "conversation-ip:"+in.IP); err != nil {
		return err
	}
	old := in.Now.Add(-24 * time.Hour).Unix()
	w := sqldb.ReadWindows(in.Now, windows...)
	cols := append([]string{`EXISTS (SELECT 1 FROM conversation_attempts WHERE user_id = u.id AND at <= ?)`,
		`EXISTS (SELECT 1 FROM conversation_blocks WHERE user_id = u.id)`, `u.alert_lang`}, w.Columns...)
	args := append(append([]any{old}, w.Args...), in.Viewer.UserID)
	q := `SELECT ` + strings.Join(cols, ", ") + ` FROM users u WHERE u.id = ?`
	attempt := []any{in.Viewer.UserID, in.IP, kind, in.Now.Unix()}
	logged := t.Core().Dialect() == sqldb.Postgres
	if logged {
		// The attempt is logged by the same statement, a round trip fewer;
		// its read does not see it (one snapshot), and a refusal below rolls
		// it back with the transaction.
		q = `WITH a AS (` + insertAttempt + `) ` + q
		args = append(attempt, args...)
	}
	var stale, blocked bool
	var lang sql.NullString
	if err := t.QueryRow(ctx, q, args...).Scan(append([]any{&stale, &blocked, &lang}, w.Dest()...)...); err != nil {
		return err
	}
	if gated {
		if err := t.gate(ctx, in.Viewer.UserID, garihaat.AlertLang(in.Lang), blocked, lang); err != nil {
			return err
		}
	}
	if stale {
		if _, err := t.Exec(ctx, `DELETE FROM conversation_attempts WHERE user_id = ? AND at <= ?`, in.Viewer.UserID, old); err != nil {
			return err
		}
	}
	if err := w.Err(); err != nil || logged {
		return err
	}
	_, err := t.Exec(ctx, insertAttempt, attempt...)
	return err
}

const insertAttempt = `INSERT INTO conversation_attempts (user_id, ip, kind, at) VALUES (?, ?, ?, ?)`

// markRead moves v's read mark in conversation id up to upto, never back.
func (t *Tx) markRead(ctx context.Context, v garihaat.Viewer, id, upto, now int64) error {
	_, err := t.Exec(ctx, `INSERT INTO conversation_reads (conversation_id, user_id, side, last_read, read_at) VALUES (?, ?, ?, ?, ?) `+readMoves,
		id, v.UserID, v.Side(), upto, now)
	return err
}

// readMoves ends a read mark's INSERT: a mark there already moves, never
// back.
const readMoves = `ON CONFLICT (conversation_id, user_id) DO UPDATE SET read_at = excluded.read_at,
		last_read = CASE WHEN excluded.last_read > conversation_reads.last_read THEN excluded.last_read ELSE conversation_reads.last_read END`

// conversationOf returns the buyer of conversation id when v may see it;
// ENOTFOUND otherwise, the same answer as for no conversation at all.
func (t *Tx) conversationOf(ctx context.Context, v garihaat.Viewer, id int64) (int64, error) {
	var buyer int64
	var kind string
	err := t.QueryRow(ctx, `SELECT buyer_id, kind FROM conversations WHERE id = ?`, id).Scan(&buyer, &kind)
	if sqldb.IsNoRows(err) || err == nil && !mayView(v, buyer, kind) {
		return 0, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgConversationNotFound)
	}
	return buyer, err
}

// mayView reports whether v may see a conversation of buyer and kind: its
// buyer (or seller), or staff — an editor only sellers' review threads.
func mayView(v garihaat.Viewer, buyer int64, kind string) bool {
	if v.Staff {
		return !v.ReviewOnly || kind == garihaat.ConversationReview
	}
	return buyer == v.UserID
}

// MarkRead implements garihaat.ConversationService.
func (s *Conversations) MarkRead(ctx context.Context, v garihaat.Viewer, id int64, now time.Time) (garihaat.Conversation, error) {
	err := s.grouped(ctx, func(tx *Tx) error {
		if _, err := tx.conversationOf(ctx, v, id); err != nil {
			return err
		}
		var newest int64
		if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(id), 0) FROM conversation_messages WHERE conversation_id = ?`, id).Scan(&newest); err != nil {
			return err
		}
		return tx.markRead(ctx, v, id, newest, now.Unix())
	})
	if err != nil {
		return garihaat.Conversation{}, err
	}
	return s.Conversation(ctx, v, id)
}

// Assign implements garihaat.ConversationService: the assignee must be a
// staff member whose role may answer conversations.
func (s *Conversations) Assign(ctx context.Context, a garihaat.Actor, id, assignee int64, now time.Time) (garihaat.Conversation, error) {
	v := garihaat.Viewer{UserID: a.UserID, Staff: true}
	err := s.tx(ctx, func(tx *Tx) error {
		if _, err := tx.conversationOf(ctx, v, id); err != nil {
			return err
		}
		var to any // NULL: nobody
		if assignee != 0 {
			var role *string
			err := tx.QueryRow(ctx, `SELECT role FROM users WHERE id = ?`, assignee).Scan(&role)
			if sqldb.IsNoRows(err) || err == nil && (role == nil || !garihaat.RoleCan(*role, garihaat.PermConversations)) {
				return garihaat.FieldError("assignee_id", garihaat.MsgAssigneeCannotAnswer)
			} else if err != nil {
				return err
			}
			to = assignee
		}
		_, err := tx.Exec(ctx, `UPDATE conversations SET assignee_id = ? WHERE id = ?`, to, id)
		if err != nil {
			return err
		}
		return tx.Audit(ctx, a, "assign", "conversation", id, nil, map[string]any{"assignee_id": to})
	})
	if err != nil {
		return garihaat.Conversation{}, err
	}
	return s.Conversation(ctx, v, id)
}

// Resolve implements garihaat.ConversationService.
func (s *Conversations) Resolve(ctx context.Context, a garihaat.Actor, id int64, now time.Time) (garihaat.Conversation, error) {
	v := garihaat.Viewer{UserID: a.UserID, Staff: true}
	err := s.tx(ctx, func(tx *Tx) error {
		if _, err := tx.conversationOf(ctx, v, id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE conversations SET status = 'resolved' WHERE id = ?`, id); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "resolve", "conversation", id, nil, nil)
	})
	if err != nil {
		return garihaat.Conversation{}, err
	}
	return s.Conversation(ctx, v, id)
}
