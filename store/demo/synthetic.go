package demo

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"garihaat"
	"garihaat/store/seed"
)

// Synthetic catalogue: the same reference data as the demo with n
// generated vehicles, for benchmarks. Everything per vehicle that can be
// shared (titles' prefixes, descriptions, image and feature slices, dates)
// is computed once, so 100,000 vehicles cost little more than the slice.

// syntheticBrands is how many of the brands the synthetic catalogue uses.
const syntheticBrands = 10

// syntheticModels are three model names per synthetic brand (brands order).
var syntheticModels = [syntheticBrands][3]pair{
	{{"LPT 1613", "এলপিটি ১৬১৩"}, {"Ultra 1014", "আল্ট্রা ১০১৪"}, {"Xenon", "জেনন"}},
	{{"Falcon", "ফ্যালকন"}, {"Ecomet 1115", "ইকোমেট ১১১৫"}, {"Dost", "দোস্ত"}},
	{{"Bolero", "বোলেরো"}, {"Supro", "সুপ্রো"}, {"Furio 7", "ফিউরিও ৭"}},
	{{"Pro 1049", "প্রো ১০৪৯"}, {"Pro 3015", "প্রো ৩০১৫"}, {"Skyline Pro", "স্কাইলাইন প্রো"}},
	{{"Captain", "ক্যাপ্টেন"}, {"Duolika", "ডুওলিকা"}, {"Rich 6", "রিচ ৬"}},
	{{"D-Max", "ডি-ম্যাক্স"}, {"NQR 71", "এনকিউআর ৭১"}, {"Journey", "জার্নি"}},
	{{"AK1J", "একে১জে"}, {"RM2", "আরএম২"}, {"300 Series", "৩০০ সিরিজ"}},
	{{"Aumark", "অমার্ক"}, {"Tunland", "টানল্যান্ড"}, {"Forland", "ফরল্যান্ড"}},
	{{"RE", "আরই"}, {"Maxima", "ম্যাক্সিমা"}, {"Qute", "কিউট"}},
	{{"King", "কিং"}, {"King Kargo", "কিং কার্গো"}, {"King Duramax", "কিং ডুরাম্যাক্স"}},
}

// Synthetic distribution (see the package tests).
const (
	minYear      = 2012
	maxYear      = 2025
	minCash      = 300000
	maxCash      = 5000000
	priceStep    = 1000
	createdSpan  = 2 * 365 * 24 * 60 * 60 // two years, in seconds
	closedShare  = 10                     // percent of offer windows already closed
	featureSets  = 4                      // shared feature lists per type
	maxOfferDays = 45
	maxPastDays  = 30
)

// synthCombo is what all vehicles of one brand, model and type share.
type synthCombo struct {
	slug, title, titleBn string
	model, modelBn       string
	desc, descBn         [3]string // by condition
}

// conditions in the synthetic catalogue's index order.
var conditions = []string{garihaat.ConditionNew, garihaat.ConditionReconditioned, garihaat.ConditionResale}

// synthConditions are the synthetic descriptions' second sentence, by
// condition index; without numbers, so one string serves every vehicle.
var synthConditions = []pair{
	{"Brand new, with full manufacturer warranty.", "একদম নতুন, প্রস্তুতকারকের পূর্ণ ওয়ারেন্টিসহ।"},
	{"Reconditioned and checked at our workshop.", "রিকন্ডিশন্ড, আমাদের ওয়ার্কশপে পরীক্ষিত।"},
	{"Resale vehicle with its registration papers.", "রেজিস্ট্রেশনের কাগজপত্রসহ ব্যবহৃত গাড়ি।"},
}

// Synthetic returns a catalogue of n vehicles drawn from a PCG seeded with
// rngSeed: the same n, rngSeed and now give the same catalogue. Brands, models,
// types, years, colours, fuels and depots are uniform; cash prices are
// uniform from 300,000 to 5,000,000 taka in steps of 1,000; CreatedAt is
// uniform over the two years before now.
func Synthetic(n int, rngSeed uint64, now time.Time) *seed.Catalog {
	r := rand.New(rand.NewPCG(rngSeed, 0x6761726968616174)) // "garihaat"

	// Shared per combination, built once.
	combos := make([]synthCombo, syntheticBrands*3*len(types))
	for b := range syntheticBrands {
		br := brands[b]
		for m := range 3 {
			md := syntheticModels[b][m]
			for t, ty := range types {
				c := &combos[(b*3+m)*len(types)+t]
				c.slug = garihaat.Slugify(br.name+" "+md.en) + "-" + ty.slug + "-"
				c.title = br.name + " " + md.en + " " + ty.name + " "
				c.titleBn = br.nameBn + " " + md.bn + " " + ty.nameBn + " "
				c.model, c.modelBn = md.en, md.bn
				for k := range conditions {
					c.desc[k] = "The " + br.name + " " + md.en + " is a " + strings.ToLower(ty.name) + ". " + synthConditions[k].en
					c.descBn[k] = br.nameBn + " " + md.bn + " একটি " + ty.nameBn + "। " + synthConditions[k].bn
				}
			}
		}
	}
	years := make([]string, 0, maxYear-minYear+1)
	yearsBn := make([]string, 0, maxYear-minYear+1)
	for y := minYear; y <= maxYear; y++ {
		years = append(years, strconv.Itoa(y))
		yearsBn = append(yearsBn, bnDigits(strconv.Itoa(y)))
	}
	// Offer dates from maxPastDays ago to maxOfferDays ahead.
	dates := make([]string, maxPastDays+maxOfferDays+1)
	for d := range dates {
		dates[d] = offerDate(now, d-maxPastDays)
	}
	fr := rand.New(rand.NewPCG(rngSeed, 1))
	features := make([][][]seed.Feature, len(types))
	for t := range types {
		for range featureSets {
			// Not as new: the warranty feature would then show on
			// used vehicles too, since the sets are shared.
			features[t] = append(features[t], pickFeatures(fr, t, garihaat.ConditionResale))
		}
	}

	vs := make([]seed.Vehicle, n)
	nowUnix := now.Unix()
	for i := range vs {
		b, m, t := r.IntN(syntheticBrands), r.IntN(3), r.IntN(len(types))
		c := &combos[(b*3+m)*len(types)+t]
		yi := r.IntN(len(years))
		year := minYear + yi
		color, fuel, depot := r.IntN(len(colors)), r.IntN(len(fuels)), r.IntN(len(depots))
		cond := r.IntN(len(conditions))
		cash := minCash + priceStep*r.Int64N((maxCash-minCash)/priceStep+1)
		v := &vs[i]
		v.Slug = c.slug + years[yi] + "-" + strconv.Itoa(i+1)
		v.Title = c.title + years[yi]
		v.TitleBn = c.titleBn + yearsBn[yi]
		v.Description, v.DescriptionBn = c.desc[cond], c.descBn[cond]
		v.BrandSlug, v.TypeSlug = brands[b].slug, types[t].slug
		v.Model, v.ModelBn = c.model, c.modelBn
		v.Year = year
		v.Condition = conditions[cond]
		v.BodyType = typeBodies[t][r.IntN(len(typeBodies[t]))]
		v.Tonnage = typeTonnages[t][r.IntN(len(typeTonnages[t]))]
		v.Color, v.FuelType, v.Depot = colors[color].name, fuels[fuel].en, depots[depot].name
		v.CashPrice = cash
		v.InstallmentPrice = installmentPrice(cash, 10+r.IntN(16))
		if r.IntN(100) < closedShare {
			v.OfferEndsAt = dates[maxPastDays-1-r.IntN(maxPastDays)]
		} else {
			v.OfferEndsAt = dates[maxPastDays+1+r.IntN(maxOfferDays)]
		}
		if i%3 != 2 {
			v.TrackingID = trackingID(i + 1)
		}
		_ = r.Int64N(25) // the count of bids it once made up: drawn still, so the rest stays as it was
		v.EngineNumber = brands[b].engine + strconv.Itoa(1000000+r.IntN(9000000))
		v.ChassisNumber = chassisNumber(r, brands[b], year)
		if v.Condition == garihaat.ConditionResale {
			v.RegistrationDocuments = true
			v.RegistrationNumber, v.RegistrationNumberBn = registration(r, depots[depot], types[t])
		}
		if v.Condition != garihaat.ConditionNew {
			v.OdometerKm = int64(5000 + r.IntN(40000)*(maxYear-year+1))
		}
		v.Images = vehicleImages(t, color)
		v.Features = features[t][r.IntN(featureSets)]
		v.CreatedAt = nowUnix - r.Int64N(createdSpan)
		v.Technical.Seats = syntheticSeats(t, i)
	}

	return &seed.Catalog{
		Brands:       seedBrands(syntheticBrands),
		Types:        seedTypes(),
		Attributes:   seedAttributes(),
		Vehicles:     vs,
		Dealers:      dealers(),
		Testimonials: testimonials(),
		FAQs:         faqs(),
		Media:        syntheticMedia(),
	}
}

// syntheticMedia is the demo media without the logos of brands the
// synthetic catalogue does not use.
func syntheticMedia() []seed.Media {
	all := mediaOnce()
	unused := map[string]bool{}
	for _, b := range brands[syntheticBrands:] {
		unused[brandLogoPath(b.slug)] = true
	}
	out := make([]seed.Media, 0, len(all))
	for _, m := range all {
		if !unused[m.Path] {
			out = append(out, m)
		}
	}
	return out
}

// trackingID formats a dealer tracking number like "GH-2025-00042".
func trackingID(n int) string {
	s := strconv.Itoa(n)
	if len(s) < 5 {
		s = "00000"[len(s):] + s
	}
	return "GH-2025-" + s
}
