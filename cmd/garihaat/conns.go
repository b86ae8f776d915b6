package main

import (
	"container/list"
	"net"
	"net/netip"
	"sync"
	"time"
)

// connLimits bound the connections the listener holds (issues 26 and 46).
// Every connection counts from its accept until it is closed, whatever it
// is doing: waiting to be served, on its first request, idle between
// requests or taken over as an event stream. One address holding 22,400
// idle keep-alive connections took the process's 20,000 open files in
// ~75 s when only first requests were counted.
type connLimits struct {
	// Fresh is how many connections may be on their first request before
	// handing more to net/http is paced (see pacedListener).
	Fresh int
	// FreshPerAddress is the most connections one address may have not yet
	// through their first request (waiting or being read); past it its new
	// ones are closed at once.
	FreshPerAddress int
	// PerAddress is the most open connections of one address; a new one
	// past it closes that address's oldest connection idle for IdleGrace,
	// or is refused when it has none. It keeps the other addresses' share
	// of Total.
	PerAddress int
	// Pressure is the count of open connections past which each new one
	// closes the oldest connection idle for IdleGrace, of any address:
	// idle keep-alives give way before anyone is refused.
	Pressure int
	// Total is the most open connections; past it a new one closes the
	// oldest idle connection however young, or is refused. The descriptors
	// above it are kept for the database, the log and the files the server
	// opens.
	Total int
	// IdleGrace is how long a connection stays idle before it gives way
	// to others: a browser's next page comes soon after the last, and an
	// address opening connections in a loop is then refused (a reset, the
	// cheapest answer) rather than served at the price of another's.
	IdleGrace time.Duration
}

// connLimitsFor derives the listener's limits from the process's open-file
// limit (0: unknown, the limits of a 65,536-file process).
func connLimitsFor(files uint64) connLimits {
	if files == 0 {
		files = 1 << 16
	}
	reserve := max(256, files/32)
	total := 16
	if files > reserve+16 {
		total = int(min(files-reserve, 1_000_000))
	}
	per := max(8, total/16)
	return connLimits{
		Fresh:           min(newConnLimit, max(8, total/4)),
		FreshPerAddress: min(freshPerAddress, per),
		PerAddress:      per,
		Pressure:        total * 3 / 4,
		Total:           total,
		IdleGrace:       idleGrace,
	}
}

// idleGrace is connLimits.IdleGrace: net/http's idle timeout is two
// minutes, which is what an idle connection keeps when nobody needs its
// place.
const idleGrace = 10 * time.Second

// newConnLimit is how many new connections may be on their first request
// before handing more is paced: far more than two cores serve at once.
const newConnLimit = 256

// freshPerAddress is how many connections one address may have on their
// first request at once: far more than a browser opens (six), with room
// for a carrier's shared address, where many buyers open pages together.
const freshPerAddress = 256

// conn is an accepted connection as the listener counts it. Its Close
// (net/http's, or a stream's once taken over) gives its place back. It
// embeds *net.TCPConn so net/http still finds ReadFrom (sendfile) and the
// streams' hang-up watcher SyscallConn.
type conn struct {
	*net.TCPConn
	l       *pacedListener
	addr    netip.Addr
	exempt  bool // a trusted proxy's: no per-address limits
	counted bool // holds a place (under l.mu)
	fresh   bool // handed to net/http, first request not done
	waiting bool // accepted, not yet handed to net/http
	idleAt  time.Time
	idleAll *list.Element
	idleOwn *list.Element
}

// Close gives c's place back, then closes it.
func (c *conn) Close() error {
	c.l.mu.Lock()
	c.l.forgetLocked(c)
	c.l.mu.Unlock()
	return c.TCPConn.Close()
}

// addrConns is what one address holds.
type addrConns struct {
	open   int
	fresh  int       // waiting or fresh
	idle   list.List // its idle connections, oldest first
	queue  []*conn   // waiting to be handed to net/http, oldest first
	inRing bool      // in the listener's turn
}

// conns is the listener's count of its open connections.
type conns struct {
	mu     sync.Mutex
	limits connLimits
	total  int
	busy   int       // fresh: handed, first request not done
	idle   list.List // every idle connection, oldest first
	byAddr map[netip.Addr]*addrConns
	// room, when set, is told (under mu) of an address that was at its
	// PerAddress cap and now has room: a connection of it closed.
	room func(netip.Addr)
}

func (cs *conns) of(a netip.Addr) *addrConns {
	s := cs.byAddr[a]
	if s == nil {
		s = &addrConns{}
		cs.byAddr[a] = s
	}
	return s
}

// admitLocked decides whether a connection just accepted from addr is
// kept: it returns its place, counted and waiting to be queued, or nil
// when it must be refused — then nothing is allocated. It closes the idle
// connections that make room for it (returned, to be closed outside the
// lock). Every step is O(1): counts per address and the idle lists' fronts.
func (cs *conns) admitLocked(addr netip.Addr, exempt bool, now time.Time) (c *conn, evicted []*conn) {
	// oldest is the front of idle when idle at least grace, and gives it up.
	oldest := func(idle *list.List, grace time.Duration) bool {
		v := idle.Front()
		if v == nil || now.Sub(v.Value.(*conn).idleAt) < grace {
			return false
		}
		evicted = append(evicted, v.Value.(*conn))
		cs.forgetLocked(v.Value.(*conn))
		return true
	}
	if s := cs.byAddr[addr]; !exempt && s != nil {
		if s.fresh >= cs.limits.FreshPerAddress {
			return nil, nil
		}
		if s.open >= cs.limits.PerAddress && !oldest(&s.idle, cs.limits.IdleGrace) {
			return nil, nil
		}
	}
	if len(evicted) == 0 && cs.total >= cs.limits.Pressure {
		oldest(&cs.idle, cs.limits.IdleGrace)
	}
	if cs.total >= cs.limits.Total && !oldest(&cs.idle, 0) {
		return nil, evicted
	}
	s := cs.of(addr)
	s.open++
	s.fresh++
	cs.total++
	return &conn{addr: addr, exempt: exempt, counted: true, waiting: true}, evicted
}

// fullLocked reports whether addr, just refused, is at its PerAddress cap
// with nothing idle long enough to give way: its next connections will be
// refused too until one of them closes or grows idle.
func (cs *conns) fullLocked(addr netip.Addr, now time.Time) bool {
	s := cs.byAddr[addr]
	if s == nil || s.open < cs.limits.PerAddress {
		return false
	}
	v := s.idle.Front()
	return v == nil || now.Sub(v.Value.(*conn).idleAt) < cs.limits.IdleGrace
}

// setIdleLocked moves c in or out of the idle lists.
func (cs *conns) setIdleLocked(c *conn, idle bool) {
	if !c.counted || idle == (c.idleAll != nil) {
		return
	}
	s := cs.byAddr[c.addr]
	if idle {
		c.idleAt = time.Now()
		c.idleAll = cs.idle.PushBack(c)
		c.idleOwn = s.idle.PushBack(c)
		return
	}
	cs.idle.Remove(c.idleAll)
	s.idle.Remove(c.idleOwn)
	c.idleAll, c.idleOwn = nil, nil
}

// doneFreshLocked marks c's first request done (answered, taken over or
// closed); true when it was fresh until now.
func (cs *conns) doneFreshLocked(c *conn) bool {
	if !c.fresh {
		return false
	}
	c.fresh = false
	cs.busy--
	cs.byAddr[c.addr].fresh--
	return true
}

// forgetLocked gives up c's place; calling it again does nothing.
func (cs *conns) forgetLocked(c *conn) {
	if !c.counted {
		return
	}
	cs.setIdleLocked(c, false)
	cs.doneFreshLocked(c)
	s := cs.byAddr[c.addr]
	if c.waiting {
		c.waiting = false
		s.fresh--
		for i, q := range s.queue {
			if q == c {
				s.queue = append(s.queue[:i], s.queue[i+1:]...)
				break
			}
		}
	}
	c.counted = false
	cs.total--
	if s.open--; s.open <= 0 {
		delete(cs.byAddr, c.addr)
	}
	if cs.room != nil && !c.exempt && s.open == cs.limits.PerAddress-1 {
		cs.room(c.addr)
	}
}
