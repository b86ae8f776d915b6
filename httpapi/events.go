package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"garihaat"
)

// Heartbeat is how often an idle event stream sends a comment, so proxies
// and phones keep the connection (below the 30 s many proxies allow).
var Heartbeat = 25 * time.Second

// vehicleEvents is GET /vehicles/{id}/events: a Server-Sent Events stream
// of the vehicle's bid state. It sends the state at once (unless
// Last-Event-ID shows the client has it already), then one event per
// accepted bid or window change, and a heartbeat comment when idle.
func (s *Server) vehicleEvents(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil || s.deps.Broker == nil {
		s.writeError(w, r, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgVehicleNotFound))
		return
	}
	release, ok := s.slots.take(s.clientIP(r))
	if !ok {
		s.refuseStream(w, r)
		return
	}
	if s.hijackStream(w, r, topicKey{kind: topicVehicle, id: id}, release) {
		return // the stream releases its slot when it ends
	}
	defer release()
	// Subscribe before reading the state, so nothing in between is missed.
	updates, stop := s.deps.Broker.Subscribe(id)
	defer stop()
	defer s.deps.Metrics.StreamOpened()()
	state, err := s.deps.Bids.BidState(r.Context(), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	write := beginStream(w)
	seq := resumeSeq(lastEventID(r.Header.Get("Last-Event-ID")), state.Seq)
	send := func(st garihaat.BidState) bool {
		if st.Seq <= seq {
			return true // the client has this state already
		}
		seq = st.Seq
		return write(stateEvent(st))
	}
	if !write([]byte(eventRetry)) || !send(state) {
		return
	}
	beat := time.NewTicker(Heartbeat)
	defer beat.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.deps.Done:
			write([]byte(eventBye)) // the server is stopping; clients reconnect elsewhere
			return
		case st := <-updates:
			if !send(st) {
				return
			}
		case <-beat.C:
			if !write([]byte(eventHeartbeat)) {
				return
			}
		}
	}
}

// beginStream answers 200 with an event stream's headers and returns how
// to write to it: each write flushed, false once the client is gone.
func beginStream(w http.ResponseWriter) func([]byte) bool {
	h := w.Header()
	setStreamHeaders(h)
	h.Set("Connection", "keep-alive")
	w.WriteHeader(http.StatusOK)
	rc := http.NewResponseController(w)
	return func(b []byte) bool {
		// The server's write timeout would end the stream; each write
		// gets its own deadline instead.
		rc.SetWriteDeadline(time.Now().Add(Heartbeat + 10*time.Second))
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
}

// publishState sends the current state of the vehicles ids to their open
// pages after a back-office change (a vehicle the public cannot see has
// none). It runs after the answer: the editor's save need not wait the two
// round trips (on PostgreSQL under load each waits its turn for a core,
// issue 33), and a page learns of it a moment later all the same.
func (s *Server) publishState(r *http.Request, ids ...int64) {
	if s.deps.Broker == nil {
		return
	}
	ctx := context.WithoutCancel(r.Context())
	go func() {
		for _, id := range ids {
			if st, err := s.deps.Bids.BidState(ctx, id); err == nil {
				if err := s.deps.Broker.Publish(ctx, st); err != nil {
					s.deps.Logger.Warn("publish state", "vehicle", id, "err", err)
				}
			}
		}
	}()
}

// The fixed parts of an event stream: how soon to reconnect, the idle
// comment that keeps proxies from closing it, and the goodbye when the
// server stops.
const (
	eventRetry     = "retry: 3000\n\n"
	eventHeartbeat = ": heartbeat\n\n"
	eventBye       = "event: bye\ndata: {}\n\n"
)

// stateEvent is the event carrying st; its id is st's sequence number.
func stateEvent(st garihaat.BidState) []byte {
	data, _ := json.Marshal(st)
	return fmt.Appendf(nil, "id: %d\nevent: state\ndata: %s\n\n", st.Seq, data)
}

// resumeSeq is the sequence number a stream starts from: the client's
// last one, unless it is newer than the server's current one (a state from
// before a restore), when the client gets the current state anyway.
func resumeSeq(last, current int64) int64 {
	if last > current {
		return -1
	}
	return last
}

// lastEventID reads the Last-Event-ID a reconnecting client sends: the
// sequence number of the last state it has, or -1 when it has none (or
// sends anything else).
func lastEventID(h string) int64 {
	if last, err := strconv.ParseInt(strings.TrimSpace(h), 10, 64); err == nil && last >= 0 {
		return last
	}
	return -1
}
