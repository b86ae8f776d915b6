package garihaat

import (
	"context"
	"log/slog"
	"time"
)

// OutboxSMS is a queued message.
type OutboxSMS struct {
	ID       int64
	Phone    string
	Body     string
	Attempts int
}

// Outbox is the queue of messages decided in a transaction and sent later.
type Outbox interface {
	// ClaimSMS leases up to limit due messages to the caller, within the
	// site's hourly SMS cap (0: none).
	ClaimSMS(ctx context.Context, limit, hourlyCap int) ([]OutboxSMS, error)
	// MarkSMS records the outcome of sending message id (nil: sent).
	MarkSMS(ctx context.Context, id int64, sendErr error) error
}

// OutboxMaxAttempts is how often a message is tried before it is given up.
const OutboxMaxAttempts = 8

// OutboxRetryDelay is the wait after the n-th failed try: 1, 2, 4 … minutes,
// at most an hour, so a gateway outage of a few hours is ridden out.
func OutboxRetryDelay(n int) time.Duration {
	return min(time.Minute<<max(n-1, 0), time.Hour)
}

// RunOutbox sends queued messages every interval until ctx ends, at most
// hourlyCap SMS an hour together with sign-in codes. Several instances may
// run it at once: claims are leases, never shared.
func RunOutbox(ctx context.Context, o Outbox, sender SMSSender, interval time.Duration, hourlyCap int, logger *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		DrainOutbox(ctx, o, sender, hourlyCap, logger)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// DrainOutbox sends every message that is due now and fits the cap.
func DrainOutbox(ctx context.Context, o Outbox, sender SMSSender, hourlyCap int, logger *slog.Logger) {
	for ctx.Err() == nil {
		batch, err := o.ClaimSMS(ctx, 20, hourlyCap)
		if err != nil {
			logger.Warn("sms outbox: claim failed", "err", err)
			return
		}
		if len(batch) == 0 {
			return
		}
		for _, m := range batch {
			err := sender.SendSMS(ctx, m.Phone, m.Body)
			if err != nil {
				logger.Warn("sms outbox: send failed", "phone", MaskPhone(m.Phone), "attempt", m.Attempts+1, "err", err)
			}
			if err := o.MarkSMS(context.WithoutCancel(ctx), m.ID, err); err != nil {
				logger.Warn("sms outbox: mark failed", "err", err)
			}
		}
	}
}

// Titles are a vehicle's title in both languages, for messages.
type Titles struct{ En, Bn string }

// In is the title in lang: the Bangla one for a Bangla message (issue 32:
// Bangla SMS carried the English title), the English one when there is no
// Bangla title.
func (t Titles) In(lang string) string {
	if lang != "en" && t.Bn != "" {
		return t.Bn
	}
	return t.En
}

// OutcomeText is the short message a bidder gets when the dealer decides
// their offer: won (Winner) or lost, in the bidder's language.
func OutcomeText(lang string, won bool, titles Titles, idNumber string) string {
	id := smsOfferLost
	if won {
		id = smsOfferWon
	}
	return smsSay(lang, id, Verbatim(idNumber), Verbatim(titles.In(lang)))
}

// OutbidText tells the previous highest bidder of an open-mode vehicle
// that a higher offer came in.
func OutbidText(lang string, titles Titles) string {
	return smsSay(lang, smsOutbid, Verbatim(titles.In(lang)))
}
