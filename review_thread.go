package garihaat

import (
	"strings"
	"unicode"
)

// Sellers in the loop (issue 48 item 3): a private seller's listing has
// its own thread with staff, where the review desk's notes and the
// seller's answers live. Buyers still deal with the dealer only: staff
// forward a buyer's question into the seller's thread, and neither side
// sees the other's phone number.

// Conversation kinds.
const (
	ConversationBuyer  = "buyer"
	ConversationReview = "review"
)

// ValidConversationKind reports whether s names a conversation kind.
func ValidConversationKind(s string) bool {
	return s == ConversationBuyer || s == ConversationReview
}

// PhoneHidden stands for each digit of a hidden phone number.
const PhoneHidden = '•'

// phoneDigits is how many digits in one run make a phone number: a
// Bangladeshi mobile number has 11 (13 with 880); 8 also catches a
// number written in parts ("01711 234 567") or a land line, while a price
// ("9,50,000"), a year or a model number has fewer.
const phoneDigits = 8

// HidePhones replaces the digits of every phone number in s with
// PhoneHidden: a run of Latin or Bengali digits, with spaces, dashes,
// dots, brackets or a plus between them, holding phoneDigits or more
// digits. The separators and everything else stay, so the text still
// reads as written.
func HidePhones(s string) string {
	r := []rune(s)
	for i := 0; i < len(r); {
		if !isAnyDigit(r[i]) && r[i] != '+' {
			i++
			continue
		}
		j, digits, end := i, 0, i
		for j < len(r) && (isAnyDigit(r[j]) || phoneSeparator(r[j])) {
			if isAnyDigit(r[j]) {
				digits++
				end = j + 1
			}
			j++
		}
		if digits >= phoneDigits {
			for k := i; k < end; k++ {
				if isAnyDigit(r[k]) {
					r[k] = PhoneHidden
				}
			}
		}
		i = max(j, i+1)
	}
	return string(r)
}

func isAnyDigit(r rune) bool { return r >= '0' && r <= '9' || r >= '০' && r <= '৯' }

// phoneSeparator is what people write between a phone number's digits.
// A comma is not one: "9,50,000" is a price in lakh grouping.
func phoneSeparator(r rune) bool {
	return r == ' ' || r == '-' || r == '.' || r == '(' || r == ')' || r == '+' || r == '\u00a0'
}

// ForwardedText is a forwarded question as the seller reads it.
func ForwardedText(s string) string {
	return strings.TrimFunc(HidePhones(s), unicode.IsSpace)
}

// ForwardRequest is the body of POST /admin/conversations/{id}/forward.
type ForwardRequest struct {
	MessageID int64 `json:"message_id"`
}

// The messages of review threads and forwarding.
const (
	MsgForwardMessageRequired   = "forward_message_required"
	MsgForwardNotBuyersQuestion = "forward_not_buyers_question"
	MsgForwardNoPrivateSeller   = "forward_no_private_seller"
	MsgNoReviewThread           = "no_review_thread"
	MsgConversationKindInvalid  = "conversation_kind_invalid"
)

var reviewThreadTexts = Messages{
	MsgForwardMessageRequired:   {"Choose the buyer's message to forward.", "ফরওয়ার্ড করার জন্য ক্রেতার বার্তা বেছে নিন।"},
	MsgForwardNotBuyersQuestion: {"Only a buyer's message of this conversation can be forwarded.", "শুধু এই কথোপকথনে ক্রেতার বার্তাই ফরওয়ার্ড করা যায়।"},
	MsgForwardNoPrivateSeller:   {"This vehicle is the dealer's own: there is no seller to forward to.", "এই গাড়িটি ডিলারের নিজের: ফরওয়ার্ড করার মতো কোনো বিক্রেতা নেই।"},
	MsgNoReviewThread:           {"This listing has no private seller, so it has no thread with staff.", "এই বিজ্ঞাপনের কোনো ব্যক্তিগত বিক্রেতা নেই, তাই কর্মীদের সাথে এর কোনো কথোপকথন নেই।"},
	MsgConversationKindInvalid:  {"Kind must be buyer or review.", "ধরন buyer অথবা review হতে হবে।"},
}
