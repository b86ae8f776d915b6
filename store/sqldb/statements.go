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
	if st, ok := s.stmts.m.Load(q); ok {
		return st.(*sql.Stmt)
	}
	return s.stmts.add(ctx, s.db, q)
}

// add prepares q on db and keeps it, unless it is kept already (then that
// one) or the cache is full or closed (then nil: the unprepared query
// runs, and reports its own error).
func (c *statements) add(ctx context.Context, db *sql.DB, q string) *sql.Stmt {
	c.mu.Lock()
	defer c.mu.Unlock()
	if st, ok := c.m.Load(q); ok {
		return st.(*sql.Stmt)
	}
	if c.n >= maxStatements || c.closed {
		return nil
	}
	st, err := db.PrepareContext(ctx, q)
	if err != nil {
		return nil
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

// writerStatement returns q prepared for t on the writer's connection
// (SQLite), or nil: then q runs unprepared and is prepared once t ends —
// preparing on the writer's one connection while t holds it would wait
// for ever. A message's write transaction spent 40 % of its time parsing
// its statements again. Only Exec and QueryRow use it: a statement's
// rows still open when the same statement runs again in the loop would
// share one SQLite statement.
func (t *Tx) writerStatement(ctx context.Context, q string) *sql.Stmt {
	if t.s.dialect != SQLite || t.reads {
		return nil
	}
	if st, ok := t.s.wstmts.m.Load(q); ok {
		return t.StmtContext(ctx, st.(*sql.Stmt))
	}
	if len(t.unprepared) < maxStatements {
		t.unprepared = append(t.unprepared, q)
	}
	return nil
}

// prepareWritten prepares on the writer's connection, now free, the
// statements a transaction ran unprepared.
func (s *Core) prepareWritten(qs []string) {
	for _, q := range qs {
		s.wstmts.add(context.Background(), s.w, q)
	}
}
