package main

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// keepAlive is a client's connection from a loopback address of its own,
// left idle after one request; closed counts the ones the server closed.
type keepAlive struct {
	c      net.Conn
	gone   chan struct{}
	closed *atomic.Int64
}

// openIdle dials base from the address from, asks /healthz once (it must
// answer 200) and leaves the connection open and idle; nil when the server
// refused the connection (closed it before answering).
func openIdle(t *testing.T, base, from string, closed *atomic.Int64) *keepAlive {
	t.Helper()
	u, _ := url.Parse(base)
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	c, err := d.Dial("tcp", u.Host)
	if errors.Is(err, syscall.ECONNRESET) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
	br := bufio.NewReader(c)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		return nil
	}
	io.Copy(io.Discard, resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("%s: healthz: %d", from, resp.StatusCode)
	}
	k := &keepAlive{c: c, gone: make(chan struct{}), closed: closed}
	go func() { // the server says nothing more on an idle connection: a read ends when it closes
		br.ReadByte()
		closed.Add(1)
		close(k.gone)
	}()
	return k
}

// waitOpen waits until at most want of conns are still open on the
// server's side, and fails after 10 s (the server closes them at once).
func waitOpen(t *testing.T, conns []*keepAlive, closed *atomic.Int64, want int, what string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); len(conns)-int(closed.Load()) > want; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%s: %d connections still open, want at most %d", what, len(conns)-int(closed.Load()), want)
		}
	}
}

// TestIdleConnectionsCounted: an address's idle keep-alive connections
// count against its limit (past it, its new ones are refused while its
// idle ones are young), and many addresses' idle connections together stay
// within the server's budget, the oldest closed first, while another
// address is still served. Issue 46: one address held 22,400 idle
// connections and the process ran out of files. --open-files 320 budgets
// 64 connections, 8 an address.
func TestIdleConnectionsCounted(t *testing.T) {
	base := startServer(t, nil, "--db", filepath.Join(t.TempDir(), "g.db"), "--open-files", "320")
	limits := connLimitsFor(320)
	if limits.Total != 64 || limits.PerAddress != 8 {
		t.Fatalf("limits for 320 files: %+v", limits)
	}
	var closedOne atomic.Int64
	var one []*keepAlive
	for range 30 {
		k := openIdle(t, base, "127.0.0.2", &closedOne)
		if k == nil {
			// Refused: its next dials would now wait in the kernel,
			// their SYNs dropped while it is full (synBlock).
			break
		}
		one = append(one, k)
	}
	waitOpen(t, one, &closedOne, limits.PerAddress, "one address's idle connections")

	var closedMany atomic.Int64
	var many []*keepAlive
	for i := range 10 {
		for range limits.PerAddress {
			k := openIdle(t, base, net.IPv4(127, 0, 1, byte(i+1)).String(), &closedMany)
			if k == nil {
				t.Fatal("a connection was refused while idle ones could give way")
			}
			many = append(many, k)
		}
	}
	// 8 + 80 asked for, within the 64 of the budget: past it the oldest
	// idle go first, the first address's all of them.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		open := len(one) + len(many) - int(closedOne.Load()+closedMany.Load())
		if open <= limits.Total && closedOne.Load() == int64(len(one)) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d connections open, want at most %d; %d of the first address's %d closed", open, limits.Total, closedOne.Load(), len(one))
		}
	}
	// And another address is served.
	var other atomic.Int64
	if openIdle(t, base, "127.0.0.3", &other) == nil {
		t.Fatal("another address was refused")
	}
}

// TestIdleGiveWayUnderPressure: past Pressure open connections, a new one
// closes the oldest connection idle for IdleGrace, of any address; younger
// idle ones stay (a browser's next page comes soon).
func TestIdleGiveWayUnderPressure(t *testing.T) {
	tcp, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln, _ := pace(tcp.(*net.TCPListener), connLimits{Fresh: 100, FreshPerAddress: 100, PerAddress: 100, Pressure: 3, Total: 100, IdleGrace: time.Hour}, nil, nil)
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") }), ConnState: ln.connState}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	base := "http://" + tcp.Addr().String()
	var closed atomic.Int64
	var held []*keepAlive
	idle := func(n int) { // waits until n connections are idle on the server
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
			ln.mu.Lock()
			got := ln.idle.Len()
			ln.mu.Unlock()
			if got == n {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d idle connections, want %d", got, n)
			}
		}
	}
	for i := range 5 {
		held = append(held, openIdle(t, base, net.IPv4(127, 0, 2, byte(i+1)).String(), &closed))
		idle(i + 1)
	}
	if closed.Load() != 0 {
		t.Fatalf("%d young idle connections were closed", closed.Load())
	}
	// Now they are old enough: the next connection closes the oldest.
	ln.mu.Lock()
	ln.limits.IdleGrace = 0
	ln.mu.Unlock()
	openIdle(t, base, "127.0.0.3", &closed)
	waitOpen(t, held, &closed, len(held)-1, "under pressure")
	select {
	case <-held[0].gone:
	default:
		t.Error("the connection closed under pressure was not the oldest idle one")
	}
}
