package stored

import (
	"context"

	"garihaat/catalog"
	"garihaat/store"
)

// Over is the catalogue's read model as Details and Pages: the stored
// parts' rows are the store's SQL, and a detail's related list and mark
// come from the read model's snapshot.
type Over struct{ *catalog.Catalog }

var (
	_ Details = Over{}
	_ Pages   = Over{}
	_ Stamps  = (*catalog.Catalog)(nil)
)

// StoredDetail implements Details. Callers asking at the same time share
// one read of all their vehicles.
func (o Over) StoredDetail(ctx context.Context, slug string, related int) (Detail, bool, error) {
	row, ok, err := o.StoredDetailRow(ctx, slug)
	if err != nil || !ok {
		return Detail{}, false, err
	}
	d := Detail{Part: Part(row.DetailPart), Format: row.Format, Stamp: row.Stamp}
	d.TotalBid, d.OfferClosesAt, d.HighestOffer = row.TotalBid, row.OfferClosesAt, row.HighestOffer
	d.Related, d.PriceRating, d.RelatedKey, err = o.Related(ctx, row.Version, row.VehicleID, row.TypeID, row.BrandID, related)
	if err != nil {
		return Detail{}, false, err
	}
	return d, true, nil
}

// VehiclesForDetail implements Details.
func (o Over) VehiclesForDetail(ctx context.Context, slugs []string) ([]Source, error) {
	rows, err := o.DetailSources(ctx, slugs)
	out := make([]Source, len(rows))
	for i, r := range rows {
		out[i] = Source(r)
	}
	return out, err
}

// SaveDetails implements Details.
func (o Over) SaveDetails(ctx context.Context, format string, parts []Part) error {
	rows := make([]store.DetailPart, len(parts))
	for i, p := range parts {
		rows[i] = store.DetailPart(p)
	}
	return o.SaveDetailParts(ctx, format, rows)
}

// StoredPage implements Pages.
func (o Over) StoredPage(ctx context.Context, slug string) (Page, bool, error) {
	p, ok, err := o.StoredPageRow(ctx, slug)
	return Page(p), ok, err
}

// stale judges a vehicle's pages: public, and missing, older than the
// vehicle or not serving want.
func stale(want PageWant) func(store.PageState) bool {
	return func(st store.PageState) bool {
		return st.Public && (st.Page.Revision != st.Revision || !Page(st.Page).Serves(want))
	}
}

// StalePages implements Pages.
func (o Over) StalePages(ctx context.Context, want PageWant, after int64, n int) ([]string, int64, int, error) {
	return o.StalePageRows(ctx, stale(want), after, n)
}

// StalePagesAmong implements Pages.
func (o Over) StalePagesAmong(ctx context.Context, want PageWant, ids []int64) ([]string, error) {
	return o.StalePageRowsAmong(ctx, stale(want), ids)
}

// SavePages implements Pages.
func (o Over) SavePages(ctx context.Context, pages []Page) error {
	rows := make([]store.PageRow, len(pages))
	for i, p := range pages {
		rows[i] = store.PageRow(p)
	}
	return o.SavePageRows(ctx, rows)
}
