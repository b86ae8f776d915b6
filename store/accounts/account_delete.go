package accounts

import (
	"context"
	"database/sql"
	"strconv"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

var _ garihaat.AccountDeleter = (*Accounts)(nil)

// sellerBindingStates are the listing states that keep a seller from
// deleting their account (garihaat.BindsSeller), as statusIn reads them.
var sellerBindingStates = func() []string {
	var out []string
	for _, s := range garihaat.VehicleStatusList {
		if garihaat.BindsSeller(s) {
			out = append(out, s)
		}
	}
	return out
}()

// DeleteAccount implements garihaat.AccountDeleter. The attempt is counted
// in a transaction of its own first, so a refused one counts too (the
// deletion's rollback would take it back); then everything else is one
// transaction under the user's locks.
func (s *Accounts) DeleteAccount(ctx context.Context, userID int64, ip string, now time.Time, l garihaat.DeleteLimits) error {
	err := s.tx(ctx, func(tx *Tx) error {
		return tx.countDeletion(ctx, userID, ip, now, l)
	})
	if err != nil {
		return err
	}
	return s.tx(ctx, func(tx *Tx) error {
		var phone string
		var role sql.NullString
		var deleted sql.NullInt64
		err := tx.QueryRow(ctx, `SELECT phone, role, deleted_at FROM users WHERE id = ?`, userID).Scan(&phone, &role, &deleted)
		if sqldb.IsNoRows(err) || err == nil && deleted.Valid {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgUserNotFound)
		} else if err != nil {
			return err
		}
		// The same locks a bid of this phone and a message of this user
		// take: neither lands half-way through the deletion.
		if err := tx.LockKeys(ctx, "bid-phone:"+phone, "conversation-user:"+strconv.FormatInt(userID, 10)); err != nil {
			return err
		}
		if err := tx.refuseBinding(ctx, userID, phone, role); err != nil {
			return err
		}
		return tx.anonymise(ctx, userID, phone, now)
	})
}

// countDeletion checks the deletion limits and logs one attempt.
func (t *Tx) countDeletion(ctx context.Context, userID int64, ip string, now time.Time, l garihaat.DeleteLimits) error {
	if err := t.LockKeys(ctx, "account-delete-ip:"+ip); err != nil {
		return err
	}
	// What left the hour goes first: the log stays as small as its limits.
	if _, err := t.Exec(ctx, `DELETE FROM account_deletions WHERE at <= ?`, now.Add(-time.Hour).Unix()); err != nil {
		return err
	}
	for _, w := range []sqldb.Window{
		sqldb.NewWindow("account_deletions", "user_id = ?", userID, time.Hour, l.UserHourly, garihaat.MsgTooManyDeletions),
		sqldb.NewWindow("account_deletions", "ip = ?", ip, time.Hour, l.IPHourly, garihaat.MsgTooManyDeletionsIP),
	} {
		if err := w.Check(ctx, t.Tx, now); err != nil {
			return err
		}
	}
	_, err := t.Exec(ctx, `INSERT INTO account_deletions (user_id, ip, at) VALUES (?, ?, ?)`, userID, ip, now.Unix())
	return err
}

// refuseBinding is ECONFLICT when the user still has something binding
// open, each reason under its own field so the page can list them all.
func (t *Tx) refuseBinding(ctx context.Context, userID int64, phone string, role sql.NullString) error {
	fields := map[string][]string{}
	if role.Valid {
		fields["staff"] = []string{garihaat.MsgDeleteStaff}
	}
	var offers, listings int
	// An offer is the user's by their id, or by their phone when placed
	// signed out (Offers reads both the same way).
	err := t.QueryRow(ctx, `SELECT COUNT(*) FROM offers WHERE (user_id = ? OR phone = ?) AND status IN (?, ?)`,
		userID, phone, garihaat.OfferOngoing, garihaat.OfferLocked).Scan(&offers)
	if err != nil {
		return err
	}
	if offers > 0 {
		fields["offers"] = []string{garihaat.Msg(garihaat.MsgDeleteOpenOffers, offers)}
	}
	err = t.QueryRow(ctx, `SELECT COUNT(*) FROM vehicles WHERE seller_id = ? AND `+sqldb.StatusIn("status", sellerBindingStates), userID).Scan(&listings)
	if err != nil {
		return err
	}
	if listings > 0 {
		fields["listings"] = []string{garihaat.Msg(garihaat.MsgDeleteOpenListings, listings)}
	}
	if len(fields) == 0 {
		return nil
	}
	return &garihaat.Error{Code: garihaat.ECONFLICT, Message: garihaat.MsgDeleteBlocked, Fields: fields}
}

// anonymise removes the person and keeps the tombstone: every session and
// sign-in code gone, device trust and the lists they kept gone, their
// offers and sent SMS under the anonymous phone, phone numbers in their
// messages hidden, and the users row without name, phone or address.
func (t *Tx) anonymise(ctx context.Context, userID int64, phone string, now time.Time) error {
	anon := garihaat.DeletedPhone(userID)
	for _, st := range []struct {
		q    string
		args []any
	}{
		{`DELETE FROM sessions WHERE user_id = ?`, []any{userID}},
		{`DELETE FROM otp_codes WHERE phone = ?`, []any{phone}},
		{`DELETE FROM otp_device_codes WHERE phone = ?`, []any{phone}},
		{`DELETE FROM trusted_devices WHERE phone = ?`, []any{phone}},
		{`DELETE FROM bookmarks WHERE user_id = ?`, []any{userID}},
		{`DELETE FROM alert_digests WHERE user_id = ?`, []any{userID}},
		{`DELETE FROM saved_searches WHERE user_id = ?`, []any{userID}},
		{`DELETE FROM conversation_attempts WHERE user_id = ?`, []any{userID}},
		{`DELETE FROM conversation_blocks WHERE user_id = ?`, []any{userID}},
		{`DELETE FROM seller_actions WHERE user_id = ?`, []any{userID}},
		{`UPDATE offers SET phone = ? WHERE user_id = ? OR phone = ?`, []any{anon, userID, phone}},
		// Nothing more is sent to them; what was sent keeps its record.
		{`DELETE FROM sms_outbox WHERE phone = ? AND status = 'pending'`, []any{phone}},
		{`UPDATE sms_outbox SET phone = ? WHERE phone = ?`, []any{anon, phone}},
		// Audit rows they wrote (a seller's own moves) and rows naming
		// their phone read the anonymous id.
		{`UPDATE audit_log SET phone = ? WHERE user_id = ?`, []any{anon, userID}},
		{`UPDATE audit_log SET before = REPLACE(before, ?, ?), after = REPLACE(after, ?, ?)
			WHERE before LIKE ? OR after LIKE ?`, []any{phone, anon, phone, anon, "%" + phone + "%", "%" + phone + "%"}},
		{`UPDATE conversation_messages SET key_hash = NULL, request_hash = '' WHERE author_id = ?`, []any{userID}},
		{`UPDATE users SET phone = ?, name = '', yourself = '', address = '', message_sms = 0, price_alerts = 0,
			stream_seen_at = 0, deleted_at = ?, updated_at = ? WHERE id = ?`, []any{anon, now.Unix(), now.Unix(), userID}},
	} {
		if _, err := t.Exec(ctx, st.q, st.args...); err != nil {
			return err
		}
	}
	if err := t.hideOwnPhones(ctx, userID); err != nil {
		return err
	}
	return t.Audit(ctx, garihaat.Actor{UserID: userID, Phone: anon}, "delete_account", "user", userID, nil, nil)
}

// hideOwnPhones hides phone numbers in the messages the user wrote (the
// other side keeps the thread, not a way to reach a person who left), by
// the rule forwarded questions use (garihaat.HidePhones).
func (t *Tx) hideOwnPhones(ctx context.Context, userID int64) error {
	rows, err := t.Query(ctx, `SELECT id, body FROM conversation_messages WHERE author_id = ?`, userID)
	if err != nil {
		return err
	}
	type change struct {
		id   int64
		body string
	}
	var changes []change
	for rows.Next() {
		var c change
		if err := rows.Scan(&c.id, &c.body); err != nil {
			rows.Close()
			return err
		}
		if hidden := garihaat.HidePhones(c.body); hidden != c.body {
			changes = append(changes, change{c.id, hidden})
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, c := range changes {
		if _, err := t.Exec(ctx, `UPDATE conversation_messages SET body = ? WHERE id = ?`, c.body, c.id); err != nil {
			return err
		}
	}
	return nil
}
