package garihaat

import (
	"context"
	"encoding/json"
)

// UserEvent is one event on the signed-in users' own streams (issue 48):
// a new message, or a read mark moved. It reaches UserID's streams and,
// when Staff is set, every staff member's (the team's inbox).
type UserEvent struct {
	UserID int64
	Staff  bool
	// Name is the event's name on the stream ("message", "read"); Data
	// its JSON.
	Name string
	Data json.RawMessage
}

// The user events' names. UserEventGone tells the user's own streams that
// their account was deleted: each says so once and ends.
const (
	UserEventMessage = "message"
	UserEventRead    = "read"
	// UserEventDelivered: a side's client received the other side's
	// messages (DeliveredMark).
	UserEventDelivered = "delivered"
	UserEventGone      = "gone"
)

// UserBroker carries user events to the open streams of their users, on
// every instance.
type UserBroker interface {
	// PublishUser announces e to its user's and (Staff) staff's streams.
	PublishUser(ctx context.Context, e UserEvent) error
	// SubscribeUser returns the events of user id (and, for staff, of the
	// team) as they come, and a function that ends the subscription. A
	// subscriber too slow to read loses its oldest events: a stream that
	// reconnects reads the thread again.
	SubscribeUser(id int64, staff bool) (<-chan UserEvent, func())
	// WatchUser is SubscribeUser without a channel to read: fn gets each
	// event as it is published, in the publisher's goroutine and under
	// the broker's lock, so it must not wait (it queues the event) nor
	// subscribe or stop. It serves thousands of open streams without a
	// goroutine each (issue 48). The function returned ends the watch.
	WatchUser(id int64, staff bool, fn func(UserEvent)) func()
}

// MaxUserEventData bounds a user event's JSON: what PostgreSQL's
// notification payload (8,000 bytes) leaves after the envelope. A longer
// event is sent as a shorter one that tells the page to read the thread.
const MaxUserEventData = 7500
