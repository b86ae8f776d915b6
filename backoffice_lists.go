package garihaat

import (
	"io"
	"slices"
	"strconv"
	"time"
)

// AdminVehicleFilter is what the back office's vehicle list asks for.
type AdminVehicleFilter struct {
	Query  string // words of a title, brand, model, the tracking id or the id
	Status string // one state, or "" for all
	// The vehicles that use one lookup row: where a refused delete of a
	// brand, type or attribute ("3 vehicles use this brand") links to.
	BrandID, TypeID, AttributeID int64
	Sort                         string // one of AdminVehicleSorts; "" is by id
	Asc                          bool   // ascending; the default is descending (newest, dearest, most bids first)
	Page                         int
}

// AdminVehicleSorts are the columns the back office's vehicle list sorts by.
// submitted_at ascending is the review desk's queue: the longest waiting first.
var AdminVehicleSorts = []string{"id", "title", "cash_price", "total_bid", "offer_ends_at", "status", "updated_at", "submitted_at"}

// ValidAdminVehicleSort reports whether s names a sortable column ("" is the default).
func ValidAdminVehicleSort(s string) bool { return s == "" || slices.Contains(AdminVehicleSorts, s) }

// Offer desk orders.
const (
	OffersByAmount = "amount" // highest first: what the desk decides
	OffersByNewest = "newest" // newest first: what came in
)

// AdminOfferFilter is what the offers desk and its CSV export ask for.
type AdminOfferFilter struct {
	VehicleID int64  // one vehicle's offers, or 0 for all
	Status    string // one offer status, or "" for all
	Sort      string // OffersByAmount ("" too) or OffersByNewest
}

// Bulk moves of the vehicle list: the states a clerk may put several
// vehicles in at once, each still a lifecycle move (VehicleTransition).
var BulkMoves = map[string]string{"publish": VehiclePublished, "archive": VehicleArchived, "draft": VehicleDraft}

// MaxBulkVehicles bounds one bulk move: a page of the list.
const MaxBulkVehicles = AdminPageSize

// OfferCSVHeader names the columns of the offers export.
var OfferCSVHeader = []string{"offer_id", "id_number", "vehicle_id", "vehicle", "amount", "option", "phone", "name",
	"status", "created_at", "offer_ends_at"}

// OfferCSVWriter writes the offers export a row at a time, its cells
// guarded against spreadsheet formulas like the vehicle export's.
type OfferCSVWriter struct{ w *guardedCSV }

// NewOfferCSVWriter writes OfferCSVHeader to w.
func NewOfferCSVWriter(w io.Writer) (*OfferCSVWriter, error) {
	g, err := newGuardedCSV(w, OfferCSVHeader)
	return &OfferCSVWriter{g}, err
}

// Write writes one offer; its time is said in Dhaka's, as the desk shows it.
func (o *OfferCSVWriter) Write(x AdminOffer) error {
	return o.w.write([]string{strconv.FormatInt(x.ID, 10), x.IDNumber, strconv.FormatInt(x.VehicleID, 10), x.Vehicle,
		strconv.FormatInt(x.Amount, 10), x.Option, x.Phone, x.UserName, x.Status,
		x.CreatedAt.In(Dhaka).Format(time.DateTime), x.OfferEndsAt})
}

// Flush writes what is buffered.
func (o *OfferCSVWriter) Flush() error { return o.w.flush() }
