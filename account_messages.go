package garihaat

// The messages of abuse round two on accounts, roles and sign-in (issue
// 46: items 5, 6 and 9), kept beside messages.go's table and read by Say
// the same way.
const (
	MsgTooManyWrongRecoveryCodes = "too_many_wrong_recovery_codes"
	MsgOwnListingReview          = "own_listing_review"
	MsgOwnListingNoBid           = "own_listing_no_bid"
	MsgSolveChallengeFirst       = "solve_challenge_first"
	MsgEnrolmentLinkRequired     = "enrolment_link_required"
	MsgEnrolmentLinkInvalid      = "enrolment_link_invalid"
	MsgEnrolmentLinkMade         = "enrolment_link_made"
)

var accountTexts = map[string][2]string{
	MsgTooManyWrongRecoveryCodes: {"Too many wrong recovery codes. Try again tomorrow, or ask an owner to reset your authenticator.", "অনেকবার ভুল রিকভারি কোড দেওয়া হয়েছে। আগামীকাল আবার চেষ্টা করুন, অথবা একজন মালিককে অথেনটিকেটর রিসেট করতে বলুন।"},
	MsgOwnListingReview:          {"You listed this vehicle yourself: another staff member must review it.", "এই গাড়িটির বিজ্ঞাপন আপনি নিজেই দিয়েছেন: অন্য একজন কর্মীকে এটি যাচাই করতে হবে।"},
	MsgOwnListingNoBid:           {"You cannot make an offer on your own listing.", "নিজের বিজ্ঞাপনের গাড়িতে আপনি অফার দিতে পারবেন না।"},
	MsgSolveChallengeFirst:       {"Many new numbers are asking for codes right now, so your browser does a short check before we send yours.", "এই মুহূর্তে অনেক নতুন নম্বর কোড চাইছে, তাই আপনার কোড পাঠানোর আগে আপনার ব্রাউজার একটি ছোট যাচাই করবে।"},
	MsgEnrolmentLinkRequired:     {"Setting up the authenticator app needs the one-time set-up link an owner gives you. Ask an owner for one.", "অথেনটিকেটর অ্যাপ চালু করতে একজন মালিকের দেওয়া এককালীন সেট-আপ লিংক লাগবে। একজন মালিকের কাছে একটি চেয়ে নিন।"},
	MsgEnrolmentLinkInvalid:      {"This set-up link does not work: it was used, it expired (links last 24 hours) or it is someone else's. Ask an owner for a new one.", "এই সেট-আপ লিংকটি কাজ করছে না: এটি ব্যবহার হয়ে গেছে, মেয়াদ শেষ (লিংক ২৪ ঘণ্টা চলে) অথবা এটি অন্য কারও। একজন মালিকের কাছে নতুন একটি চেয়ে নিন।"},
	MsgEnrolmentLinkMade:         {"Set-up link made. Give it to the staff member yourself; it works once, for 24 hours.", "সেট-আপ লিংক তৈরি হয়েছে। লিংকটি নিজে কর্মীর হাতে দিন; এটি একবার, ২৪ ঘণ্টার জন্য কাজ করবে।"},
}
