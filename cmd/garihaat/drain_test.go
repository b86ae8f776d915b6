package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestStopDrains: a stop (SIGTERM cancels run's context) while a request is
// in flight and an event stream is open lets the request finish with its
// real answer, ends the stream cleanly, and run returns nil (exit 0).
func TestStopDrains(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	db := filepath.Join(t.TempDir(), "d.db")
	base, done := runServer(t, ctx, nil, io.Discard, "--db", db, "--demo", "--sms", "console", "--drain", "10s")

	// An event stream, open and sending.
	stream, err := http.Get(base + "/api/v1/vehicles/1/events")
	if err != nil || stream.StatusCode != 200 {
		t.Fatalf("events: %v %v", stream, err)
	}
	events := bufio.NewReader(stream.Body)
	if _, err := events.ReadString('\n'); err != nil {
		t.Fatalf("first event: %v", err)
	}

	// A request in flight: its body arrives slowly, across the stop.
	body := `{"phone_number":"01711222333"}`
	c, br := inFlight(t, base, len(body))
	defer c.Close()
	io.WriteString(c, body[:16])

	cancel() // SIGTERM
	// The stream ends cleanly: the server closes it, no error but EOF.
	if rest, err := io.ReadAll(events); err != nil {
		t.Errorf("stream did not end cleanly: %v (%q)", err, rest)
	}
	io.WriteString(c, body[16:])
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("in-flight request after the stop: %v %v", resp, err)
	}
	resp.Body.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("run returned %v, want nil (exit 0)", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("server did not stop")
	}
}

// TestStopDrainRunsOut: a client slower than --drain loses its connection
// and the process still stops cleanly (exit 0, docs/decisions.md).
func TestStopDrainRunsOut(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	db := filepath.Join(t.TempDir(), "d.db")
	base, done := runServer(t, ctx, nil, io.Discard, "--db", db, "--demo", "--sms", "console", "--drain", "300ms")
	c, _ := inFlight(t, base, 100)
	defer c.Close()
	io.WriteString(c, `{"phone_number":`) // and never the rest
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("run returned %v, want nil (exit 0)", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("server did not stop after its drain")
	}
}

// inFlight starts a POST of a body of n bytes to send-otp on a connection
// of its own and returns once the server's handler is reading the body:
// asked to, the server answers "100 Continue" when the handler first reads
// it — the condition the drain tests need, instead of a sleep.
func inFlight(t *testing.T, base string, n int) (net.Conn, *bufio.Reader) {
	t.Helper()
	c, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(c, "POST /api/v1/auth/send-otp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"+
		"Content-Length: %d\r\nExpect: 100-continue\r\n\r\n", n)
	br := bufio.NewReader(c)
	c.SetReadDeadline(time.Now().Add(10 * time.Second))
	line, err := br.ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "HTTP/1.1 100") {
		t.Fatalf("want 100 Continue, got %q %v", line, err)
	}
	if _, err := br.ReadString('\n'); err != nil { // the blank line after it
		t.Fatal(err)
	}
	c.SetReadDeadline(time.Time{})
	return c, br
}
