// Package stored keeps the public catalogue's answers ready before anyone
// asks (issue 12): what the answer cache is keyed by (the catalogue
// version and each vehicle's stamp) and each vehicle's detail answer,
// stored compressed in the database and kept current. The domain's
// services (package garihaat) speak only of vehicles and lists; this is how
// they are served fast, behind interfaces the catalogue's read model
// implements over the store's SQL (Over).
package stored

import (
	"context"

	"garihaat"
)

// Stamps are what the answer cache checks its entries against.
type Stamps interface {
	// CatalogVersion changes whenever any catalogue answer but a vehicle's
	// detail may have changed, so callers can cache those answers exactly.
	CatalogVersion(ctx context.Context) (int64, error)
	// VehiclesAt is Vehicles for a caller that has just read the catalogue
	// version (to stamp the answer with it): the version is not read again.
	VehiclesAt(ctx context.Context, version int64, f garihaat.VehicleFilter) (garihaat.VehiclePage, error)
	// VehiclesNow is VehiclesAt for a visitor: while this instance still
	// applies the writes that made version it may answer from the newest
	// version it applied, returned as at (≤ version) — what the answer is
	// stamped with, so it is never kept as version's.
	VehiclesNow(ctx context.Context, version int64, f garihaat.VehicleFilter) (page garihaat.VehiclePage, at int64, err error)
	// VehicleStamp returns the id of the vehicle with slug and a stamp that
	// changes whenever its detail answer may change; ENOTFOUND when unknown.
	VehicleStamp(ctx context.Context, slug string) (id int64, stamp string, err error)
	// VehicleAndStamp is Vehicle with the stamp VehicleStamp gives, read
	// together: a detail no cache holds costs one query.
	VehicleAndStamp(ctx context.Context, slug string, related int) (garihaat.Vehicle, []garihaat.VehicleSummary, string, error)
}

// Details keeps each public vehicle's detail answer compressed before
// anyone asks for it (most vehicle pages are opened once, and a first
// visit paid for reading, encoding and compressing it). What a stored part
// holds is counted by the vehicle's revision, which every write to it, its
// photos, features or names changes in the same transaction; a part is
// served only while its revision is current.
type Details interface {
	// StoredDetail returns the current stored part of the public vehicle
	// with slug, what bids change and up to related related vehicles;
	// ok is false when no part is current (or no such vehicle is public).
	StoredDetail(ctx context.Context, slug string, related int) (d Detail, ok bool, err error)
	// StaleDetails looks at up to n vehicles with ids above after, in id
	// order, and returns the slugs of the public ones whose stored part is
	// missing, out of date or made by another format, the last id looked
	// at (after itself when none follows) and how many it looked at.
	StaleDetails(ctx context.Context, format string, after int64, n int) (slugs []string, last int64, looked int, err error)
	// VehicleCount is how many vehicles there are, in any state: what a
	// pass over all of them looks at.
	VehicleCount(ctx context.Context) (int, error)
	// VehiclesForDetail returns the details of the public vehicles among
	// slugs, each with the revision it is at, read together (a vehicle
	// no longer public is left out).
	VehiclesForDetail(ctx context.Context, slugs []string) ([]Source, error)
	// StaleAmong returns the slugs of the public vehicles among ids whose
	// stored part is missing, out of date or made by another format.
	StaleAmong(ctx context.Context, format string, ids []int64) ([]string, error)
	// SaveDetails stores parts made by format.
	SaveDetails(ctx context.Context, format string, parts []Part) error
	Passes
}

// Source is a vehicle's detail with the revision it is at.
type Source struct {
	Vehicle  garihaat.Vehicle
	Revision int64
}

// Part is the compressed start of a vehicle's detail answer: whole deflate
// blocks ending on a byte boundary, none final, and the CRC-32 and length
// of the text they hold.
type Part struct {
	VehicleID, Revision int64
	CRC, Size           uint32
	Body                []byte
}

// Detail is a current stored part with what the answer adds to it.
type Detail struct {
	Part
	Format             string
	Stamp              string // as VehicleStamp gives it
	garihaat.BidFields        // read with the part
	Related            []garihaat.VehicleSummary
	RelatedKey         string // the same for the same related list at one catalogue version
}
