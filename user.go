package garihaat

import (
	"context"
	"strings"
	"unicode/utf8"
)

// User is a signed-in buyer as the account area shows them. TotalOffers and
// TotalPurchase count the user's offers and those with status purchase.
type User struct {
	ID            int64  `json:"id"`
	Name          string `json:"name"`
	Yourself      string `json:"yourself"` // business or self-description
	Phone         string `json:"phone"`
	Address       string `json:"address"`
	TotalOffers   int    `json:"total_offers"`
	TotalPurchase int    `json:"total_purchase"`
	// Role is the staff role (owner, editor, sales); null for buyers.
	Role *string `json:"role"`
	// SecondFactor is, for staff, where this session stands with the
	// second factor (FactorEnroll, FactorVerify, FactorOK); empty for buyers.
	SecondFactor string `json:"second_factor,omitempty"`
}

// Lengths of the profile's free-text fields, in characters.
const (
	MaxNameLen     = 100
	MaxYourselfLen = 500
	MaxAddressLen  = 300
)

// UserUpdateRequest is the body of PUT /user. Only these fields are read, so
// role, id or any other field a caller adds can never change anything. A
// field left out (or null) keeps its value.
type UserUpdateRequest struct {
	Name     *string `json:"name"`
	Yourself *string `json:"yourself"`
	Phone    *string `json:"phone"`
	Address  *string `json:"address"`
}

// UserUpdate is a validated profile change; nil fields stay as they are.
type UserUpdate struct {
	Name, Yourself, Address *string
}

// Validate checks r against the current user. The phone number is the
// sign-in identity, so changing it needs its own verification: a phone that
// differs from the current one is refused with a field error, the same one
// is accepted (the web form always sends it).
func (r UserUpdateRequest) Validate(current User) (UserUpdate, error) {
	v := Validation{}
	var u UserUpdate
	text := func(field string, p *string, max int) *string {
		if p == nil {
			return nil
		}
		s := strings.TrimSpace(*p)
		if !utf8.ValidString(s) || strings.ContainsFunc(s, isControl) {
			v.Add(field, MsgFieldContainsCharactersThatNot)
			return nil
		}
		if utf8.RuneCountInString(s) > max {
			v.Add(field, MsgFieldTooLong)
			return nil
		}
		return &s
	}
	u.Name = text("name", r.Name, MaxNameLen)
	u.Yourself = text("yourself", r.Yourself, MaxYourselfLen)
	u.Address = text("address", r.Address, MaxAddressLen)
	if r.Phone != nil && NormalizePhone(*r.Phone) != current.Phone {
		v.Add("phone", MsgPhoneNumberCannotChangedHere)
	}
	return u, v.Err(MsgCorrectHighlightedFields)
}

// isControl reports control characters other than newline and tab, which
// have no place in a profile and can break logs and layouts.
func isControl(r rune) bool {
	return (r < 0x20 && r != '\n' && r != '\t') || r == 0x7f
}

// AccountService reads and changes what belongs to one signed-in user. Every
// method is scoped by userID: another user's bookmark is ENOTFOUND.
type AccountService interface {
	AccountDeleter
	// User returns the user with their offer counters; ENOTFOUND if gone.
	User(ctx context.Context, userID int64) (User, error)
	// UpdateUser applies u and returns the updated user.
	UpdateUser(ctx context.Context, userID int64, u UserUpdate) (User, error)
	// Offers lists the user's offers, newest first.
	Offers(ctx context.Context, userID int64) ([]Offer, error)
	// PurchaseOffers lists the user's offers with status purchase.
	PurchaseOffers(ctx context.Context, userID int64) ([]Offer, error)
	// Bookmarks lists the user's saved vehicles, newest first.
	Bookmarks(ctx context.Context, userID int64) ([]Bookmark, error)
	// DeleteBookmark removes the user's bookmark id; ENOTFOUND when the
	// user has no such bookmark.
	DeleteBookmark(ctx context.Context, userID, bookmarkID int64) error
	// ToggleBookmark saves vehicleID for the user, or removes it when it is
	// saved already, and reports whether it is saved now. ENOTFOUND for an
	// unknown vehicle.
	ToggleBookmark(ctx context.Context, userID, vehicleID int64, lang string) (bool, error)
	// IsBookmarked reports whether the user saved vehicleID.
	IsBookmarked(ctx context.Context, userID, vehicleID int64) (bool, error)
}
