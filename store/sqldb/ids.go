package sqldb

import (
	"context"
	"database/sql"
)

// idBatch is how many ids one IN list of QueryByIDs holds.
const idBatch = 200

// QueryByIDs runs query over ids, idBatch at most at a time — query gets
// the placeholder list of one batch ("?, ?, …") — and calls scan on each
// row.
func (s *Core) QueryByIDs(ctx context.Context, ids []int64, query func(in string) string, scan func(*sql.Rows) error) error {
	return byIDs(ctx, s.Query, ids, query, scan)
}

// QueryByIDs is Core.QueryByIDs in the transaction.
func (t *Tx) QueryByIDs(ctx context.Context, ids []int64, query func(in string) string, scan func(*sql.Rows) error) error {
	return byIDs(ctx, t.Query, ids, query, scan)
}

// byIDs is QueryByIDs with run asking the database.
func byIDs(ctx context.Context, run func(ctx context.Context, q string, args ...any) (*sql.Rows, error), ids []int64,
	query func(in string) string, scan func(*sql.Rows) error) error {
	for len(ids) > 0 {
		chunk := ids[:min(len(ids), idBatch)]
		ids = ids[len(chunk):]
		args := make([]any, len(chunk))
		for i, id := range chunk {
			args[i] = id
		}
		rows, err := run(ctx, query(Marks(len(chunk))), args...)
		if err != nil {
			return err
		}
		for rows.Next() {
			if err := scan(rows); err != nil {
				rows.Close()
				return err
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
	}
	return nil
}
