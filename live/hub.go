// Package live carries bid states to the open event streams of a vehicle:
// in process for one instance (SQLite), through PostgreSQL LISTEN/NOTIFY
// for several instances sharing one database. Both are garihaat.Brokers.
package live

import (
	"context"
	"sync"

	"garihaat"
)

// Hub is the in-process broker: one instance, every subscriber in memory.
// The PostgreSQL broker delivers through a Hub too.
type Hub struct {
	mu   sync.Mutex
	subs map[int64]map[chan garihaat.BidState]struct{}
	n    int
}

// NewHub returns an empty hub.
func NewHub() *Hub { return &Hub{subs: map[int64]map[chan garihaat.BidState]struct{}{}} }

// Publish implements garihaat.Broker.
func (h *Hub) Publish(_ context.Context, s garihaat.BidState) error {
	h.deliver(s)
	return nil
}

// deliver hands s to every subscriber of its vehicle without waiting: a
// subscriber whose buffer is full loses its oldest state, never the newest
// (each state is complete, so only the newest matters).
func (h *Hub) deliver(s garihaat.BidState) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for ch := range h.subs[s.VehicleID] {
		for {
			select {
			case ch <- s:
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

// Subscribe implements garihaat.Broker.
func (h *Hub) Subscribe(vehicleID int64) (<-chan garihaat.BidState, func()) {
	ch := make(chan garihaat.BidState, 4)
	h.mu.Lock()
	if h.subs[vehicleID] == nil {
		h.subs[vehicleID] = map[chan garihaat.BidState]struct{}{}
	}
	h.subs[vehicleID][ch] = struct{}{}
	h.n++
	h.mu.Unlock()
	var once sync.Once
	return ch, func() {
		once.Do(func() {
			h.mu.Lock()
			delete(h.subs[vehicleID], ch)
			if len(h.subs[vehicleID]) == 0 {
				delete(h.subs, vehicleID)
			}
			h.n--
			h.mu.Unlock()
		})
	}
}

// Subscribers is the number of open subscriptions (for tests and metrics).
func (h *Hub) Subscribers() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.n
}
