package catalog

import (
	"context"

	"garihaat"
	"garihaat/store"
)

// Source is the SQL the read model is built over (package store's
// Catalog): the change log, the rows of the parts, the stored parts, and
// the answers by SQL for when a part cannot answer yet.
type Source interface {
	CatalogVersion(ctx context.Context) (int64, error)
	ChangesSince(ctx context.Context, version int64) (store.Changes, error)

	// The list index's rows.
	BrandSlugs(ctx context.Context) (map[string]int64, error)
	ListedSize(ctx context.Context) (n, text int, err error)
	ListedRows(ctx context.Context, add func(*store.ListRow) error) error
	ListedRowsOf(ctx context.Context, ids []int64, add func(*store.ListRow) error) error

	// The snapshot's rows.
	BrandRefs(ctx context.Context) ([]garihaat.BrandRef, error)
	TypeOptions(ctx context.Context) ([]garihaat.Option, error)
	AttributeOptions(ctx context.Context) ([]garihaat.Option, error)
	NewestOfPair(ctx context.Context, typeID, brandID int64, n int, each func(created int64, v garihaat.VehicleSummary) error) error
	PairsOf(ctx context.Context, ids []int64, each func(typeID, brandID int64)) error
	PriceRows(ctx context.Context, ids []int64, each func(store.PriceRow) error) error

	// The stored details and pages.
	StoredDetailRow(ctx context.Context, slug string) (store.StoredDetailRow, bool, error)
	DetailSources(ctx context.Context, slugs []string) ([]store.DetailSource, error)
	SaveDetailParts(ctx context.Context, format string, parts []store.DetailPart) error
	StoredPageRow(ctx context.Context, slug string) (store.PageRow, bool, error)
	StalePageRows(ctx context.Context, stale func(store.PageState) bool, after int64, n int) ([]string, int64, int, error)
	StalePageRowsAmong(ctx context.Context, stale func(store.PageState) bool, ids []int64) ([]string, error)
	SavePageRows(ctx context.Context, pages []store.PageRow) error

	// The answers by SQL.
	VehiclesSQL(ctx context.Context, f garihaat.VehicleFilter) (garihaat.VehiclePage, error)
	Types(ctx context.Context) ([]garihaat.VehicleType, error)
	BrandList(ctx context.Context) ([]garihaat.Brand, error)
	CountBrandsSQL(ctx context.Context, brands []garihaat.Brand) error
	NewestOfType(ctx context.Context, typeID int64, n int) ([]garihaat.VehicleSummary, error)
	Dealers(ctx context.Context) ([]garihaat.Dealer, error)
	Testimonials(ctx context.Context) ([]garihaat.Testimonial, error)
}

var _ Source = (*store.Catalog)(nil)
