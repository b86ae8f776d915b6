package stored

import (
	"context"
	"errors"
	"log/slog"
	"runtime"
	"sync"
	"time"
)

// storeBatch is how many stale vehicles one pass reads and saves at once.
const storeBatch = 256

// StoreAll makes the stored part of every public vehicle that lacks a
// current one and returns how many it made. Several instances may run it
// at once: they then make some parts twice, never a wrong one.
func StoreAll(ctx context.Context, ds Details) (int, error) {
	made, after := 0, int64(0)
	for {
		slugs, last, err := ds.StaleDetails(ctx, Format(), after, storeBatch)
		if err != nil || last == after {
			return made, err
		}
		sources, err := ds.VehiclesForDetail(ctx, slugs) // one no longer public is not stale any more
		if err != nil {
			return made, err
		}
		parts := make([]Part, len(sources))
		errs := make([]error, len(sources))
		var wg sync.WaitGroup
		workers := runtime.GOMAXPROCS(0)
		for w := range workers {
			wg.Go(func() {
				for i := w; i < len(sources); i += workers {
					parts[i], errs[i] = Encode(sources[i].Vehicle, sources[i].Revision)
				}
			})
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			return made, err
		}
		if len(parts) > 0 {
			if err := ds.SaveDetails(ctx, Format(), parts); err != nil {
				return made, err
			}
		}
		made, after = made+len(parts), last
	}
}

// Keep runs StoreAll at start and whenever the catalogue
// version has changed (every write that can make a part stale bumps it),
// looking every interval, until ctx ends.
func Keep(ctx context.Context, ds Details, cat Stamps, interval time.Duration, logger *slog.Logger) {
	last := int64(-1)
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if version, err := cat.CatalogVersion(ctx); err == nil && version != last {
			start := time.Now()
			n, err := StoreAll(ctx, ds)
			if err != nil && !errors.Is(err, context.Canceled) {
				logger.Warn("storing vehicle details", "err", err)
			} else {
				last = version
			}
			if n > 0 {
				logger.Info("stored vehicle details", "count", n, "took", time.Since(start).Round(time.Millisecond))
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
