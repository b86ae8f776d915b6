package seo

import (
	"strings"

	"garihaat"
)

// Lang is the language a page is rendered in: Bangla unless the address
// says ?lang=en.
type Lang string

const (
	Bangla  Lang = "bn"
	English Lang = "en"
)

// LangOf reads the lang query parameter: "en" selects English, anything
// else (or nothing) Bangla, the site's default.
func LangOf(param string) Lang {
	if param == "en" {
		return English
	}
	return Bangla
}

// text is one phrase in both languages.
type text struct{ bn, en string }

func (t text) in(l Lang) string {
	if l == English {
		return t.en
	}
	return t.bn
}

// pick returns the Bangla form of a translated name under Bangla when it has
// one, the original (English) otherwise: the same fallback as the web app.
func pick(l Lang, en, bn string) string {
	if l == Bangla && strings.TrimSpace(bn) != "" {
		return bn
	}
	return en
}

// Words shared by heads and first paints; the web app's translation files
// say the same things (src/locales).
var (
	siteName    = text{"গাড়িহাট", "Garihaat"}
	tagline     = text{"বাংলাদেশের বাণিজ্যিক গাড়ির মার্কেটপ্লেস", "Commercial vehicle marketplace of Bangladesh"}
	siteSummary = text{
		"বাংলাদেশে নতুন, রিকন্ডিশন ও রিসেল বাণিজ্যিক গাড়ি — ট্রাক, বাস, পিকআপ, থ্রি-হুইলার। যাচাই করা তালিকা, নগদ ও কিস্তির দাম, অনলাইনে দর প্রস্তাব।",
		"New, reconditioned and resale commercial vehicles in Bangladesh — trucks, buses, pickups, three-wheelers. Verified listings, cash and installment prices, online offers.",
	}
	wordHome        = text{"হোম", "Home"}
	wordAllVehicles = text{"সব গাড়ি", "All vehicles"}
	wordBrands      = text{"সব ব্র্যান্ড", "All brands"}
	wordCategories  = text{"সব ক্যাটাগরি", "All categories"}
	wordHelp        = text{"সাহায্য", "Help"}
	wordCash        = text{"নগদ মূল্য", "Cash price"}
	wordInstallment = text{"কিস্তি মূল্য", "Installment price"}
	wordBrand       = text{"ব্র্যান্ড", "Brand"}
	wordType        = text{"ধরন", "Type"}
	wordDepot       = text{"ডিপো", "Depot"}
	wordModel       = text{"মডেল", "Model"}
	wordYear        = text{"মডেল বছর", "Model year"}
	wordCondition   = text{"অবস্থা", "Condition"}
	wordFuel        = text{"জ্বালানি", "Fuel"}
	wordColor       = text{"রং", "Colour"}
	wordBody        = text{"বডি", "Body"}
	wordOdometer    = text{"ওডোমিটার", "Odometer"}
	wordTonnage     = text{"টনেজ", "Tonnage"}
	wordPapers      = text{"রেজিস্ট্রেশন কাগজ", "Registration papers"}
	wordSeller      = text{"বিক্রেতা", "Seller"}
	wordDealer      = text{"গাড়িহাট (ডিলার)", "Garihaat (dealer)"}
	wordPrivate     = text{"ব্যক্তিগত বিক্রেতা, গাড়িহাটের মাধ্যমে", "Private seller, through Garihaat"}
	wordVerified    = text{"যাচাইকৃত %s", "verified %s"}
	wordDescription = text{"বিবরণ", "Description"}
	wordQuestions   = text{"ক্রেতাদের প্রশ্ন", "Questions buyers asked"}
	wordOfferEnds   = text{"অফার শেষ", "Offer ends"}
	wordSold        = text{"বিক্রি হয়ে গেছে", "Sold"}
	wordVehicles    = text{"টি গাড়ি", " vehicles"}
	wordNextPage    = text{"পরের পাতা", "Next page"}
	wordSearch      = text{"“%s”-এর ফলাফল", "Results for “%s”"}
	wordNotFound    = text{"পাতাটি পাওয়া যায়নি", "Page not found"}
	wordSellTitle   = text{"আপনার গাড়ি বিক্রি করুন", "Sell your vehicle"}
	wordSellEdit    = text{"বিজ্ঞাপন সম্পাদনা", "Edit your listing"}
	wordSellIntro   = text{"কয়েক মিনিটে আপনার বাণিজ্যিক গাড়ির বিজ্ঞাপন দিন; গাড়িহাটের কর্মীরা যাচাই করে আপনার হয়ে বিক্রি করবেন।", "List your commercial vehicle in a few minutes; Garihaat's staff check it and sell it on your behalf."}
	wordNotFoundTxt = text{"আপনি যে পাতাটি খুঁজছেন সেটি নেই।", "The page you are looking for does not exist."}
	wordYes         = text{"আছে", "Available"}
	wordNo          = text{"নেই", "Not available"}
	conditions      = map[string]text{
		"new":           {"নতুন", "New"},
		"reconditioned": {"রিকন্ডিশন", "Reconditioned"},
		"resale":        {"রিসেল", "Resale"},
	}
)

// digits writes s's ASCII digits as Bengali digits under Bangla.
func digits(s string, l Lang) string {
	if l != Bangla {
		return s
	}
	return garihaat.BengaliDigits(s)
}

// Number writes n with lakh/crore grouping (12,34,567), in Bengali digits
// under Bangla: the grouping people in Bangladesh read prices in.
func Number(n int64, l Lang) string { return digits(garihaat.GroupLakh(n), l) }

// Price is an amount in taka with the taka sign: ৳১২,৩৪,৫৬৭ or ৳12,34,567.
func Price(n int64, l Lang) string { return "৳" + Number(n, l) }
