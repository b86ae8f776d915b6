package main

import (
	"context"
	"io"
	"time"
)

// deploySlice is how long the load stays on the settled instance before
// the bench looks again whether the new one is ready.
const deploySlice = 5 * time.Second

// overlapWindow is the deploy window as docs/operations.md's upgrade does
// it: the new build runs beside the settled one (its own port, the same
// origin), visitors stay on the settled one until the new one's /readyz
// answers 200, then move to it and the settled one stops. It returns the
// window's loads over its whole length and when the new build was ready
// (0: not within the window).
func overlapWindow(ctx context.Context, cfg config, old, next *server, run func(s *server, length time.Duration) (*DeployWindow, error)) (*DeployWindow, float64, error) {
	started := next.started
	var parts []*DeployWindow
	var lengths []float64
	ready := 0.0
	for ready == 0 {
		left := cfg.deployWindow - time.Since(started)
		if left <= deploySlice {
			break
		}
		if isReady(ctx, next.base) {
			ready = time.Since(started).Seconds()
			break
		}
		w, err := run(old, deploySlice)
		if err != nil {
			return nil, 0, err
		}
		parts, lengths = append(parts, w), append(lengths, deploySlice.Seconds())
	}
	old.stop()
	if left := cfg.deployWindow - time.Since(started); left >= time.Second {
		w, err := run(next, left)
		if err != nil {
			return nil, 0, err
		}
		parts, lengths = append(parts, w), append(lengths, left.Seconds())
	}
	return joinWindows(parts, lengths), ready, nil
}

// isReady reports whether the server at base answers /readyz with 200.
func isReady(ctx context.Context, base string) bool {
	return get(ctx, base+"/readyz", func(io.Reader) error { return nil }) == nil
}

// joinWindows adds consecutive windows up: requests and errors summed,
// req/s over their whole length, p50 and mean weighted by requests, p90,
// p99 and max the worst of them (an upper bound), cores by length.
func joinWindows(parts []*DeployWindow, lengths []float64) *DeployWindow {
	out := &DeployWindow{List: &Run{}, Page: &Run{}}
	total := 0.0
	for i, w := range parts {
		total += lengths[i]
		out.ServerCores += w.ServerCores * lengths[i]
		joinRun(out.List, w.List)
		joinRun(out.Page, w.Page)
	}
	if total > 0 {
		out.ServerCores /= total
	}
	for _, r := range []*Run{out.List, out.Page} {
		if r.Requests > 0 {
			r.P50ms /= float64(r.Requests)
			r.MeanMs /= float64(r.Requests)
		}
		if r.Seconds > 0 {
			r.ReqPerSec = float64(r.Requests) / r.Seconds
		}
	}
	return out
}

// joinRun adds r to the sum (P50ms and MeanMs weighted, divided at the end).
func joinRun(sum, r *Run) {
	sum.Conns, sum.Threads = r.Conns, r.Threads
	sum.Requests += r.Requests
	sum.Seconds += r.Seconds
	sum.P50ms += r.P50ms * float64(r.Requests)
	sum.MeanMs += r.MeanMs * float64(r.Requests)
	sum.P90ms = max(sum.P90ms, r.P90ms)
	sum.P99ms = max(sum.P99ms, r.P99ms)
	sum.MaxMs = max(sum.MaxMs, r.MaxMs)
	sum.Errors.Connect += r.Errors.Connect
	sum.Errors.Read += r.Errors.Read
	sum.Errors.Write += r.Errors.Write
	sum.Errors.Status += r.Errors.Status
	sum.Errors.Timeout += r.Errors.Timeout
	sum.RSSMB = r.RSSMB
}
