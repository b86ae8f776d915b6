package httpapi

import (
	"net/http"

	"garihaat"
)

// The staff inbox (issue 48): every conversation, read and answered as
// the dealer; requireRole(PermConversations) lets sales and the owner in.

// staffView is the signed-in staff member as the dealer's side.
func staffView(r *http.Request) garihaat.Viewer {
	u := currentUser(r)
	return garihaat.Viewer{UserID: u.ID, Staff: true,
		ReviewOnly: u.Role == nil || !garihaat.RoleCan(*u.Role, garihaat.PermConversations)}
}

// adminInbox is GET /admin/conversations?unread=1&mine=1&unassigned=1&held=1&reported=1&vehicle=ID&status=open.
func (s *Server) adminInbox(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	v := garihaat.Validation{}
	flag := func(name string) bool {
		switch q.Get(name) {
		case "", "0", "false":
			return false
		case "1", "true":
			return true
		}
		v.Add(name, garihaat.MsgConversationFilterInvalid)
		return false
	}
	f := garihaat.InboxFilter{Unread: flag("unread"), Mine: flag("mine"), Unassigned: flag("unassigned"), Status: q.Get("status"), Kind: q.Get("kind"),
		Held: flag("held"), Reported: flag("reported")}
	if f.Kind != "" && !garihaat.ValidConversationKind(f.Kind) {
		v.Add("kind", garihaat.MsgConversationKindInvalid)
	}
	vehicle, err := optionalInt(r, "vehicle")
	if err != nil {
		v.Add("vehicle", garihaat.MsgConversationFilterInvalid)
	}
	f.VehicleID = vehicle
	if f.Status != "" && !garihaat.ValidConversationStatus(f.Status) {
		v.Add("status", garihaat.MsgConversationFilterInvalid)
	}
	if err := v.Err(garihaat.MsgConversationFilterInvalid); err != nil {
		s.writeError(w, r, err)
		return
	}
	list, err := s.deps.Conversations.Inbox(r.Context(), staffView(r), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.listDelivered(r, staffView(r), list)
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "conversations": list})
}

// adminAssign is POST /admin/conversations/{id}/assign {assignee_id}.
func (s *Server) adminAssign(w http.ResponseWriter, r *http.Request) {
	id, err := s.conversationID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var req garihaat.AssignRequest
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	var to int64
	if req.AssigneeID != nil {
		to = *req.AssigneeID
	}
	c, err := s.deps.Conversations.Assign(r.Context(), actor(r), id, to, s.deps.Now())
	s.writeConversation(w, r, c, err)
}

// adminResolve is POST /admin/conversations/{id}/resolve.
func (s *Server) adminResolve(w http.ResponseWriter, r *http.Request) {
	id, err := s.conversationID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	c, err := s.deps.Conversations.Resolve(r.Context(), actor(r), id, s.deps.Now())
	s.writeConversation(w, r, c, err)
}

func (s *Server) writeConversation(w http.ResponseWriter, r *http.Request, c garihaat.Conversation, err error) {
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "conversation": c})
}
