package accounts

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
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
		if _, err := tx.Exec(ctx, `INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`,
			secretSetting, hex.EncodeToString(b[:])); err != nil {
			return err
		}
		return tx.QueryRow(ctx, `SELECT value FROM settings WHERE name = ?`, secretSetting).Scan(&val)
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
	err := t.QueryRow(ctx, `SELECT COUNT(*) FROM trusted_devices WHERE token_hash = ? AND phone = ?`, device, phone).Scan(&n)
	return n > 0, err
}

// TrustedDeviceTTL is how long a device that signed in stays exempt from
// the per-phone lock.
const TrustedDeviceTTL = 180 * 24 * time.Hour

// SaveOTP implements garihaat.AuthStore.
func (s *Accounts) SaveOTP(ctx context.Context, phone, device, codeHash string, now, expires time.Time) error {
	return s.tx(ctx, func(tx *Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM otp_codes WHERE expires_at <= ?`, now.Unix()); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM otp_device_codes WHERE expires_at <= ?`, now.Unix()); err != nil {
			return err
		}
		if trusted, err := tx.trustedDevice(ctx, phone, device); err != nil {
			return err
		} else if trusted {
			// The owner's device has a code of its own: a stranger asking
			// for the number's code does not replace it.
			_, err := tx.Exec(ctx, `INSERT INTO otp_device_codes (device, phone, code_hash, attempts, sent_at, expires_at)
				VALUES (?, ?, ?, 0, ?, ?)
				ON CONFLICT (device, phone) DO UPDATE SET code_hash = excluded.code_hash, attempts = 0,
					sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
				device, phone, codeHash, now.Unix(), expires.Unix())
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO otp_codes (phone, code_hash, attempts, sent_at, expires_at) VALUES (?, ?, 0, ?, ?)
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
		if err := tx.LockKeys(ctx, "otp-phone:"+c.Phone, "otp-ip:"+c.IP); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM otp_failures WHERE at <= ?`, c.Now.Add(-max(l.FailWindow, time.Hour)).Unix()); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM trusted_devices WHERE created_at <= ?`, c.Now.Add(-TrustedDeviceTTL).Unix()); err != nil {
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
		for _, w := range []sqldb.Window{
			sqldb.NewWindow("otp_failures", "phone = ?", c.Phone, l.FailWindow, phoneLock, garihaat.MsgTooManyIncorrectOtpsNumber),
			sqldb.NewWindow("otp_failures", "ip = ?", c.IP, time.Hour, l.MaxIPFailures, garihaat.MsgTooManyIncorrectOtpsNetwork),
		} {
			if err := w.Check(ctx, tx.Tx, c.Now); err != nil {
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
			err = tx.QueryRow(ctx, `UPDATE otp_device_codes SET attempts = attempts + 1
				WHERE device = ? AND phone = ? AND attempts < ? AND expires_at > ? RETURNING code_hash, attempts`,
				c.Device, c.Phone, l.MaxAttempts, now).Scan(&hash, &attempts)
			if err == nil {
				used, usedArgs = `DELETE FROM otp_device_codes WHERE phone = ? AND device = ?`, []any{c.Phone, c.Device}
			}
		}
		if sqldb.IsNoRows(err) {
			err = tx.QueryRow(ctx, `UPDATE otp_codes SET attempts = attempts + 1
				WHERE phone = ? AND attempts < ? AND expires_at > ? RETURNING code_hash, attempts`,
				c.Phone, l.MaxAttempts, now).Scan(&hash, &attempts)
		}
		switch {
		case sqldb.IsNoRows(err):
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
			_, err := tx.Exec(ctx, `INSERT INTO otp_failures (phone, ip, at) VALUES (?, ?, ?)`, c.Phone, c.IP, now)
			return err
		}
		if c.NewDevice != "" {
			if _, err := tx.Exec(ctx, `INSERT INTO trusted_devices (token_hash, phone, created_at) VALUES (?, ?, ?)`, c.NewDevice, c.Phone, now); err != nil {
				return err
			}
		}
		// Single use: the code is gone once it has signed someone in.
		if _, err := tx.Exec(ctx, used, usedArgs...); err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `INSERT INTO users (phone, created_at, updated_at) VALUES (?, ?, ?) ON CONFLICT (phone) DO NOTHING`,
			c.Phone, now, now)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		if err != nil {
			return err
		}
		isNew = n == 1
		if err := tx.QueryRow(ctx, `SELECT id FROM users WHERE phone = ?`, c.Phone).Scan(&u.ID); err != nil {
			return err
		}
		// Offers placed with this phone while signed out belong to the user.
		if _, err := tx.Exec(ctx, `UPDATE offers SET user_id = ? WHERE phone = ? AND user_id IS NULL`, u.ID, c.Phone); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM sessions WHERE expires_at <= ?`, now); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
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
	err := s.QueryRow(ctx, `SELECT u.id, u.name, u.yourself, u.phone, u.address, u.role, s.created_at, s.last_seen_at,
		s.factor_at, COALESCE(f.confirmed_at, 0)
		FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN staff_factors f ON f.user_id = u.id
		WHERE s.token_hash = ? AND s.expires_at > ?`, tokenHash, now.Unix()).
		Scan(&u.ID, &u.Name, &u.Yourself, &u.Phone, &u.Address, &u.Role, &created, &seen, &factorAt, &confirmed)
	if sqldb.IsNoRows(err) {
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
		if _, err := s.Writer().ExecContext(ctx, s.Rebind(`UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?`), now.Unix(), tokenHash); err != nil {
			return u, err
		}
	}
	return u, nil
}

// DeleteSession implements garihaat.AuthStore.
func (s *Accounts) DeleteSession(ctx context.Context, tokenHash string) error {
	return s.tx(ctx, func(tx *Tx) error {
		_, err := tx.Exec(ctx, `DELETE FROM sessions WHERE token_hash = ?`, tokenHash)
		return err
	})
}
