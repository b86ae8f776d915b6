// Package insights counts what visitors do for the dealer's insights
// (issue 49): views, saves, comparisons, offers and purchases of each
// vehicle, and searches by distinct visitors. Events are summed in memory,
// per instance, and flushed every few seconds as one batch the store writes
// with one multi-row upsert per table that adds, so several instances sum
// into the same daily rows. Counting costs the request a map update under a
// mutex, never a database write. A crash loses at most one interval's
// counts: a guide for the dealer, not a record anyone is owed (offers and
// purchases themselves are records in their own tables).
//
// Memory is bounded: at most MaxVehicles vehicle-days and MaxSearches
// searches wait for a flush (more are dropped and counted in Dropped), and
// the distinct-visitor set holds at most MaxSeen entries a day; when it is
// full it starts again, so a visitor may then count twice.
package insights

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/maphash"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"garihaat"
	"garihaat/internal/flushloop"
)

// Bounds of what waits in memory between two flushes.
const (
	MaxVehicles = 50_000
	MaxSearches = 5_000
	MaxSeen     = 100_000
)

// Sink stores a batch (the store's InsightService).
type Sink interface {
	AddInsights(ctx context.Context, b garihaat.InsightBatch) error
}

// Counter gathers events until they are flushed. A nil *Counter counts
// nothing, so a caller need not check whether counting is on. Build one
// with New.
type Counter struct {
	now      func() time.Time
	mu       sync.Mutex
	vehicles map[garihaat.VehicleDay]garihaat.InsightCounts
	searches map[garihaat.SearchKey]int64
	// seen holds hashes of (visitor, search) counted on seenDay: a
	// visitor's second identical search of a day adds nothing.
	seen    map[uint64]struct{}
	seenDay string
	seed    maphash.Seed
	dropped atomic.Int64
}

// New returns an empty counter on the clock now (nil: time.Now).
func New(now func() time.Time) *Counter {
	if now == nil {
		now = time.Now
	}
	return &Counter{now: now, vehicles: map[garihaat.VehicleDay]garihaat.InsightCounts{},
		searches: map[garihaat.SearchKey]int64{}, seen: map[uint64]struct{}{}, seed: maphash.MakeSeed()}
}

// Dropped is how many events were not counted because memory was full.
func (c *Counter) Dropped() int64 {
	if c == nil {
		return 0
	}
	return c.dropped.Load()
}

// add adds one event of vehicle id to today's counts.
func (c *Counter) add(id int64, event func(*garihaat.InsightCounts)) {
	if c == nil || id <= 0 {
		return
	}
	k := garihaat.VehicleDay{Day: garihaat.DhakaDay(c.now()), VehicleID: id}
	c.mu.Lock()
	defer c.mu.Unlock()
	n, ok := c.vehicles[k]
	if !ok && len(c.vehicles) >= MaxVehicles {
		c.dropped.Add(1)
		return
	}
	event(&n)
	c.vehicles[k] = n
}

// View counts an opening of vehicle id's page.
func (c *Counter) View(id int64) { c.add(id, func(n *garihaat.InsightCounts) { n.Views++ }) }

// Save counts vehicle id saved to someone's list.
func (c *Counter) Save(id int64) { c.add(id, func(n *garihaat.InsightCounts) { n.Saves++ }) }

// Offer counts an offer sent on vehicle id.
func (c *Counter) Offer(id int64) { c.add(id, func(n *garihaat.InsightCounts) { n.Offers++ }) }

// Purchase counts an offer on vehicle id turned into a purchase.
func (c *Counter) Purchase(id int64) { c.add(id, func(n *garihaat.InsightCounts) { n.Purchases++ }) }

// Compare counts each of ids put side by side with the others.
func (c *Counter) Compare(ids []int64) {
	for _, id := range ids {
		c.add(id, func(n *garihaat.InsightCounts) { n.Comparisons++ })
	}
}

// search counts the search f by visitor (an address; hashed, never kept)
// on day, once per visitor and day. A first page only, and only a search
// that says something: text, a single type or a budget.
func (c *Counter) search(visitor string, f garihaat.VehicleFilter, day string) {
	if f.Page > 1 {
		return
	}
	k := garihaat.SearchKey{Day: day, Query: Normalize(f.Query), Budget: garihaat.BudgetBand(f)}
	if len(f.TypeIDs) == 1 {
		k.TypeID = f.TypeIDs[0]
	}
	if k.Query == "" && k.TypeID == 0 && k.Budget == "" {
		return
	}
	var typeID [8]byte
	binary.LittleEndian.PutUint64(typeID[:], uint64(k.TypeID))
	sum := c.sum(visitor, k.Query, k.Budget, typeID[:]...)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.seenOn(k.Day)
	if _, ok := c.seen[sum]; ok {
		return
	}
	if _, ok := c.searches[k]; !ok && len(c.searches) >= MaxSearches {
		c.dropped.Add(1)
		return
	}
	c.seen[sum] = struct{}{}
	c.searches[k]++
}

// SearchRequest counts a list request by visitor whose query string is
// raw. parse reads its filter (false: count nothing, and ask again next
// time), and is called at most once a day for a visitor's raw query: a
// repeated request (a refresh, paging back, an app's poll) costs a hash
// and a map lookup, where reading the filter again cost the list's hottest
// path microseconds a request.
func (c *Counter) SearchRequest(visitor, raw string, parse func() (garihaat.VehicleFilter, bool)) {
	if c == nil {
		return
	}
	day := garihaat.DhakaDay(c.now())
	sum := c.sum(visitor, raw, "", 1) // the last byte keeps raw queries apart from counted searches
	c.mu.Lock()
	c.seenOn(day)
	_, ok := c.seen[sum]
	c.mu.Unlock()
	if ok {
		return
	}
	f, count := parse()
	if !count {
		return
	}
	c.search(visitor, f, day)
	c.mu.Lock()
	c.seenOn(day)
	c.seen[sum] = struct{}{}
	c.mu.Unlock()
}

// sum hashes visitor with what they searched (a, b and tail).
func (c *Counter) sum(visitor, a, b string, tail ...byte) uint64 {
	var h maphash.Hash
	h.SetSeed(c.seed)
	h.WriteString(visitor)
	h.WriteByte(0)
	h.WriteString(a)
	h.WriteByte(0)
	h.WriteString(b)
	h.WriteByte(0)
	h.Write(tail)
	return h.Sum64()
}

// seenOn empties the distinct-visitor set when day is a new one or the set
// is full. c.mu is held.
func (c *Counter) seenOn(day string) {
	if c.seenDay != day || len(c.seen) >= MaxSeen {
		c.seen, c.seenDay = map[uint64]struct{}{}, day
	}
}

// Flush writes what was counted so far to sink; on failure it is kept for
// the next flush.
func (c *Counter) Flush(ctx context.Context, sink Sink) error {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	b := garihaat.InsightBatch{Vehicles: c.vehicles, Searches: c.searches}
	c.vehicles, c.searches = map[garihaat.VehicleDay]garihaat.InsightCounts{}, map[garihaat.SearchKey]int64{}
	c.mu.Unlock()
	if len(b.Vehicles) == 0 && len(b.Searches) == 0 {
		return nil
	}
	err := sink.AddInsights(ctx, b)
	if err != nil {
		c.mu.Lock()
		for k, n := range b.Vehicles {
			m := c.vehicles[k]
			m.Add(n)
			c.vehicles[k] = m
		}
		for k, n := range b.Searches {
			c.searches[k] += n
		}
		c.mu.Unlock()
	}
	return err
}

// Run flushes to sink every interval until ctx ends, then once more with a
// short deadline so a stopping instance keeps its last counts.
func (c *Counter) Run(ctx context.Context, sink Sink, interval time.Duration, logger *slog.Logger) {
	flushloop.Run(ctx, "insights", interval, func(ctx context.Context) error { return c.Flush(ctx, sink) }, logger)
}

// botWords mark a User-Agent of a program that says it is one.
var botWords = []string{"bot", "crawl", "spider", "slurp", "facebookexternalhit", "preview", "lighthouse", "curl/", "wget/", "python-requests", "go-http-client"}

// IsBot reports whether userAgent says it is a crawler or a script. It is
// asked of every counted search, so the lower-case copy of a usual
// User-Agent is made on the stack (strings.ToLower cost a microsecond).
func IsBot(userAgent string) bool {
	var buf [512]byte
	ua := buf[:0]
	if len(userAgent) > len(buf) {
		ua = make([]byte, 0, len(userAgent))
	}
	for i := 0; i < len(userAgent); i++ {
		c := userAgent[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		ua = append(ua, c)
	}
	for _, w := range botWords {
		if bytes.Contains(ua, []byte(w)) {
			return true
		}
	}
	return false
}
