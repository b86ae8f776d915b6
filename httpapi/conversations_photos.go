package httpapi

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strconv"

	"garihaat"
)

// Photos in conversations and the delivered marks (issue 48 item 4). A
// photo is uploaded first (POST .../photos, the listings' pipeline and
// limits: takePhoto), then sent by naming it in a message's photo_ids.
// Its files are served only here, to whoever may see the conversation,
// marked private: the web app reads them with its bearer token.

// photoCaching lets the viewer's browser keep a photo (its name never
// changes meaning) and no shared cache keep it at all.
const photoCaching = "private, max-age=604800, immutable"

// uploadPhoto is POST /conversations/{id}/photos (and the staff's): the
// conversation and the uploader's limits are checked, and the upload
// counted, before the photo is read or decoded.
func (s *Server) uploadPhoto(viewer func(*http.Request) garihaat.Viewer) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := s.conversationID(r)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		in := garihaat.MessageInput{Viewer: viewer(r), IP: s.clientIP(r), Now: s.deps.Now()}
		p, err := s.takePhoto(w, r, func() error {
			return s.deps.Conversations.StartPhotoUpload(r.Context(), in, id, s.deps.ConversationLimits)
		})
		if err == nil {
			var ph garihaat.MessagePhoto
			if ph, err = s.deps.Conversations.AddPhoto(r.Context(), in.Viewer, id, p, in.Now); err == nil {
				writeJSON(w, http.StatusCreated, map[string]any{"status": true, "photo": ph})
				return
			}
		}
		s.writeError(w, r, err)
	}
}

// photoID reads the {photo} of a photo route.
func photoID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("photo"), 10, 64)
	if err != nil || id <= 0 {
		return 0, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgPhotoNotFound)
	}
	return id, nil
}

// deletePhoto is DELETE /conversations/{id}/photos/{photo} (and the
// staff's): one of the caller's unsent photos, taken out of their box.
func (s *Server) deletePhoto(viewer func(*http.Request) garihaat.Viewer) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := s.conversationID(r)
		var photo int64
		if err == nil {
			photo, err = photoID(r)
		}
		if err == nil {
			err = s.deps.Conversations.DeletePhoto(r.Context(), viewer(r), id, photo)
		}
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, done(r, garihaat.MsgPhotoRemoved))
	}
}

// getPhoto is GET /conversations/{id}/photos/{photo}/{size} (and the
// staff's): the JPEG of one size, for those who may see it.
func (s *Server) getPhoto(viewer func(*http.Request) garihaat.Viewer) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := s.conversationID(r)
		var photo int64
		if err == nil {
			photo, err = photoID(r)
		}
		var path string
		if err == nil {
			path, err = s.deps.Conversations.PhotoPath(r.Context(), viewer(r), id, photo, r.PathValue("size"))
		}
		if err != nil || s.deps.Media == nil {
			if err == nil {
				err = garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgPhotoNotFound)
			}
			s.writeError(w, r, err)
			return
		}
		in, body, err := s.deps.Media.OpenMedia(r.Context(), path)
		if err != nil {
			if garihaat.ErrorCode(err) != garihaat.ENOTFOUND {
				// The store (object storage) did not answer: unavailable.
				s.deps.Logger.ErrorContext(r.Context(), "conversation photo", "path", path, "err", err)
				err = &garihaat.Error{Code: garihaat.EUNAVAILABLE, RetryAfter: 5, Message: garihaat.MsgPhotoStorageUnavailable}
			}
			s.writeError(w, r, err)
			return
		}
		defer body.Close()
		w.Header().Set("Vary", "Authorization")
		if mediaHeaders(w, r, in, photoCaching) {
			if _, err := io.Copy(w, body); err != nil && r.Context().Err() == nil {
				s.deps.Logger.WarnContext(r.Context(), "conversation photo: copy", "path", path, "err", err)
			}
		}
	}
}

// delivered moves v's delivered marks of conversations ids (up to upTo
// when not 0) and tells both sides of each mark that moved. A failure is
// logged, not answered: the mark moves at the next list or thread read
// (the marks that moved before it are told).
func (s *Server) delivered(ctx context.Context, v garihaat.Viewer, ids []int64, upTo int64) {
	marks, err := s.deps.Conversations.Delivered(ctx, v, ids, upTo)
	if err != nil {
		s.deps.Logger.WarnContext(ctx, "delivered mark", "user", v.UserID, "err", err)
	}
	s.tellDelivered(ctx, marks)
}

// tellDelivered tells both sides of each mark that moved.
func (s *Server) tellDelivered(ctx context.Context, marks []garihaat.DeliveredMark) {
	for _, m := range marks {
		s.publishUserFrom(ctx, m.BuyerID, garihaat.UserEventDelivered, m)
	}
}

// listDelivered delivers what a list answered: each conversation's last
// message reached the viewer's page, and with it everything before.
func (s *Server) listDelivered(r *http.Request, v garihaat.Viewer, list []garihaat.Conversation) {
	var ids []int64
	for _, c := range list {
		if c.LastMessage != nil && c.LastMessage.Side != v.Side() {
			ids = append(ids, c.ID)
		}
	}
	s.delivered(context.WithoutCancel(r.Context()), v, ids, 0)
}

// noteDelivered is a stream's part: a message of the other side written
// to user's stream (their own conversation's staff message, or for the
// team any buyer's) has reached their page.
func (s *Server) noteDelivered(user int64, team bool, e garihaat.UserEvent) {
	if v, id, n, ok := deliveredBy(user, team, e); ok {
		s.marks.note(deliveredKey{v, id}, n)
	}
}

// deliveredNote is what an event delivers: its conversation up to upTo,
// and the message itself (whose id upTo is) when the event carried it
// whole.
type deliveredNote struct {
	upTo, buyer int64
	m           *garihaat.Message
}

// deliveredBy is what e written to user's stream delivers: conversation
// id as n says, seen by v; ok is false when it delivers nothing.
func deliveredBy(user int64, team bool, e garihaat.UserEvent) (v garihaat.Viewer, id int64, n deliveredNote, ok bool) {
	if e.Name != garihaat.UserEventMessage {
		return v, 0, n, false
	}
	var ev messageEvent
	if err := json.Unmarshal(e.Data, &ev); err != nil {
		return v, 0, n, false
	}
	n = deliveredNote{upTo: ev.MessageID, buyer: e.UserID, m: ev.Message}
	if ev.Message != nil {
		n.upTo = ev.Message.ID
	}
	switch {
	case e.UserID == user && ev.Side == garihaat.SideStaff:
		v = garihaat.Viewer{UserID: user}
	case team && e.UserID != user && ev.Side == garihaat.SideBuyer:
		v = garihaat.Viewer{UserID: user, Staff: true}
	default:
		return v, 0, n, false
	}
	return v, ev.ConversationID, n, true
}
