package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"garihaat"
)

// The account calls. Every one runs behind requireUser and passes the
// caller's own id to the service, which scopes every query by it: no
// request can name another user.

func (s *Server) getUser(w http.ResponseWriter, r *http.Request) {
	u, err := s.deps.Account.User(r.Context(), currentUser(r).ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	u.SecondFactor = currentUser(r).SecondFactor // read with the session
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "user": u})
}

func (s *Server) putUser(w http.ResponseWriter, r *http.Request) {
	var req garihaat.UserUpdateRequest
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	up, err := req.Validate(currentUser(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	u, err := s.deps.Account.UpdateUser(r.Context(), currentUser(r).ID, up)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"success": true, "user": u, "message": translate(requestLang(r), garihaat.MsgAccountInfoUpdatedSuccessfully),
	})
}

func (s *Server) getOffers(w http.ResponseWriter, r *http.Request) {
	offers, err := s.deps.Account.Offers(r.Context(), currentUser(r).ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "offers": offers})
}

func (s *Server) getPurchaseOffers(w http.ResponseWriter, r *http.Request) {
	offers, err := s.deps.Account.PurchaseOffers(r.Context(), currentUser(r).ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "offers": offers})
}

func (s *Server) getBookmarks(w http.ResponseWriter, r *http.Request) {
	bms, err := s.deps.Account.Bookmarks(r.Context(), currentUser(r).ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "bookmarks": bms})
}

func (s *Server) deleteBookmark(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		s.writeError(w, r, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgBookmarkNotFound))
		return
	}
	if err := s.deps.Account.DeleteBookmark(r.Context(), currentUser(r).ID, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "message": translate(requestLang(r), garihaat.MsgVehicleRemovedSavedList)})
}

func (s *Server) toggleBookmark(w http.ResponseWriter, r *http.Request) {
	var req struct {
		ID garihaat.FlexString `json:"id"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	id, err := strconv.ParseInt(strings.TrimSpace(string(req.ID)), 10, 64)
	if err != nil || id <= 0 {
		s.writeError(w, r, &garihaat.Error{Code: garihaat.EINVALID, Message: garihaat.MsgVehicleRequired,
			Fields: map[string][]string{"id": {garihaat.MsgVehicleRequired}}})
		return
	}
	saved, err := s.deps.Account.ToggleBookmark(r.Context(), currentUser(r).ID, id, requestLang(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	msg := garihaat.MsgVehicleRemovedSavedList
	if saved {
		msg = garihaat.MsgVehicleSaved
		s.insight(r).Save(id)
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "isBookmarked": saved, "message": translate(requestLang(r), msg)})
}

// deleteAccount is DELETE /account {confirm}: the confirmation word first,
// then the deletion, which ends every session of the user, this one too.
func (s *Server) deleteAccount(w http.ResponseWriter, r *http.Request) {
	var req garihaat.DeleteAccountRequest
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := req.Validate(); err != nil {
		s.writeError(w, r, err)
		return
	}
	id := currentUser(r).ID
	if err := s.deps.Account.DeleteAccount(r.Context(), id, s.clientIP(r), s.deps.Now(), s.deps.DeleteLimits); err != nil {
		s.writeError(w, r, err)
		return
	}
	// Their pages still open elsewhere end their streams, on every
	// instance: the sessions are gone, the streams would not notice.
	if s.deps.Users != nil {
		ctx := context.WithoutCancel(r.Context())
		if err := s.deps.Users.PublishUser(ctx, garihaat.UserEvent{UserID: id, Name: garihaat.UserEventGone, Data: []byte("{}")}); err != nil {
			s.deps.Logger.WarnContext(ctx, "publish user event", "user", id, "err", err)
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "message": translate(requestLang(r), garihaat.MsgAccountDeleted)})
}
