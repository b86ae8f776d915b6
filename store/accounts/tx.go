package accounts

import (
	"context"

	"garihaat/store/sqldb"
)

// Tx is a transaction of the accounts, which give it their own methods; s
// is the database it runs on.
type Tx struct {
	*sqldb.Tx
	s *sqldb.Core
}

// tx runs fn in one transaction (sqldb.Core.Tx).
func (s *Accounts) tx(ctx context.Context, fn func(*Tx) error) error {
	return s.Core.Tx(ctx, func(t *sqldb.Tx) error { return fn(&Tx{t, s.Core}) })
}
