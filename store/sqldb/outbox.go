package sqldb

import (
	"context"

	"garihaat"
)

// QueueSMS adds a message to the outbox in the caller's transaction: it is
// sent only if the decision that wrote it commits. A deleted account's
// stand-in phone gets nothing: a decision on an offer it kept (a second
// chance after the winner backed out) has nobody to tell.
func (t *Tx) QueueSMS(ctx context.Context, phone, body string) error {
	if garihaat.IsDeletedPhone(phone) {
		return nil
	}
	now := t.s.Now().Unix()
	_, err := t.Exec(ctx, `INSERT INTO sms_outbox (phone, body, next_at, created_at) VALUES (?, ?, ?, ?)`, phone, body, now, now)
	return err
}

// SMSSent is every SMS of the last day that the global hourly cap counts:
// codes to numbers that signed in before and the outbox's messages — not
// codes to new numbers, which have their own budget (issue 46), so a flood
// of sign-ups cannot stop sign-ins or the messages already owed.
const SMSSent = `(SELECT at FROM otp_sends WHERE kind <> 'new' UNION ALL SELECT sent_at AS at FROM sms_outbox WHERE sent_at IS NOT NULL) AS sms`
