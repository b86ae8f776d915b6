package garihaat

// The messages of conversations (issue 48), in English and Bangla.
const (
	MsgMessageTextRequired         = "message_text_required"
	MsgMessageTextTooLong          = "message_text_too_long"
	MsgMessageTextInvalid          = "message_text_invalid"
	MsgConversationNotFound        = "conversation_not_found"
	MsgConversationVehicleNotFound = "conversation_vehicle_not_found"
	MsgTooManyConversationsToday   = "too_many_conversations_today"
	MsgTooManyConversationsNetwork = "too_many_conversations_network"
	MsgTooManyMessagesMinute       = "too_many_messages_minute"
	MsgTooManyMessagesNetwork      = "too_many_messages_network"
	MsgIdempotencyKeySentOtherText = "idempotency_key_sent_other_text"
	MsgAssigneeCannotAnswer        = "assignee_cannot_answer"
	MsgConversationFilterInvalid   = "conversation_filter_invalid"
	MsgConversationCursorInvalid   = "conversation_cursor_invalid"
	MsgSignInToAsk                 = "sign_in_to_ask"
	MsgMessageSMSSwitchInvalid     = "message_sms_switch_invalid"
)

var conversationTexts = Messages{
	MsgMessageTextRequired:         {"Write your message.", "আপনার বার্তা লিখুন।"},
	MsgMessageTextTooLong:          {"A message is at most %s characters.", "একটি বার্তা সর্বোচ্চ %s অক্ষরের।"},
	MsgMessageTextInvalid:          {"The message has characters that cannot be sent.", "বার্তায় এমন অক্ষর আছে যা পাঠানো যায় না।"},
	MsgConversationNotFound:        {"Conversation not found.", "কথোপকথনটি পাওয়া যায়নি।"},
	MsgConversationVehicleNotFound: {"This vehicle cannot be asked about.", "এই গাড়িটি সম্পর্কে প্রশ্ন করা যায় না।"},
	MsgTooManyConversationsToday:   {"You have started many conversations today; try again tomorrow or write in one you have.", "আজ আপনি অনেকগুলো কথোপকথন শুরু করেছেন; আগামীকাল আবার চেষ্টা করুন বা আগের কোনোটিতে লিখুন।"},
	MsgTooManyConversationsNetwork: {"Too many conversations were started from your network today; try again later.", "আজ আপনার নেটওয়ার্ক থেকে অনেকগুলো কথোপকথন শুরু হয়েছে; পরে আবার চেষ্টা করুন।"},
	MsgTooManyMessagesMinute:       {"You are sending messages too fast; wait a moment.", "আপনি খুব দ্রুত বার্তা পাঠাচ্ছেন; একটু অপেক্ষা করুন।"},
	MsgTooManyMessagesNetwork:      {"Too many messages from your network; wait a moment.", "আপনার নেটওয়ার্ক থেকে অনেক বার্তা আসছে; একটু অপেক্ষা করুন।"},
	MsgIdempotencyKeySentOtherText: {"This Idempotency-Key was sent with another message; use a new key for a new message.", "এই Idempotency-Key আগে অন্য একটি বার্তার সঙ্গে পাঠানো হয়েছে; নতুন বার্তার জন্য নতুন কী ব্যবহার করুন।"},
	MsgAssigneeCannotAnswer:        {"This person cannot answer conversations.", "এই ব্যক্তি কথোপকথনের উত্তর দিতে পারেন না।"},
	MsgConversationFilterInvalid:   {"Invalid inbox filter.", "ইনবক্সের ফিল্টারটি সঠিক নয়।"},
	MsgConversationCursorInvalid:   {"Invalid page cursor.", "পৃষ্ঠার কার্সরটি সঠিক নয়।"},
	MsgMessageSMSSwitchInvalid:     {"Say whether to send SMS about answers: on true or false.", "উত্তরের এসএমএস চালু থাকবে কি না বলুন: on true বা false।"},
	MsgSignInToAsk:                 {"Sign in to ask a question; your text is kept.", "প্রশ্ন করতে সাইন ইন করুন; আপনার লেখা রাখা থাকবে।"},
}

// AwaySMSText is the SMS telling someone away from the site that staff
// wrote in their conversation, with the link to it: to a buyer, that their
// question has an answer; to a seller in their listing's thread, that a
// buyer asked about the listing (a forwarded question) or that there is a
// message about it.
func AwaySMSText(lang, kind string, forwarded bool, link string) string {
	id := smsAwayAnswer
	switch {
	case kind == ConversationReview && forwarded:
		id = smsAwayForwarded
	case kind == ConversationReview:
		id = smsAwayListing
	}
	return smsSay(lang, id, Verbatim(link))
}
