package progress_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"garihaat/progress"
)

// TestCounterReportsEveryStep: a Counter hands its count to the bar only
// when it passes a multiple of its step, and its Stop ends with the whole
// count (without a line of it just before).
func TestCounterReportsEveryStep(t *testing.T) {
	c := &clock{t: time.Unix(1_000_000, 0)}
	var lines []string
	bar := progress.LinesTo(func(l string) { lines = append(lines, l) }, "list index", 1000, c.now, 0)
	count := progress.Count(bar, 250)
	for range 996 { // three multiples of 250 passed
		count.Add(1)
	}
	count.Add(3)
	count.Add(1) // the fourth
	count.Add(10)
	count.Stop()
	want := []string{"list index: 250/1000 (25%)", "list index: 500/1000 (50%)", "list index: 750/1000 (75%)",
		"list index: 1000/1000 (100%)", "list index: 1010 done in 0s"}
	if len(lines) != len(want) {
		t.Fatalf("lines:\n%s\nwant %d", strings.Join(lines, "\n"), len(want))
	}
	for i, l := range lines {
		if !strings.HasPrefix(l, want[i]) {
			t.Errorf("line %d %q, want it to start %q", i, l, want[i])
		}
	}
	if count.Done() != 1010 {
		t.Errorf("done %d", count.Done())
	}
}

// TestCounterFromManyGoroutines: counted from several goroutines, every
// step is counted and the lines never go backwards.
func TestCounterFromManyGoroutines(t *testing.T) {
	var (
		mu    sync.Mutex
		lines []string
	)
	bar := progress.LinesTo(func(l string) { mu.Lock(); lines = append(lines, l); mu.Unlock() }, "rows", 0, time.Now, 0)
	count := progress.Count(bar, 7)
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 1000 {
				count.Add(1)
			}
		})
	}
	wg.Wait()
	count.Stop()
	last := -1
	for _, l := range lines[:len(lines)-1] {
		var n int
		if _, err := fmt.Sscanf(l, "rows: %d", &n); err != nil {
			t.Fatalf("line %q: %v", l, err)
		}
		if n < last {
			t.Errorf("the count went back from %d to %d", last, n)
		}
		last = n
	}
	if last > 4000 || !strings.HasPrefix(lines[len(lines)-1], "rows: 4000 done in ") {
		t.Errorf("last lines %q, %q", lines[len(lines)-2], lines[len(lines)-1])
	}
}

// TestNilCounterAndReporter: work given no reporter counts nothing and
// says nothing.
func TestNilCounterAndReporter(t *testing.T) {
	var r progress.Reporter
	count := r.Start("list index", 10)
	if count != nil {
		t.Fatal("a nil reporter started a count")
	}
	count.Add(5)
	count.Stop()
	if count.Done() != 0 {
		t.Errorf("a nil counter counted %d", count.Done())
	}
}
