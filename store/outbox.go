package store

import (
	"context"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// smsLease is how long a claimed message is hidden from other senders: an
// instance that dies mid-send leaves it to be tried again after this.
const smsLease = 2 * time.Minute

// ClaimSMS implements garihaat.Outbox: it leases up to limit due messages
// to the caller, fewer when the site's hourly SMS cap (sign-in codes and
// these together) leaves less room; the rest wait for the window to move.
// The lease is taken with one UPDATE per message that only succeeds while
// the message is still due, so two instances never send the same message.
func (s *Outbox) ClaimSMS(ctx context.Context, limit, hourlyCap int) ([]garihaat.OutboxSMS, error) {
	now := s.Now()
	if hourlyCap > 0 {
		var sent int
		if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM `+sqldb.SMSSent+` WHERE at > ?`, now.Add(-time.Hour).Unix()).Scan(&sent); err != nil {
			return nil, err
		}
		if limit = min(limit, hourlyCap-sent); limit <= 0 {
			return nil, nil
		}
	}
	rows, err := s.Query(ctx, `SELECT id, phone, body, attempts, next_at FROM sms_outbox
		WHERE status = 'pending' AND next_at <= ? ORDER BY next_at, id LIMIT ?`, now.Unix(), limit)
	if err != nil {
		return nil, err
	}
	var due []garihaat.OutboxSMS
	var nextAt []int64
	for rows.Next() {
		var m garihaat.OutboxSMS
		var n int64
		if err := rows.Scan(&m.ID, &m.Phone, &m.Body, &m.Attempts, &n); err != nil {
			rows.Close()
			return nil, err
		}
		due, nextAt = append(due, m), append(nextAt, n)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var out []garihaat.OutboxSMS
	for i, m := range due {
		res, err := s.Writer().ExecContext(ctx, s.Rebind(`UPDATE sms_outbox SET next_at = ? WHERE id = ? AND status = 'pending' AND next_at = ?`),
			now.Add(smsLease).Unix(), m.ID, nextAt[i])
		if err != nil {
			return out, err
		}
		if n, _ := res.RowsAffected(); n == 1 {
			out = append(out, m)
		}
	}
	return out, nil
}

// MarkSMS implements garihaat.Outbox: a sent message is done; a failed one
// is tried again later with a growing delay, and given up after
// garihaat.OutboxMaxAttempts.
func (s *Outbox) MarkSMS(ctx context.Context, id int64, sendErr error) error {
	now := s.Now()
	if sendErr == nil {
		_, err := s.Writer().ExecContext(ctx, s.Rebind(`UPDATE sms_outbox SET status = 'sent', attempts = attempts + 1, sent_at = ? WHERE id = ?`), now.Unix(), id)
		return err
	}
	return s.tx(ctx, func(tx *Tx) error {
		var attempts int
		if err := tx.QueryRow(ctx, `SELECT attempts FROM sms_outbox WHERE id = ?`, id).Scan(&attempts); err != nil {
			return err
		}
		attempts++
		status := "pending"
		if attempts >= garihaat.OutboxMaxAttempts {
			status = "failed"
		}
		_, err := tx.Exec(ctx, `UPDATE sms_outbox SET status = ?, attempts = ?, next_at = ? WHERE id = ?`,
			status, attempts, now.Add(garihaat.OutboxRetryDelay(attempts)).Unix(), id)
		return err
	})
}
