package stored

import (
	"context"
	"errors"
	"time"

	"garihaat"
	"garihaat/progress"
)

// A vehicle's server-rendered pages (the head and first paint of its page
// in each language, compressed) are stored beside its detail part (issue
// 31): a shared link's first visit, and every crawler's, then costs one
// read, as the API's first visit does, instead of a read, a render and a
// compression. What the pages hold is the page layer's (PageMaker); this
// package only keeps them current.

// Pages stores the pages.
type Pages interface {
	// StalePages looks at up to n vehicles with ids above after, in id
	// order, and returns the slugs of the public ones whose stored pages
	// are not current for want, the last id looked at (after itself when
	// none follows) and how many it looked at.
	StalePages(ctx context.Context, want PageWant, after int64, n int) (slugs []string, last int64, looked int, err error)
	// VehicleCount is as Details'.
	VehicleCount(ctx context.Context) (int, error)
	// StalePagesAmong is StalePages for the vehicles among ids.
	StalePagesAmong(ctx context.Context, want PageWant, ids []int64) ([]string, error)
	// VehiclesForDetail reads what pages are made of (see Details).
	VehiclesForDetail(ctx context.Context, slugs []string) ([]Source, error)
	// SavePages stores pages.
	SavePages(ctx context.Context, pages []Page) error
	// StoredPage returns the stored pages of the public vehicle with slug
	// when they were made from its current revision; ok is false
	// otherwise. The caller judges the rest (Page.Serves).
	StoredPage(ctx context.Context, slug string) (p Page, ok bool, err error)
}

// PageWant is what makes stored pages current: how they were rendered
// (PageMaker.Format), the address their absolute links start with, and the time.
type PageWant struct {
	Format, Origin string
	Now            time.Time
}

// Page is a vehicle's stored pages.
type Page struct {
	VehicleID, Revision int64
	Format, Origin      string
	// Until is when the pages stop holding although the vehicle has not
	// changed (its offer's close: whether it is to be had); zero: never.
	Until time.Time
	Data  []byte // the PageMaker's
}

// Serves reports whether p may be served for want.
func (p Page) Serves(want PageWant) bool {
	return p.Format == want.Format && p.Origin == want.Origin && (p.Until.IsZero() || want.Now.Before(p.Until))
}

// PageMaker renders a vehicle's pages for the page layer's origin.
type PageMaker interface {
	Origin() string
	// Format names how it renders: pages stored under another name are
	// not served, and are made again.
	Format() string
	// MakePages renders v's pages as they are at now, and when they stop
	// holding (zero: never).
	MakePages(v garihaat.Vehicle, now time.Time) (data []byte, until time.Time, err error)
}

// PageKeeping is what Keep needs to keep the pages too.
type PageKeeping struct {
	Store Pages
	Maker PageMaker
	Now   func() time.Time
}

func (k *PageKeeping) want() PageWant {
	return PageWant{Format: k.Maker.Format(), Origin: k.Maker.Origin(), Now: k.Now()}
}

// StoreAll makes the pages of every public vehicle whose stored ones
// are not current, on every core.
func (k *PageKeeping) StoreAll(ctx context.Context) (int, error) {
	return k.storeAll(ctx, flatOut, nil)
}

func (k *PageKeeping) storeAll(ctx context.Context, l lane, count *progress.Counter) (int, error) {
	want := k.want()
	return walkAll(ctx, l, count, func(after int64) ([]string, int64, int, error) {
		return k.Store.StalePages(ctx, want, after, storeBatch)
	},
		func(slugs []string) (int, error) { return k.storeSlugs(ctx, want, l, slugs) })
}

// storeChanged makes the pages among ids that are not current.
func (k *PageKeeping) storeChanged(ctx context.Context, l lane, ids []int64) (int, error) {
	want := k.want()
	slugs, err := k.Store.StalePagesAmong(ctx, want, ids)
	if err != nil {
		return 0, err
	}
	return inBatches(ctx, l, slugs, func(batch []string) (int, error) { return k.storeSlugs(ctx, want, l, batch) })
}

func (k *PageKeeping) storeSlugs(ctx context.Context, want PageWant, l lane, slugs []string) (int, error) {
	sources, err := k.Store.VehiclesForDetail(ctx, slugs)
	if err != nil || len(sources) == 0 {
		return 0, err
	}
	pages := make([]Page, len(sources))
	errs := make([]error, len(sources))
	l.each(len(sources), func(i int) {
		s := sources[i]
		pages[i] = Page{VehicleID: s.Vehicle.ID, Revision: s.Revision, Format: want.Format, Origin: want.Origin}
		pages[i].Data, pages[i].Until, errs[i] = k.Maker.MakePages(s.Vehicle, want.Now)
	})
	if err := errors.Join(errs...); err != nil {
		return 0, err
	}
	return len(pages), k.Store.SavePages(ctx, pages)
}
