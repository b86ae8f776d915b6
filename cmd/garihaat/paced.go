package main

import (
	"net"
	"net/http"
	"net/netip"
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
//
// One address may hold at most perAddress such connections (issue 26:
// 5,000 half-sent requests from one address made the next visitor wait
// 5.6 s while the others were paced); past that its new connections are
// closed at once and never count. Addresses of trusted proxies are
// exempt: every visitor behind them shares their address.
type pacedListener struct {
	net.Listener
	limit      int64
	perAddress int
	trusted    []netip.Prefix
	busy       atomic.Int64
	freed      chan struct{} // one pending "a new connection finished"

	mu     sync.Mutex
	fresh  map[net.Conn]netip.Addr // new, first request not done
	byAddr map[netip.Addr]int
}

// newConnLimit is how many new connections may be on their first request
// before accepting waits: far more than two cores serve at once.
const newConnLimit = 256

// freshPerAddress is how many connections one address may have on their
// first request at once: far more than a browser opens (six), with room
// for a carrier's shared address, where many buyers open pages together.
const freshPerAddress = 256

// acceptPause is the longest an accept waits for the others.
const acceptPause = time.Millisecond

func pace(ln net.Listener, limit int64, perAddress int, trusted []netip.Prefix) *pacedListener {
	return &pacedListener{Listener: ln, limit: limit, perAddress: perAddress, trusted: trusted,
		freed: make(chan struct{}, 1), fresh: map[net.Conn]netip.Addr{}, byAddr: map[netip.Addr]int{}}
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
		addr := peerKey(c.RemoteAddr())
		l.mu.Lock()
		over := addr.IsValid() && l.byAddr[addr] >= l.perAddress && !l.isTrusted(addr)
		if !over {
			l.fresh[c] = addr
			l.byAddr[addr]++
		}
		l.mu.Unlock()
		if over {
			c.Close()
			return
		}
		l.busy.Add(1)
	case http.StateIdle, http.StateHijacked, http.StateClosed:
		l.mu.Lock()
		addr, ok := l.fresh[c]
		if ok {
			delete(l.fresh, c)
			if l.byAddr[addr]--; l.byAddr[addr] <= 0 {
				delete(l.byAddr, addr)
			}
		}
		l.mu.Unlock()
		if ok {
			l.busy.Add(-1)
			select {
			case l.freed <- struct{}{}:
			default:
			}
		}
	}
}

func (l *pacedListener) isTrusted(a netip.Addr) bool {
	for _, p := range l.trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// peerKey is a connection's address as a limit counts it: an IPv6 /64 (one
// subscriber's whole network), an IPv4 address as it is.
func peerKey(a net.Addr) netip.Addr {
	ap, err := netip.ParseAddrPort(a.String())
	if err != nil {
		return netip.Addr{}
	}
	addr := ap.Addr().Unmap()
	if addr.Is6() {
		p, _ := addr.Prefix(64)
		return p.Addr()
	}
	return addr
}
