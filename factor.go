package garihaat

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// Staff sign in with the buyers' SMS code and then a second factor: a
// time-based code from an authenticator app (TOTP, RFC 6238), or one of
// their recovery codes. One stolen SIM is then not the whole back office.

// Second-factor states of a staff member's session (User.SecondFactor).
const (
	FactorEnroll = "enroll" // no factor yet: the session enrolls one first
	FactorVerify = "verify" // enrolled, but this session has not given it
	FactorOK     = "ok"     // this session gave it
)

// FactorLimits bound the second factor. docs/decisions.md has the odds.
type FactorLimits struct {
	MaxFailures int           // wrong codes per staff member in Window
	Window      time.Duration // of the failure count
	Skew        int           // 30-second steps accepted either side of now
}

// DefaultFactorLimits returns the production limits: ten wrong codes a day,
// like the per-phone lock of SMS codes, and one step of clock skew.
func DefaultFactorLimits() FactorLimits {
	return FactorLimits{MaxFailures: 10, Window: 24 * time.Hour, Skew: 1}
}

// Enrollment is what a staff member enrolling sees once: the key for the
// authenticator app and the recovery codes. Neither is shown again.
type Enrollment struct {
	URL           string   // otpauth:// URL the QR code carries
	Secret        string   // the key in base32, for typing it in by hand
	RecoveryCodes []string // each signs in once in place of a code
}

// StaffFactor is a staff member's stored factor.
type StaffFactor struct {
	Sealed    string // the secret, sealed with the server's key
	Confirmed bool   // a code was given once since enrollment
}

// FactorStore keeps the factors. Every method is atomic.
type FactorStore interface {
	// StartFactor replaces the user's unconfirmed factor and recovery codes;
	// ECONFLICT when a confirmed one exists, EFORBIDDEN unless linkHash is
	// the hash of an unexpired set-up link of the user.
	StartFactor(ctx context.Context, userID int64, linkHash, sealed string, recoveryHashes []string, now time.Time) error
	// SaveEnrolmentLink stores the hash of userID's set-up link, valid
	// until expires, replacing any earlier one, audited as a's act;
	// ENOTFOUND when userID is not staff, ECONFLICT when their factor is
	// confirmed. A confirmed factor (PassFactor) and a reset spend it.
	SaveEnrolmentLink(ctx context.Context, a Actor, userID int64, tokenHash string, now, expires time.Time) error
	// Factor returns the user's factor; ENOTFOUND when there is none.
	Factor(ctx context.Context, userID int64) (StaffFactor, error)
	// ReserveFactorTry records one try as a failure before it is checked,
	// so concurrent guesses cannot pass the limit; ERATELIMITED (with
	// RetryAfter) when the user has l.MaxFailures in l.Window. App codes
	// and recovery codes (recovery) are counted apart: the app codes' lock
	// sends the member to a recovery code, which must then still work.
	ReserveFactorTry(ctx context.Context, userID int64, recovery bool, now time.Time, l FactorLimits) (tryID int64, err error)
	// PassFactor accepts a code of the given time step: it confirms the
	// factor, forgets the try and marks the session tokenHash as having
	// given the factor. A step not after the last one accepted is a replay:
	// EINVALID, and the try stays a failure.
	PassFactor(ctx context.Context, userID, tryID, step int64, tokenHash string, now time.Time) error
	// UseRecoveryCode spends the matching recovery code of a confirmed
	// factor the same way; EINVALID when there is none.
	UseRecoveryCode(ctx context.Context, userID, tryID int64, codeHash, tokenHash string, now time.Time) error
	// ResetFactor removes the factor and recovery codes of the staff member
	// userID and ends their sessions, audited as a's act; ENOTFOUND when
	// userID is not staff.
	ResetFactor(ctx context.Context, a Actor, userID int64) error
}

// FactorService enrolls, checks and resets staff members' second factor.
type FactorService interface {
	Enroll(ctx context.Context, u User, link string) (Enrollment, error)
	EnrolmentLink(ctx context.Context, a Actor, userID int64) (EnrolmentLink, error)
	Verify(ctx context.Context, u User, tokenHash, code string) error
	Reset(ctx context.Context, a Actor, userID int64) error
}

var _ FactorService = (*Factors)(nil)

// Factors implements FactorService on a FactorStore.
type Factors struct {
	Store  FactorStore
	Secret []byte // the server's secret, shared by every instance
	Limits FactorLimits
	Now    func() time.Time
}

// TOTPDigits is how many digits an authenticator app's code has (the
// otp.DigitsSix the keys are made and checked with).
const TOTPDigits = 6

// RecoveryCodeCount is how many recovery codes an enrollment gives.
const RecoveryCodeCount = 10

// Enroll starts enrollment for staff member u (whose session has no
// factor yet) with the set-up link an owner handed over (link, its token):
// a new key and recovery codes, replacing any earlier unconfirmed ones.
// The factor counts only once Verify accepts a code, which spends the link.
func (f *Factors) Enroll(ctx context.Context, u User, link string) (Enrollment, error) {
	if u.Role == nil {
		return Enrollment{}, Errorf(EFORBIDDEN, MsgStaffOnly)
	}
	if u.SecondFactor != FactorEnroll {
		return Enrollment{}, Errorf(ECONFLICT, MsgFactorAlreadyEnrolled)
	}
	if link == "" || len(link) > 100 {
		return Enrollment{}, Errorf(EFORBIDDEN, MsgEnrolmentLinkRequired)
	}
	key, err := totp.Generate(totp.GenerateOpts{Issuer: "Garihaat", AccountName: u.Phone, Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return Enrollment{}, err
	}
	sealed, err := f.seal(key.Secret())
	if err != nil {
		return Enrollment{}, err
	}
	e := Enrollment{URL: key.URL(), Secret: key.Secret()}
	hashes := make([]string, RecoveryCodeCount)
	for i := range hashes {
		c, err := newRecoveryCode()
		if err != nil {
			return Enrollment{}, err
		}
		e.RecoveryCodes = append(e.RecoveryCodes, c)
		hashes[i] = f.recoveryHash(u.ID, normalCode(c))
	}
	if err := f.Store.StartFactor(ctx, u.ID, TokenHash(link), sealed, hashes, f.Now()); err != nil {
		return Enrollment{}, err
	}
	return e, nil
}

// Verify checks code — six digits from the app, or a recovery code once the
// factor is confirmed — for staff member u and, when it is good, marks the
// session tokenHash as having given the factor. Wrong codes are limited.
func (f *Factors) Verify(ctx context.Context, u User, tokenHash, code string) error {
	if u.Role == nil {
		return Errorf(EFORBIDDEN, MsgStaffOnly)
	}
	stored, err := f.Store.Factor(ctx, u.ID)
	if ErrorCode(err) == ENOTFOUND {
		return Errorf(ECONFLICT, MsgFactorNotEnrolled)
	} else if err != nil {
		return err
	}
	typed := normalCode(code)
	isTOTP := len(typed) == TOTPDigits && strings.Trim(typed, "0123456789") == ""
	if !isTOTP && (!stored.Confirmed || len(typed) != recoveryCodeLen) {
		return FieldError("code", MsgFactorCodeForm)
	}
	now := f.Now()
	try, err := f.Store.ReserveFactorTry(ctx, u.ID, !isTOTP, now, f.Limits)
	if err != nil {
		return err
	}
	// The try is a failure already; from here a client hanging up must not
	// turn a good code into one.
	ctx = context.WithoutCancel(ctx)
	if !isTOTP {
		return f.Store.UseRecoveryCode(ctx, u.ID, try, f.recoveryHash(u.ID, typed), tokenHash, now)
	}
	secret, err := f.open(stored.Sealed)
	if err != nil {
		return err
	}
	step, ok := matchStep(secret, typed, now, f.Limits.Skew)
	if !ok {
		return FieldError("code", MsgFactorCodeWrong)
	}
	return f.Store.PassFactor(ctx, u.ID, try, step, tokenHash, now)
}

// Reset removes staff member userID's factor so they enroll again at their
// next sign-in; their sessions end. Nobody resets their own: that is what
// their recovery codes, another owner or the command line are for.
func (f *Factors) Reset(ctx context.Context, a Actor, userID int64) error {
	if a.UserID == userID {
		return Errorf(ECONFLICT, MsgFactorResetOwn)
	}
	return f.Store.ResetFactor(ctx, a, userID)
}

// matchStep reports the 30-second step within skew of now whose code is
// code, using the library's RFC 6238 code generation.
func matchStep(secret, code string, now time.Time, skew int) (int64, bool) {
	opts := totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}
	for d := -skew; d <= skew; d++ {
		at := now.Add(time.Duration(d) * 30 * time.Second)
		want, err := totp.GenerateCodeCustom(secret, at, opts)
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return at.Unix() / 30, true
		}
	}
	return 0, false
}

// TOTPCode is the current code of a base32 key, as an authenticator app
// shows it (`garihaat totp KEY`, for a machine without a phone at hand).
func TOTPCode(secret string, now time.Time) (string, error) {
	return totp.GenerateCodeCustom(strings.ToUpper(strings.ReplaceAll(secret, " ", "")), now,
		totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
}

// A recovery code is 10 base32 letters (50 random bits), written xxxxx-xxxxx.
const recoveryCodeLen = 10

func newRecoveryCode() (string, error) {
	var b [7]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	s := strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))[:recoveryCodeLen]
	return s[:5] + "-" + s[5:], nil
}

// normalCode is a typed code as it is checked: ASCII digits, lower case,
// without spaces or dashes (recovery codes are hashed in this form).
func normalCode(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' {
			return -1
		}
		return r
	}, strings.ToLower(NormalizeDigits(strings.TrimSpace(s))))
}

// recoveryHash is the only form a recovery code is stored in, keyed with
// the server secret like sign-in codes and tied to its user.
func (f *Factors) recoveryHash(userID int64, code string) string {
	m := hmac.New(sha256.New, f.Secret)
	fmt.Fprintf(m, "recovery\x00%d\x00%s", userID, code)
	return hex.EncodeToString(m.Sum(nil))
}

// seal encrypts a key with AES-GCM under a key derived from the server
// secret: the key must be read back to check codes, so it cannot be
// hashed, and a copy of the database alone does not give it away when the
// secret is kept outside it (--secret).
func (f *Factors) seal(secret string) (string, error) {
	aead, err := f.aead()
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	return base64.RawStdEncoding.EncodeToString(aead.Seal(nonce, nonce, []byte(secret), nil)), nil
}

func (f *Factors) open(sealed string) (string, error) {
	aead, err := f.aead()
	if err != nil {
		return "", err
	}
	b, err := base64.RawStdEncoding.DecodeString(sealed)
	if err != nil || len(b) < aead.NonceSize() {
		return "", errors.New("factor: malformed sealed key")
	}
	plain, err := aead.Open(nil, b[:aead.NonceSize()], b[aead.NonceSize():], nil)
	if err != nil {
		return "", fmt.Errorf("factor: cannot open the key (was the server secret changed?): %w", err)
	}
	return string(plain), nil
}

func (f *Factors) aead() (cipher.AEAD, error) {
	m := hmac.New(sha256.New, f.Secret)
	m.Write([]byte("totp-key-seal"))
	block, err := aes.NewCipher(m.Sum(nil))
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}
