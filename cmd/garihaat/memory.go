package main

import (
	"context"
	"fmt"
	"log/slog"
	"math"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"time"
)

// The collector's target follows what the server holds (issue 34): a
// constant tuned to one catalogue size either starves a larger catalogue
// (the collector runs without pause once the live heap nears it: 2.4–4.5×
// slower at 300,000 vehicles) or wastes memory on a small one.
//
// GOGC is 400 (a server's garbage is short-lived request data; the default
// collects so often under load that every cycle shows in tail latency),
// and the memory limit bounds that target: the live heap — which already
// holds the answer caches at their budgets once warm — plus room for the
// garbage of the requests in flight and for a merge's second list index,
// a quarter of the live heap and at least 48 MiB (a 100,000-vehicle index
// is 33 MB). Twice the live heap plus 64 MiB, as before issue 27, kept a
// 100,000-vehicle server at about 215 MB of RSS; this keeps it under the
// 150 MB budget on SQLite, whose own memory sits in the same process.
// GOGC, GOMEMLIMIT or --memory-limit override it.

// memoryHeadroom is the least room above the live heap.
const memoryHeadroom = 48 << 20

// memoryTarget is the memory limit for a live heap of live bytes.
func memoryTarget(live uint64) int64 {
	live = min(live, math.MaxInt64/4)
	return int64(live + max(live/4, memoryHeadroom))
}

// parseMemoryLimit reads --memory-limit: "" or "auto" (follow the heap,
// 0), or a size in bytes with an optional B, KiB, MiB or GiB.
func parseMemoryLimit(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "auto" {
		return 0, nil
	}
	unit := int64(1)
	for _, u := range []struct {
		suffix string
		n      int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}, {"B", 1}} {
		if v, ok := strings.CutSuffix(s, u.suffix); ok {
			s, unit = strings.TrimSpace(v), u.n
			break
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 || n > math.MaxInt64/unit {
		return 0, fmt.Errorf("--memory-limit: %q is not a size (e.g. 512MiB, or auto)", s)
	}
	return n * unit, nil
}

// tuneGC sets the collector as described above and, unless a limit is
// given, keeps the limit following the live heap until ctx ends.
func tuneGC(ctx context.Context, getenv func(string) string, limit int64, logger *slog.Logger) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	switch {
	case limit > 0:
		debug.SetMemoryLimit(limit)
		return
	case getenv("GOMEMLIMIT") != "":
		return // the runtime read it
	}
	follow := func() {
		target := memoryTarget(liveHeap()) + int64(outsideHeap())
		if old := debug.SetMemoryLimit(target); old != target {
			logger.Debug("memory limit", "bytes", target)
		}
	}
	follow()
	go func() {
		t := time.NewTicker(5 * time.Second)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				follow()
			}
		}
	}()
}

// liveHeap is the heap the last collection found reachable.
func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// outsideHeap is the runtime's memory that is not heap objects but counts
// against the memory limit: goroutine stacks above all, and the runtime's
// own bookkeeping. It is added to the limit, not taken from the headroom:
// every open connection's goroutine keeps a stack, and the ~1,250 idle
// keep-alive connections one address may hold (issue 46) otherwise eat
// the room left for garbage, pressing the collector against the limit.
func outsideHeap() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/stacks:bytes"}, {Name: "/memory/classes/os-stacks:bytes"},
		{Name: "/memory/classes/metadata/other:bytes"}, {Name: "/memory/classes/metadata/mcache/inuse:bytes"},
		{Name: "/memory/classes/metadata/mspan/inuse:bytes"}, {Name: "/memory/classes/other:bytes"},
		{Name: "/memory/classes/profiling/buckets:bytes"}}
	metrics.Read(s)
	var n uint64
	for _, v := range s {
		if v.Value.Kind() == metrics.KindUint64 {
			n += v.Value.Uint64()
		}
	}
	return n
}
