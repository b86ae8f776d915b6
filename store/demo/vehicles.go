package demo

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"garihaat"
	"garihaat/store/seed"
)

// modelDef is a real model a brand sells in Bangladesh, with the facts the
// demo needs to list it plausibly.
type modelDef struct {
	brand          string
	typ            int
	model, modelBn string
	bodies         []string // body types, cycled over the model's listings
	fuels          []string // fuel types, cycled likewise
	tonnage        string   // empty for passenger vehicles
	price          int64    // cash price of a new one, taka
	count          int      // how many listings the demo has
	newOnly        bool     // not yet on the used market
}

// Short lists reused across models.
var (
	diesel  = []string{"Diesel"}
	gas     = []string{"Gas"}
	open    = []string{"Open Body", "Covered Van"}
	tipper  = []string{"Tipper"}
	coach   = []string{"Seater Coach"}
	minibus = []string{"Minibus"}
	cabins  = []string{"Single Cabin", "Double Cabin"}
	double  = []string{"Double Cabin"}
	auto    = []string{"CNG Auto"}
	cargo   = []string{"Cargo Carrier"}
	people  = []string{"Passenger Carrier"}
)

// models are the demo's listings, 100 in all. Prices are roughly what a new
// one costs in Bangladesh; used ones are derived from them.
var models = []modelDef{
	// Trucks.
	{"tata", typeTruck, "LPT 1613", "এলপিটি ১৬১৩", open, diesel, "10 Ton", 4150000, 4, false},
	{"tata", typeTruck, "LPT 1109", "এলপিটি ১১০৯", open, diesel, "5 Ton", 2950000, 2, false},
	{"tata", typeTruck, "Signa 2518", "সিগনা ২৫১৮", tipper, diesel, "15 Ton", 6800000, 1, false},
	{"tata", typeTruck, "Ultra 1014", "আল্ট্রা ১০১৪", open, diesel, "5 Ton", 3100000, 1, false},
	{"ashok-leyland", typeTruck, "Ecomet 1115", "ইকোমেট ১১১৫", open, diesel, "7.5 Ton", 3250000, 2, false},
	{"ashok-leyland", typeTruck, "Boss 1215", "বস ১২১৫", open, diesel, "7.5 Ton", 3600000, 1, false},
	{"eicher", typeTruck, "Pro 1049", "প্রো ১০৪৯", open, diesel, "3 Ton", 1750000, 3, false},
	{"eicher", typeTruck, "Pro 1110", "প্রো ১১১০", open, diesel, "5 Ton", 2650000, 1, false},
	{"eicher", typeTruck, "Pro 3015", "প্রো ৩০১৫", tipper, diesel, "15 Ton", 4900000, 1, false},
	{"dongfeng", typeTruck, "Captain", "ক্যাপ্টেন", open, diesel, "3 Ton", 1950000, 2, false},
	{"dongfeng", typeTruck, "Duolika", "ডুওলিকা", open, diesel, "7.5 Ton", 3400000, 1, false},
	{"isuzu", typeTruck, "NQR 71", "এনকিউআর ৭১", open, diesel, "5 Ton", 3700000, 1, false},
	{"hino", typeTruck, "500 FC", "৫০০ এফসি", open, diesel, "7.5 Ton", 5600000, 1, false},
	{"hino", typeTruck, "300 Series", "৩০০ সিরিজ", open, diesel, "3 Ton", 3500000, 1, false},
	{"foton", typeTruck, "Aumark", "অমার্ক", open, diesel, "3 Ton", 2300000, 1, false},
	{"foton", typeTruck, "Forland", "ফরল্যান্ড", open, diesel, "1.5 Ton", 1450000, 1, false},
	{"mahindra", typeTruck, "Furio 7", "ফিউরিও ৭", open, diesel, "5 Ton", 2500000, 1, false},
	{"toyota", typeTruck, "Dyna", "ডায়না", open, diesel, "3 Ton", 3200000, 1, false},

	// Buses.
	{"tata", typeBus, "LPO 1618", "এলপিও ১৬১৮", coach, diesel, "", 5400000, 2, false},
	{"tata", typeBus, "LP 909", "এলপি ৯০৯", minibus, diesel, "", 3900000, 1, false},
	{"tata", typeBus, "Starbus Hybrid", "স্টারবাস হাইব্রিড", coach, []string{"Hybrid"}, "", 9500000, 1, true},
	{"tata", typeBus, "Starbus Fuel Cell", "স্টারবাস ফুয়েল সেল", coach, []string{"Hydrogen"}, "", 14500000, 1, true},
	{"ashok-leyland", typeBus, "Falcon", "ফ্যালকন", coach, diesel, "", 5900000, 3, false},
	{"ashok-leyland", typeBus, "Viking", "ভাইকিং", coach, []string{"Gas", "Diesel"}, "", 4700000, 2, false},
	{"ashok-leyland", typeBus, "Lynx", "লিংক্স", minibus, diesel, "", 3800000, 1, false},
	{"eicher", typeBus, "Skyline Pro", "স্কাইলাইন প্রো", minibus, diesel, "", 3500000, 1, false},
	{"hino", typeBus, "AK1J", "একে১জে", coach, diesel, "", 7800000, 3, false},
	{"hino", typeBus, "RM2", "আরএম২", coach, diesel, "", 11500000, 1, false},
	{"isuzu", typeBus, "Journey", "জার্নি", minibus, diesel, "", 4800000, 1, false},
	{"toyota", typeBus, "Coaster", "কোস্টার", minibus, diesel, "", 8500000, 2, false},
	{"mahindra", typeBus, "Cruzio", "ক্রুজিও", minibus, diesel, "", 3700000, 1, false},

	// Pickups.
	{"tata", typePickup, "Ace", "এইস", []string{"Single Cabin"}, diesel, "0.5 Ton", 845000, 3, false},
	{"tata", typePickup, "Super Ace", "সুপার এইস", []string{"Single Cabin"}, diesel, "1 Ton", 1020000, 2, false},
	{"tata", typePickup, "Xenon", "জেনন", cabins, diesel, "1 Ton", 2350000, 2, false},
	{"tata", typePickup, "Yodha", "যোদ্ধা", cabins, diesel, "1.5 Ton", 1850000, 1, false},
	{"mahindra", typePickup, "Bolero Pickup", "বোলেরো পিকআপ", cabins, diesel, "1.5 Ton", 1950000, 4, false},
	{"ashok-leyland", typePickup, "Dost", "দোস্ত", []string{"Single Cabin"}, diesel, "1.5 Ton", 1180000, 2, false},
	{"dongfeng", typePickup, "Rich 6", "রিচ ৬", double, diesel, "1 Ton", 2900000, 1, false},
	{"isuzu", typePickup, "D-Max", "ডি-ম্যাক্স", cabins, diesel, "1 Ton", 3300000, 2, false},
	{"foton", typePickup, "Tunland", "টানল্যান্ড", double, diesel, "1 Ton", 2700000, 1, false},
	{"toyota", typePickup, "Hilux Revo", "হাইলাক্স রেভো", double, []string{"Diesel", "Hybrid"}, "1 Ton", 4200000, 3, false},

	// Three-wheelers.
	{"bajaj", typeThreeWheeler, "RE CNG", "আরই সিএনজি", auto, gas, "", 520000, 5, false},
	{"bajaj", typeThreeWheeler, "Maxima Cargo", "ম্যাক্সিমা কার্গো", cargo, []string{"Diesel", "Gas"}, "0.5 Ton", 560000, 2, false},
	{"tvs", typeThreeWheeler, "King Deluxe", "কিং ডিলাক্স", auto, gas, "", 495000, 4, false},
	{"tvs", typeThreeWheeler, "King Kargo", "কিং কার্গো", cargo, gas, "0.5 Ton", 520000, 1, false},
	{"piaggio", typeThreeWheeler, "Ape City", "এপে সিটি", auto, gas, "", 480000, 2, false},
	{"piaggio", typeThreeWheeler, "Ape Xtra", "এপে এক্সট্রা", cargo, diesel, "0.5 Ton", 560000, 1, false},
	{"mahindra", typeThreeWheeler, "Alfa", "আলফা", auto, diesel, "", 450000, 1, false},

	// Human haulers.
	{"tata", typeHumanHauler, "Magic", "ম্যাজিক", people, []string{"Gas", "Diesel"}, "", 1050000, 5, false},
	{"tata", typeHumanHauler, "Winger", "উইঙ্গার", people, diesel, "", 2450000, 1, false},
	{"mahindra", typeHumanHauler, "Supro", "সুপ্রো", people, []string{"Diesel", "Gas"}, "", 1080000, 4, false},
	{"mahindra", typeHumanHauler, "Maxximo", "ম্যাক্সিমো", people, diesel, "", 950000, 3, false},

	// New stock last (the generator's earlier draws, and so every listing
	// above, stay as they were): with it Tata's recent pickups are enough
	// alike for the fair-price mark (issue 29), which needs five.
	{"tata", typePickup, "Ace Gold", "এইস গোল্ড", []string{"Single Cabin"}, diesel, "0.5 Ton", 890000, 4, true},
}

// brandByslug finds a brand definition; the tables are static, so a miss
// is a programming error.
func brandBySlug(slug string) brandDef {
	for _, b := range brands {
		if b.slug == slug {
			return b
		}
	}
	panic("demo: unknown brand " + slug)
}

// Listing order of conditions. Japanese brands reach Bangladesh mostly as
// reconditioned imports, so their sequence starts there.
var (
	condOrder         = []string{garihaat.ConditionNew, garihaat.ConditionResale, garihaat.ConditionReconditioned}
	condOrderJapanese = []string{garihaat.ConditionReconditioned, garihaat.ConditionResale, garihaat.ConditionNew}
)

// demoVehicles lists every model's vehicles. A fixed PCG seed keeps years,
// prices and serial numbers identical across runs; only dates follow now.
func demoVehicles(now time.Time) []seed.Vehicle {
	r := rand.New(rand.NewPCG(2025, 16758))
	total := 0
	for _, m := range models {
		total += m.count
	}
	out := make([]seed.Vehicle, 0, total)
	// Creation times are spread evenly over the last 120 days, newest
	// listings last in the table (the list sorts by created_at anyway).
	span := int64(120 * 24 * 60 * 60)
	for mi, m := range models {
		b := brandBySlug(m.brand)
		order := condOrder
		if m.brand == "toyota" || m.brand == "hino" || m.brand == "isuzu" {
			order = condOrderJapanese
		}
		for j := range m.count {
			i := len(out)
			cond := order[(j+mi)%len(order)]
			if m.newOnly {
				cond = garihaat.ConditionNew
			}
			v, demand := listing(r, m, mi, b, cond, i, j)
			v.CreatedAt = now.Unix() - span + span*int64(i)/int64(total) + r.Int64N(6*60*60)
			// Every thirteenth listing's window has already closed, so the
			// demo shows the "Offer time is closed" notice too.
			if i%13 == 4 {
				v.OfferEndsAt = offerDate(now, -1-i%20)
				demand = 4 + r.Int64N(20)
			} else {
				v.OfferEndsAt = offerDate(now, 3+r.IntN(38))
			}
			v.Offers = demoOffers(v, int(demand/3), i, now)
			out = append(out, v)
		}
	}
	return out
}

// listing builds the i-th demo vehicle, the j-th of model m (models[mi]).
func listing(r *rand.Rand, m modelDef, mi int, b brandDef, cond string, i, j int) (seed.Vehicle, int64) {
	t := types[m.typ]
	year := 2025
	var km int64
	price := float64(m.price)
	switch cond {
	case garihaat.ConditionReconditioned:
		year = 2018 + r.IntN(6)
		km = int64(8000*(2025-year) + r.IntN(20000))
		price *= 0.80 - 0.04*float64(2025-year)
	case garihaat.ConditionResale:
		year = 2012 + r.IntN(11)
		km = int64(25000+r.IntN(20000))*int64(2025-year) + int64(r.IntN(1000))
		price *= max(0.78-0.045*float64(2025-year), 0.3)
	}
	// ±4 % so two listings of the same model and year differ like real asks.
	price *= 0.96 + 0.08*r.Float64()
	cash := int64(price+500) / 1000 * 1000
	// Steps coprime with the list lengths walk every colour and depot, and
	// neighbouring listings of one model differ.
	color := colors[(i*5+mi*2)%len(colors)]
	depot := depots[(i*3+mi*2)%len(depots)]
	body := m.bodies[j%len(m.bodies)]
	fuel := m.fuels[j%len(m.fuels)]

	title, titleBn := titles(b, t, m.model, m.modelBn, year)
	slug := garihaat.Slugify(b.name+" "+m.model) + "-" + t.slug + "-" + strconv.Itoa(year) + "-" + strconv.Itoa(i+1)
	if strings.Contains(garihaat.Slugify(m.model), t.slug) {
		slug = garihaat.Slugify(b.name+" "+m.model) + "-" + strconv.Itoa(year) + "-" + strconv.Itoa(i+1)
	}
	desc, descBn := describe(b, m, cond, year, km, depot, i)
	// Drawn in the order the fields always were, so the demo stays the same.
	installment := installmentPrice(cash, 10+r.IntN(16))
	demand := r.Int64N(12)

	v := seed.Vehicle{
		Slug:             slug,
		Title:            title,
		TitleBn:          titleBn,
		Description:      desc,
		DescriptionBn:    descBn,
		BrandSlug:        b.slug,
		TypeSlug:         t.slug,
		Model:            m.model,
		ModelBn:          m.modelBn,
		Year:             year,
		Condition:        cond,
		BodyType:         body,
		Color:            color.name,
		FuelType:         fuel,
		Depot:            depot.name,
		Tonnage:          m.tonnage,
		CashPrice:        cash,
		InstallmentPrice: installment,
		EngineNumber:     engineNumber(r, b),
		ChassisNumber:    chassisNumber(r, b, year),
		OdometerKm:       km,
		Images:           vehicleImages(m.typ, colorIndex(color.name)),
		Features:         pickFeatures(r, m.typ, cond),
		Technical:        technicals[m.model],
	}
	// Two in three listings already have a tracking id from the dealer's
	// system; the rest show N/A.
	if i%3 != 2 {
		v.TrackingID = trackingID(40 + i*17)
	}
	// Only used vehicles are registered; new and freshly imported ones are
	// registered in the buyer's name after the sale.
	if cond == garihaat.ConditionResale {
		v.RegistrationDocuments = true
		v.RegistrationNumber, v.RegistrationNumberBn = registration(r, depot, t)
	}
	return v, demand
}

// titles builds "Brand Model Type Year" in both languages, leaving out the
// type when the model name already says it ("Mahindra Bolero Pickup").
func titles(b brandDef, t typeDef, model, modelBn string, year int) (string, string) {
	y := strconv.Itoa(year)
	if strings.Contains(model, t.name) {
		return b.name + " " + model + " " + y, b.nameBn + " " + modelBn + " " + bnDigits(y)
	}
	return b.name + " " + model + " " + t.name + " " + y,
		b.nameBn + " " + modelBn + " " + t.nameBn + " " + bnDigits(y)
}

// colorIndex finds a colour by name.
func colorIndex(name string) int {
	for i, c := range colors {
		if c.name == name {
			return i
		}
	}
	panic("demo: unknown colour " + name)
}

// engineNumber is the brand's engine code followed by seven digits.
func engineNumber(r *rand.Rand, b brandDef) string {
	return fmt.Sprintf("%s%07d", b.engine, r.IntN(10000000))
}

// vinChars are the characters a chassis (VIN) number may use: no I, O, Q.
const vinChars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"

// chassisNumber is a 17-character VIN: the brand's manufacturer code, six
// descriptor characters, the model-year letter and a serial.
func chassisNumber(r *rand.Rand, b brandDef, year int) string {
	var s [17]byte
	copy(s[:], b.wmi)
	for k := 3; k < 9; k++ {
		s[k] = vinChars[r.IntN(len(vinChars))]
	}
	// VIN year letters: 2010 is A, skipping I, O, Q and U.
	s[9] = "ABCDEFGHJKLMNPRSTVWXY"[(year-2010)%21]
	s[10] = vinChars[r.IntN(23)]
	for k := 11; k < 17; k++ {
		s[k] = byte('0' + r.IntN(10))
	}
	return string(s[:])
}

// registrationClasses are the two-digit series numbers the plates use.
var registrationClasses = []int{11, 12, 13, 14, 15, 16, 18, 19, 20, 24}

// registration is a Bangladeshi plate number in both scripts, e.g.
// "Dhaka Metro-Ta 11-2345" and "ঢাকা মেট্রো-ট ১১-২৩৪৫".
func registration(r *rand.Rand, d depotDef, t typeDef) (string, string) {
	tail := fmt.Sprintf("%d-%04d", registrationClasses[r.IntN(len(registrationClasses))], 1+r.IntN(9999))
	return d.area + "-" + t.class + " " + tail, d.areaBn + "-" + t.classBn + " " + bnDigits(tail)
}

// demoBuyers are the demo's bidders: real accounts, so the offers desk
// shows their names and the vehicle pages count them.
var demoBuyers = []struct{ phone, name string }{
	{"01911000001", "Rahim Transport"}, {"01911000002", "করিম এন্টারপ্রাইজ"}, {"01911000003", "Nadia Logistics"},
	{"01911000004", "সাদিয়া ট্রেডার্স"}, {"01911000005", "Jamal Uddin"}, {"01911000006", "মিজানুর রহমান"},
	{"01911000007", "Chittagong Movers"}, {"01911000008", "হাসান ব্রাদার্স"}, {"01911000009", "Farid Ahmed"},
	{"01911000010", "রংপুর কার্গো"}, {"01911000011", "Sylhet Tea Carriers"}, {"01911000012", "আলম পরিবহন"},
}

// demoOffers gives vehicle number i bidders distinct buyers, some of whom
// offered twice (the second offer higher), from their own random source so
// the rest of the demo does not move.
func demoOffers(v seed.Vehicle, bidders, i int, now time.Time) []seed.Offer {
	r := rand.New(rand.NewPCG(32, uint64(i)))
	var out []seed.Offer
	at := v.CreatedAt
	for k, b := range r.Perm(len(demoBuyers))[:min(bidders, len(demoBuyers))] {
		option, base := garihaat.OptionCash, v.CashPrice
		if k%3 == 2 {
			option, base = garihaat.OptionInstallments, v.InstallmentPrice
		}
		amount := base * int64(86+r.IntN(12)) / 100 / 1000 * 1000
		for n := 0; n < 1+r.IntN(2); n++ {
			at = min(at+int64(1+r.IntN(48))*3600, now.Unix()-60)
			out = append(out, seed.Offer{Phone: demoBuyers[b].phone, Name: demoBuyers[b].name, Option: option, Amount: amount, CreatedAt: at})
			amount += 10000
		}
	}
	return out
}
