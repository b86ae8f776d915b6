package httpapi

import (
	"context"
	"fmt"
	"sync"
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

// teamHeld is userHeld for a staff member's streams, which hear every
// conversation's events: a burst of the whole site's.
const teamHeld = 256

// eventReady begins a user stream: from it on nothing sent is missed.
const eventReady = "event: ready\ndata: {}\n\n"

// userTopic is what a user group keeps besides its streams. The broker
// hands events over under its own lock, which must not wait for the
// streams' (h.mu): they wait in queue, under mu, for the one goroutine
// writing them (flushing). The delivered marks they move go to the
// server's marker (delivered.go), so that the writes never wait for the
// database: a staff member's streams hear every conversation, and a mark
// written per message held their events back until the oldest were lost.
type userTopic struct {
	mu       sync.Mutex
	queue    []garihaat.UserEvent
	flushing bool
	held     int       // how many events it may fall behind
	seenAt   time.Time // the last presence mark, under h.mu
}

// watchUser subscribes g, a new user group, to its user's events; called
// under h.mu.
func (h *streams) watchUser(g *streamGroup) {
	u := &userTopic{held: userHeld}
	if g.key.kind == topicTeam {
		u.held = teamHeld
	}
	g.user = u
	g.stop = h.s.deps.Users.WatchUser(g.key.id, g.key.kind == topicTeam, func(e garihaat.UserEvent) {
		// Under the broker's lock: queue, never wait.
		u.mu.Lock()
		defer u.mu.Unlock()
		if len(u.queue) >= u.held {
			u.queue = u.queue[1:] // the oldest goes, as a full channel's did
		}
		u.queue = append(u.queue, e)
		if !u.flushing {
			u.flushing = true
			go h.flush(g)
		}
	})
}

// flush writes g's queued events to its streams, in order and each batch
// in one write per stream, until none is left.
func (h *streams) flush(g *streamGroup) {
	u := g.user
	for {
		u.mu.Lock()
		batch := u.queue
		u.queue = nil
		if len(batch) == 0 {
			u.flushing = false
			u.mu.Unlock()
			return
		}
		u.mu.Unlock()
		var events []byte
		for i, e := range batch {
			events = append(events, userEventBytes(e)...)
			if e.Name == garihaat.UserEventGone {
				batch = batch[:i+1] // the last its streams say
				break
			}
		}
		var reached atomic.Bool
		h.each(h.members(g), func(st *stream) bool {
			keep, wrote := st.sendUser(batch, events, u.held)
			if wrote {
				reached.Store(true)
			}
			return keep
		})
		if reached.Load() {
			h.delivered(g, batch)
		}
	}
}

// delivered notes the messages of the other side in events as delivered
// to g's user, for the server's marker to write.
func (h *streams) delivered(g *streamGroup, events []garihaat.UserEvent) {
	for _, e := range events {
		if v, id, n, ok := deliveredBy(g.key.id, g.key.kind == topicTeam, e); ok {
			h.s.marks.note(deliveredKey{v, id}, n)
		}
	}
}

// welcomeUser answers a user group's joining streams: one presence mark
// (no SMS tells the user of an answer they can see) then "ready" and the
// events that came meanwhile.
func (h *streams) welcomeUser(g *streamGroup, batch []*stream) {
	h.mu.Lock()
	g.user.seenAt = time.Now()
	h.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), streamReadTimeout)
	h.s.streamSeen(ctx, g.key.id)
	cancel()
	h.each(batch, func(st *stream) bool {
		ok, held := st.attachUser()
		h.delivered(g, held)
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
	for i, e := range held {
		b = append(b, userEventBytes(e)...)
		if gone = e.Name == garihaat.UserEventGone; gone {
			held = held[:i+1] // the last the stream says
			break
		}
	}
	if !st.writeLocked(b) {
		return false, nil
	}
	return !gone, held
}

// sendUser writes events (batch's, which ends with "gone" if any has it),
// or holds batch (up to limit) for attachUser while the stream is not
// answered. keep is false when the stream is to end: the write failed, or
// the account is gone (its session with it).
func (st *stream) sendUser(batch []garihaat.UserEvent, events []byte, limit int) (keep, wrote bool) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if !st.ready {
		st.held = append(st.held, batch...)
		if n := len(st.held); n > limit {
			st.held = st.held[n-limit:]
		}
		return true, false
	}
	if !st.writeLocked(events) {
		return false, false
	}
	return batch[len(batch)-1].Name != garihaat.UserEventGone, true
}

// presence marks, from the heartbeat, the users whose streams have been
// open presenceEvery since their last mark: they are still present.
func (h *streams) presence() {
	now := time.Now()
	var due []int64
	h.mu.Lock()
	for k, g := range h.groups {
		if g.user != nil && now.Sub(g.user.seenAt) >= presenceEvery {
			g.user.seenAt = now
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
