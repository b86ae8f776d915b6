package stored

import (
	"context"
	"errors"
	"log/slog"
	"runtime"
	"sync"
	"time"

	"garihaat/catalog"
	"garihaat/progress"
)

// storeBatch is how many stale vehicles one pass reads and saves at once.
const storeBatch = 256

// StoreAll makes the stored part of every public vehicle that lacks a
// current one and returns how many it made. Several instances may run it
// at once: they then make some parts twice, never a wrong one.
// It uses every core: a seed's, or a test's.
func StoreAll(ctx context.Context, ds Details) (int, error) {
	return storeAll(ctx, ds, flatOut, nil)
}

// StoreAllReporting is StoreAll telling done how many it made so far after
// each batch (a progress report).
func StoreAllReporting(ctx context.Context, ds Details, done func(made int)) (int, error) {
	made := 0
	return walkAll(ctx, flatOut, nil, func(after int64) ([]string, int64, int, error) {
		return ds.StaleDetails(ctx, DetailFormat, after, storeBatch)
	}, func(slugs []string) (int, error) {
		n, err := storeSlugs(ctx, ds, flatOut, slugs)
		made += n
		done(made)
		return n, err
	})
}

func storeAll(ctx context.Context, ds Details, l lane, count *progress.Counter) (int, error) {
	return walkAll(ctx, l, count, func(after int64) ([]string, int64, int, error) {
		return ds.StaleDetails(ctx, DetailFormat, after, storeBatch)
	},
		func(slugs []string) (int, error) { return storeSlugs(ctx, ds, l, slugs) })
}

// walkAll walks every vehicle, storeBatch at a time in id order: stale
// gives the stale slugs after an id, the last id it looked at (the same
// id when none follows) and how many it looked at, which count counts
// (nil: none), and store makes theirs. It returns how many were made.
func walkAll(ctx context.Context, l lane, count *progress.Counter, stale func(after int64) ([]string, int64, int, error),
	store func([]string) (int, error)) (int, error) {
	made, after := 0, int64(0)
	for {
		start := time.Now()
		slugs, last, looked, err := stale(after)
		if err != nil || last == after {
			return made, err
		}
		n, err := store(slugs)
		if err != nil {
			return made, err
		}
		made, after = made+n, last
		count.Add(int64(looked))
		if err := l.rest(ctx, time.Since(start)); err != nil {
			return made, err
		}
	}
}

// A lane is how a pass uses the machine. A write's few vehicles, a seed
// and a test go flat out on every core; a pass over every vehicle while
// the site serves (a fresh database, a new format, another origin) goes
// in the background: one worker that rests after each batch, so that it
// takes at most backgroundShare of one core and visitors keep the rest
// (issue 47: a new build's pages took both cores for a minute at 100,000
// vehicles, the public list at a fraction of its speed meanwhile). Pages
// not yet made are rendered on their visit, as before.
type lane struct{ background bool }

var (
	flatOut    = lane{}
	background = lane{background: true}
)

// backgroundShare is the share of one core a background pass takes.
const backgroundShare = 0.5

// each calls f(0) … f(n-1): a core each flat out, one after the other in
// the background.
func (l lane) each(n int, f func(i int)) {
	if !l.background {
		eachCore(n, f)
		return
	}
	for i := range n {
		f(i)
	}
}

// rest waits, in the background, as long as the work that took took
// needs to stay within backgroundShare of one core.
func (l lane) rest(ctx context.Context, took time.Duration) error {
	if !l.background {
		return ctx.Err()
	}
	t := time.NewTimer(time.Duration(float64(took) * (1 - backgroundShare) / backgroundShare))
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// storeChanged makes the parts of the vehicles among ids whose part is not
// current: after a write, the vehicles it changed.
func storeChanged(ctx context.Context, ds Details, l lane, ids []int64) (int, error) {
	slugs, err := ds.StaleAmong(ctx, DetailFormat, ids)
	if err != nil {
		return 0, err
	}
	return inBatches(ctx, l, slugs, func(batch []string) (int, error) { return storeSlugs(ctx, ds, l, batch) })
}

// inBatches calls store with slugs, storeBatch at a time in lane l, and
// adds up what it made.
func inBatches(ctx context.Context, l lane, slugs []string, store func([]string) (int, error)) (int, error) {
	made := 0
	for len(slugs) > 0 {
		start := time.Now()
		batch := slugs[:min(len(slugs), storeBatch)]
		slugs = slugs[len(batch):]
		n, err := store(batch)
		if made += n; err != nil {
			return made, err
		}
		if len(slugs) > 0 {
			if err := l.rest(ctx, time.Since(start)); err != nil {
				return made, err
			}
		}
	}
	return made, nil
}

// storeSlugs reads the details of the vehicles with slugs (one no longer
// public is left out: not stale any more), encodes them in lane l and
// saves them.
func storeSlugs(ctx context.Context, ds Details, l lane, slugs []string) (int, error) {
	sources, err := ds.VehiclesForDetail(ctx, slugs)
	if err != nil || len(sources) == 0 {
		return 0, err
	}
	parts := make([]Part, len(sources))
	errs := make([]error, len(sources))
	l.each(len(sources), func(i int) { parts[i], errs[i] = Encode(sources[i].Vehicle, sources[i].Revision) })
	if err := errors.Join(errs...); err != nil {
		return 0, err
	}
	return len(parts), ds.SaveDetails(ctx, DetailFormat, parts)
}

// eachCore calls f(0) … f(n-1), a core each.
func eachCore(n int, f func(i int)) {
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	for w := range workers {
		wg.Go(func() {
			for i := w; i < n; i += workers {
				f(i)
			}
		})
	}
	wg.Wait()
}

// Keep keeps the stored parts current as a part of the catalogue's read
// model (package catalog): registered with f, it stores all of them first
// (this build's format may be new), then for each catalogue version f
// hands it those of the vehicles it changed (a write that may have changed
// anything, or one too far back, makes it look at all again). pages, when
// not nil, keeps the vehicles' pages the same way, and looks at all of
// them again every pageSweep (pages made while an offer was open stop
// holding at its close). observe, when not nil, is told of each pass:
// which parts ("details", "pages"), whether it looked at all vehicles, and
// how long it took. It stops when f is closed.
func Keep(f *catalog.Follower, ds Details, pages *PageKeeping, logger *slog.Logger,
	observe func(part string, all bool, took time.Duration)) *catalog.Following {
	return KeepReporting(f, ds, pages, logger, observe, nil)
}

// KeepReporting is Keep with report reporting on each pass over every
// vehicle a catalogue version asks for (a first start's, a new build's, a
// new origin's; not the hourly sweep of the pages): how many vehicles it
// looked at of how many, and the time left (issue 47).
func KeepReporting(f *catalog.Follower, ds Details, pages *PageKeeping, logger *slog.Logger,
	observe func(part string, all bool, took time.Duration), report progress.Reporter) *catalog.Following {
	k := &keeper{ds: ds, pages: pages, logger: logger, observe: observe, report: report}
	following := f.Register("stored", k)
	if pages != nil {
		f.Go(k.sweep)
	}
	return following
}

// keeper is Keep's part.
type keeper struct {
	ds      Details
	pages   *PageKeeping
	logger  *slog.Logger
	observe func(string, bool, time.Duration)
	report  progress.Reporter
	// mu makes one pass at a time: a version's, or the pages' sweep (a
	// sweep in the background must not meet a write's pass flat out).
	mu      sync.Mutex
	swept   time.Time // the pages' last sweep
	applied int64     // the version every part was last made current at
}

// Apply implements catalog.Part. A start resumes from the last whole
// pass when it can (resumed); its pass, resumed or whole, catches every
// part up (ch.All) and is recorded before it is observed.
func (k *keeper) Apply(ctx context.Context, from int64, ch catalog.Changes) (int64, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	details, _ := k.resumed(ctx, from, passDetails, DetailFormat, ch)
	err := pass(ctx, passDetails, ch.All, k.logger, k.observe, func() (n int, err error) {
		if details.All {
			count := k.start(ctx, "stored vehicle details")
			n, err = storeAll(ctx, k.ds, background, count)
			count.Stop()
		} else {
			n, err = storeChanged(ctx, k.ds, laneOf(ch), details.Vehicles)
		}
		if err == nil && ch.All {
			k.passed(ctx, passDetails, DetailFormat, ch.Version, time.Now())
		}
		return n, err
	})
	if err == nil && k.pages != nil {
		err = k.applyPages(ctx, from, ch)
	}
	if err != nil {
		return 0, err // the follower tries again
	}
	k.applied = ch.Version
	return ch.Version, nil
}

// applyPages is Apply's for the pages.
func (k *keeper) applyPages(ctx context.Context, from int64, ch catalog.Changes) error {
	pages, at := k.resumed(ctx, from, passPages, k.pages.pageFormat(), ch)
	if pages.All {
		count := k.start(ctx, "stored vehicle pages")
		defer count.Stop()
		return k.sweepPages(ctx, ch.Version, count)
	}
	return pass(ctx, passPages, ch.All, k.logger, k.observe, func() (int, error) {
		n, err := k.pages.storeChanged(ctx, laneOf(ch), pages.Vehicles)
		if err == nil && ch.All {
			k.swept = at // the hourly sweep keeps the whole pass's hour
			k.passed(ctx, passPages, k.pages.pageFormat(), ch.Version, at)
		}
		return n, err
	})
}

// laneOf is the lane of the changes a pass stores for ch: a write's few
// flat out; a start's, resumed from the last whole pass, in the
// background as the whole pass it stands for.
func laneOf(ch catalog.Changes) lane {
	if ch.All {
		return background
	}
	return flatOut
}

// sweep looks at every vehicle's pages again once pageSweep passed since
// the last look, until ctx ends.
func (k *keeper) sweep(ctx context.Context) {
	t := time.NewTicker(pageSweep / 12)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		k.mu.Lock()
		if !k.swept.IsZero() && time.Since(k.swept) >= pageSweep {
			// Every part is current at the version this keeper applied: the
			// record moves on with it (a later start's log stays short).
			if k.sweepPages(ctx, k.applied, nil) == nil {
				k.passed(ctx, passDetails, DetailFormat, k.applied, time.Now())
			} // a failure is logged; the next tick tries again
		}
		k.mu.Unlock()
	}
}

// start starts a report of a pass over every vehicle (nil without a
// reporter). The total is how many vehicles there are now; one the
// count cannot read reports without it.
func (k *keeper) start(ctx context.Context, what string) *progress.Counter {
	if k.report == nil {
		return nil
	}
	n, err := k.ds.VehicleCount(ctx)
	if err != nil {
		n = 0
	}
	return k.report.Start(what, int64(n))
}

// sweepPages looks at every vehicle's pages, in the background, counting
// them with count (nil: not reported), and records the pass as leaving
// them current at version; k.mu is held.
func (k *keeper) sweepPages(ctx context.Context, version int64, count *progress.Counter) error {
	return pass(ctx, passPages, true, k.logger, k.observe, func() (int, error) {
		n, err := k.pages.storeAll(ctx, background, count)
		if err == nil {
			k.swept = time.Now()
			k.passed(ctx, passPages, k.pages.pageFormat(), version, k.swept)
		}
		return n, err
	})
}

// pageSweep is how often Keep looks at every vehicle's pages.
const pageSweep = time.Hour

// pass runs one of Keep's passes over part, logs it and tells observe.
func pass(ctx context.Context, part string, all bool, logger *slog.Logger, observe func(string, bool, time.Duration),
	store func() (int, error)) error {
	start := time.Now()
	n, err := store()
	if err != nil {
		if !errors.Is(err, context.Canceled) {
			logger.Warn("storing vehicle "+part, "err", err)
		}
		return err
	}
	if n > 0 {
		logger.Info("stored vehicle "+part, "count", n, "took", time.Since(start).Round(time.Millisecond))
	}
	if observe != nil {
		observe(part, all, time.Since(start))
	}
	return nil
}
