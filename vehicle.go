package garihaat

import (
	"slices"
	"time"
)

// A vehicle's lifecycle: its states, who may move it between them, and who
// sees it in each. Every rule about a vehicle's state lives here; the store
// turns VehicleStates(Listed) and VehicleStates(PagePublic) into its SQL
// (store/lifecycle.go), so a new state is added here and in a migration that
// widens the status column's CHECK (TestEveryStateHasItsAudience fails until
// the database takes it).
//
// The dealer's staff publish their own vehicles directly; a seller's
// listing goes draft → in_review → published (or changes_requested and back
// to in_review); a purchase on the offers desk makes a vehicle sold;
// archived is staff taking a vehicle off the site, withdrawn a seller doing
// so; refused is staff declining a seller's listing (with a reason).
const (
	VehicleDraft            = "draft"
	VehicleInReview         = "in_review"
	VehicleChangesRequested = "changes_requested"
	VehiclePublished        = "published"
	VehicleSold             = "sold"
	VehicleArchived         = "archived"
	VehicleWithdrawn        = "withdrawn"
	VehicleRefused          = "refused"
)

// VehicleStatusList is every state, in the order the back office lists them.
var VehicleStatusList = []string{VehicleDraft, VehicleInReview, VehicleChangesRequested, VehiclePublished,
	VehicleSold, VehicleArchived, VehicleWithdrawn, VehicleRefused}

// ValidVehicleStatus reports whether s is a state of the lifecycle.
func ValidVehicleStatus(s string) bool { return slices.Contains(VehicleStatusList, s) }

// Mover is who moves a vehicle from one state to another.
type Mover int

// The movers of the lifecycle.
const (
	// ByStaff is the back office's editor (and the review desk).
	ByStaff Mover = iota
	// BySeller is the person who listed the vehicle, on their own listing.
	BySeller
	// ByPurchase is the offers desk recording a purchase: the one way to sold.
	ByPurchase
)

// VehicleTransition reports whether mover may move a vehicle from one state
// to another. Staying in the same state is always allowed (an edit of the
// texts); every other move not listed is refused, which the API answers
// with 409 (sold → published among them: a sold vehicle stays sold).
func VehicleTransition(from, to string, by Mover) bool {
	if from == to {
		return ValidVehicleStatus(from)
	}
	var allowed []string
	switch by {
	case ByStaff:
		allowed = staffMoves[from]
	case BySeller:
		allowed = sellerMoves[from]
	case ByPurchase:
		allowed = purchaseMoves[from]
	}
	return slices.Contains(allowed, to)
}

// VehicleMoves lists the states mover may put a vehicle in from from,
// from itself first: what the back office's status menu offers.
func VehicleMoves(from string, by Mover) []string {
	out := []string{from}
	for _, to := range VehicleStatusList {
		if to != from && VehicleTransition(from, to, by) {
			out = append(out, to)
		}
	}
	return out
}

// staffMoves: staff publish, unpublish and archive the dealer's vehicles,
// decide sellers' listings in review, and may take a sold vehicle's page
// down (archive) but never put it back on sale.
var staffMoves = map[string][]string{
	VehicleDraft:            {VehiclePublished, VehicleArchived},
	VehicleInReview:         {VehiclePublished, VehicleChangesRequested, VehicleRefused, VehicleArchived},
	VehicleChangesRequested: {VehicleArchived},
	VehiclePublished:        {VehicleDraft, VehicleArchived},
	VehicleArchived:         {VehicleDraft, VehiclePublished},
	VehicleSold:             {VehicleArchived},
	VehicleWithdrawn:        {VehicleArchived},
	VehicleRefused:          {VehicleArchived},
}

// sellerMoves: a seller submits for review and may withdraw at any time
// before the sale; a published listing they change goes back to review.
var sellerMoves = map[string][]string{
	VehicleDraft:            {VehicleInReview, VehicleWithdrawn},
	VehicleInReview:         {VehicleWithdrawn},
	VehicleChangesRequested: {VehicleInReview, VehicleWithdrawn},
	VehiclePublished:        {VehicleInReview, VehicleWithdrawn},
	VehicleWithdrawn:        {VehicleInReview},
}

// purchaseMoves: a purchase sells a vehicle on sale, or one staff took off
// the site while the winner paid.
var purchaseMoves = map[string][]string{
	VehiclePublished: {VehicleSold},
	VehicleArchived:  {VehicleSold},
}

// Audience is who sees a vehicle in a state and what it takes.
type Audience struct {
	Listed     bool // in the public lists, search, counts, sitemap and home page
	PagePublic bool // its page and detail open to anyone (a sold one keeps its shared links alive)
	TakesBids  bool // offers are accepted while its window is open
	Seller     bool // its seller sees it in "My listings" (staff see every state)
}

// VehicleAudience returns who sees a vehicle in status.
func VehicleAudience(status string) Audience {
	switch status {
	case VehiclePublished:
		return Audience{Listed: true, PagePublic: true, TakesBids: true, Seller: true}
	case VehicleSold:
		return Audience{PagePublic: true, Seller: true}
	case VehicleDraft, VehicleInReview, VehicleChangesRequested, VehicleWithdrawn, VehicleRefused:
		return Audience{Seller: true}
	}
	return Audience{} // archived, or unknown: staff only
}

// VehicleStates lists, in VehicleStatusList's order, the states whose
// audience has the property want asks for: the one source of every
// "status IN (…)" the store writes.
func VehicleStates(want func(Audience) bool) []string {
	var out []string
	for _, s := range VehicleStatusList {
		if want(VehicleAudience(s)) {
			out = append(out, s)
		}
	}
	return out
}

// Listed selects the states in the public lists (for VehicleStates).
func Listed(a Audience) bool { return a.Listed }

// TakesBids selects the states in which a vehicle takes offers while its
// window is open.
func TakesBids(a Audience) bool { return a.TakesBids }

// OffersOpen is the one rule of whether a vehicle takes offers at now:
// its state takes bids and its window, which a late bid moves (closesAt,
// a Unix time), has not closed. The store's SQL form is built from it.
func OffersOpen(status string, closesAt int64, now time.Time) bool {
	return VehicleAudience(status).TakesBids && now.Unix() < closesAt
}

// PagePublic selects the states whose page anyone may open.
func PagePublic(a Audience) bool { return a.PagePublic }

// SellerEditable reports whether a seller may change their listing in
// status: before review, sent back, or withdrawn from the site.
func SellerEditable(status string) bool {
	return status == VehicleDraft || status == VehicleChangesRequested || status == VehicleWithdrawn
}

// SoldOut reports whether a vehicle in status has been bought: its page
// stays for its shared links, it takes no offers, and nothing un-sells it.
func SoldOut(status string) bool { return status == VehicleSold }

// Unsubmitted reports whether a vehicle in status is a draft nobody but its
// lister and staff has seen: a seller continues it (and may delete it rather
// than withdraw it).
func Unsubmitted(status string) bool { return status == VehicleDraft }

// AwaitsReview reports whether a vehicle in status is in the review desk's queue.
func AwaitsReview(status string) bool { return status == VehicleInReview }

// BlockTakesOff reports whether blocking a seller archives their listing
// in status: it is in the queue, sent back, or on the site. Drafts and
// the rest stay as they are, seen by nobody but staff and the seller.
func BlockTakesOff(status string) bool {
	return status == VehicleInReview || status == VehicleChangesRequested || VehicleAudience(status).Listed
}
