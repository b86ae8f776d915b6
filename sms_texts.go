package garihaat

// The SMS texts, said like every other message (say.go): the builders
// below pick an id and give names, links and codes as Verbatim — a vehicle
// called "1613" keeps its digits — and counts and amounts as numbers.
const (
	smsSignInCode       = "sms_sign_in_code"
	smsOfferCode        = "sms_offer_code"
	smsOptionCash       = "sms_option_cash"
	smsOptionInstalment = "sms_option_instalment"
	smsOfferWon         = "sms_offer_won"
	smsOfferLost        = "sms_offer_lost"
	smsOutbid           = "sms_outbid"
	smsSellerPublished  = "sms_seller_published"
	smsSellerChanges    = "sms_seller_changes"
	smsSellerRefused    = "sms_seller_refused"
	smsSellerSold       = "sms_seller_sold"
	smsAwayForwarded    = "sms_away_forwarded"
	smsAwayListing      = "sms_away_listing"
	smsAwayAnswer       = "sms_away_answer"
	smsDigestSearch     = "sms_digest_search"
	smsDigestDrop       = "sms_digest_drop"
	smsDigestHead       = "sms_digest_head"
	smsDigestMore       = "sms_digest_more"
	smsDigestStop       = "sms_digest_stop"
)

// smsTexts hold the SMS in English and Bangla. %[n]s orders the arguments
// where the languages put them differently.
var smsTexts = Messages{
	smsSignInCode: {"Garihaat: your sign-in code is %s. It is valid for %s minutes. Do not share it with anyone.",
		"গাড়িহাট: আপনার লগইন কোড %s। কোডটি %s মিনিট বৈধ। কাউকে এই কোড জানাবেন না।"},
	// code, cash or installment, amount, minutes.
	smsOfferCode: {"Garihaat: code %[1]s confirms your binding %[2]s offer of Tk %[3]s. Valid %[4]s minutes. Do not share it.",
		"গাড়িহাট: %[2]s ৳%[3]s দর প্রস্তাব নিশ্চিত করার কোড %[1]s। %[4]s মিনিট বৈধ। কাউকে জানাবেন না।"},
	smsOptionCash:       {"cash", "নগদ"},
	smsOptionInstalment: {"installment", "কিস্তিতে"},
	// offer number, vehicle.
	smsOfferWon: {"Garihaat: your offer %[1]s for %[2]s has won. Our sales team will call you shortly.",
		"গাড়িহাট: %[2]s গাড়ির জন্য আপনার অফার %[1]s বিজয়ী হয়েছে। আমাদের বিক্রয় দল শিগগিরই আপনাকে ফোন করবে।"},
	smsOfferLost: {"Garihaat: your offer %[1]s for %[2]s was not selected. Thank you for bidding; see other vehicles on garihaat.",
		"গাড়িহাট: %[2]s গাড়ির জন্য আপনার অফার %[1]s নির্বাচিত হয়নি। অংশ নেওয়ার জন্য ধন্যবাদ।"},
	smsOutbid: {"Garihaat: a higher offer was placed on %s. Open the vehicle page to bid again.",
		"গাড়িহাট: %s গাড়িতে আপনার চেয়ে বেশি অফার এসেছে। আবার অফার দিতে গাড়ির পাতা খুলুন।"},
	// vehicle, staff's note.
	smsSellerPublished: {"Garihaat: your %s is verified and now on sale. We will tell you of offers.",
		"গাড়িহাট: আপনার %s যাচাই হয়েছে এবং এখন বিক্রির জন্য সাইটে আছে। অফার এলে জানাব।"},
	smsSellerChanges: {"Garihaat: please change your listing of %s: %s Open My listings to edit it.",
		"গাড়িহাট: আপনার %s বিজ্ঞাপনে কিছু পরিবর্তন দরকার: %s 'আমার বিজ্ঞাপন' খুলে বদলান।"},
	smsSellerRefused: {"Garihaat: we cannot list your %s: %s",
		"গাড়িহাট: আপনার %s আমরা তালিকায় রাখতে পারছি না: %s"},
	smsSellerSold: {"Garihaat: your %s is sold. Our sales team will call you about the payment.",
		"গাড়িহাট: আপনার %s বিক্রি হয়েছে। টাকা বুঝিয়ে দিতে আমাদের বিক্রয় দল আপনাকে ফোন করবে।"},
	// link.
	smsAwayForwarded: {"Garihaat: a buyer asked about your listing — %s", "গাড়িহাট: আপনার বিজ্ঞাপনের গাড়ি নিয়ে একজন ক্রেতা প্রশ্ন করেছেন — %s"},
	smsAwayListing:   {"Garihaat: a new message about your listing — %s", "গাড়িহাট: আপনার বিজ্ঞাপন নিয়ে নতুন বার্তা — %s"},
	smsAwayAnswer:    {"Garihaat: your question has an answer — %s", "গাড়িহাট: আপনার প্রশ্নের উত্তর এসেছে — %s"},
	// new vehicles, search's name.
	smsDigestSearch: {"%[1]s new for \"%[2]s\"", "\"%[2]s\" %[1]sটি নতুন গাড়ি"},
	// vehicle, price now, price before.
	smsDigestDrop: {"%s now %s (was %s)", "%s %s (আগে %s)"},
	smsDigestHead: {"Garihaat: ", "গাড়িহাট: "},
	smsDigestMore: {" +%s more", " +%sটি আরও"},
	smsDigestStop: {". Stop: ", "। বন্ধ: "},
}

// sellerSMS is the SMS a seller gets for each state staff or a purchase
// move their listing to; a state without one gets the sold one (the only
// other move a seller is told of).
var sellerSMS = map[string]string{
	VehiclePublished:        smsSellerPublished,
	VehicleChangesRequested: smsSellerChanges,
	VehicleRefused:          smsSellerRefused,
	VehicleSold:             smsSellerSold,
}

// sellerSMSNoted are the states whose SMS carries staff's note.
var sellerSMSNoted = map[string]bool{VehicleChangesRequested: true, VehicleRefused: true}

// smsSay is id's SMS text: in English when lang is "en", in Bangla — the
// site's default — otherwise, as a recipient without a language gets it.
func smsSay(lang, id string, args ...any) string {
	if lang != "en" {
		lang = "bn"
	}
	return smsTexts.Say(lang, id, args...)
}
