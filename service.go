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
	// VehiclesAt is Vehicles for a caller that has just read the catalogue
	// version (to stamp the answer with it): the version is not read again.
	VehiclesAt(ctx context.Context, version int64, f VehicleFilter) (VehiclePage, error)
	// Vehicle returns the detail of the vehicle with slug and up to limit
	// related vehicles (same type or brand first). ENOTFOUND when unknown.
	Vehicle(ctx context.Context, slug string, related int) (Vehicle, []VehicleSummary, error)
	// VehicleAndStamp is Vehicle with the stamp VehicleStamp gives, read
	// together: a detail no cache holds costs one query.
	VehicleAndStamp(ctx context.Context, slug string, related int) (Vehicle, []VehicleSummary, string, error)
	// CatalogVersion changes whenever any answer above but a vehicle's
	// detail may have changed, so callers can cache those answers exactly.
	CatalogVersion(ctx context.Context) (int64, error)
	// VehicleStamp returns the id of the vehicle with slug and a stamp that
	// changes whenever its detail answer may change; ENOTFOUND when unknown.
	VehicleStamp(ctx context.Context, slug string) (id int64, stamp string, err error)
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
	// RecordBidAttempt checks the bid limits for ip, phone and vehicle at
	// now and logs the attempt; ERATELIMITED with RetryAfter when over.
	RecordBidAttempt(ctx context.Context, ip, phone string, vehicleID int64, now time.Time, l BidLimits) error
	// BeginIdempotent claims keyHash: done=false for the first request
	// (which must Finish or Forget it); otherwise the stored answer, or
	// ECONFLICT while the first request is still running.
	BeginIdempotent(ctx context.Context, keyHash string, now time.Time) (body string, done bool, err error)
	// FinishIdempotent stores the answer of the first request.
	FinishIdempotent(ctx context.Context, keyHash, body string) error
	// ForgetIdempotent releases a claim whose request changed nothing.
	ForgetIdempotent(ctx context.Context, keyHash string) error
}

// BackOffice is what the staff's back office reads and writes. Every write
// takes the Actor it is recorded under in the audit log, runs in one
// transaction and bumps the catalogue version, so every instance's caches
// show the change at once.
type BackOffice interface {
	Dashboard(ctx context.Context) (Dashboard, error)
	AdminVehicles(ctx context.Context, query, status string, page int) ([]AdminVehicleRow, Pagination, error)
	AdminVehicle(ctx context.Context, id int64) (AdminVehicle, error)
	CreateVehicle(ctx context.Context, a Actor, in VehicleInput) (AdminVehicle, error)
	UpdateVehicle(ctx context.Context, a Actor, id int64, in VehicleInput) (AdminVehicle, error)
	// DeleteVehicle removes a vehicle, or archives it when it has offers.
	DeleteVehicle(ctx context.Context, a Actor, id int64) (archived bool, err error)
	DeleteVehicleImage(ctx context.Context, a Actor, vehicleID, imageID int64) error
	ReorderVehicleImages(ctx context.Context, a Actor, vehicleID int64, ids []int64) error
	AdminOffers(ctx context.Context, vehicleID int64, status string) ([]AdminOffer, error)
	DecideOffer(ctx context.Context, a Actor, id int64, action string) (AdminOffer, error)
	Audit(ctx context.Context, page int) ([]AuditEntry, Pagination, error)
	Records(ctx context.Context, r Resource, kind string) ([]Record, error)
	CreateRecord(ctx context.Context, a Actor, r Resource, rec Record) (Record, error)
	UpdateRecord(ctx context.Context, a Actor, r Resource, id int64, rec Record) (Record, error)
	DeleteRecord(ctx context.Context, a Actor, r Resource, id int64) error
	ImportVehicles(ctx context.Context, a Actor, rows []CSVRow, dryRun bool) (ImportReport, error)
	ExportVehicles(ctx context.Context) ([]CSVRow, error)
}

// SitemapVehicle is a published vehicle as the sitemap names it.
type SitemapVehicle struct {
	Slug    string
	Updated time.Time
}

// SitemapSource lists what the sitemap names.
type SitemapSource interface {
	// SitemapStats counts the published vehicles and tells when the newest
	// change to one of them was made.
	SitemapStats(ctx context.Context) (count int, lastChange time.Time, err error)
	// SitemapVehicles returns published vehicles offset to offset+limit.
	SitemapVehicles(ctx context.Context, offset, limit int) ([]SitemapVehicle, error)
}

// DetailStore keeps each public vehicle's detail answer compressed before
// anyone asks for it (issue 12: most vehicle pages are opened once, and a
// first visit paid for reading, encoding and compressing it). What a
// stored part holds is counted by the vehicle's revision, which every
// write to it, its photos, features or names changes in the same
// transaction; a part is served only while its revision is current.
type DetailStore interface {
	// StoredDetail returns the current stored part of the public vehicle
	// with slug, what bids change and up to related related vehicles;
	// ok is false when no part is current (or no such vehicle is public).
	StoredDetail(ctx context.Context, slug string, related int) (d StoredDetail, ok bool, err error)
	// StaleDetails looks at up to n vehicles with ids above after, in id
	// order, and returns the slugs of the public ones whose stored part is
	// missing, out of date or made by another format, and the last id
	// looked at (after itself when none follows).
	StaleDetails(ctx context.Context, format string, after int64, n int) (slugs []string, last int64, err error)
	// VehicleForDetail returns a public vehicle's detail with the revision
	// it is at, read together.
	VehicleForDetail(ctx context.Context, slug string) (Vehicle, int64, error)
	// SaveDetails stores parts made by format.
	SaveDetails(ctx context.Context, format string, parts []DetailPart) error
}

// DetailPart is the compressed start of a vehicle's detail answer: whole
// deflate blocks ending on a byte boundary, none final, and the CRC-32 and
// length of the text they hold.
type DetailPart struct {
	VehicleID, Revision int64
	CRC, Size           uint32
	Body                []byte
}

// StoredDetail is a current stored part with what the answer adds to it.
type StoredDetail struct {
	DetailPart
	Format     string
	Stamp      string // as VehicleStamp gives it
	BidFields         // read with the part
	Related    []VehicleSummary
	RelatedKey string // the same for the same related list at one catalogue version
}
