//go:build linux

package main

import (
	"net"
	"runtime"
	"syscall"
	"testing"
)

// TestRefusedConnectionAllocatesNothing: a connection the limits refuse is
// reset straight from accept4, before a net.TCPConn, a poller registration
// or even the listener's own record of it is made (issue 46: the server
// spent ~100–150 µs of CPU on each connection of one address it refused,
// 15–30 % of its time under the attack). Counted as allocations: before,
// each refused connection allocated its netFD, TCPConn, two addresses, the
// address's string and its record, a dozen objects in all.
func TestRefusedConnectionAllocatesNothing(t *testing.T) {
	tcp, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	// One connection of an address on its first request at most: the one
	// below holds it (nobody accepts it from the listener), so every later
	// one of that address is refused.
	ln, err := pace(tcp.(*net.TCPListener), connLimits{Fresh: 100, FreshPerAddress: 1, PerAddress: 100, Pressure: 100, Total: 100}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	server := tcp.Addr().(*net.TCPAddr)
	to := &syscall.SockaddrInet4{Port: server.Port, Addr: [4]byte{127, 0, 0, 1}}
	from := &syscall.SockaddrInet4{Addr: [4]byte{127, 0, 0, 7}}
	var buf [1]byte
	// connect opens a connection from 127.0.0.7 with system calls alone,
	// so the client's side allocates nothing, and with read waits for the
	// server to end it (ECONNRESET when refused).
	connect := func(read bool) (int, error) {
		fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM|syscall.SOCK_CLOEXEC, 0)
		if err != nil {
			return -1, err
		}
		if err := syscall.Bind(fd, from); err != nil {
			syscall.Close(fd)
			return -1, err
		}
		if err := syscall.Connect(fd, to); err != nil {
			syscall.Close(fd)
			return -1, err
		}
		if read {
			_, err = syscall.Read(fd, buf[:])
		}
		return fd, err
	}
	held, err := connect(false)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Close(held)
	for queued := 0; queued == 0; runtime.Gosched() { // the listener has it
		ln.mu.Lock()
		queued = ln.total
		ln.mu.Unlock()
	}

	const n = 200
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range n {
		fd, err := connect(true)
		if fd >= 0 {
			syscall.Close(fd)
		}
		if err != syscall.ECONNRESET {
			t.Fatalf("a connection past the address's limit: %v, want a reset", err)
		}
	}
	runtime.ReadMemStats(&after)
	if got := ln.refused.Load(); got != n {
		t.Fatalf("refused %d, want %d", got, n)
	}
	// Whatever else the runtime and the test allocate meanwhile is far
	// below one object per connection.
	if allocs := after.Mallocs - before.Mallocs; allocs >= n/4 {
		t.Fatalf("%d allocations for %d refused connections, want none per connection", allocs, n)
	}
}
