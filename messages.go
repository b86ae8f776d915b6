package garihaat

// Every message the server sends a person is named by an id (the Msg
// constants) and written once below in English and Bangla. Code names the
// id, never the sentence, so a reworded English sentence cannot lose its
// Bangla, and an argument (an amount) is a parameter, not a pattern to
// match; a limit is an argument too, from its constant (messageLimits).
// TestMessagesAreNamedByID fails on a sentence written where an id
// belongs; TestSentencesOnlyInTables and TestNoLimitWrittenIntoAMessage on
// a text outside a table and a number written into one.
const (
	MsgInternalError                     = "internal_error"
	MsgServiceBrieflyUnavailableTryAgain = "service_briefly_unavailable_try_again"
	MsgNoSuchApiEndpoint                 = "no_such_api_endpoint"
	MsgVehicleNotFound                   = "vehicle_not_found"
	MsgNotFound                          = "not_found"
	MsgRequestBodyTooLarge               = "request_body_too_large"
	MsgRequestBodyEmpty                  = "request_body_empty"
	MsgRequestBodyNotValidJson           = "request_body_not_valid_json"
	MsgFieldWrongType                    = "field_wrong_type"
	MsgCorrectHighlightedFields          = "correct_highlighted_fields"
	MsgInvalidFilter                     = "invalid_filter"
	MsgPositiveWholeNumber               = "positive_whole_number"
	MsgListIds                           = "list_ids"
	MsgTooManyValues                     = "too_many_values"
	MsgBudgetRangeForm                   = "budget_range_form"
	MsgCashInstallment                   = "cash_installment"
	MsgNewestEndingSoonPriceAsc          = "newest_ending_soon_price_asc"
	MsgNewReconditionedResale            = "new_reconditioned_resale"
	MsgYearOutOfRange                    = "year_out_of_range"
	MsgFirstYearCannotAfterLast          = "first_year_cannot_after_last"
	MsgSearchTextTooLong                 = "search_text_too_long"
	MsgSearchTextCharactersThatNot       = "search_text_characters_that_not"
	MsgMinBudgetCannotGreaterMax         = "min_budget_cannot_greater_max"
	MsgVehicleRequired                   = "vehicle_required"
	MsgVehicleDoesNotExist               = "vehicle_does_not_exist"
	MsgOfferTimeClosed                   = "offer_time_closed"
	MsgVehicleSold                       = "vehicle_sold"
	MsgChooseCashInstallments            = "choose_cash_installments"
	MsgSelectedOptionCashInstallments    = "selected_option_cash_installments"
	MsgPhoneNumberRequired               = "phone_number_required"
	MsgPhoneNotMobile                    = "phone_not_mobile"
	MsgOfferAmountRequired               = "offer_amount_required"
	MsgOfferAmountPositiveWholeNumber    = "offer_amount_positive_whole_number"
	MsgOfferAmountTooLarge               = "offer_amount_too_large"
	MsgOfferReceived                     = "offer_received"
	MsgOfferCodeSent                     = "offer_code_sent"
	MsgTooManyOffersNetworkTry           = "too_many_offers_network_try"
	MsgTooManyOffersPhoneNumber          = "too_many_offers_phone_number"
	MsgSentManyOffersVehicleWait         = "sent_many_offers_vehicle_wait"
	MsgTooManyLiveConnectionsNetwork     = "too_many_live_connections_network"
	MsgOfferBeingSentAlreadyWait         = "offer_being_sent_already_wait"
	MsgIdempotencyKeySentDifferentOffer  = "idempotency_key_sent_different_offer"
	MsgPhoneLength                       = "phone_length"
	MsgEnterValidBangladeshiMobileNumber = "enter_valid_bangladeshi_mobile_number"
	MsgOTPInvalid                        = "otp_invalid"
	MsgOtpSentPhone                      = "otp_sent_phone"
	MsgFailedSendOtpTryAgain             = "failed_send_otp_try_again"
	MsgWaitMinuteRequestingAnotherOtp    = "wait_minute_requesting_another_otp"
	MsgTooManyOtpRequestsNumber          = "too_many_otp_requests_number"
	MsgNumberReachedTodaySOtp            = "number_reached_today_s_otp"
	MsgTooManyOtpRequestsNetwork         = "too_many_otp_requests_network"
	MsgCannotSendOtpsRightNow            = "cannot_send_otps_right_now"
	MsgIncorrectOtpTryAgain              = "incorrect_otp_try_again"
	MsgIncorrectOtpRequestNewOne         = "incorrect_otp_request_new_one"
	MsgOtpExpiredAlreadyUsedRequest      = "otp_expired_already_used_request"
	MsgTooManyIncorrectOtpsNumber        = "too_many_incorrect_otps_number"
	MsgTooManyIncorrectOtpsNetwork       = "too_many_incorrect_otps_network"
	MsgSignNotAvailableRightNow          = "sign_not_available_right_now"
	MsgSignedSuccessfully                = "signed_successfully"
	MsgLoggedOut                         = "logged_out"
	MsgLogContinue                       = "log_continue"
	MsgSessionExpiredLogAgain            = "session_expired_log_again"
	MsgUserNotFound                      = "user_not_found"
	MsgAccountInfoUpdatedSuccessfully    = "account_info_updated_successfully"
	MsgPhoneNumberCannotChangedHere      = "phone_number_cannot_changed_here"
	MsgFieldContainsCharactersThatNot    = "field_contains_characters_that_not"
	MsgFieldTooLong                      = "field_too_long"
	MsgNeedLoginSaveVehicle              = "need_login_save_vehicle"
	MsgVehicleSaved                      = "vehicle_saved"
	MsgVehicleRemovedSavedList           = "vehicle_removed_saved_list"
	MsgBookmarkNotFound                  = "bookmark_not_found"
	MsgOfferLeastBeatHighestOffer        = "offer_least_beat_highest_offer"
	MsgOfferLeast                        = "offer_least"
	// The back office.
	MsgVehiclesUseChangeDeleteThem   = "vehicles_use_change_delete_them"
	MsgOneVehicleUsesIt              = "one_vehicle_uses_it"
	MsgFeatureNameTooLongCharacters  = "feature_name_too_long_characters"
	MsgPublishedVehicleNeedsLeastOne = "published_vehicle_needs_least_one"
	MsgVehiclePhotosMost             = "vehicle_photos_most"
	MsgAddLeastOnePhotoPublishing    = "add_least_one_photo_publishing"
	MsgAddBanglaTitlePublishing      = "add_bangla_title_publishing"
	MsgCSVRowsMost                   = "csv_rows_most"
	MsgChooseImageFileUpload         = "choose_image_file_upload"
	MsgEachBanglaFeatureNeedsIts     = "each_bangla_feature_needs_its"
	MsgStaffPhoneAndRole             = "staff_phone_and_role"
	MsgImageNotFound                 = "image_not_found"
	MsgListEveryPhotoVehicleOnce     = "list_every_photo_vehicle_once"
	MsgManyPhotosBeingProcessedTry   = "many_photos_being_processed_try"
	MsgPhotoStorageUnavailable       = "photo_storage_unavailable"
	MsgDateForm                      = "date_form"
	MsgWholeNumber                   = "whole_number"
	MsgYearUpToNext                  = "year_up_to_next"
	MsgMinOfferCashRange             = "min_offer_cash_range"
	MsgMinOfferInstallmentRange      = "min_offer_installment_range"
	MsgOff                           = "off"
	MsgOneBodyTypeColorFuel          = "one_body_type_color_fuel"
	MsgOngoingLockedLostPurchase     = "ongoing_locked_lost_purchase"
	MsgSealedOpen                    = "sealed_open"
	MsgNoStaffMemberNumber           = "no_staff_member_number"
	MsgNoSuchBrand                   = "no_such_brand"
	MsgNoSuchOption                  = "no_such_option"
	MsgNoSuchVehicleType             = "no_such_vehicle_type"
	MsgNoVehicleId                   = "no_vehicle_id"
	MsgNotImage                      = "not_image"
	MsgOfferNotFound                 = "offer_not_found"
	MsgPhotoOrderSaved               = "photo_order_saved"
	MsgPhotoRemoved                  = "photo_removed"
	MsgSvgCouldNotRead               = "svg_could_not_read"
	MsgSvgTooLarge                   = "svg_too_large"
	MsgAmountTooLarge                = "amount_too_large"
	MsgFileNoRows                    = "file_no_rows"
	MsgFileEmpty                     = "file_empty"
	MsgFileNotValidCsvFile           = "file_not_valid_csv_file"
	MsgFileEncoding                  = "file_encoding"
	MsgFileNeedsTitleColumnNew       = "file_needs_title_column_new"
	MsgImageCouldNotRead             = "image_could_not_read"
	MsgImageCouldNotReadMay          = "image_could_not_read_may"
	MsgImageTooManyPixelsMost        = "image_too_many_pixels_most"
	MsgImageFileTooLarge             = "image_file_too_large"
	MsgImageTooLargeProcessSave      = "image_too_large_process_save"
	MsgFieldRequired                 = "field_required"
	MsgOfferCannotMarked             = "offer_cannot_marked"
	MsgRecordLinkedOthersStillUse    = "record_linked_others_still_use"
	MsgVehicleAlreadyWinner          = "vehicle_already_winner"
	MsgUnknownFeatureCategory        = "unknown_feature_category"
	MsgUnknownStatus                 = "unknown_status"
	MsgUploadJpegPngWebpImage        = "upload_jpeg_png_webp_image"
	MsgUploadImageFirstOnlyMedia     = "upload_image_first_only_media"
	MsgUseLowerCaseLettersDigits     = "use_lower_case_letters_digits"
	MsgVehicleDeleted                = "vehicle_deleted"
	MsgVehicleArchivedHasOffers      = "vehicle_archived_has_offers"
	MsgDeleted                       = "deleted"
	MsgImportHasErrors               = "import_has_errors"
	MsgImportDryRunValid             = "import_dry_run_valid"
	MsgImportDone                    = "import_done"
	MsgYearForm                      = "year_form"
	MsgVehicleSoldNotOnSaleAgain     = "vehicle_sold_not_on_sale_again"
	MsgVehicleCannotMove             = "vehicle_cannot_move"
	MsgStaffOnly                     = "staff_only"
	MsgRoleNotAllowed                = "role_not_allowed"
	MsgSecondFactorRequired          = "second_factor_required"
	MsgFactorAlreadyEnrolled         = "factor_already_enrolled"
	MsgFactorNotEnrolled             = "factor_not_enrolled"
	MsgFactorCodeForm                = "factor_code_form"
	MsgFactorCodeWrong               = "factor_code_wrong"
	MsgFactorResetOwn                = "factor_reset_own"
	MsgFactorReset                   = "factor_reset"
	MsgNoStaffMemberId               = "no_staff_member_id"
	MsgTooManyWrongFactorCodes       = "too_many_wrong_factor_codes"
	MsgSomeVehiclesCannotMove        = "some_vehicles_cannot_move"
	MsgVehiclesMoved                 = "vehicles_moved"
	MsgPublishArchiveDraft           = "publish_archive_draft"
	MsgChooseVehicles                = "choose_vehicles"
	MsgAmountNewest                  = "amount_newest"
	MsgUnknownSortColumn             = "unknown_sort_column"
)

// messageTexts holds each message in English and Bangla; %s marks an
// argument (say.go). An empty Bangla text falls back to English.
var messageTexts = Messages{
	MsgInternalError:                     {"Internal error.", "সার্ভারে একটি সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।"},
	MsgServiceBrieflyUnavailableTryAgain: {"The service is briefly unavailable. Please try again in a moment.", "সেবাটি কিছুক্ষণের জন্য বন্ধ আছে। একটু পরে আবার চেষ্টা করুন।"},
	MsgNoSuchApiEndpoint:                 {"No such API endpoint.", "এমন কোনো এপিআই ঠিকানা নেই।"},
	MsgVehicleNotFound:                   {"Vehicle not found.", "গাড়িটি পাওয়া যায়নি।"},
	MsgNotFound:                          {"Not found.", "পাওয়া যায়নি।"},
	MsgRequestBodyTooLarge:               {"The request body is too large.", "অনুরোধের আকার অনেক বড়।"},
	MsgRequestBodyEmpty:                  {"The request body is empty.", "অনুরোধে কোনো তথ্য নেই।"},
	MsgRequestBodyNotValidJson:           {"The request body is not valid JSON.", "অনুরোধের তথ্য সঠিক JSON নয়।"},
	MsgFieldWrongType:                    {"This field has the wrong type.", "এই ঘরের মানের ধরন সঠিক নয়।"},
	MsgCorrectHighlightedFields:          {"Please correct the highlighted fields.", "চিহ্নিত ঘরগুলো ঠিক করুন।"},
	MsgInvalidFilter:                     {"Invalid filter.", "ফিল্টার সঠিক নয়।"},
	MsgPositiveWholeNumber:               {"Must be a positive whole number.", "একটি ধনাত্মক পূর্ণসংখ্যা দিন।"},
	MsgListIds:                           {"Must be a list of ids.", "আইডির তালিকা সঠিক নয়।"},
	MsgTooManyValues:                     {"Too many values.", "অনেক বেশি মান দেওয়া হয়েছে।"},
	MsgBudgetRangeForm:                   {"Must be a range like 660000-860000.", "বাজেটের সীমা ৬৬০০০০-৮৬০০০০ এর মতো করে দিন।"},
	MsgCashInstallment:                   {"Must be cash or installment.", "নগদ অথবা কিস্তি বেছে নিন।"},
	MsgNewestEndingSoonPriceAsc:          {"Must be newest, ending_soon, price_asc, price_desc, year_desc or odometer_asc.", "সাজানোর ধরন সঠিক নয়।"},
	MsgNewReconditionedResale:            {"Must be new, reconditioned or resale.", "নতুন, রিকন্ডিশন্ড অথবা পুনর্বিক্রয় বেছে নিন।"},
	MsgYearOutOfRange:                    {"Must be a year between %s and %s.", "%s থেকে %s এর মধ্যে একটি সাল দিন।"},
	MsgFirstYearCannotAfterLast:          {"The first year cannot be after the last.", "শুরুর সাল শেষের সালের পরে হতে পারে না।"},
	MsgSearchTextTooLong:                 {"The search text is too long.", "খোঁজার লেখা অনেক বড়।"},
	MsgSearchTextCharactersThatNot:       {"The search text has characters that are not allowed.", "খোঁজার লেখায় অননুমোদিত অক্ষর আছে।"},
	MsgMinBudgetCannotGreaterMax:         {"Min Budget cannot be greater than Max Budget.", "সর্বনিম্ন বাজেট সর্বোচ্চ বাজেটের চেয়ে বেশি হতে পারে না।"},
	MsgVehicleRequired:                   {"The vehicle is required.", "গাড়ি নির্বাচন করা হয়নি।"},
	MsgVehicleDoesNotExist:               {"This vehicle does not exist.", "এই গাড়িটি নেই।"},
	MsgOfferTimeClosed:                   {"Offer time is closed", "অফারের সময় শেষ"},
	MsgVehicleSold:                       {"This vehicle is sold.", "গাড়িটি বিক্রি হয়ে গেছে।"},
	MsgChooseCashInstallments:            {"Please choose cash or installments.", "নগদ অথবা কিস্তি বেছে নিন।"},
	MsgSelectedOptionCashInstallments:    {"The selected option must be cash or installments.", "নির্বাচিত বিকল্পটি নগদ অথবা কিস্তি হতে হবে।"},
	MsgPhoneNumberRequired:               {"Phone number is required", "ফোন নম্বর আবশ্যক"},
	MsgPhoneNotMobile:                    {"Phone number must be an %s-digit Bangladeshi mobile number.", "ফোন নম্বরটি %s সংখ্যার বাংলাদেশি মোবাইল নম্বর হতে হবে।"},
	MsgOfferAmountRequired:               {"The offer amount is required.", "অফারের পরিমাণ আবশ্যক।"},
	MsgOfferAmountPositiveWholeNumber:    {"The offer amount must be a positive whole number of taka.", "অফারের পরিমাণ টাকায় একটি ধনাত্মক পূর্ণসংখ্যা হতে হবে।"},
	MsgOfferAmountTooLarge:               {"The offer amount is too large.", "অফারের পরিমাণ অনেক বেশি।"},
	MsgOfferReceived:                     {"Your offer has been received.", "আপনার অফারটি গ্রহণ করা হয়েছে।"},
	MsgOfferCodeSent:                     {"We sent a %s-digit code to this phone number. Enter it to confirm your offer.", "এই ফোন নম্বরে একটি %s সংখ্যার কোড পাঠানো হয়েছে। অফারটি নিশ্চিত করতে কোডটি লিখুন।"},
	MsgTooManyOffersNetworkTry:           {"Too many offers from your network. Please try again later.", "আপনার নেটওয়ার্ক থেকে অনেক অফার পাঠানো হয়েছে। পরে আবার চেষ্টা করুন।"},
	MsgTooManyOffersPhoneNumber:          {"Too many offers from this phone number. Please try again later.", "এই ফোন নম্বর থেকে অনেক অফার পাঠানো হয়েছে। পরে আবার চেষ্টা করুন।"},
	MsgSentManyOffersVehicleWait:         {"You have sent many offers on this vehicle. Please wait before sending another.", "এই গাড়িতে আপনি অনেক অফার পাঠিয়েছেন। আরেকটি পাঠানোর আগে কিছুক্ষণ অপেক্ষা করুন।"},
	MsgTooManyLiveConnectionsNetwork:     {"Too many live connections from your network. Please try again later.", "আপনার নেটওয়ার্ক থেকে অনেকগুলো লাইভ সংযোগ খোলা আছে। পরে আবার চেষ্টা করুন।"},
	MsgOfferBeingSentAlreadyWait:         {"This offer is being sent already. Please wait a moment.", "এই অফারটি পাঠানো হচ্ছে। একটু অপেক্ষা করুন।"},
	MsgIdempotencyKeySentDifferentOffer:  {"This Idempotency-Key was sent with a different offer; use a new key for a new offer.", "এই Idempotency-Key আগে অন্য একটি অফারের সঙ্গে পাঠানো হয়েছে; নতুন অফারের জন্য নতুন কী ব্যবহার করুন।"},
	MsgPhoneLength:                       {"Phone number must be exactly %s digits", "ফোন নম্বর অবশ্যই %s সংখ্যার হতে হবে"},
	MsgEnterValidBangladeshiMobileNumber: {"Please enter a valid Bangladeshi mobile number.", "একটি সঠিক বাংলাদেশি মোবাইল নম্বর দিন।"},
	MsgOTPInvalid:                        {"Please enter a valid %s-digit OTP.", "সঠিক %s সংখ্যার ওটিপি দিন।"},
	MsgOtpSentPhone:                      {"OTP sent to your phone.", "আপনার ফোনে ওটিপি পাঠানো হয়েছে।"},
	MsgFailedSendOtpTryAgain:             {"Failed to send OTP. Please try again later.", "ওটিপি পাঠানো যায়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।"},
	MsgWaitMinuteRequestingAnotherOtp:    {"Please wait a minute before requesting another OTP.", "আরেকটি ওটিপি চাওয়ার আগে এক মিনিট অপেক্ষা করুন।"},
	MsgTooManyOtpRequestsNumber:          {"Too many OTP requests for this number. Please try again later.", "এই নম্বরের জন্য অনেকবার ওটিপি চাওয়া হয়েছে। পরে আবার চেষ্টা করুন।"},
	MsgNumberReachedTodaySOtp:            {"This number has reached today's OTP limit. Please try again later.", "এই নম্বরের আজকের ওটিপির সীমা শেষ। পরে আবার চেষ্টা করুন।"},
	MsgTooManyOtpRequestsNetwork:         {"Too many OTP requests from your network. Please try again later.", "আপনার নেটওয়ার্ক থেকে অনেকবার ওটিপি চাওয়া হয়েছে। পরে আবার চেষ্টা করুন।"},
	MsgCannotSendOtpsRightNow:            {"We cannot send OTPs right now. Please try again later.", "এই মুহূর্তে ওটিপি পাঠানো যাচ্ছে না। পরে আবার চেষ্টা করুন।"},
	MsgIncorrectOtpTryAgain:              {"Incorrect OTP. Please try again.", "ওটিপি সঠিক নয়। আবার চেষ্টা করুন।"},
	MsgIncorrectOtpRequestNewOne:         {"Incorrect OTP. Please request a new one.", "ওটিপি সঠিক নয়। নতুন একটি ওটিপি চেয়ে নিন।"},
	MsgOtpExpiredAlreadyUsedRequest:      {"This OTP has expired or was already used. Please request a new one.", "এই ওটিপির মেয়াদ শেষ অথবা এটি আগেই ব্যবহার করা হয়েছে। নতুন একটি ওটিপি চেয়ে নিন।"},
	MsgTooManyIncorrectOtpsNumber:        {"Too many incorrect OTPs for this number. Please try again later.", "এই নম্বরের জন্য অনেকবার ভুল ওটিপি দেওয়া হয়েছে। পরে আবার চেষ্টা করুন।"},
	MsgTooManyIncorrectOtpsNetwork:       {"Too many incorrect OTPs from your network. Please try again later.", "আপনার নেটওয়ার্ক থেকে অনেকবার ভুল ওটিপি দেওয়া হয়েছে। পরে আবার চেষ্টা করুন।"},
	MsgSignNotAvailableRightNow:          {"Sign-in is not available right now. Please try again later.", "এই মুহূর্তে লগইন করা যাচ্ছে না। পরে আবার চেষ্টা করুন।"},
	MsgSignedSuccessfully:                {"You have signed in successfully.", "আপনি সফলভাবে লগইন করেছেন।"},
	MsgLoggedOut:                         {"You have been logged out.", "আপনি লগআউট করেছেন।"},
	MsgLogContinue:                       {"Please sign in to continue.", "চালিয়ে যেতে লগইন করুন।"},
	MsgSessionExpiredLogAgain:            {"Your session has expired. Please sign in again.", "আপনার সেশনের মেয়াদ শেষ। আবার লগইন করুন।"},
	MsgUserNotFound:                      {"User not found.", "ব্যবহারকারী পাওয়া যায়নি।"},
	MsgAccountInfoUpdatedSuccessfully:    {"Account info updated successfully!", "অ্যাকাউন্টের তথ্য সফলভাবে হালনাগাদ হয়েছে!"},
	MsgPhoneNumberCannotChangedHere:      {"The phone number cannot be changed here.", "এখানে ফোন নম্বর পরিবর্তন করা যায় না।"},
	MsgFieldContainsCharactersThatNot:    {"This field contains characters that are not allowed.", "এই ঘরে অননুমোদিত অক্ষর আছে।"},
	MsgFieldTooLong:                      {"This field is too long.", "এই ঘরের লেখা অনেক বড়।"},
	MsgNeedLoginSaveVehicle:              {"You need to sign in to save this vehicle!", "গাড়িটি সংরক্ষণ করতে লগইন করুন!"},
	MsgVehicleSaved:                      {"Vehicle saved!", "গাড়িটি সংরক্ষণ করা হয়েছে!"},
	MsgVehicleRemovedSavedList:           {"Vehicle removed from saved list!", "গাড়িটি সংরক্ষিত তালিকা থেকে সরানো হয়েছে!"},
	MsgBookmarkNotFound:                  {"Bookmark not found.", "সংরক্ষিত গাড়িটি পাওয়া যায়নি।"},
	MsgOfferLeastBeatHighestOffer:        {"The offer must be at least ৳%s to beat the highest offer.", "সর্বোচ্চ অফারকে ছাড়াতে অফার কমপক্ষে ৳%s হতে হবে।"},
	MsgOfferLeast:                        {"The offer must be at least ৳%s.", "অফার কমপক্ষে ৳%s হতে হবে।"},
	// The back office.
	MsgVehiclesUseChangeDeleteThem:   {"%s vehicles use this %s: change or delete them first.", "%s টি গাড়ি এই %s ব্যবহার করছে: আগে সেগুলো বদলান বা মুছুন।"},
	MsgOneVehicleUsesIt:              {"1 vehicle uses this %s: change or delete it first.", "১টি গাড়ি এই %s ব্যবহার করছে: আগে সেটি বদলান বা মুছুন।"},
	MsgFeatureNameTooLongCharacters:  {"A feature name is too long or has characters that are not allowed.", "একটি ফিচারের নাম অনেক বড় অথবা এতে অননুমোদিত অক্ষর আছে।"},
	MsgPublishedVehicleNeedsLeastOne: {"A published vehicle needs at least one photo: add another first, or unpublish it.", "প্রকাশিত গাড়িতে অন্তত একটি ছবি থাকতে হবে: আগে আরেকটি ছবি যোগ করুন, অথবা প্রকাশ বন্ধ করুন।"},
	MsgVehiclePhotosMost:             {"A vehicle has at most %s photos.", "একটি গাড়িতে সর্বোচ্চ %sটি ছবি থাকতে পারে।"},
	MsgAddLeastOnePhotoPublishing:    {"Add at least one photo before publishing.", "প্রকাশের আগে অন্তত একটি ছবি যোগ করুন।"},
	MsgAddBanglaTitlePublishing:      {"Add the Bangla title before publishing.", "প্রকাশের আগে বাংলা শিরোনাম যোগ করুন।"},
	MsgCSVRowsMost:                   {"At most %s rows per file.", "একটি ফাইলে সর্বোচ্চ %s সারি।"},
	MsgChooseImageFileUpload:         {"Choose an image file to upload.", "আপলোড করতে একটি ছবির ফাইল বেছে নিন।"},
	MsgEachBanglaFeatureNeedsIts:     {"Each Bangla feature needs its English feature at the same place.", "প্রতিটি বাংলা ফিচারের একই স্থানে তার ইংরেজি ফিচার থাকতে হবে।"},
	MsgStaffPhoneAndRole:             {"Give an %s-digit mobile number and a role: owner, editor or sales.", "%s সংখ্যার মোবাইল নম্বর এবং একটি ভূমিকা দিন: owner, editor অথবা sales।"},
	MsgImageNotFound:                 {"Image not found.", "ছবিটি পাওয়া যায়নি।"},
	MsgListEveryPhotoVehicleOnce:     {"List every photo of this vehicle once.", "এই গাড়ির প্রতিটি ছবি একবার করে তালিকায় দিন।"},
	MsgPhotoStorageUnavailable:       {"The photo could not be stored and was not saved. Please try again in a moment.", "ছবিটি রাখা যায়নি, তাই সংরক্ষণ হয়নি। একটু পরে আবার চেষ্টা করুন।"},
	MsgManyPhotosBeingProcessedTry:   {"Many photos are being processed. Please try again in a moment.", "অনেকগুলো ছবি প্রক্রিয়া করা হচ্ছে। একটু পরে আবার চেষ্টা করুন।"},
	MsgDateForm:                      {"Must be a date like 2026-12-31.", "২০২৬-১২-৩১ এর মতো একটি তারিখ দিন।"},
	MsgWholeNumber:                   {"Must be a whole number.", "একটি পূর্ণসংখ্যা দিন।"},
	MsgYearUpToNext:                  {"Must be a year between %s and next year.", "%s থেকে আগামী বছরের মধ্যে একটি সাল দিন।"},
	MsgMinOfferCashRange:             {"Must be above 0 and at most the cash price.", "০-এর বেশি এবং নগদ মূল্যের সমান বা কম হতে হবে।"},
	MsgMinOfferInstallmentRange:      {"Must be above 0 and at most the installment price.", "০-এর বেশি এবং কিস্তি মূল্যের সমান বা কম হতে হবে।"},
	MsgOff:                           {"Must be on or off.", "on অথবা off হতে হবে।"},
	MsgOneBodyTypeColorFuel:          {"Must be one of body_type, color, fuel_type, depot_location, tonnage.", "body_type, color, fuel_type, depot_location অথবা tonnage এর একটি হতে হবে।"},
	MsgOngoingLockedLostPurchase:     {"Must be ongoing, locked, lost or purchase.", "ongoing, locked, lost অথবা purchase হতে হবে।"},
	MsgSealedOpen:                    {"Must be sealed or open.", "গোপন (sealed) অথবা খোলা (open) হতে হবে।"},
	MsgNoStaffMemberNumber:           {"No staff member has this number.", "এই নম্বরে কোনো স্টাফ নেই।"},
	MsgNoSuchBrand:                   {"No such brand.", "এমন কোনো ব্র্যান্ড নেই।"},
	MsgNoSuchOption:                  {"No such option.", "এমন কোনো বিকল্প নেই।"},
	MsgNoSuchVehicleType:             {"No such vehicle type.", "এমন কোনো গাড়ির ধরন নেই।"},
	MsgNoVehicleId:                   {"No vehicle has this id.", "এই আইডির কোনো গাড়ি নেই।"},
	MsgNotImage:                      {"Not an image.", "এটি ছবি নয়।"},
	MsgOfferNotFound:                 {"Offer not found.", "অফারটি পাওয়া যায়নি।"},
	MsgPhotoOrderSaved:               {"Photo order saved.", "ছবির ক্রম সংরক্ষণ করা হয়েছে।"},
	MsgPhotoRemoved:                  {"Photo removed.", "ছবিটি সরানো হয়েছে।"},
	MsgSvgCouldNotRead:               {"The SVG could not be read.", "SVG ফাইলটি পড়া যায়নি।"},
	MsgSvgTooLarge:                   {"The SVG is too large.", "SVG ফাইলটি অনেক বড়।"},
	MsgAmountTooLarge:                {"The amount is too large.", "পরিমাণটি অনেক বেশি।"},
	MsgFileNoRows:                    {"The file has no rows.", "ফাইলে কোনো সারি নেই।"},
	MsgFileEmpty:                     {"The file is empty.", "ফাইলটি খালি।"},
	MsgFileNotValidCsvFile:           {"The file is not a valid CSV file.", "ফাইলটি সঠিক CSV ফাইল নয়।"},
	MsgFileEncoding:                  {"The file must be UTF-8.", "ফাইলটি UTF-8 হতে হবে।"},
	MsgFileNeedsTitleColumnNew:       {"The file needs a title column (new vehicles) or an id column (updates).", "ফাইলে একটি title কলাম (নতুন গাড়ি) অথবা id কলাম (হালনাগাদ) থাকতে হবে।"},
	MsgImageCouldNotRead:             {"The image could not be read.", "ছবিটি পড়া যায়নি।"},
	MsgImageCouldNotReadMay:          {"The image could not be read; it may be damaged.", "ছবিটি পড়া যায়নি; এটি সম্ভবত নষ্ট।"},
	MsgImageTooManyPixelsMost:        {"The image has too many pixels (at most %s megapixels, %s on a side).", "ছবিতে অনেক বেশি পিক্সেল (সর্বোচ্চ %s মেগাপিক্সেল, প্রতি পাশে %s)।"},
	MsgImageFileTooLarge:             {"The image is larger than %s MB.", "ছবিটি %s মেগাবাইটের চেয়ে বড়।"},
	MsgImageTooLargeProcessSave:      {"The image is too large to process. Save it as a JPEG, or smaller.", "ছবিটি প্রক্রিয়া করার জন্য অনেক বড়। JPEG হিসেবে বা আরও ছোট করে সংরক্ষণ করুন।"},
	MsgFieldRequired:                 {"This field is required.", "এই ঘরটি পূরণ করা আবশ্যক।"},
	MsgOfferCannotMarked:             {"This offer is %s; it cannot be marked %s.", "এই অফারটি এখন %s; একে %s করা যায় না।"},
	MsgRecordLinkedOthersStillUse:    {"This record is linked to others: it is still in use, or a linked record does not exist.", "এই রেকর্ডটি অন্যগুলোর সঙ্গে যুক্ত: এটি এখনো ব্যবহৃত হচ্ছে, অথবা যুক্ত রেকর্ডটি নেই।"},
	MsgVehicleAlreadyWinner:          {"This vehicle already has a winner.", "এই গাড়ির ইতিমধ্যে একজন বিজয়ী আছে।"},
	MsgUnknownFeatureCategory:        {"Unknown feature category.", "অজানা ফিচার বিভাগ।"},
	MsgUnknownStatus:                 {"Unknown status.", "অজানা অবস্থা।"},
	MsgUploadJpegPngWebpImage:        {"Upload a JPEG, PNG or WebP image.", "একটি JPEG, PNG অথবা WebP ছবি আপলোড করুন।"},
	MsgUploadImageFirstOnlyMedia:     {"Upload the image first; only /media/ paths are allowed.", "আগে ছবিটি আপলোড করুন; শুধু /media/ ঠিকানা চলবে।"},
	MsgUseLowerCaseLettersDigits:     {"Use lower-case letters, digits and dashes.", "ছোট হাতের অক্ষর, সংখ্যা ও ড্যাশ ব্যবহার করুন।"},
	MsgVehicleDeleted:                {"Vehicle deleted.", "গাড়িটি মুছে ফেলা হয়েছে।"},
	MsgVehicleArchivedHasOffers:      {"The vehicle has offers, so it was archived instead of deleted.", "গাড়িটিতে অফার আছে, তাই মুছে না ফেলে আর্কাইভ করা হয়েছে।"},
	MsgDeleted:                       {"Deleted.", "মুছে ফেলা হয়েছে।"},
	MsgImportHasErrors:               {"Some rows have errors; nothing was imported.", "কিছু সারিতে ভুল আছে; কিছুই আমদানি করা হয়নি।"},
	MsgImportDryRunValid:             {"Every row is valid. Nothing was written (dry run).", "সব সারি সঠিক। কিছুই লেখা হয়নি (পরীক্ষামূলক চালনা)।"},
	MsgImportDone:                    {"The file was imported.", "ফাইলটি আমদানি করা হয়েছে।"},
	MsgYearForm:                      {"Must be a year like 2021.", "২০২১ এর মতো একটি সাল দিন।"},
	MsgVehicleSoldNotOnSaleAgain:     {"This vehicle is sold; it cannot be put on sale again.", "গাড়িটি বিক্রি হয়ে গেছে; এটি আবার বিক্রির জন্য দেওয়া যায় না।"},
	MsgVehicleCannotMove:             {"A %s vehicle cannot be made %s.", "%s অবস্থার গাড়িকে %s করা যায় না।"},
	MsgStaffOnly:                     {"This part of the site is for staff.", "সাইটের এই অংশ শুধু স্টাফদের জন্য।"},
	MsgRoleNotAllowed:                {"Your role does not allow this.", "আপনার ভূমিকায় এটি করা যায় না।"},
	MsgSecondFactorRequired:          {"Enter the code from your authenticator app to use the back office.", "ব্যাক অফিস ব্যবহার করতে আপনার অথেনটিকেটর অ্যাপের কোডটি দিন।"},
	MsgFactorAlreadyEnrolled:         {"An authenticator app is already set up for this account.", "এই অ্যাকাউন্টে একটি অথেনটিকেটর অ্যাপ আগেই যুক্ত আছে।"},
	MsgFactorNotEnrolled:             {"Set up an authenticator app first.", "আগে একটি অথেনটিকেটর অ্যাপ যুক্ত করুন।"},
	MsgFactorCodeForm:                {"Enter the %s-digit code from your authenticator app, or a recovery code.", "অথেনটিকেটর অ্যাপের %s সংখ্যার কোড অথবা একটি রিকভারি কোড দিন।"},
	MsgFactorCodeWrong:               {"That code is not right. Check your phone's clock and try the newest code.", "কোডটি সঠিক নয়। ফোনের সময় ঠিক আছে কিনা দেখে সর্বশেষ কোডটি দিন।"},
	MsgFactorResetOwn:                {"You cannot reset your own authenticator; use a recovery code or ask another owner.", "নিজের অথেনটিকেটর রিসেট করা যায় না; একটি রিকভারি কোড ব্যবহার করুন অথবা অন্য একজন মালিককে বলুন।"},
	MsgFactorReset:                   {"Their authenticator was reset; they set up a new one at their next sign-in.", "অথেনটিকেটর রিসেট হয়েছে; পরের বার লগইনে তিনি নতুন করে যুক্ত করবেন।"},
	MsgNoStaffMemberId:               {"No staff member has this id.", "এই আইডির কোনো স্টাফ নেই।"},
	MsgTooManyWrongFactorCodes:       {"Too many wrong codes. Try again later, use a recovery code, or ask an owner to reset your authenticator.", "অনেকবার ভুল কোড দেওয়া হয়েছে। পরে আবার চেষ্টা করুন, একটি রিকভারি কোড ব্যবহার করুন, অথবা একজন মালিককে অথেনটিকেটর রিসেট করতে বলুন।"},
	MsgSomeVehiclesCannotMove:        {"Nothing was changed: some of the chosen vehicles cannot move.", "কিছুই বদলানো হয়নি: বেছে নেওয়া কয়েকটি গাড়ি সরানো যায় না।"},
	MsgVehiclesMoved:                 {"%s vehicles moved.", "%s টি গাড়ি সরানো হয়েছে।"},
	MsgPublishArchiveDraft:           {"Must be publish, archive or draft.", "publish, archive অথবা draft হতে হবে।"},
	MsgChooseVehicles:                {"Choose 1 to %s vehicles.", "১ থেকে %s টি গাড়ি বেছে নিন।"},
	MsgAmountNewest:                  {"Must be amount or newest.", "amount অথবা newest হতে হবে।"},
	MsgUnknownSortColumn:             {"Unknown column to sort by.", "এই কলাম অনুযায়ী সাজানো যায় না।"},
}
