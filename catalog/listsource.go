package catalog

import (
	"context"
	"errors"

	"garihaat/listing"
	"garihaat/progress"
	"garihaat/store"
)

// listSource reads the list index from the store's rows (ListSource): a
// read is the version's only when the catalogue version is the same
// after it as before. A read of the whole is reported on by the reporter
// report gives (nil: none).
type listSource struct {
	src    Source
	report func() progress.Reporter
}

// ReadRows reads the listed vehicles among ids into an index of version;
// ErrMoved when the catalogue is not at version after the read (the rows
// may be a newer one's).
func (l listSource) ReadRows(ctx context.Context, version int64, ids []int64) (*listing.Index, error) {
	b, err := l.builder(ctx, version, len(ids))
	if err != nil {
		return nil, err
	}
	if err := l.src.ListedRowsOf(ctx, ids, adder(b)); err != nil {
		return nil, err
	}
	// The rows are version's only if no write landed since.
	if after, err := l.src.CatalogVersion(ctx); err != nil {
		return nil, err
	} else if after != version {
		return nil, ErrMoved
	}
	return b.Index()
}

// builder starts an index of version for about n vehicles, with the
// brands' slugs (a brand's page lists by slug); if a write makes them
// newer than version, the caller's check of the version after the read
// fails.
func (l listSource) builder(ctx context.Context, version int64, n int) (*listing.Builder, error) {
	brands, err := l.src.BrandSlugs(ctx)
	if err != nil {
		return nil, err
	}
	return listing.NewBuilder(version, brands, n), nil
}

// ReadIndex reads every published vehicle into an index. The rows are
// read by one statement (one consistent snapshot) between two reads of the
// version; when both reads agree no write landed in between, so the rows
// are exactly that version's.
func (l listSource) ReadIndex(ctx context.Context) (*listing.Index, error) {
	for range 3 {
		ix, err := l.readWhole(ctx)
		if !errors.Is(err, ErrMoved) {
			return ix, err
		}
	}
	return nil, ErrMoved
}

func (l listSource) readWhole(ctx context.Context) (*listing.Index, error) {
	before, err := l.src.CatalogVersion(ctx)
	if err != nil {
		return nil, err
	}
	about, text, err := l.src.ListedSize(ctx)
	if err != nil {
		return nil, err
	}
	b, err := l.builder(ctx, before, about)
	if err != nil {
		return nil, err
	}
	b.ExpectText(text) // characters: bytes for the ASCII slugs and paths, a guess otherwise
	// At 1,000,000 vehicles a first start reads for seconds: the operator
	// sees it counted (issue 47), one atomic add a row.
	var r progress.Reporter
	if l.report != nil {
		r = l.report()
	}
	count := r.Start("list index", int64(about))
	defer count.Stop()
	add := adder(b)
	if err := l.src.ListedRows(ctx, func(row *store.ListRow) error { count.Add(1); return add(row) }); err != nil {
		return nil, err
	}
	after, err := l.src.CatalogVersion(ctx)
	if err != nil {
		return nil, err
	}
	if after != before {
		return nil, ErrMoved
	}
	return b.Index()
}

// adder adds each row to b, through one listing.Row (the rows' text
// fields are shared, not copied: b copies them into its one string).
func adder(b *listing.Builder) func(*store.ListRow) error {
	var row listing.Row
	return func(r *store.ListRow) error {
		row = listing.Row{ID: r.ID, Created: r.Created, Cash: r.Cash, Installment: r.Installment,
			TypeID: r.TypeID, BrandID: r.BrandID, DepotID: r.DepotID, ColorID: r.ColorID, FuelID: r.FuelID, Year: r.Year,
			Condition: r.Condition, Slug: r.Slug, Cover: r.Cover, Title: r.Title, TitleBn: r.TitleBn, SearchText: r.SearchText,
			OfferEndsAt: r.OfferEndsAt, Seller: r.Seller, Odometer: r.Odometer,
			Facet: listing.Facet{Tonnage: r.Tonnage, Seats: r.Seats, District: r.District}}
		return b.Add(&row)
	}
}
