package store

import (
	"context"
	"encoding/json"
	"time"

	"garihaat"
)

// audit records a back-office write in the write's own transaction, so the
// log can never miss a change nor show one that was rolled back. before and
// after are encoded as JSON; nil writes "".
func (t *Tx) audit(ctx context.Context, a garihaat.Actor, action, entity string, id int64, before, after any) error {
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
	_, err = t.exec(ctx, `INSERT INTO audit_log (at, user_id, phone, role, action, entity, entity_id, before, after)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, t.s.Now().Unix(), uid, a.Phone, a.Role, action, entity, id, b, af)
	return err
}

// adminWrite runs fn in one transaction that also bumps the catalogue
// version, so every instance's caches drop what the write changed.
func (s *core) adminWrite(ctx context.Context, fn func(*Tx) error) error {
	return s.tx(ctx, func(tx *Tx) error {
		if err := fn(tx); err != nil {
			return err
		}
		return bumpCatalogVersion(ctx, tx)
	})
}

// Audit returns one page of the audit log, newest first.
func (s *BackOffice) Audit(ctx context.Context, page int) ([]garihaat.AuditEntry, garihaat.Pagination, error) {
	var total int
	if err := s.queryRow(ctx, `SELECT COUNT(*) FROM audit_log`).Scan(&total); err != nil {
		return nil, garihaat.Pagination{}, err
	}
	p := garihaat.NewPagination(total, page, garihaat.AdminPageSize)
	rows, err := s.query(ctx, `SELECT id, at, phone, role, action, entity, entity_id, before, after FROM audit_log
		ORDER BY id DESC LIMIT ? OFFSET ?`, garihaat.AdminPageSize, (page-1)*garihaat.AdminPageSize)
	if err != nil {
		return nil, p, err
	}
	defer rows.Close()
	out := []garihaat.AuditEntry{}
	for rows.Next() {
		var e garihaat.AuditEntry
		var at int64
		if err := rows.Scan(&e.ID, &at, &e.Phone, &e.Role, &e.Action, &e.Entity, &e.EntityID, &e.Before, &e.After); err != nil {
			return nil, p, err
		}
		e.At = time.Unix(at, 0).UTC()
		out = append(out, e)
	}
	return out, p, rows.Err()
}
