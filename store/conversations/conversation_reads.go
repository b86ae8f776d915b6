package conversations

import (
	"context"
	"database/sql"
	"strconv"
	"strings"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// The reads of conversations: a buyer's list, the staff inbox, one
// conversation and a page of its thread.

const messageColumns = `id, conversation_id, side, COALESCE(author_id, 0), body, created_at, forwarded_from IS NOT NULL, held`

// scanMessage reads messageColumns (and extra columns after them) into m.
func scanMessage(sc interface{ Scan(...any) error }, m *garihaat.Message, extra ...any) error {
	var at, held int64
	err := sc.Scan(append([]any{&m.ID, &m.ConversationID, &m.Side, &m.AuthorID, &m.Text, &at, &m.Forwarded, &held}, extra...)...)
	m.CreatedAt, m.Held = time.Unix(at, 0).UTC(), held != 0
	return err
}

// readMark is a side's read mark in conversation c: the newest message id
// any of its participants has read (staff read as one team).
func readMark(side string) string {
	return `COALESCE((SELECT MAX(r.last_read) FROM conversation_reads r WHERE r.conversation_id = c.id AND r.side = '` + side + `'), 0)`
}

// unreadFor counts the other side's messages after side's read mark.
func unreadFor(side string) string {
	return `(SELECT COUNT(*) FROM conversation_messages x WHERE x.conversation_id = c.id AND x.side <> '` + side +
		`' AND x.held = 0 AND x.id > ` + readMark(side) + `)`
}

// conversationSelect is a conversation as side sees it, with its vehicle,
// last message, unread count and the other side's read mark.
func conversationSelect(side string) string {
	other := garihaat.SideStaff
	if side == garihaat.SideStaff {
		other = garihaat.SideBuyer
	}
	return `SELECT c.id, c.kind, c.buyer_id, u.name, u.deleted_at IS NOT NULL, c.status, c.assignee_id, c.created_at, c.updated_at,
		v.id, v.slug, v.title, v.title_bn, v.cover_image, v.cash_price, v.status, v.seller_id IS NOT NULL,
		m.id, m.side, m.body, m.created_at, ` + unreadFor(side) + `, ` + readMark(other) + `, c.delivered_` + other + `
	FROM conversations c JOIN users u ON u.id = c.buyer_id
	LEFT JOIN vehicles v ON v.id = c.vehicle_id
	LEFT JOIN conversation_messages m ON m.id = (SELECT MAX(id) FROM conversation_messages WHERE conversation_id = c.id)`
}

// scanConversation reads one row of conversationSelect.
func scanConversation(sc interface{ Scan(...any) error }) (garihaat.Conversation, error) {
	var c garihaat.Conversation
	var created, updated int64
	var vid, vprice, mid, mat sql.NullInt64
	var vslug, vtitle, vtitleBn, vimage, vstatus, mside, mbody sql.NullString
	var vprivate sql.NullBool
	err := sc.Scan(&c.ID, &c.Kind, &c.BuyerID, &c.BuyerName, &c.BuyerDeleted, &c.Status, &c.AssigneeID, &created, &updated,
		&vid, &vslug, &vtitle, &vtitleBn, &vimage, &vprice, &vstatus, &vprivate, &mid, &mside, &mbody, &mat, &c.Unread, &c.ReadUpTo, &c.DeliveredUpTo)
	if err != nil {
		return c, err
	}
	// Read is received: the delivered mark is never behind the read one.
	c.DeliveredUpTo = max(c.DeliveredUpTo, c.ReadUpTo)
	c.CreatedAt, c.UpdatedAt = time.Unix(created, 0).UTC(), time.Unix(updated, 0).UTC()
	if vid.Valid {
		c.Vehicle = &garihaat.ConversationVehicle{ID: vid.Int64, Slug: vslug.String, Title: vtitle.String, TitleBn: vtitleBn.String,
			Image: vimage.String, CashPrice: vprice.Int64, Status: vstatus.String, PrivateSeller: vprivate.Bool}
	}
	if mid.Valid {
		c.LastMessage = &garihaat.Message{ID: mid.Int64, ConversationID: c.ID, Side: mside.String, Text: mbody.String,
			CreatedAt: time.Unix(mat.Int64, 0).UTC()}
	}
	return c, nil
}

// maxListed is how many conversations a list answers: a buyer has far
// fewer; the inbox's filters find older ones.
const maxListed = 100

// listConversations runs conversationSelect for side with where.
func (s *Conversations) listConversations(ctx context.Context, side, where string, args ...any) ([]garihaat.Conversation, error) {
	rows, err := s.Query(ctx, conversationSelect(side)+` WHERE `+where+` ORDER BY c.updated_at DESC, c.id DESC LIMIT `+strconv.Itoa(maxListed), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []garihaat.Conversation{}
	for rows.Next() {
		c, err := scanConversation(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// Conversations implements garihaat.ConversationService.
func (s *Conversations) Conversations(ctx context.Context, v garihaat.Viewer) ([]garihaat.Conversation, error) {
	return s.listConversations(ctx, garihaat.SideBuyer, `c.buyer_id = ?`, v.UserID)
}

// Inbox implements garihaat.ConversationService.
func (s *Conversations) Inbox(ctx context.Context, v garihaat.Viewer, f garihaat.InboxFilter) ([]garihaat.Conversation, error) {
	where, args := []string{"1 = 1"}, []any{}
	if v.ReviewOnly {
		where = append(where, `c.kind = 'review'`)
	}
	if f.Kind != "" {
		where, args = append(where, `c.kind = ?`), append(args, f.Kind)
	}
	if f.Unread {
		where = append(where, unreadFor(garihaat.SideStaff)+` > 0`)
	}
	if f.Mine {
		where, args = append(where, `c.assignee_id = ?`), append(args, v.UserID)
	}
	if f.Unassigned {
		where = append(where, `c.assignee_id IS NULL`)
	}
	if f.VehicleID != 0 {
		where, args = append(where, `c.vehicle_id = ?`), append(args, f.VehicleID)
	}
	if f.Held {
		where = append(where, `EXISTS (SELECT 1 FROM conversation_messages h WHERE h.conversation_id = c.id AND h.held = 1)`)
	}
	if f.Reported {
		where = append(where, `EXISTS (SELECT 1 FROM conversation_reports r WHERE r.conversation_id = c.id AND r.closed_at = 0)`)
	}
	if f.Status != "" {
		where, args = append(where, `c.status = ?`), append(args, f.Status)
	}
	return s.listConversations(ctx, garihaat.SideStaff, strings.Join(where, " AND "), args...)
}

// Conversation implements garihaat.ConversationService.
func (s *Conversations) Conversation(ctx context.Context, v garihaat.Viewer, id int64) (garihaat.Conversation, error) {
	return viewConversation(s.QueryRow(ctx, conversationSelect(v.Side())+` WHERE c.id = ?`, id), v)
}

// conversation is Conversation read in the transaction: a message's
// answer, on the connection the message holds — after the commit it
// waited for another from the pool again (issue 48).
func (t *Tx) conversation(ctx context.Context, v garihaat.Viewer, id int64) (garihaat.Conversation, error) {
	return viewConversation(t.QueryRow(ctx, conversationSelect(v.Side())+` WHERE c.id = ?`, id), v)
}

// viewConversation scans a conversation's row as v sees it: another
// buyer's is ENOTFOUND.
func viewConversation(row *sql.Row, v garihaat.Viewer) (garihaat.Conversation, error) {
	c, err := scanConversation(row)
	if sqldb.IsNoRows(err) || err == nil && !mayView(v, c.BuyerID, c.Kind) {
		return garihaat.Conversation{}, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgConversationNotFound)
	}
	return c, err
}

// Messages implements garihaat.ConversationService: newest first, limit
// at most MessagePageSize.
func (s *Conversations) Messages(ctx context.Context, v garihaat.Viewer, id, before int64, limit int) (garihaat.MessagePage, error) {
	page := garihaat.MessagePage{Messages: []garihaat.Message{}}
	if _, err := s.Conversation(ctx, v, id); err != nil {
		return page, err
	}
	if limit <= 0 || limit > garihaat.MessagePageSize {
		limit = garihaat.MessagePageSize
	}
	rows, err := s.Query(ctx, `SELECT `+messageColumns+` FROM conversation_messages
		WHERE conversation_id = ? AND (? = 0 OR id < ?) ORDER BY id DESC LIMIT ?`, id, before, before, limit+1)
	if err != nil {
		return page, err
	}
	defer rows.Close()
	for rows.Next() {
		var m garihaat.Message
		if err := scanMessage(rows, &m); err != nil {
			return page, err
		}
		page.Messages = append(page.Messages, m)
	}
	if err := rows.Err(); err != nil {
		return page, err
	}
	rows.Close()
	if len(page.Messages) > limit {
		page.Messages = page.Messages[:limit]
		page.Next = page.Messages[limit-1].ID
	}
	return page, s.withPhotos(ctx, page.Messages)
}

// StreamSeen implements garihaat.ConversationService.
func (s *Conversations) StreamSeen(ctx context.Context, id int64, at time.Time) error {
	_, err := s.Writer().ExecContext(ctx, s.Rebind(`UPDATE users SET stream_seen_at = ? WHERE id = ?`), at.Unix(), id)
	return err
}
