package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strconv"
	"unicode/utf8"

	"garihaat"
)

// Conversations (issue 48): a buyer's calls, each scoped by the signed-in
// user (another's conversation is a 404), and the events each write sends
// to both sides' streams. The staff's calls are in conversations_admin.go.

// buyerView is the signed-in caller as a buyer.
func buyerView(r *http.Request) garihaat.Viewer {
	return garihaat.Viewer{UserID: currentUser(r).ID}
}

// ask is POST /conversations.
func (s *Server) ask(w http.ResponseWriter, r *http.Request) {
	var req garihaat.AskRequest
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	target := "support"
	in := garihaat.MessageInput{Viewer: buyerView(r), Text: req.Text}
	if req.VehicleID != nil {
		if *req.VehicleID <= 0 {
			s.writeError(w, r, garihaat.FieldError("vehicle_id", garihaat.MsgConversationVehicleNotFound))
			return
		}
		in.VehicleID, target = *req.VehicleID, "vehicle:"+strconv.FormatInt(*req.VehicleID, 10)
	}
	if !s.messageInput(w, r, &in, target) {
		return
	}
	p, err := s.deps.Conversations.Ask(r.Context(), in, s.deps.ConversationLimits)
	s.writePosted(w, r, p, err)
}

// sendMessage is POST /conversations/{id}/messages (and the staff's under
// /admin: viewer says which).
func (s *Server) sendMessage(viewer func(*http.Request) garihaat.Viewer) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := s.conversationID(r)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		var req garihaat.MessageRequest
		if err := decodeJSON(w, r, &req); err != nil {
			s.writeError(w, r, err)
			return
		}
		in := garihaat.MessageInput{Viewer: viewer(r), Text: req.Text, PhotoIDs: req.PhotoIDs}
		if !s.messageInput(w, r, &in, "conversation:"+strconv.FormatInt(id, 10)) {
			return
		}
		p, err := s.deps.Conversations.Send(r.Context(), id, in, s.deps.ConversationLimits)
		s.writePosted(w, r, p, err)
	}
}

// messageInput completes in from the request: the sender's address and
// language, the clock, and the Idempotency-Key's hashes. The key is the
// author's (the store keeps it unique per author); what it was sent with
// is the target, the text and the photos, so the same key with another
// message is refused rather than answered with the first.
func (s *Server) messageInput(w http.ResponseWriter, r *http.Request, in *garihaat.MessageInput, target string) bool {
	in.IP, in.Lang, in.Now = s.clientIP(r), requestLang(r), s.deps.Now()
	// Both sides' streams hear of it as soon as it is stored.
	in.Stored = func(m garihaat.Message, buyer int64) { s.publishMessage(r, buyer, m) }
	if key := r.Header.Get("Idempotency-Key"); key != "" {
		if len(key) > 200 || !utf8.ValidString(key) {
			s.writeError(w, r, garihaat.FieldError("Idempotency-Key", garihaat.MsgInvalidFilter))
			return false
		}
		sum := sha256.Sum256([]byte(key))
		what := target + "\x00" + in.Text
		for _, id := range in.PhotoIDs {
			// (a message without photos hashes as it did before photos)
			what += "\x00" + strconv.FormatInt(id, 10)
		}
		req := sha256.Sum256([]byte(what))
		in.KeyHash, in.RequestHash = hex.EncodeToString(sum[:]), hex.EncodeToString(req[:])
	}
	return true
}

// writePosted answers a stored message with 201 (a replay of its key
// too, marked Idempotent-Replayed); both sides' streams heard of it when
// it was stored (messageInput's Stored).
func (s *Server) writePosted(w http.ResponseWriter, r *http.Request, p garihaat.Posted, err error) {
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if p.Replayed {
		w.Header().Set("Idempotent-Replayed", "true")
	}
	writeJSON(w, http.StatusCreated, map[string]any{"status": true, "conversation": p.Conversation, "message": p.Message})
}

// publishMessage tells both sides' streams of a stored message.
func (s *Server) publishMessage(r *http.Request, buyer int64, m garihaat.Message) {
	s.publishUser(r, buyer, garihaat.UserEventMessage, messageEvent{ConversationID: m.ConversationID, Side: m.Side, Message: &m})
}

// messageEvent is the data of a "message" event; a message too long for
// the cross-instance channel goes without its text (Truncated), and the
// page reads the thread.
type messageEvent struct {
	ConversationID int64 `json:"conversation_id"`
	// Side is the writer's side, truncated or not: a stream of the other
	// side moves its delivered mark (noteDelivered).
	Side      string            `json:"side,omitempty"`
	Message   *garihaat.Message `json:"message,omitempty"`
	MessageID int64             `json:"message_id,omitempty"`
	Truncated bool              `json:"truncated,omitempty"`
}

// readEvent is the data of a "read" event: side has read up to a message.
type readEvent struct {
	ConversationID int64  `json:"conversation_id"`
	Side           string `json:"side"`
	ReadUpTo       int64  `json:"read_up_to"`
}

// publishUser sends an event to the buyer's and the staff's streams after
// the answer, as publishState does for bids.
func (s *Server) publishUser(r *http.Request, buyer int64, name string, data any) {
	s.publishUserFrom(context.WithoutCancel(r.Context()), buyer, name, data)
}

// publishUserFrom is publishUser outside a request (an event stream's).
func (s *Server) publishUserFrom(ctx context.Context, buyer int64, name string, data any) {
	if s.deps.Users == nil {
		return
	}
	b, err := json.Marshal(data)
	if err != nil {
		s.deps.Logger.Warn("user event", "err", err)
		return
	}
	if m, ok := data.(messageEvent); ok && len(b) > garihaat.MaxUserEventData {
		b, _ = json.Marshal(messageEvent{ConversationID: m.ConversationID, Side: m.Side, MessageID: m.Message.ID, Truncated: true})
	}
	if err := s.deps.Users.PublishUser(ctx, garihaat.UserEvent{UserID: buyer, Staff: true, Name: name, Data: b}); err != nil {
		s.deps.Logger.WarnContext(ctx, "publish user event", "user", buyer, "err", err)
	}
}

// conversationID reads the {id} of a conversation route.
func (s *Server) conversationID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgConversationNotFound)
	}
	return id, nil
}

// listConversations is GET /conversations, with whether the user gets
// answer SMS.
func (s *Server) listConversations(w http.ResponseWriter, r *http.Request) {
	list, err := s.deps.Conversations.Conversations(r.Context(), buyerView(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.listDelivered(r, buyerView(r), list)
	sms, err := s.deps.Conversations.MessageSMS(r.Context(), currentUser(r).ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "conversations": list, "message_sms": sms})
}

// setMessageSMS is PUT /message-sms {on}: the user's answer SMS.
func (s *Server) setMessageSMS(w http.ResponseWriter, r *http.Request) {
	s.setSwitch(w, r, "message_sms", garihaat.MsgMessageSMSSwitchInvalid, s.deps.Conversations.SetMessageSMS)
}

// getConversation is GET /conversations/{id} (and the staff's).
func (s *Server) getConversation(viewer func(*http.Request) garihaat.Viewer) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := s.conversationID(r)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		c, err := s.deps.Conversations.Conversation(r.Context(), viewer(r), id)
		s.writeConversation(w, r, c, err)
	}
}

// listMessages is GET /conversations/{id}/messages?before=&limit= (and
// the staff's): newest first, next_cursor the before of the older page.
func (s *Server) listMessages(viewer func(*http.Request) garihaat.Viewer) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := s.conversationID(r)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		before, err1 := optionalInt(r, "before")
		limit, err2 := optionalInt(r, "limit")
		if err1 != nil || err2 != nil || limit > garihaat.MessagePageSize {
			v := garihaat.Validation{}
			if err1 != nil {
				v.Add("before", garihaat.MsgConversationCursorInvalid)
			}
			if err2 != nil || limit > garihaat.MessagePageSize {
				v.Add("limit", garihaat.MsgConversationCursorInvalid)
			}
			s.writeError(w, r, v.Err(garihaat.MsgConversationCursorInvalid))
			return
		}
		page, err := s.deps.Conversations.Messages(r.Context(), viewer(r), id, before, int(limit))
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if before == 0 {
			// The newest page reached this client: the other side's
			// messages on it are delivered.
			s.delivered(context.WithoutCancel(r.Context()), viewer(r), []int64{id}, 0)
		}
		writeJSON(w, http.StatusOK, map[string]any{"status": true, "messages": page.Messages, "next_cursor": page.Next})
	}
}

// optionalInt reads a positive whole number parameter; 0 when absent.
func optionalInt(r *http.Request, name string) (int64, error) {
	raw := r.URL.Query().Get(name)
	if raw == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(garihaat.NormalizeDigits(raw), 10, 64)
	if err != nil || n < 1 {
		return 0, strconv.ErrSyntax
	}
	return n, nil
}

// markRead is POST /conversations/{id}/read (and the staff's): the
// viewer's read mark moves to the newest message, and the other side's
// pages learn it (their "read" ticks).
func (s *Server) markRead(viewer func(*http.Request) garihaat.Viewer) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := s.conversationID(r)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		v := viewer(r)
		c, err := s.deps.Conversations.MarkRead(r.Context(), v, id, s.deps.Now())
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		var upto int64
		if c.LastMessage != nil {
			upto = c.LastMessage.ID
		}
		s.publishUser(r, c.BuyerID, garihaat.UserEventRead, readEvent{ConversationID: id, Side: v.Side(), ReadUpTo: upto})
		writeJSON(w, http.StatusOK, map[string]any{"status": true, "conversation": c})
	}
}
