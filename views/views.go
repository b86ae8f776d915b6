// Package views counts how many times vehicles' pages are opened (issue
// 28: a seller sees their listing's views). A view is counted in memory and
// written in batches: one statement per vehicle every few seconds instead
// of a write per page view, which would put the busiest read of the site
// behind the database's writer. A crash loses at most one interval's counts
// — a view count is a guide for the seller, not a record anyone is owed.
package views

import (
	"context"
	"hash/maphash"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"
)

// Sink stores counted views: counts[id] more views of vehicle id (unknown
// or deleted vehicles are skipped).
type Sink interface {
	AddViews(ctx context.Context, counts map[int64]int64) error
}

// Counter gathers views until they are flushed. The zero value is not
// usable: build one with New.
type Counter struct {
	mu      sync.Mutex
	pending map[int64]int64
	// recent holds the last viewer and vehicle hashed to each slot, so one
	// person reloading a page (or a script asking again and again) counts
	// once while they stay among the last 16,384 views.
	seed   maphash.Seed
	recent [1 << 14]atomic.Uint64
}

// New returns an empty counter.
func New() *Counter { return &Counter{pending: map[int64]int64{}, seed: maphash.MakeSeed()} }

// Add counts a view of vehicle id by viewer (a client address or user),
// unless the same viewer's view of it was counted lately.
func (c *Counter) Add(id int64, viewer string) {
	var h maphash.Hash
	h.SetSeed(c.seed)
	h.WriteString(viewer)
	var b [8]byte
	for i := range b {
		b[i] = byte(id >> (8 * i))
	}
	h.Write(b[:])
	sum := h.Sum64() | 1 // never 0, which an empty slot holds
	if c.recent[sum%uint64(len(c.recent))].Swap(sum) == sum {
		return
	}
	c.mu.Lock()
	c.pending[id]++
	c.mu.Unlock()
}

// Flush writes the views counted so far to sink; on failure they are
// kept for the next flush.
func (c *Counter) Flush(ctx context.Context, sink Sink) error {
	c.mu.Lock()
	batch := c.pending
	c.pending = map[int64]int64{}
	c.mu.Unlock()
	if len(batch) == 0 {
		return nil
	}
	err := sink.AddViews(ctx, batch)
	if err != nil {
		c.mu.Lock()
		for id, n := range batch {
			c.pending[id] += n
		}
		c.mu.Unlock()
	}
	return err
}

// Run flushes every interval until ctx ends, then once more with a short
// deadline so a stopping instance keeps its last counts.
func (c *Counter) Run(ctx context.Context, sink Sink, interval time.Duration, logger *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			if err := c.Flush(ctx, sink); err != nil && ctx.Err() == nil {
				logger.Warn("views: flush failed; kept for the next", "err", err)
			}
		case <-ctx.Done():
			last, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			if err := c.Flush(last, sink); err != nil {
				logger.Warn("views: last flush failed", "err", err)
			}
			cancel()
			return
		}
	}
}
