// Package insights keeps the dealer's insights in SQL (issue 49): the
// rollups the instances' counters flush into and the insights page's
// reads. The counting itself is package garihaat/insights.
package insights

import (
	"context"

	"garihaat"
)

// Catalogue is what the insights read of the catalogue (package store
// hands its read model): its version, the fair-price marks and the lists.
type Catalogue interface {
	CatalogVersion(ctx context.Context) (int64, error)
	Names(ctx context.Context, version int64) (Names, error)
	Page(ctx context.Context, version int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, error)
	Any(ctx context.Context, version int64, f garihaat.VehicleFilter) (bool, error)
}

// Names is the part of a catalogue snapshot the funnels read.
type Names interface {
	Rate(id, typeID, brandID int64) garihaat.PriceRating
}

func (s *Insights) names(ctx context.Context, version int64) (Names, error) {
	return s.Catalogue.Names(ctx, version)
}

func (s *Insights) readPage(ctx context.Context, version int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	return s.Catalogue.Page(ctx, version, f)
}

func (s *Insights) anyAt(ctx context.Context, version int64, f garihaat.VehicleFilter) (bool, error) {
	return s.Catalogue.Any(ctx, version, f)
}
