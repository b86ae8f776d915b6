package sqldb

import "context"

// SetUserSwitch turns one of the user's SMS switches (a 0/1 column of
// users named by the caller, never by a request) on or off.
func (s *Core) SetUserSwitch(ctx context.Context, column string, userID int64, on bool) error {
	v := 0
	if on {
		v = 1
	}
	_, err := s.Writer().ExecContext(ctx, s.Rebind(`UPDATE users SET `+column+` = ? WHERE id = ?`), v, userID)
	return err
}
