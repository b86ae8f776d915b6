package httpapi

import (
	"cmp"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"

	"garihaat"
)

// streamWriteTimeout bounds one write to a stream: a phone that stopped
// reading loses its stream instead of holding the others' events back.
const streamWriteTimeout = 10 * time.Second

// streamShard is how many streams one goroutine writes an event to in turn.
const streamShard = 256

// streams holds the event streams taken over from net/http (hijacked
// HTTP/1.1 connections). A stream is then a connection and two numbers,
// not a goroutine with its stack and buffers: 5,000 open vehicle pages
// held 160 MB that way (issue 12), 5,000 signed-in users' streams 168 MB
// (issue 48). One subscription per topic (a vehicle's bids, a user's
// events) feeds all of its streams; a failed write ends a stream, and the
// heartbeat finds the ones whose phone went away.
type streams struct {
	s       *Server
	mu      sync.Mutex
	groups  map[topicKey]*streamGroup
	started bool
}

// topicKey names what a group of streams hears.
type topicKey struct {
	kind topicKind
	id   int64 // the vehicle's or the user's
}

type topicKind uint8

const (
	topicVehicle topicKind = iota // the vehicle's bid states
	topicUser                     // the user's own events (userstreams.go)
	topicTeam                     // a staff member's own and the team's
)

type streamGroup struct {
	key       topicKey
	members   map[*stream]struct{}
	latest    *garihaat.BidState // the newest state pumped to the group
	stop      func()             // ends the broker subscription
	done      chan struct{}
	joining   []*stream  // taken over, not yet answered
	welcoming bool       // a goroutine is answering joining
	user      *userTopic // a user group's queues (userstreams.go); nil for a vehicle's
}

type stream struct {
	key     topicKey
	closed  func() // the metrics gauge
	release func() // its slot (streamSlots)
	forget  func() // stops watching for the client's hang-up
	mu      sync.Mutex
	conn    net.Conn
	greet   *greeting // what answers the client; nil once answered
	ready   bool      // the response head is written
	seq     int64     // the newest state the client has
	pending *garihaat.BidState
	held    []garihaat.UserEvent // a user stream's events before its answer
}

// remove ends a stream; the last stream of a topic ends its subscription.
// It runs when a write fails and when the client hangs up (watchHangup),
// so it may run twice for one stream.
func (h *streams) remove(st *stream) {
	h.mu.Lock()
	forget := st.forget
	g := h.groups[st.key]
	if g != nil {
		if _, ok := g.members[st]; ok {
			delete(g.members, st)
			st.closed()
			if len(g.members) == 0 {
				delete(h.groups, st.key)
				g.stop()
				close(g.done)
				h.ended(g)
			}
		}
	}
	h.mu.Unlock()
	if forget != nil {
		forget()
	}
	st.conn.Close()
	st.release()
}

// pump sends each state of a vehicle to its streams.
func (h *streams) pump(g *streamGroup, updates <-chan garihaat.BidState) {
	for {
		select {
		case <-g.done:
			return
		case state := <-updates:
			h.mu.Lock()
			if g.latest == nil || state.Seq > g.latest.Seq {
				g.latest = &state
			}
			h.mu.Unlock()
			event := stateEvent(state)
			h.each(h.members(g), func(st *stream) bool { return st.send(state, event) })
		}
	}
}

func (h *streams) members(g *streamGroup) []*stream {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]*stream, 0, len(g.members))
	for st := range g.members {
		out = append(out, st)
	}
	return out
}

func (h *streams) all() []*stream {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []*stream
	for _, g := range h.groups {
		for st := range g.members {
			out = append(out, st)
		}
	}
	return out
}

// each runs write on every stream, streamShard streams per goroutine, and
// ends the streams it failed on.
func (h *streams) each(list []*stream, write func(*stream) bool) {
	var wg sync.WaitGroup
	for start := 0; start < len(list); start += streamShard {
		shard := list[start:min(start+streamShard, len(list))]
		wg.Go(func() {
			for _, st := range shard {
				if !write(st) {
					h.remove(st)
				}
			}
		})
	}
	wg.Wait()
}

// heartbeat keeps idle streams open through proxies, finds the dead ones,
// and says goodbye to all when the server stops. every is Heartbeat as
// join read it, under the hub's lock (a test may change it later).
func (h *streams) heartbeat(every time.Duration) {
	beat := time.NewTicker(every)
	defer beat.Stop()
	for {
		select {
		case <-beat.C:
			h.each(h.all(), func(st *stream) bool { return st.write([]byte(eventHeartbeat)) })
			h.presence()
			h.mu.Lock()
			idle := len(h.groups) == 0
			if idle {
				h.started = false // the next stream starts it again
			}
			h.mu.Unlock()
			if idle {
				return
			}
		case <-h.s.deps.Done:
			// The server is stopping (join takes no stream from now
			// on); clients reconnect elsewhere.
			h.each(h.all(), func(st *stream) bool {
				st.write([]byte(eventBye))
				return false
			})
			return
		}
	}
}

// attach writes the response head and sends, oldest first, the states the
// client lacks: the one read, the group's newest and any that arrived
// meanwhile (each only if newer than what was sent).
func (st *stream) attach(read garihaat.BidState, latest *garihaat.BidState) bool {
	st.mu.Lock()
	st.seq = resumeSeq(st.seq, read.Seq)
	st.ready = true
	ok := st.writeLocked(st.greet.head)
	st.greet = nil
	states := []*garihaat.BidState{&read, latest, st.pending}
	st.pending = nil
	st.mu.Unlock()
	states = slices.DeleteFunc(states, func(s *garihaat.BidState) bool { return s == nil })
	slices.SortFunc(states, func(a, b *garihaat.BidState) int { return cmp.Compare(a.Seq, b.Seq) })
	for _, s := range states {
		if !ok || !st.send(*s, stateEvent(*s)) {
			return false
		}
	}
	return ok
}

// send writes event, the event of state, unless the client has that state
// or a newer one already.
func (st *stream) send(state garihaat.BidState, event []byte) bool {
	st.mu.Lock()
	defer st.mu.Unlock()
	if !st.ready { // kept for attach, which knows what the client has
		if st.pending == nil || state.Seq > st.pending.Seq {
			st.pending = &state
		}
		return true
	}
	if state.Seq <= st.seq {
		return true
	}
	st.seq = state.Seq
	return st.writeLocked(event)
}

func (st *stream) write(b []byte) bool {
	st.mu.Lock()
	defer st.mu.Unlock()
	return !st.ready || st.writeLocked(b)
}

func (st *stream) writeLocked(b []byte) bool {
	st.conn.SetWriteDeadline(time.Now().Add(streamWriteTimeout))
	_, err := st.conn.Write(b)
	return err == nil
}

func setStreamHeaders(h http.Header) {
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-cache, no-transform")
	h.Set("X-Accel-Buffering", "no") // nginx: pass events on at once
}
