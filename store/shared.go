package store

import (
	"context"
	"runtime"
	"sync"
	"time"
)

// sharedReadTimeout bounds one shared read: its callers each wait only as
// long as their own context allows, but the read itself belongs to none
// of them.
const sharedReadTimeout = 10 * time.Second

// sharedReads lets concurrent callers share one database read whose answer
// is as new as each caller's question: a caller adds its key to the read
// that has not started yet (starting one when none waits), never to one
// already under way, which may have missed a write committed just before
// the caller asked. Requests arriving together cost one query for all
// their keys instead of one each, and each still sees every write
// committed before it asked, made by whichever instance (issue 12: a
// cached answer's stamp check was half of its cost).
type sharedReads[K comparable, V any] struct {
	// read reads the values of distinct keys; a key it leaves out has none.
	read func(ctx context.Context, keys []K) (map[K]V, error)

	// most is how many reads may be under way at once.
	most int

	mu      sync.Mutex
	next    *readRound[K, V] // the read new callers join; nil when none waits
	running int              // reads under way; when most are, the next round follows one of them
}

// readRound is one read and the callers waiting for it.
type readRound[K comparable, V any] struct {
	done   chan struct{}
	keys   map[K]struct{}
	joined int // callers that joined; tests watch it
	vals   map[K]V
	err    error
}

func newSharedReads[K comparable, V any](most int, read func(context.Context, []K) (map[K]V, error)) *sharedReads[K, V] {
	return &sharedReads[K, V]{read: read, most: most}
}

// get returns key's value read after get was called, and whether it has one.
func (c *sharedReads[K, V]) get(ctx context.Context, key K) (V, bool, error) {
	c.mu.Lock()
	if c.running < c.most && c.next == nil {
		// Room for another read: read at once, in the caller's goroutine,
		// so a quiet site pays no hand-over. Whoever asks once all are
		// under way waits for the next round, which starts when one ends.
		c.running++
		c.mu.Unlock()
		vals, err := c.read(ctx, []K{key})
		if r := c.takeNext(); r != nil {
			go c.readRounds(r)
		}
		v, ok := vals[key]
		return v, ok, err
	}
	r := c.next
	if r == nil {
		r = &readRound[K, V]{done: make(chan struct{}), keys: map[K]struct{}{}}
		c.next = r
	}
	r.keys[key] = struct{}{}
	r.joined++
	c.mu.Unlock()
	select {
	case <-r.done:
		v, ok := r.vals[key]
		return v, ok, r.err
	case <-ctx.Done():
		var zero V
		return zero, false, ctx.Err()
	}
}

// takeNext takes the round waiting to be read, if any; with none, reading
// stops until someone asks.
func (c *sharedReads[K, V]) takeNext() *readRound[K, V] {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := c.next
	c.next = nil
	if r == nil {
		c.running--
	}
	return r
}

// readRounds reads r, then one round after another while callers wait.
func (c *sharedReads[K, V]) readRounds(r *readRound[K, V]) {
	for ; r != nil; r = c.takeNext() {
		keys := make([]K, 0, len(r.keys))
		for k := range r.keys {
			keys = append(keys, k)
		}
		ctx, cancel := context.WithTimeout(context.Background(), sharedReadTimeout)
		r.vals, r.err = c.read(ctx, keys)
		cancel()
		close(r.done)
	}
}

// sharedReadsAtOnce is how many reads of one kind may be under way at
// once: one a core. With one, a busy server's requests all waited on the
// one read while the other core idled (issue 12).
var sharedReadsAtOnce = runtime.GOMAXPROCS(0)

// sharedValue is sharedReads of one value.
type sharedValue[V any] struct{ reads *sharedReads[struct{}, V] }

func newSharedValue[V any](read func(context.Context) (V, error)) sharedValue[V] {
	return sharedValue[V]{newSharedReads(1, func(ctx context.Context, _ []struct{}) (map[struct{}]V, error) {
		v, err := read(ctx)
		return map[struct{}]V{{}: v}, err
	})}
}

func (c sharedValue[V]) get(ctx context.Context) (V, error) {
	v, _, err := c.reads.get(ctx, struct{}{})
	return v, err
}
