package sqldb

import (
	"context"
	"database/sql"
	"errors"

	"garihaat"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// TextRows runs q, a read of many rows, in a transaction of its own that
// only reads (after setup, when not empty), and hands each row to f as
// its columns' text: NULL is nil, a number its decimal digits; valid
// until f returns. On PostgreSQL the rows are read by pgx itself, in
// text: through database/sql every value of a million-row read was boxed
// and every text copied twice, a third of a start's CPU for the list
// index (issue 47). On SQLite it is database/sql's raw bytes (a number
// written as its digits, where a scan into an int64 went through
// reflection).
func (s *Core) TextRows(ctx context.Context, setup, q string, args []any, f func(cols [][]byte) error) error {
	q = s.Rebind(q)
	if s.dialect != Postgres {
		return s.ReadTx(ctx, func(tx *Tx) error {
			if setup != "" {
				if _, err := tx.Exec(ctx, setup); err != nil {
					return err
				}
			}
			rows, err := tx.Tx.QueryContext(ctx, q, args...)
			if err != nil {
				return err
			}
			defer rows.Close()
			names, err := rows.Columns()
			if err != nil {
				return err
			}
			raw := make([]sql.RawBytes, len(names))
			dest := make([]any, len(raw))
			for i := range raw {
				dest[i] = &raw[i]
			}
			cols := make([][]byte, len(raw))
			for rows.Next() {
				if err := rows.Scan(dest...); err != nil {
					return err
				}
				for i, b := range raw {
					cols[i] = b
				}
				if err := f(cols); err != nil {
					return err
				}
			}
			return rows.Err()
		})
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Raw(func(dc any) error {
		c, ok := dc.(*stdlib.Conn)
		if !ok {
			return errors.New("sqldb: TextRows on a connection that is not pgx's")
		}
		tx, err := c.Conn().BeginTx(ctx, pgx.TxOptions{AccessMode: pgx.ReadOnly})
		if err != nil {
			return err
		}
		defer tx.Rollback(context.WithoutCancel(ctx))
		if setup != "" {
			if _, err := tx.Exec(ctx, setup); err != nil {
				return err
			}
		}
		rows, err := tx.Query(ctx, q, append([]any{pgx.QueryResultFormats{pgx.TextFormatCode}}, args...)...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			if err := f(rows.RawValues()); err != nil {
				return err
			}
		}
		if err := rows.Err(); err != nil {
			return err
		}
		rows.Close()
		return tx.Commit(ctx)
	})
}

// TextInt reads a column of TextRows as an integer: its decimal digits,
// an optional minus first; NULL and anything else are 0 and false.
func TextInt(b []byte) (int64, bool) {
	if len(b) > 0 && b[0] == '-' {
		n, ok := garihaat.ParseWhole(b[1:])
		return -n, ok
	}
	return garihaat.ParseWhole(b)
}
