package garihaat

import ()

// The messages of sellers' listings and the review desk (issue 28), kept
// beside messages.go's table and read by Say the same way.
const (
	MsgResaleOrReconditioned     = "resale_or_reconditioned"
	MsgAddLeastOnePhoto          = "add_least_one_photo"
	MsgListingNotReadyForReview  = "listing_not_ready_for_review"
	MsgApproveChangesRefuse      = "approve_changes_refuse"
	MsgReviewNoteRequired        = "review_note_required"
	MsgUnknownCheck              = "unknown_check"
	MsgListingNotEditable        = "listing_not_editable"
	MsgTooManyListingsInReview   = "too_many_listings_in_review"
	MsgTooManyNewListingsToday   = "too_many_new_listings_today"
	MsgListingPhotosMost         = "listing_photos_most"
	MsgTooManyPhotoUploads       = "too_many_photo_uploads"
	MsgTooManySaves              = "too_many_saves"
	MsgSellerBlocked             = "seller_blocked"
	MsgListingDeleted            = "listing_deleted"
	MsgListingWithdrawnHasOffers = "listing_withdrawn_has_offers"
	MsgListingSoldCannotDelete   = "listing_sold_cannot_delete"
	MsgNotInReview               = "not_in_review"
	MsgSellerBlockedListingsOff  = "seller_blocked_listings_off"
	MsgNotASeller                = "not_a_seller"
	MsgUploadOneAtATime          = "upload_one_at_a_time"
	MsgPhotoStorageFull          = "photo_storage_full"
	MsgProgressiveJPEGTooLarge   = "progressive_jpeg_too_large"
	MsgAddCashPricePublishing    = "add_cash_price_publishing"
	MsgVehicleCashOnly           = "vehicle_cash_only"
	MsgUnknownDistrict           = "unknown_district"
	MsgChooseBrandApproving      = "choose_brand_approving"
	MsgChooseDepotApproving      = "choose_depot_approving"
)

var sellerTexts = Messages{
	MsgResaleOrReconditioned:     {"Must be resale or reconditioned.", "রিসেল অথবা রিকন্ডিশন্ড হতে হবে।"},
	MsgAddLeastOnePhoto:          {"Add at least one photo.", "অন্তত একটি ছবি যোগ করুন।"},
	MsgListingNotReadyForReview:  {"The listing is not ready for review: fill in the highlighted fields.", "বিজ্ঞাপনটি যাচাইয়ের জন্য প্রস্তুত নয়: চিহ্নিত ঘরগুলো পূরণ করুন।"},
	MsgApproveChangesRefuse:      {"Must be approve, changes or refuse.", "approve, changes অথবা refuse হতে হবে।"},
	MsgReviewNoteRequired:        {"Write the seller a note saying why.", "বিক্রেতাকে কারণ জানিয়ে একটি নোট লিখুন।"},
	MsgUnknownCheck:              {"Unknown check.", "অজানা যাচাই।"},
	MsgListingNotEditable:        {"This listing cannot be changed now: withdraw it first.", "এই বিজ্ঞাপনটি এখন বদলানো যাবে না: আগে এটি প্রত্যাহার করুন।"},
	MsgTooManyListingsInReview:   {"You have %s listings waiting for review. Please wait for a decision before sending another.", "আপনার %sটি বিজ্ঞাপন যাচাইয়ের অপেক্ষায় আছে। আরেকটি পাঠানোর আগে সিদ্ধান্তের জন্য অপেক্ষা করুন।"},
	MsgTooManyNewListingsToday:   {"You have started %s listings today. Please try again tomorrow.", "আজ আপনি %sটি বিজ্ঞাপন শুরু করেছেন। আগামীকাল আবার চেষ্টা করুন।"},
	MsgListingPhotosMost:         {"A listing has at most %s photos.", "একটি বিজ্ঞাপনে সর্বোচ্চ %sটি ছবি থাকতে পারে।"},
	MsgTooManyPhotoUploads:       {"Too many photos uploaded in the last hour. Please try again later.", "গত এক ঘণ্টায় অনেক ছবি আপলোড হয়েছে। পরে আবার চেষ্টা করুন।"},
	MsgTooManySaves:              {"Too many changes saved in the last hour. Please wait a little and try again.", "গত এক ঘণ্টায় অনেকবার পরিবর্তন সংরক্ষণ করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।"},
	MsgSellerBlocked:             {"This account cannot list vehicles. Call %s for help.", "এই অ্যাকাউন্ট থেকে গাড়ির বিজ্ঞাপন দেওয়া যাবে না। সাহায্যের জন্য %s নম্বরে ফোন করুন।"},
	MsgListingDeleted:            {"Listing deleted.", "বিজ্ঞাপনটি মুছে ফেলা হয়েছে।"},
	MsgListingWithdrawnHasOffers: {"The listing has offers, so it was withdrawn instead of deleted.", "বিজ্ঞাপনটিতে অফার আছে, তাই মুছে না ফেলে প্রত্যাহার করা হয়েছে।"},
	MsgListingSoldCannotDelete:   {"A sold vehicle's listing cannot be deleted.", "বিক্রি হওয়া গাড়ির বিজ্ঞাপন মুছে ফেলা যায় না।"},
	MsgNotInReview:               {"This vehicle is not waiting for review.", "এই গাড়িটি যাচাইয়ের অপেক্ষায় নেই।"},
	MsgSellerBlockedListingsOff:  {"The seller is blocked; %s of their listings were taken off the site.", "বিক্রেতাকে আটকানো হয়েছে; তাঁর %sটি বিজ্ঞাপন সাইট থেকে সরানো হয়েছে।"},
	MsgNotASeller:                {"This person has no listings.", "এই ব্যক্তির কোনো বিজ্ঞাপন নেই।"},
	MsgUploadOneAtATime:          {"Your other photos are still uploading. Please wait for them to finish.", "আপনার অন্য ছবিগুলো এখনো আপলোড হচ্ছে। সেগুলো শেষ হওয়া পর্যন্ত অপেক্ষা করুন।"},
	MsgPhotoStorageFull:          {"Your photos, on your listings and in your messages, have filled the %s MB you may store. Delete listing photos you no longer need; their space is freed a day later.", "আপনার বিজ্ঞাপন ও বার্তার ছবিগুলো আপনার জন্য বরাদ্দ %s MB জায়গা পূর্ণ করেছে। বিজ্ঞাপনের যে ছবিগুলো আর দরকার নেই সেগুলো মুছে ফেলুন; এক দিন পরে জায়গা খালি হবে।"},
	MsgProgressiveJPEGTooLarge:   {"This progressive JPEG is too large to process. Save it as a standard (baseline) JPEG, or smaller.", "এই প্রোগ্রেসিভ JPEG ছবিটি প্রক্রিয়া করার জন্য অনেক বড়। এটি সাধারণ (বেসলাইন) JPEG হিসেবে বা আরও ছোট করে সংরক্ষণ করুন।"},
	MsgAddCashPricePublishing:    {"Add the cash price before publishing.", "প্রকাশের আগে নগদ মূল্য যোগ করুন।"},
	MsgUnknownDistrict:           {"Choose a district from the list.", "তালিকা থেকে একটি জেলা বেছে নিন।"},
	MsgChooseBrandApproving:      {"Choose the brand from the list before approving (the seller typed one not in it).", "অনুমোদনের আগে তালিকা থেকে ব্র্যান্ড বেছে নিন (বিক্রেতা তালিকার বাইরের একটি লিখেছেন)।"},
	MsgChooseDepotApproving:      {"Choose the depot before approving (the seller gave a district).", "অনুমোদনের আগে ডিপো বেছে নিন (বিক্রেতা একটি জেলা দিয়েছেন)।"},
	MsgVehicleCashOnly:           {"This vehicle is sold for cash only: offer a cash price.", "গাড়িটি শুধু নগদে বিক্রি হয়: নগদ মূল্যে অফার দিন।"},
}

// SellerText is the SMS a seller gets when staff decide their listing or
// it is sold (to: the state it moved to), in the seller's language.
func SellerText(lang, to string, titles Titles, note string) string {
	id, ok := sellerSMS[to]
	if !ok {
		id, to = sellerSMS[VehicleSold], VehicleSold
	}
	if sellerSMSNoted[to] {
		return smsSay(lang, id, Verbatim(titles.In(lang)), Verbatim(note))
	}
	return smsSay(lang, id, Verbatim(titles.In(lang)))
}
