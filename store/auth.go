package store

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/netip"
	"slices"
	"strings"
	"time"

	"garihaat"
)

// secretSetting names the generated HMAC secret in the settings table.
const secretSetting = "otp_hmac_secret"

// HMACSecret returns the server's secret for hashing sign-in codes. The
// first caller generates it; it is kept in the database so that every
// instance sharing it computes the same hashes.
func (s *Accounts) HMACSecret(ctx context.Context) ([]byte, error) {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, err
	}
	var val string
	err := s.tx(ctx, func(tx *Tx) error {
		// Two instances starting together both insert; the first one wins
		// and both read its value.
		if _, err := tx.exec(ctx, `INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`,
			secretSetting, hex.EncodeToString(b[:])); err != nil {
			return err
		}
		return tx.queryRow(ctx, `SELECT value FROM settings WHERE name = ?`, secretSetting).Scan(&val)
	})
	if err != nil {
		return nil, err
	}
	return hex.DecodeString(val)
}

// trustedDevice reports whether device (a device token's hash, "" for
// none) signed in to phone before.
func (t *Tx) trustedDevice(ctx context.Context, phone, device string) (bool, error) {
	if device == "" {
		return false, nil
	}
	var n int
	err := t.queryRow(ctx, `SELECT COUNT(*) FROM trusted_devices WHERE token_hash = ? AND phone = ?`, device, phone).Scan(&n)
	return n > 0, err
}

// TrustedDeviceTTL is how long a device that signed in stays exempt from
// the per-phone lock.
const TrustedDeviceTTL = 180 * 24 * time.Hour

// lockKeys serialises transactions that check a limit and then record
// against it. SQLite needs nothing: every write transaction here begins
// IMMEDIATE and so runs alone. PostgreSQL's READ COMMITTED would let two
// transactions count the same rows, so they take transaction-scoped
// advisory locks, in sorted order so two transactions cannot deadlock.
func (t *Tx) lockKeys(ctx context.Context, keys ...string) error {
	if t.s.dialect != Postgres {
		return nil
	}
	keys = slices.Clone(keys)
	slices.Sort(keys)
	for _, k := range slices.Compact(keys) {
		if _, err := t.exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended(?, 0))`, k); err != nil {
			return err
		}
	}
	return nil
}

// window is one rate limit over a log table: at most max rows matching
// where (one ? for its argument) newer than span.
type window struct {
	table, where string
	arg          any
	span         time.Duration
	max          int
	message      string
}

// check returns ERATELIMITED with the seconds until a row ages out when the
// window is full at now. A zero max or span switches the limit off.
func (w window) check(ctx context.Context, tx *Tx, now time.Time) error {
	if w.max <= 0 || w.span <= 0 {
		return nil // a zero limit is switched off
	}
	since := now.Add(-w.span).Unix()
	// The max-th newest row is the one whose expiry frees a slot.
	var at int64
	err := tx.queryRow(ctx, `SELECT at FROM `+w.table+` WHERE `+w.where+` AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?`,
		w.arg, since, w.max-1).Scan(&at)
	if isNoRows(err) {
		return nil
	} else if err != nil {
		return err
	}
	return rateLimited(w.message, at+int64(w.span/time.Second)-now.Unix())
}

func rateLimited(msg string, retry int64) error {
	return &garihaat.Error{Code: garihaat.ERATELIMITED, Message: msg, RetryAfter: int(max(retry, 1))}
}

// smsSent is every SMS of the last day that the global hourly cap counts:
// codes to numbers that signed in before and the outbox's messages — not
// codes to new numbers, which have their own budget (issue 46), so a flood
// of sign-ups cannot stop sign-ins or the messages already owed.
const smsSent = `(SELECT at FROM otp_sends WHERE kind <> 'new' UNION ALL SELECT sent_at AS at FROM sms_outbox WHERE sent_at IS NOT NULL) AS sms`

// Kinds of a sign-in code in otp_sends (see migration 00025).
const (
	sendNew    = "new"    // to a number that never signed in
	sendKnown  = "known"  // to one that did, asked from elsewhere
	sendDevice = "device" // asked from a device that signed in to it before
)

// ReserveOTPSend implements garihaat.AuthStore. All sends take one global
// lock: sends are rare, and only then is the global cap exact.
func (s *Accounts) ReserveOTPSend(ctx context.Context, phone, ip, device string, proof garihaat.Proof, now time.Time, l garihaat.AuthLimits) (int64, error) {
	var id int64
	err := s.tx(ctx, func(tx *Tx) error {
		if err := tx.lockKeys(ctx, "otp-send"); err != nil {
			return err
		}
		// The log only needs the longest window.
		if _, err := tx.exec(ctx, `DELETE FROM otp_sends WHERE at <= ?`, now.Add(-24*time.Hour).Unix()); err != nil {
			return err
		}
		var known int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM users WHERE phone = ?`, phone).Scan(&known); err != nil {
			return err
		}
		trusted, err := tx.trustedDevice(ctx, phone, device)
		if err != nil {
			return err
		}
		kind, own := sendNew, ""
		switch {
		case trusted:
			kind, own = sendDevice, device
		case known > 0:
			kind = sendKnown
		}
		windows := sendWindows(phone, ip, own, kind, l)
		for _, w := range windows {
			if err := w.check(ctx, tx, now); err != nil {
				return err
			}
		}
		if kind == sendNew {
			if err := tx.checkProof(ctx, proof, now, l); err != nil {
				return err
			}
		}
		id, err = tx.insertID(ctx, `INSERT INTO otp_sends (phone, ip, at, kind, device) VALUES (?, ?, ?, ?, ?)`,
			phone, ip, now.Unix(), kind, own)
		return err
	})
	return id, err
}

// sendWindows are the limits a code of kind to phone asked from ip counts
// against. A number's own limits (a code a minute, 5 an hour, 10 a day)
// hold every code; asked from a device that signed in to it before (own,
// its token's hash) they count only that device's codes, so strangers
// asking for the number's codes never spend the owner's (four requests
// from four networks used to lock the owner out for 54 minutes). That
// device is not held by its address's limit either, and a known number not
// by its network's: a flood from a carrier's /24 must not shut out the
// buyers who signed in before (issue 26). Codes to new numbers spend their
// own budget, the rest the global cap.
func sendWindows(phone, ip, own, kind string, l garihaat.AuthLimits) []window {
	where, arg := "phone = ?", any(phone)
	if own != "" {
		where, arg = "device = ?", own
	}
	windows := []window{
		{"otp_sends", where, arg, l.Cooldown, 1, garihaat.MsgWaitMinuteRequestingAnotherOtp},
		{"otp_sends", where, arg, time.Hour, l.PhoneHourly, garihaat.MsgTooManyOtpRequestsNumber},
		{"otp_sends", where, arg, 24 * time.Hour, l.PhoneDaily, garihaat.MsgNumberReachedTodaySOtp},
	}
	if kind != sendDevice {
		windows = append(windows, window{"otp_sends", "ip = ?", ip, time.Hour, l.IPHourly, garihaat.MsgTooManyOtpRequestsNetwork})
	}
	if kind == sendNew {
		return append(windows,
			window{"otp_sends", "ip LIKE ?", networkPattern(ip), time.Hour, l.NetworkHourly, garihaat.MsgTooManyOtpRequestsNetwork},
			window{"otp_sends", "kind = ?", sendNew, time.Hour, l.NewHourly, garihaat.MsgCannotSendOtpsRightNow})
	}
	return append(windows, window{smsSent, "1 = ?", 1, time.Hour, l.GlobalHourly, garihaat.MsgCannotSendOtpsRightNow})
}

// checkProof asks a code to a new number for a proof of work while the new
// numbers' budget is under pressure (garihaat.AuthLimits.ChallengeBits):
// the proof's challenge must be one the server issued, unexpired, and is
// spent by its first good answer (deleted in this transaction). Anything
// else is garihaat.NeedChallenge at today's difficulty.
func (t *Tx) checkProof(ctx context.Context, p garihaat.Proof, now time.Time, l garihaat.AuthLimits) error {
	var sent int
	if err := t.queryRow(ctx, `SELECT COUNT(*) FROM otp_sends WHERE kind = ? AND at > ?`,
		sendNew, now.Add(-time.Hour).Unix()).Scan(&sent); err != nil {
		return err
	}
	want := l.ChallengeBits(sent)
	if want == 0 {
		return nil
	}
	if p.Challenge != "" {
		var bits int
		err := t.queryRow(ctx, `DELETE FROM otp_challenges WHERE challenge = ? AND expires_at > ? RETURNING bits`,
			p.Challenge, now.Unix()).Scan(&bits)
		if err != nil && !isNoRows(err) {
			return err
		}
		// A challenge is answered at the difficulty it was issued with:
		// the pressure may have risen while the phone worked on it.
		if err == nil && p.Solves(bits) {
			return nil
		}
	}
	return garihaat.NeedChallenge(want)
}

// SaveChallenge implements garihaat.AuthStore; expired challenges go.
func (s *Accounts) SaveChallenge(ctx context.Context, c garihaat.Challenge) error {
	return s.tx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `DELETE FROM otp_challenges WHERE expires_at <= ?`, s.Now().Unix()); err != nil {
			return err
		}
		_, err := tx.exec(ctx, `INSERT INTO otp_challenges (challenge, bits, expires_at) VALUES (?, ?, ?)`,
			c.Challenge, c.Bits, c.ExpiresAt.Unix())
		return err
	})
}

// networkPattern is the LIKE pattern of the network a client key belongs
// to for its share of the SMS budget: the IPv4 /24 ("198.51.100.%"); an
// IPv6 key is already its /64, matched as it is.
func networkPattern(ip string) string {
	if a, err := netip.ParseAddr(ip); err == nil && a.Is4() {
		b := a.As4()
		return fmt.Sprintf("%d.%d.%d.%%", b[0], b[1], b[2])
	}
	return strings.NewReplacer("%", "", "_", "").Replace(ip)
}

// CancelOTPSend implements garihaat.AuthStore.
func (s *Accounts) CancelOTPSend(ctx context.Context, id int64) error {
	return s.tx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `DELETE FROM otp_sends WHERE id = ?`, id)
		return err
	})
}

// SaveOTP implements garihaat.AuthStore.
func (s *Accounts) SaveOTP(ctx context.Context, phone, device, codeHash string, now, expires time.Time) error {
	return s.tx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `DELETE FROM otp_codes WHERE expires_at <= ?`, now.Unix()); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM otp_device_codes WHERE expires_at <= ?`, now.Unix()); err != nil {
			return err
		}
		if trusted, err := tx.trustedDevice(ctx, phone, device); err != nil {
			return err
		} else if trusted {
			// The owner's device has a code of its own: a stranger asking
			// for the number's code does not replace it.
			_, err := tx.exec(ctx, `INSERT INTO otp_device_codes (device, phone, code_hash, attempts, sent_at, expires_at)
				VALUES (?, ?, ?, 0, ?, ?)
				ON CONFLICT (device, phone) DO UPDATE SET code_hash = excluded.code_hash, attempts = 0,
					sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
				device, phone, codeHash, now.Unix(), expires.Unix())
			return err
		}
		_, err := tx.exec(ctx, `INSERT INTO otp_codes (phone, code_hash, attempts, sent_at, expires_at) VALUES (?, ?, 0, ?, ?)
			ON CONFLICT (phone) DO UPDATE SET code_hash = excluded.code_hash, attempts = 0,
				sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
			phone, codeHash, now.Unix(), expires.Unix())
		return err
	})
}

// Verification answers. The wrong-code ones carry an otp field error so the
// form can show it beside the input.
const (
	msgWrongCode     = garihaat.MsgIncorrectOtpTryAgain
	msgLastWrongCode = garihaat.MsgIncorrectOtpRequestNewOne
	msgDeadCode      = garihaat.MsgOtpExpiredAlreadyUsedRequest
)

// VerifyOTP implements garihaat.AuthStore. One try is claimed with a single
// UPDATE … WHERE attempts < max, which both databases apply atomically, so
// concurrent guesses can never use more than max tries; the advisory locks
// additionally keep the failure counters exact on PostgreSQL.
func (s *Accounts) VerifyOTP(ctx context.Context, c garihaat.OTPCheck, l garihaat.AuthLimits) (garihaat.User, bool, error) {
	var (
		u       garihaat.User
		isNew   bool
		failure error // committed with the failure record, then returned
	)
	now := c.Now.Unix()
	err := s.tx(ctx, func(tx *Tx) error {
		if err := tx.lockKeys(ctx, "otp-phone:"+c.Phone, "otp-ip:"+c.IP); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM otp_failures WHERE at <= ?`, c.Now.Add(-max(l.FailWindow, time.Hour)).Unix()); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM trusted_devices WHERE created_at <= ?`, c.Now.Add(-TrustedDeviceTTL).Unix()); err != nil {
			return err
		}
		// The per-phone lock bounds what anyone can guess (10 wrong codes a
		// day: at most a 0.1 % chance). A device that signed in to this
		// phone before is the owner's and is not held by it, so others'
		// wrong codes cannot lock the owner out; its own failures still
		// count, per device and per network.
		trusted, err := tx.trustedDevice(ctx, c.Phone, c.Device)
		if err != nil {
			return err
		}
		phoneLock := l.MaxFailures
		if trusted {
			phoneLock = 0 // switched off
		}
		for _, w := range []window{
			{"otp_failures", "phone = ?", c.Phone, l.FailWindow, phoneLock, garihaat.MsgTooManyIncorrectOtpsNumber},
			{"otp_failures", "ip = ?", c.IP, time.Hour, l.MaxIPFailures, garihaat.MsgTooManyIncorrectOtpsNetwork},
		} {
			if err := w.check(ctx, tx, c.Now); err != nil {
				return err
			}
		}
		var hash string
		var attempts int
		// A trusted device answers its own code when it has one, else the
		// number's; the one it tries is spent on success.
		used, usedArgs := `DELETE FROM otp_codes WHERE phone = ?`, []any{c.Phone}
		err = sql.ErrNoRows
		if trusted {
			err = tx.queryRow(ctx, `UPDATE otp_device_codes SET attempts = attempts + 1
				WHERE device = ? AND phone = ? AND attempts < ? AND expires_at > ? RETURNING code_hash, attempts`,
				c.Device, c.Phone, l.MaxAttempts, now).Scan(&hash, &attempts)
			if err == nil {
				used, usedArgs = `DELETE FROM otp_device_codes WHERE phone = ? AND device = ?`, []any{c.Phone, c.Device}
			}
		}
		if isNoRows(err) {
			err = tx.queryRow(ctx, `UPDATE otp_codes SET attempts = attempts + 1
				WHERE phone = ? AND attempts < ? AND expires_at > ? RETURNING code_hash, attempts`,
				c.Phone, l.MaxAttempts, now).Scan(&hash, &attempts)
		}
		switch {
		case isNoRows(err):
			failure = garihaat.FieldError("otp", msgDeadCode)
		case err != nil:
			return err
		case !hmac.Equal([]byte(hash), []byte(c.CodeHash)):
			failure = garihaat.FieldError("otp", msgWrongCode)
			if attempts >= l.MaxAttempts {
				failure = garihaat.FieldError("otp", msgLastWrongCode)
			}
		}
		if failure != nil {
			_, err := tx.exec(ctx, `INSERT INTO otp_failures (phone, ip, at) VALUES (?, ?, ?)`, c.Phone, c.IP, now)
			return err
		}
		if c.NewDevice != "" {
			if _, err := tx.exec(ctx, `INSERT INTO trusted_devices (token_hash, phone, created_at) VALUES (?, ?, ?)`, c.NewDevice, c.Phone, now); err != nil {
				return err
			}
		}
		// Single use: the code is gone once it has signed someone in.
		if _, err := tx.exec(ctx, used, usedArgs...); err != nil {
			return err
		}
		res, err := tx.exec(ctx, `INSERT INTO users (phone, created_at, updated_at) VALUES (?, ?, ?) ON CONFLICT (phone) DO NOTHING`,
			c.Phone, now, now)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		if err != nil {
			return err
		}
		isNew = n == 1
		if err := tx.queryRow(ctx, `SELECT id FROM users WHERE phone = ?`, c.Phone).Scan(&u.ID); err != nil {
			return err
		}
		// Offers placed with this phone while signed out belong to the user.
		if _, err := tx.exec(ctx, `UPDATE offers SET user_id = ? WHERE phone = ? AND user_id IS NULL`, u.ID, c.Phone); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM sessions WHERE expires_at <= ?`, now); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			c.TokenHash, u.ID, now, c.Now.Add(l.SessionTTL).Unix()); err != nil {
			return err
		}
		u, err = tx.user(ctx, u.ID)
		return err
	})
	if err == nil && failure != nil {
		err = failure
	}
	return u, isNew, err
}

// SessionUser implements garihaat.AuthStore. The role is read with the
// session on every request, so a grant or revocation applies at once on
// every instance. A staff member's session also ends StaffSessionTTL after
// sign-in and after StaffSessionIdle without a request; their last request
// is written at most once a minute, and where their session stands with
// the second factor is read with it. A buyer's ends after BuyerSessionIdle
// without one, its last request written at most once an hour.
func (s *Accounts) SessionUser(ctx context.Context, tokenHash string, now time.Time) (garihaat.User, error) {
	var u garihaat.User
	var created, seen, factorAt, confirmed int64
	err := s.queryRow(ctx, `SELECT u.id, u.name, u.yourself, u.phone, u.address, u.role, s.created_at, s.last_seen_at,
		s.factor_at, COALESCE(f.confirmed_at, 0)
		FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN staff_factors f ON f.user_id = u.id
		WHERE s.token_hash = ? AND s.expires_at > ?`, tokenHash, now.Unix()).
		Scan(&u.ID, &u.Name, &u.Yourself, &u.Phone, &u.Address, &u.Role, &created, &seen, &factorAt, &confirmed)
	if isNoRows(err) {
		return u, garihaat.Errorf(garihaat.EUNAUTHORIZED, garihaat.MsgSessionExpiredLogAgain)
	} else if err != nil {
		return u, err
	}
	seen = max(seen, created)
	ttl, idle, touch := garihaat.StaffSessionTTL, garihaat.StaffSessionIdle, time.Minute
	if u.Role == nil {
		ttl, idle, touch = 0, garihaat.BuyerSessionIdle, time.Hour // the 30 days are expires_at
	}
	if (ttl > 0 && now.Unix()-created >= int64(ttl/time.Second)) || now.Unix()-seen >= int64(idle/time.Second) {
		return u, garihaat.Errorf(garihaat.EUNAUTHORIZED, garihaat.MsgSessionExpiredLogAgain)
	}
	if u.Role != nil {
		switch {
		case confirmed == 0:
			u.SecondFactor = garihaat.FactorEnroll
		case factorAt == 0:
			u.SecondFactor = garihaat.FactorVerify
		default:
			u.SecondFactor = garihaat.FactorOK
		}
	}
	if now.Unix()-seen >= int64(touch/time.Second) {
		if _, err := s.db.ExecContext(ctx, s.rebind(`UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?`), now.Unix(), tokenHash); err != nil {
			return u, err
		}
	}
	return u, nil
}

// DeleteSession implements garihaat.AuthStore.
func (s *Accounts) DeleteSession(ctx context.Context, tokenHash string) error {
	return s.tx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `DELETE FROM sessions WHERE token_hash = ?`, tokenHash)
		return err
	})
}
