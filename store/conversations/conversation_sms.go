package conversations

import (
	"context"
	"time"

	"garihaat"
)

var _ garihaat.AnswerNotifier = (*Conversations)(nil)

// SendAnswerSMS implements garihaat.AnswerNotifier. Each SMS is claimed by
// moving its conversation's sms_at in the transaction that queues it, from
// the value it was read with: two instances never both queue one.
func (s *Conversations) SendAnswerSMS(ctx context.Context, now time.Time, hours garihaat.AlertHours, siteURL string) (int, error) {
	if !hours.Open(now) {
		return 0, nil
	}
	type due struct {
		id, smsAt         int64
		phone, lang, kind string
		forwarded         bool
	}
	// An answer the buyer has not read (after their read mark), newer than
	// the conversation's last SMS, which was at least the gap ago; a buyer
	// with no page open for the away time who has SMS on.
	// In a seller's review thread the "buyer" side is the seller: what
	// staff sent there is a question forwarded from a buyer or a message
	// about the listing, not an answer (kind and forwarded pick the text).
	rows, err := s.Query(ctx, `SELECT c.id, c.sms_at, u.phone, u.alert_lang, c.kind,
		EXISTS (SELECT 1 FROM conversation_messages f WHERE f.conversation_id = c.id AND f.side = 'staff'
			AND f.forwarded_from IS NOT NULL AND f.created_at > c.sms_at AND f.id > `+readMark(garihaat.SideBuyer)+`)
		FROM conversations c JOIN users u ON u.id = c.buyer_id
		WHERE u.message_sms = 1 AND u.stream_seen_at <= ? AND c.sms_at <= ?
		AND EXISTS (SELECT 1 FROM conversation_messages m WHERE m.conversation_id = c.id AND m.side = 'staff'
			AND m.created_at > c.sms_at AND m.id > `+readMark(garihaat.SideBuyer)+`)
		ORDER BY c.id LIMIT 500`,
		now.Add(-garihaat.AnswerSMSAway).Unix(), now.Add(-garihaat.AnswerSMSGap).Unix())
	if err != nil {
		return 0, err
	}
	var list []due
	for rows.Next() {
		var d due
		if err := rows.Scan(&d.id, &d.smsAt, &d.phone, &d.lang, &d.kind, &d.forwarded); err != nil {
			rows.Close()
			return 0, err
		}
		list = append(list, d)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	queued := 0
	for _, d := range list {
		claimed := false
		err := s.tx(ctx, func(tx *Tx) error {
			r, err := tx.Exec(ctx, `UPDATE conversations SET sms_at = ? WHERE id = ? AND sms_at = ?`, now.Unix(), d.id, d.smsAt)
			if err != nil {
				return err
			}
			if n, _ := r.RowsAffected(); n == 0 {
				return nil // another instance claimed it
			}
			claimed = true
			return tx.QueueSMS(ctx, d.phone, garihaat.AwaySMSText(d.lang, d.kind, d.forwarded, garihaat.ConversationLink(siteURL, d.id)))
		})
		if err != nil {
			return queued, err
		}
		if claimed {
			queued++
		}
	}
	return queued, nil
}

// MessageSMS implements garihaat.ConversationService.
func (s *Conversations) MessageSMS(ctx context.Context, userID int64) (bool, error) {
	var on int
	err := s.QueryRow(ctx, `SELECT message_sms FROM users WHERE id = ?`, userID).Scan(&on)
	return on == 1, err
}

// SetMessageSMS implements garihaat.ConversationService.
func (s *Conversations) SetMessageSMS(ctx context.Context, userID int64, on bool) error {
	return s.SetUserSwitch(ctx, "message_sms", userID, on)
}
