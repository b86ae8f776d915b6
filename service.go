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
	// VehicleForPage is Vehicle without the features and related
	// vehicles, which only the app shows: what a vehicle's HTML page says
	// before the app runs, read for every page a crawler opens.
	VehicleForPage(ctx context.Context, slug string) (Vehicle, error)
	// Suggestions are what the search overlay offers for q, typed so far,
	// at catalogue version (which the caller read): brands, types, models
	// and vehicles, at most MaxSuggestions, named in lang.
	Suggestions(ctx context.Context, version int64, q, lang string) ([]Suggestion, error)
}

// BidService stores bid offers and the state around them.
type BidService interface {
	// CheckBid checks b against its vehicle at now (published, open, above
	// the floor, beating the highest offer in open mode) without storing it.
	CheckBid(ctx context.Context, b Bid, now time.Time) error
	// PlaceBid checks b as CheckBid does and stores it, updating the
	// vehicle's count, highest offer, closing instant (soft close) and event
	// sequence in the same transaction.
	PlaceBid(ctx context.Context, b Bid, now time.Time) (BidResult, error)
	// BidState returns the live state of vehicle id; ENOTFOUND if it is not public.
	BidState(ctx context.Context, vehicleID int64) (BidState, error)
	// RecordBidAttempt checks the limit of attempts not yet proven (a
	// visitor naming a phone, before its code) and logs the attempt against
	// its sender's address ip, never the phone it names; ERATELIMITED with
	// RetryAfter when over. A proven attempt is counted by SubmitBid.
	RecordBidAttempt(ctx context.Context, ip string, vehicleID int64, now time.Time, l BidLimits) error
	// SubmitBid writes a proven bid in one transaction: its attempt
	// (ERATELIMITED with RetryAfter when over the phone's limits; then
	// nothing is written), the key's claim, the offer and the key's answer.
	// A refused bid keeps only its attempt. When the key already answered
	// (a retry that raced the first), replay is that answer and nothing is
	// written.
	SubmitBid(ctx context.Context, sub BidSubmission) (res BidResult, replay string, err error)
	// IdempotentAnswer reads the answer kept for keyHash: found when a
	// bid was placed under it; EINVALID when the key came with another
	// request than requestHash.
	IdempotentAnswer(ctx context.Context, keyHash, requestHash string) (body string, found bool, err error)
}

// BackOffice is what the staff's back office reads and writes. Every write
// takes the Actor it is recorded under in the audit log, runs in one
// transaction and bumps the catalogue version, so every instance's caches
// show the change at once.
type BackOffice interface {
	// Dashboard reads the counts, and with offers the offers desk's part.
	Dashboard(ctx context.Context, offers bool) (Dashboard, error)
	AdminVehicles(ctx context.Context, f AdminVehicleFilter) ([]AdminVehicleRow, Pagination, error)
	AdminVehicle(ctx context.Context, id int64) (AdminVehicle, error)
	CreateVehicle(ctx context.Context, a Actor, in VehicleInput) (AdminVehicle, error)
	UpdateVehicle(ctx context.Context, a Actor, id int64, in VehicleInput) (AdminVehicle, error)
	// DeleteVehicle removes a vehicle, or archives it when it has offers.
	DeleteVehicle(ctx context.Context, a Actor, id int64) (archived bool, err error)
	// MoveVehicles puts every vehicle of ids in state to, or none of them:
	// an EINVALID error names each vehicle that cannot move, and why.
	MoveVehicles(ctx context.Context, a Actor, ids []int64, to string) error
	// DuplicateVehicle copies a vehicle (texts, prices, features, photos)
	// into a new draft.
	DuplicateVehicle(ctx context.Context, a Actor, id int64) (AdminVehicle, error)
	DeleteVehicleImage(ctx context.Context, a Actor, vehicleID, imageID int64) error
	ReorderVehicleImages(ctx context.Context, a Actor, vehicleID int64, ids []int64) error
	AdminOffers(ctx context.Context, f AdminOfferFilter) ([]AdminOffer, error)
	// ExportOffers hands every offer f selects to each, in f's order, from
	// one consistent read; it stops at each's first error.
	ExportOffers(ctx context.Context, f AdminOfferFilter, each func(AdminOffer) error) error
	DecideOffer(ctx context.Context, a Actor, id int64, action string) (AdminOffer, error)
	Audit(ctx context.Context, page int) ([]AuditEntry, Pagination, error)
	Records(ctx context.Context, r Resource, kind string) ([]Record, error)
	CreateRecord(ctx context.Context, a Actor, r Resource, rec Record) (Record, error)
	UpdateRecord(ctx context.Context, a Actor, r Resource, id int64, rec Record) (Record, error)
	DeleteRecord(ctx context.Context, a Actor, r Resource, id int64) error
	ImportVehicles(ctx context.Context, a Actor, rows []CSVRow, dryRun bool) (ImportReport, error)
	// ExportVehicles hands every vehicle, of every status, to each in id
	// order, from one consistent read; it stops at each's first error.
	ExportVehicles(ctx context.Context, each func(CSVRow) error) error
	// ReviewVehicle decides a seller's listing in review (ECONFLICT when it
	// is not): approve publishes it, changes and refuse note why; the
	// seller is told by SMS.
	ReviewVehicle(ctx context.Context, a Actor, id int64, d ReviewDecision) (AdminVehicle, error)
	// BlockSeller stops userID selling and takes their listings off the
	// site and the queue; it returns how many left.
	BlockSeller(ctx context.Context, a Actor, userID int64) (int, error)
	// FinancePlan is the site's installment plan; SetFinancePlan replaces
	// it (a vehicle with its own keeps that).
	FinancePlan(ctx context.Context) (FinancePlan, error)
	SetFinancePlan(ctx context.Context, a Actor, p FinancePlan) (FinancePlan, error)
}

// SitemapVehicle is a published vehicle as the sitemap names it.
type SitemapVehicle struct {
	Slug    string
	Updated time.Time
}

// SitemapShape is what a sitemap's files need to know of the published
// vehicles before any file is written.
type SitemapShape struct {
	Count      int       // how many
	LastChange time.Time // the newest change to one of them
	// Ends holds, for every full file of per vehicles in id order, its last
	// vehicle's id: file k (from 0) starts after Ends[k-1]. A file is then
	// read by its first id, not by skipping every vehicle before it.
	Ends []int64
}

// SitemapSource lists what the sitemap names.
type SitemapSource interface {
	// SitemapShape counts the published vehicles, tells their newest change
	// and where each file of per of them ends.
	SitemapShape(ctx context.Context, per int) (SitemapShape, error)
	// SitemapVehicles returns at most limit published vehicles with ids
	// after after, in id order.
	SitemapVehicles(ctx context.Context, after int64, limit int) ([]SitemapVehicle, error)
}
