package accounts

import (
	"context"
	"fmt"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

var _ garihaat.FactorStore = (*Accounts)(nil)

// StartFactor implements garihaat.FactorStore.
func (s *Accounts) StartFactor(ctx context.Context, userID int64, linkHash, sealed string, recoveryHashes []string, now time.Time) error {
	return s.tx(ctx, func(tx *Tx) error {
		var confirmed int64
		err := tx.QueryRow(ctx, `SELECT confirmed_at FROM staff_factors WHERE user_id = ?`, userID).Scan(&confirmed)
		if err == nil && confirmed > 0 {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgFactorAlreadyEnrolled)
		} else if err != nil && !sqldb.IsNoRows(err) {
			return err
		}
		var ok int
		err = tx.QueryRow(ctx, `SELECT 1 FROM factor_enrolments WHERE token_hash = ? AND user_id = ? AND expires_at > ?`,
			linkHash, userID, now.Unix()).Scan(&ok)
		if sqldb.IsNoRows(err) {
			return garihaat.Errorf(garihaat.EFORBIDDEN, garihaat.MsgEnrolmentLinkInvalid)
		} else if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM recovery_codes WHERE user_id = ?`, userID); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO staff_factors (user_id, sealed_key, created_at) VALUES (?, ?, ?)
			ON CONFLICT (user_id) DO UPDATE SET sealed_key = excluded.sealed_key, created_at = excluded.created_at,
			confirmed_at = 0, last_step = 0`, userID, sealed, now.Unix()); err != nil {
			return err
		}
		for _, h := range recoveryHashes {
			if _, err := tx.Exec(ctx, `INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)`, userID, h); err != nil {
				return err
			}
		}
		return nil
	})
}

// Factor implements garihaat.FactorStore.
func (s *Accounts) Factor(ctx context.Context, userID int64) (garihaat.StaffFactor, error) {
	var f garihaat.StaffFactor
	var confirmed int64
	err := s.QueryRow(ctx, `SELECT sealed_key, confirmed_at FROM staff_factors WHERE user_id = ?`, userID).Scan(&f.Sealed, &confirmed)
	if sqldb.IsNoRows(err) {
		return f, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgFactorNotEnrolled)
	}
	f.Confirmed = confirmed > 0
	return f, err
}

// ReserveFactorTry implements garihaat.FactorStore. The per-user advisory
// lock (PostgreSQL; SQLite's write transactions run alone) keeps the count
// exact under concurrent tries.
func (s *Accounts) ReserveFactorTry(ctx context.Context, userID int64, recovery bool, now time.Time, l garihaat.FactorLimits) (int64, error) {
	var id int64
	kind, msg := "code", garihaat.MsgTooManyWrongFactorCodes
	if recovery {
		kind, msg = "recovery", garihaat.MsgTooManyWrongRecoveryCodes
	}
	err := s.tx(ctx, func(tx *Tx) error {
		if err := tx.LockKeys(ctx, fmt.Sprint("factor:", userID)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM factor_failures WHERE at <= ?`, now.Add(-l.Window).Unix()); err != nil {
			return err
		}
		// The user id is an integer: the kind is part of the fixed text.
		w := sqldb.NewWindow("factor_failures", "kind = '"+kind+"' AND user_id = ?", userID, l.Window, l.MaxFailures, msg)
		if err := w.Check(ctx, tx.Tx, now); err != nil {
			return err
		}
		var err error
		id, err = tx.InsertID(ctx, `INSERT INTO factor_failures (user_id, at, kind) VALUES (?, ?, ?)`, userID, now.Unix(), kind)
		return err
	})
	return id, err
}

// PassFactor implements garihaat.FactorStore.
func (s *Accounts) PassFactor(ctx context.Context, userID, tryID, step int64, tokenHash string, now time.Time) error {
	return s.passFactor(ctx, userID, tryID, tokenHash, now, func(tx *Tx) (int64, error) {
		res, err := tx.Exec(ctx, `UPDATE staff_factors SET last_step = ?,
			confirmed_at = CASE WHEN confirmed_at = 0 THEN ? ELSE confirmed_at END
			WHERE user_id = ? AND last_step < ?`, step, now.Unix(), userID, step)
		if err != nil {
			return 0, err
		}
		return res.RowsAffected()
	}, garihaat.MsgFactorCodeWrong)
}

// UseRecoveryCode implements garihaat.FactorStore.
func (s *Accounts) UseRecoveryCode(ctx context.Context, userID, tryID int64, codeHash, tokenHash string, now time.Time) error {
	return s.passFactor(ctx, userID, tryID, tokenHash, now, func(tx *Tx) (int64, error) {
		res, err := tx.Exec(ctx, `DELETE FROM recovery_codes WHERE user_id = ? AND code_hash = ?
			AND EXISTS (SELECT 1 FROM staff_factors f WHERE f.user_id = ? AND f.confirmed_at > 0)`, userID, codeHash, userID)
		if err != nil {
			return 0, err
		}
		return res.RowsAffected()
	}, garihaat.MsgFactorCodeForm)
}

// passFactor runs accept, which spends the code and reports the rows it
// changed; none means a wrong (replayed, used) code, which keeps its try
// as a failure. Otherwise the try is forgotten and the session marked.
func (s *Accounts) passFactor(ctx context.Context, userID, tryID int64, tokenHash string, now time.Time,
	accept func(*Tx) (int64, error), wrong string) error {
	return s.tx(ctx, func(tx *Tx) error {
		n, err := accept(tx)
		if err != nil {
			return err
		}
		if n == 0 {
			return garihaat.FieldError("code", wrong)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM factor_failures WHERE id = ?`, tryID); err != nil {
			return err
		}
		// A code was accepted, so the factor is confirmed: the set-up link
		// has done its one job.
		if _, err := tx.Exec(ctx, `DELETE FROM factor_enrolments WHERE user_id = ?`, userID); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE sessions SET factor_at = ? WHERE token_hash = ? AND user_id = ?`, now.Unix(), tokenHash, userID)
		return err
	})
}

// ResetFactor implements garihaat.FactorStore.
func (s *Accounts) ResetFactor(ctx context.Context, a garihaat.Actor, userID int64) error {
	return s.tx(ctx, func(tx *Tx) error {
		var phone string
		err := tx.QueryRow(ctx, `SELECT phone FROM users WHERE id = ? AND role IS NOT NULL`, userID).Scan(&phone)
		if sqldb.IsNoRows(err) {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNoStaffMemberId)
		} else if err != nil {
			return err
		}
		for _, q := range []string{`DELETE FROM staff_factors WHERE user_id = ?`, `DELETE FROM recovery_codes WHERE user_id = ?`,
			`DELETE FROM factor_failures WHERE user_id = ?`, `DELETE FROM sessions WHERE user_id = ?`,
			`DELETE FROM factor_enrolments WHERE user_id = ?`} {
			if _, err := tx.Exec(ctx, q, userID); err != nil {
				return err
			}
		}
		return tx.Audit(ctx, a, "reset_factor", "staff", userID, nil, map[string]string{"phone": phone})
	})
}

// SaveEnrolmentLink implements garihaat.FactorStore.
func (s *Accounts) SaveEnrolmentLink(ctx context.Context, a garihaat.Actor, userID int64, tokenHash string, now, expires time.Time) error {
	return s.tx(ctx, func(tx *Tx) error {
		var phone string
		var confirmed int64
		err := tx.QueryRow(ctx, `SELECT u.phone, COALESCE(f.confirmed_at, 0) FROM users u
			LEFT JOIN staff_factors f ON f.user_id = u.id WHERE u.id = ? AND u.role IS NOT NULL`, userID).Scan(&phone, &confirmed)
		if sqldb.IsNoRows(err) {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNoStaffMemberId)
		} else if err != nil {
			return err
		}
		if confirmed > 0 {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgFactorAlreadyEnrolled)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM factor_enrolments WHERE user_id = ? OR expires_at <= ?`, userID, now.Unix()); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO factor_enrolments (token_hash, user_id, created_by, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?)`, tokenHash, userID, a.Phone, now.Unix(), expires.Unix()); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "enrolment_link", "staff", userID, nil, map[string]any{"phone": phone, "expires_at": expires.UTC()})
	})
}

// StaffID is the id of the staff member with phone; ENOTFOUND when the
// number has no role.
func (s *Accounts) StaffID(ctx context.Context, phone string) (int64, error) {
	var id int64
	err := s.QueryRow(ctx, `SELECT id FROM users WHERE phone = ? AND role IS NOT NULL`, phone).Scan(&id)
	if sqldb.IsNoRows(err) {
		return 0, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNoStaffMemberNumber)
	}
	return id, err
}
