package accounts

import (
	"context"

	"garihaat"
	"garihaat/store/sqldb"
)

// GrantRole implements garihaat.StaffStore.
func (s *Accounts) GrantRole(ctx context.Context, phone, role string) error {
	if !garihaat.ValidMobile(phone) || !garihaat.ValidRole(role) {
		return garihaat.Errorf(garihaat.EINVALID, garihaat.MsgStaffPhoneAndRole)
	}
	return s.tx(ctx, func(tx *Tx) error {
		now := s.Now().Unix()
		if _, err := tx.Exec(ctx, `INSERT INTO users (phone, created_at, updated_at) VALUES (?, ?, ?) ON CONFLICT (phone) DO NOTHING`,
			phone, now, now); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE users SET role = ?, updated_at = ? WHERE phone = ?`, role, now, phone)
		return err
	})
}

// RevokeRole implements garihaat.StaffStore. The user's sessions end too:
// a revoked staff member signs in again as a buyer, on every instance.
func (s *Accounts) RevokeRole(ctx context.Context, phone string) error {
	return s.tx(ctx, func(tx *Tx) error {
		var id int64
		err := tx.QueryRow(ctx, `SELECT id FROM users WHERE phone = ? AND role IS NOT NULL`, phone).Scan(&id)
		if sqldb.IsNoRows(err) {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNoStaffMemberNumber)
		} else if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE users SET role = NULL, updated_at = ? WHERE id = ?`, s.Now().Unix(), id); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `DELETE FROM sessions WHERE user_id = ?`, id)
		return err
	})
}

// Staff implements garihaat.StaffStore.
func (s *Accounts) Staff(ctx context.Context) ([]garihaat.StaffMember, error) {
	rows, err := s.Query(ctx, `SELECT u.id, u.phone, u.name, u.role, COALESCE(f.confirmed_at, 0) > 0
		FROM users u LEFT JOIN staff_factors f ON f.user_id = u.id WHERE u.role IS NOT NULL ORDER BY u.role, u.phone`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []garihaat.StaffMember
	for rows.Next() {
		var m garihaat.StaffMember
		if err := rows.Scan(&m.UserID, &m.Phone, &m.Name, &m.Role, &m.Enrolled); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}
