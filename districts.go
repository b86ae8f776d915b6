package garihaat

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// The 64 districts of Bangladesh (issue 50): where a seller's vehicle
// stands when it is at none of the dealer's depots. This list is the one
// copy: the web reads it from GET /api/districts, the store writes the
// names into the search column so "truck cumilla" and "ট্রাক কুমিল্লা" find it.

// District is one district, named in both languages; Also are spellings
// people still type (the names before the 2018 renaming).
type District struct {
	Code string   `json:"code"`
	Name string   `json:"name"`
	Bn   string   `json:"name_bn"`
	Also []string `json:"-"`
}

// district builds an entry with its Bangla name in NFC, the form the
// search folds text to (keyboards type য় two ways).
func district(code, name, bn string, also ...string) District {
	return District{Code: code, Name: name, Bn: norm.NFC.String(bn), Also: also}
}

// Districts lists every district by division, each division's in
// alphabetical order.
var Districts = []District{
	// Dhaka division
	district("dhaka", "Dhaka", "ঢাকা"), district("faridpur", "Faridpur", "ফরিদপুর"),
	district("gazipur", "Gazipur", "গাজীপুর"), district("gopalganj", "Gopalganj", "গোপালগঞ্জ"),
	district("kishoreganj", "Kishoreganj", "কিশোরগঞ্জ"), district("madaripur", "Madaripur", "মাদারীপুর"),
	district("manikganj", "Manikganj", "মানিকগঞ্জ"), district("munshiganj", "Munshiganj", "মুন্সিগঞ্জ"),
	district("narayanganj", "Narayanganj", "নারায়ণগঞ্জ"), district("narsingdi", "Narsingdi", "নরসিংদী"),
	district("rajbari", "Rajbari", "রাজবাড়ী"), district("shariatpur", "Shariatpur", "শরীয়তপুর"),
	district("tangail", "Tangail", "টাঙ্গাইল"),
	// Chattogram division
	district("bandarban", "Bandarban", "বান্দরবান"), district("brahmanbaria", "Brahmanbaria", "ব্রাহ্মণবাড়িয়া"),
	district("chandpur", "Chandpur", "চাঁদপুর"), district("chattogram", "Chattogram", "চট্টগ্রাম", "chittagong", "ctg"),
	district("cumilla", "Cumilla", "কুমিল্লা", "comilla"), district("coxs-bazar", "Cox's Bazar", "কক্সবাজার", "coxsbazar"),
	district("feni", "Feni", "ফেনী"), district("khagrachhari", "Khagrachhari", "খাগড়াছড়ি"),
	district("lakshmipur", "Lakshmipur", "লক্ষ্মীপুর"), district("noakhali", "Noakhali", "নোয়াখালী"),
	district("rangamati", "Rangamati", "রাঙ্গামাটি"),
	// Rajshahi division
	district("bogura", "Bogura", "বগুড়া", "bogra"), district("chapainawabganj", "Chapainawabganj", "চাঁপাইনবাবগঞ্জ"),
	district("joypurhat", "Joypurhat", "জয়পুরহাট"), district("naogaon", "Naogaon", "নওগাঁ"),
	district("natore", "Natore", "নাটোর"), district("pabna", "Pabna", "পাবনা"),
	district("rajshahi", "Rajshahi", "রাজশাহী"), district("sirajganj", "Sirajganj", "সিরাজগঞ্জ"),
	// Khulna division
	district("bagerhat", "Bagerhat", "বাগেরহাট"), district("chuadanga", "Chuadanga", "চুয়াডাঙ্গা"),
	district("jashore", "Jashore", "যশোর", "jessore"), district("jhenaidah", "Jhenaidah", "ঝিনাইদহ"),
	district("khulna", "Khulna", "খুলনা"), district("kushtia", "Kushtia", "কুষ্টিয়া"),
	district("magura", "Magura", "মাগুরা"), district("meherpur", "Meherpur", "মেহেরপুর"),
	district("narail", "Narail", "নড়াইল"), district("satkhira", "Satkhira", "সাতক্ষীরা"),
	// Barishal division
	district("barguna", "Barguna", "বরগুনা"), district("barishal", "Barishal", "বরিশাল", "barisal"),
	district("bhola", "Bhola", "ভোলা"), district("jhalokati", "Jhalokati", "ঝালকাঠি"),
	district("patuakhali", "Patuakhali", "পটুয়াখালী"), district("pirojpur", "Pirojpur", "পিরোজপুর"),
	// Sylhet division
	district("habiganj", "Habiganj", "হবিগঞ্জ"), district("moulvibazar", "Moulvibazar", "মৌলভীবাজার"),
	district("sunamganj", "Sunamganj", "সুনামগঞ্জ"), district("sylhet", "Sylhet", "সিলেট"),
	// Rangpur division
	district("dinajpur", "Dinajpur", "দিনাজপুর"), district("gaibandha", "Gaibandha", "গাইবান্ধা"),
	district("kurigram", "Kurigram", "কুড়িগ্রাম"), district("lalmonirhat", "Lalmonirhat", "লালমনিরহাট"),
	district("nilphamari", "Nilphamari", "নীলফামারী"), district("panchagarh", "Panchagarh", "পঞ্চগড়"),
	district("rangpur", "Rangpur", "রংপুর"), district("thakurgaon", "Thakurgaon", "ঠাকুরগাঁও"),
	// Mymensingh division
	district("jamalpur", "Jamalpur", "জামালপুর"), district("mymensingh", "Mymensingh", "ময়মনসিংহ"),
	district("netrokona", "Netrokona", "নেত্রকোনা"), district("sherpur", "Sherpur", "শেরপুর"),
}

// DistrictOf is the district of code, and whether there is one.
func DistrictOf(code string) (District, bool) {
	for _, d := range Districts {
		if d.Code == code {
			return d, true
		}
	}
	return District{}, false
}

// SearchWords are the district's names a search may be typed with, in
// both languages and the older spellings, lower-cased.
func (d District) SearchWords() string {
	return strings.ToLower(strings.Join(append([]string{d.Name, d.Bn}, d.Also...), " "))
}

// DistrictNumber is code's position in Districts plus one, 0 for none or
// an unknown code: how the list index keeps a vehicle's district in a byte.
func DistrictNumber(code string) uint8 {
	for i, d := range Districts {
		if d.Code == code {
			return uint8(i + 1)
		}
	}
	return 0
}
