package garihaat

import (
	"cmp"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Offer statuses (spec §4). "locked" is shown to users as Winner.
const (
	OfferOngoing  = "ongoing"
	OfferPurchase = "purchase"
	OfferLost     = "lost"
	OfferLocked   = "locked"
)

// Bid options a buyer chooses on the bid form.
const (
	OptionCash         = "cash"
	OptionInstallments = "installments"
)

// MaxOfferAmount bounds a bid: no commercial vehicle here costs more than
// 50 crore taka, and a bound keeps typos and overflow out of the table.
const MaxOfferAmount = 500_000_000

// Dhaka is the time zone offer windows are measured in. Bangladesh has no
// daylight saving, so a fixed zone avoids depending on the host's tzdata.
var Dhaka = time.FixedZone("Asia/Dhaka", 6*60*60)

var mobileRe = regexp.MustCompile(`^01[3-9][0-9]{8}$`)

// ValidMobile reports whether phone is an 11-digit Bangladeshi mobile number.
func ValidMobile(phone string) bool { return mobileRe.MatchString(phone) }

// NormalizeDigits turns Bengali digits into ASCII ones and drops spaces and
// digit-group commas, so "১১,৫০,০০০" reads as "1150000".
func NormalizeDigits(s string) string {
	var b strings.Builder
	for _, r := range strings.TrimSpace(s) {
		switch {
		case r >= '০' && r <= '৯':
			b.WriteRune('0' + (r - '০'))
		case r == ' ' || r == ',':
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// NormalizePhone is NormalizeDigits that also drops dashes, so
// "০১৭১১-২২২৩৩৩" is accepted like "01711222333".
func NormalizePhone(s string) string {
	return strings.ReplaceAll(NormalizeDigits(s), "-", "")
}

// OfferClosesAt returns the instant the offer window of a vehicle closes:
// the end of the day offer_ends_at (YYYY-MM-DD) in Dhaka.
func OfferClosesAt(offerEndsAt string) (time.Time, bool) {
	d, err := time.ParseInLocation("2006-01-02", offerEndsAt, Dhaka)
	if err != nil {
		return time.Time{}, false
	}
	return d.AddDate(0, 0, 1), true
}

// OfferLastDay is the day (in Dhaka, at midnight there) on which an offer
// window closing at closesAt ends: a window closing at 00:00 of 1 January
// ends on 31 December, the date staff set and buyers are shown.
func OfferLastDay(closesAt time.Time) time.Time {
	d := closesAt.Add(-time.Nanosecond).In(Dhaka)
	return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, Dhaka)
}

// DhakaDay is t's date in Dhaka as YYYY-MM-DD, the form of offer_ends_at:
// an offer is open on day d while its last day is not before d.
func DhakaDay(t time.Time) string { return t.In(Dhaka).Format("2006-01-02") }

// OfferOpenOn is the lists' form of the offer rule: on day today, an offer
// whose last day is lastDay is open while lastDay is not before today
// (days as YYYY-MM-DD in Dhaka, or the list index's day numbers). The
// store's SQL form (store/lifecycle.go, openOnWhere) says the same.
func OfferOpenOn[T cmp.Ordered](lastDay, today T) bool { return lastDay >= today }

// OfferOpen reports whether a vehicle still takes offers at now.
func OfferOpen(offerEndsAt string, now time.Time) bool {
	end, ok := OfferClosesAt(offerEndsAt)
	return ok && now.Before(end)
}

// BidRequest is the body of send-bid-offer. ID and OfferAmount arrive as
// JSON numbers or strings (the form's fields are free text).
type BidRequest struct {
	ID             FlexString `json:"id"`
	SelectedOption string     `json:"selectedOption"`
	Phone          string     `json:"phone"`
	OfferAmount    FlexString `json:"offerAmount"`
	// OTP proves a signed-out bidder's phone (the code sent by the first call).
	OTP FlexString `json:"otp"`
}

// Bid is a validated bid ready to be stored.
type Bid struct {
	VehicleID int64
	Option    string
	Phone     string
	Amount    int64
	UserID    *int64
	Lang      string // the bidder's language, "bn" or "en", for outcome messages
}

// Validate checks the fields that need no database and returns the bid.
func (r BidRequest) Validate() (Bid, error) {
	v := Validation{}
	var b Bid
	id, err := strconv.ParseInt(strings.TrimSpace(string(r.ID)), 10, 64)
	if err != nil || id <= 0 {
		v.Add("id", MsgVehicleRequired)
	}
	b.VehicleID = id
	switch r.SelectedOption {
	case OptionCash, OptionInstallments:
		b.Option = r.SelectedOption
	case "":
		v.Add("selectedOption", MsgChooseCashInstallments)
	default:
		v.Add("selectedOption", MsgSelectedOptionCashInstallments)
	}
	b.Phone = NormalizePhone(r.Phone)
	if b.Phone == "" {
		v.Add("phone", MsgPhoneNumberRequired)
	} else if !ValidMobile(b.Phone) {
		v.Add("phone", MsgPhoneNotMobile)
	}
	amt := NormalizeDigits(string(r.OfferAmount))
	n, err := strconv.ParseInt(amt, 10, 64)
	switch {
	case amt == "":
		v.Add("offerAmount", MsgOfferAmountRequired)
	case err != nil || n <= 0:
		v.Add("offerAmount", MsgOfferAmountPositiveWholeNumber)
	case n > MaxOfferAmount:
		v.Add("offerAmount", MsgOfferAmountTooLarge)
	}
	b.Amount = n
	return b, v.Err(MsgCorrectHighlightedFields)
}

// OfferProduct is the vehicle an offer, purchase or bookmark points to.
type OfferProduct struct {
	ID               int64    `json:"id"`
	Title            string   `json:"title"`
	BnTranslation    TitleBn  `json:"bn_translation"`
	Images           []string `json:"images"`
	ProductSlug      string   `json:"product_slug"`
	CashPrice        int64    `json:"cash_price"`
	InstallmentPrice int64    `json:"installment_price"`
}

// Offer is a bid as its owner sees it in the account area.
type Offer struct {
	ID          int64        `json:"id"`
	IDNumber    string       `json:"id_number"`
	Status      string       `json:"status"`
	OfferAmount int64        `json:"offer_amount"`
	OfferFor    string       `json:"offer_for"` // cash or installments
	CreatedAt   time.Time    `json:"created_at"`
	Product     OfferProduct `json:"product"`
}

// Bookmark is a saved vehicle.
type Bookmark struct {
	ID      int64        `json:"id"`
	Product OfferProduct `json:"product"`
	// WasCashPrice and WasInstallmentPrice are the prices when the vehicle
	// was saved, set only when the price is lower now (issue 30: the saved
	// list strikes the old price through).
	WasCashPrice        int64 `json:"was_cash_price,omitzero"`
	WasInstallmentPrice int64 `json:"was_installment_price,omitzero"`
	// Sold says the vehicle was sold since it was saved (issue 50): the
	// saved list marks it rather than show it as still on offer.
	Sold bool `json:"sold,omitzero"`
}

// FlexString accepts a JSON string or number and keeps its text.
type FlexString string

// UnmarshalJSON implements json.Unmarshaler.
func (f *FlexString) UnmarshalJSON(b []byte) error {
	s := string(b)
	if s == "null" {
		*f = ""
		return nil
	}
	if len(s) >= 2 && s[0] == '"' {
		u, err := strconv.Unquote(s)
		if err != nil {
			return err
		}
		*f = FlexString(u)
		return nil
	}
	*f = FlexString(s)
	return nil
}
