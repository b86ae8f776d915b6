package store

import (
	"context"
	"time"

	"garihaat"
)

// Audit returns one page of the audit log, newest first.
func (s *BackOffice) Audit(ctx context.Context, page int) ([]garihaat.AuditEntry, garihaat.Pagination, error) {
	var total int
	if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM audit_log`).Scan(&total); err != nil {
		return nil, garihaat.Pagination{}, err
	}
	p := garihaat.NewPagination(total, page, garihaat.AdminPageSize)
	rows, err := s.Query(ctx, `SELECT id, at, phone, role, action, entity, entity_id, before, after FROM audit_log
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
