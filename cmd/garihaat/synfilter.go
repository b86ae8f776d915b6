package main

import (
	"encoding/binary"
	"log/slog"
	"math"
	"net/netip"
	"slices"
	"sync"
	"time"

	"golang.org/x/net/bpf"
)

// synBlock drops, in the kernel, the new connections of the addresses the
// listener refuses (issue 46): a classic BPF program on the listening
// socket drops a TCP SYN (SYN set, ACK clear) from a listed address, so
// its dials wait in the client's SYN retries instead of costing the two
// cores a handshake, an accept and a reset each. The listener refused one
// address's ~1,000 dials a second after accepting them, and that was the
// kernel's time, not the server's.
//
// Only SYNs are dropped: the address's open connections (and the children
// accepted while a program was attached, which keep that program) see
// nothing but segments with ACK set, which every program keeps. An address
// is listed while it is at its per-address cap with nothing idle to give
// way: it leaves when one of its connections closes, or when, asked every
// hold, it is no longer full. One still full stays: its next dial would
// be refused anyway, and dropped it waits in its SYN retries instead (a
// browser behind a carrier's shared address connects once there is room);
// letting a full attacker through every few seconds cost the handshakes,
// accepts and resets again until it was listed again. At most synListMax
// addresses: past them the listener refuses after accept as before. The
// program is replaced at most once per synAttachGap; the dials refused
// meanwhile cost what they did before.
type synBlock struct {
	// attach replaces the listening socket's filter; nil detaches it.
	attach func([]bpf.Instruction) error
	// full reports whether an address is still at its cap with nothing
	// idle to give way (nil: never); one that is stays listed.
	full func(netip.Addr, time.Time) bool
	log  *slog.Logger // nil: no log

	mu       sync.Mutex
	hold     time.Duration            // how often a listed address is asked whether still full
	listed   map[netip.Addr]time.Time // when to ask
	inKernel map[netip.Addr]bool      // what the attached program drops
	logged   map[netip.Addr]time.Time // when an address was last logged as listed
	last     time.Time                // the last attach
	timer    *time.Timer              // a pending apply, due at due
	due      time.Time
	failed   bool // attach failed: refuse after accept only
	closed   bool
}

const (
	// synListMax bounds the listed addresses: a program of 64 IPv6 /64s
	// is ~330 instructions, far below the kernel's 4,096 and its
	// per-socket option memory (each accepted child holds the program it
	// was accepted under).
	synListMax = 64
	// synListFor is how often a listed address is asked whether it is
	// still full: one whose oldest idle connection may now give way (after
	// IdleGrace) recovers within seconds.
	synListFor = 5 * time.Second
	// synAttachGap is the least time between two programs attached.
	synAttachGap = 250 * time.Millisecond
	// synLogQuiet is how long an address listed again is not logged again.
	synLogQuiet = 10 * time.Minute
)

func newSynBlock(attach func([]bpf.Instruction) error, full func(netip.Addr, time.Time) bool, log *slog.Logger) *synBlock {
	return &synBlock{attach: attach, full: full, log: log, hold: synListFor,
		listed: map[netip.Addr]time.Time{}, inKernel: map[netip.Addr]bool{}, logged: map[netip.Addr]time.Time{}}
}

// list adds a, an address as the limits count it (addrKey), to the
// dropped ones; false when it cannot (the list is full, or filters do not
// work here). Listing an address already listed changes nothing.
func (b *synBlock) list(a netip.Addr, now time.Time) bool {
	if b == nil || !a.IsValid() {
		return false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.failed || b.closed {
		return false
	}
	if _, ok := b.listed[a]; ok {
		return true
	}
	if len(b.listed) >= synListMax {
		return false
	}
	b.listed[a] = now.Add(b.hold)
	// At once when the rate allows: the accept loop calls this, and while
	// a timer was awaited the address's dials went on costing handshakes
	// (16 goroutines of one address dialling on loopback for 3 s: 423
	// accepted and reset, 32 when attached at once; 38,336 unfiltered).
	b.syncLocked(now)
	return !b.failed
}

// loggedLocked logs a as dropped, unless it was lately: once per listing
// at most, never per SYN.
func (b *synBlock) loggedLocked(a netip.Addr, now time.Time) {
	if t, ok := b.logged[a]; b.log == nil || (ok && now.Sub(t) < synLogQuiet) {
		return
	}
	b.log.Warn("an address at its connection limit: its new connections are dropped in the kernel for a while",
		"addr", a.String(), "until", "one of its connections closes or gives way")
	if len(b.logged) >= 16*synListMax {
		for k, t := range b.logged {
			if now.Sub(t) >= synLogQuiet {
				delete(b.logged, k)
			}
		}
		if len(b.logged) >= 16*synListMax {
			clear(b.logged)
		}
	}
	b.logged[a] = now
}

// unlist removes a from the list: it has room again.
func (b *synBlock) unlist(a netip.Addr) {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, ok := b.listed[a]; ok {
		delete(b.listed, a)
		b.soonLocked(time.Now())
	}
}

// dropping reports whether the attached program drops a's SYNs.
func (b *synBlock) dropping(a netip.Addr) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.inKernel[a]
}

// soonLocked has apply run as soon as the rate allows.
func (b *synBlock) soonLocked(now time.Time) {
	at := b.last.Add(synAttachGap)
	if at.Before(now) {
		at = now
	}
	b.wakeLocked(at)
}

// wakeLocked has apply run at at, unless it runs sooner already.
func (b *synBlock) wakeLocked(at time.Time) {
	if b.closed || (b.timer != nil && !b.due.After(at)) {
		return
	}
	if b.timer != nil {
		b.timer.Stop() // if it fires anyway, apply does nothing new
	}
	b.due = at
	b.timer = time.AfterFunc(time.Until(at), b.apply)
}

// apply renews the addresses whose time is up that are still full, drops
// the others, and brings the attached program up to date (syncLocked).
func (b *synBlock) apply() {
	// The addresses whose time is up are asked whether they are still
	// full outside mu: the listener takes its lock, then mu.
	b.mu.Lock()
	b.timer = nil
	now := time.Now()
	var due []netip.Addr
	for a, until := range b.listed {
		if !now.Before(until) {
			due = append(due, a)
		}
	}
	b.mu.Unlock()
	var still []netip.Addr
	for _, a := range due {
		if b.full != nil && b.full(a, now) {
			still = append(still, a)
		}
	}

	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed || b.failed {
		return
	}
	for _, a := range still {
		if _, ok := b.listed[a]; ok { // not unlisted meanwhile
			b.listed[a] = now.Add(b.hold)
		}
	}
	for a, until := range b.listed {
		if !now.Before(until) {
			delete(b.listed, a)
		}
	}
	b.syncLocked(now)
}

// syncLocked attaches the program for the listed addresses when they
// differ from the attached one's, at most once per synAttachGap (else it
// wakes apply for then), and wakes apply for the next time one is up.
func (b *synBlock) syncLocked(now time.Time) {
	var next time.Time
	for _, until := range b.listed {
		if next.IsZero() || until.Before(next) {
			next = until
		}
	}
	if !sameKeys(b.listed, b.inKernel) {
		if at := b.last.Add(synAttachGap); now.Before(at) {
			b.wakeLocked(at)
			return
		}
		addrs := make([]netip.Addr, 0, len(b.listed))
		for a := range b.listed {
			addrs = append(addrs, a)
		}
		slices.SortFunc(addrs, netip.Addr.Compare)
		var prog []bpf.Instruction
		if len(addrs) > 0 {
			prog = synDropProgram(addrs)
		}
		if err := b.attach(prog); err != nil {
			// Not on this socket (MPTCP) or kernel, or out of option
			// memory: refusing after accept still works. The program
			// attached before must not stay, dropping its addresses for
			// good.
			b.failed = true
			clear(b.listed)
			if prog != nil && len(b.inKernel) > 0 && b.attach(nil) == nil {
				clear(b.inKernel)
			}
			if b.log != nil {
				b.log.Warn("cannot drop connections in the kernel; refusing them after accept", "err", err)
			}
			return
		}
		b.last = now
		for _, a := range addrs {
			if !b.inKernel[a] {
				b.loggedLocked(a, now)
			}
		}
		clear(b.inKernel)
		for _, a := range addrs {
			b.inKernel[a] = true
		}
	}
	if !next.IsZero() {
		b.wakeLocked(next)
	}
}

func sameKeys(m map[netip.Addr]time.Time, s map[netip.Addr]bool) bool {
	if len(m) != len(s) {
		return false
	}
	for a := range m {
		if !s[a] {
			return false
		}
	}
	return true
}

// close stops re-attaching (the listener is closing).
func (b *synBlock) close() {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	if b.timer != nil {
		b.timer.Stop()
		b.timer = nil
	}
}

// Where a socket filter on a TCP socket reads: the packet starts at the
// TCP header; the IP header is reached through the kernel's SKF_NET_OFF
// (-0x100000) negative offset, on either IP version (a dual-stack
// listener gets IPv4 packets with their IPv4 header).
const (
	skfNetOff = math.MaxUint32 - 0x100000 + 1 // SKF_NET_OFF as the instruction's unsigned offset
	tcpFlags  = 13                            // the TCP header's flags byte
	tcpSYN    = 0x02
	tcpACK    = 0x10
	keepAll   = math.MaxUint32 // a filter's "keep that many bytes": all
)

// synDropProgram is the listening socket's filter: a TCP segment with SYN
// set and ACK clear whose source is one of addrs (IPv4 addresses, or IPv6
// /64 prefixes as addrKey gives them) is dropped, anything else is kept
// whole. Every conditional jump is short (an 8-bit offset), so the list's
// length is bounded only by the kernel's 4,096 instructions.
func synDropProgram(addrs []netip.Addr) []bpf.Instruction {
	keep, drop := bpf.RetConstant{Val: keepAll}, bpf.RetConstant{Val: 0}
	var v4, v6 []bpf.Instruction
	for _, a := range addrs {
		if a = a.Unmap(); a.Is4() {
			b := a.As4()
			v4 = append(v4,
				bpf.JumpIf{Cond: bpf.JumpNotEqual, Val: binary.BigEndian.Uint32(b[:]), SkipTrue: 1},
				drop)
			continue
		}
		b := a.As16()
		v6 = append(v6,
			bpf.LoadAbsolute{Off: skfNetOff + 8, Size: 4}, // the source's first 32 bits
			bpf.JumpIf{Cond: bpf.JumpNotEqual, Val: binary.BigEndian.Uint32(b[0:4]), SkipTrue: 3},
			bpf.LoadAbsolute{Off: skfNetOff + 12, Size: 4}, // and the rest of its /64
			bpf.JumpIf{Cond: bpf.JumpNotEqual, Val: binary.BigEndian.Uint32(b[4:8]), SkipTrue: 1},
			drop)
	}
	p := []bpf.Instruction{
		bpf.LoadAbsolute{Off: tcpFlags, Size: 1},
		bpf.ALUOpConstant{Op: bpf.ALUOpAnd, Val: tcpSYN | tcpACK},
		bpf.JumpIf{Cond: bpf.JumpEqual, Val: tcpSYN, SkipTrue: 1},
		keep, // not a new connection's SYN
		bpf.LoadAbsolute{Off: skfNetOff, Size: 1},
		bpf.ALUOpConstant{Op: bpf.ALUOpShiftRight, Val: 4}, // the IP version
		bpf.JumpIf{Cond: bpf.JumpEqual, Val: 4, SkipTrue: 1},
	}
	v4 = append([]bpf.Instruction{bpf.LoadAbsolute{Off: skfNetOff + 12, Size: 4}}, v4...) // the IPv4 source
	v4 = append(v4, keep)
	p = append(p, bpf.Jump{Skip: uint32(len(v4))}) // not IPv4: past its list
	p = append(p, v4...)
	p = append(p,
		bpf.JumpIf{Cond: bpf.JumpEqual, Val: 6, SkipTrue: 1},
		keep) // neither version
	p = append(p, v6...)
	return append(p, keep)
}
