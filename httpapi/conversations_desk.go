package httpapi

import (
	"net/http"
	"strconv"

	"garihaat"
)

// The staff's conversation tools and the buyer's report (issue 48 items
// 2, 6 and 7); thin handlers over garihaat.ConversationDesk.

// conversationDeskRoutes adds the desk's routes beside the inbox's.
func (s *Server) conversationDeskRoutes(api func(string, http.HandlerFunc), admin func(string, garihaat.Permission, http.HandlerFunc)) {
	inbox := garihaat.PermConversations
	api("POST /conversations/{id}/report", s.requireUser("", s.reportConversation))
	admin("GET /admin/conversations/{id}/publish", inbox, s.adminPublished)
	admin("POST /admin/conversations/{id}/publish", inbox, s.adminPublish)
	admin("POST /admin/conversations/{id}/unpublish", inbox, s.adminUnpublish)
	admin("GET /admin/conversations/{id}/buyer", inbox, s.adminBuyerContext)
	admin("POST /admin/conversations/{id}/messages/{message}/release", inbox, s.adminRelease)
	admin("POST /admin/conversations/{id}/block", inbox, s.adminBlock)
	admin("POST /admin/conversations/{id}/unblock", inbox, s.adminUnblock)
	admin("POST /admin/conversations/{id}/reports/close", inbox, s.adminCloseReports)
	admin("GET /admin/conversations/{id}/readers", garihaat.PermAudit, s.adminReaders)
	admin("GET /admin/quick-replies", inbox, s.adminQuickReplies)
	admin("POST /admin/quick-replies", garihaat.PermQuickReplies, s.adminSaveQuickReply)
	admin("PUT /admin/quick-replies/{id}", garihaat.PermQuickReplies, s.adminSaveQuickReply)
	admin("DELETE /admin/quick-replies/{id}", garihaat.PermQuickReplies, s.adminDeleteQuickReply)
}

// auditedRead records, for the read audit, that the staff member opened
// the thread (its newest page), then serves it with next.
func (s *Server) auditedRead(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := s.conversationID(r)
		if err == nil && r.URL.Query().Get("before") == "" {
			_, err = s.deps.Conversations.Conversation(r.Context(), staffView(r), id)
			if err == nil {
				err = s.deps.Conversations.Viewed(r.Context(), staffView(r), id, s.deps.Now())
			}
		}
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		next(w, r)
	}
}

// withConversation parses the path's id and runs fn with it.
func (s *Server) withConversation(w http.ResponseWriter, r *http.Request, fn func(id int64) (any, error)) {
	id, err := s.conversationID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	body, err := fn(id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, body)
}

// done is the answer of a write with nothing to return but its message.
func done(r *http.Request, msg string) map[string]any {
	return map[string]any{"status": true, "message": translate(requestLang(r), msg)}
}

// adminPublished is GET /admin/conversations/{id}/publish: its public
// answer, 404 when it has none.
func (s *Server) adminPublished(w http.ResponseWriter, r *http.Request) {
	s.withConversation(w, r, func(id int64) (any, error) {
		p, err := s.deps.Conversations.Published(r.Context(), id)
		return map[string]any{"status": true, "published": p}, err
	})
}

// adminPublish is POST /admin/conversations/{id}/publish {question, answer}.
func (s *Server) adminPublish(w http.ResponseWriter, r *http.Request) {
	s.withConversation(w, r, func(id int64) (any, error) {
		var req garihaat.PublishRequest
		if err := decodeJSON(w, r, &req); err != nil {
			return nil, err
		}
		p, err := s.deps.Conversations.Publish(r.Context(), actor(r), id, req)
		return map[string]any{"status": true, "published": p, "message": translate(requestLang(r), garihaat.MsgPublished)}, err
	})
}

// adminUnpublish is POST /admin/conversations/{id}/unpublish.
func (s *Server) adminUnpublish(w http.ResponseWriter, r *http.Request) {
	s.withConversation(w, r, func(id int64) (any, error) {
		return done(r, garihaat.MsgUnpublished), s.deps.Conversations.Unpublish(r.Context(), actor(r), id)
	})
}

// adminBuyerContext is GET /admin/conversations/{id}/buyer: what the inbox
// shows beside the thread.
func (s *Server) adminBuyerContext(w http.ResponseWriter, r *http.Request) {
	s.withConversation(w, r, func(id int64) (any, error) {
		bc, err := s.deps.Conversations.BuyerContext(r.Context(), id)
		return map[string]any{"status": true, "buyer": bc}, err
	})
}

// adminRelease is POST /admin/conversations/{id}/messages/{message}/release.
func (s *Server) adminRelease(w http.ResponseWriter, r *http.Request) {
	s.withConversation(w, r, func(id int64) (any, error) {
		mid, err := strconv.ParseInt(r.PathValue("message"), 10, 64)
		if err != nil || mid <= 0 {
			return nil, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgConversationNotFound)
		}
		m, err := s.deps.Conversations.Release(r.Context(), actor(r), id, mid)
		return map[string]any{"status": true, "message": m}, err
	})
}

// adminBlock is POST /admin/conversations/{id}/block {reason}.
func (s *Server) adminBlock(w http.ResponseWriter, r *http.Request) {
	s.withConversation(w, r, func(id int64) (any, error) {
		var req garihaat.BlockRequest
		if err := decodeJSON(w, r, &req); err != nil {
			return nil, err
		}
		return done(r, garihaat.MsgBlocked), s.deps.Conversations.Block(r.Context(), actor(r), id, req.Reason)
	})
}

// adminUnblock is POST /admin/conversations/{id}/unblock.
func (s *Server) adminUnblock(w http.ResponseWriter, r *http.Request) {
	s.withConversation(w, r, func(id int64) (any, error) {
		return done(r, garihaat.MsgUnblocked), s.deps.Conversations.Unblock(r.Context(), actor(r), id)
	})
}

// adminCloseReports is POST /admin/conversations/{id}/reports/close.
func (s *Server) adminCloseReports(w http.ResponseWriter, r *http.Request) {
	s.withConversation(w, r, func(id int64) (any, error) {
		return done(r, garihaat.MsgReportsClosed), s.deps.Conversations.CloseReports(r.Context(), actor(r), id)
	})
}

// adminReaders is GET /admin/conversations/{id}/readers: the read audit.
func (s *Server) adminReaders(w http.ResponseWriter, r *http.Request) {
	s.withConversation(w, r, func(id int64) (any, error) {
		list, err := s.deps.Conversations.Readers(r.Context(), id)
		return map[string]any{"status": true, "readers": list}, err
	})
}

// reportConversation is POST /conversations/{id}/report {reason}: the
// buyer's own conversation only (another's is 404).
func (s *Server) reportConversation(w http.ResponseWriter, r *http.Request) {
	s.withConversation(w, r, func(id int64) (any, error) {
		var req garihaat.ReportRequest
		if err := decodeJSON(w, r, &req); err != nil {
			return nil, err
		}
		in := garihaat.MessageInput{Viewer: buyerView(r), Text: req.Reason, IP: s.clientIP(r), Now: s.deps.Now()}
		return done(r, garihaat.MsgReported), s.deps.Conversations.Report(r.Context(), in, id)
	})
}

// adminQuickReplies is GET /admin/quick-replies.
func (s *Server) adminQuickReplies(w http.ResponseWriter, r *http.Request) {
	list, err := s.deps.Conversations.QuickReplies(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "quick_replies": list})
}

// adminSaveQuickReply is POST /admin/quick-replies and PUT
// /admin/quick-replies/{id} {text, text_bn}.
func (s *Server) adminSaveQuickReply(w http.ResponseWriter, r *http.Request) {
	var id int64
	if p := r.PathValue("id"); p != "" {
		n, err := strconv.ParseInt(p, 10, 64)
		if err != nil || n <= 0 {
			s.writeError(w, r, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgQuickReplyNotFound))
			return
		}
		id = n
	}
	var req garihaat.QuickReplyRequest
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	q, err := s.deps.Conversations.SaveQuickReply(r.Context(), actor(r), id, req)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	status := http.StatusOK
	if id == 0 {
		status = http.StatusCreated
	}
	writeJSON(w, status, map[string]any{"status": true, "quick_reply": q})
}

// adminDeleteQuickReply is DELETE /admin/quick-replies/{id}.
func (s *Server) adminDeleteQuickReply(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		s.writeError(w, r, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgQuickReplyNotFound))
		return
	}
	if err := s.deps.Conversations.DeleteQuickReply(r.Context(), actor(r), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, done(r, garihaat.MsgQuickReplyDeleted))
}
