package main

import (
	"context"
	"log/slog"
	"runtime"
	"runtime/debug"
	"testing"
)

func TestParseMemoryLimit(t *testing.T) {
	for in, want := range map[string]int64{"": 0, "auto": 0, "512MiB": 512 << 20, "2GiB": 2 << 30, "1048576": 1 << 20, "64 KiB": 64 << 10} {
		if got, err := parseMemoryLimit(in); err != nil || got != want {
			t.Errorf("%q: %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"lots", "-5MiB", "0", "12TB", "99999999999GiB"} {
		if _, err := parseMemoryLimit(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestMemoryFollowsTheHeap: with no limit given the limit is set from the
// live heap — never below it, and larger for a larger heap — while a
// given limit or GOMEMLIMIT is left as the operator set it.
func TestMemoryFollowsTheHeap(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	if small, big := memoryTarget(10<<20), memoryTarget(400<<20); small <= 10<<20 || big <= 400<<20 || big <= small {
		t.Errorf("targets %d (10 MiB live), %d (400 MiB live)", small, big)
	}
	following, stop := context.WithCancel(context.Background())
	noEnv := func(string) string { return "" }
	tuneGC(following, noEnv, 0, slog.New(slog.DiscardHandler))
	if got := debug.SetMemoryLimit(-1); got < memoryHeadroom || got < int64(liveHeap()+outsideHeap()) {
		t.Errorf("limit %d for a live heap of %d and %d outside it", got, liveHeap(), outsideHeap())
	}
	// Goroutines' stacks (each connection has one) raise the limit rather
	// than eat the garbage's room: 4,000 parked goroutines, 2 KiB of stack
	// or more each, are above the live heap and the headroom.
	park := make(chan struct{})
	for range 4000 {
		go func() { <-park }()
	}
	runtime.GC()
	tuneGC(following, noEnv, 0, slog.New(slog.DiscardHandler))
	if got, least := debug.SetMemoryLimit(-1), int64(liveHeap())+memoryHeadroom+4000*2<<10; got < least {
		t.Errorf("with 4,000 goroutines more the limit is %d, under %d (live heap, headroom, their stacks)", got, least)
	}
	close(park)
	stop() // the followers end; the limits below are the operator's
	ctx := context.Background()
	tuneGC(ctx, noEnv, 300<<20, slog.New(slog.DiscardHandler))
	if got := debug.SetMemoryLimit(-1); got != 300<<20 {
		t.Errorf("--memory-limit 300MiB: limit %d", got)
	}
	debug.SetMemoryLimit(123 << 20)
	tuneGC(ctx, func(k string) string { return map[string]string{"GOMEMLIMIT": "123MiB"}[k] }, 0, slog.New(slog.DiscardHandler))
	if got := debug.SetMemoryLimit(-1); got != 123<<20 {
		t.Errorf("GOMEMLIMIT: limit changed to %d", got)
	}
}
