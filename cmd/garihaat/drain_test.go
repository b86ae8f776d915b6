package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"path/filepath"
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
	body, bodyW := io.Pipe()
	answer := make(chan *http.Response, 1)
	go func() {
		req, _ := http.NewRequest("POST", base+"/api/v1/auth/send-otp", body)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Errorf("in-flight request: %v", err)
			close(answer)
			return
		}
		answer <- resp
	}()
	bodyW.Write([]byte(`{"phone_number":`))
	time.Sleep(200 * time.Millisecond) // the server is reading the body

	cancel() // SIGTERM
	// The stream ends cleanly: the server closes it, no error but EOF.
	if rest, err := io.ReadAll(events); err != nil {
		t.Errorf("stream did not end cleanly: %v (%q)", err, rest)
	}
	bodyW.Write([]byte(`"01711222333"}`))
	bodyW.Close()
	resp := <-answer
	if resp == nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("in-flight request after the stop: %v", resp)
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
	body, bodyW := io.Pipe()
	defer bodyW.Close()
	go func() {
		req, _ := http.NewRequest("POST", base+"/api/v1/auth/send-otp", body)
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
		}
	}()
	bodyW.Write([]byte(`{"phone_number":`)) // and never the rest
	time.Sleep(200 * time.Millisecond)
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
