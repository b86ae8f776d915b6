package progress

import "sync/atomic"

// Counter counts the steps of work done on a hot path — a row read into
// an index, a vehicle's stored page looked at — at the cost of one atomic
// add, and hands the count to its Bar only when it passes a multiple of
// its step: a lock and a clock read every step steps, none per step. A
// nil *Counter counts nothing, so work that may be reported on calls it
// unconditionally.
type Counter struct {
	n    atomic.Int64
	step int64
	bar  *Bar
}

// Step is a Counter's usual step: at 1,000,000 rows a thousand reports.
const Step = 1024

// Count counts for bar, reporting to it every step steps.
func Count(bar *Bar, step int64) *Counter {
	return &Counter{step: max(step, 1), bar: bar}
}

// Add counts k more steps done.
func (c *Counter) Add(k int64) {
	if c == nil {
		return
	}
	if n := c.n.Add(k); n/c.step != (n-k)/c.step {
		c.bar.raise(n)
	}
}

// Done is how many steps were counted.
func (c *Counter) Done() int64 {
	if c == nil {
		return 0
	}
	return c.n.Load()
}

// Stop ends the report with the count: the bar is cleared, the lines end
// with the total and the time taken (no line of the count just before it).
func (c *Counter) Stop() {
	if c == nil {
		return
	}
	c.bar.finish(c.n.Load())
}

// Reporter starts a report of what, of total steps (0: unknown). A part
// of a server that does long work now and then (the first start's index,
// a new build's stored pages) is given one; nil reports nothing.
type Reporter func(what string, total int64) *Counter

// Start starts a report of what, of total steps; nil when r is nil.
func (r Reporter) Start(what string, total int64) *Counter {
	if r == nil {
		return nil
	}
	return r(what, total)
}
