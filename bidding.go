package garihaat

import (
	"context"
	"time"
)

// Bidding modes of a vehicle, set in the back office.
const (
	// BidSealed is the spec's behaviour: bidders never see others' amounts
	// (the highest offer shows as N/A).
	BidSealed = "sealed"
	// BidOpen shows the highest offer live; a new bid must beat it by
	// MinIncrement.
	BidOpen = "open"
)

// SoftClose is the anti-sniping window: a bid accepted this close to the
// closing instant moves the instant to SoftClose after the bid.
const SoftClose = 5 * time.Minute

// OutbidQuiet is how long an outbid bidder gets no second "outbid" SMS for
// the same vehicle.
const OutbidQuiet = 10 * time.Minute

// MinIncrement is by how much an open-mode bid must beat the highest offer,
// by the vehicle's cash price: steps a buyer can type without a calculator
// and that a rival cannot beat by a single taka.
//
//	below ৳5 lakh    ৳1,000
//	below ৳20 lakh   ৳5,000
//	below ৳50 lakh   ৳10,000
//	from ৳50 lakh    ৳25,000
func MinIncrement(cashPrice int64) int64 {
	switch {
	case cashPrice < 500_000:
		return 1_000
	case cashPrice < 2_000_000:
		return 5_000
	case cashPrice < 5_000_000:
		return 10_000
	}
	return 25_000
}

// DefaultFloor is the lowest offer accepted for a price when the back
// office set none: half of it. A 1-taka offer on a 5.59-lakh vehicle is
// noise a dealer cannot act on.
func DefaultFloor(price int64) int64 { return (price + 1) / 2 }

// ClosesAt is the instant the window of offerEndsAt (YYYY-MM-DD) closes
// before any soft-close extension; the zero time when unreadable.
func ClosesAt(offerEndsAt string) time.Time {
	t, _ := OfferClosesAt(offerEndsAt)
	return t
}

// MinOffer is the floor of each price option.
type MinOffer struct {
	Cash         int64 `json:"cash"`
	Installments int64 `json:"installments"`
}

// BidState is what every open page of a vehicle shows live: the event the
// stream sends. HighestOffer is nil in sealed mode.
type BidState struct {
	VehicleID    int64     `json:"-"`
	Seq          int64     `json:"-"` // the event id; grows with every change
	TotalBid     int64     `json:"total_bid"`
	HighestOffer *int64    `json:"highest_offer"`
	ClosesAt     time.Time `json:"offer_closes_at"`
}

// BidResult is an accepted bid and the vehicle's state after it.
type BidResult struct {
	Offer Offer
	State BidState
}

// Broker carries BidStates from whichever instance accepted a bid to every
// open event stream of the vehicle, on every instance.
type Broker interface {
	// Publish announces s to every subscriber of s.VehicleID.
	Publish(ctx context.Context, s BidState) error
	// Subscribe returns the vehicle's states as they come and a function
	// that ends the subscription. A slow subscriber may miss intermediate
	// states, never the latest: each state is complete.
	Subscribe(vehicleID int64) (<-chan BidState, func())
}

// BidLimits bound bid attempts; docs/decisions.md explains each value.
type BidLimits struct {
	IPPer10Min      int // attempts per client IP (or IPv6 /64) per 10 minutes
	PhoneHourly     int // attempts per phone per hour
	VehiclePhoneHrs int // attempts on one vehicle by one phone per hour
}

// DefaultBidLimits returns the production limits.
func DefaultBidLimits() BidLimits {
	return BidLimits{IPPer10Min: 30, PhoneHourly: 20, VehiclePhoneHrs: 6}
}

// BidSubmission is a proven bid with what it spends and promises: the
// attempt it counts against its phone (Limits at Now), and, when the
// client sent an Idempotency-Key, the key's claim (KeyHash, RequestHash)
// and the answer Answer renders for the key's replays. A BidService writes
// all of it in one transaction.
type BidSubmission struct {
	Bid                  Bid
	Now                  time.Time
	Limits               BidLimits
	KeyHash, RequestHash string
	Answer               func(BidResult) ([]byte, error)
}
