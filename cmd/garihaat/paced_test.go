package main

import (
	"bufio"
	"io"
	"net"
	"net/http"
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
	ln := pace(tcp, 1)
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
