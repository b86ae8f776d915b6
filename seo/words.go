package seo

import "garihaat"

// The words of heads and first paints, by id; the web app's translation
// files say the same things (src/locales).
const (
	siteName               = "site_name"
	tagline                = "tagline"
	siteSummary            = "site_summary"
	wordHome               = "word_home"
	wordAllVehicles        = "word_all_vehicles"
	wordBrands             = "word_brands"
	wordCategories         = "word_categories"
	wordHelp               = "word_help"
	wordCash               = "word_cash"
	wordInstallment        = "word_installment"
	wordBrand              = "word_brand"
	wordType               = "word_type"
	wordDepot              = "word_depot"
	wordModel              = "word_model"
	wordYear               = "word_year"
	wordCondition          = "word_condition"
	wordFuel               = "word_fuel"
	wordColor              = "word_color"
	wordBody               = "word_body"
	wordOdometer           = "word_odometer"
	wordTonnage            = "word_tonnage"
	wordPapers             = "word_papers"
	wordSeller             = "word_seller"
	wordDealer             = "word_dealer"
	wordPrivate            = "word_private"
	wordVerified           = "word_verified"
	wordDescription        = "word_description"
	wordQuestions          = "word_questions"
	wordOfferEnds          = "word_offer_ends"
	wordSold               = "word_sold"
	wordVehicles           = "word_vehicles"
	wordNextPage           = "word_next_page"
	wordSearch             = "word_search"
	wordNotFound           = "word_not_found"
	wordSellTitle          = "word_sell_title"
	wordSellEdit           = "word_sell_edit"
	wordSellIntro          = "word_sell_intro"
	wordNotFoundTxt        = "word_not_found_txt"
	wordYes                = "word_yes"
	wordNo                 = "word_no"
	wordCompare            = "word_compare"
	wordCompareHint        = "word_compare_hint"
	wordGVW                = "word_g_v_w"
	wordPower              = "word_power"
	wordCC                 = "word_c_c"
	wordWheelbase          = "word_wheelbase"
	wordAxles              = "word_axles"
	wordSeats              = "word_seats"
	unitKg                 = "unit_kg"
	unitHP                 = "unit_h_p"
	unitCC                 = "unit_c_c"
	unitMM                 = "unit_m_m"
	wordOffersTail         = "word_offers_tail"
	wordSiteTail           = "word_site_tail"
	wordSummary            = "word_summary"
	wordSummaryDepot       = "word_summary_depot"
	wordSummarySeller      = "word_summary_seller"
	wordSummaryOffer       = "word_summary_offer"
	conditionNew           = "condition_new"
	conditionReconditioned = "condition_reconditioned"
	conditionResale        = "condition_resale"
)

// words hold them in English and Bangla, said like the server's messages
// (garihaat.Messages): names given to them are garihaat.Verbatim, so a
// model called "1613" keeps its digits; numbers are written in the
// reader's digits.
var words = garihaat.Messages{
	siteName:               {"Garihaat", "গাড়িহাট"},
	tagline:                {"Commercial vehicle marketplace of Bangladesh", "বাংলাদেশের বাণিজ্যিক গাড়ির মার্কেটপ্লেস"},
	siteSummary:            {"New, reconditioned and resale commercial vehicles in Bangladesh — trucks, buses, pickups, three-wheelers. Verified listings, cash and installment prices, online offers.", "বাংলাদেশে নতুন, রিকন্ডিশন ও রিসেল বাণিজ্যিক গাড়ি — ট্রাক, বাস, পিকআপ, থ্রি-হুইলার। যাচাই করা তালিকা, নগদ ও কিস্তির দাম, অনলাইনে দর প্রস্তাব।"},
	wordHome:               {"Home", "হোম"},
	wordAllVehicles:        {"All vehicles", "সব গাড়ি"},
	wordBrands:             {"All brands", "সব ব্র্যান্ড"},
	wordCategories:         {"All categories", "সব ক্যাটাগরি"},
	wordHelp:               {"Help", "সাহায্য"},
	wordCash:               {"Cash price", "নগদ মূল্য"},
	wordInstallment:        {"Installment price", "কিস্তি মূল্য"},
	wordBrand:              {"Brand", "ব্র্যান্ড"},
	wordType:               {"Type", "ধরন"},
	wordDepot:              {"Depot", "ডিপো"},
	wordModel:              {"Model", "মডেল"},
	wordYear:               {"Model year", "মডেল বছর"},
	wordCondition:          {"Condition", "অবস্থা"},
	wordFuel:               {"Fuel", "জ্বালানি"},
	wordColor:              {"Colour", "রং"},
	wordBody:               {"Body", "বডি"},
	wordOdometer:           {"Odometer", "ওডোমিটার"},
	wordTonnage:            {"Tonnage", "টনেজ"},
	wordPapers:             {"Registration papers", "রেজিস্ট্রেশন কাগজ"},
	wordSeller:             {"Seller", "বিক্রেতা"},
	wordDealer:             {"Garihaat (dealer)", "গাড়িহাট (ডিলার)"},
	wordPrivate:            {"Private seller, through Garihaat", "ব্যক্তিগত বিক্রেতা, গাড়িহাটের মাধ্যমে"},
	wordVerified:           {"verified %s", "যাচাইকৃত %s"},
	wordDescription:        {"Description", "বিবরণ"},
	wordQuestions:          {"Questions buyers asked", "ক্রেতাদের প্রশ্ন"},
	wordOfferEnds:          {"Offer ends", "অফার শেষ"},
	wordSold:               {"Sold", "বিক্রি হয়ে গেছে"},
	wordVehicles:           {"%s vehicles", "%sটি গাড়ি"},
	wordNextPage:           {"Next page", "পরের পাতা"},
	wordSearch:             {"Results for “%s”", "“%s”-এর ফলাফল"},
	wordNotFound:           {"Page not found", "পাতাটি পাওয়া যায়নি"},
	wordSellTitle:          {"Sell your vehicle", "আপনার গাড়ি বিক্রি করুন"},
	wordSellEdit:           {"Edit your listing", "বিজ্ঞাপন সম্পাদনা"},
	wordSellIntro:          {"List your commercial vehicle in a few minutes; Garihaat's staff check it and sell it on your behalf.", "কয়েক মিনিটে আপনার বাণিজ্যিক গাড়ির বিজ্ঞাপন দিন; গাড়িহাটের কর্মীরা যাচাই করে আপনার হয়ে বিক্রি করবেন।"},
	wordNotFoundTxt:        {"The page you are looking for does not exist.", "আপনি যে পাতাটি খুঁজছেন সেটি নেই।"},
	wordYes:                {"Available", "আছে"},
	wordNo:                 {"Not available", "নেই"},
	wordCompare:            {"Compare vehicles", "গাড়ির তুলনা"},
	wordCompareHint:        {"Prices, monthly instalment, year, odometer, depot and features side by side — Garihaat.", "দাম, মাসিক কিস্তি, সাল, ওডোমিটার, ডিপো ও ফিচার পাশাপাশি — গাড়িহাট।"},
	wordGVW:                {"Gross vehicle weight", "মোট ওজন (GVW)"},
	wordPower:              {"Engine power", "ইঞ্জিনের শক্তি"},
	wordCC:                 {"Displacement", "ইঞ্জিনের আয়তন"},
	wordWheelbase:          {"Wheelbase", "হুইলবেস"},
	wordAxles:              {"Axle configuration", "এক্সেল বিন্যাস"},
	wordSeats:              {"Seats", "আসন"},
	unitKg:                 {"kg", "কেজি"},
	unitHP:                 {"hp", "হর্সপাওয়ার"},
	unitCC:                 {"cc", "সিসি"},
	unitMM:                 {"mm", "মিমি"},
	wordOffersTail:         {". Cash and installment prices, online offers — Garihaat.", "। নগদ ও কিস্তির দাম, অনলাইনে দর প্রস্তাব — গাড়িহাট।"},
	wordSiteTail:           {". Garihaat — ", "। গাড়িহাট — "},
	wordSummary:            {"%[1]s — cash price %[2]s, installment %[3]s. Brand %[4]s, %[5]s", "%[1]s — নগদ মূল্য %[2]s, কিস্তিতে %[3]s। ব্র্যান্ড %[4]s, ধরন %[5]s"},
	wordSummaryDepot:       {", at our %s depot", ", ডিপো %s"},
	wordSummarySeller:      {". %s", "। %s"},
	wordSummaryOffer:       {". Make an offer on Garihaat.", "। গাড়িহাটে দর প্রস্তাব দিন।"},
	conditionNew:           {"New", "নতুন"},
	conditionReconditioned: {"Reconditioned", "রিকন্ডিশন"},
	conditionResale:        {"Resale", "রিসেল"},
}

// conditions name a vehicle's condition by its value.
var conditions = map[string]string{
	garihaat.ConditionNew:           conditionNew,
	garihaat.ConditionReconditioned: conditionReconditioned,
	garihaat.ConditionResale:        conditionResale,
}

// say is id's words in l with args put in.
func say(l Lang, id string, args ...any) string { return words.Say(string(l), id, args...) }
