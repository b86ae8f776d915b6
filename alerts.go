package garihaat

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
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
type DigestSearch struct {
	Name string
	New  int
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

// DigestText is the digest's SMS in its language: link opens what it
// tells of, stop turns its alerts off without signing in.
func DigestText(d Digest, link, stop string) string {
	en := d.Lang == "en"
	count := func(n int) string {
		if en {
			return strconv.Itoa(n)
		}
		return BengaliDigits(strconv.Itoa(n))
	}
	var parts []string
	switch n := len(d.Searches); {
	case n == 1 && en:
		parts = append(parts, fmt.Sprintf("%s new for \"%s\": %s", count(d.Searches[0].New), d.Searches[0].Name, link))
	case n == 1:
		parts = append(parts, fmt.Sprintf("\"%s\" খোঁজে %sটি নতুন গাড়ি: %s", d.Searches[0].Name, count(d.Searches[0].New), link))
	case n > 1:
		total := 0
		for _, s := range d.Searches {
			total += s.New
		}
		if en {
			parts = append(parts, fmt.Sprintf("%s new vehicles for %s of your saved searches: %s", count(total), count(n), link))
		} else {
			parts = append(parts, fmt.Sprintf("আপনার %sটি সংরক্ষিত খোঁজে %sটি নতুন গাড়ি: %s", count(n), count(total), link))
		}
	}
	if len(d.Drops) > 0 {
		var drop string
		switch p := d.Drops[0]; {
		case len(d.Drops) > 1 && en:
			drop = fmt.Sprintf("Price down on %s of your saved vehicles", count(len(d.Drops)))
		case len(d.Drops) > 1:
			drop = fmt.Sprintf("আপনার সংরক্ষিত %sটি গাড়ির দাম কমেছে", count(len(d.Drops)))
		case en:
			drop = fmt.Sprintf("Price down on %s: %s (was %s)", p.Titles.In("en"), Taka("en", p.New), Taka("en", p.Old))
		default:
			drop = fmt.Sprintf("%s গাড়ির দাম কমেছে: %s (আগে %s)", p.Titles.In("bn"), Taka("bn", p.New), Taka("bn", p.Old))
		}
		if len(d.Searches) == 0 {
			drop += ": " + link
		}
		parts = append(parts, drop)
	}
	if en {
		return "Garihaat: " + strings.Join(parts, ". ") + ". Stop these alerts: " + stop
	}
	return "গাড়িহাট: " + strings.Join(parts, "। ") + "। এই বার্তা বন্ধ করতে: " + stop
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
