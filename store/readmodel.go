package store

import (
	"context"
	"errors"

	"garihaat"
	"garihaat/store/alerts"
	"garihaat/store/insights"
)

// The catalogue's read model (package catalog, issue 45) keeps the list
// index, the per-version snapshot and the stored details and pages beside
// the database, following the change log this store writes. The store
// keeps only SQL: what the read model reads (ChangesSince, the listed rows,
// the snapshot's rows, the stored parts) and the services that answer
// from SQL alone. Those of the store's services that need the read model
// (a vehicle's detail is named from the snapshot, a saved search counts
// with the list, an alert probes the list index) ask it through
// ReadModel, which is given to the store where it is wired (UseReadModel):
// the store never imports what it is made of.

// ReadModel is what the store's services ask of the catalogue's read model.
type ReadModel interface {
	// Written tells the read model a write of this store moved the
	// catalogue to version, and returns once the read model shows it
	// (bounded): the writer then reads their write on this instance.
	Written(ctx context.Context, version int64)
	// Close stops it (the store closes it with itself).
	Close()
	// Page is the list's page of f at version (the caller read it), its
	// cards without their fair-price marks.
	Page(ctx context.Context, version int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, error)
	// Any is whether the list of f at version holds a vehicle (Page's
	// answer without counting them).
	Any(ctx context.Context, version int64, f garihaat.VehicleFilter) (bool, error)
	// Names is the snapshot of version or a newer one.
	Names(ctx context.Context, version int64) (Names, error)
	// Probe is the list index of version or a newer one, asked about the
	// vehicles ids; nil when none can be had.
	Probe(ctx context.Context, version int64, ids []int64) Probe
	// BudgetPresets are the list's budget presets of version; ok is false
	// while no list index can be had.
	BudgetPresets(ctx context.Context, version int64) (presets []garihaat.TypeBudgets, ok bool)
}

// Names is a snapshot of the catalogue's small parts: the lookups' names,
// the related lists and the fair-price marks of one version.
type Names interface {
	Version() int64
	Brand(id int64) garihaat.BrandRef
	Type(id int64) garihaat.Option
	Attr(id int64) garihaat.Option
	// Rate is vehicle id's fair-price mark (zero: none).
	Rate(id, typeID, brandID int64) garihaat.PriceRating
	// Related are up to limit vehicles related to vehicle id.
	Related(id, typeID, brandID int64, limit int) []garihaat.VehicleSummary
	// Decorate sets the cards' fair-price marks.
	Decorate(ps []garihaat.VehicleSummary)
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

// errNoReadModel is what a service that needs the read model answers on
// a store given none (a command that only migrates or seeds).
var errNoReadModel = errors.New("store: no catalogue read model (catalog.New was not called for this store)")

// UseReadModel gives the store its read model; call it once, before the
// store serves. The store closes it when it is closed.
func (s *core) UseReadModel(rm ReadModel) {
	s.rm = rm
	s.AfterCatalogWrite = rm.Written
}

// names is the snapshot of version or a newer one.
func (s *core) names(ctx context.Context, version int64) (Names, error) {
	if s.rm == nil {
		return nil, errNoReadModel
	}
	return s.rm.Names(ctx, version)
}

// readPage is the list's page of f at version, as the list shows it.
func (s *core) readPage(ctx context.Context, version int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	if s.rm == nil {
		return garihaat.VehiclePage{}, errNoReadModel
	}
	return s.rm.Page(ctx, version, f)
}

// anyAt reports whether the list of f at version holds a vehicle.
func (s *core) anyAt(ctx context.Context, version int64, f garihaat.VehicleFilter) (bool, error) {
	if s.rm == nil {
		return false, errNoReadModel
	}
	return s.rm.Any(ctx, version, f)
}

// Changes is what the catalogue's writes after a version changed.
type Changes struct {
	Version  int64   // the newest version
	All      bool    // anything may have changed, or the log no longer reaches back that far
	Vehicles []int64 // the vehicles changed, ascending, when not All
}

// insightsCatalogue is the catalogue as package insights reads it.
type insightsCatalogue struct{ *core }

func (c insightsCatalogue) Names(ctx context.Context, version int64) (insights.Names, error) {
	n, err := c.names(ctx, version)
	if err != nil {
		return nil, err
	}
	return n, nil
}

func (c insightsCatalogue) Page(ctx context.Context, version int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	return c.readPage(ctx, version, f)
}

func (c insightsCatalogue) Any(ctx context.Context, version int64, f garihaat.VehicleFilter) (bool, error) {
	return c.anyAt(ctx, version, f)
}

// alertsCatalogue is the catalogue as package alerts reads it.
type alertsCatalogue struct{ *core }

func (c alertsCatalogue) Page(ctx context.Context, version int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	return c.readPage(ctx, version, f)
}

func (c alertsCatalogue) Probe(ctx context.Context, version int64, ids []int64) (alerts.Probe, error) {
	if c.rm == nil {
		return nil, errNoReadModel
	}
	p := c.rm.Probe(ctx, version, ids)
	if p == nil {
		return nil, nil
	}
	return alertsProbe{p}, nil
}

// alertsProbe is a read model's Probe as package alerts asks it.
type alertsProbe struct{ p Probe }

func (a alertsProbe) Matcher(f garihaat.VehicleFilter) alerts.Matcher { return a.p.Matcher(f) }
