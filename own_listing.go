package garihaat

// The rules of who may act on a seller's listing besides its seller
// (issue 46, item 5), in one place: the review desk, the editor, bids and
// every read of the highest offer call these.

// OwnListingReview says whether staff member a may decide — approve, send
// back, refuse, or publish through the editor — a listing that sellerID
// listed (0: the dealer's own vehicle). Someone else must review a
// listing: a staff member's own is EFORBIDDEN, except for an owner, whose
// decision is then an override (true), audited as one.
func OwnListingReview(a Actor, sellerID int64) (override bool, err error) {
	if sellerID == 0 || a.UserID != sellerID {
		return false, nil
	}
	if a.Role == RoleOwner {
		return true, nil
	}
	return false, Errorf(EFORBIDDEN, MsgOwnListingReview)
}

// OwnListingBid refuses a bid by the listing's own seller: bidderID is the
// proven bidder's account (0 for none), sellerID the listing's (0: the
// dealer's own). A seller's offer would only raise the count buyers see.
func OwnListingBid(bidderID, sellerID int64) error {
	if sellerID != 0 && bidderID == sellerID {
		return Errorf(EFORBIDDEN, MsgOwnListingNoBid)
	}
	return nil
}

// OfferShown is a vehicle's highest offer as everyone outside the offers
// desk sees it — buyers, its page, its live stream and its own seller in
// My listings: the amount in open bidding once there is one, nil while
// bids are sealed (a seller who knew it could tell a buyer what to beat).
func OfferShown(mode string, highest int64) *int64 {
	if mode == BidOpen && highest > 0 {
		return &highest
	}
	return nil
}

// SellerID is the account that listed v, 0 for the dealer's own vehicle.
func (v AdminVehicle) SellerID() int64 {
	if v.Seller == nil {
		return 0
	}
	return v.Seller.ID
}
