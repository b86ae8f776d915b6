package httpapi

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestFlightsShareOneBuild(t *testing.T) {
	var f flights
	var builds atomic.Int32
	release := make(chan struct{})
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			v, err := f.do(context.Background(), "k", func(ctx context.Context) (any, error) {
				builds.Add(1)
				<-release
				return 42, nil
			})
			if err != nil || v != 42 {
				t.Errorf("got %v %v", v, err)
			}
		})
	}
	waitForWaiters(t, &f, "k", 20)
	close(release)
	wg.Wait()
	if n := builds.Load(); n != 1 {
		t.Errorf("%d builds for one key, want 1", n)
	}
}

func TestFlightsStopWhenNobodyWaits(t *testing.T) {
	var f flights
	stopped := make(chan struct{})
	build := func(ctx context.Context) (any, error) {
		<-ctx.Done()
		close(stopped)
		return nil, ctx.Err()
	}
	first, cancelFirst := context.WithCancel(context.Background())
	second, cancelSecond := context.WithCancel(context.Background())
	done := make(chan struct{}, 2)
	go func() { f.do(first, "k", build); done <- struct{}{} }()
	waitForWaiters(t, &f, "k", 1)
	go func() { f.do(second, "k", build); done <- struct{}{} }()
	waitForWaiters(t, &f, "k", 2)

	cancelFirst() // the one who started it leaves: the other still waits
	<-done
	select {
	case <-stopped:
		t.Fatal("the build stopped while a caller still waited")
	case <-time.After(50 * time.Millisecond):
	}
	cancelSecond() // now nobody waits
	<-done
	select {
	case <-stopped:
	case <-time.After(2 * time.Second):
		t.Fatal("the build went on with nobody waiting")
	}
}

// waitForWaiters waits until n callers wait on key's flight: the tests
// order their goroutines on that, not on a sleep.
func waitForWaiters(t *testing.T, f *flights, key string, n int) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
		f.mu.Lock()
		fl := f.m[key]
		got := 0
		if fl != nil {
			got = fl.waiters
		}
		f.mu.Unlock()
		if got >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d callers wait on %q, want %d", got, key, n)
		}
	}
}
