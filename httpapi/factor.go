package httpapi

import (
	"bytes"
	"encoding/base64"
	"image/png"
	"net/http"

	"github.com/pquerna/otp"

	"garihaat"
)

// Staff members' second factor (issue 26): enrolling an authenticator app,
// giving its code, and the owner's list of staff with the reset.

// enrollFactor takes {link}, the token of the set-up link an owner handed
// over, and answers the key (as an otpauth URL, its QR code and the key
// itself, for typing in) and the recovery codes, shown this once.
func (s *Server) enrollFactor(w http.ResponseWriter, r *http.Request) {
	if s.deps.Factors == nil {
		s.apiNotFound(w, r)
		return
	}
	var req struct {
		Link string `json:"link"`
	}
	// No body at all is a request without a link: refused below, clearly.
	if r.ContentLength != 0 {
		if err := decodeJSON(w, r, &req); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	e, err := s.deps.Factors.Enroll(r.Context(), currentUser(r), req.Link)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	qr, err := qrDataURL(e.URL)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	// Secrets: never kept by a cache on the way.
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "otpauth_url": e.URL, "secret": e.Secret,
		"qr_code": qr, "recovery_codes": e.RecoveryCodes})
}

// qrDataURL draws the otpauth URL as a PNG QR code (the library's own
// drawing), small enough to send inline: the back office needs no QR
// library of its own.
func qrDataURL(url string) (string, error) {
	key, err := otp.NewKeyFromURL(url)
	if err != nil {
		return "", err
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&b, img); err != nil {
		return "", err
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(b.Bytes()), nil
}

// verifyFactor takes {code}: completes enrollment, or the sign-in of this
// session, and answers the user as /user does.
func (s *Server) verifyFactor(w http.ResponseWriter, r *http.Request) {
	if s.deps.Factors == nil {
		s.apiNotFound(w, r)
		return
	}
	var req struct {
		Code string `json:"code"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	c, _ := callerFrom(r.Context())
	if err := s.deps.Factors.Verify(r.Context(), c.user, garihaat.TokenHash(c.token), req.Code); err != nil {
		s.writeError(w, r, err)
		return
	}
	u := c.user
	u.SecondFactor = garihaat.FactorOK
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "user": u})
}

// staffMember is one row of the owner's staff list.
type staffMember struct {
	ID       int64  `json:"id"`
	Phone    string `json:"phone"`
	Name     string `json:"name"`
	Role     string `json:"role"`
	Enrolled bool   `json:"totp_enrolled"`
}

func (s *Server) adminStaff(w http.ResponseWriter, r *http.Request) {
	members, err := s.deps.Staff.Staff(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]staffMember, 0, len(members))
	for _, m := range members {
		out = append(out, staffMember{ID: m.UserID, Phone: m.Phone, Name: m.Name, Role: m.Role, Enrolled: m.Enrolled})
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "staff": out})
}

// adminEnrolmentLink makes a set-up link for a staff member without an
// app; the owner hands it over themselves.
func (s *Server) adminEnrolmentLink(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	var l garihaat.EnrolmentLink
	if err == nil {
		l, err = s.deps.Factors.EnrolmentLink(r.Context(), actor(r), id)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "link": l,
		"message": translate(requestLang(r), garihaat.MsgEnrolmentLinkMade)})
}

func (s *Server) adminResetFactor(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err == nil {
		err = s.deps.Factors.Reset(r.Context(), actor(r), id)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "message": translate(requestLang(r), garihaat.MsgFactorReset)})
}
