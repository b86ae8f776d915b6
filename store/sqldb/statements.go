package sqldb

import (
	"context"
	"database/sql"
	"sync"
)

// maxStatements bounds the prepared-statement cache: the fixed queries
// number a few dozen; list filters with id lists of every length could
// make more texts, which then run unprepared.
const maxStatements = 256

// statements keeps SQLite statements prepared. Parsing and planning a
// query cost the pure-Go SQLite about as much as running a point read
// (a fifth of a cold vehicle detail's time, issue 12); database/sql
// prepares a Stmt once per pooled connection and reuses it. PostgreSQL's
// driver (pgx) caches its prepared statements itself.
type statements struct {
	m      sync.Map // query text → *sql.Stmt; read without a lock
	mu     sync.Mutex
	n      int
	closed bool
}

// prepared returns q prepared, or nil when it is not to be cached.
func (s *Core) prepared(ctx context.Context, q string) *sql.Stmt {
	if s.dialect != SQLite {
		return nil
	}
	c := &s.stmts
	if st, ok := c.m.Load(q); ok {
		return st.(*sql.Stmt)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if st, ok := c.m.Load(q); ok {
		return st.(*sql.Stmt)
	}
	if c.n >= maxStatements || c.closed {
		return nil
	}
	st, err := s.db.PrepareContext(ctx, q)
	if err != nil {
		return nil // the unprepared query reports the error
	}
	c.m.Store(q, st)
	c.n++
	return st
}

func (c *statements) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed = true
	c.m.Range(func(_, st any) bool {
		st.(*sql.Stmt).Close()
		return true
	})
}
