package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"garihaat"
)

// ImageStore stores processed uploads (the back office's photos, logos and
// icons).
type ImageStore interface {
	AddVehicleImage(ctx context.Context, a garihaat.Actor, vehicleID int64, p garihaat.Photo) (garihaat.VehicleImage, error)
	// StartVehicleUpload refuses a photo the vehicle has no room for
	// before it is read and decoded.
	StartVehicleUpload(ctx context.Context, vehicleID int64) error
	SaveMedia(ctx context.Context, p garihaat.Photo) (string, error)
}

// requireRole is the one place every back-office route checks who may use
// it: no valid session is 401, a buyer is 403, a staff session that has not
// given its second factor is 401 with totp_required, and a role without
// permission p is 403. The role and the factor are read with the session
// on every request, so a grant, revocation or reset applies at once on
// every instance.
func (s *Server) requireRole(p garihaat.Permission, h http.HandlerFunc) http.HandlerFunc {
	return s.requireUser("", func(w http.ResponseWriter, r *http.Request) {
		u := currentUser(r)
		switch {
		case s.deps.BackOffice == nil:
			s.writeError(w, r, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNoSuchApiEndpoint))
		case u.Role == nil:
			s.writeError(w, r, garihaat.Errorf(garihaat.EFORBIDDEN, garihaat.MsgStaffOnly))
		case u.SecondFactor != garihaat.FactorOK:
			// Not through writeError: the answer says what the client must
			// do next (enroll, or give the code), beside the message.
			writeJSON(w, http.StatusUnauthorized, factorRequired{
				Status: false, Code: garihaat.EUNAUTHORIZED, TOTPRequired: true,
				TOTPEnrolled: u.SecondFactor == garihaat.FactorVerify,
				Message:      translate(requestLang(r), garihaat.MsgSecondFactorRequired),
			})
		case !garihaat.RoleCan(*u.Role, p):
			s.writeError(w, r, garihaat.Errorf(garihaat.EFORBIDDEN, garihaat.MsgRoleNotAllowed))
		default:
			h(w, r)
		}
	})
}

// factorRequired is the 401 of a staff session without its second factor.
type factorRequired struct {
	Status       bool   `json:"status"`
	Code         string `json:"code"`
	Message      string `json:"message"`
	TOTPRequired bool   `json:"totp_required"`
	TOTPEnrolled bool   `json:"totp_enrolled"`
}

// actor is the staff member of a request that passed requireRole.
func actor(r *http.Request) garihaat.Actor {
	u := currentUser(r)
	a := garihaat.Actor{UserID: u.ID, Phone: u.Phone}
	if u.Role != nil {
		a.Role = *u.Role
	}
	return a
}

// pathID reads a positive id path value; ENOTFOUND otherwise (a malformed
// id names nothing).
func pathID(r *http.Request, name string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || id <= 0 {
		return 0, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNotFound)
	}
	return id, nil
}

// pageParam reads ?page=, 1 when absent; a bad one is a field error.
func pageParam(r *http.Request) (int, error) {
	raw := r.URL.Query().Get("page")
	if raw == "" {
		return 1, nil
	}
	n, err := strconv.Atoi(garihaat.NormalizeDigits(raw))
	if err != nil || n < 1 || n > 1_000_000 {
		return 0, &garihaat.Error{Code: garihaat.EINVALID, Message: garihaat.MsgInvalidFilter,
			Fields: map[string][]string{"page": {garihaat.MsgPositiveWholeNumber}}}
	}
	return n, nil
}

func (s *Server) adminDashboard(w http.ResponseWriter, r *http.Request) {
	// Buyers' phones and amounts only for those who may see the offers.
	d, err := s.deps.BackOffice.Dashboard(r.Context(), garihaat.RoleCan(actor(r).Role, garihaat.PermOffers))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "dashboard": d})
}

func (s *Server) adminAudit(w http.ResponseWriter, r *http.Request) {
	page, err := pageParam(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	entries, p, err := s.deps.BackOffice.Audit(r.Context(), page)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "entries": entries, "pagination": p})
}

// adminMedia stores an uploaded logo, icon or portrait for a record's image
// field.
func (s *Server) adminMedia(w http.ResponseWriter, r *http.Request) {
	p, err := s.adminUpload(w, r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	url, err := s.deps.Images.SaveMedia(r.Context(), p)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"status": true, "image": map[string]any{"url": url}})
}

// searchText checks a back-office search box the way the public catalogue does.
func searchText(raw string) (string, error) {
	q := strings.TrimSpace(raw)
	if msg := garihaat.QueryProblem(q); msg != "" {
		return "", garihaat.FieldError("query", msg)
	}
	return q, nil
}
