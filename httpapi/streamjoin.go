package httpapi

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strconv"
	"time"
)

// streamReadTimeout bounds the one read of a vehicle's bid state that
// answers the streams joining it together.
const streamReadTimeout = 10 * time.Second

// greeting is what answers a stream taken over and not yet answered.
type greeting struct {
	head []byte        // the response head, written once the state is read
	r    *http.Request // to answer an error as the API does
	hdr  http.Header   // the headers the middleware set, for that error
}

// hijackStream takes r's connection over as an event stream of key and
// reports false (having written nothing) when it cannot be taken over
// (HTTP/2, a test recorder): the caller then serves it itself.
//
// The connection is taken over at once and net/http's goroutine and
// buffers let go: a shared link opens thousands of pages together, and
// each connection waiting for its answer held about 15 KB (5,000 at once
// took the server from 130 to 190 MB, issue 12). The streams joining a
// vehicle are then answered together, from one read of its state (a
// user's, after one presence mark).
func (s *Server) hijackStream(w http.ResponseWriter, r *http.Request, key topicKey, release func()) bool {
	if r.ProtoMajor != 1 {
		return false
	}
	h := w.Header()
	hdr := h.Clone()
	setStreamHeaders(h)
	h.Set("Connection", "close") // the stream ends when the connection does
	var head bytes.Buffer
	head.WriteString("HTTP/1.1 200 OK\r\n")
	h.Write(&head)
	head.WriteString("\r\n" + eventRetry)
	conn, _, err := http.NewResponseController(w).Hijack()
	if err != nil {
		return false
	}
	s.streams.join(&stream{key: key, conn: conn, release: release, seq: lastEventID(r.Header.Get("Last-Event-ID")),
		greet: &greeting{head: head.Bytes(), r: r, hdr: hdr}})
	return true
}

// join adds st to its topic's group under the hub's one lock,
// subscribing a new group first so that no event from here on is missed,
// and has it answered with the group's next read of the bid state (or
// presence mark). The lock is
// held for a few map operations: thousands of pages opening together queue
// on it for microseconds each (the memory they saved came from leaving
// net/http at once, not from avoiding this lock). While the server stops,
// st is closed.
func (h *streams) join(st *stream) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.stopping() {
		st.conn.Close()
		st.release()
		return
	}
	if !h.started {
		h.started = true
		go h.heartbeat(Heartbeat)
	}
	st.closed = h.s.deps.Metrics.StreamOpened()
	g := h.groups[st.key]
	if g == nil {
		g = &streamGroup{key: st.key, members: map[*stream]struct{}{}, done: make(chan struct{})}
		if st.key.kind == topicVehicle {
			updates, stop := h.s.deps.Broker.Subscribe(st.key.id)
			g.stop = stop
			go h.pump(g, updates)
		} else {
			h.watchUser(g)
		}
		h.groups[st.key] = g
	}
	g.members[st] = struct{}{}
	// A client that closes its stream frees the slot at once, not at the
	// next failed heartbeat.
	st.forget = watchHangup(st.conn, func() { h.remove(st) })
	g.joining = append(g.joining, st)
	if !g.welcoming {
		g.welcoming = true
		go h.welcome(g)
	}
}

func (h *streams) stopping() bool {
	select {
	case <-h.s.deps.Done:
		return true
	default:
		return false
	}
}

// welcome answers the group's joining streams, a batch at a time: one read
// of the bid state (after they subscribed) for all of them. A bid that
// reached the group after the read began is its newest state, sent too.
func (h *streams) welcome(g *streamGroup) {
	for {
		h.mu.Lock()
		batch := g.joining
		g.joining = nil
		if len(batch) == 0 {
			g.welcoming = false
			h.mu.Unlock()
			return
		}
		h.mu.Unlock()
		if g.key.kind != topicVehicle {
			h.welcomeUser(g, batch)
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), streamReadTimeout)
		state, err := h.s.deps.Bids.BidState(ctx, g.key.id)
		cancel()
		h.mu.Lock()
		latest := g.latest
		h.mu.Unlock()
		h.each(batch, func(st *stream) bool {
			if err != nil {
				h.s.answerError(st, err)
				return false
			}
			return st.attach(state, latest)
		})
	}
}

// answerError writes err to a stream not yet answered as the API answers
// errors (a vehicle that is not there: 404), the connection then closed.
func (s *Server) answerError(st *stream, err error) {
	rec := &heldResponse{header: st.greet.hdr, code: http.StatusOK}
	s.writeError(rec, st.greet.r, err)
	if rec.body.Len() == 0 {
		return // nothing to say (a client that went away): the caller closes
	}
	resp := &http.Response{StatusCode: rec.code, ProtoMajor: 1, ProtoMinor: 1, Header: rec.header, Close: true,
		ContentLength: int64(rec.body.Len()), Body: io.NopCloser(&rec.body)}
	resp.Header.Set("Content-Length", strconv.Itoa(rec.body.Len()))
	st.conn.SetWriteDeadline(time.Now().Add(streamWriteTimeout))
	resp.Write(st.conn)
}

// heldResponse keeps what a handler writes, to be sent on a connection
// net/http no longer serves.
type heldResponse struct {
	header http.Header
	code   int
	body   bytes.Buffer
}

func (w *heldResponse) Header() http.Header         { return w.header }
func (w *heldResponse) WriteHeader(code int)        { w.code = code }
func (w *heldResponse) Write(b []byte) (int, error) { return w.body.Write(b) }
