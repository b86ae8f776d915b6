// Package flushloop runs an in-memory counter's flushes: every interval
// until the context ends, then once more with a short deadline so a
// stopping instance keeps its last counts. The page views (package views)
// and the dealer's insights (package insights) both count in memory and
// write in batches; this is the one loop they share.
package flushloop

import (
	"context"
	"log/slog"
	"time"
)

// LastFlush bounds the flush made after the context has ended.
const LastFlush = 5 * time.Second

// Run calls flush every interval until ctx ends, then once more with a
// deadline of LastFlush. A failed flush is logged (as name's) unless ctx
// has ended meanwhile; flush keeps what it failed to write for the next.
func Run(ctx context.Context, name string, interval time.Duration, flush func(context.Context) error, logger *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			if err := flush(ctx); err != nil && ctx.Err() == nil {
				logger.Warn(name+": flush failed; kept for the next", "err", err)
			}
		case <-ctx.Done():
			last, cancel := context.WithTimeout(context.WithoutCancel(ctx), LastFlush)
			if err := flush(last); err != nil {
				logger.Warn(name+": last flush failed", "err", err)
			}
			cancel()
			return
		}
	}
}
