package httpapi

import (
	"fmt"
	"net/http"

	"golang.org/x/text/language"
	"regexp"

	"garihaat"
)

// Languages the API answers messages in.
const (
	langBn = "bn"
	langEn = "en"
)

// supported are the languages the API answers in, the default first.
var supported = language.NewMatcher([]language.Tag{language.Bengali, language.English})

// requestLang picks the caller's language from Accept-Language by its
// q-values (golang.org/x/text/language): English when English is
// preferred to Bangla, else Bangla (the default, and for any other
// language, since no third is offered).
func requestLang(r *http.Request) string {
	h := r.Header.Get("Accept-Language")
	if h == "" {
		return langBn
	}
	tags, _, err := language.ParseAcceptLanguage(h)
	if err != nil || len(tags) == 0 {
		return langBn
	}
	if _, i, c := supported.Match(tags...); i == 1 && c != language.No {
		return langEn
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
	for _, p := range banglaPatterns {
		if m := p.re.FindStringSubmatch(msg); m != nil {
			return fmt.Sprintf(p.bn, garihaat.BengaliDigits(m[1]))
		}
	}
	return msg
}

// banglaPatterns translate the messages that carry an amount.
var banglaPatterns = []struct {
	re *regexp.Regexp
	bn string
}{
	{regexp.MustCompile(`^The offer must be at least ৳([\d,]+) to beat the highest offer\.$`), "সর্বোচ্চ অফারকে ছাড়াতে অফার কমপক্ষে ৳%s হতে হবে।"},
	{regexp.MustCompile(`^The offer must be at least ৳([\d,]+)\.$`), "অফার কমপক্ষে ৳%s হতে হবে।"},
}

// bangla holds the Bangla form of every message the API sends.
var bangla = map[string]string{
	"Internal error.": "সার্ভারে একটি সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।",
	"The service is briefly unavailable. Please try again in a moment.": "সেবাটি কিছুক্ষণের জন্য বন্ধ আছে। একটু পরে আবার চেষ্টা করুন।",
	"No such API endpoint.":                                 "এমন কোনো এপিআই ঠিকানা নেই।",
	"Vehicle not found.":                                    "গাড়িটি পাওয়া যায়নি।",
	"Not found.":                                            "পাওয়া যায়নি।",
	"The request body is too large.":                        "অনুরোধের আকার অনেক বড়।",
	"The request body is empty.":                            "অনুরোধে কোনো তথ্য নেই।",
	"The request body is not valid JSON.":                   "অনুরোধের তথ্য সঠিক JSON নয়।",
	"This field has the wrong type.":                        "এই ঘরের মানের ধরন সঠিক নয়।",
	"Please correct the highlighted fields.":                "চিহ্নিত ঘরগুলো ঠিক করুন।",
	"Invalid filter.":                                       "ফিল্টার সঠিক নয়।",
	"Must be a positive whole number.":                      "একটি ধনাত্মক পূর্ণসংখ্যা দিন।",
	"Must be a list of ids.":                                "আইডির তালিকা সঠিক নয়।",
	"Too many values.":                                      "অনেক বেশি মান দেওয়া হয়েছে।",
	"Must be a range like 660000-860000.":                   "বাজেটের সীমা ৬৬০০০০-৮৬০০০০ এর মতো করে দিন।",
	"Must be cash or installment.":                          "নগদ অথবা কিস্তি বেছে নিন।",
	"Must be newest, ending_soon, price_asc or price_desc.": "সাজানোর ধরন সঠিক নয়।",
	"Must be new, reconditioned or resale.":                 "নতুন, রিকন্ডিশন্ড অথবা পুনর্বিক্রয় বেছে নিন।",
	"Must be a year between 1950 and 2100.":                 "১৯৫০ থেকে ২১০০ এর মধ্যে একটি সাল দিন।",
	"The first year cannot be after the last.":              "শুরুর সাল শেষের সালের পরে হতে পারে না।",
	"The search text is too long.":                          "খোঁজার লেখা অনেক বড়।",
	"The search text has characters that are not allowed.":  "খোঁজার লেখায় অননুমোদিত অক্ষর আছে।",
	"Min Budget cannot be greater than Max Budget.":         "সর্বনিম্ন বাজেট সর্বোচ্চ বাজেটের চেয়ে বেশি হতে পারে না।",
	// Bids.
	"The vehicle is required.":                                                             "গাড়ি নির্বাচন করা হয়নি।",
	"This vehicle does not exist.":                                                         "এই গাড়িটি নেই।",
	"Offer time is closed":                                                                 "অফারের সময় শেষ",
	"This vehicle is sold.":                                                                "গাড়িটি বিক্রি হয়ে গেছে।",
	"Please choose cash or installments.":                                                  "নগদ অথবা কিস্তি বেছে নিন।",
	"The selected option must be cash or installments.":                                    "নির্বাচিত বিকল্পটি নগদ অথবা কিস্তি হতে হবে।",
	"Phone number is required":                                                             "ফোন নম্বর আবশ্যক",
	"Phone number must be an 11-digit Bangladeshi mobile number.":                          "ফোন নম্বরটি ১১ সংখ্যার বাংলাদেশি মোবাইল নম্বর হতে হবে।",
	"The offer amount is required.":                                                        "অফারের পরিমাণ আবশ্যক।",
	"The offer amount must be a positive whole number of taka.":                            "অফারের পরিমাণ টাকায় একটি ধনাত্মক পূর্ণসংখ্যা হতে হবে।",
	"The offer amount is too large.":                                                       "অফারের পরিমাণ অনেক বেশি।",
	"Your offer has been received.":                                                        "আপনার অফারটি গ্রহণ করা হয়েছে।",
	"We sent a 4-digit code to this phone number. Enter it to confirm your offer.":         "এই ফোন নম্বরে একটি ৪ সংখ্যার কোড পাঠানো হয়েছে। অফারটি নিশ্চিত করতে কোডটি লিখুন।",
	"Too many offers from your network. Please try again later.":                           "আপনার নেটওয়ার্ক থেকে অনেক অফার পাঠানো হয়েছে। পরে আবার চেষ্টা করুন।",
	"Too many offers from this phone number. Please try again later.":                      "এই ফোন নম্বর থেকে অনেক অফার পাঠানো হয়েছে। পরে আবার চেষ্টা করুন।",
	"You have sent many offers on this vehicle. Please wait before sending another.":       "এই গাড়িতে আপনি অনেক অফার পাঠিয়েছেন। আরেকটি পাঠানোর আগে কিছুক্ষণ অপেক্ষা করুন।",
	"Too many live connections from your network. Please try again later.":                 "আপনার নেটওয়ার্ক থেকে অনেকগুলো লাইভ সংযোগ খোলা আছে। পরে আবার চেষ্টা করুন।",
	"This offer is being sent already. Please wait a moment.":                              "এই অফারটি পাঠানো হচ্ছে। একটু অপেক্ষা করুন।",
	"This Idempotency-Key was sent with a different offer; use a new key for a new offer.": "এই Idempotency-Key আগে অন্য একটি অফারের সঙ্গে পাঠানো হয়েছে; নতুন অফারের জন্য নতুন কী ব্যবহার করুন।",
	// Sign-in.
	"Phone number must be exactly 11 digits":                              "ফোন নম্বর অবশ্যই ১১ সংখ্যার হতে হবে",
	"Please enter a valid Bangladeshi mobile number.":                     "একটি সঠিক বাংলাদেশি মোবাইল নম্বর দিন।",
	"Please enter a valid 4-digit OTP.":                                   "সঠিক ৪ সংখ্যার ওটিপি দিন।",
	"OTP sent to your phone.":                                             "আপনার ফোনে ওটিপি পাঠানো হয়েছে।",
	"Failed to send OTP. Please try again later.":                         "ওটিপি পাঠানো যায়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।",
	"Please wait a minute before requesting another OTP.":                 "আরেকটি ওটিপি চাওয়ার আগে এক মিনিট অপেক্ষা করুন।",
	"Too many OTP requests for this number. Please try again later.":      "এই নম্বরের জন্য অনেকবার ওটিপি চাওয়া হয়েছে। পরে আবার চেষ্টা করুন।",
	"This number has reached today's OTP limit. Please try again later.":  "এই নম্বরের আজকের ওটিপির সীমা শেষ। পরে আবার চেষ্টা করুন।",
	"Too many OTP requests from your network. Please try again later.":    "আপনার নেটওয়ার্ক থেকে অনেকবার ওটিপি চাওয়া হয়েছে। পরে আবার চেষ্টা করুন।",
	"We cannot send OTPs right now. Please try again later.":              "এই মুহূর্তে ওটিপি পাঠানো যাচ্ছে না। পরে আবার চেষ্টা করুন।",
	"Incorrect OTP. Please try again.":                                    "ওটিপি সঠিক নয়। আবার চেষ্টা করুন।",
	"Incorrect OTP. Please request a new one.":                            "ওটিপি সঠিক নয়। নতুন একটি ওটিপি চেয়ে নিন।",
	"This OTP has expired or was already used. Please request a new one.": "এই ওটিপির মেয়াদ শেষ অথবা এটি আগেই ব্যবহার করা হয়েছে। নতুন একটি ওটিপি চেয়ে নিন।",
	"Too many incorrect OTPs for this number. Please try again later.":    "এই নম্বরের জন্য অনেকবার ভুল ওটিপি দেওয়া হয়েছে। পরে আবার চেষ্টা করুন।",
	"Too many incorrect OTPs from your network. Please try again later.":  "আপনার নেটওয়ার্ক থেকে অনেকবার ভুল ওটিপি দেওয়া হয়েছে। পরে আবার চেষ্টা করুন।",
	"Sign-in is not available right now. Please try again later.":         "এই মুহূর্তে লগইন করা যাচ্ছে না। পরে আবার চেষ্টা করুন।",
	"You have signed in successfully.":                                    "আপনি সফলভাবে লগইন করেছেন।",
	"You have been logged out.":                                           "আপনি লগআউট করেছেন।",
	"Please log in to continue.":                                          "চালিয়ে যেতে লগইন করুন।",
	"Your session has expired. Please log in again.":                      "আপনার সেশনের মেয়াদ শেষ। আবার লগইন করুন।",
	// Account.
	"User not found.":                                      "ব্যবহারকারী পাওয়া যায়নি।",
	"Account info updated successfully!":                   "অ্যাকাউন্টের তথ্য সফলভাবে হালনাগাদ হয়েছে!",
	"The phone number cannot be changed here.":             "এখানে ফোন নম্বর পরিবর্তন করা যায় না।",
	"This field contains characters that are not allowed.": "এই ঘরে অননুমোদিত অক্ষর আছে।",
	"This field is too long.":                              "এই ঘরের লেখা অনেক বড়।",
	"You need to login to save this vehicle!":              "গাড়িটি সংরক্ষণ করতে লগইন করুন!",
	"Vehicle saved!":                                       "গাড়িটি সংরক্ষণ করা হয়েছে!",
	"Vehicle removed from saved list!":                     "গাড়িটি সংরক্ষিত তালিকা থেকে সরানো হয়েছে!",
	"Bookmark not found.":                                  "সংরক্ষিত গাড়িটি পাওয়া যায়নি।",
}
