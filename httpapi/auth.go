package httpapi

import (
	"cmp"
	"context"
	"net"
	"net/http"
	"net/netip"
	"strings"

	"garihaat"
)

// Messages of the auth calls and the sign-in guard.
const (
	msgLoginRequired     = garihaat.MsgLogContinue
	msgBookmarkLogin     = garihaat.MsgNeedLoginSaveVehicle
	msgSignInUnavailable = garihaat.MsgSignNotAvailableRightNow
)

func (s *Server) sendOTP(w http.ResponseWriter, r *http.Request) {
	var req struct {
		PhoneNumber garihaat.FlexString `json:"phone_number"`
		// Proof answers the challenge of an earlier 429 (issue 46).
		Proof garihaat.Proof `json:"proof"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	phone, err := garihaat.ValidatePhone(string(req.PhoneNumber))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if s.deps.Auth == nil {
		s.writeError(w, r, garihaat.Errorf(garihaat.EUNAVAILABLE, garihaat.MsgFailedSendOtpTryAgain))
		return
	}
	// The answer never depends on whether the number has an account.
	if err := s.deps.Auth.SendOTP(r.Context(), phone, s.clientIP(r), deviceToken(r), requestLang(r), nil, req.Proof); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "message": translate(requestLang(r), garihaat.MsgOtpSentPhone)})
}

func (s *Server) verifyOTP(w http.ResponseWriter, r *http.Request) {
	var req struct {
		PhoneNumber garihaat.FlexString `json:"phone_number"`
		OTP         garihaat.FlexString `json:"otp"`
	}
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	phone, err := garihaat.ValidatePhone(string(req.PhoneNumber))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	code, err := garihaat.ValidateOTP(string(req.OTP))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if s.deps.Auth == nil {
		s.writeError(w, r, garihaat.Errorf(garihaat.EUNAVAILABLE, msgSignInUnavailable))
		return
	}
	in, err := s.deps.Auth.VerifyOTP(r.Context(), phone, code, s.clientIP(r), deviceToken(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"status": true, "message": translate(requestLang(r), garihaat.MsgSignedSuccessfully),
		"token": in.Token, "isNewUser": in.IsNewUser, "device_token": in.DeviceToken,
	})
}

// deviceToken is the device token a client that signed in before presents
// (X-Device-Token): it keeps others' wrong codes from locking it out.
// Anything not shaped like one counts as none.
func deviceToken(r *http.Request) string {
	t := r.Header.Get("X-Device-Token")
	if len(t) < 20 || len(t) > 100 {
		return ""
	}
	return t
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	c, _ := callerFrom(r.Context())
	if err := s.deps.Auth.Logout(r.Context(), c.token); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": true, "message": translate(requestLang(r), garihaat.MsgLoggedOut)})
}

// caller is the signed-in user of a request and the token that proved it.
type caller struct {
	user  garihaat.User
	token string
}

type callerKey struct{}

// callerFrom returns the caller requireUser put into ctx.
func callerFrom(ctx context.Context) (caller, bool) {
	c, ok := ctx.Value(callerKey{}).(caller)
	return c, ok
}

// currentUser returns the signed-in user of r, put there by requireUser.
func currentUser(r *http.Request) garihaat.User {
	c, _ := callerFrom(r.Context())
	return c.user
}

// bearerToken returns the token of an "Authorization: Bearer <token>"
// header, or "".
func bearerToken(r *http.Request) string {
	scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return ""
	}
	return strings.TrimSpace(token)
}

// requireUser lets only signed-in callers reach h and puts the caller into
// the request context. Otherwise the answer is 401 with loginMsg or, when
// that is empty, a message saying whether to log in or log in again. The
// session is looked up in the database on every request, so a logout on one
// instance takes effect on all of them at once.
func (s *Server) requireUser(loginMsg string, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		token := bearerToken(r)
		if token == "" || s.deps.Auth == nil {
			s.writeError(w, r, garihaat.Errorf(garihaat.EUNAUTHORIZED, cmp.Or(loginMsg, msgLoginRequired)))
			return
		}
		u, err := s.deps.Auth.Authenticate(r.Context(), token)
		if err != nil {
			if loginMsg != "" && garihaat.ErrorCode(err) == garihaat.EUNAUTHORIZED {
				err = garihaat.Errorf(garihaat.EUNAUTHORIZED, loginMsg)
			}
			s.writeError(w, r, err)
			return
		}
		h(w, r.WithContext(context.WithValue(r.Context(), callerKey{}, caller{user: u, token: token})))
	}
}

// optionalUser returns the signed-in user of r on routes open to everyone;
// a missing or bad token makes the caller a visitor, never an error.
func (s *Server) optionalUser(r *http.Request) (garihaat.User, bool) {
	token := bearerToken(r)
	if token == "" || s.deps.Auth == nil {
		return garihaat.User{}, false
	}
	u, err := s.deps.Auth.Authenticate(r.Context(), token)
	return u, err == nil
}

// clientIP is the address the per-IP limits count: the direct peer, unless
// that peer is one of the configured trusted proxies, in which case it is
// the right-most X-Forwarded-For entry that is not a trusted proxy.
// Entries left of it were written by the client and may be forged, so they
// are never used. IPv6 clients are keyed by their /64, the block one
// subscriber usually holds, so rotating addresses inside it gains nothing.
func (s *Server) clientIP(r *http.Request) string {
	return limitKey(clientAddr(r, s.deps.TrustedProxies))
}

func clientAddr(r *http.Request, trusted []netip.Prefix) netip.Addr {
	peer := parseAddr(r.RemoteAddr)
	if !peer.IsValid() || !isTrusted(peer, trusted) {
		return peer
	}
	hops := r.Header.Values("X-Forwarded-For")
	client := peer
	for i := len(hops) - 1; i >= 0; i-- {
		parts := strings.Split(hops[i], ",")
		for j := len(parts) - 1; j >= 0; j-- {
			a := parseAddr(strings.TrimSpace(parts[j]))
			if !a.IsValid() {
				// Garbage where a trusted proxy should have written an
				// address: stop at the last hop we can vouch for.
				return client
			}
			client = a
			if !isTrusted(a, trusted) {
				return a
			}
		}
	}
	return client
}

func isTrusted(a netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// parseAddr reads "ip", "ip:port" or "[ip]:port"; IPv4-mapped IPv6
// addresses become IPv4.
func parseAddr(s string) netip.Addr {
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().Unmap()
	}
	if host, _, err := net.SplitHostPort(s); err == nil {
		s = host
	}
	a, err := netip.ParseAddr(strings.Trim(s, "[]"))
	if err != nil {
		return netip.Addr{}
	}
	return a.WithZone("").Unmap()
}

// limitKey is the rate-limit key of a client address.
func limitKey(a netip.Addr) string {
	switch {
	case !a.IsValid():
		return "unknown"
	case a.Is6():
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

// ParseTrustedProxies reads a comma-separated list of CIDR prefixes or
// single addresses, e.g. "10.0.0.0/8, 127.0.0.1".
func ParseTrustedProxies(s string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if !strings.Contains(f, "/") {
			a, err := netip.ParseAddr(f)
			if err != nil {
				return nil, err
			}
			a = a.Unmap()
			out = append(out, netip.PrefixFrom(a, a.BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			return nil, err
		}
		out = append(out, p.Masked())
	}
	return out, nil
}
