package demo

import (
	"garihaat"
	"garihaat/store/seed"
)

// Reference data shared by the demo and the synthetic catalogue: brands,
// vehicle types and the lookup attributes. Keeping one list means the
// benchmark database looks like the demo one, only bigger.

// brandDef is a brand plus what its logo and serial numbers need.
type brandDef struct {
	slug, name, nameBn string
	color              string // logo colour
	engine             string // engine number prefix
	wmi                string // first three characters of the chassis number
}

// brands lists real commercial-vehicle makers sold in Bangladesh. The first
// ten are the synthetic catalogue's brands, so they must stay first.
var brands = []brandDef{
	{"tata", "Tata", "টাটা", "#1d4f91", "497TC", "MAT"},
	{"ashok-leyland", "Ashok Leyland", "অশোক লেল্যান্ড", "#0f6cbd", "H6ET", "MB1"},
	{"mahindra", "Mahindra", "মাহিন্দ্রা", "#c8102e", "M2DI", "MA1"},
	{"eicher", "Eicher", "আইশার", "#6d2077", "E494", "MC2"},
	{"dongfeng", "DongFeng", "ডংফেং", "#b5121b", "YC4S", "LGD"},
	{"isuzu", "Isuzu", "ইসুজু", "#d9001b", "4HK1", "MPA"},
	{"hino", "Hino", "হিনো", "#a6192e", "J08E", "JHD"},
	{"foton", "Foton", "ফোটন", "#00529b", "ISF28", "LVB"},
	{"bajaj", "Bajaj", "বাজাজ", "#0054a6", "AE4S", "MD2"},
	{"tvs", "TVS", "টিভিএস", "#1c3f94", "TK2C", "MD6"},
	{"piaggio", "Piaggio", "পিয়াজিও", "#00468c", "M9CN", "MBX"},
	{"toyota", "Toyota", "টয়োটা", "#eb0a1e", "2GDF", "MR0"},
}

// typeDef is a vehicle type; class is the letter of Bangladeshi
// registration numbers for that kind of vehicle (English and Bangla).
type typeDef struct {
	slug, name, nameBn string
	class, classBn     string
}

// Vehicle types in display order; indexes are used as type ids inside
// this package (typeBus…typeHumanHauler).
var types = []typeDef{
	{"bus", "Bus", "বাস", "Ba", "ব"},
	{"truck", "Truck", "ট্রাক", "Ta", "ট"},
	{"pickup", "Pickup", "পিকআপ", "Na", "ন"},
	{"three-wheeler", "Three-Wheeler", "থ্রি-হুইলার", "Tha", "থ"},
	{"human-hauler", "Human Hauler", "হিউম্যান হলার", "Ma", "ম"},
}

// Indexes into types.
const (
	typeBus = iota
	typeTruck
	typePickup
	typeThreeWheeler
	typeHumanHauler
)

// colorDef is a paint colour with the fills its illustrations use.
type colorDef struct {
	name, nameBn string
	body, shade  string
}

// colors are the spec's six filter colours (§3).
var colors = []colorDef{
	{"Black", "কালো", "#2e3338", "#1b1f23"},
	{"Silver", "সিলভার", "#c9ced4", "#a2aab3"},
	{"Gray", "ধূসর", "#7d848c", "#5c636b"},
	{"Red", "লাল", "#c9302c", "#98211e"},
	{"Blue", "নীল", "#2f62b5", "#224a8a"},
	{"White", "সাদা", "#f8f8f6", "#d5dae0"},
}

// nameBn is an English name with its Bangla form.
type nameBn struct{ en, bn string }

// fuels are the spec's four fuel types (§3).
var fuels = []nameBn{
	{"Gas", "গ্যাস"},
	{"Hybrid", "হাইব্রিড"},
	{"Diesel", "ডিজেল"},
	{"Hydrogen", "হাইড্রোজেন"},
}

// depotDef is a depot and the registration area of vehicles kept there.
type depotDef struct {
	name, nameBn string
	area, areaBn string
}

// depots are where vehicles wait for inspection; eight of them, as the
// synthetic distribution asks.
var depots = []depotDef{
	{"Dhaka Tejgaon", "ঢাকা তেজগাঁও", "Dhaka Metro", "ঢাকা মেট্রো"},
	{"Chattogram", "চট্টগ্রাম", "Chatta Metro", "চট্ট মেট্রো"},
	{"Gazipur", "গাজীপুর", "Gazipur", "গাজীপুর"},
	{"Narayanganj", "নারায়ণগঞ্জ", "Narayanganj", "নারায়ণগঞ্জ"},
	{"Bogura", "বগুড়া", "Bogura", "বগুড়া"},
	{"Khulna", "খুলনা", "Khulna Metro", "খুলনা মেট্রো"},
	{"Sylhet", "সিলেট", "Sylhet Metro", "সিলেট মেট্রো"},
	{"Rajshahi", "রাজশাহী", "Rajshahi Metro", "রাজশাহী মেট্রো"},
}

// Body types; the bodies of each vehicle type are in typeBodies.
var bodyTypes = []nameBn{
	{"Open Body", "ওপেন বডি"},
	{"Covered Van", "কাভার্ড ভ্যান"},
	{"Tipper", "টিপার"},
	{"Single Cabin", "সিঙ্গেল কেবিন"},
	{"Double Cabin", "ডাবল কেবিন"},
	{"Seater Coach", "সিটার কোচ"},
	{"Minibus", "মিনিবাস"},
	{"CNG Auto", "সিএনজি অটো"},
	{"Cargo Carrier", "কার্গো ক্যারিয়ার"},
	{"Passenger Carrier", "যাত্রীবাহী"},
}

// typeBodies are the body types that make sense for each vehicle type.
var typeBodies = [][]string{
	typeBus:          {"Seater Coach", "Minibus"},
	typeTruck:        {"Open Body", "Covered Van", "Tipper"},
	typePickup:       {"Single Cabin", "Double Cabin"},
	typeThreeWheeler: {"CNG Auto", "Cargo Carrier"},
	typeHumanHauler:  {"Passenger Carrier"},
}

// tonnages are payload classes; buses and passenger three-wheelers have none.
var tonnages = []nameBn{
	{"0.5 Ton", "০.৫ টন"},
	{"1 Ton", "১ টন"},
	{"1.5 Ton", "১.৫ টন"},
	{"3 Ton", "৩ টন"},
	{"5 Ton", "৫ টন"},
	{"7.5 Ton", "৭.৫ টন"},
	{"10 Ton", "১০ টন"},
	{"15 Ton", "১৫ টন"},
}

// typeTonnages are the synthetic catalogue's payload choices per type.
var typeTonnages = [][]string{
	typeBus:          {""},
	typeTruck:        {"3 Ton", "5 Ton", "7.5 Ton", "10 Ton", "15 Ton"},
	typePickup:       {"0.5 Ton", "1 Ton", "1.5 Ton"},
	typeThreeWheeler: {"", "0.5 Ton"},
	typeHumanHauler:  {""},
}

// seedBrands returns the brand rows of the first n brands.
func seedBrands(n int) []seed.Brand {
	out := make([]seed.Brand, n)
	for i, b := range brands[:n] {
		out[i] = seed.Brand{Slug: b.slug, Name: b.name, NameBn: b.nameBn, IconImage: mediaURL(brandLogoPath(b.slug))}
	}
	return out
}

// seedTypes returns the five vehicle type rows.
func seedTypes() []seed.Type {
	out := make([]seed.Type, len(types))
	for i, t := range types {
		out[i] = seed.Type{Slug: t.slug, Name: t.name, NameBn: t.nameBn, IconImage: mediaURL(typeIconPath(t.slug))}
	}
	return out
}

// seedAttributes returns every lookup row: body types, colours, fuels,
// depots and tonnages.
func seedAttributes() []seed.Attribute {
	var out []seed.Attribute
	add := func(kind, en, bn string) {
		out = append(out, seed.Attribute{Kind: kind, Name: en, NameBn: bn})
	}
	for _, b := range bodyTypes {
		add(garihaat.KindBodyType, b.en, b.bn)
	}
	for _, c := range colors {
		add(garihaat.KindColor, c.name, c.nameBn)
	}
	for _, f := range fuels {
		add(garihaat.KindFuelType, f.en, f.bn)
	}
	for _, d := range depots {
		out = append(out, seed.Attribute{Kind: garihaat.KindDepot, Name: d.name, NameBn: d.nameBn, District: depotDistricts[d.name]})
	}
	for _, t := range tonnages {
		add(garihaat.KindTonnage, t.en, t.bn)
	}
	return out
}
