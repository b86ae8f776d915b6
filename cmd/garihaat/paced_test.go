package main

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"net/netip"
	"os"
	"testing"
	"time"
)

// TestPacedListener: new connections count until their first request is
// answered, taken over or closed; past the limit the server still accepts
// (it paces, it does not refuse), so a client that never sends its request
// cannot keep others out.
func TestPacedListener(t *testing.T) {
	tcp, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln := pace(tcp, 1, 1000, nil)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /ok", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") })
	mux.HandleFunc("GET /take", func(w http.ResponseWriter, r *http.Request) {
		c, _, err := http.NewResponseController(w).Hijack()
		if err == nil {
			io.WriteString(c, "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nConnection: close\r\n\r\ntaken")
			c.Close()
		}
	})
	srv := &http.Server{Handler: mux, ConnState: ln.connState}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	addr := tcp.Addr().String()

	busy := func(want int64) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for ln.busy.Load() != want && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		if got := ln.busy.Load(); got != want {
			t.Fatalf("busy = %d, want %d", got, want)
		}
	}
	dial := func() net.Conn {
		t.Helper()
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	get := func(c net.Conn, path, want string) {
		t.Helper()
		io.WriteString(c, "GET "+path+" HTTP/1.1\r\nHost: x\r\n\r\n")
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(io.LimitReader(resp.Body, 16))
		if resp.StatusCode != 200 || string(body) != want {
			t.Fatalf("%s: %d %q", path, resp.StatusCode, body)
		}
	}

	// A connection that says nothing holds the only place...
	silent := dial()
	busy(1)
	// ...and another is still served, then counts no more once idle.
	second := dial()
	get(second, "/ok", "ok")
	busy(1)
	// A connection taken over counts no more; one closed neither.
	taken := dial()
	get(taken, "/take", "taken")
	busy(1)
	silent.Close()
	busy(0)
	// A keep-alive connection's later requests are not new connections.
	get(second, "/ok", "ok")
	busy(0)
}

// TestPacedListenerPerAddress: one address holds at most perAddress
// connections on their first request; past that its new ones are closed at
// once (and do not slow anyone's accept), and a freed place is usable again.
// A trusted proxy's address is exempt.
func TestPacedListenerPerAddress(t *testing.T) {
	for _, trusted := range []bool{false, true} {
		tcp, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		var proxies []netip.Prefix
		if trusted {
			proxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
		}
		ln := pace(tcp, 1000, 3, proxies)
		mux := http.NewServeMux()
		mux.HandleFunc("GET /ok", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") })
		srv := &http.Server{Handler: mux, ConnState: ln.connState}
		go srv.Serve(ln)
		dial := func() net.Conn {
			t.Helper()
			c, err := net.Dial("tcp", tcp.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			io.WriteString(c, "GET /ok HTTP/1.1\r\nHo") // half a request
			t.Cleanup(func() { c.Close() })
			return c
		}
		// closed reports whether the server closed c without a word.
		closed := func(c net.Conn) bool {
			c.SetReadDeadline(time.Now().Add(2 * time.Second))
			_, err := c.Read(make([]byte, 1))
			// EOF, or a reset (the half request was left unread).
			return err != nil && !errors.Is(err, os.ErrDeadlineExceeded)
		}
		var held []net.Conn
		for range 3 {
			held = append(held, dial())
		}
		for ln.busy.Load() != 3 {
			time.Sleep(time.Millisecond)
		}
		fourth := dial()
		if got := closed(fourth); got == trusted {
			t.Errorf("trusted=%v: a fourth half-sent connection closed=%v", trusted, got)
		}
		if trusted {
			srv.Close()
			continue
		}
		if n := ln.busy.Load(); n != 3 {
			t.Errorf("the refused connection counted: busy %d", n)
		}
		held[0].Close()
		for ln.busy.Load() != 2 {
			time.Sleep(time.Millisecond)
		}
		c := dial()
		io.WriteString(c, "st: x\r\n\r\n")
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil || resp.StatusCode != 200 {
			t.Errorf("after a place was freed: %v %v", resp, err)
		}
		srv.Close()
	}
}
