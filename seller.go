package garihaat

import (
	"context"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// Sellers: anyone signed in may offer their vehicle for sale; the dealer
// sells it on their behalf (consignment) once staff verified it. A seller's
// listing moves through the lifecycle of vehicle.go (BySeller, and the
// review desk ByStaff); this file is what a seller gives, what they see,
// the review's decision and the limits.

// Limits on what one seller may do.
const (
	MaxSellerInReview  = 5  // listings waiting for review at once
	MaxSellerNewPerDay = 10 // new listings in 24 hours
	MaxSellerPhotos    = 12 // photos on one listing
	MaxSellerUploads   = 60 // photo uploads in an hour
	// MaxSellerSaves is how many changes of their listings (saves, moves,
	// photos reordered or removed) a seller may make in an hour.
	MaxSellerSaves = 120
	// MaxSellerStoredBytes bounds the bytes of stored photos (every size)
	// one person may hold: their listings' photos, deleted ones included
	// until they are swept, and the photos they uploaded to their
	// conversations, sent or waiting (issue 46): 12 photos of ~1 MB on 40
	// listings, with room.
	MaxSellerStoredBytes = 512 << 20
	// PhotoGrace is how long a photo no vehicle shows stays stored (and
	// served, cacheable that long) before it is swept: pages and caches
	// may still name it for a while.
	PhotoGrace = 24 * time.Hour
	// SellerOfferDays is how long a seller's listing takes offers from
	// the day staff approve it.
	SellerOfferDays = 30
)

// Seller is the signed-in person acting on their own listings.
type Seller struct {
	UserID int64
	Phone  string
	Lang   string // the language their messages are sent in: bn or en
}

// SellerVehicleInput is the body of POST and PUT /my-vehicles. Every field
// may be left empty in a draft (the form saves at every step); Submit
// checks that the listing is whole. Numbers are strings or numbers, in
// Bengali or ASCII digits, with or without group commas.
type SellerVehicleInput struct {
	TypeID                int64      `json:"type_id"`
	BrandID               int64      `json:"brand_id"`
	BrandOther            string     `json:"brand_other"` // a brand not in the list: BrandID is then ignored
	Model                 string     `json:"model"`
	Year                  FlexString `json:"year"`
	Condition             string     `json:"condition"` // resale or reconditioned
	Odometer              FlexString `json:"odometer"`
	RegistrationNumber    string     `json:"registration_number"`
	RegistrationDocuments bool       `json:"registration_documents"`
	DepotLocationID       *int64     `json:"depot_location_id"`
	District              string     `json:"district"` // a Districts code, where no depot is given
	Area                  string     `json:"area"`     // optional: the town or area within the district
	CashPrice             FlexString `json:"cash_price"`
	InstallmentPrice      FlexString `json:"installment_price"` // optional
	Description           string     `json:"description"`
	Technical             Technical  `json:"technical"` // optional figures (issue 50)
}

// SellerListing is a seller's input as numbers: what the store writes.
type SellerListing struct {
	TypeID, BrandID       int64
	BrandOther            string
	Model                 string
	Year                  int
	Condition             string
	Odometer              int64
	RegistrationNumber    string
	RegistrationDocuments bool
	DepotLocationID       *int64
	District, Area        string
	CashPrice             int64 // 0: not given yet
	InstallmentPrice      int64 // 0: none
	Description           string
	Technical             Technical
}

// Validate checks what a draft may hold and returns it as numbers.
func (in SellerVehicleInput) Validate(now time.Time) (SellerListing, error) {
	v := Validation{}
	out := SellerListing{TypeID: in.TypeID, BrandID: in.BrandID, RegistrationDocuments: in.RegistrationDocuments,
		DepotLocationID: in.DepotLocationID, Technical: in.Technical}
	out.Technical.Validate(v)
	text := func(field, s string, max int) string {
		s = strings.TrimSpace(s)
		switch {
		case !utf8.ValidString(s) || strings.ContainsFunc(s, isControl):
			v.Add(field, MsgFieldContainsCharactersThatNot)
		case utf8.RuneCountInString(s) > max:
			v.Add(field, MsgFieldTooLong)
		}
		return s
	}
	out.Model = text("model", in.Model, MaxShortTextLen)
	out.RegistrationNumber = text("registration_number", in.RegistrationNumber, MaxShortTextLen)
	if out.BrandOther = text("brand_other", in.BrandOther, MaxShortTextLen); out.BrandOther != "" {
		out.BrandID = 0
	}
	out.Area = text("area", in.Area, MaxShortTextLen)
	if _, ok := DistrictOf(in.District); ok || in.District == "" {
		out.District = in.District
	} else {
		v.Add("district", MsgUnknownDistrict)
	}
	out.Description = strings.TrimSpace(in.Description)
	if !utf8.ValidString(out.Description) || strings.ContainsFunc(out.Description, isControl) {
		v.Add("description", MsgFieldContainsCharactersThatNot)
	} else if utf8.RuneCountInString(out.Description) > MaxDescriptionLen {
		v.Add("description", MsgFieldTooLong)
	}
	number := func(field string, s FlexString, max int64) int64 {
		raw := NormalizeDigits(string(s))
		if raw == "" {
			return 0
		}
		n, ok := ParseWhole(raw)
		if !ok || n > max {
			v.Add(field, MsgPositiveWholeNumber)
		}
		return n
	}
	year := number("year", in.Year, 9999)
	if year != 0 && (year < MinVehicleYear || year > int64(now.Year()+1)) {
		v.Add("year", MsgYearUpToNext)
	}
	out.Year = int(year)
	out.Odometer = number("odometer", in.Odometer, 10_000_000)
	out.CashPrice = number("cash_price", in.CashPrice, MaxOfferAmount)
	out.InstallmentPrice = number("installment_price", in.InstallmentPrice, MaxOfferAmount)
	switch in.Condition {
	case "", ConditionResale, ConditionReconditioned:
		out.Condition = in.Condition
	default:
		v.Add("condition", MsgResaleOrReconditioned)
	}
	if in.TypeID < 0 || in.BrandID < 0 {
		v.Add("type_id", MsgFieldRequired)
	}
	return out, v.Err(MsgCorrectHighlightedFields)
}

// ValidateSubmit is what a listing needs before staff review it.
func (l SellerListing) ValidateSubmit(photos int) error {
	v := Validation{}
	required := []struct {
		field string
		given bool
	}{
		{"type_id", l.TypeID > 0}, {"brand_id", l.BrandID > 0 || l.BrandOther != ""}, {"model", l.Model != ""},
		{"year", l.Year > 0}, {"condition", l.Condition != ""},
		{"depot_location_id", l.DepotLocationID != nil || l.District != ""}, {"cash_price", l.CashPrice > 0},
	}
	for _, r := range required {
		if !r.given {
			v.Add(r.field, MsgFieldRequired)
		}
	}
	if photos == 0 {
		v.Add("images", MsgAddLeastOnePhoto)
	}
	return v.Err(MsgListingNotReadyForReview)
}

// SellerVehicle is a listing as its seller sees it in /my-vehicles.
type SellerVehicle struct {
	ID                    int64          `json:"id"`
	Status                string         `json:"status"`
	ReviewNote            string         `json:"review_note,omitempty"`
	ProductSlug           string         `json:"product_slug"`
	Title                 string         `json:"title"`
	TitleBn               string         `json:"title_bn"`
	TypeID                int64          `json:"type_id"`
	BrandID               int64          `json:"brand_id"`
	BrandOther            string         `json:"brand_other"`
	Model                 string         `json:"model"`
	Year                  int            `json:"year"`
	Condition             string         `json:"condition"`
	Odometer              int64          `json:"odometer"`
	RegistrationNumber    string         `json:"registration_number"`
	RegistrationDocuments bool           `json:"registration_documents"`
	DepotLocationID       *int64         `json:"depot_location_id"`
	District              string         `json:"district"`
	Area                  string         `json:"area"`
	CashPrice             *int64         `json:"cash_price"`        // null until given
	InstallmentPrice      *int64         `json:"installment_price"` // null: none
	Description           string         `json:"description"`
	Technical             Technical      `json:"technical"`
	Images                []VehicleImage `json:"images"`
	Verified              Verification   `json:"verified,omitzero"` // when staff made every check
	Editable              bool           `json:"editable"`          // the seller may change it now
	// Moves are the states the seller may put it in from here.
	Moves       []string   `json:"moves"`
	CreatedAt   time.Time  `json:"created_at"`
	UpdatedAt   time.Time  `json:"updated_at"`
	SubmittedAt *time.Time `json:"submitted_at"`
	// Offers, for a listing that was on the site: the seller sees the
	// highest offer as buyers do (garihaat.OfferShown): none while sealed.
	TotalBid     int64  `json:"total_bid"`
	HighestOffer *int64 `json:"highest_offer"`
	Bookmarks    int64  `json:"bookmarks"`
	// Views is how many times its page was opened (counted in batches, so a
	// few seconds behind).
	Views int64 `json:"views"`
}

// Seller kinds a buyer sees.
const (
	SellerDealer  = "dealer"  // the dealer's own stock
	SellerPrivate = "private" // a private seller's vehicle, sold through the dealer
)

// SellerMark is who sells a public vehicle and, for a private seller's, when
// staff verified its papers, engine and chassis numbers and photos.
type SellerMark struct {
	Kind       string     `json:"kind"`
	VerifiedAt *time.Time `json:"verified_at"`
}

// NewSellerMark is the mark of a vehicle listed by a seller (or not) and
// verified at the Unix time verifiedAt (0: not verified).
func NewSellerMark(private bool, verifiedAt int64) SellerMark {
	if !private {
		return SellerMark{Kind: SellerDealer}
	}
	m := SellerMark{Kind: SellerPrivate}
	if verifiedAt != 0 {
		at := time.Unix(verifiedAt, 0).UTC()
		m.VerifiedAt = &at
	}
	return m
}

// SellerCode is who sells a vehicle in one byte, as lists keep it: 0 the
// dealer, 1 a private seller, 2 a private seller whose listing staff verified.
type SellerCode = uint8

// CardSeller is a list card's seller mark of code ("" for the dealer's own).
func CardSeller(code SellerCode) string {
	switch code {
	case 1:
		return SellerPrivate
	case 2:
		return SellerPrivate + "_verified"
	}
	return ""
}

// ListingSeller is who listed a seller's vehicle, as the review desk sees it.
type ListingSeller struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	// Phone is left out for staff who may not change the catalogue (the
	// seller's number is theirs, not every clerk's): see ForRole.
	Phone       string       `json:"phone,omitempty"`
	Blocked     bool         `json:"blocked"`
	SubmittedAt *time.Time   `json:"submitted_at"`
	ReviewNote  string       `json:"review_note,omitempty"`
	Verified    Verification `json:"verified,omitzero"`
	// BrandOther, District and Area are what the seller typed or chose
	// outside the lists: the desk maps them to a brand and a depot.
	BrandOther string   `json:"brand_other,omitempty"`
	District   District `json:"district,omitzero"`
	Area       string   `json:"area,omitempty"`
}

// ForRole is the seller as staff of role may see them.
func (l *ListingSeller) ForRole(role string) *ListingSeller {
	if l == nil || RoleCan(role, PermCatalogWrite) {
		return l
	}
	c := *l
	c.Phone = ""
	return &c
}

// Verification is what staff checked when they approved a seller's listing.
type Verification struct {
	At     time.Time `json:"at"`
	Checks []string  `json:"checks"`
}

// The checks the review desk records; a listing is Verified when all were made.
const (
	CheckPapers  = "papers"
	CheckEngine  = "engine_number"
	CheckChassis = "chassis_number"
	CheckPhotos  = "photos"
)

// VerificationChecks lists every check, in the order the desk shows them.
var VerificationChecks = []string{CheckPapers, CheckEngine, CheckChassis, CheckPhotos}

// The review desk's decisions.
const (
	ReviewApprove = "approve"
	ReviewChanges = "changes"
	ReviewRefuse  = "refuse"
)

// ReviewDecision is the body of POST /admin/vehicles/{id}/review.
type ReviewDecision struct {
	Decision string   `json:"decision"`
	Note     string   `json:"note"`
	Checks   []string `json:"checks"`
	// BrandID and DepotLocationID map, on approval, a brand the seller
	// typed and a district they chose to the catalogue's brand and depot.
	BrandID         *int64 `json:"brand_id"`
	DepotLocationID *int64 `json:"depot_location_id"`
}

// MaxReviewNoteLen bounds the note a seller reads.
const MaxReviewNoteLen = 1000

// Validate checks the decision: a note is required to send back or refuse
// (the seller must know why), checks must be known ones.
func (d *ReviewDecision) Validate() error {
	v := Validation{}
	d.Note = strings.TrimSpace(d.Note)
	switch d.Decision {
	case ReviewApprove, ReviewChanges, ReviewRefuse:
	default:
		v.Add("decision", MsgApproveChangesRefuse)
	}
	if d.Decision != ReviewApprove && d.Note == "" {
		v.Add("note", MsgReviewNoteRequired)
	}
	if utf8.RuneCountInString(d.Note) > MaxReviewNoteLen || strings.ContainsFunc(d.Note, isControl) {
		v.Add("note", MsgFieldTooLong)
	}
	for _, c := range d.Checks {
		if !slices.Contains(VerificationChecks, c) {
			v.Add("checks", MsgUnknownCheck)
		}
	}
	slices.Sort(d.Checks)
	d.Checks = slices.Compact(d.Checks)
	return v.Err(MsgCorrectHighlightedFields)
}

// ReviewTarget is the state a decision moves a listing in review to.
func ReviewTarget(decision string) string {
	switch decision {
	case ReviewApprove:
		return VehiclePublished
	case ReviewChanges:
		return VehicleChangesRequested
	}
	return VehicleRefused
}

// Verified reports whether checks hold every verification check.
func Verified(checks []string) bool {
	for _, c := range VerificationChecks {
		if !slices.Contains(checks, c) {
			return false
		}
	}
	return true
}

// SellerService is a signed-in person's own listings: every method takes
// the seller and touches only their vehicles (ENOTFOUND for another's).
// Every change but a new listing and a photo upload (each limited on its
// own) is ERATELIMITED past MaxSellerSaves an hour.
type SellerService interface {
	MyVehicles(ctx context.Context, s Seller) ([]SellerVehicle, error)
	MyVehicle(ctx context.Context, s Seller, id int64) (SellerVehicle, error)
	// CreateMyVehicle starts a draft: ERATELIMITED past MaxSellerNewPerDay.
	CreateMyVehicle(ctx context.Context, s Seller, l SellerListing) (SellerVehicle, error)
	// UpdateMyVehicle rewrites a listing the seller may edit (ECONFLICT otherwise).
	UpdateMyVehicle(ctx context.Context, s Seller, id int64, l SellerListing) (SellerVehicle, error)
	// DeleteMyVehicle removes a listing, or withdraws it when it has offers.
	DeleteMyVehicle(ctx context.Context, s Seller, id int64) (withdrawn bool, err error)
	// SubmitMyVehicle sends a listing for review: EINVALID when it is not
	// whole, ERATELIMITED past MaxSellerInReview.
	SubmitMyVehicle(ctx context.Context, s Seller, id int64) (SellerVehicle, error)
	WithdrawMyVehicle(ctx context.Context, s Seller, id int64) (SellerVehicle, error)
	// StartMyUpload admits a photo upload before it is read or decoded:
	// ECONFLICT past MaxSellerPhotos, ERATELIMITED past MaxSellerUploads an
	// hour (an admitted upload counts, whatever the decoder says of it).
	StartMyUpload(ctx context.Context, s Seller, id int64) error
	// AddMyVehicleImage stores a processed photo: ECONFLICT past
	// MaxSellerPhotos.
	AddMyVehicleImage(ctx context.Context, s Seller, id int64, p Photo) (VehicleImage, error)
	ReorderMyVehicleImages(ctx context.Context, s Seller, id int64, order []int64) error
	DeleteMyVehicleImage(ctx context.Context, s Seller, id, imageID int64) error
}
