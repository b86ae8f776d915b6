package live

import "sync"

// topics fans values out to subscribers by key without ever waiting: a
// subscriber whose buffer is full loses its oldest value, never the
// newest. One subscriber may listen on several keys (a staff member's own
// events and the team's); it gets a value published to both once.
type topics[T any] struct {
	mu   sync.Mutex
	subs map[int64]map[*subscriber[T]]struct{}
	n    int
}

// subscriber is a channel, or a function called in the publisher's
// goroutine (watch): the event streams served without a goroutine each
// queue the value themselves rather than keep one reading a channel.
type subscriber[T any] struct {
	ch chan T
	fn func(T)
}

func newTopics[T any]() topics[T] { return topics[T]{subs: map[int64]map[*subscriber[T]]struct{}{}} }

// deliver hands v to every subscriber of any of keys.
func (h *topics[T]) deliver(v T, keys ...int64) {
	h.mu.Lock()
	defer h.mu.Unlock()
	var done map[*subscriber[T]]bool
	if len(keys) > 1 {
		done = map[*subscriber[T]]bool{}
	}
	for _, k := range keys {
		for sub := range h.subs[k] {
			if done != nil {
				if done[sub] {
					continue
				}
				done[sub] = true
			}
			if sub.fn != nil {
				sub.fn(v)
				continue
			}
			for {
				select {
				case sub.ch <- v:
				default:
					select {
					case <-sub.ch: // drop the oldest and try again
						continue
					default:
					}
				}
				break
			}
		}
	}
}

// subscribe listens on keys with a buffer of size; the function it
// returns ends the subscription (more than once is harmless).
func (h *topics[T]) subscribe(size int, keys ...int64) (<-chan T, func()) {
	sub := &subscriber[T]{ch: make(chan T, size)}
	return sub.ch, h.add(sub, keys)
}

// watch calls fn with each value published to any of keys, under the
// topics' lock: fn must not wait, nor subscribe or stop a subscription.
// The function it returns ends the watch (more than once is harmless).
func (h *topics[T]) watch(fn func(T), keys ...int64) func() {
	return h.add(&subscriber[T]{fn: fn}, keys)
}

func (h *topics[T]) add(sub *subscriber[T], keys []int64) func() {
	h.mu.Lock()
	for _, k := range keys {
		if h.subs[k] == nil {
			h.subs[k] = map[*subscriber[T]]struct{}{}
		}
		h.subs[k][sub] = struct{}{}
	}
	h.n++
	h.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			h.mu.Lock()
			for _, k := range keys {
				delete(h.subs[k], sub)
				if len(h.subs[k]) == 0 {
					delete(h.subs, k)
				}
			}
			h.n--
			h.mu.Unlock()
		})
	}
}

// count is the number of open subscriptions.
func (h *topics[T]) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.n
}
