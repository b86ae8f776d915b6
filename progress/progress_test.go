package progress_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"garihaat/progress"
)

// clock is a clock the test moves.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

// TestLinesWhenNotATerminal: off a terminal the report is plain lines, one
// per interval at most, with the count, share, rate and time left, and a
// last line with the total.
func TestLinesWhenNotATerminal(t *testing.T) {
	c := &clock{t: time.Unix(1_000_000, 0)}
	var out bytes.Buffer
	b := progress.Lines(&out, "media move", 1000, c.now, 5*time.Second)
	b.Add(100) // within the first interval: no line yet
	if out.Len() != 0 {
		t.Fatalf("a line before the interval passed: %q", out.String())
	}
	c.t = c.t.Add(5 * time.Second)
	b.Add(150) // 250 in 5 s: 50/s, 750 left take 15 s
	c.t = c.t.Add(time.Second)
	b.Add(50) // within the next interval: no line
	c.t = c.t.Add(4 * time.Second)
	b.Set(500) // 500 in 10 s: 50/s, 10 s left
	c.t = c.t.Add(2 * time.Second)
	b.Add(500)
	b.Stop()
	b.Add(1) // after Stop: nothing
	want := []string{
		"media move: 250/1000 (25%), 50/s, about 15s left",
		"media move: 500/1000 (50%), 50/s, about 10s left",
		"media move: 1000 done in 12s, 83/s",
	}
	if got := strings.Split(strings.TrimSpace(out.String()), "\n"); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestUnknownTotal: without a total the lines say the count and rate only.
func TestUnknownTotal(t *testing.T) {
	c := &clock{t: time.Unix(1_000_000, 0)}
	var out bytes.Buffer
	b := progress.Lines(&out, "backup bytes", 0, c.now, time.Second)
	c.t = c.t.Add(2 * time.Second)
	b.Set(4096)
	if got, want := strings.TrimSpace(out.String()), "backup bytes: 4096, 2048/s"; got != want {
		t.Errorf("line %q, want %q", got, want)
	}
}

// TestNotATerminalWriter: New on a buffer (not a terminal) writes lines.
func TestNotATerminalWriter(t *testing.T) {
	var out bytes.Buffer
	b := progress.New(&out, "seed", 3)
	b.Add(3)
	b.Stop()
	if !strings.HasPrefix(out.String(), "seed: 3 done in ") {
		t.Errorf("output %q", out.String())
	}
}
