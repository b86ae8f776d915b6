package main

import (
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// pacedListener slows accepting down while many new connections are still
// on their first request. Each holds a goroutine and net/http's buffers
// (about 15 KB) until it is answered: a shared link opening 5,000 pages at
// once took the server 20–60 MB over its usual size (issue 12). The kernel
// queues the rest meanwhile. It only paces, never stops: past the limit an
// accept waits for one of them to finish, at most acceptPause, so clients
// that send their request slowly cannot hold the door shut.
type pacedListener struct {
	net.Listener
	limit int64
	busy  atomic.Int64
	freed chan struct{} // one pending "a new connection finished"
	fresh sync.Map      // net.Conn → struct{}: new, first request not done
}

// newConnLimit is how many new connections may be on their first request
// before accepting waits: far more than two cores serve at once.
const newConnLimit = 256

// acceptPause is the longest an accept waits for the others.
const acceptPause = time.Millisecond

func pace(ln net.Listener, limit int64) *pacedListener {
	return &pacedListener{Listener: ln, limit: limit, freed: make(chan struct{}, 1)}
}

func (l *pacedListener) Accept() (net.Conn, error) {
	if l.busy.Load() >= l.limit {
		t := time.NewTimer(acceptPause)
		select {
		case <-l.freed:
		case <-t.C:
		}
		t.Stop()
	}
	return l.Listener.Accept()
}

// connState is the http.Server's ConnState hook: a connection counts from
// its accept until its first request is answered (idle), taken over, or
// closed.
func (l *pacedListener) connState(c net.Conn, s http.ConnState) {
	switch s {
	case http.StateNew:
		l.fresh.Store(c, struct{}{})
		l.busy.Add(1)
	case http.StateIdle, http.StateHijacked, http.StateClosed:
		if _, ok := l.fresh.LoadAndDelete(c); ok {
			l.busy.Add(-1)
			select {
			case l.freed <- struct{}{}:
			default:
			}
		}
	}
}
