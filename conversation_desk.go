package garihaat

import (
	"context"
	"regexp"
	"strings"
	"time"
	"unicode"
)

// The staff's tools around conversations (issue 48 items 2, 6 and 7):
// public answers, quick replies, held first messages, blocks, reports and
// the audit of who read a thread.

// PublicQuestion is a question and its answer staff published to the
// vehicle's page ("Questions buyers asked"), without the asker.
type PublicQuestion struct {
	ID       int64  `json:"id"`
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

// PublishRequest is the body of POST /admin/conversations/{id}/publish:
// the question and answer as the public will read them, edited by staff.
type PublishRequest struct {
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

// Published is a conversation's public answer as staff see it.
type Published struct {
	PublicQuestion
	ConversationID int64     `json:"conversation_id"`
	VehicleID      int64     `json:"vehicle_id"`
	PublishedAt    time.Time `json:"published_at"`
}

// QuickReply is one answer the owner keeps for the inbox, in both
// languages; sales put it in the box with a keystroke.
type QuickReply struct {
	ID     int64  `json:"id"`
	Text   string `json:"text"`
	TextBn string `json:"text_bn"`
}

// QuickReplyRequest is the body that creates or changes a quick reply.
type QuickReplyRequest struct {
	Text   string `json:"text"`
	TextBn string `json:"text_bn"`
}

// MaxQuickReplies bounds the owner's list: it is a keystroke menu.
const MaxQuickReplies = 50

// BlockRequest is the body of POST /admin/conversations/{id}/block.
type BlockRequest struct {
	Reason string `json:"reason"`
}

// ReportRequest is the body of POST /conversations/{id}/report.
type ReportRequest struct {
	Reason string `json:"reason"`
}

// MaxReasonRunes bounds a report's or a block's reason.
const MaxReasonRunes = 500

// Report is a participant's report of a conversation, as staff see it.
type Report struct {
	ID             int64     `json:"id"`
	ConversationID int64     `json:"conversation_id"`
	ReporterName   string    `json:"reporter_name"`
	Reason         string    `json:"reason"`
	CreatedAt      time.Time `json:"created_at"`
}

// ThreadReader is one row of the read audit: a staff member who opened
// the conversation, and when.
type ThreadReader struct {
	UserID int64     `json:"user_id"`
	Name   string    `json:"name"`
	Phone  string    `json:"phone"`
	Role   string    `json:"role"`
	At     time.Time `json:"at"`
}

// BuyerContext is what the inbox shows beside a thread: the buyer's other
// conversations and their offers, newest first.
type BuyerContext struct {
	Blocked       bool           `json:"blocked"`
	Conversations []Conversation `json:"conversations"`
	Offers        []BuyerOffer   `json:"offers"`
	Reports       []Report       `json:"reports"`
}

// BuyerOffer is one of the buyer's offers as the inbox lists it.
type BuyerOffer struct {
	ID          int64     `json:"id"`
	IDNumber    string    `json:"id_number"`
	Status      string    `json:"status"`
	Amount      int64     `json:"offer_amount"`
	VehicleID   int64     `json:"vehicle_id"`
	VehicleSlug string    `json:"vehicle_slug"`
	Title       string    `json:"title"`
	TitleBn     string    `json:"title_bn"`
	CreatedAt   time.Time `json:"created_at"`
}

// NewAccountAge is how long an account counts as new: its first message
// with a link or a phone number waits for staff.
const NewAccountAge = 7 * 24 * time.Hour

// ConversationDesk is the staff's side of those tools, and the buyer's
// report.
type ConversationDesk interface {
	// Publish puts the conversation's question and answer on its
	// vehicle's page (replacing what it published before); Unpublish
	// takes it off. Both change that vehicle's public version only.
	Publish(ctx context.Context, a Actor, id int64, req PublishRequest) (Published, error)
	Unpublish(ctx context.Context, a Actor, id int64) error
	// Published is the conversation's public answer (ENOTFOUND: none).
	Published(ctx context.Context, id int64) (Published, error)
	QuickReplies(ctx context.Context) ([]QuickReply, error)
	SaveQuickReply(ctx context.Context, a Actor, id int64, req QuickReplyRequest) (QuickReply, error)
	DeleteQuickReply(ctx context.Context, a Actor, id int64) error
	// Release delivers a held message to the other side.
	Release(ctx context.Context, a Actor, conversationID, messageID int64) (Message, error)
	// Block refuses the conversation's buyer's messages from now on;
	// Unblock lets them write again.
	Block(ctx context.Context, a Actor, id int64, reason string) error
	Unblock(ctx context.Context, a Actor, id int64) error
	// Report records the viewer's report of conversation id, its reason
	// in.Text (in.IP and in.Now as for a message).
	Report(ctx context.Context, in MessageInput, id int64) error
	// CloseReports marks the conversation's reports dealt with.
	CloseReports(ctx context.Context, a Actor, id int64) error
	// Viewed records that a staff member opened the thread; Readers lists
	// who did, newest first.
	Viewed(ctx context.Context, v Viewer, id int64, now time.Time) error
	Readers(ctx context.Context, id int64) ([]ThreadReader, error)
	// BuyerContext is the buyer's other conversations, offers and reports.
	BuyerContext(ctx context.Context, id int64) (BuyerContext, error)
}

// ValidatePublish checks a public answer: both texts cleaned like a
// message, and nothing that reaches a person (a phone number, a link) nor
// the asker's name in either.
func ValidatePublish(req PublishRequest, askerName string) (PublishRequest, error) {
	v := Validation{}
	out := PublishRequest{}
	for _, f := range []struct {
		name string
		in   string
		out  *string
	}{{"question", req.Question, &out.Question}, {"answer", req.Answer, &out.Answer}} {
		s, err := ValidateMessageText(f.in)
		switch {
		case err != nil:
			v.Add(f.name, err.(*Error).Message)
		case HasContact(s):
			v.Add(f.name, MsgPublicHasContact)
		case NamesAsker(s, askerName):
			v.Add(f.name, MsgPublicHasName)
		}
		*f.out = s
	}
	return out, v.Err(MsgPublishInvalid)
}

// NamesAsker reports whether text holds the asker's name (or a word of
// it of three letters or more), case-insensitively.
func NamesAsker(text, name string) bool {
	t := strings.ToLower(text)
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) }) {
		if len([]rune(w)) >= 3 && containsWord(t, w) {
			return true
		}
	}
	return false
}

// containsWord reports whether w stands in t as a whole word.
func containsWord(t, w string) bool {
	for i := 0; ; {
		j := strings.Index(t[i:], w)
		if j < 0 {
			return false
		}
		j += i
		before, after := rune(' '), rune(' ')
		if j > 0 {
			before = lastRune(t[:j])
		}
		if end := j + len(w); end < len(t) {
			after = []rune(t[end:])[0]
		}
		if !isWordRune(before) && !isWordRune(after) {
			return true
		}
		i = j + len(w)
	}
}

func lastRune(s string) rune { r := []rune(s); return r[len(r)-1] }

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r) }

// links finds what reads as an address: a scheme, "www.", a WhatsApp or
// Telegram short link, or a name with a common top-level domain.
var links = regexp.MustCompile(`(?i)(https?://|www\.|wa\.me/|t\.me/|\b[a-z0-9-]+\.(com|net|org|info|biz|bd|me|ly|io|co|link|xyz|site|online|shop|top)\b)`)

// HasContact reports whether text holds a link or a phone number (Latin
// or Bengali digits, spaced or not): the commonest first message of a
// scam in classifieds takes the buyer off the site.
func HasContact(text string) bool {
	latin := strings.Map(func(r rune) rune {
		if r >= '০' && r <= '৯' {
			return '0' + (r - '০')
		}
		return r
	}, text)
	if links.MatchString(latin) {
		return true
	}
	// A phone number is what HidePhones hides (review_thread.go): one rule.
	return HidePhones(text) != text
}

// PermQuickReplies is keeping the inbox's quick replies: the owner's
// alone (RoleCan gives an owner every permission and no one else this).
const PermQuickReplies Permission = "conversations:quick-replies"
