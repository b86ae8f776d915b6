package live

import "sync"

// topics fans values out to subscribers by key without ever waiting: a
// subscriber whose buffer is full loses its oldest value, never the
// newest. One channel may listen on several keys (a staff member's own
// events and the team's); it gets a value published to both once.
type topics[T any] struct {
	mu   sync.Mutex
	subs map[int64]map[chan T]struct{}
	n    int
}

func newTopics[T any]() topics[T] { return topics[T]{subs: map[int64]map[chan T]struct{}{}} }

// deliver hands v to every subscriber of any of keys.
func (h *topics[T]) deliver(v T, keys ...int64) {
	h.mu.Lock()
	defer h.mu.Unlock()
	var done map[chan T]bool
	if len(keys) > 1 {
		done = map[chan T]bool{}
	}
	for _, k := range keys {
		for ch := range h.subs[k] {
			if done != nil {
				if done[ch] {
					continue
				}
				done[ch] = true
			}
			for {
				select {
				case ch <- v:
				default:
					select {
					case <-ch: // drop the oldest and try again
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
	ch := make(chan T, size)
	h.mu.Lock()
	for _, k := range keys {
		if h.subs[k] == nil {
			h.subs[k] = map[chan T]struct{}{}
		}
		h.subs[k][ch] = struct{}{}
	}
	h.n++
	h.mu.Unlock()
	var once sync.Once
	return ch, func() {
		once.Do(func() {
			h.mu.Lock()
			for _, k := range keys {
				delete(h.subs[k], ch)
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
