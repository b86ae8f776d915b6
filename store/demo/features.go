package demo

import (
	"math/rand/v2"

	"garihaat"
	"garihaat/store/seed"
)

// featureDef is a feature and the vehicle types it fits, as a bit mask of
// type indexes, so a CNG auto never advertises an LED TV.
type featureDef struct {
	name, nameBn string
	types        uint8
}

// Type masks for featureDef.types.
const (
	fBus   = 1 << typeBus
	fTruck = 1 << typeTruck
	fPick  = 1 << typePickup
	fThree = 1 << typeThreeWheeler
	fHH    = 1 << typeHumanHauler
	fAll   = fBus | fTruck | fPick | fThree | fHH
	fMotor = fBus | fTruck | fPick | fHH // four wheels or more
)

// featurePool lists the features of each category shown on the vehicle
// page (garihaat.FeatureCategories).
var featurePool = map[string][]featureDef{
	"benefits": {
		{"Power Steering", "পাওয়ার স্টিয়ারিং", fMotor},
		{"Air Conditioning", "শীতাতপ নিয়ন্ত্রণ (এসি)", fBus | fPick | fHH},
		{"Low Fuel Consumption", "কম জ্বালানি খরচ", fAll},
		{"Nationwide Service Network", "দেশজুড়ে সার্ভিস নেটওয়ার্ক", fAll},
		{"Genuine Spare Parts Available", "আসল খুচরা যন্ত্রাংশ সহজলভ্য", fAll},
		{"High Ground Clearance", "উঁচু গ্রাউন্ড ক্লিয়ারেন্স", fTruck | fPick},
	},
	"entertainment": {
		{"FM Radio", "এফএম রেডিও", fAll},
		{"USB Charging Port", "ইউএসবি চার্জিং পোর্ট", fAll},
		{"Bluetooth Audio", "ব্লুটুথ অডিও", fMotor},
		{"Touchscreen Display", "টাচস্ক্রিন ডিসপ্লে", fBus | fPick},
		{"LED TV", "এলইডি টিভি", fBus},
		{"Public Address System", "পাবলিক অ্যাড্রেস সিস্টেম", fBus},
	},
	"exterior": {
		{"LED Headlamps", "এলইডি হেডল্যাম্প", fAll},
		{"Fog Lamps", "ফগ ল্যাম্প", fMotor},
		{"Alloy Wheels", "অ্যালয় হুইল", fPick},
		{"Chrome Grille", "ক্রোম গ্রিল", fPick | fBus},
		{"Mud Flaps", "মাড ফ্ল্যাপ", fTruck | fBus | fHH},
		{"Tarpaulin Cover", "ত্রিপল কভার", fTruck},
		{"Roof Carrier", "ছাদের ক্যারিয়ার", fHH | fThree},
		{"Rain Curtains", "বৃষ্টির পর্দা", fThree},
		{"Side Steps", "সাইড স্টেপ", fPick | fHH},
	},
	"safety": {
		{"ABS Brakes", "এবিএস ব্রেক", fBus | fTruck | fPick},
		{"Air Brakes", "এয়ার ব্রেক", fBus | fTruck},
		{"Hydraulic Brakes", "হাইড্রোলিক ব্রেক", fThree | fHH | fPick},
		{"Dual Airbags", "ডুয়াল এয়ারব্যাগ", fPick},
		{"Reverse Camera", "রিভার্স ক্যামেরা", fBus | fTruck | fPick},
		{"Speed Limiter", "স্পিড লিমিটার", fBus | fTruck},
		{"GPS Tracker", "জিপিএস ট্র্যাকার", fAll},
		{"Fire Extinguisher", "অগ্নিনির্বাপক যন্ত্র", fBus | fTruck | fHH},
		{"Emergency Exit", "জরুরি বহির্গমন পথ", fBus},
		{"Safety Grille Doors", "নিরাপত্তা গ্রিলের দরজা", fThree},
	},
	"seating": {
		{"Reclining Seats", "হেলানো যায় এমন সিট", fBus},
		{"Fabric Seats", "ফ্যাব্রিক সিট", fMotor},
		{"Leather Seats", "লেদার সিট", fPick},
		{"Adjustable Driver Seat", "অ্যাডজাস্টেবল চালকের সিট", fMotor},
		{"Driver Sleeper Berth", "চালকের স্লিপার বার্থ", fTruck},
		{"Three-Seater Cabin", "তিন আসনের কেবিন", fTruck},
		{"Cushioned Passenger Bench", "গদিযুক্ত যাত্রী বেঞ্চ", fThree | fHH},
		{"Passenger Grab Rails", "যাত্রীদের ধরার হাতল", fBus | fHH | fThree},
	},
}

// pickFeatures chooses one or two features per category that fit the
// vehicle type (5–11 in all, enough for every group to show), in the
// pool's order so the page lists them consistently. New vehicles always
// carry the warranty benefit.
func pickFeatures(r *rand.Rand, typ int, cond string) []seed.Feature {
	var out []seed.Feature
	if cond == garihaat.ConditionNew {
		out = append(out, seed.Feature{Category: "benefits", Name: "Manufacturer Warranty", NameBn: "প্রস্তুতকারকের ওয়ারেন্টি"})
	}
	for _, cat := range garihaat.FeatureCategories {
		var fit []featureDef
		for _, f := range featurePool[cat] {
			if f.types&(1<<typ) != 0 {
				fit = append(fit, f)
			}
		}
		want := 1 + r.IntN(min(2, len(fit)))
		// Keep a random subset of size want, preserving pool order.
		for k, f := range fit {
			left := len(fit) - k
			if r.IntN(left) < want {
				out = append(out, seed.Feature{Category: cat, Name: f.name, NameBn: f.nameBn})
				want--
			}
		}
	}
	return out
}
