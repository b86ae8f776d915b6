package garihaat

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"math/bits"
	"strconv"
	"time"
)

// The SMS budgets of sign-in (issue 46, item 6). Codes to numbers that
// never signed in are the budget a flood can spend (AuthLimits.NewHourly,
// and a network's share of it); codes to known numbers and the messages
// already owed (offer outcomes, sellers' decisions, alerts) count against
// AuthLimits.GlobalHourly without them, so a flood of sign-ups closes
// neither. While the new numbers' budget is under pressure, a code to a
// new number costs the client a proof of work first.

// Proof is a client's answer to a Challenge: Nonce such that
// SHA-256(Challenge ‖ Nonce) starts with the challenge's Bits zero bits.
type Proof struct {
	Challenge string `json:"challenge"`
	Nonce     string `json:"nonce"`
}

// Challenge is a proof-of-work puzzle the server hands out: single use,
// kept in the database until ExpiresAt, so any instance can check it.
type Challenge struct {
	Challenge string    `json:"challenge"`
	Bits      int       `json:"bits"`
	ExpiresAt time.Time `json:"expires_at"`
}

// ChallengeTTL is how long a challenge can be answered: long enough for a
// slow phone at the highest difficulty.
const ChallengeTTL = 5 * time.Minute

// ChallengeBits is the difficulty a code to a new number costs when
// newSent codes went to new numbers in the last hour: none while fewer
// than a tenth of the new numbers' hourly budget was spent, then from
// ChallengeMinBits rising linearly to ChallengeMaxBits as the budget runs
// out. Expected work is 2^bits hashes.
func (l AuthLimits) ChallengeBits(newSent int) int {
	from := l.NewHourly / 10
	if l.NewHourly <= 0 || l.ChallengeMaxBits <= 0 || newSent < from {
		return 0
	}
	lo := min(l.ChallengeMinBits, l.ChallengeMaxBits)
	span := max(l.NewHourly-from, 1)
	return min(lo+(l.ChallengeMaxBits-lo)*(newSent-from)/span, l.ChallengeMaxBits)
}

// maxNonceLen bounds a proof's nonce: a counter's digits fit many times.
const maxNonceLen = 32

// Solves reports whether p answers a challenge of difficulty bits:
// SHA-256 of the challenge's text followed by the nonce's starts with at
// least bits zero bits.
func (p Proof) Solves(bitsWanted int) bool {
	if p.Challenge == "" || p.Nonce == "" || len(p.Nonce) > maxNonceLen {
		return false
	}
	sum := sha256.Sum256([]byte(p.Challenge + p.Nonce))
	zeros := 0
	for _, b := range sum {
		if b != 0 {
			zeros += bits.LeadingZeros8(b)
			break
		}
		zeros += 8
	}
	return zeros >= bitsWanted
}

// ChallengeError is SendOTP's answer while a code to a new number needs a
// proof of work that the request did not carry (or that was wrong, used
// or expired): ERATELIMITED, with the challenge to solve.
type ChallengeError struct {
	Err       *Error
	Challenge Challenge
}

func (e *ChallengeError) Error() string { return e.Err.Error() }

// Unwrap lets errors.As find the *Error inside (its code and message).
func (e *ChallengeError) Unwrap() error { return e.Err }

// NeedChallenge is the error a store returns when a code to a new number
// needs a proof of difficulty bits; the service then issues the challenge.
func NeedChallenge(bits int) *ChallengeError {
	return &ChallengeError{Err: &Error{Code: ERATELIMITED, Message: MsgSolveChallengeFirst, RetryAfter: 1},
		Challenge: Challenge{Bits: bits}}
}

// Solve finds the first nonce (decimal, as the web app counts) that
// answers challenge at difficulty bits: the reference the web app's
// solver follows, and how tests and scripts answer a challenge.
func Solve(challenge string, bitsWanted int) Proof {
	for n := uint64(0); ; n++ {
		if p := (Proof{Challenge: challenge, Nonce: strconv.FormatUint(n, 10)}); p.Solves(bitsWanted) {
			return p
		}
	}
}

// NewChallenge draws a challenge of difficulty bits, valid from now.
func NewChallenge(bitsWanted int, now time.Time) (Challenge, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return Challenge{}, err
	}
	return Challenge{Challenge: hex.EncodeToString(b[:]), Bits: bitsWanted, ExpiresAt: now.Add(ChallengeTTL)}, nil
}
