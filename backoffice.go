package garihaat

import (
	"errors"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// Offer desk actions.
const (
	ActionWin      = "win"
	ActionLose     = "lose"
	ActionPurchase = "purchase"
)

// OfferTransition is the offer state machine: the status an offer in from
// moves to on action, or ok=false when the move is illegal (a 409).
//
//	ongoing  --win-->      locked (Winner); every other ongoing offer → lost
//	lost     --win-->      locked (a second chance when the winner backs out)
//	ongoing  --lose-->     lost
//	locked   --lose-->     lost   (the winner backed out)
//	locked   --purchase--> purchase (the vehicle is sold)
//
// A win also needs the vehicle to have no other winner or purchase; the
// store checks that under the vehicle's lock.
func OfferTransition(from, action string) (to string, ok bool) {
	switch {
	case action == ActionWin && (from == OfferOngoing || from == OfferLost):
		return OfferLocked, true
	case action == ActionLose && (from == OfferOngoing || from == OfferLocked):
		return OfferLost, true
	case action == ActionPurchase && from == OfferLocked:
		return OfferPurchase, true
	}
	return "", false
}

// VehicleSpecsInput are the specification fields staff type in; depot and
// tonnage are chosen by id. Odometer is in km.
type VehicleSpecsInput struct {
	Model                 string     `json:"model"`
	RegistrationDocuments string     `json:"registration_documents"` // "on" when the papers are available
	RegistrationNumber    string     `json:"registration_number"`
	EngineNumber          string     `json:"engine_number"`
	ChassisNumber         string     `json:"chassis_number"`
	Odometer              FlexString `json:"odometer"`
}

// VehicleSpecsBnInput are the specification texts that have a Bangla form.
type VehicleSpecsBnInput struct {
	Model              string `json:"model"`
	RegistrationNumber string `json:"registration_number"`
}

// VehicleBnInput is the Bangla side of the editor.
type VehicleBnInput struct {
	Title          string              `json:"title"`
	Description    string              `json:"description"`
	Specifications VehicleSpecsBnInput `json:"specifications"`
	Features       Features            `json:"features"`
}

// VehicleInput is the body of POST and PUT /admin/vehicles: the public
// detail's field names plus ids for the lookups.
type VehicleInput struct {
	Title            string            `json:"title"`
	Description      string            `json:"description"`
	CashPrice        int64             `json:"cash_price"`
	InstallmentPrice int64             `json:"installment_price"`
	OfferEndsAt      string            `json:"offer_ends_at"`
	Condition        string            `json:"condition"`
	Status           string            `json:"status"`
	Year             int               `json:"year"`
	BrandID          int64             `json:"brand_id"`
	TypeID           int64             `json:"type_id"`
	BodyTypeID       *int64            `json:"body_type_id"`
	ColorID          *int64            `json:"color_id"`
	FuelTypeID       *int64            `json:"fuel_type_id"`
	DepotLocationID  *int64            `json:"depot_location_id"`
	TonnageID        *int64            `json:"tonnage_id"`
	BidMode          string            `json:"bid_mode"`              // sealed (default) or open
	MinOfferCash     *int64            `json:"min_offer_cash"`        // the floor for cash offers; null: half the cash price
	MinOfferInstall  *int64            `json:"min_offer_installment"` // the floor for installment offers; null: half that price
	Finance          *FinancePlan      `json:"finance"`               // this vehicle's installment plan; null: the site's
	Technical        Technical         `json:"technical"`             // weights, engine, axles, seats; every figure optional
	Specifications   VehicleSpecsInput `json:"specifications"`
	Features         Features          `json:"features"`
	BnTranslation    VehicleBnInput    `json:"bn_translation"`
}

// Rendition is one encoded size of a processed photo (package media makes
// them; the store keeps them).
type Rendition struct {
	Name          string
	Width, Height int
	Body          []byte
}

// Photo is a processed upload.
type Photo struct {
	// Hash names the photo by its content: the same upload twice is stored
	// once, and a URL never changes meaning, so it can be cached for a year.
	Hash       string
	Format     string // what the upload really was: jpeg, png or webp
	Renditions []Rendition
}

// VehicleImage is one photo of a vehicle in the back office, in the sizes
// it is served in.
type VehicleImage struct {
	ID      int64  `json:"id"`
	URL     string `json:"url"` // detail size: what the public page shows
	CardURL string `json:"card_url"`
	FullURL string `json:"full_url"`
}

// AdminVehicle is a vehicle as the editor loads it: VehicleInput's fields
// plus what the server generates.
type AdminVehicle struct {
	VehicleInput
	ID            int64          `json:"id"`
	ProductSlug   string         `json:"product_slug"`
	TrackingID    *string        `json:"tracking_id"`
	OfferClosesAt time.Time      `json:"offer_closes_at"`
	TotalBid      int64          `json:"total_bid"`
	Images        []VehicleImage `json:"images"`
	CreatedAt     time.Time      `json:"created_at"`
	UpdatedAt     time.Time      `json:"updated_at"`
	// Seller is who listed it, for a seller's listing (issue 28); absent on the dealer's own.
	Seller *ListingSeller `json:"seller,omitempty"`
}

// AdminVehicleRow is one line of the back office's vehicle list.
type AdminVehicleRow struct {
	ID               int64  `json:"id"`
	ProductSlug      string `json:"product_slug"`
	Title            string `json:"title"`
	TitleBn          string `json:"title_bn"`
	Status           string `json:"status"`
	Brand            string `json:"brand"`
	Type             string `json:"type"`
	Cover            string `json:"cover"`
	CashPrice        int64  `json:"cash_price"`
	InstallmentPrice int64  `json:"installment_price"`
	OfferEndsAt      string `json:"offer_ends_at"`
	TotalBid         int64  `json:"total_bid"`
	UpdatedAt        int64  `json:"updated_at"`
}

// AdminPageSize is the length of every back-office list page: staff scan
// dense tables, not cards.
const AdminPageSize = 50

// Lengths of the vehicle texts, in characters.
const (
	MaxTitleLen       = 200
	MaxDescriptionLen = 10000
	MaxShortTextLen   = 100
	MaxFeatureLen     = 100
	MaxFeatures       = 50
)

// Validate normalises in and checks the fields that need no database. A
// draft needs only the six required fields; publishing needs more, which
// the store checks with the images it holds (see ValidatePublish).
func (in *VehicleInput) Validate() error {
	v := Validation{}
	text := func(field string, p *string, max int, required bool) {
		*p = strings.TrimSpace(*p)
		switch {
		case !utf8.ValidString(*p) || strings.ContainsFunc(*p, isControl):
			v.Add(field, MsgFieldContainsCharactersThatNot)
		case utf8.RuneCountInString(*p) > max:
			v.Add(field, MsgFieldTooLong)
		case required && *p == "":
			v.Add(field, MsgFieldRequired)
		}
	}
	text("title", &in.Title, MaxTitleLen, true)
	text("description", &in.Description, MaxDescriptionLen, false)
	text("bn_translation.title", &in.BnTranslation.Title, MaxTitleLen, false)
	text("bn_translation.description", &in.BnTranslation.Description, MaxDescriptionLen, false)
	sp, bn := &in.Specifications, &in.BnTranslation.Specifications
	for _, f := range []struct {
		name string
		p    *string
	}{
		{"specifications.model", &sp.Model}, {"specifications.registration_number", &sp.RegistrationNumber},
		{"specifications.engine_number", &sp.EngineNumber}, {"specifications.chassis_number", &sp.ChassisNumber},
		{"bn_translation.specifications.model", &bn.Model},
		{"bn_translation.specifications.registration_number", &bn.RegistrationNumber},
	} {
		text(f.name, f.p, MaxShortTextLen, false)
	}
	switch sp.RegistrationDocuments {
	case "", "off":
		sp.RegistrationDocuments = "off"
	case "on":
	default:
		v.Add("specifications.registration_documents", MsgOff)
	}
	if odo := NormalizeDigits(string(sp.Odometer)); odo != "" {
		if n, ok := ParseWhole(odo); !ok || n > 10_000_000 {
			v.Add("specifications.odometer", MsgPositiveWholeNumber)
		}
		sp.Odometer = FlexString(odo)
	}
	price := func(field string, n int64) {
		switch {
		case n <= 0:
			v.Add(field, MsgPositiveWholeNumber)
		case n > MaxOfferAmount:
			v.Add(field, MsgAmountTooLarge)
		}
	}
	price("cash_price", in.CashPrice)
	if in.InstallmentPrice != 0 { // 0: cash only, as a seller's listing may be
		price("installment_price", in.InstallmentPrice)
	}
	if in.BrandID <= 0 {
		v.Add("brand_id", MsgFieldRequired)
	}
	if in.TypeID <= 0 {
		v.Add("type_id", MsgFieldRequired)
	}
	if _, err := time.Parse("2006-01-02", in.OfferEndsAt); err != nil {
		v.Add("offer_ends_at", MsgDateForm)
	}
	switch in.Condition {
	case "":
		in.Condition = ConditionNew
	case ConditionNew, ConditionReconditioned, ConditionResale:
	default:
		v.Add("condition", MsgNewReconditionedResale)
	}
	if in.Status == "" {
		in.Status = VehicleDraft
	} else if !ValidVehicleStatus(in.Status) {
		v.Add("status", MsgUnknownStatus)
	}
	switch in.BidMode {
	case "":
		in.BidMode = BidSealed
	case BidSealed, BidOpen:
	default:
		v.Add("bid_mode", MsgSealedOpen)
	}
	if in.MinOfferCash != nil && (*in.MinOfferCash <= 0 || *in.MinOfferCash > in.CashPrice) {
		v.Add("min_offer_cash", MsgMinOfferCashRange)
	}
	if in.MinOfferInstall != nil && (*in.MinOfferInstall <= 0 || *in.MinOfferInstall > in.InstallmentPrice) {
		v.Add("min_offer_installment", MsgMinOfferInstallmentRange)
	}
	if in.Year != 0 && (in.Year < MinVehicleYear || in.Year > time.Now().Year()+1) {
		v.Add("year", MsgYearUpToNext)
	}
	if in.Finance != nil {
		var e *Error
		if errors.As(in.Finance.Validate("finance"), &e) {
			for f, msgs := range e.Fields {
				v[f] = append(v[f], msgs...)
			}
		}
	}
	in.Technical.Validate(v)
	in.Features = cleanFeatures(v, "features", in.Features)
	in.BnTranslation.Features = cleanFeatures(v, "bn_translation.features", in.BnTranslation.Features)
	return v.Err(MsgCorrectHighlightedFields)
}

// ValidatePublish is what a vehicle needs before the public sees it: at
// least one photo and a Bangla title (Bangla is the site's default language).
func (in *VehicleInput) ValidatePublish(images int) error {
	if !VehicleAudience(in.Status).Listed {
		return nil
	}
	v := Validation{}
	// The answer's message is the first missing field's own sentence, so
	// the review desk's toast says what to fill in, not only "not yet".
	first := ""
	need := func(field, msg string) {
		v.Add(field, msg)
		if first == "" {
			first = msg
		}
	}
	if in.CashPrice <= 0 {
		need("cash_price", MsgAddCashPricePublishing)
	}
	if in.BnTranslation.Title == "" {
		need("bn_translation.title", MsgAddBanglaTitlePublishing)
	}
	if images == 0 {
		need("images", MsgAddLeastOnePhotoPublishing)
	}
	// The installment price is optional (the seller's form says so): a
	// vehicle without one takes cash offers only (see MsgVehicleCashOnly).
	return v.Err(first)
}

// cleanFeatures keeps the known categories, trims names and drops empty ones.
func cleanFeatures(v Validation, field string, in Features) Features {
	out := Features{}
	for cat, names := range in {
		if !slices.Contains(FeatureCategories, cat) {
			v.Add(field, MsgUnknownFeatureCategory)
			continue
		}
		var kept []string
		for _, n := range names {
			n = strings.TrimSpace(n)
			switch {
			case n == "":
				continue
			case utf8.RuneCountInString(n) > MaxFeatureLen || strings.ContainsFunc(n, isControl):
				v.Add(field+"."+cat, MsgFeatureNameTooLongCharacters)
			}
			kept = append(kept, n)
		}
		if len(kept) > MaxFeatures {
			v.Add(field+"."+cat, MsgTooManyValues)
		}
		if len(kept) > 0 {
			out[cat] = kept
		}
	}
	return out
}

// ParseWhole parses a non-negative decimal integer of ASCII digits (at
// most 18: never past int64), from a form's text or a database column's
// bytes (sqldb.TextInt) without a copy.
func ParseWhole[T ~string | ~[]byte](s T) (int64, bool) {
	if len(s) == 0 || len(s) > 18 {
		return 0, false
	}
	var n int64
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int64(s[i]-'0')
	}
	return n, true
}

// AdminOffer is an offer as the offers desk shows it.
type AdminOffer struct {
	ID          int64     `json:"id"`
	IDNumber    string    `json:"id_number"`
	VehicleID   int64     `json:"vehicle_id"`
	Vehicle     string    `json:"vehicle"`    // the vehicle's title
	VehicleBn   string    `json:"vehicle_bn"` // its Bangla title, for the back office in Bangla (issue 50)
	Amount      int64     `json:"offer_amount"`
	Option      string    `json:"offer_for"`
	Phone       string    `json:"phone"`
	UserID      *int64    `json:"user_id"`
	UserName    string    `json:"user_name"`
	Status      string    `json:"status"`
	CreatedAt   time.Time `json:"created_at"`
	OfferEndsAt string    `json:"offer_ends_at"`
}

// AuditEntry is one back-office write as owners see it.
type AuditEntry struct {
	ID       int64     `json:"id"`
	At       time.Time `json:"at"`
	Phone    string    `json:"phone"`
	Role     string    `json:"role"`
	Action   string    `json:"action"` // create, update, delete, archive, win, lose, purchase, import…
	Entity   string    `json:"entity"` // vehicle, brand, offer…
	EntityID int64     `json:"entity_id"`
	Before   string    `json:"before"` // JSON of the record before, "" for a create
	After    string    `json:"after"`  // JSON after, "" for a delete
}

// Dashboard is the back office's first screen. The offers' part (buyers'
// phones, names and amounts) is filled only for a role with the offers
// desk (PermOffers); an editor sees the vehicle counts alone.
type Dashboard struct {
	Vehicles      map[string]int `json:"vehicles"` // by status
	OngoingOffers *int           `json:"ongoing_offers,omitempty"`
	OffersToday   *int           `json:"offers_today,omitempty"`
	ClosingSoon   []AdminOffer   `json:"closing_soon,omitempty"` // highest ongoing offer of vehicles closing within 3 days
	NewestOffers  []AdminOffer   `json:"newest_offers,omitempty"`
}
