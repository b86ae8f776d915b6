package sqldb

import (
	"context"
	"encoding/json"

	"garihaat"
)

// Audit records a back-office write in the write's own transaction, so the
// log can never miss a change nor show one that was rolled back. before and
// after are encoded as JSON; nil writes "".
func (t *Tx) Audit(ctx context.Context, a garihaat.Actor, action, entity string, id int64, before, after any) error {
	enc := func(v any) (string, error) {
		if v == nil {
			return "", nil
		}
		b, err := json.Marshal(v)
		return string(b), err
	}
	b, err := enc(before)
	if err != nil {
		return err
	}
	af, err := enc(after)
	if err != nil {
		return err
	}
	var uid any
	if a.UserID != 0 {
		uid = a.UserID
	}
	_, err = t.Exec(ctx, `INSERT INTO audit_log (at, user_id, phone, role, action, entity, entity_id, before, after)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, t.s.Now().Unix(), uid, a.Phone, a.Role, action, entity, id, b, af)
	return err
}

// AdminWrite runs fn in one transaction that also bumps the catalogue
// version, so every instance's caches drop what the write changed.
func (s *Core) AdminWrite(ctx context.Context, fn func(*Tx) error) error {
	return s.Tx(ctx, func(tx *Tx) error {
		if err := fn(tx); err != nil {
			return err
		}
		return tx.BumpCatalogVersion(ctx)
	})
}
