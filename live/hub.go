// Package live carries bid states to the open event streams of a vehicle,
// and user events (issue 48) to the streams of a signed-in user: in process
// for one instance (SQLite), through PostgreSQL LISTEN/NOTIFY for several
// instances sharing one database. Both are a garihaat.Broker and a
// garihaat.UserBroker.
package live

import (
	"context"

	"garihaat"
)

// Hub is the in-process broker: one instance, every subscriber in memory.
// The PostgreSQL broker delivers through a Hub too.
type Hub struct {
	bids  topics[garihaat.BidState]
	users topics[garihaat.UserEvent]
}

var (
	_ garihaat.Broker     = (*Hub)(nil)
	_ garihaat.UserBroker = (*Hub)(nil)
)

// NewHub returns an empty hub.
func NewHub() *Hub {
	return &Hub{bids: newTopics[garihaat.BidState](), users: newTopics[garihaat.UserEvent]()}
}

// Publish implements garihaat.Broker.
func (h *Hub) Publish(_ context.Context, s garihaat.BidState) error {
	h.deliver(s)
	return nil
}

// deliver hands s to every subscriber of its vehicle without waiting (each
// state is complete, so only the newest matters).
func (h *Hub) deliver(s garihaat.BidState) { h.bids.deliver(s, s.VehicleID) }

// Subscribe implements garihaat.Broker.
func (h *Hub) Subscribe(vehicleID int64) (<-chan garihaat.BidState, func()) {
	return h.bids.subscribe(4, vehicleID)
}

// Subscribers is the number of open subscriptions to bid states (for
// tests and metrics).
func (h *Hub) Subscribers() int { return h.bids.count() }

// staffKey is the key of the team's events among users' ids (all positive).
const staffKey = -1

// userBuffer is how many events a user's stream may fall behind: a burst
// of messages, not a backlog.
const userBuffer = 32

// PublishUser implements garihaat.UserBroker.
func (h *Hub) PublishUser(_ context.Context, e garihaat.UserEvent) error {
	h.deliverUser(e)
	return nil
}

func (h *Hub) deliverUser(e garihaat.UserEvent) {
	if e.Staff {
		h.users.deliver(e, e.UserID, staffKey)
		return
	}
	h.users.deliver(e, e.UserID)
}

// SubscribeUser implements garihaat.UserBroker.
func (h *Hub) SubscribeUser(id int64, staff bool) (<-chan garihaat.UserEvent, func()) {
	if staff {
		return h.users.subscribe(userBuffer, id, staffKey)
	}
	return h.users.subscribe(userBuffer, id)
}

// WatchUser implements garihaat.UserBroker.
func (h *Hub) WatchUser(id int64, staff bool, fn func(garihaat.UserEvent)) func() {
	if staff {
		return h.users.watch(fn, id, staffKey)
	}
	return h.users.watch(fn, id)
}

// UserSubscribers is the number of open subscriptions to user events.
func (h *Hub) UserSubscribers() int { return h.users.count() }
