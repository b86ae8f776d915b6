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

var accountTexts = Messages{
	MsgTooManyWrongRecoveryCodes: {"Too many wrong recovery codes. Try again tomorrow, or ask an owner to reset your authenticator.", "অনেকবার ভুল রিকভারি কোড দেওয়া হয়েছে। আগামীকাল আবার চেষ্টা করুন, অথবা একজন মালিককে অথেনটিকেটর রিসেট করতে বলুন।"},
	MsgOwnListingReview:          {"You listed this vehicle yourself: another staff member must review it.", "এই গাড়িটির বিজ্ঞাপন আপনি নিজেই দিয়েছেন: অন্য একজন কর্মীকে এটি যাচাই করতে হবে।"},
	MsgOwnListingNoBid:           {"You cannot make an offer on your own listing.", "নিজের বিজ্ঞাপনের গাড়িতে আপনি অফার দিতে পারবেন না।"},
	MsgSolveChallengeFirst:       {"Many new numbers are asking for codes right now, so your browser does a short check before we send yours.", "এই মুহূর্তে অনেক নতুন নম্বর কোড চাইছে, তাই আপনার কোড পাঠানোর আগে আপনার ব্রাউজার একটি ছোট যাচাই করবে।"},
	MsgEnrolmentLinkRequired:     {"Setting up the authenticator app needs the one-time set-up link an owner gives you. Ask an owner for one.", "অথেনটিকেটর অ্যাপ চালু করতে একজন মালিকের দেওয়া এককালীন সেট-আপ লিংক লাগবে। একজন মালিকের কাছে একটি চেয়ে নিন।"},
	MsgEnrolmentLinkInvalid:      {"This set-up link does not work: it was used, it expired (links last %s hours) or it is someone else's. Ask an owner for a new one.", "এই সেট-আপ লিংকটি কাজ করছে না: এটি ব্যবহার হয়ে গেছে, মেয়াদ শেষ (লিংক %s ঘণ্টা চলে) অথবা এটি অন্য কারও। একজন মালিকের কাছে নতুন একটি চেয়ে নিন।"},
	MsgEnrolmentLinkMade:         {"Set-up link made. Give it to the staff member yourself; it works once, for %s hours.", "সেট-আপ লিংক তৈরি হয়েছে। লিংকটি নিজে কর্মীর হাতে দিন; এটি একবার, %s ঘণ্টার জন্য কাজ করবে।"},
}

// The messages of deleting one's account (issue 48).
const (
	MsgDeleteConfirmRequired = "delete_confirm_required"
	MsgDeleteConfirmWrong    = "delete_confirm_wrong"
	MsgDeleteBlocked         = "delete_blocked"
	MsgDeleteOpenOffers      = "delete_open_offers"
	MsgDeleteOpenListings    = "delete_open_listings"
	MsgDeleteStaff           = "delete_staff"
	MsgTooManyDeletions      = "too_many_deletions"
	MsgTooManyDeletionsIP    = "too_many_deletions_network"
	MsgAccountDeleted        = "account_deleted"
	MsgBuyerDeleted          = "buyer_deleted"
	MsgDeletedUser           = "deleted_user"
)

var deleteTexts = Messages{
	MsgDeleteConfirmRequired: {"Type DELETE (or মুছে ফেলুন) to confirm.", "নিশ্চিত করতে মুছে ফেলুন (বা DELETE) লিখুন।"},
	MsgDeleteConfirmWrong:    {"That is not the confirmation word: type DELETE (or মুছে ফেলুন).", "এটি নিশ্চিতকরণের শব্দ নয়: মুছে ফেলুন (বা DELETE) লিখুন।"},
	MsgDeleteBlocked:         {"Your account cannot be deleted yet: something binding is still open.", "আপনার অ্যাকাউন্ট এখনই মুছে ফেলা যাবে না: বাধ্যতামূলক কিছু এখনও চলছে।"},
	MsgDeleteOpenOffers:      {"Bids waiting for the dealer's decision, or purchases in progress: %s. Bids are binding: wait until the dealer decides, or call us to withdraw them, then delete your account.", "ডিলারের সিদ্ধান্তের অপেক্ষায় থাকা অফার বা চলমান কেনাকাটা: %sটি। অফার বাধ্যতামূলক: ডিলারের সিদ্ধান্ত পর্যন্ত অপেক্ষা করুন, বা প্রত্যাহারের জন্য আমাদের ফোন করুন, তারপর অ্যাকাউন্ট মুছুন।"},
	MsgDeleteOpenListings:    {"Listings in review or on the site: %s. Withdraw them under My listings first.", "যাচাইয়ে বা সাইটে থাকা বিজ্ঞাপন: %sটি। আগে আমার বিজ্ঞাপন থেকে সেগুলো প্রত্যাহার করুন।"},
	MsgDeleteStaff:           {"Staff accounts are not deleted here: ask an owner to remove your staff role first.", "কর্মীদের অ্যাকাউন্ট এখান থেকে মোছা যায় না: আগে একজন মালিককে আপনার কর্মী-ভূমিকা সরিয়ে দিতে বলুন।"},
	MsgTooManyDeletions:      {"Too many attempts to delete this account; try again in an hour.", "এই অ্যাকাউন্ট মোছার অনেক চেষ্টা হয়েছে; এক ঘণ্টা পরে আবার চেষ্টা করুন।"},
	MsgTooManyDeletionsIP:    {"Too many account deletions from your network; try again later.", "আপনার নেটওয়ার্ক থেকে অনেক অ্যাকাউন্ট মোছার চেষ্টা হয়েছে; পরে আবার চেষ্টা করুন।"},
	MsgAccountDeleted:        {"Your account was deleted. Thank you for using Garihaat.", "আপনার অ্যাকাউন্ট মুছে ফেলা হয়েছে। গাড়িহাট ব্যবহারের জন্য ধন্যবাদ।"},
	MsgBuyerDeleted:          {"This buyer deleted their account: the conversation can be read, not answered.", "এই ক্রেতা তাঁর অ্যাকাউন্ট মুছে ফেলেছেন: কথোপকথনটি পড়া যাবে, উত্তর দেওয়া যাবে না।"},
	MsgDeletedUser:           {"Deleted user", "মুছে ফেলা ব্যবহারকারী"},
}
