package conversations

import (
	"context"
	"time"
	"unicode/utf8"

	"garihaat"
	"garihaat/spelling"
)

// The inbox's tools (issue 48 item 2): the owner's quick replies, and what
// the inbox shows beside a thread — the buyer's other conversations, their
// offers and the conversation's open reports.

// QuickReplies implements garihaat.ConversationDesk, in the owner's order.
func (s *Conversations) QuickReplies(ctx context.Context) ([]garihaat.QuickReply, error) {
	rows, err := s.Query(ctx, `SELECT id, text, text_bn FROM quick_replies ORDER BY position, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []garihaat.QuickReply{}
	for rows.Next() {
		var q garihaat.QuickReply
		if err := rows.Scan(&q.ID, &q.Text, &q.TextBn); err != nil {
			return nil, err
		}
		out = append(out, q)
	}
	return out, rows.Err()
}

// validQuickReply cleans both texts like a message's; both are required
// (a clerk answers in the buyer's language).
func validQuickReply(req garihaat.QuickReplyRequest) (garihaat.QuickReplyRequest, error) {
	v := garihaat.Validation{}
	clean := func(field, in string) string {
		out := garihaat.CleanMessageText(spelling.Text(in))
		switch n := utf8.RuneCountInString(out); {
		case !utf8.ValidString(in) || n == 0:
			v.Add(field, garihaat.MsgQuickReplyTextMissing)
		case n > garihaat.MaxMessageRunes:
			v.Add(field, garihaat.MsgQuickReplyTooLong)
		}
		return out
	}
	out := garihaat.QuickReplyRequest{Text: clean("text", req.Text), TextBn: clean("text_bn", req.TextBn)}
	return out, v.Err(garihaat.MsgQuickReplyInvalid)
}

// SaveQuickReply implements garihaat.ConversationDesk: id 0 adds one at
// the end (at most garihaat.MaxQuickReplies), else changes that one.
func (s *Conversations) SaveQuickReply(ctx context.Context, a garihaat.Actor, id int64, req garihaat.QuickReplyRequest) (garihaat.QuickReply, error) {
	clean, err := validQuickReply(req)
	if err != nil {
		return garihaat.QuickReply{}, err
	}
	err = s.tx(ctx, func(tx *Tx) error {
		now := s.Now().Unix()
		if id == 0 {
			// The replies' count is read and the row added under one lock,
			// so two owners adding at once cannot pass the limit.
			if err := tx.LockKeys(ctx, "quick-replies"); err != nil {
				return err
			}
			var n, last int64
			if err := tx.QueryRow(ctx, `SELECT COUNT(*), COALESCE(MAX(position), 0) FROM quick_replies`).Scan(&n, &last); err != nil {
				return err
			}
			if n >= garihaat.MaxQuickReplies {
				return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgTooManyQuickReplies)
			}
			id, err = tx.InsertID(ctx, `INSERT INTO quick_replies (text, text_bn, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?)`,
				clean.Text, clean.TextBn, last+1, now, now)
			if err != nil {
				return err
			}
		} else {
			res, err := tx.Exec(ctx, `UPDATE quick_replies SET text = ?, text_bn = ?, updated_at = ? WHERE id = ?`, clean.Text, clean.TextBn, now, id)
			if err != nil {
				return err
			}
			if n, err := res.RowsAffected(); err != nil {
				return err
			} else if n == 0 {
				return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgQuickReplyNotFound)
			}
		}
		return tx.Audit(ctx, a, "save", "quick_reply", id, nil, clean)
	})
	return garihaat.QuickReply{ID: id, Text: clean.Text, TextBn: clean.TextBn}, err
}

// DeleteQuickReply implements garihaat.ConversationDesk.
func (s *Conversations) DeleteQuickReply(ctx context.Context, a garihaat.Actor, id int64) error {
	return s.tx(ctx, func(tx *Tx) error {
		res, err := tx.Exec(ctx, `DELETE FROM quick_replies WHERE id = ?`, id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgQuickReplyNotFound)
		}
		return tx.Audit(ctx, a, "delete", "quick_reply", id, nil, nil)
	})
}

// maxBesideThread bounds each list beside a thread.
const maxBesideThread = 20

// BuyerContext implements garihaat.ConversationDesk.
func (s *Conversations) BuyerContext(ctx context.Context, id int64) (garihaat.BuyerContext, error) {
	out := garihaat.BuyerContext{Offers: []garihaat.BuyerOffer{}, Reports: []garihaat.Report{}}
	c, err := s.Conversation(ctx, garihaat.Viewer{Staff: true}, id)
	if err != nil {
		return out, err
	}
	if err := s.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM conversation_blocks WHERE user_id = ?)`, c.BuyerID).Scan(&out.Blocked); err != nil {
		return out, err
	}
	others, err := s.listConversations(ctx, garihaat.SideStaff, `c.buyer_id = ? AND c.id <> ?`, c.BuyerID, id)
	if err != nil {
		return out, err
	}
	out.Conversations = others[:min(len(others), maxBesideThread)]
	// Offers belong to a phone (a buyer sees their phone's offers).
	rows, err := s.Query(ctx, `SELECT o.id, o.id_number, o.status, o.amount, v.id, v.slug, v.title, v.title_bn, o.created_at
		FROM offers o JOIN users u ON u.phone = o.phone JOIN vehicles v ON v.id = o.vehicle_id
		WHERE u.id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT ?`, c.BuyerID, maxBesideThread)
	if err != nil {
		return out, err
	}
	defer rows.Close()
	for rows.Next() {
		var o garihaat.BuyerOffer
		var at int64
		if err := rows.Scan(&o.ID, &o.IDNumber, &o.Status, &o.Amount, &o.VehicleID, &o.VehicleSlug, &o.Title, &o.TitleBn, &at); err != nil {
			return out, err
		}
		o.CreatedAt = time.Unix(at, 0).UTC()
		out.Offers = append(out.Offers, o)
	}
	if err := rows.Err(); err != nil {
		return out, err
	}
	reports, err := s.Query(ctx, `SELECT r.id, r.conversation_id, COALESCE(u.name, ''), r.reason, r.created_at
		FROM conversation_reports r LEFT JOIN users u ON u.id = r.reporter_id
		WHERE r.conversation_id = ? AND r.closed_at = 0 ORDER BY r.id DESC LIMIT ?`, id, maxBesideThread)
	if err != nil {
		return out, err
	}
	defer reports.Close()
	for reports.Next() {
		var r garihaat.Report
		var at int64
		if err := reports.Scan(&r.ID, &r.ConversationID, &r.ReporterName, &r.Reason, &at); err != nil {
			return out, err
		}
		r.CreatedAt = time.Unix(at, 0).UTC()
		out.Reports = append(out.Reports, r)
	}
	return out, reports.Err()
}
