package store

import (
	"context"
	"sync"
	"time"
)

// sharedReadTimeout bounds one shared read: its callers each wait only as
// long as their own context allows, but the read itself belongs to none
// of them.
const sharedReadTimeout = 10 * time.Second

// sharedRead lets concurrent callers share one database read whose answer
// is as new as each caller's question: a caller joins the read that has
// not started yet (starting one when none waits), never one already under
// way, which may have missed a write committed just before the caller
// asked. Requests arriving together cost one query instead of one each,
// and each still sees every write committed before it asked, made by
// whichever instance (issue 12: a cached answer's stamp check was half of
// its cost).
type sharedRead[T any] struct {
	read func(context.Context) (T, error)

	mu      sync.Mutex
	next    *readRound[T] // the read new callers join; nil when none waits
	running bool          // a goroutine is reading rounds
}

// readRound is one read and the callers waiting for it.
type readRound[T any] struct {
	done   chan struct{}
	joined int // callers that joined; tests watch it
	val    T
	err    error
}

func newSharedRead[T any](read func(context.Context) (T, error)) *sharedRead[T] {
	return &sharedRead[T]{read: read}
}

// get returns a value read after get was called.
func (c *sharedRead[T]) get(ctx context.Context) (T, error) {
	c.mu.Lock()
	r := c.next
	if r == nil {
		r = &readRound[T]{done: make(chan struct{})}
		c.next = r
		if !c.running {
			c.running = true
			go c.readRounds()
		}
	}
	r.joined++
	c.mu.Unlock()
	select {
	case <-r.done:
		return r.val, r.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}

// readRounds reads one round after another while callers wait for one.
func (c *sharedRead[T]) readRounds() {
	for {
		c.mu.Lock()
		r := c.next
		c.next = nil
		if r == nil {
			c.running = false
			c.mu.Unlock()
			return
		}
		c.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), sharedReadTimeout)
		r.val, r.err = c.read(ctx)
		cancel()
		close(r.done)
	}
}
