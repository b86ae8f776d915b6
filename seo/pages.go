package seo

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"garihaat"
)

// Fact is one labelled value of a vehicle's specifications.
type Fact struct{ Label, Value string }

// title joins a page's own title and the site's name.
func title(l Lang, own string) string {
	if own == "" {
		return say(l, siteName) + " — " + say(l, tagline)
	}
	return own + " | " + say(l, siteName)
}

// clip shortens a description to about what result pages show.
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := string(r[:n])
	if i := strings.LastIndexByte(cut, ' '); i > n/2 {
		cut = cut[:i]
	}
	return cut + "…"
}

type vehicleBody struct {
	Crumbs                                         []Link
	Title, Image                                   string
	CashLabel, Cash, InstallmentLabel, Installment string
	OfferEndsLabel, OfferEnds                      string
	Sold                                           string // in place of the offer's end when sold
	Facts                                          []Fact
	DescriptionLabel, Description                  string
	// QuestionsLabel heads the questions staff published (issue 48),
	// each in the language it was asked and answered in.
	QuestionsLabel string
	Questions      []garihaat.PublicQuestion
}

// Vehicle is a vehicle's page at now (its offer is open or closed).
func (s Site) Vehicle(l Lang, v garihaat.Vehicle, now time.Time) Page {
	name := pick(l, v.Title, v.BnTranslation.Title)
	brand := pick(l, v.Brand.Name, v.Brand.BnTranslation.Name)
	typ := pick(l, v.VehicleType.Name, v.VehicleType.BnTranslation.Name)
	depot := pick(l, v.Specifications.DepotLocation, v.BnTranslation.Specifications.DepotLocation)
	desc := pick(l, v.Description, v.BnTranslation.Description)
	path := "/vehicle-details/" + v.ProductSlug

	// English writes the type in a sentence's lower case ("Brand Tata,
	// truck"); Bangla has no case.
	typeInSentence := typ
	if l == English {
		typeInSentence = strings.ToLower(typ)
	}
	verbatim := func(s string) garihaat.Verbatim { return garihaat.Verbatim(s) }
	summary := say(l, wordSummary, verbatim(name), verbatim(Price(v.CashPrice, l)), verbatim(Price(v.InstallmentPrice, l)),
		verbatim(brand), verbatim(typeInSentence))
	if depot != "" {
		summary += say(l, wordSummaryDepot, verbatim(depot))
	}
	if v.Seller.Kind == garihaat.SellerPrivate {
		summary += say(l, wordSummarySeller, verbatim(sellerText(v.Seller, l)))
	}
	summary += say(l, wordSummaryOffer)

	body := vehicleBody{
		Crumbs: s.vehicleCrumbs(l, v, name), Title: name,
		CashLabel: say(l, wordCash), Cash: Price(v.CashPrice, l),
		InstallmentLabel: say(l, wordInstallment), Installment: Price(v.InstallmentPrice, l),
		DescriptionLabel: say(l, wordDescription), Description: desc,
		QuestionsLabel: say(l, wordQuestions), Questions: v.Questions,
	}
	if len(v.Images) > 0 {
		body.Image = v.Images[0]
	}
	switch {
	case garihaat.SoldOut(v.Status):
		body.Sold = say(l, wordSold)
	case !v.OfferClosesAt.IsZero():
		body.OfferEndsLabel = say(l, wordOfferEnds)
		body.OfferEnds = digits(garihaat.OfferLastDay(v.OfferClosesAt).Format("02-01-2006"), l)
	}
	spec, specBn := v.Specifications, v.BnTranslation.Specifications
	for _, f := range append([]Fact{
		{say(l, wordBrand), brand},
		{say(l, wordType), typ},
		{say(l, wordCondition), say(l, conditions[v.Condition])},
		{say(l, wordYear), yearText(v.Year, l)},
		{say(l, wordModel), pick(l, spec.Model, specBn.Model)},
		{say(l, wordFuel), pick(l, v.FuelType.Name, v.FuelType.BnTranslation.Name)},
		{say(l, wordColor), pick(l, v.Color.Name, v.Color.BnTranslation.Name)},
		{say(l, wordBody), pick(l, v.BodyType.Name, v.BodyType.BnTranslation.Name)},
		{say(l, wordDepot), depot},
		{say(l, wordOdometer), pick(l, spec.Odometer, specBn.Odometer)},
		{say(l, wordTonnage), digits(pick(l, spec.Tonnage, specBn.Tonnage), l)},
		{say(l, wordPapers), papersText(spec.RegistrationDocuments, l)},
		{say(l, wordSeller), sellerText(v.Seller, l)},
	}, technicalFacts(v.Technical, l)...) {
		if strings.TrimSpace(f.Value) != "" {
			body.Facts = append(body.Facts, f)
		}
	}
	jsonLD := []any{s.vehicleLD(l, v, name, desc, now), breadcrumbLD(s.Origin, body.Crumbs)}
	if qs := questionsLD(l, v.Questions); qs != nil {
		jsonLD = append(jsonLD, qs)
	}
	return Page{
		Lang: l, Status: http.StatusOK, Path: path,
		Title: title(l, name), Description: clip(summary, 300),
		Image: ShareImage(body.Image), ImageAlt: name, OGType: "product",
		JSONLD: jsonLD,
		data:   body,
	}
}

func (s Site) vehicleCrumbs(l Lang, v garihaat.Vehicle, name string) []Link {
	crumbs := []Link{{withLang("/", l), say(l, wordHome)}, {withLang("/all-vehicles", l), say(l, wordAllVehicles)}}
	if v.Brand.BrandSlug != "" {
		crumbs = append(crumbs, Link{withLang("/vehicles/"+v.Brand.BrandSlug, l), pick(l, v.Brand.Name, v.Brand.BnTranslation.Name)})
	}
	return append(crumbs, Link{withLang("/vehicle-details/"+v.ProductSlug, l), name})
}

func yearText(y int, l Lang) string {
	if y <= 0 {
		return ""
	}
	return digits(fmt.Sprint(y), l)
}

// sellerText says who sells a vehicle: the dealer, or a private seller
// through it, with the day staff verified the listing.
func sellerText(m garihaat.SellerMark, l Lang) string {
	if m.Kind != garihaat.SellerPrivate {
		return say(l, wordDealer)
	}
	out := say(l, wordPrivate)
	if m.VerifiedAt != nil {
		out += " · " + say(l, wordVerified, m.VerifiedAt.In(garihaat.Dhaka).Format("02-01-2006"))
	}
	return out
}

func papersText(v string, l Lang) string {
	switch v {
	case "on":
		return say(l, wordYes)
	case "off":
		return say(l, wordNo)
	}
	return ""
}
