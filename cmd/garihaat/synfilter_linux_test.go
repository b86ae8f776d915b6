//go:build linux

package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// lockedBuffer is a log's destination read by the test.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (w *lockedBuffer) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

func (w *lockedBuffer) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}

// client is a keep-alive connection from a chosen address.
type client struct {
	net.Conn
	br *bufio.Reader
}

// dialFrom connects from the address from to to; timeout 0: none.
func dialFrom(from, to string, timeout time.Duration) (*client, error) {
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: timeout}
	c, err := d.Dial("tcp", to)
	if err != nil {
		return nil, err
	}
	return &client{Conn: c, br: bufio.NewReader(c)}, nil
}

// get asks for / on c; an error when the server ended the connection.
func (c *client) get() error {
	if _, err := io.WriteString(c, "GET / HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		return err
	}
	resp, err := http.ReadResponse(c.br, nil)
	if err != nil {
		return err
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		return errors.New(resp.Status)
	}
	return nil
}

// TestSynDroppedAtCap: while an address is at its cap with nothing idle to
// give way, the kernel drops its new connections' SYNs — its dial gets no
// answer at all (no handshake, no accept, no reset: issue 46's attacker
// cost the two cores one of each ~1,000 times a second) — while another
// address connects and is served, and the address's open connections keep
// working. When one of its connections closes it connects again; while it
// stays full its listing is renewed, and once its oldest idle connection
// may give way it leaves the list and connects again.
// Before, the dial past the cap completed and was reset. Both an IPv4
// client of a dual-stack listener (IPv4 packets) and an IPv6 one.
func TestSynDroppedAtCap(t *testing.T) {
	for _, tc := range []struct{ name, blocked, other string }{
		{"IPv4 on a dual-stack listener", "127.0.0.2", "127.0.0.3"},
		{"IPv6", "::1", "127.0.0.3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tcp, err := listenTCP(t.Context(), "[::]:0")
			if err != nil {
				t.Skipf("no dual-stack listener here: %v", err)
			}
			var logged lockedBuffer
			log := slog.New(slog.NewTextHandler(&logged, nil))
			ln, err := pace(tcp, connLimits{Fresh: 100, FreshPerAddress: 100, PerAddress: 2, Pressure: 100, Total: 100, IdleGrace: time.Hour}, nil, log)
			if err != nil {
				t.Fatal(err)
			}
			srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") }), ConnState: ln.connState}
			go srv.Serve(ln)
			t.Cleanup(func() { srv.Close() })
			port := tcp.Addr().(*net.TCPAddr).Port
			target := func(from string) string {
				if netip.MustParseAddr(from).Is6() {
					return net.JoinHostPort("::1", strconv.Itoa(port))
				}
				return net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
			}
			key := addrKey(netip.MustParseAddr(tc.blocked))
			served := func(c *client, err error) *client {
				t.Helper()
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { c.Close() })
				if err := c.get(); err != nil {
					t.Fatalf("%s: %v", c.LocalAddr(), err)
				}
				return c
			}
			// refused: the dial is answered, then the server resets it.
			refused := func() {
				t.Helper()
				c, err := dialFrom(tc.blocked, target(tc.blocked), 0)
				if errors.Is(err, syscall.ECONNRESET) {
					return // reset before the dial saw its connection
				}
				if err != nil {
					t.Fatalf("a dial past the cap: %v, want a connection refused after accept", err)
				}
				defer c.Close()
				if c.get() == nil {
					t.Fatal("a connection past the cap was served")
				}
			}
			dropping := func(want bool, what string) {
				t.Helper()
				for deadline := time.Now().Add(10 * time.Second); ln.syn.dropping(key) != want; time.Sleep(5 * time.Millisecond) {
					if time.Now().After(deadline) {
						t.Fatalf("waiting for %s; log:\n%s", what, logged.String())
					}
				}
			}

			held := []*client{
				served(dialFrom(tc.blocked, target(tc.blocked), 0)),
				served(dialFrom(tc.blocked, target(tc.blocked), 0)),
			}
			refused()
			dropping(true, "the address at its cap to be dropped in the kernel")

			before := ln.refused.Load()
			c, err := dialFrom(tc.blocked, target(tc.blocked), 500*time.Millisecond)
			var ne net.Error
			if err == nil {
				c.Close()
				t.Fatal("a dial of the address at its cap completed")
			} else if !errors.As(err, &ne) || !ne.Timeout() {
				t.Fatalf("a dial of the address at its cap: %v, want a timeout (no answer)", err)
			}
			if got := ln.refused.Load(); got != before {
				t.Fatalf("%d connections refused after accept while dropped in the kernel", got-before)
			}
			served(dialFrom(tc.other, target(tc.other), 0))
			for _, c := range held {
				if err := c.get(); err != nil {
					t.Fatalf("an open connection of the dropped address: %v", err)
				}
			}

			// One of its connections closes: room again, it connects.
			held[0].Close()
			dropping(false, "the address with room to be unlisted")
			served(dialFrom(tc.blocked, target(tc.blocked), 0))

			// At its cap again, listed, and asked every second whether
			// it is still full: it is (its idle connections are young),
			// so it stays listed; once its oldest idle connection may
			// give way, it leaves and is served again.
			ln.syn.mu.Lock()
			ln.syn.hold = time.Second
			ln.syn.mu.Unlock()
			refused()
			dropping(true, "the address at its cap to be dropped again")
			ln.syn.mu.Lock()
			first := ln.syn.listed[key]
			ln.syn.mu.Unlock()
			for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
				ln.syn.mu.Lock()
				until, ok := ln.syn.listed[key]
				ln.syn.mu.Unlock()
				if !ok {
					t.Fatal("the address still at its cap was unlisted")
				}
				if until.After(first) {
					break
				}
				if time.Now().After(deadline) {
					t.Fatal("waiting for the full address's listing to be renewed")
				}
			}
			ln.mu.Lock()
			ln.limits.IdleGrace = 0
			ln.mu.Unlock()
			dropping(false, "the address whose idle connections may give way to be unlisted")
			served(dialFrom(tc.blocked, target(tc.blocked), 0))

			if n := strings.Count(logged.String(), "dropped in the kernel"); n != 1 {
				t.Errorf("the listing logged %d times, want once:\n%s", n, logged.String())
			}
		})
	}
}
