package httpapi

import (
	"net/http"

	"garihaat"
)

// Sellers' review threads and forwarding (issue 48 item 3): a seller opens
// their listing's thread with staff, staff open it from the review desk,
// and staff who answer buyers forward a buyer's question into it.

// reviewThread is POST /my-vehicles/{id}/thread (the seller's own
// listing; another's is 404) and POST /admin/vehicles/{id}/thread: the
// listing's review thread, begun when there is none.
func (s *Server) reviewThread(viewer func(*http.Request) garihaat.Viewer) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r, "id")
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		c, err := s.deps.Conversations.ReviewThread(r.Context(), viewer(r), id, s.deps.Now())
		s.writeConversation(w, r, c, err)
	}
}

// adminForward is POST /admin/conversations/{id}/forward {message_id}: a
// copy of the buyer's message, phone numbers hidden, in the seller's
// review thread; the seller's pages hear of it at once.
func (s *Server) adminForward(w http.ResponseWriter, r *http.Request) {
	id, err := s.conversationID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var req garihaat.ForwardRequest
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if req.MessageID <= 0 {
		s.writeError(w, r, garihaat.FieldError("message_id", garihaat.MsgForwardMessageRequired))
		return
	}
	p, err := s.deps.Conversations.Forward(r.Context(), actor(r), id, req.MessageID, s.deps.Now())
	if err == nil && !p.Replayed {
		s.publishMessage(r, p.Conversation.BuyerID, p.Message)
	}
	s.writePosted(w, r, p, err)
}

// tellReviewThread tells the seller's pages that the review desk's
// decision on vehicle id put its note in their thread.
func (s *Server) tellReviewThread(r *http.Request, id int64, d garihaat.ReviewDecision) {
	if d.Note == "" {
		return
	}
	c, err := s.deps.Conversations.ReviewThread(r.Context(), staffView(r), id, s.deps.Now())
	if err != nil {
		return // the dealer's own vehicle: no thread, no note in one
	}
	s.publishUser(r, c.BuyerID, garihaat.UserEventMessage, messageEvent{ConversationID: c.ID, Message: c.LastMessage})
}
