package garihaat

import (
	"context"
	"strconv"
	"strings"
	"time"
)

// Deleting one's account (issue 48). The person's data goes; what others
// rely on stays without them: their conversations stay readable by staff,
// their messages shown as a deleted user's, and the offers the dealer's
// books keep name only an anonymous id. See docs/decisions.md.

// DeletedPhonePrefix begins the phone of a deleted account's row and of
// its kept offers: "deleted:<user id>". It is no mobile number, so no
// sign-in, bid or SMS can ever match it, and it stays unique per account.
const DeletedPhonePrefix = "deleted:"

// DeletedPhone is the anonymous stand-in for the phone of deleted user id.
func DeletedPhone(id int64) string { return DeletedPhonePrefix + strconv.FormatInt(id, 10) }

// IsDeletedPhone reports whether phone is a deleted account's stand-in.
func IsDeletedPhone(phone string) bool { return strings.HasPrefix(phone, DeletedPhonePrefix) }

// The confirmation words: the person types one of them, in either
// language, whatever language the page is in. A word, not a fresh SMS
// code: see docs/decisions.md ("Deleting an account").
const (
	DeleteWordEn = "DELETE"
	DeleteWordBn = "মুছে ফেলুন"
)

// DeleteAccountRequest is the body of DELETE /account.
type DeleteAccountRequest struct {
	Confirm string `json:"confirm"`
}

// Validate accepts the confirmation word typed in either language (case,
// surrounding and doubled spaces aside: the Bangla word has no letter with
// two Unicode forms); EINVALID on field "confirm" otherwise.
func (r DeleteAccountRequest) Validate() error {
	w := strings.Join(strings.Fields(r.Confirm), " ")
	if strings.EqualFold(w, DeleteWordEn) || w == DeleteWordBn {
		return nil
	}
	if w == "" {
		return FieldError("confirm", MsgDeleteConfirmRequired)
	}
	return FieldError("confirm", MsgDeleteConfirmWrong)
}

// BindsSeller reports whether a listing in status keeps its seller from
// deleting their account: it waits in the review queue or is on the site,
// where buyers may be bidding on it. The seller withdraws it first.
func BindsSeller(status string) bool {
	return AwaitsReview(status) || VehicleAudience(status).Listed
}

// BindsBidder reports whether an offer in status keeps its bidder from
// deleting their account: a bid the dealer has not decided yet is binding,
// and a winning one is a purchase in progress.
func BindsBidder(status string) bool {
	return status == OfferOngoing || status == OfferLocked
}

// DeleteLimits bound the deletion attempts of one user and one address in
// an hour; zero switches one off.
type DeleteLimits struct {
	UserHourly int
	IPHourly   int
}

// DefaultDeleteLimits are docs/decisions.md's values.
func DefaultDeleteLimits() DeleteLimits { return DeleteLimits{UserHourly: 5, IPHourly: 20} }

// AccountDeleter deletes accounts: DeleteAccount refuses with ECONFLICT
// (fields "offers", "listings", "staff" saying what to do first) while
// something binding is open, ERATELIMITED past l, and otherwise in one
// transaction ends every session, removes the personal data and leaves
// the anonymous tombstone. ip is the caller's address, counted by l.
type AccountDeleter interface {
	DeleteAccount(ctx context.Context, userID int64, ip string, now time.Time, l DeleteLimits) error
}
