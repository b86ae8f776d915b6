package conversations

import (
	"cmp"
	"context"
	"database/sql"
	"maps"
	"slices"
	"strings"

	"garihaat"
	"garihaat/store/sqldb"
)

// Delivered marks: a side's client received the other side's messages up
// to a message (sent → delivered → read).

// Delivered implements garihaat.ConversationPhotos. What is to move is
// read first, outside a transaction: most calls (every list a page reads)
// find nothing, and cost no write.
func (s *Conversations) Delivered(ctx context.Context, v garihaat.Viewer, ids []int64, upTo int64) ([]garihaat.DeliveredMark, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	side := v.Side()
	column := "delivered_" + side // delivered_buyer or delivered_staff: v.Side() is one of two
	args := []any{side, upTo, upTo}
	for _, id := range ids {
		args = append(args, id)
	}
	rows, err := s.Query(ctx, `SELECT c.id, c.buyer_id, c.kind, c.`+column+`, COALESCE((SELECT MAX(m.id) FROM conversation_messages m
			WHERE m.conversation_id = c.id AND m.side <> ? AND m.held = 0 AND (? = 0 OR m.id <= ?)), 0)
		FROM conversations c WHERE c.id IN (`+sqldb.Marks(len(ids))+`)`, args...)
	if err != nil {
		return nil, err
	}
	var due []garihaat.DeliveredMark
	for rows.Next() {
		var d garihaat.DeliveredMark
		var kind string
		var mark int64
		if err := rows.Scan(&d.ConversationID, &d.BuyerID, &kind, &mark, &d.DeliveredUpTo); err != nil {
			rows.Close()
			return nil, err
		}
		if mayView(v, d.BuyerID, kind) && d.DeliveredUpTo > mark {
			d.Side = side
			due = append(due, d)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil || len(due) == 0 {
		return nil, err
	}
	// Another page of the same side may have moved one first: only the
	// moves that happened are told.
	return s.moveAll(ctx, side, due)
}

// DeliveredMessages implements garihaat.ConversationPhotos. The team's
// page hears every buyer's message: a statement (and a commit) per message
// took a pooled connection each, which the messages themselves then waited
// for (issue 48).
func (s *Conversations) DeliveredMessages(ctx context.Context, ds []garihaat.Delivery) ([]garihaat.DeliveredMark, error) {
	var moved []garihaat.DeliveredMark
	// The newest message a side received of each conversation, and whose
	// conversation it is: one move a conversation and side.
	direct := map[string]map[int64]garihaat.DeliveredMark{}
	for _, d := range ds {
		side := d.V.Side()
		if d.M.Held || d.M.Side == side {
			m, err := s.Delivered(ctx, d.V, []int64{d.M.ConversationID}, d.M.ID) // what it delivers is read
			moved = append(moved, m...)
			if err != nil {
				return moved, err
			}
			continue
		}
		if direct[side] == nil {
			direct[side] = map[int64]garihaat.DeliveredMark{}
		}
		if d.M.ID > direct[side][d.M.ConversationID].DeliveredUpTo {
			direct[side][d.M.ConversationID] = garihaat.DeliveredMark{ConversationID: d.M.ConversationID, BuyerID: d.Buyer, Side: side, DeliveredUpTo: d.M.ID}
		}
	}
	for _, side := range []string{garihaat.SideBuyer, garihaat.SideStaff} {
		m, err := s.moveAll(ctx, side, slices.Collect(maps.Values(direct[side])))
		moved = append(moved, m...)
		if err != nil {
			return moved, err
		}
	}
	return moved, nil
}

// moveAll moves side's delivered marks as marks say, maxDeliveredBatch in
// a statement, and returns those that moved (with an error, those of the
// statements before it).
func (s *Conversations) moveAll(ctx context.Context, side string, marks []garihaat.DeliveredMark) ([]garihaat.DeliveredMark, error) {
	slices.SortFunc(marks, func(a, b garihaat.DeliveredMark) int {
		return cmp.Compare(a.ConversationID, b.ConversationID) // rows locked in one order
	})
	var moved []garihaat.DeliveredMark
	for len(marks) > 0 {
		n := min(len(marks), maxDeliveredBatch)
		m, err := s.moveDelivered(ctx, side, marks[:n])
		moved = append(moved, m...)
		if err != nil {
			return moved, err
		}
		marks = marks[n:]
	}
	return moved, nil
}

// maxDeliveredBatch bounds the marks of one statement.
const maxDeliveredBatch = 128

// moveDelivered moves side's delivered marks as marks say, each only
// forward, in one statement, and returns those that moved: another page
// of the same side may have moved one first.
func (s *Conversations) moveDelivered(ctx context.Context, side string, marks []garihaat.DeliveredMark) ([]garihaat.DeliveredMark, error) {
	column := "delivered_" + side // delivered_buyer or delivered_staff: a side is one of two
	// As many rows as the next power of two, the rest (0, 0), which match
	// no conversation: a few statement texts to prepare, not one a count.
	n := 1
	for n < len(marks) {
		n *= 2
	}
	rows := make([]string, n)
	args := make([]any, 0, 2*n)
	at := map[int64]garihaat.DeliveredMark{}
	for i := range n {
		rows[i] = `SELECT CAST(? AS BIGINT) AS id, CAST(? AS BIGINT) AS upto`
		if i >= len(marks) {
			args = append(args, 0, 0)
			continue
		}
		args = append(args, marks[i].ConversationID, marks[i].DeliveredUpTo)
		at[marks[i].ConversationID] = marks[i]
	}
	q := `UPDATE conversations SET ` + column + ` = d.upto FROM (` + strings.Join(rows, " UNION ALL ") + `) AS d
		WHERE conversations.id = d.id AND conversations.` + column + ` < d.upto RETURNING conversations.id`
	var moved []garihaat.DeliveredMark
	scan := func(rows *sql.Rows, err error) error {
		moved = moved[:0]
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				return err
			}
			moved = append(moved, at[id])
		}
		return rows.Err()
	}
	var err error
	if s.Dialect() == sqldb.Postgres {
		err = scan(s.Query(ctx, q, args...)) // one statement, its own transaction
	} else {
		err = s.Grouped(ctx, func(tx *sqldb.Tx) error { return scan(tx.Query(ctx, q, args...)) }) // on the writer
	}
	if err != nil {
		return nil, err
	}
	return moved, nil
}
