package garihaat

import (
	"context"
	"time"
)

// A staff member's first authenticator enrolment (and the first after a
// reset) needs more than the SMS code: a one-time link an owner hands over
// (issue 46, item 9). Whoever has the member's SIM alone cannot set up an
// app of their own and walk into the back office.

// EnrolmentLinkTTL is how long a set-up link works.
const EnrolmentLinkTTL = 24 * time.Hour

// EnrolmentLink is a set-up link as its owner sees it once: the token
// (stored only hashed), the path of the back office that takes it, and
// when it stops working. It is spent when the member's app gives its
// first code.
type EnrolmentLink struct {
	Token     string    `json:"token"`
	Path      string    `json:"path"`
	ExpiresAt time.Time `json:"expires_at"`
}

// EnrolmentPath is where a link's token is taken: the back office, which
// shows the set-up screen to a member without an app.
func EnrolmentPath(token string) string { return "/admin?enrol=" + token }

// EnrolmentLink makes a new set-up link for staff member userID, replacing
// any earlier one, audited as a's act; ENOTFOUND when userID is not staff,
// ECONFLICT when their app is set up already (an owner resets it first).
func (f *Factors) EnrolmentLink(ctx context.Context, a Actor, userID int64) (EnrolmentLink, error) {
	token, hash, err := NewSessionToken()
	if err != nil {
		return EnrolmentLink{}, err
	}
	now := f.Now()
	l := EnrolmentLink{Token: token, Path: EnrolmentPath(token), ExpiresAt: now.Add(EnrolmentLinkTTL).UTC().Truncate(time.Second)}
	if err := f.Store.SaveEnrolmentLink(ctx, a, userID, hash, now, l.ExpiresAt); err != nil {
		return EnrolmentLink{}, err
	}
	return l, nil
}
