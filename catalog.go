// Package garihaat holds the marketplace's domain: the catalogue, offers,
// users and sessions, their validation rules and the service interfaces the
// HTTP layer calls. It imports only the standard library.
package garihaat

import "time"

// Name is a translatable short text as the API returns it: the original
// (English) name plus its Bangla form under bn_translation.
type NameBn struct {
	Name string `json:"name"`
}

// Option is one entry of a lookup list (body type, colour, fuel, depot,
// tonnage, vehicle type or brand in the filter lists).
type Option struct {
	ID            int64  `json:"id"`
	Name          string `json:"name"`
	BnTranslation NameBn `json:"bn_translation"`
}

// Option kinds stored in the attributes table.
const (
	KindBodyType = "body_type"
	KindColor    = "color"
	KindFuelType = "fuel_type"
	KindDepot    = "depot"
	KindTonnage  = "tonnage"
)

// Condition values of a vehicle.
const (
	ConditionNew           = "new"
	ConditionReconditioned = "reconditioned"
	ConditionResale        = "resale"
)

// BrandRef is a brand as the footer and vehicle detail carry it.
type BrandRef struct {
	ID            int64  `json:"id"`
	Name          string `json:"name"`
	BrandSlug     string `json:"brand_slug"`
	BnTranslation NameBn `json:"bn_translation"`
}

// Brand is a vehicle maker as the brand grid and carousel show it.
type Brand struct {
	ID            int64    `json:"id"`
	Name          string   `json:"name"`
	BrandSlug     string   `json:"brand_slug"`
	IconImage     string   `json:"icon_image"`
	TotalProducts int      `json:"total_products"`
	ProductTypes  []Option `json:"product_types"`
	BnTranslation NameBn   `json:"bn_translation"`
}

// VehicleType is a category of vehicle (Bus, Truck, Pickup…). Products is
// filled only on the homepage payload.
type VehicleType struct {
	ID            int64            `json:"id"`
	Name          string           `json:"name"`
	Slug          string           `json:"slug"`
	IconImage     string           `json:"icon_image"`
	Products      []VehicleSummary `json:"products,omitzero"`
	BnTranslation NameBn           `json:"bn_translation"`
}

// DealerBn is the Bangla form of a dealer's texts.
type DealerBn struct {
	Name          string `json:"name"`
	Phone         string `json:"phone"`
	Location      string `json:"location"`
	DealerCompany string `json:"dealerCompany"`
}

// Dealer is one of the best dealers shown on the home page.
type Dealer struct {
	ID            int64    `json:"id"`
	Image         string   `json:"image"`
	DealerCompany string   `json:"dealerCompany"`
	Name          string   `json:"name"`
	Phone         string   `json:"phone"`
	Location      string   `json:"location"`
	BnTranslation DealerBn `json:"bn_translation"`
}

// TestimonialBn is the Bangla form of a testimonial's texts.
type TestimonialBn struct {
	Content string `json:"content"`
	Name    string `json:"name"`
	Company string `json:"company"`
}

// Testimonial is a customer's quote on the home page.
type Testimonial struct {
	ID            int64         `json:"id"`
	Content       string        `json:"content"`
	Image         string        `json:"image"`
	Name          string        `json:"name"`
	Company       string        `json:"company"`
	Rating        int           `json:"rating"`
	BnTranslation TestimonialBn `json:"bn_translation"`
}

// FAQBn is the Bangla form of a question and answer.
type FAQBn struct {
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

// FAQ is one question of the help page.
type FAQ struct {
	ID            int64  `json:"id"`
	Question      string `json:"question"`
	Answer        string `json:"answer"`
	BnTranslation FAQBn  `json:"bn_translation"`
}

// TitleBn is the Bangla form of a vehicle title.
type TitleBn struct {
	Title string `json:"title"`
}

// VehicleSummary is a vehicle as cards and lists show it. Images holds only
// the cover image: lists never show more, and every byte counts on mobile.
type VehicleSummary struct {
	ID               int64    `json:"id"`
	ProductSlug      string   `json:"product_slug"`
	Images           []string `json:"images"`
	Title            string   `json:"title"`
	CashPrice        int64    `json:"cash_price"`
	InstallmentPrice int64    `json:"installment_price"`
	BnTranslation    TitleBn  `json:"bn_translation"`
	// OfferEndsAt is the offer's last day (YYYY-MM-DD, closing at its end
	// in Dhaka): cards say "Offer closed" or how long is left.
	OfferEndsAt string `json:"offer_ends_at"`
	// What a buyer asks first (issue 29): the model year (0: unknown), the
	// odometer in km and where the vehicle is — the depot's id (0: none),
	// named by get-filter-params' dep_loc: the names in both languages on
	// every card made a list answer 40 % longer to encode and send.
	Year     int   `json:"year"`
	Odometer int64 `json:"odometer"`
	DepotID  int64 `json:"depot_id"`
	// PriceRating is the fair-price mark (below, around or above the
	// market; absent with too few comparables).
	PriceRating string `json:"price_rating,omitempty"`
	// TypeID and BrandID say which vehicles it is compared with; not sent.
	TypeID  int64 `json:"-"`
	BrandID int64 `json:"-"`
	// Seller marks a private seller's vehicle (issue 28): "private", or
	// "private_verified" once staff verified it; absent on the dealer's own.
	Seller string `json:"seller,omitempty"`
}

// Specifications are a vehicle's registration and technical facts.
// RegistrationDocuments is "on" when the papers are available, "off" otherwise.
type Specifications struct {
	Model                 string `json:"model"`
	RegistrationDocuments string `json:"registration_documents"`
	RegistrationNumber    string `json:"registration_number"`
	EngineNumber          string `json:"engine_number"`
	DepotLocation         string `json:"depot_location"`
	ChassisNumber         string `json:"chassis_number"`
	Odometer              string `json:"odometer"`
	Tonnage               string `json:"tonnage"`
}

// Feature categories shown on the vehicle page, in display order.
var FeatureCategories = []string{"benefits", "entertainment", "exterior", "safety", "seating"}

// Features groups feature names by category (see FeatureCategories).
type Features map[string][]string

// VehicleBn is the Bangla form of a vehicle's texts.
type VehicleBn struct {
	Title          string         `json:"title"`
	Description    string         `json:"description"`
	Specifications Specifications `json:"specifications"`
	Features       Features       `json:"features"`
}

// Vehicle is the full vehicle detail.
type Vehicle struct {
	ID               int64          `json:"id"`
	ProductSlug      string         `json:"product_slug"`
	Title            string         `json:"title"`
	Description      string         `json:"description"`
	Images           []string       `json:"images"`
	CashPrice        int64          `json:"cash_price"`
	InstallmentPrice int64          `json:"installment_price"`
	OfferEndsAt      string         `json:"offer_ends_at"` // YYYY-MM-DD; the window closes at the end of that day in Asia/Dhaka
	BidMode          string         `json:"bid_mode"`      // sealed or open
	MinIncrement     int64          `json:"min_increment"` // open mode: a bid must beat the highest by this much
	MinOffer         MinOffer       `json:"min_offer"`     // the lowest offer accepted per option
	TrackingID       *string        `json:"tracking_id"`
	CreatedAt        time.Time      `json:"created_at"`
	Condition        string         `json:"condition"`
	Year             int            `json:"year"`
	Brand            BrandRef       `json:"brand"`
	VehicleType      Option         `json:"vehicle_type"`
	Specifications   Specifications `json:"specifications"`
	BodyType         Option         `json:"body_type"`
	Color            Option         `json:"color"`
	FuelType         Option         `json:"fuel_type"`
	Features         Features       `json:"features"`
	BnTranslation    VehicleBn      `json:"bn_translation"`
	// Status is published or sold (the states whose page is public): a
	// sold vehicle's page says so in place of the countdown and the form.
	Status string `json:"status"`
	// Seller says who sells it (issue 28): the dealer, or a private seller
	// through the dealer, and when staff verified the listing.
	Seller SellerMark `json:"seller"`
	// Finance is the installment plan of the vehicle's calculator: its
	// own, else the site's (issue 29).
	Finance FinancePlan `json:"finance"`
	// Technical are the figures truck and bus buyers compare (issue 50);
	// only what is known, PayloadKg read from the tonnage.
	Technical Technical `json:"technical"`
	// Questions are the questions buyers asked that staff published with
	// their answers (issue 48 item 7), oldest first.
	Questions []PublicQuestion `json:"questions"`
	// What bids change comes last: a stored detail ends before it and the
	// answer adds it when asked (issue 12), so this order is the JSON's.
	BidFields
}

// BidFields are what bids change in a vehicle's detail.
type BidFields struct {
	OfferClosesAt time.Time `json:"offer_closes_at"` // the exact closing instant; a late bid moves it (soft close)
	HighestOffer  *int64    `json:"highest_offer"`   // null in sealed mode
	TotalBid      int64     `json:"total_bid"`
	// PriceRating is the fair-price mark (issue 29): it changes with the
	// other vehicles, not with this one, so it comes with the bid fields
	// rather than the stored part. Absent with too few comparables.
	PriceRating PriceRating `json:"price_rating,omitzero"`
}

// Homepage is the home page payload.
type Homepage struct {
	Brands       []Brand       `json:"brands"`
	Types        []VehicleType `json:"types"`
	Dealers      []Dealer      `json:"dealers"`
	Testimonials []Testimonial `json:"testimonials"`
}

// Footer is the footer payload.
type Footer struct {
	Types  []Option   `json:"types"`
	Brands []BrandRef `json:"brands"`
}

// FilterParams are the options of every list filter.
type FilterParams struct {
	Types     []Option `json:"types"`
	Brands    []Option `json:"brands"`
	FuelTypes []Option `json:"fuelTypes"`
	DepLoc    []Option `json:"dep_loc"`
	Colors    []Option `json:"colors"`
	Tonnage   []Option `json:"tonnage"`
	// Budgets are the budget presets, the catalogue's and each type's
	// (issue 50): its prices' quartiles rounded to a lakh.
	Budgets []TypeBudgets `json:"budgets"`
}
