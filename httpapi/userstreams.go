package httpapi

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"garihaat"
)

// The signed-in users' event streams (GET /user/events, issue 48) served as
// the vehicle streams are (streams.go): each held its own goroutine, with
// its stack, net/http's buffers and a broker channel, and 5,000 of them
// took 168 MB and made garbage collection two thirds of the server's CPU.
// Now one broker watch per user (per staff member: their own and the
// team's events) feeds that user's streams, the events queued and written
// by a goroutine that lives only while there is something to write.

// userHeld is how many events a user stream may fall behind, in its
// group's queue or before its answer: a burst of messages, not a backlog
// (a page that reconnects reads its threads again).
const userHeld = 32

// eventReady begins a user stream: from it on nothing sent is missed.
const eventReady = "event: ready\ndata: {}\n\n"

// watchUser subscribes g, a new user group, to its user's events; called
// under h.mu.
func (h *streams) watchUser(g *streamGroup) {
	g.stop = h.s.deps.Users.WatchUser(g.key.id, g.key.kind == topicTeam, func(e garihaat.UserEvent) {
		// Under the broker's lock: queue, never wait.
		g.qmu.Lock()
		defer g.qmu.Unlock()
		if len(g.queue) >= userHeld {
			g.queue = g.queue[1:] // the oldest goes, as a full channel's did
		}
		g.queue = append(g.queue, e)
		if !g.flushing {
			g.flushing = true
			go h.flush(g)
		}
	})
}

// flush writes g's queued events to its streams in order until none is
// left. A message of the other side that reached a stream moves the
// user's delivered mark, once for all of their pages.
func (h *streams) flush(g *streamGroup) {
	for {
		g.qmu.Lock()
		batch := g.queue
		g.queue = nil
		if len(batch) == 0 {
			g.flushing = false
			g.qmu.Unlock()
			return
		}
		g.qmu.Unlock()
		for _, e := range batch {
			event := userEventBytes(e)
			var reached atomic.Bool
			h.each(h.members(g), func(st *stream) bool {
				keep, wrote := st.sendUser(e, event)
				if wrote {
					reached.Store(true)
				}
				return keep
			})
			if reached.Load() {
				h.s.noteDelivered(context.Background(), g.key.id, g.key.kind == topicTeam, e)
			}
		}
	}
}

// welcomeUser answers a user group's joining streams: one presence mark
// (no SMS tells the user of an answer they can see) then "ready" and the
// events that came meanwhile.
func (h *streams) welcomeUser(g *streamGroup, batch []*stream) {
	h.mu.Lock()
	g.seenAt = time.Now()
	h.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), streamReadTimeout)
	h.s.streamSeen(ctx, g.key.id)
	cancel()
	h.each(batch, func(st *stream) bool {
		ok, held := st.attachUser()
		for _, e := range held {
			h.s.noteDelivered(context.Background(), g.key.id, g.key.kind == topicTeam, e)
		}
		return ok
	})
}

// attachUser writes the response head, "ready" and the events held, in
// one write; false when the stream is to end (a failed write, or "gone").
// It returns the events written.
func (st *stream) attachUser() (bool, []garihaat.UserEvent) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.ready = true
	b := append(st.greet.head, eventReady...)
	st.greet = nil
	held, gone := st.held, false
	st.held = nil
	for _, e := range held {
		b = append(b, userEventBytes(e)...)
		gone = gone || e.Name == garihaat.UserEventGone
	}
	if !st.writeLocked(b) {
		return false, nil
	}
	return !gone, held
}

// sendUser writes event, e's, or holds e for attachUser while the stream
// is not answered. keep is false when the stream is to end: the write
// failed, or e says the account is gone (its session with it).
func (st *stream) sendUser(e garihaat.UserEvent, event []byte) (keep, wrote bool) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if !st.ready {
		if len(st.held) >= userHeld {
			st.held = st.held[1:]
		}
		st.held = append(st.held, e)
		return true, false
	}
	if !st.writeLocked(event) {
		return false, false
	}
	return e.Name != garihaat.UserEventGone, true
}

// presence marks, from the heartbeat, the users whose streams have been
// open presenceEvery since their last mark: they are still present.
func (h *streams) presence() {
	now := time.Now()
	var due []int64
	h.mu.Lock()
	for k, g := range h.groups {
		if k.kind != topicVehicle && now.Sub(g.seenAt) >= presenceEvery {
			g.seenAt = now
			due = append(due, k.id)
		}
	}
	h.mu.Unlock()
	if len(due) > 0 {
		go func() {
			for _, id := range due {
				h.s.streamSeen(context.Background(), id)
			}
		}()
	}
}

// ended follows a group's last stream (under h.mu): a user's ten minutes
// away count from their last page's closing.
func (h *streams) ended(g *streamGroup) {
	if g.key.kind != topicVehicle {
		go h.s.streamSeen(context.Background(), g.key.id)
	}
}

// streamSeen records that user id has a stream open now.
func (s *Server) streamSeen(ctx context.Context, id int64) {
	if err := s.deps.Conversations.StreamSeen(ctx, id, s.deps.Now()); err != nil {
		s.deps.Logger.WarnContext(ctx, "user stream: presence", "user", id, "err", err)
	}
}

// userEventBytes is e as written to a stream.
func userEventBytes(e garihaat.UserEvent) []byte {
	return fmt.Appendf(nil, "event: %s\ndata: %s\n\n", e.Name, e.Data)
}
