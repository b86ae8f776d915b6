package catalog_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"garihaat/progress"
	"garihaat/store"
	"garihaat/store/demo"
	"garihaat/store/storetest"
)

// lineLog collects a report's lines, as a server's log would off a
// terminal (each Set a line: every is 0).
type lineLog struct {
	mu    sync.Mutex
	lines []string
}

func (l *lineLog) reporter(step int64) progress.Reporter {
	return func(what string, total int64) *progress.Counter {
		return progress.Count(progress.LinesTo(func(s string) {
			l.mu.Lock()
			l.lines = append(l.lines, s)
			l.mu.Unlock()
		}, what, total, time.Now, 0), step)
	}
}

func (l *lineLog) all() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.lines...)
}

// TestListIndexBuildReports: the first read of the whole list index (a
// first start) is reported line by line off a terminal: the count of
// vehicles read rises to the listed total, and a last line says how many
// in how long (issue 47).
func TestListIndexBuildReports(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if _, err := s.Seed(ctx, demo.Synthetic(600, 5, storetest.Now)); err != nil {
			t.Fatal(err)
		}
		listed, _, err := s.Catalog.ListedSize(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var log lineLog
		storetest.Catalog(s).ReportBuilds(log.reporter(100))
		if err := storetest.Catalog(s).AwaitListIndex(ctx); err != nil {
			t.Fatal(err)
		}
		checkReport(t, log.all(), "list index", listed)
	})
}

// checkReport checks a report's lines: counts of total that rise, then
// the last line with the total and the time taken.
func checkReport(t *testing.T, lines []string, what string, total int) {
	t.Helper()
	if len(lines) < 3 {
		t.Fatalf("lines %q: want counts rising and a last line", lines)
	}
	last := 0
	for _, l := range lines[:len(lines)-1] {
		var n, of int
		if _, err := fmt.Sscanf(l, what+": %d/%d", &n, &of); err != nil {
			t.Fatalf("line %q: %v", l, err)
		}
		if n <= last || n > total || of != total {
			t.Errorf("line %q after %d: want a count above it, of %d", l, last, total)
		}
		last = n
	}
	if want := fmt.Sprintf("%s: %d done in ", what, total); !strings.HasPrefix(lines[len(lines)-1], want) {
		t.Errorf("last line %q, want it to start %q", lines[len(lines)-1], want)
	}
}
