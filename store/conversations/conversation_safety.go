package conversations

import (
	"context"
	"database/sql"
	"time"
	"unicode/utf8"

	"garihaat"
	"garihaat/store/sqldb"
)

// Safe by default (issue 48 item 6): a new account's first message with a
// link or a phone number is held for staff, staff block a user from
// messaging, participants report a conversation, and every staff member's
// opening of a thread is kept for the read audit.

// holdFirst reports whether the buyer's message must wait for staff: the
// account is younger than garihaat.NewAccountAge, it has written no
// message before, and the text holds a link or a phone number.
func (t *Tx) holdFirst(ctx context.Context, in garihaat.MessageInput, text string) (bool, error) {
	if !garihaat.HasContact(text) {
		return false, nil
	}
	var created int64
	var earlier bool
	err := t.QueryRow(ctx, `SELECT created_at, EXISTS (SELECT 1 FROM conversation_messages WHERE author_id = u.id)
		FROM users u WHERE id = ?`, in.Viewer.UserID).Scan(&created, &earlier)
	if err != nil {
		return false, err
	}
	return !earlier && in.Now.Sub(time.Unix(created, 0)) < garihaat.NewAccountAge, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// refuseBlocked is EFORBIDDEN for a user staff blocked from messaging.
// Given lang (not ""), the user's SMS language becomes it: read with the
// block, written only when it changes — a message is many small
// statements, and each one less is felt on PostgreSQL.
func (t *Tx) refuseBlocked(ctx context.Context, user int64, lang string) error {
	var blocked bool
	var was sql.NullString
	if err := t.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM conversation_blocks WHERE user_id = u.id), u.alert_lang
		FROM users u WHERE u.id = ?`, user).Scan(&blocked, &was); err != nil {
		return err
	}
	return t.gate(ctx, user, lang, blocked, was)
}

// gate acts on what was read of user: EFORBIDDEN when blocked, else the
// SMS language written when lang (not "") differs from the one kept.
func (t *Tx) gate(ctx context.Context, user int64, lang string, blocked bool, was sql.NullString) error {
	if blocked {
		return garihaat.Errorf(garihaat.EFORBIDDEN, garihaat.MsgMessagesBlocked)
	}
	if lang != "" && (!was.Valid || was.String != lang) {
		_, err := t.Exec(ctx, `UPDATE users SET alert_lang = ? WHERE id = ?`, lang, user)
		return err
	}
	return nil
}

// Release implements garihaat.ConversationDesk.
func (s *Conversations) Release(ctx context.Context, a garihaat.Actor, conversation, message int64) (garihaat.Message, error) {
	var m garihaat.Message
	err := s.tx(ctx, func(tx *Tx) error {
		if _, err := tx.conversationOf(ctx, garihaat.Viewer{UserID: a.UserID, Staff: true}, conversation); err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `UPDATE conversation_messages SET held = 0 WHERE id = ? AND conversation_id = ? AND held = 1`, message, conversation)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgMessageNotHeld)
		}
		if err := scanMessage(tx.QueryRow(ctx, `SELECT `+messageColumns+` FROM conversation_messages WHERE id = ?`, message), &m); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "release", "conversation", conversation, nil, map[string]any{"message_id": message})
	})
	if err != nil {
		return m, err
	}
	// Released with its photos: they were held with it.
	msgs := []garihaat.Message{m}
	err = s.withPhotos(ctx, msgs)
	return msgs[0], err
}

// validReason cleans a report's or a block's reason; required says
// whether an empty one is refused.
func validReason(reason string, required bool) (string, error) {
	r := garihaat.CleanMessageText(reason)
	switch n := utf8.RuneCountInString(r); {
	case n == 0 && required:
		return "", garihaat.FieldError("reason", garihaat.MsgReasonRequired)
	case n > garihaat.MaxReasonRunes:
		return "", garihaat.FieldError("reason", garihaat.MsgReasonTooLong)
	}
	return r, nil
}

// Block implements garihaat.ConversationDesk: the conversation's buyer
// writes no more (staff cannot be blocked).
func (s *Conversations) Block(ctx context.Context, a garihaat.Actor, id int64, reason string) error {
	reason, err := validReason(reason, false)
	if err != nil {
		return err
	}
	return s.tx(ctx, func(tx *Tx) error {
		buyer, err := tx.conversationOf(ctx, garihaat.Viewer{UserID: a.UserID, Staff: true}, id)
		if err != nil {
			return err
		}
		var role *string
		if err := tx.QueryRow(ctx, `SELECT role FROM users WHERE id = ?`, buyer).Scan(&role); err != nil {
			return err
		}
		if role != nil && *role != "" {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgCannotBlockStaff)
		}
		var by any
		if a.UserID != 0 {
			by = a.UserID
		}
		if _, err := tx.Exec(ctx, `INSERT INTO conversation_blocks (user_id, blocked_by, reason, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (user_id) DO UPDATE SET blocked_by = excluded.blocked_by, reason = excluded.reason, created_at = excluded.created_at`,
			buyer, by, reason, s.Now().Unix()); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "block", "user", buyer, nil, map[string]any{"conversation_id": id, "reason": reason})
	})
}

// Unblock implements garihaat.ConversationDesk.
func (s *Conversations) Unblock(ctx context.Context, a garihaat.Actor, id int64) error {
	return s.tx(ctx, func(tx *Tx) error {
		buyer, err := tx.conversationOf(ctx, garihaat.Viewer{UserID: a.UserID, Staff: true}, id)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM conversation_blocks WHERE user_id = ?`, buyer); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "unblock", "user", buyer, nil, map[string]any{"conversation_id": id})
	})
}

// reportsPerDay bounds one user's reports: a report costs staff time.
const reportsPerDay = 5

// Report implements garihaat.ConversationDesk: the buyer's own
// conversation only (another's is ENOTFOUND), within reportsPerDay.
func (s *Conversations) Report(ctx context.Context, in garihaat.MessageInput, id int64) error {
	reason, err := validReason(in.Text, true)
	if err != nil {
		return err
	}
	return s.tx(ctx, func(tx *Tx) error {
		if _, err := tx.conversationOf(ctx, in.Viewer, id); err != nil {
			return err
		}
		if err := tx.countAttempt(ctx, in, "report", []sqldb.Window{
			sqldb.NewWindow("conversation_attempts", "kind = 'report' AND user_id = ?", in.Viewer.UserID, 24*time.Hour, reportsPerDay, garihaat.MsgTooManyReports),
		}); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO conversation_reports (conversation_id, reporter_id, reason, created_at) VALUES (?, ?, ?, ?)`,
			id, in.Viewer.UserID, reason, in.Now.Unix())
		return err
	})
}

// CloseReports implements garihaat.ConversationDesk.
func (s *Conversations) CloseReports(ctx context.Context, a garihaat.Actor, id int64) error {
	return s.tx(ctx, func(tx *Tx) error {
		if _, err := tx.conversationOf(ctx, garihaat.Viewer{UserID: a.UserID, Staff: true}, id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE conversation_reports SET closed_at = ? WHERE conversation_id = ? AND closed_at = 0`,
			s.Now().Unix(), id); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "close-reports", "conversation", id, nil, nil)
	})
}

// Viewed implements garihaat.ConversationDesk.
func (s *Conversations) Viewed(ctx context.Context, v garihaat.Viewer, id int64, now time.Time) error {
	_, err := s.Writer().ExecContext(ctx, s.Rebind(`INSERT INTO conversation_views (conversation_id, user_id, at) VALUES (?, ?, ?)`), id, v.UserID, now.Unix())
	return err
}

// maxReaders bounds the audit's answer: the newest opens.
const maxReaders = 200

// Readers implements garihaat.ConversationDesk.
func (s *Conversations) Readers(ctx context.Context, id int64) ([]garihaat.ThreadReader, error) {
	if _, err := s.Conversation(ctx, garihaat.Viewer{Staff: true}, id); err != nil {
		return nil, err
	}
	rows, err := s.Query(ctx, `SELECT COALESCE(u.id, 0), COALESCE(u.name, ''), COALESCE(u.phone, ''), COALESCE(u.role, ''), w.at
		FROM conversation_views w LEFT JOIN users u ON u.id = w.user_id
		WHERE w.conversation_id = ? ORDER BY w.at DESC, w.user_id LIMIT ?`, id, maxReaders)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []garihaat.ThreadReader{}
	for rows.Next() {
		var r garihaat.ThreadReader
		var at int64
		if err := rows.Scan(&r.UserID, &r.Name, &r.Phone, &r.Role, &at); err != nil {
			return nil, err
		}
		r.At = time.Unix(at, 0).UTC()
		out = append(out, r)
	}
	return out, rows.Err()
}
