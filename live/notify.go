package live

import (
	"context"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"
)

// notifier sends the notifications of user events to the other instances
// after the events reached this one's streams (Postgres.PublishUser): in
// order, from one goroutine that lives while there is something to send,
// and as many at once as are waiting in one statement. A request no longer
// waits for a database connection to tell other instances, and at 200
// messages a second their events took one connection each out of a pool
// the messages themselves waited for (issue 48).
type notifier struct {
	send   func(ctx context.Context, payloads []string) error
	logger *slog.Logger

	mu      sync.Mutex
	queue   []string
	sending bool
	dropped int
}

// notifyBatch bounds the notifications of one statement, notifyHeld those
// waiting: with the database away, the oldest go (the other instances'
// pages read their threads again when they reconnect).
const (
	notifyBatch = 64
	notifyHeld  = 10_000
)

// add queues payload and starts the sender when it is not running.
func (n *notifier) add(payload string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if len(n.queue) >= notifyHeld {
		n.queue = n.queue[1:]
		n.dropped++
	}
	n.queue = append(n.queue, payload)
	if !n.sending {
		n.sending = true
		go n.run()
	}
}

// run sends what is queued until nothing is left.
func (n *notifier) run() {
	for {
		n.mu.Lock()
		if len(n.queue) == 0 {
			n.sending = false
			n.mu.Unlock()
			return
		}
		k := min(len(n.queue), notifyBatch)
		batch := append([]string(nil), n.queue[:k]...)
		n.queue = append(n.queue[:0], n.queue[k:]...) // the array's start is reused, not leaked
		dropped := n.dropped
		n.dropped = 0
		n.mu.Unlock()
		if dropped > 0 {
			n.logger.Warn("live: user events not sent to other instances", "dropped", dropped)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := n.send(ctx, batch); err != nil {
			n.logger.Warn("live: notify other instances", "events", len(batch), "err", err)
		}
		cancel()
	}
}

// notifyStatement is one statement notifying channel ($1) of n payloads.
func notifyStatement(n int) string {
	var b strings.Builder
	b.WriteString("SELECT ")
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("pg_notify($1, $" + strconv.Itoa(i+2) + ")")
	}
	return b.String()
}

// flush waits until nothing is queued or being sent, or ctx ends.
func (n *notifier) flush(ctx context.Context) error {
	for {
		n.mu.Lock()
		idle := !n.sending
		n.mu.Unlock()
		if idle {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(5 * time.Millisecond):
		}
	}
}
