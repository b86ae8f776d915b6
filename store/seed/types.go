// Package seed writes a whole catalogue (the demo, a synthetic one, a
// test's fixture) into an empty database in one transaction.
package seed

import "garihaat"

// Seed input: plain rows the demo catalogue and the synthetic benchmark
// generator produce and Seed writes in one transaction. References between
// rows use slugs or names, not ids, so generators need not know ids.

// Catalog is a whole catalogue to write into an empty database.
type Catalog struct {
	Brands       []Brand
	Types        []Type
	Attributes   []Attribute
	Vehicles     []Vehicle
	Dealers      []Dealer
	Testimonials []Testimonial
	FAQs         []FAQ
	Media        []Media
	// Progress, when set, is told how many vehicles are written so far
	// (every thousand), for `garihaat seed`'s report.
	Progress func(vehicles int) `json:"-"`
}

// Brand is a brand row.
type Brand struct {
	Slug, Name, NameBn, IconImage string
}

// Type is a vehicle type row.
type Type struct {
	Slug, Name, NameBn, IconImage string
}

// Attribute is a lookup row; Kind is one of the garihaat.Kind* constants.
type Attribute struct {
	Kind, Name, NameBn string
	District           string // a depot's district (garihaat.Districts' code)
}

// Feature is one feature of a vehicle in a category
// (benefits, entertainment, exterior, safety, seating).
type Feature struct {
	Category, Name, NameBn string
}

// Offer is one buyer's offer on a vehicle of the seed. The buyer's
// account is created with the name when the phone has none.
type Offer struct {
	Phone, Name string
	Option      string // cash or installments
	Amount      int64
	CreatedAt   int64 // Unix seconds
}

// Vehicle is a vehicle row. BrandSlug and TypeSlug name rows of the
// same catalogue; BodyType, Color, FuelType, Depot and Tonnage name
// attributes of the matching kind (English name), empty for none.
type Vehicle struct {
	Slug                  string
	Title, TitleBn        string
	Description           string
	DescriptionBn         string
	BrandSlug, TypeSlug   string
	Model, ModelBn        string
	Year                  int
	Condition             string // new, reconditioned, resale
	BodyType, Color       string
	FuelType, Depot       string
	Tonnage               string
	CashPrice             int64
	InstallmentPrice      int64
	OfferEndsAt           string  // YYYY-MM-DD
	TrackingID            string  // empty: none
	Offers                []Offer // the vehicle's count of bidders follows from them
	RegistrationDocuments bool
	RegistrationNumber    string
	RegistrationNumberBn  string
	EngineNumber          string
	ChassisNumber         string
	OdometerKm            int64
	Images                []string // URLs, first is the cover
	Features              []Feature
	CreatedAt             int64 // Unix seconds
	Technical             garihaat.Technical
}

// Dealer is a dealer row.
type Dealer struct {
	Company, CompanyBn   string
	Name, NameBn         string
	Phone, PhoneBn       string
	Location, LocationBn string
	Image                string
}

// Testimonial is a testimonial row.
type Testimonial struct {
	Content, ContentBn string
	Name, NameBn       string
	Company, CompanyBn string
	Rating             int
	Image              string
}

// FAQ is a question of the help page.
type FAQ struct {
	Question, QuestionBn string
	Answer, AnswerBn     string
}

// Media is a file served under /media/{Path}.
type Media struct {
	Path        string // e.g. "demo/truck-red-1.svg"; URL is "/media/" + Path
	ContentType string
	Body        []byte
}
