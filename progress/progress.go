// Package progress reports how far long work has got (seeding, backups,
// copying media, the first start's building; issue 47): a bar with counts
// and time left on a terminal, plain lines with count, rate and time left
// every few seconds otherwise (a log file, a supervisor's journal).
package progress

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// Every is how often the plain lines come.
const Every = 5 * time.Second

// Bar follows one piece of work of a known total (0: unknown). Safe for
// concurrent use.
type Bar struct {
	what  string
	total int64
	bar   *progressbar.ProgressBar // on a terminal
	out   func(line string)        // plain lines otherwise
	now   func() time.Time
	every time.Duration

	mu          sync.Mutex
	done        int64
	start, last time.Time
	stopped     bool
}

// New starts following what, of total steps, written to w: a bar when w
// is a terminal, lines otherwise.
// The bar is cleared at the end: a command says what it did itself.
func New(w io.Writer, what string, total int64) *Bar {
	if b := onTerminal(w, what, total); b != nil {
		return b
	}
	return Lines(w, what, total, time.Now, Every)
}

// NewLogging starts following what, of total steps: a bar on w when w is a
// terminal, else lines handed to log (a server's log, where a bar's
// redrawing would be noise and a line must be a record of its format).
// Either way the end is a line handed to log, with the count and the time
// taken: a server's work has no command to say it.
func NewLogging(w io.Writer, log func(line string), what string, total int64) *Bar {
	if b := onTerminal(w, what, total); b != nil {
		b.out = log
		return b
	}
	return LinesTo(log, what, total, time.Now, Every)
}

// onTerminal is a bar on w when w is a terminal, else nil.
func onTerminal(w io.Writer, what string, total int64) *Bar {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	max := total
	if max <= 0 {
		max = -1 // a spinner
	}
	return &Bar{what: what, total: total, now: time.Now, start: time.Now(), bar: progressbar.NewOptions64(max,
		progressbar.OptionSetWriter(w), progressbar.OptionSetDescription(what),
		progressbar.OptionShowCount(), progressbar.OptionShowIts(), progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionClearOnFinish(),
		progressbar.OptionFullWidth())}
}

// Lines follows what with plain lines on w, at most one each every, read
// off the clock now.
func Lines(w io.Writer, what string, total int64, now func() time.Time, every time.Duration) *Bar {
	return LinesTo(func(line string) { fmt.Fprintln(w, line) }, what, total, now, every)
}

// LinesTo is Lines handing each line to out.
func LinesTo(out func(line string), what string, total int64, now func() time.Time, every time.Duration) *Bar {
	t := now()
	return &Bar{what: what, total: total, out: out, now: now, every: every, start: t, last: t}
}

// Add counts n more steps done.
func (b *Bar) Add(n int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.set(b.done + n)
}

// Set says done steps are done in all.
func (b *Bar) Set(done int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.set(done)
}

// raise is Set for counts reported from several goroutines, which may
// take the lock in another order than they counted: never backwards.
func (b *Bar) raise(done int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if done > b.done {
		b.set(done)
	}
}

// finish sets the count to done without a line of it, and stops.
func (b *Bar) finish(done int64) {
	b.mu.Lock()
	if !b.stopped && done > b.done {
		b.done = done
		if b.bar != nil {
			b.bar.Set64(done)
		}
	}
	b.mu.Unlock()
	b.Stop()
}

func (b *Bar) set(done int64) {
	if b.stopped {
		return
	}
	b.done = done
	if b.bar != nil {
		b.bar.Set64(done)
		return
	}
	if t := b.now(); t.Sub(b.last) >= b.every {
		b.last = t
		b.out(b.line(t))
	}
}

// Stop ends the report: the bar is cleared, the lines end with the total.
func (b *Bar) Stop() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.stopped {
		return
	}
	b.stopped = true
	if b.bar != nil {
		b.bar.Finish()
		if b.out == nil {
			return
		}
	}
	took := b.now().Sub(b.start)
	b.out(fmt.Sprintf("%s: %d done in %s%s", b.what, b.done, took.Round(time.Millisecond), rate(b.done, took)))
}

// line is one plain report: count, share, rate and time left.
func (b *Bar) line(t time.Time) string {
	took := t.Sub(b.start)
	s := fmt.Sprintf("%s: %d", b.what, b.done)
	if b.total > 0 {
		s += fmt.Sprintf("/%d (%d%%)", b.total, b.done*100/b.total)
	}
	s += rate(b.done, took)
	if b.total > 0 && b.done > 0 && b.done < b.total {
		left := time.Duration(float64(took) * float64(b.total-b.done) / float64(b.done))
		s += ", about " + left.Round(time.Second).String() + " left"
	}
	return s
}

func rate(done int64, took time.Duration) string {
	if took <= 0 {
		return ""
	}
	return fmt.Sprintf(", %.0f/s", float64(done)/took.Seconds())
}
