// Package views counts how many times vehicles' pages are opened (issue
// 28: a seller sees their listing's views). A view is counted in memory and
// written in batches — a few statements every few seconds instead of a
// write per page view, which would put the busiest read of the site behind
// the database's writer. A crash loses at most one interval's counts — a
// view count is a guide for the seller, not a record anyone is owed.
//
// Issue 46: the beacon names any id it likes (14,327 a second of random
// ids were taken, then written one statement each under SQLite's write
// lock, stalling every write for seconds). Now only a listed vehicle's
// view counts (the caller's in-memory test, no query), once per visitor
// and vehicle a Dhaka day, and a flush is one statement per FlushBatch
// vehicles.
package views

import (
	"context"
	"hash/maphash"
	"log/slog"
	"maps"
	"slices"
	"sync"
	"time"

	"garihaat"
	"garihaat/internal/flushloop"
)

// Sink stores counted views: counts[id] more views of vehicle id (unknown
// or deleted vehicles are skipped), for at most FlushBatch vehicles a call.
type Sink interface {
	AddViews(ctx context.Context, counts map[int64]int64) error
}

// FlushBatch is how many vehicles' counts one call of a Sink (one
// statement of the store) carries.
const FlushBatch = 200

// seenPerGeneration bounds the (visitor, vehicle) pairs remembered: two
// generations of at most this many hashes, about 5 MB. A day with more
// distinct pairs forgets its oldest half, whose repeats may count again.
const seenPerGeneration = 1 << 17

// Counter gathers views until they are flushed. The zero value is not
// usable: build one with New.
type Counter struct {
	listed func(id int64) bool
	// Now is the clock whose Dhaka day the dedup is of (time.Now by default).
	Now  func() time.Time
	seed maphash.Seed

	mu      sync.Mutex
	pending map[int64]int64
	day     string              // the Dhaka day seen and before are of
	seen    map[uint64]struct{} // hashed (visitor, vehicle) pairs counted today
	before  map[uint64]struct{} // the previous generation, when seen filled up
}

// New returns an empty counter that counts views of the vehicles listed
// says are on the site; nil counts every id (tests).
func New(listed func(id int64) bool) *Counter {
	return &Counter{listed: listed, Now: time.Now, seed: maphash.MakeSeed(), pending: map[int64]int64{},
		seen: map[uint64]struct{}{}}
}

// Add counts a view of vehicle id by visitor (a signed-in user or a client
// address) and reports whether it counted: not when the vehicle is not
// listed, nor when the same visitor's view of it counted already today.
func (c *Counter) Add(id int64, visitor string) bool {
	if c.listed != nil && !c.listed(id) {
		return false
	}
	var h maphash.Hash
	h.SetSeed(c.seed)
	h.WriteString(visitor)
	var b [8]byte
	for i := range b {
		b[i] = byte(id >> (8 * i))
	}
	h.Write(b[:])
	sum := h.Sum64()
	day := c.Now().In(garihaat.Dhaka).Format(time.DateOnly)
	c.mu.Lock()
	defer c.mu.Unlock()
	if day != c.day {
		c.day, c.seen, c.before = day, map[uint64]struct{}{}, nil
	}
	if _, ok := c.seen[sum]; ok {
		return false
	}
	if _, ok := c.before[sum]; ok {
		return false
	}
	if len(c.seen) >= seenPerGeneration {
		c.before, c.seen = c.seen, map[uint64]struct{}{}
	}
	c.seen[sum] = struct{}{}
	c.pending[id]++
	return true
}

// Flush writes the views counted so far to sink, FlushBatch vehicles a
// call in id order (the same on every instance: no deadlock between two
// flushes); on failure the batch that failed and those after it are kept
// for the next flush.
func (c *Counter) Flush(ctx context.Context, sink Sink) error {
	c.mu.Lock()
	batch := c.pending
	c.pending = map[int64]int64{}
	c.mu.Unlock()
	ids := slices.Sorted(maps.Keys(batch))
	for len(ids) > 0 {
		chunk := ids[:min(len(ids), FlushBatch)]
		counts := make(map[int64]int64, len(chunk))
		for _, id := range chunk {
			counts[id] = batch[id]
		}
		if err := sink.AddViews(ctx, counts); err != nil {
			c.mu.Lock()
			for _, id := range ids {
				c.pending[id] += batch[id]
			}
			c.mu.Unlock()
			return err
		}
		ids = ids[len(chunk):]
	}
	return nil
}

// Run flushes to sink every interval until ctx ends, then once more with a
// short deadline so a stopping instance keeps its last counts.
func (c *Counter) Run(ctx context.Context, sink Sink, interval time.Duration, logger *slog.Logger) {
	flushloop.Run(ctx, "views", interval, func(ctx context.Context) error { return c.Flush(ctx, sink) }, logger)
}
