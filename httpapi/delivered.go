package httpapi

import (
	"context"
	"sync"
	"time"

	"garihaat"
)

// marker writes the delivered marks the user streams note, for every
// user at once: the marks noted while a write runs wait, the newest per
// viewer and conversation, and go together in the next (the store moves
// those of the messages the streams carried in one statement a side). A
// goroutine and a statement a mark, each taking a pooled connection, left
// 200 messages a second waiting for connections of their own (issue 48).
type marker struct {
	s       *Server
	mu      sync.Mutex
	notes   map[deliveredKey]deliveredNote
	running bool
}

// deliveredKey is whose delivered mark of which conversation.
type deliveredKey struct {
	v            garihaat.Viewer
	conversation int64
}

// note records that n reached k's viewer, and starts the writer when it
// is not running.
func (m *marker) note(k deliveredKey, n deliveredNote) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.notes == nil {
		m.notes = map[deliveredKey]deliveredNote{}
	}
	if n.upTo > m.notes[k].upTo {
		m.notes[k] = n
	}
	if !m.running {
		m.running = true
		go m.run()
	}
}

// run writes the noted marks until none is left.
func (m *marker) run() {
	for {
		m.mu.Lock()
		notes := m.notes
		m.notes = nil
		if len(notes) == 0 {
			m.running = false
			m.mu.Unlock()
			return
		}
		m.mu.Unlock()
		m.write(notes)
	}
}

// write moves the marks notes say and tells both sides of each that
// moved; a failure is logged (the mark moves at the next read of a list
// or thread).
func (m *marker) write(notes map[deliveredKey]deliveredNote) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var carried []garihaat.Delivery
	for k, n := range notes {
		if n.m == nil {
			m.s.delivered(ctx, k.v, []int64{k.conversation}, n.upTo) // a truncated event: what it delivers is read
			continue
		}
		carried = append(carried, garihaat.Delivery{V: k.v, Buyer: n.buyer, M: *n.m})
	}
	if len(carried) > 0 {
		marks, err := m.s.deps.Conversations.DeliveredMessages(ctx, carried)
		if err != nil {
			m.s.deps.Logger.WarnContext(ctx, "delivered marks", "messages", len(carried), "err", err)
		}
		m.s.tellDelivered(ctx, marks) // those that moved before the error too
	}
}
