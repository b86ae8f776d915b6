package garihaat

import (
	"context"
	"log/slog"
	"time"
)

// Digest is what one user's alert SMS of the day tells: the saved searches
// with vehicles newly matching, and the saved vehicles whose price fell.
type Digest struct {
	Lang     string
	Searches []DigestSearch
	Drops    []PriceDrop
}

// DigestSearch is one saved search's news: New vehicles newly match.
// Query is the search's, which names its districts in the SMS's language
// (SearchNameIn).
type DigestSearch struct {
	Name  string
	Query string
	New   int
}

// PriceDrop is a saved vehicle's lower price: Old before, New now, of the
// cash price or, when only that fell, the installment one.
type PriceDrop struct {
	Titles      Titles
	Old, New    int64
	Installment bool
}

// Taka writes an amount as the site shows it: ৳ and lakh grouping, in
// Bengali digits for a Bangla reader.
func Taka(lang string, n int64) string {
	s := "৳" + GroupLakh(n)
	if lang == "en" {
		return s
	}
	return BengaliDigits(s)
}

// AlertSender makes and queues the due alert digests of now.
type AlertSender interface {
	// SendAlerts queues today's digest of every user with news and none
	// sent today, when now is inside hours; it returns how many it queued.
	SendAlerts(ctx context.Context, now time.Time, hours AlertHours, siteURL string) (int, error)
}

// RunAlerts makes the alert digests every interval until ctx ends. Every
// instance may run it: a digest's row is its claim (one per user and day).
func RunAlerts(ctx context.Context, a AlertSender, now func() time.Time, interval time.Duration, hours AlertHours, siteURL string, logger *slog.Logger) {
	runEvery(ctx, interval, func() {
		if n, err := a.SendAlerts(ctx, now(), hours, siteURL); err != nil && ctx.Err() == nil {
			logger.Warn("alerts: sending failed", "err", err)
		} else if n > 0 {
			logger.Info("alerts: digests queued", "count", n)
		}
	})
}

// runEvery calls fn at once and then every interval until ctx ends.
func runEvery(ctx context.Context, interval time.Duration, fn func()) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		fn()
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
