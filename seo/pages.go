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
		return siteName.in(l) + " — " + tagline.in(l)
	}
	return own + " | " + siteName.in(l)
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

	var summary string
	if l == English {
		summary = fmt.Sprintf("%s — cash price %s, installment %s. Brand %s, %s", name, Price(v.CashPrice, l), Price(v.InstallmentPrice, l), brand, strings.ToLower(typ))
		if depot != "" {
			summary += ", at our " + depot + " depot"
		}
		if v.Seller.Kind == garihaat.SellerPrivate {
			summary += ". " + sellerText(v.Seller, l)
		}
		summary += ". Make an offer on Garihaat."
	} else {
		summary = fmt.Sprintf("%s — নগদ মূল্য %s, কিস্তিতে %s। ব্র্যান্ড %s, ধরন %s", name, Price(v.CashPrice, l), Price(v.InstallmentPrice, l), brand, typ)
		if depot != "" {
			summary += ", ডিপো " + depot
		}
		if v.Seller.Kind == garihaat.SellerPrivate {
			summary += "। " + sellerText(v.Seller, l)
		}
		summary += "। গাড়িহাটে দর প্রস্তাব দিন।"
	}

	body := vehicleBody{
		Crumbs: s.vehicleCrumbs(l, v, name), Title: name,
		CashLabel: wordCash.in(l), Cash: Price(v.CashPrice, l),
		InstallmentLabel: wordInstallment.in(l), Installment: Price(v.InstallmentPrice, l),
		DescriptionLabel: wordDescription.in(l), Description: desc,
		QuestionsLabel: wordQuestions.in(l), Questions: v.Questions,
	}
	if len(v.Images) > 0 {
		body.Image = v.Images[0]
	}
	switch {
	case garihaat.SoldOut(v.Status):
		body.Sold = wordSold.in(l)
	case !v.OfferClosesAt.IsZero():
		body.OfferEndsLabel = wordOfferEnds.in(l)
		body.OfferEnds = digits(garihaat.OfferLastDay(v.OfferClosesAt).Format("02-01-2006"), l)
	}
	spec, specBn := v.Specifications, v.BnTranslation.Specifications
	for _, f := range append([]Fact{
		{wordBrand.in(l), brand},
		{wordType.in(l), typ},
		{wordCondition.in(l), conditions[v.Condition].in(l)},
		{wordYear.in(l), yearText(v.Year, l)},
		{wordModel.in(l), pick(l, spec.Model, specBn.Model)},
		{wordFuel.in(l), pick(l, v.FuelType.Name, v.FuelType.BnTranslation.Name)},
		{wordColor.in(l), pick(l, v.Color.Name, v.Color.BnTranslation.Name)},
		{wordBody.in(l), pick(l, v.BodyType.Name, v.BodyType.BnTranslation.Name)},
		{wordDepot.in(l), depot},
		{wordOdometer.in(l), pick(l, spec.Odometer, specBn.Odometer)},
		{wordTonnage.in(l), digits(pick(l, spec.Tonnage, specBn.Tonnage), l)},
		{wordPapers.in(l), papersText(spec.RegistrationDocuments, l)},
		{wordSeller.in(l), sellerText(v.Seller, l)},
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
	crumbs := []Link{{withLang("/", l), wordHome.in(l)}, {withLang("/all-vehicles", l), wordAllVehicles.in(l)}}
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
		return wordDealer.in(l)
	}
	out := wordPrivate.in(l)
	if m.VerifiedAt != nil {
		out += " · " + fmt.Sprintf(wordVerified.in(l), digits(m.VerifiedAt.In(garihaat.Dhaka).Format("02-01-2006"), l))
	}
	return out
}

func papersText(v string, l Lang) string {
	switch v {
	case "on":
		return wordYes.in(l)
	case "off":
		return wordNo.in(l)
	}
	return ""
}
