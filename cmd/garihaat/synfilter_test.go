package main

import (
	"errors"
	"net/netip"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/net/bpf"
)

// runOnSegment runs prog as the kernel runs a TCP socket's filter: the
// packet starts at the TCP header, and offsets from SKF_NET_OFF read the
// IP header. x/net/bpf's VM knows no negative offsets, so the program's
// loads are moved onto one buffer, the IP header then the TCP header.
// It returns how many bytes the program keeps (0: dropped).
func runOnSegment(t *testing.T, prog []bpf.Instruction, ip, tcp []byte) int {
	t.Helper()
	moved := make([]bpf.Instruction, len(prog))
	for i, ins := range prog {
		if ld, ok := ins.(bpf.LoadAbsolute); ok {
			if ld.Off >= skfNetOff {
				ld.Off -= skfNetOff
			} else {
				ld.Off += uint32(len(ip))
			}
			ins = ld
		}
		moved[i] = ins
	}
	vm, err := bpf.NewVM(moved)
	if err != nil {
		t.Fatalf("the program does not load: %v", err)
	}
	n, err := vm.Run(append(append([]byte{}, ip...), tcp...))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func ipv4Header(src string, options int) []byte {
	h := make([]byte, 20+4*options)
	h[0] = 0x40 | byte(5+options)
	h[9] = 6 // TCP
	a := netip.MustParseAddr(src).As4()
	copy(h[12:], a[:])
	copy(h[16:], []byte{127, 0, 0, 1})
	return h
}

func ipv6Header(src string) []byte {
	h := make([]byte, 40)
	h[0] = 0x60
	h[6] = 6 // TCP
	a := netip.MustParseAddr(src).As16()
	copy(h[8:], a[:])
	h[39] = 1
	return h
}

func tcpHeader(flags byte) []byte {
	h := make([]byte, 20)
	h[0], h[1] = 0xc3, 0x50 // from port 50000
	h[2], h[3] = 0x1f, 0x90 // to 8080
	h[12] = 5 << 4
	h[tcpFlags] = flags
	return h
}

// TestSynDropProgram: the listening socket's program drops a new
// connection's SYN from a listed address (an IPv4 address, or any address
// of a listed IPv6 /64) and keeps everything else: segments with ACK set
// (an open connection's, the handshake's last), and SYNs from others,
// including an IPv4 address spelling the first bytes of a listed IPv6 one.
func TestSynDropProgram(t *testing.T) {
	listed := []netip.Addr{
		netip.MustParseAddr("203.0.113.7"),
		netip.MustParseAddr("2001:db8:1:2::"), // a /64, as addrKey gives it
		netip.MustParseAddr("198.51.100.1"),
	}
	prog := synDropProgram(listed)
	const syn, ack, fin, rst, psh = tcpSYN, tcpACK, 0x01, 0x04, 0x08
	cases := []struct {
		name  string
		ip    []byte
		flags byte
		keep  bool
	}{
		{"IPv4 SYN from a listed address", ipv4Header("203.0.113.7", 0), syn, false},
		{"IPv4 SYN from the other listed address", ipv4Header("198.51.100.1", 0), syn, false},
		{"IPv4 SYN with IP options from a listed address", ipv4Header("203.0.113.7", 2), syn, false},
		{"IPv4 SYN with ECN bits from a listed address", ipv4Header("203.0.113.7", 0), syn | 0xc0, false},
		{"IPv4 ACK from a listed address", ipv4Header("203.0.113.7", 0), ack, true},
		{"IPv4 data from a listed address", ipv4Header("203.0.113.7", 0), ack | psh, true},
		{"IPv4 SYN-ACK from a listed address", ipv4Header("203.0.113.7", 0), syn | ack, true},
		{"IPv4 FIN from a listed address", ipv4Header("203.0.113.7", 0), fin | ack, true},
		{"IPv4 RST from a listed address", ipv4Header("203.0.113.7", 0), rst, true},
		{"IPv4 SYN from another address", ipv4Header("203.0.113.8", 0), syn, true},
		{"IPv4 SYN spelling a listed IPv6 prefix", ipv4Header("32.1.13.184", 0), syn, true},
		{"IPv6 SYN from a listed /64", ipv6Header("2001:db8:1:2::5"), syn, false},
		{"IPv6 SYN from elsewhere in a listed /64", ipv6Header("2001:db8:1:2:ffff:1:2:3"), syn, false},
		{"IPv6 ACK from a listed /64", ipv6Header("2001:db8:1:2::5"), ack, true},
		{"IPv6 SYN-ACK from a listed /64", ipv6Header("2001:db8:1:2::5"), syn | ack, true},
		{"IPv6 SYN from the next /64", ipv6Header("2001:db8:1:3::5"), syn, true},
		{"IPv6 SYN sharing the prefix's last 32 bits only", ipv6Header("2001:db9:1:2::5"), syn, true},
		{"IPv6 SYN from a mapped listed IPv4 address", ipv6Header("::ffff:203.0.113.7"), syn, true},
	}
	for _, c := range cases {
		tcp := tcpHeader(c.flags)
		n := runOnSegment(t, prog, c.ip, tcp)
		if got := n != 0; got != c.keep {
			t.Errorf("%s: kept %v, want %v", c.name, got, c.keep)
		}
		if n != 0 && n < len(c.ip)+len(tcp) {
			t.Errorf("%s: kept %d bytes of %d", c.name, n, len(c.ip)+len(tcp))
		}
	}

	// The longest list is a loadable program, every address in it dropped.
	var many []netip.Addr
	for i := range synListMax / 2 {
		many = append(many, netip.AddrFrom4([4]byte{10, 0, 0, byte(i)}),
			netip.AddrFrom16([16]byte{0x20, 0x01, 0x0d, 0xb8, 0, byte(i)}))
	}
	prog = synDropProgram(many)
	if _, err := bpf.Assemble(prog); err != nil || len(prog) > 4096 {
		t.Fatalf("%d addresses: %d instructions, %v", len(many), len(prog), err)
	}
	for _, a := range many {
		var ip []byte
		if a.Is6() {
			ip = ipv6Header(a.Next().String())
		} else {
			ip = ipv4Header(a.String(), 0)
		}
		if runOnSegment(t, prog, ip, tcpHeader(tcpSYN)) != 0 {
			t.Errorf("a SYN from %s, listed among %d, was kept", a, len(many))
		}
	}
	if runOnSegment(t, prog, ipv4Header("10.0.1.0", 0), tcpHeader(tcpSYN)) == 0 {
		t.Error("a SYN from an address not listed was dropped")
	}
}

// TestSynBlockList: the list holds synListMax addresses at most (past
// them the listener refuses after accept), an address leaves it when told
// it has room or when its time is up, and the attached program follows.
func TestSynBlockList(t *testing.T) {
	var full atomic.Value // the address still full when its time is up
	full.Store(netip.Addr{})
	var mu sync.Mutex
	var attached []bpf.Instruction
	b := newSynBlock(func(p []bpf.Instruction) error {
		mu.Lock()
		attached = p
		mu.Unlock()
		return nil
	}, func(a netip.Addr, _ time.Time) bool { return a == full.Load() }, nil)
	t.Cleanup(b.close)
	drops := func(a netip.Addr) bool { // whether the attached program drops a's SYN
		mu.Lock()
		p := attached
		mu.Unlock()
		return p != nil && runOnSegment(t, p, ipv4Header(a.String(), 0), tcpHeader(tcpSYN)) == 0
	}
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); !ok(); time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("waiting for %s", what)
			}
		}
	}
	now := time.Now()
	addr := func(i int) netip.Addr { return netip.AddrFrom4([4]byte{10, 1, byte(i >> 8), byte(i)}) }
	for i := range synListMax {
		if !b.list(addr(i), now) {
			t.Fatalf("address %d not listed", i)
		}
	}
	if b.list(addr(synListMax), now) {
		t.Fatalf("address %d listed past the bound", synListMax)
	}
	waitFor("the program dropping all listed", func() bool { return b.dropping(addr(0)) && b.dropping(addr(synListMax-1)) })
	if !drops(addr(0)) || !drops(addr(synListMax-1)) || drops(addr(synListMax)) {
		t.Fatal("the attached program is not the listed addresses'")
	}

	b.unlist(addr(0))
	waitFor("the address with room unlisted", func() bool { return !b.dropping(addr(0)) })
	if drops(addr(0)) || !drops(addr(1)) {
		t.Fatal("the attached program still drops the address with room, or no more the others")
	}

	// Time's up for all: the one still full stays listed, the others go.
	expire := func() {
		b.mu.Lock()
		for a := range b.listed {
			b.listed[a] = time.Now()
		}
		b.soonLocked(time.Now())
		b.mu.Unlock()
	}
	full.Store(addr(1))
	expire()
	waitFor("the expired addresses unlisted", func() bool { return !b.dropping(addr(2)) })
	if !b.dropping(addr(1)) || !drops(addr(1)) || drops(addr(2)) {
		t.Fatal("the address still full was unlisted, or the expired ones are still dropped")
	}
	// No longer full: the filter is detached.
	full.Store(netip.Addr{})
	expire()
	waitFor("the last address unlisted", func() bool { return !b.dropping(addr(1)) })
	mu.Lock()
	if attached != nil {
		t.Error("a program is still attached with nothing listed")
	}
	mu.Unlock()
	if !b.list(addr(synListMax), time.Now()) {
		t.Error("an address is not listed once there is room in the list")
	}
}

// TestSynBlockAttachFails: when a new program cannot be attached, the one
// attached before is detached (its addresses are not dropped for good)
// and nothing more is listed: refusing after accept goes on.
func TestSynBlockAttachFails(t *testing.T) {
	var mu sync.Mutex
	var attached []bpf.Instruction
	calls := 0
	b := newSynBlock(func(p []bpf.Instruction) error {
		mu.Lock()
		defer mu.Unlock()
		if calls++; calls == 2 {
			return errors.New("out of option memory")
		}
		attached = p
		return nil
	}, nil, nil)
	t.Cleanup(b.close)
	a1, a2 := netip.MustParseAddr("10.2.0.1"), netip.MustParseAddr("10.2.0.2")
	b.list(a1, time.Now())
	for deadline := time.Now().Add(10 * time.Second); !b.dropping(a1); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the first program was not attached")
		}
	}
	b.list(a2, time.Now())
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		mu.Lock()
		done := calls >= 3
		mu.Unlock()
		if done {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the failed attach was not followed by a detach")
		}
	}
	mu.Lock()
	last := attached
	mu.Unlock()
	if last != nil || b.dropping(a1) {
		t.Error("the program attached before the failure is still attached")
	}
	if b.list(a2, time.Now()) {
		t.Error("an address was listed after the filter failed")
	}
}
