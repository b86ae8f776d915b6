package store

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"
)

// gatedReads is a read function that counts its reads and holds each one
// until the test lets it go, answering the read's number.
type gatedReads struct {
	started chan int
	release chan struct{}
	mu      sync.Mutex
	n       int
}

func newGatedReads() *gatedReads {
	return &gatedReads{started: make(chan int, 16), release: make(chan struct{})}
}

func (g *gatedReads) read(ctx context.Context) (int, error) {
	g.mu.Lock()
	g.n++
	n := g.n
	g.mu.Unlock()
	g.started <- n
	<-g.release
	return n, nil
}

// waitJoined waits until n callers wait for the read not yet started.
func waitJoined[K comparable, V any](t *testing.T, c *sharedReads[K, V], n int) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		c.mu.Lock()
		joined := 0
		if c.next != nil {
			joined = c.next.joined
		}
		c.mu.Unlock()
		if joined == n {
			return
		}
	}
	t.Fatalf("%d callers never joined the next read", n)
}

// TestSharedReadIsNewerThanTheQuestion: callers who ask while a read is
// under way do not take its answer (it may predate a write they saw);
// they share the next read, all of them, and it is one read.
func TestSharedReadIsNewerThanTheQuestion(t *testing.T) {
	g := newGatedReads()
	c := newSharedValue(g.read)
	ctx := context.Background()

	first := make(chan int)
	go func() {
		v, _ := c.get(ctx)
		first <- v
	}()
	if n := <-g.started; n != 1 {
		t.Fatalf("first read is number %d", n)
	}
	// Read 1 is under way; ten callers ask now.
	const late = 10
	answers := make(chan int, late)
	for range late {
		go func() {
			v, _ := c.get(ctx)
			answers <- v
		}()
	}
	waitJoined(t, c.reads, late)
	g.release <- struct{}{} // read 1 ends
	if v := <-first; v != 1 {
		t.Fatalf("the first caller got read %d, want 1", v)
	}
	if n := <-g.started; n != 2 {
		t.Fatalf("second read is number %d", n)
	}
	g.release <- struct{}{} // read 2 ends
	for range late {
		if v := <-answers; v != 2 {
			t.Fatalf("a caller who asked during read 1 got read %d, want 2", v)
		}
	}
	select {
	case n := <-g.started:
		t.Fatalf("read %d started with nobody asking", n)
	case <-time.After(50 * time.Millisecond):
	}
	// Idle again: the next caller starts a read of its own.
	go func() {
		v, _ := c.get(ctx)
		first <- v
	}()
	<-g.started
	g.release <- struct{}{}
	if v := <-first; v != 3 {
		t.Fatalf("after a pause the caller got read %d, want 3", v)
	}
}

// TestSharedReadCallerGivesUp: a caller whose context ends stops waiting;
// the read goes on for the others, and an error reaches all who shared it.
func TestSharedReadCallerGivesUp(t *testing.T) {
	release := make(chan struct{})
	failed := errors.New("database gone")
	c := newSharedValue(func(ctx context.Context) (int, error) {
		select { // as a query does, a read ends with its context
		case <-release:
			return 0, failed
		case <-ctx.Done():
			return 0, ctx.Err()
		}
	})
	ctx, cancel := context.WithCancel(context.Background())
	gaveUp := make(chan error)
	go func() {
		_, err := c.get(ctx)
		gaveUp <- err
	}()
	other := make(chan error)
	go func() {
		_, err := c.get(context.Background())
		other <- err
	}()
	cancel()
	if err := <-gaveUp; !errors.Is(err, context.Canceled) {
		t.Fatalf("the caller who gave up got %v", err)
	}
	close(release)
	if err := <-other; !errors.Is(err, failed) {
		t.Fatalf("the caller who waited got %v, want the read's error", err)
	}
}

// TestSharedReadsOfManyKeys: callers asking for different keys at once
// share one read of all of them; a key the read does not answer has no
// value, and a key asked twice is read once.
func TestSharedReadsOfManyKeys(t *testing.T) {
	release := make(chan struct{})
	reads := make(chan []string, 4)
	c := newSharedReads(1, func(ctx context.Context, keys []string) (map[string]int, error) {
		reads <- keys
		<-release
		out := map[string]int{}
		for _, k := range keys {
			if k != "missing" {
				out[k] = len(k)
			}
		}
		return out, nil
	})
	ctx := context.Background()
	type answer struct {
		key string
		v   int
		ok  bool
	}
	answers := make(chan answer, 8)
	ask := func(key string) {
		v, ok, err := c.get(ctx, key)
		if err != nil {
			t.Error(err)
		}
		answers <- answer{key, v, ok}
	}
	go ask("first")
	<-reads // read 1 (of "first") is under way; five callers ask now
	for _, k := range []string{"a", "bb", "bb", "missing", "cccc"} {
		go ask(k)
	}
	waitJoined(t, c, 5)
	release <- struct{}{}
	if keys := <-reads; len(keys) != 4 {
		t.Fatalf("the second read is of %q, want the 4 distinct keys", keys)
	}
	close(release)
	for range 6 {
		a := <-answers
		if want := len(a.key); a.ok != (a.key != "missing") || (a.ok && a.v != want) {
			t.Errorf("%s: %d, %v", a.key, a.v, a.ok)
		}
	}
}

// TestSharedReadsRunSideBySide: with room for two reads at once, a second
// caller reads beside the first rather than waiting for it (a busy
// server's other core would idle), and only a third, once both are under
// way, waits for the next round.
func TestSharedReadsRunSideBySide(t *testing.T) {
	g := newGatedReads()
	c := newSharedReads(2, func(ctx context.Context, keys []string) (map[string]int, error) {
		n, err := g.read(ctx)
		out := map[string]int{}
		for _, k := range keys {
			out[k] = n
		}
		return out, err
	})
	ctx := context.Background()
	answers := make(chan int, 3)
	ask := func(key string) {
		v, _, _ := c.get(ctx, key)
		answers <- v
	}
	go ask("a")
	<-g.started
	go ask("b")
	<-g.started // both reads are under way
	go ask("c")
	waitJoined(t, c, 1)
	g.release <- struct{}{}
	g.release <- struct{}{}
	if n := <-g.started; n != 3 {
		t.Fatalf("the waiting caller's read is number %d, want 3", n)
	}
	g.release <- struct{}{}
	sum := 0
	for range 3 {
		sum += <-answers
	}
	if sum != 1+2+3 {
		t.Fatalf("answers add up to %d, want each caller its own read (6)", sum)
	}
}
