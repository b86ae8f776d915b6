package httpapi

import (
	"net/http"
	"strings"
)

// Languages the API answers messages in.
const (
	langBn = "bn"
	langEn = "en"
)

// language picks the caller's language from Accept-Language: English when
// English comes first, else Bangla (the default).
func language(r *http.Request) string {
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag := strings.ToLower(strings.TrimSpace(strings.SplitN(part, ";", 2)[0]))
		switch {
		case strings.HasPrefix(tag, "en"):
			return langEn
		case strings.HasPrefix(tag, "bn"):
			return langBn
		}
	}
	return langBn
}

// translate returns msg in lang. Messages are written in English (the
// spec's wording) and looked up here for Bangla; an unknown message stays
// English, the fallback language.
func translate(lang, msg string) string {
	if lang == langEn {
		return msg
	}
	if bn, ok := bangla[msg]; ok {
		return bn
	}
	return msg
}

// bangla holds the Bangla form of every message the API sends.
var bangla = map[string]string{
	"Internal error.":                               "সার্ভারে একটি সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।",
	"No such API endpoint.":                         "এমন কোনো এপিআই ঠিকানা নেই।",
	"Vehicle not found.":                            "গাড়িটি পাওয়া যায়নি।",
	"Not found.":                                    "পাওয়া যায়নি।",
	"The request body is too large.":                "অনুরোধের আকার অনেক বড়।",
	"The request body is empty.":                    "অনুরোধে কোনো তথ্য নেই।",
	"The request body is not valid JSON.":           "অনুরোধের তথ্য সঠিক JSON নয়।",
	"This field has the wrong type.":                "এই ঘরের মানের ধরন সঠিক নয়।",
	"Please correct the highlighted fields.":        "চিহ্নিত ঘরগুলো ঠিক করুন।",
	"Invalid filter.":                               "ফিল্টার সঠিক নয়।",
	"Must be a positive whole number.":              "একটি ধনাত্মক পূর্ণসংখ্যা দিন।",
	"Must be a list of ids.":                        "আইডির তালিকা সঠিক নয়।",
	"Too many values.":                              "অনেক বেশি মান দেওয়া হয়েছে।",
	"Must be a range like 660000-860000.":           "বাজেটের সীমা ৬৬০০০০-৮৬০০০০ এর মতো করে দিন।",
	"Must be cash or installment.":                  "নগদ অথবা কিস্তি বেছে নিন।",
	"Must be newest, price_asc or price_desc.":      "সাজানোর ধরন সঠিক নয়।",
	"The search text is too long.":                  "খোঁজার লেখা অনেক বড়।",
	"Min Budget cannot be greater than Max Budget.": "সর্বনিম্ন বাজেট সর্বোচ্চ বাজেটের চেয়ে বেশি হতে পারে না।",
	// Bids.
	"The vehicle is required.":                                    "গাড়ি নির্বাচন করা হয়নি।",
	"This vehicle does not exist.":                                "এই গাড়িটি নেই।",
	"Offer time is closed":                                        "অফারের সময় শেষ",
	"Please choose cash or installments.":                         "নগদ অথবা কিস্তি বেছে নিন।",
	"The selected option must be cash or installments.":           "নির্বাচিত বিকল্পটি নগদ অথবা কিস্তি হতে হবে।",
	"Phone number is required":                                    "ফোন নম্বর আবশ্যক",
	"Phone number must be an 11-digit Bangladeshi mobile number.": "ফোন নম্বরটি ১১ সংখ্যার বাংলাদেশি মোবাইল নম্বর হতে হবে।",
	"The offer amount is required.":                               "অফারের পরিমাণ আবশ্যক।",
	"The offer amount must be a positive whole number of taka.":   "অফারের পরিমাণ টাকায় একটি ধনাত্মক পূর্ণসংখ্যা হতে হবে।",
	"The offer amount is too large.":                              "অফারের পরিমাণ অনেক বেশি।",
	"Your offer has been received.":                               "আপনার অফারটি গ্রহণ করা হয়েছে।",
}
