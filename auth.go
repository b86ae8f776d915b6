package garihaat

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"time"
)

// OTPLength is the number of digits of a sign-in code (spec §9).
const OTPLength = 4

// PhoneLength is the number of digits of a Bangladeshi mobile number.
const PhoneLength = 11

// AuthLimits are the limits around sign-in. A 4-digit code has only about
// 13 bits, so these, not the code, are what keep accounts safe and SMS
// bills bounded. docs/decisions.md explains each value.
type AuthLimits struct {
	CodeTTL     time.Duration // a code is valid this long after it is sent
	MaxAttempts int           // wrong tries per code before it is dead

	FailWindow    time.Duration // window of the per-phone failure lock
	MaxFailures   int           // failed verifications per phone in FailWindow
	MaxIPFailures int           // failed verifications per client IP per hour

	Cooldown    time.Duration // minimum gap between two sends to one phone
	PhoneHourly int           // sends per phone per hour
	PhoneDaily  int           // sends per phone per 24 hours
	IPHourly    int           // sends per client IP per hour
	// GlobalHourly is the circuit breaker of codes to numbers that signed
	// in before and of the messages already owed (the outbox): every SMS
	// of the hour except codes to new numbers.
	GlobalHourly int
	// NewHourly is the budget of codes to numbers that never signed in,
	// the one a flood can spend; past a tenth of it they need a proof of
	// work (ChallengeBits). It never takes from GlobalHourly.
	NewHourly int
	// NetworkHourly bounds one network's share of the new numbers' budget
	// (an IPv4 /24, an IPv6 /64), so a few networks cannot spend it all.
	NetworkHourly int
	// ChallengeMinBits and ChallengeMaxBits bound the proof of work's
	// difficulty (ChallengeBits); a zero ChallengeMaxBits switches it off.
	ChallengeMinBits, ChallengeMaxBits int

	SessionTTL time.Duration // absolute lifetime of a session
}

// DefaultAuthLimits returns the production limits.
func DefaultAuthLimits() AuthLimits {
	return AuthLimits{
		CodeTTL:       5 * time.Minute,
		MaxAttempts:   3,
		FailWindow:    24 * time.Hour,
		MaxFailures:   10,
		MaxIPFailures: 30,
		Cooldown:      60 * time.Second,
		PhoneHourly:   5,
		PhoneDaily:    10,
		IPHourly:      10,
		GlobalHourly:  1000,
		NewHourly:     800,
		NetworkHourly: 50,
		// 2^16 hashes is a blink; 2^20 (a million) about two seconds in
		// the web app's solver on this project's server-class core, a few
		// on a cheap phone: the most a real person should wait.
		ChallengeMinBits: 16,
		ChallengeMaxBits: 20,
		SessionTTL:       30 * 24 * time.Hour,
	}
}

// ValidatePhone normalises a sign-in phone number (Bengali digits, spaces
// and dashes allowed) and checks it is a Bangladeshi mobile number, the only
// kind ever handed to the SMS provider.
func ValidatePhone(raw string) (string, error) {
	p := NormalizePhone(raw)
	var msg string
	switch {
	case p == "":
		msg = MsgPhoneNumberRequired
	case len(p) != PhoneLength || strings.Trim(p, "0123456789") != "":
		msg = MsgPhoneLength
	case !ValidMobile(p):
		msg = MsgEnterValidBangladeshiMobileNumber
	default:
		return p, nil
	}
	return "", FieldError("phone_number", msg)
}

// ValidateOTP normalises a code (Bengali digits allowed) and checks it has
// exactly OTPLength digits.
func ValidateOTP(raw string) (string, error) {
	c := NormalizeDigits(raw)
	if len(c) != OTPLength || strings.Trim(c, "0123456789") != "" {
		const msg = MsgOTPInvalid
		return "", FieldError("otp", msg)
	}
	return c, nil
}

// SMSSender delivers one text message. Implementations live in package sms.
type SMSSender interface {
	// SendSMS sends text to phone, an 11-digit Bangladeshi mobile number.
	SendSMS(ctx context.Context, phone, text string) error
}

// AuthStore is the storage the sign-in service needs. Each method is atomic;
// the limits are checked and recorded in the database so that every app
// instance sharing it enforces them together.
type AuthStore interface {
	// ReserveOTPSend checks the send limits for phone and ip at now and, when
	// none is exceeded, records the send and returns its id; otherwise
	// ERATELIMITED with RetryAfter. device is the hash of the device token
	// the caller showed ("" for none): a number that signed in before is
	// not held by its network's limit, and one asking from a device it
	// signed in on is held only by that device's own sends, never by
	// strangers'. A new number under pressure needs proof, the answer to a
	// challenge (consumed here); without it the error is a *ChallengeError
	// whose challenge the caller still has to issue (SaveChallenge).
	ReserveOTPSend(ctx context.Context, phone, ip, device string, proof Proof, now time.Time, l AuthLimits) (int64, error)
	// CancelOTPSend forgets a reserved send the provider did not take.
	CancelOTPSend(ctx context.Context, id int64) error
	// SaveOTP makes codeHash the phone's code, valid until expires, with no
	// tries used. A code asked for from a device that signed in to the
	// phone before (device, its token's hash) is that device's alone, so
	// strangers asking for codes do not replace it.
	SaveOTP(ctx context.Context, phone, device, codeHash string, now, expires time.Time) error
	// SaveChallenge stores a challenge until it expires or is answered.
	SaveChallenge(ctx context.Context, c Challenge) error
	// VerifyOTP checks codeHash against the phone's code, spending one try,
	// and on a match deletes the code, creates the user if needed and stores
	// a session with tokenHash. A wrong or dead code is EINVALID and a locked
	// phone or IP ERATELIMITED; failures are recorded before returning.
	VerifyOTP(ctx context.Context, c OTPCheck, l AuthLimits) (user User, isNew bool, err error)
	// SessionUser returns the user of an unexpired session; EUNAUTHORIZED
	// when there is none.
	SessionUser(ctx context.Context, tokenHash string, now time.Time) (User, error)
	// DeleteSession removes a session; removing a missing one is no error.
	DeleteSession(ctx context.Context, tokenHash string) error
}

// OTPCheck is one verification attempt as the store sees it.
type OTPCheck struct {
	Phone     string
	IP        string
	CodeHash  string // HMAC of the code the caller typed
	TokenHash string // SHA-256 of the session token to create on success
	// Device is the SHA-256 of the device token the caller presented ("" for
	// none); NewDevice that of the token to remember the device by on
	// success. A device that signed in to the phone before is not held by
	// the per-phone lock that wrong codes from anyone else set off.
	Device, NewDevice string
	Now               time.Time
}

// SignIn is the result of a successful verification. Token is shown to the
// caller once and never stored.
type SignIn struct {
	Token     string
	IsNewUser bool
	User      User
	// DeviceToken lets this device sign in to this phone again even while
	// others' wrong codes lock it (kept by the client, stored hashed).
	DeviceToken string
}

// AuthService signs users in by phone and SMS code and resolves sessions.
type AuthService interface {
	// SendOTP sends a new code to phone (already validated) in lang ("bn" or
	// "en"), replacing any earlier code. ip is the client, for rate limits.
	// offer is the bid the code will confirm, which the SMS names instead of
	// calling it a sign-in code (nil for a sign-in); proof answers a challenge
	// of an earlier *ChallengeError (zero for none).
	SendOTP(ctx context.Context, phone, ip, device, lang string, offer *Bid, proof Proof) error
	// VerifyOTP signs in with phone and code and returns a new session;
	// device is the device token of an earlier sign-in ("" for none).
	VerifyOTP(ctx context.Context, phone, code, ip, device string) (SignIn, error)
	// Authenticate returns the user a session token belongs to;
	// EUNAUTHORIZED for an unknown, revoked or expired token.
	Authenticate(ctx context.Context, token string) (User, error)
	// Logout revokes the session token.
	Logout(ctx context.Context, token string) error
}

// Auth implements AuthService on an AuthStore and an SMSSender.
type Auth struct {
	Store AuthStore
	// SMS delivers codes; nil means sign-in is not configured and every send
	// fails.
	SMS    SMSSender
	Secret []byte // HMAC key for stored codes; shared by every instance
	Limits AuthLimits
	Now    func() time.Time
	Logger *slog.Logger
}

// errSendFailed is the spec's message when a code cannot be sent.
func errSendFailed() error {
	return Errorf(EUNAVAILABLE, MsgFailedSendOtpTryAgain)
}

// SendOTP implements AuthService. The limits are reserved before the
// provider is called, so concurrent requests cannot slip past them; the new
// code is stored only after the provider accepted the message. When the
// provider fails, the reservation is cancelled and the old code, if any,
// stays valid: nothing is left half-done.
func (a *Auth) SendOTP(ctx context.Context, phone, ip, device, lang string, offer *Bid, proof Proof) error {
	if a.SMS == nil || !ValidMobile(phone) {
		return errSendFailed()
	}
	now := a.Now()
	if device != "" {
		device = TokenHash(device)
	}
	id, err := a.Store.ReserveOTPSend(ctx, phone, ip, device, proof, now, a.Limits)
	var need *ChallengeError
	if errors.As(err, &need) {
		// A fresh challenge for the client to answer, kept where every
		// instance can check (and spend) it.
		c, err := NewChallenge(need.Challenge.Bits, now)
		if err == nil {
			err = a.Store.SaveChallenge(ctx, c)
		}
		if err != nil {
			return err
		}
		need.Challenge = c
		return need
	}
	if err != nil {
		return err
	}
	// A client that disconnects now must not leave a reservation behind or
	// a delivered code unsaved.
	ctx = context.WithoutCancel(ctx)
	code, err := newCode()
	if err != nil {
		a.Store.CancelOTPSend(ctx, id)
		return err
	}
	if err := a.SMS.SendSMS(ctx, phone, OTPText(code, lang, a.Limits.CodeTTL, offer)); err != nil {
		if a.Logger != nil {
			a.Logger.Warn("sms send failed", "phone", MaskPhone(phone), "err", err)
		}
		if cerr := a.Store.CancelOTPSend(ctx, id); cerr != nil {
			return cerr
		}
		return errSendFailed()
	}
	return a.Store.SaveOTP(ctx, phone, device, a.codeHash(phone, code), now, now.Add(a.Limits.CodeTTL))
}

// VerifyOTP implements AuthService.
func (a *Auth) VerifyOTP(ctx context.Context, phone, code, ip, device string) (SignIn, error) {
	token, tokenHash, err := NewSessionToken()
	if err != nil {
		return SignIn{}, err
	}
	deviceToken, newDevice, err := NewSessionToken()
	if err != nil {
		return SignIn{}, err
	}
	check := OTPCheck{Phone: phone, IP: ip, CodeHash: a.codeHash(phone, code), TokenHash: tokenHash, NewDevice: newDevice, Now: a.Now()}
	if device != "" {
		check.Device = TokenHash(device)
	}
	u, isNew, err := a.Store.VerifyOTP(ctx, check, a.Limits)
	if err != nil {
		return SignIn{}, err
	}
	return SignIn{Token: token, IsNewUser: isNew, User: u, DeviceToken: deviceToken}, nil
}

// Authenticate implements AuthService.
func (a *Auth) Authenticate(ctx context.Context, token string) (User, error) {
	if token == "" || len(token) > 256 {
		return User{}, errBadSession()
	}
	return a.Store.SessionUser(ctx, TokenHash(token), a.Now())
}

// Logout implements AuthService.
func (a *Auth) Logout(ctx context.Context, token string) error {
	return a.Store.DeleteSession(ctx, TokenHash(token))
}

func errBadSession() error {
	return Errorf(EUNAUTHORIZED, MsgSessionExpiredLogAgain)
}

// codeHash is the only form a code is stored in: an HMAC keyed with the
// server secret, so a copy of the database alone cannot be turned back into
// codes by trying all 10,000 of them. The phone is part of the input so a
// hash is tied to the number it was sent to.
func (a *Auth) codeHash(phone, code string) string {
	m := hmac.New(sha256.New, a.Secret)
	m.Write([]byte("otp\x00" + phone + "\x00" + code))
	return hex.EncodeToString(m.Sum(nil))
}

// newCode draws a uniformly random OTPLength-digit code from crypto/rand.
func newCode() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(10000))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%04d", n.Int64()), nil
}

// OTPText is the SMS that carries code, in lang (Bangla unless "en"). The
// code keeps ASCII digits in both languages so phones can autofill it. A
// code that confirms an offer (offer not nil) says so, with the amount and
// cash or installment: a buyer reading "sign-in code" would not know the
// code makes a binding offer (issue 50). In Bangla (UCS-2) it takes two
// SMS parts, as the sign-in code's does.
func OTPText(code, lang string, ttl time.Duration, offer *Bid) string {
	mins := int(ttl / time.Minute)
	if offer != nil {
		option := smsOptionCash
		if offer.Option == OptionInstallments {
			option = smsOptionInstalment
		}
		return smsSay(lang, smsOfferCode, Verbatim(code), Verbatim(smsSay(lang, option)), GroupLakh(offer.Amount), mins)
	}
	return smsSay(lang, smsSignInCode, Verbatim(code), mins)
}

// BengaliDigits writes the ASCII digits of s as Bengali digits.
func BengaliDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return '০' + (r - '0')
		}
		return r
	}, s)
}

// MaskPhone hides the middle of a phone number for logs: 017*****333.
func MaskPhone(p string) string {
	if len(p) < 7 {
		return "***"
	}
	return p[:3] + strings.Repeat("*", len(p)-6) + p[len(p)-3:]
}

// NewSessionToken returns a new session token (32 random bytes, base64url)
// and the SHA-256 it is stored as.
func NewSessionToken() (token, hash string, err error) {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", "", err
	}
	token = base64.RawURLEncoding.EncodeToString(b[:])
	return token, TokenHash(token), nil
}

// TokenHash is the stored form of a session token. A plain SHA-256 is
// enough: the token has 256 random bits, so there is nothing to guess.
func TokenHash(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}
