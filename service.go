package garihaat

import (
	"context"
	"time"
)

// CatalogService reads the public catalogue.
type CatalogService interface {
	Footer(ctx context.Context) (Footer, error)
	Homepage(ctx context.Context) (Homepage, error)
	Brands(ctx context.Context) ([]Brand, error)
	Types(ctx context.Context) ([]VehicleType, error)
	FilterParams(ctx context.Context) (FilterParams, error)
	FAQs(ctx context.Context) ([]FAQ, error)
	// Vehicles returns one page of the filtered list.
	Vehicles(ctx context.Context, f VehicleFilter) (VehiclePage, error)
	// Vehicle returns the detail of the vehicle with slug and up to limit
	// related vehicles (same type or brand first). ENOTFOUND when unknown.
	Vehicle(ctx context.Context, slug string, related int) (Vehicle, []VehicleSummary, error)
	// CatalogVersion changes whenever any answer above but a vehicle's
	// detail may have changed, so callers can cache those answers exactly.
	CatalogVersion(ctx context.Context) (int64, error)
	// VehicleStamp returns the id of the vehicle with slug and a stamp that
	// changes whenever its detail answer may change; ENOTFOUND when unknown.
	VehicleStamp(ctx context.Context, slug string) (id int64, stamp string, err error)
}

// BidService stores bid offers.
type BidService interface {
	// PlaceBid stores b if the vehicle exists and its offer window is open
	// at now, and increments the vehicle's total_bid in the same transaction.
	PlaceBid(ctx context.Context, b Bid, now time.Time) (Offer, error)
}
