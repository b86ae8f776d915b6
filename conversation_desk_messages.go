package garihaat

// The messages of the staff's conversation tools (conversation_desk.go).
const (
	MsgPublishInvalid        = "publish_invalid"
	MsgPublicHasContact      = "public_has_contact"
	MsgPublicHasName         = "public_has_name"
	MsgNotPublishable        = "conversation_not_publishable"
	MsgNotPublished          = "conversation_not_published"
	MsgQuickReplyInvalid     = "quick_reply_invalid"
	MsgQuickReplyTooLong     = "quick_reply_too_long"
	MsgQuickReplyNotFound    = "quick_reply_not_found"
	MsgTooManyQuickReplies   = "too_many_quick_replies"
	MsgMessagesBlocked       = "messages_blocked"
	MsgMessageNotHeld        = "message_not_held"
	MsgReasonRequired        = "reason_required"
	MsgReasonTooLong         = "reason_too_long"
	MsgCannotBlockStaff      = "cannot_block_staff"
	MsgPublished             = "conversation_published"
	MsgUnpublished           = "conversation_unpublished"
	MsgReported              = "conversation_reported"
	MsgBlocked               = "user_blocked"
	MsgUnblocked             = "user_unblocked"
	MsgQuickReplyDeleted     = "quick_reply_deleted"
	MsgReportsClosed         = "conversation_reports_closed"
	MsgQuickReplyTextMissing = "quick_reply_text_missing"
	MsgTooManyReports        = "too_many_reports"
)

var conversationDeskTexts = Messages{
	MsgPublishInvalid:        {"The public answer cannot be published as written.", "জনসাধারণের উত্তরটি লেখা অবস্থায় প্রকাশ করা যায় না।"},
	MsgPublicHasContact:      {"Take out phone numbers and links: everyone will read this.", "ফোন নম্বর ও লিংক বাদ দিন: এটি সবাই পড়বে।"},
	MsgPublicHasName:         {"Take out the buyer's name: a public answer names nobody.", "ক্রেতার নাম বাদ দিন: প্রকাশিত উত্তরে কারও নাম থাকে না।"},
	MsgNotPublishable:        {"Only a buyer's conversation about a vehicle on the site can be published to its page.", "শুধু সাইটে থাকা কোনো গাড়ি নিয়ে ক্রেতার কথোপকথনই তার পাতায় প্রকাশ করা যায়।"},
	MsgNotPublished:          {"This conversation has no published answer.", "এই কথোপকথনের কোনো প্রকাশিত উত্তর নেই।"},
	MsgQuickReplyInvalid:     {"The quick reply cannot be saved as written.", "দ্রুত উত্তরটি লেখা অবস্থায় সংরক্ষণ করা যায় না।"},
	MsgQuickReplyTextMissing: {"Write the reply in this language too.", "এই ভাষাতেও উত্তরটি লিখুন।"},
	MsgQuickReplyTooLong:     {"A quick reply is at most %s characters.", "একটি দ্রুত উত্তর সর্বোচ্চ %s অক্ষরের।"},
	MsgQuickReplyNotFound:    {"Quick reply not found.", "দ্রুত উত্তরটি পাওয়া যায়নি।"},
	MsgTooManyQuickReplies:   {"There are %s quick replies already; delete one first.", "ইতিমধ্যে %sটি দ্রুত উত্তর আছে; আগে একটি মুছুন।"},
	MsgMessagesBlocked:       {"You can no longer send messages here. Call %s if you think this is a mistake.", "আপনি এখানে আর বার্তা পাঠাতে পারবেন না। ভুল মনে হলে %s-এ কল করুন।"},
	MsgMessageNotHeld:        {"This message is not waiting for review.", "এই বার্তাটি পর্যালোচনার অপেক্ষায় নেই।"},
	MsgTooManyReports:        {"You have sent many reports today; call %s if it is urgent.", "আজ আপনি অনেকগুলো অভিযোগ পাঠিয়েছেন; জরুরি হলে %s-এ কল করুন।"},
	MsgReasonRequired:        {"Say what happened.", "কী হয়েছে লিখুন।"},
	MsgReasonTooLong:         {"At most %s characters.", "সর্বোচ্চ %s অক্ষর।"},
	MsgCannotBlockStaff:      {"Staff members cannot be blocked from the inbox.", "কর্মীদের ইনবক্স থেকে ব্লক করা যায় না।"},
	MsgPublished:             {"Published on the vehicle's page.", "গাড়ির পাতায় প্রকাশিত হয়েছে।"},
	MsgUnpublished:           {"Taken off the vehicle's page.", "গাড়ির পাতা থেকে সরানো হয়েছে।"},
	MsgReported:              {"Thank you: staff will look at this conversation.", "ধন্যবাদ: কর্মীরা কথোপকথনটি দেখবেন।"},
	MsgBlocked:               {"Blocked: their messages are refused.", "ব্লক করা হয়েছে: তাঁর বার্তা নেওয়া হবে না।"},
	MsgUnblocked:             {"Unblocked: they can write again.", "আনব্লক করা হয়েছে: তিনি আবার লিখতে পারবেন।"},
	MsgQuickReplyDeleted:     {"Quick reply deleted.", "দ্রুত উত্তরটি মুছে ফেলা হয়েছে।"},
	MsgReportsClosed:         {"Reports closed.", "অভিযোগগুলো বন্ধ করা হয়েছে।"},
}

// The desk's table joins the others without touching their list.
func init() { messageTables = append(messageTables, conversationDeskTexts) }
