package stored_test

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"garihaat/progress"
	"garihaat/store"
	"garihaat/store/demo"
	"garihaat/store/storetest"
	"garihaat/stored"
)

// reportLog collects the reports' lines by what they report on, as a
// server's log would off a terminal (each Set a line: every is 0).
type reportLog struct {
	mu    sync.Mutex
	lines map[string][]string
}

func (l *reportLog) reporter(what string, total int64) *progress.Counter {
	return progress.Count(progress.LinesTo(func(s string) {
		l.mu.Lock()
		l.lines[what] = append(l.lines[what], s)
		l.mu.Unlock()
	}, what, total, time.Now, 0), 1)
}

func (l *reportLog) of(what string) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.lines[what]...)
}

// TestKeepReportsThePassOverAll: a first start's pass over every vehicle
// (their details, then their pages) is reported off a terminal: the count
// of vehicles looked at rises, batch by batch, to all of them, and a last
// line says how many in how long (issue 47).
func TestKeepReportsThePassOverAll(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		const n = 600 // three batches
		if _, err := s.Seed(ctx, demo.Synthetic(n, 5, storetest.Now)); err != nil {
			t.Fatal(err)
		}
		log := &reportLog{lines: map[string][]string{}}
		keep := &stored.PageKeeping{Store: stored.Over{Catalog: storetest.Catalog(s)}, Maker: titleMaker{}, Now: func() time.Time { return storetest.Now }}
		stored.KeepReporting(storetest.Catalog(s).Follower(), stored.Over{Catalog: storetest.Catalog(s)}, keep,
			slog.New(slog.DiscardHandler), nil, log.reporter)
		for _, what := range []string{"stored vehicle details", "stored vehicle pages"} {
			waitFor(t, what+"' last line", func() bool {
				lines := log.of(what)
				return len(lines) > 0 && strings.Contains(lines[len(lines)-1], " done in ")
			})
			lines := log.of(what)
			if len(lines) < 3 {
				t.Fatalf("%s: lines %q, want counts rising and a last line", what, lines)
			}
			last := 0
			for _, l := range lines[:len(lines)-1] {
				var done, of int
				if _, err := fmt.Sscanf(l, what+": %d/%d", &done, &of); err != nil {
					t.Fatalf("line %q: %v", l, err)
				}
				if done <= last || done > n || of != n {
					t.Errorf("line %q after %d: want a count above it, of %d", l, last, n)
				}
				last = done
			}
			if want := fmt.Sprintf("%s: %d done in ", what, n); !strings.HasPrefix(lines[len(lines)-1], want) {
				t.Errorf("last line %q, want it to start %q", lines[len(lines)-1], want)
			}
		}
	})
}
