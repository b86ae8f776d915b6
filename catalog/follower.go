// Package catalog is the catalogue's read model: what the server keeps
// beside the database to answer the public site fast (the list index, the
// per-version snapshot of names, newest lists and fair-price marks, …),
// the one follower per instance that brings each of them from one
// catalogue version to the next (issue 45), and the public catalogue's
// answers read from them (Catalog), built on the store's SQL (Source).
//
// Why one follower: the parts used to follow the change log each on its
// own, started two ways — the list index and the snapshot pulled by a
// request, which then merged the new version under a lock while every
// other request of that version waited on the lock (at 1,000,000 vehicles
// the list's p99 while staff write was 0.6–1.5 s, issue 47). Here the log
// is read once for all parts, each part applies each version once on its
// own goroutine, and a request only ever reads the newest version a part
// applied, or waits — bounded, on a condition — for the follower to apply
// the one it needs. A new part is one Register.
package catalog

import (
	"context"
	"errors"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Changes is what the catalogue writes after a version changed.
type Changes struct {
	Version  int64   // the newest version
	All      bool    // anything may have changed, or the log no longer reaches back that far
	Vehicles []int64 // the vehicles changed, ascending, when not All
}

// Log is the catalogue's change log (the store's SQL).
type Log interface {
	// ChangesSince tells what the catalogue writes after version changed
	// (version -1: everything).
	ChangesSince(ctx context.Context, version int64) (Changes, error)
}

// Part is one thing kept beside the database.
type Part interface {
	// Apply brings the part from version from (-1: it holds nothing yet)
	// to ch.Version or beyond, ch naming what changed since from (All: it
	// starts over), and returns the version it reached. ErrMoved: the
	// catalogue moved on while it read, and the follower asks the log
	// again. Apply is never called twice at once for one part.
	Apply(ctx context.Context, from int64, ch Changes) (int64, error)
}

// ErrMoved says a part's read met a newer version than it was given.
var ErrMoved = errors.New("catalog: the catalogue changed while a part was read")

// Follower reads the change log for every part registered with it.
type Follower struct {
	log    Log
	wake   chan struct{}
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu     sync.Mutex
	cursor int64 // the newest version read from the log, -1 before the first
	parts  []*Following
	closed bool
	// OnError, when set before the first Register, is told of a failed read
	// or apply (a log line); the next wake tries again.
	OnError func(part string, err error)
}

// NewFollower starts a follower of log; Close stops it.
func NewFollower(log Log) *Follower {
	f := &Follower{log: log, wake: make(chan struct{}, 1), cursor: -1}
	f.ctx, f.cancel = context.WithCancel(context.Background())
	f.wg.Add(1)
	go f.run()
	return f
}

// Close stops the follower and every part's worker, and waits for them.
func (f *Follower) Close() {
	f.mu.Lock()
	f.closed = true
	f.mu.Unlock()
	f.cancel()
	f.wg.Wait()
}

// Context ends when the follower is closed (for a part's background work).
func (f *Follower) Context() context.Context { return f.ctx }

// Go runs work in the background until it returns; Close waits for it.
// false when the follower is closed (work is not run).
func (f *Follower) Go(work func(ctx context.Context)) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return false
	}
	f.wg.Go(func() { work(f.ctx) })
	return true
}

// Wake makes the follower read the log soon: after a write of this
// instance, or when a request read a version newer than a part holds (a
// write of another instance). It never blocks.
func (f *Follower) Wake() {
	select {
	case f.wake <- struct{}{}:
	default: // one wake-up pending is enough
	}
}

// WakeEvery wakes the follower every interval until it is closed: the
// writes of other instances reach this one's parts within it even when no
// request asks for their version.
func (f *Follower) WakeEvery(interval time.Duration) {
	f.Go(func(ctx context.Context) {
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				f.Wake()
			}
		}
	})
}

func (f *Follower) run() {
	defer f.wg.Done()
	for {
		select {
		case <-f.ctx.Done():
			return
		case <-f.wake:
		}
		f.read()
	}
}

// read asks the log what changed since the cursor and hands it to every part.
func (f *Follower) read() {
	f.mu.Lock()
	cursor := f.cursor
	f.mu.Unlock()
	ch, err := f.log.ChangesSince(f.ctx, cursor)
	if err != nil {
		if f.OnError != nil && f.ctx.Err() == nil {
			f.OnError("log", err)
		}
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if ch.Version == cursor {
		for _, p := range f.parts {
			p.retry() // a part that failed tries again on a later wake
		}
		return
	}
	f.cursor = ch.Version
	for _, p := range f.parts {
		p.add(ch)
	}
}

// Register adds a part, which starts from nothing (its first Apply is told
// All) and is applied every version from then on; name is for errors.
func (f *Follower) Register(name string, part Part) *Following {
	p := &Following{name: name, part: part, f: f, kick: make(chan struct{}, 1), moved: make(chan struct{})}
	p.applied.Store(-1)
	f.mu.Lock()
	defer f.mu.Unlock()
	f.parts = append(f.parts, p)
	if f.cursor >= 0 {
		p.add(Changes{Version: f.cursor, All: true})
	}
	if !f.closed {
		f.wg.Go(p.work)
	}
	f.Wake()
	return p
}

// Following is one registered part: the version it applied, the changes
// it is yet to apply (made one change set while it was busy), and the
// condition requests wait on.
type Following struct {
	name    string
	part    Part
	f       *Follower
	kick    chan struct{}
	applied atomic.Int64

	mu      sync.Mutex
	pending *Changes      // what changed since applied, nil when nothing
	moved   chan struct{} // closed (and replaced) when applied moves on
	failed  bool          // the last Apply failed (not ErrMoved); the next wake retries
	backoff time.Duration // before the part tries again by itself after a failure
}

// Retries of a failed part: it tries again by itself after firstBackoff,
// doubling up to lastBackoff (the database away), and at once on a wake.
const (
	firstBackoff = 50 * time.Millisecond
	lastBackoff  = 5 * time.Second
)

// Applied is the newest version the part applied (-1: none yet).
func (p *Following) Applied() int64 { return p.applied.Load() }

// add joins ch (newer than what the part applied) to its pending changes.
// f.mu is held.
func (p *Following) add(ch Changes) {
	p.mu.Lock()
	if p.pending == nil {
		p.pending = &Changes{Version: ch.Version, All: ch.All, Vehicles: slices.Clone(ch.Vehicles)}
	} else {
		p.pending = union(p.pending, &ch)
	}
	p.mu.Unlock()
	p.poke()
}

func (p *Following) retry() {
	p.mu.Lock()
	failed := p.failed && p.pending != nil
	p.mu.Unlock()
	if failed {
		p.poke()
	}
}

func (p *Following) poke() {
	select {
	case p.kick <- struct{}{}:
	default:
	}
}

// union is what a and b changed together, at the newer version.
func union(a, b *Changes) *Changes {
	out := &Changes{Version: max(a.Version, b.Version), All: a.All || b.All}
	if !out.All {
		out.Vehicles = slices.Compact(slices.Sorted(slices.Values(append(slices.Clone(a.Vehicles), b.Vehicles...))))
	}
	return out
}

// work applies the part's pending changes, one set at a time.
func (p *Following) work() {
	ctx := p.f.ctx
	for {
		select {
		case <-ctx.Done():
			return
		case <-p.kick:
		}
		p.mu.Lock()
		ch := p.pending
		p.pending = nil
		p.mu.Unlock()
		from := p.applied.Load()
		if ch == nil || ch.Version <= from {
			continue // what it changed is in the version applied already
		}
		reached, err := p.part.Apply(ctx, from, *ch)
		p.mu.Lock()
		if err != nil {
			// Kept for the next try, joined with whatever came meanwhile.
			if p.pending == nil {
				p.pending = ch
			} else {
				p.pending = union(ch, p.pending)
			}
			// A part that met a newer version is tried again when the
			// follower has read it (add), not on every wake: that could spin.
			p.failed = !errors.Is(err, ErrMoved)
			if p.failed {
				p.backoff = min(max(2*p.backoff, firstBackoff), lastBackoff)
				time.AfterFunc(p.backoff, p.poke)
			}
			p.mu.Unlock()
			if !p.failed {
				p.f.Wake()
			} else if p.f.OnError != nil && ctx.Err() == nil {
				p.f.OnError(p.name, err)
			}
			continue
		}
		p.failed, p.backoff = false, 0
		if reached > from {
			p.applied.Store(reached)
			close(p.moved)
			p.moved = make(chan struct{})
		}
		p.mu.Unlock()
	}
}

// Await waits until the part applied version (or a newer one), at most
// for wait, and reports whether it did. It wakes the follower, which may
// not know of version yet (a write of another instance); it never applies
// anything itself.
func (p *Following) Await(ctx context.Context, version int64, wait time.Duration) bool {
	return p.AwaitOr(ctx, version, wait, nil)
}

// AwaitOr is Await that also gives up when stop closes (nil: never), as
// when the part starts on work no request should wait for.
func (p *Following) AwaitOr(ctx context.Context, version int64, wait time.Duration, stop <-chan struct{}) bool {
	if p.applied.Load() >= version {
		return true
	}
	p.f.Wake()
	deadline := time.NewTimer(wait)
	defer deadline.Stop()
	for {
		p.mu.Lock()
		moved := p.moved
		p.mu.Unlock()
		if p.applied.Load() >= version {
			return true
		}
		select {
		case <-moved:
		case <-stop:
			return p.applied.Load() >= version
		case <-deadline.C:
			return false
		case <-ctx.Done():
			return false
		case <-p.f.ctx.Done():
			return false
		}
	}
}
