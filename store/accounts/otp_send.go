package accounts

import (
	"context"
	"fmt"
	"net/netip"
	"strings"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// Sending sign-in codes: the limits a code is reserved against, the three
// SMS budgets and the proof of work new numbers give under pressure
// (issues 15, 26 and 46). Verifying codes and sessions are in auth.go.

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
		if err := tx.LockKeys(ctx, "otp-send"); err != nil {
			return err
		}
		// The log only needs the longest window.
		if _, err := tx.Exec(ctx, `DELETE FROM otp_sends WHERE at <= ?`, now.Add(-24*time.Hour).Unix()); err != nil {
			return err
		}
		var known int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM users WHERE phone = ?`, phone).Scan(&known); err != nil {
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
			if err := w.Check(ctx, tx.Tx, now); err != nil {
				return err
			}
		}
		if kind == sendNew {
			if err := tx.checkProof(ctx, proof, now, l); err != nil {
				return err
			}
		}
		id, err = tx.InsertID(ctx, `INSERT INTO otp_sends (phone, ip, at, kind, device) VALUES (?, ?, ?, ?, ?)`,
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
func sendWindows(phone, ip, own, kind string, l garihaat.AuthLimits) []sqldb.Window {
	where, arg := "phone = ?", any(phone)
	if own != "" {
		where, arg = "device = ?", own
	}
	windows := []sqldb.Window{
		sqldb.NewWindow("otp_sends", where, arg, l.Cooldown, 1, garihaat.MsgWaitMinuteRequestingAnotherOtp),
		sqldb.NewWindow("otp_sends", where, arg, time.Hour, l.PhoneHourly, garihaat.MsgTooManyOtpRequestsNumber),
		sqldb.NewWindow("otp_sends", where, arg, 24*time.Hour, l.PhoneDaily, garihaat.MsgNumberReachedTodaySOtp),
	}
	if kind != sendDevice {
		windows = append(windows, sqldb.NewWindow("otp_sends", "ip = ?", ip, time.Hour, l.IPHourly, garihaat.MsgTooManyOtpRequestsNetwork))
	}
	if kind == sendNew {
		return append(windows,
			sqldb.NewWindow("otp_sends", "ip LIKE ?", networkPattern(ip), time.Hour, l.NetworkHourly, garihaat.MsgTooManyOtpRequestsNetwork),
			sqldb.NewWindow("otp_sends", "kind = ?", sendNew, time.Hour, l.NewHourly, garihaat.MsgCannotSendOtpsRightNow))
	}
	return append(windows, sqldb.NewWindow(sqldb.SMSSent, "1 = ?", 1, time.Hour, l.GlobalHourly, garihaat.MsgCannotSendOtpsRightNow))
}

// checkProof asks a code to a new number for a proof of work while the new
// numbers' budget is under pressure (garihaat.AuthLimits.ChallengeBits):
// the proof's challenge must be one the server issued, unexpired, and is
// spent by its first good answer (deleted in this transaction). Anything
// else is garihaat.NeedChallenge at today's difficulty.
func (t *Tx) checkProof(ctx context.Context, p garihaat.Proof, now time.Time, l garihaat.AuthLimits) error {
	var sent int
	if err := t.QueryRow(ctx, `SELECT COUNT(*) FROM otp_sends WHERE kind = ? AND at > ?`,
		sendNew, now.Add(-time.Hour).Unix()).Scan(&sent); err != nil {
		return err
	}
	want := l.ChallengeBits(sent)
	if want == 0 {
		return nil
	}
	if p.Challenge != "" {
		var bits int
		err := t.QueryRow(ctx, `DELETE FROM otp_challenges WHERE challenge = ? AND expires_at > ? RETURNING bits`,
			p.Challenge, now.Unix()).Scan(&bits)
		if err != nil && !sqldb.IsNoRows(err) {
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
		if _, err := tx.Exec(ctx, `DELETE FROM otp_challenges WHERE expires_at <= ?`, s.Now().Unix()); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO otp_challenges (challenge, bits, expires_at) VALUES (?, ?, ?)`,
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
		_, err := tx.Exec(ctx, `DELETE FROM otp_sends WHERE id = ?`, id)
		return err
	})
}
