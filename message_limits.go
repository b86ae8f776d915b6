package garihaat

import "time"

// messageLimits are the arguments a message's limits take, from the
// constants that enforce them: a sentence names no number of its own, so
// raising a limit changes what is refused and what the refusal says at
// once. Say puts them before the arguments the message was said with.
// Counts of a thousand and more are grouped as people read them (5,000);
// years are not.
var messageLimits = map[string][]any{
	MsgYearOutOfRange:          {MinVehicleYear, MaxFilterYear},
	MsgYearUpToNext:            {MinVehicleYear},
	MsgPhoneNotMobile:          {PhoneLength},
	MsgPhoneLength:             {PhoneLength},
	MsgStaffPhoneAndRole:       {PhoneLength},
	MsgOfferCodeSent:           {OTPLength},
	MsgOTPInvalid:              {OTPLength},
	MsgFactorCodeForm:          {TOTPDigits},
	MsgVehiclePhotosMost:       {MaxVehiclePhotos},
	MsgCSVRowsMost:             {GroupLakh(MaxCSVRows)},
	MsgImageTooManyPixelsMost:  {MaxPhotoPixels / 1_000_000, GroupLakh(MaxPhotoSide)},
	MsgImageFileTooLarge:       {MaxPhotoBytes >> 20},
	MsgEnrolmentLinkInvalid:    {int(EnrolmentLinkTTL / time.Hour)},
	MsgEnrolmentLinkMade:       {int(EnrolmentLinkTTL / time.Hour)},
	MsgQuickReplyTooLong:       {GroupLakh(MaxMessageRunes)},
	MsgMessageTextTooLong:      {GroupLakh(MaxMessageRunes)},
	MsgTooManyQuickReplies:     {MaxQuickReplies},
	MsgReasonTooLong:           {MaxReasonRunes},
	MsgMessagesBlocked:         {Hotline},
	MsgTooManyReports:          {Hotline},
	MsgSellerBlocked:           {Hotline},
	MsgTooManyMessagePhotos:    {MaxMessagePhotos},
	MsgTooManyUnsentPhotos:     {MaxUnsentPhotos},
	MsgPlanMonths:              {MaxPlanChoices, MaxPlanMonths},
	MsgBankRate:                {MaxBankRate},
	MsgInsightsDays:            {InsightPeriods[0], InsightPeriods[1], InsightPeriods[2]},
	MsgInsightsPeriod:          {MaxInsightDays},
	MsgCompareIDs:              {MinCompared, MaxCompared},
	MsgSavedSearchNameTooLong:  {MaxSearchNameRunes},
	MsgTooManySavedSearches:    {MaxSavedSearches},
	MsgTooManyListingsInReview: {MaxSellerInReview},
	MsgTooManyNewListingsToday: {MaxSellerNewPerDay},
	MsgListingPhotosMost:       {MaxSellerPhotos},
	MsgChooseVehicles:          {MaxBulkVehicles},
}

// The technical figures' messages take their bounds from technicalBounds.
func init() {
	for _, b := range technicalBounds {
		messageLimits[b.msg] = []any{GroupLakh(b.lo), GroupLakh(b.hi)}
	}
}
