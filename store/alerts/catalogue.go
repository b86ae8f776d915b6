// Package alerts keeps saved searches and their alerts: the vehicle
// events judged against the list index, the SMS digests and the links
// that open or stop them.
package alerts

import (
	"context"

	"garihaat"
)

// Catalogue is what the alerts read of the catalogue (package store hands
// its read model): its version, the lists and the list index's probe.
type Catalogue interface {
	CatalogVersion(ctx context.Context) (int64, error)
	Page(ctx context.Context, version int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, error)
	// Probe tells which of ids match a filter at version or a newer one;
	// nil when no index could be had.
	Probe(ctx context.Context, version int64, ids []int64) (Probe, error)
}

// Probe tells which of some vehicles match a filter (listing.Probe).
type Probe interface {
	Matcher(f garihaat.VehicleFilter) Matcher
}

// Matcher is a Probe's answer for one filter; Release returns it.
type Matcher interface {
	Matches(id int64) bool
	MatchesPriced(id, cash, installment int64) bool
	Release()
}

func (s *Alerts) readPage(ctx context.Context, version int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	return s.Catalogue.Page(ctx, version, f)
}
