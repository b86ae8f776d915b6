package garihaat

import (
	"context"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Conversations (issue 48): a buyer asks the dealer about a vehicle, or
// support in general, and staff answer. The dealer is always the other
// party; sellers are not in a buyer's conversation.

// MaxMessageRunes bounds a message's text, in characters.
const MaxMessageRunes = 2000

// MessagePageSize is how many messages a thread's page holds at most.
const MessagePageSize = 50

// Conversation states: open until staff resolve it; a buyer's new message
// opens it again.
const (
	ConversationOpen     = "open"
	ConversationResolved = "resolved"
)

// The sides of a conversation: the buyer who opened it, and staff.
const (
	SideBuyer = "buyer"
	SideStaff = "staff"
)

// ConversationVehicle is the vehicle pinned at the top of its
// conversation: enough to show its card without another call.
type ConversationVehicle struct {
	ID        int64  `json:"id"`
	Slug      string `json:"slug"`
	Title     string `json:"title"`
	TitleBn   string `json:"title_bn"`
	Image     string `json:"image"`
	CashPrice int64  `json:"cash_price"`
	Status    string `json:"status"`
	// PrivateSeller: a seller's listing, not the dealer's own — the one
	// whose buyers' questions staff may forward (the page says so too).
	PrivateSeller bool `json:"private_seller"`
}

// Message is one message of a conversation. Side says who wrote it; a
// buyer never learns which staff member answered (AuthorName is the
// dealer's for them).
type Message struct {
	ID             int64  `json:"id"`
	ConversationID int64  `json:"conversation_id"`
	Side           string `json:"side"`
	AuthorID       int64  `json:"-"`
	// Held: a new account's first message with a link or phone number,
	// waiting for staff to release it (conversation_desk.go).
	Held      bool      `json:"held,omitempty"`
	Text      string    `json:"text"`
	CreatedAt time.Time `json:"created_at"`
	// Forwarded marks a buyer's question staff forwarded into a seller's
	// review thread (its text has phone numbers hidden).
	Forwarded bool `json:"forwarded,omitempty"`
	// Photos are the message's photos in order (at most MaxMessagePhotos).
	Photos []MessagePhoto `json:"photos,omitempty"`
}

// Conversation is one thread as its list and its page show it. Unread
// counts the other side's messages after the viewer's read mark; for
// staff, after the newest mark of any staff member (the team reads as one).
type Conversation struct {
	ID int64 `json:"id"`
	// Kind is ConversationBuyer, or ConversationReview for a private
	// seller's thread with staff about their listing (BuyerID: the seller).
	Kind      string `json:"kind"`
	BuyerID   int64  `json:"buyer_id"`
	BuyerName string `json:"buyer_name,omitempty"`
	// BuyerDeleted: the buyer deleted their account. The thread stays for
	// staff, its buyer shown as a deleted user, nameless (issue 48).
	BuyerDeleted bool                 `json:"buyer_deleted,omitempty"`
	Vehicle      *ConversationVehicle `json:"vehicle"`
	Status       string               `json:"status"`
	AssigneeID   *int64               `json:"assignee_id"`
	LastMessage  *Message             `json:"last_message"`
	Unread       int                  `json:"unread"`
	// ReadUpTo is the other side's read mark: the newest message id they
	// have read (the "read" tick of the viewer's own messages).
	ReadUpTo int64 `json:"read_up_to"`
	// DeliveredUpTo is the other side's delivered mark (never below
	// ReadUpTo): the newest message id their client has received.
	DeliveredUpTo int64     `json:"delivered_up_to"`
	CreatedAt     time.Time `json:"created_at"`
	UpdatedAt     time.Time `json:"updated_at"`
}

// MessagePage is a page of a thread, newest first; Next is the cursor of
// the older page (the id to read before), 0 when there is none.
type MessagePage struct {
	Messages []Message `json:"messages"`
	Next     int64     `json:"next_cursor"`
}

// Viewer is who reads or writes a conversation: a buyer sees only their
// own conversations; staff see every one.
type Viewer struct {
	UserID int64
	Staff  bool
	// ReviewOnly limits a staff member whose role does not answer buyers
	// (an editor) to sellers' review threads; others are ENOTFOUND.
	ReviewOnly bool
}

// Side is the viewer's side of a conversation.
func (v Viewer) Side() string {
	if v.Staff {
		return SideStaff
	}
	return SideBuyer
}

// MessageInput is one message to store. KeyHash names the author's
// Idempotency-Key (empty: none); RequestHash what the key was sent with,
// so the same key with another text is refused, not answered with the
// first. IP is the sender's address, counted by the limits.
type MessageInput struct {
	Viewer    Viewer
	VehicleID int64 // Ask only: 0 asks support in general
	Text      string
	// PhotoIDs are the writer's uploaded, unsent photos the message
	// carries (Send only).
	PhotoIDs    []int64
	KeyHash     string
	RequestHash string
	IP          string
	// Lang is the buyer's language, kept for the SMS they receive.
	Lang string
	Now  time.Time
	// Stored, when set, is told of the message once it is committed (not
	// of a replay), with its conversation's buyer: the other side's live
	// event goes out before the answer is written.
	Stored func(m Message, buyer int64)
}

// Posted is what storing a message answers: the message, its conversation
// as the writer sees it, whether Ask began the conversation and whether
// the message was already stored under its key (a replay).
type Posted struct {
	Message      Message
	Conversation Conversation
	Created      bool
	Replayed     bool
}

// ConversationLimits bound how much one user and one address may write;
// zero switches a limit off. Staff are not limited: answering is their job.
type ConversationLimits struct {
	UserDaily     int // new conversations per user per day
	IPDaily       int // new conversations per address per day
	UserPerMinute int // messages per user per minute
	IPPerMinute   int // messages per address per minute
	// Photo uploads per user and per address an hour.
	UserPhotosHourly int
	IPPhotosHourly   int
}

// DefaultConversationLimits are docs/decisions.md's values.
func DefaultConversationLimits() ConversationLimits {
	return ConversationLimits{UserDaily: 10, IPDaily: 30, UserPerMinute: 10, IPPerMinute: 30,
		UserPhotosHourly: 40, IPPhotosHourly: 120}
}

// InboxFilter narrows the staff inbox; zero values take everything.
type InboxFilter struct {
	Unread     bool
	Mine       bool // assigned to the viewing staff member
	Unassigned bool
	VehicleID  int64
	Status     string // open or resolved; "" both
	Kind       string // buyer or review; "" both
	Held       bool   // with a message held for review
	Reported   bool   // with a report staff have not closed
}

// ConversationService keeps conversations. Every read and write names its
// viewer; a conversation a buyer does not own is ENOTFOUND to them, never
// EFORBIDDEN, so ids reveal nothing.
type ConversationService interface {
	ConversationDesk
	ConversationPhotos
	// Ask adds a buyer's question to their conversation about the vehicle
	// (or their support conversation), beginning it when there is none.
	Ask(ctx context.Context, in MessageInput, l ConversationLimits) (Posted, error)
	// Send adds a message to conversation id.
	Send(ctx context.Context, id int64, in MessageInput, l ConversationLimits) (Posted, error)
	// Conversations lists the buyer's conversations, latest first.
	Conversations(ctx context.Context, v Viewer) ([]Conversation, error)
	// Inbox lists every conversation for staff, latest first.
	Inbox(ctx context.Context, v Viewer, f InboxFilter) ([]Conversation, error)
	// Conversation is one conversation as v sees it.
	Conversation(ctx context.Context, v Viewer, id int64) (Conversation, error)
	// Messages is a page of the thread older than before (0: the newest).
	Messages(ctx context.Context, v Viewer, id, before int64, limit int) (MessagePage, error)
	// MarkRead moves v's read mark to the thread's newest message.
	MarkRead(ctx context.Context, v Viewer, id int64, now time.Time) (Conversation, error)
	// Assign gives the conversation to a staff member who may answer it
	// (0: to nobody).
	Assign(ctx context.Context, a Actor, id, assignee int64, now time.Time) (Conversation, error)
	// Resolve marks the conversation resolved.
	Resolve(ctx context.Context, a Actor, id int64, now time.Time) (Conversation, error)
	// Forward copies a buyer's message of conversation id into the review
	// thread of its vehicle's private seller, phone numbers hidden.
	Forward(ctx context.Context, a Actor, id, messageID int64, now time.Time) (Posted, error)
	// ReviewThread is the review thread of a private seller's listing,
	// begun when there is none: staff may open any; a seller only their
	// own listing's (another's is ENOTFOUND).
	ReviewThread(ctx context.Context, v Viewer, vehicleID int64, now time.Time) (Conversation, error)
	// MessageSMS reports whether the user gets answer SMS; SetMessageSMS
	// turns them on or off.
	MessageSMS(ctx context.Context, userID int64) (bool, error)
	SetMessageSMS(ctx context.Context, userID int64, on bool) error
	// StreamSeen records that user id had an event stream open at at, on
	// any instance: the answer SMS waits for ten minutes away.
	StreamSeen(ctx context.Context, id int64, at time.Time) error
}

// CleanMessageText is text as a message keeps it, after the caller has
// put it in Unicode NFC (the search's normaliser, spelling.Text): line
// ends as "\n", no control characters but newlines and tabs, no byte
// order marks, spaces trimmed at the ends of the text and of each line,
// at most two blank lines in a row. Zero-width joiners stay: Bangla
// conjuncts need them.
func CleanMessageText(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '\r':
			return '\n'
		case r == '\n' || r == '\t':
			return r
		case r == '\ufeff' || unicode.IsControl(r) || r == utf8.RuneError:
			return -1
		}
		return r
	}, s)
	lines := strings.Split(s, "\n")
	out := lines[:0]
	blank := 0
	for _, l := range lines {
		l = strings.TrimRightFunc(l, unicode.IsSpace)
		if l == "" {
			if blank++; blank > 2 {
				continue
			}
		} else {
			blank = 0
		}
		out = append(out, l)
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}

// ValidateMessageText returns the cleaned text, or EINVALID on field
// "text" when it is empty or longer than MaxMessageRunes.
func ValidateMessageText(s string) (string, error) {
	if !utf8.ValidString(s) {
		return "", FieldError("text", MsgMessageTextInvalid)
	}
	s = CleanMessageText(s)
	switch n := utf8.RuneCountInString(s); {
	case n == 0:
		return "", FieldError("text", MsgMessageTextRequired)
	case n > MaxMessageRunes:
		return "", FieldError("text", MsgMessageTextTooLong)
	}
	return s, nil
}

// ValidConversationStatus reports whether s is a conversation state.
func ValidConversationStatus(s string) bool {
	return s == ConversationOpen || s == ConversationResolved
}

// AskRequest is the body of POST /conversations: no vehicle asks support.
type AskRequest struct {
	VehicleID *int64 `json:"vehicle_id"`
	Text      string `json:"text"`
}

// MessageRequest is the body of a message in a conversation.
type MessageRequest struct {
	Text     string  `json:"text"`
	PhotoIDs []int64 `json:"photo_ids"`
}

// AssignRequest is the body of an assignment: null gives it to nobody.
type AssignRequest struct {
	AssigneeID *int64 `json:"assignee_id"`
}
