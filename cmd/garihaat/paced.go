package main

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"sync/atomic"
	"syscall"
	"time"
)

// pacedListener counts every connection by address (conns) and hands them
// to net/http fairly. One goroutine accepts from the kernel without ever
// waiting: a connection over its address's limits is refused there at
// once (a reset, no goroutine, no buffers), the others queue by address.
// Accept hands the queued ones out, one address after another.
//
// Handing is paced while many connections are on their first request:
// each holds a goroutine and net/http's buffers (about 15 KB) until it is
// answered, and a shared link opening 5,000 pages at once took the server
// 20–60 MB over its usual size (issue 12). Then an address holding more
// than its share of them waits for one to finish, at most pause; an
// address under its share (a visitor with none) is handed at once. Issue
// 46: the 1 ms wait came before every accept, so 5,000 half-sent requests
// from one address — each then closed at once — delayed another visitor's
// /healthz 4.6 s.
//
// Addresses of trusted proxies are exempt from the per-address limits:
// every visitor behind them shares their address.
type pacedListener struct {
	net.Listener
	conns
	kernel  *kernelAccept // acceptLoop's only
	syn     *synBlock     // nil without socket filters
	refused atomic.Int64  // connections refused at accept
	trusted []netip.Prefix
	pause   time.Duration
	ring    []netip.Addr  // addresses with queued connections, in turn
	wake    chan struct{} // one pending "something changed for Accept"
	done    chan struct{} // closed by Close
	err     error         // the kernel's accept failed for good (under mu)
}

// acceptPause is the longest a connection waits for others on their first
// request to finish before it is handed anyway: pacing, never stopping,
// so clients that send their requests slowly cannot hold the door shut.
const acceptPause = time.Millisecond

// listenTCP opens the server's listening socket as plain TCP: on Linux Go
// listens with MPTCP by default where the kernel has it, and an MPTCP
// socket takes no filter (SO_ATTACH_FILTER: EOPNOTSUPP), which synBlock
// needs. Browsers do not speak MPTCP; it gave the server nothing.
func listenTCP(ctx context.Context, addr string) (*net.TCPListener, error) {
	var lc net.ListenConfig
	lc.SetMultipathTCP(false)
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return nil, err
	}
	return ln.(*net.TCPListener), nil
}

// pace wraps ln; log (nil: none) says when an address's new connections
// start being dropped in the kernel (synBlock).
func pace(ln *net.TCPListener, limits connLimits, trusted []netip.Prefix, log *slog.Logger) (*pacedListener, error) {
	k, err := newKernelAccept(ln)
	if err != nil {
		return nil, err
	}
	l := &pacedListener{Listener: ln, kernel: k, trusted: trusted, pause: acceptPause,
		wake: make(chan struct{}, 1), done: make(chan struct{})}
	l.conns = conns{limits: limits, byAddr: map[netip.Addr]*addrConns{}}
	if kernelFilters {
		l.syn = newSynBlock(k.setFilter, func(a netip.Addr, now time.Time) bool {
			l.mu.Lock()
			defer l.mu.Unlock()
			return l.fullLocked(a, now)
		}, log)
		l.room = l.syn.unlist
	}
	go l.acceptLoop()
	return l, nil
}

// acceptLoop takes connections from the kernel as fast as they come. A
// refused one is reset before anything is made for it (kernelAccept); a
// kept one is counted first, then made a *net.TCPConn outside the lock.
// An address refused at its cap is listed for the kernel to drop its next
// SYNs (synBlock).
func (l *pacedListener) acceptLoop() {
	var backoff time.Duration
	for {
		in, addr, err := l.kernel.next()
		if err != nil {
			if isTemporary(err) {
				// A connection reset before its accept, or the process out
				// of descriptors: then an idle connection gives its place
				// up. Wait a little, as net/http does.
				if errors.Is(err, syscall.EMFILE) || errors.Is(err, syscall.ENFILE) {
					l.evictIdle()
				}
				backoff = min(max(2*backoff, 5*time.Millisecond), time.Second)
				select {
				case <-time.After(backoff):
					continue
				case <-l.done:
				}
			}
			l.mu.Lock()
			l.err = err
			l.mu.Unlock()
			l.signal()
			return
		}
		backoff = 0
		exempt := !addr.IsValid() || l.isTrusted(addr)
		now := time.Now()
		l.mu.Lock()
		c, evicted := l.admitLocked(addr, exempt, now)
		if c == nil && !exempt && l.syn != nil && l.fullLocked(addr, now) {
			// Under mu, so a connection of addr closing meanwhile
			// unlists it after, not before.
			l.syn.list(addr, now)
		}
		l.mu.Unlock()
		for _, e := range evicted {
			e.TCPConn.Close() // net/http's read fails; its Close then does nothing
		}
		if c == nil {
			l.refused.Add(1)
			l.kernel.refuse(in)
			continue
		}
		tcp, err := l.kernel.take(in) // closes in whatever it answers
		l.mu.Lock()
		if err != nil {
			l.forgetLocked(c)
		} else {
			c.TCPConn, c.l = tcp, l
			l.queueLocked(c)
		}
		l.mu.Unlock()
		if err == nil {
			l.signal()
		}
	}
}

// queueLocked puts c, admitted, in its address's queue for Accept.
func (l *pacedListener) queueLocked(c *conn) {
	s := l.byAddr[c.addr]
	s.queue = append(s.queue, c)
	if !s.inRing {
		s.inRing = true
		l.ring = append(l.ring, c.addr)
	}
}

// isTemporary reports the accept errors net/http itself retries.
func isTemporary(err error) bool {
	var t interface{ Temporary() bool }
	return errors.As(err, &t) && t.Temporary()
}

func (l *pacedListener) signal() {
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// evictIdle closes the oldest idle connection, if any.
func (l *pacedListener) evictIdle() {
	l.mu.Lock()
	var c *conn
	if v := l.idle.Front(); v != nil {
		c = v.Value.(*conn)
		l.forgetLocked(c)
	}
	l.mu.Unlock()
	if c != nil {
		c.TCPConn.Close()
	}
}

// Accept hands net/http the next queued connection, in turn by address.
func (l *pacedListener) Accept() (net.Conn, error) {
	var timer *time.Timer
	defer func() {
		if timer != nil {
			timer.Stop()
		}
	}()
	late := false // the pause is over: hand the next in turn anyway
	for {
		l.mu.Lock()
		if c := l.nextLocked(late); c != nil {
			l.mu.Unlock()
			return c, nil
		}
		err, queued := l.err, len(l.ring) > 0
		l.mu.Unlock()
		if err != nil && !queued {
			return nil, err
		}
		var pause <-chan time.Time
		if queued { // all over their share: wait for one to finish, or the pause
			if timer == nil {
				timer = time.NewTimer(l.pause)
			}
			pause = timer.C
		}
		select {
		case <-l.wake:
		case <-pause:
			late = true
		case <-l.done:
			return nil, net.ErrClosed
		}
	}
}

// nextLocked takes the next connection to hand out: the first in turn
// whose address is under its share of the first requests (or any, when
// few are on their first request or late is set); nil when there is none.
func (l *pacedListener) nextLocked(late bool) *conn {
	paced := l.busy >= l.limits.Fresh && !late
	// An address's share: Fresh divided among the addresses holding
	// connections and one more; one at least, so an address with none on a
	// first request is never held back.
	share := 1
	if paced {
		share = max(1, l.limits.Fresh/(len(l.byAddr)+1))
	}
	for i := 0; i < len(l.ring); i++ {
		a := l.ring[i]
		s := l.byAddr[a]
		if s == nil || len(s.queue) == 0 {
			if s != nil {
				s.inRing = false
			}
			l.ring = append(l.ring[:i], l.ring[i+1:]...)
			i--
			continue
		}
		if paced && s.fresh-len(s.queue) >= share {
			continue
		}
		c := s.queue[0]
		s.queue = s.queue[1:]
		c.waiting, c.fresh = false, true
		l.busy++
		// The address goes to the back of the turn, or out of it.
		l.ring = append(l.ring[:i], l.ring[i+1:]...)
		if s.inRing = len(s.queue) > 0; s.inRing {
			l.ring = append(l.ring, a)
		}
		return c
	}
	return nil
}

// Close stops accepting and closes the connections not yet handed out.
func (l *pacedListener) Close() error {
	err := l.Listener.Close()
	l.syn.close() // before the socket goes: no program attached after
	l.kernel.close()
	l.mu.Lock()
	select {
	case <-l.done:
	default:
		close(l.done)
	}
	var waiting []*conn
	for _, a := range l.ring {
		if s := l.byAddr[a]; s != nil {
			waiting = append(waiting, s.queue...)
		}
	}
	l.ring = nil
	l.mu.Unlock()
	for _, c := range waiting {
		c.Close()
	}
	return err
}

// connState is the http.Server's ConnState hook: a connection is fresh
// from its hand-off until its first request is answered (idle), taken
// over or closed; idle ones are listed, oldest first, to be closed first
// under pressure.
func (l *pacedListener) connState(nc net.Conn, s http.ConnState) {
	c, ok := nc.(*conn)
	if !ok {
		return
	}
	l.mu.Lock()
	freed := false
	switch s {
	case http.StateActive:
		l.setIdleLocked(c, false)
	case http.StateIdle:
		freed = l.doneFreshLocked(c)
		l.setIdleLocked(c, true)
	case http.StateHijacked:
		freed = l.doneFreshLocked(c)
	case http.StateClosed:
		freed = c.fresh
		l.forgetLocked(c)
	}
	l.mu.Unlock()
	if freed {
		l.signal()
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

// addrKey is an address as a limit counts it: an IPv6 /64 (one
// subscriber's whole network), an IPv4 address as it is.
func addrKey(a netip.Addr) netip.Addr {
	a = a.Unmap()
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.Addr()
	}
	return a
}
