package sqldb

import (
	"context"
	"strconv"
	"sync"
)

// Grouped runs fn in one transaction with small writes of others (group
// commit). On SQLite one writer commits one transaction at a time and
// waits for each commit's sync to disk: with 200 messages a second and
// their delivered marks the writer spent its time syncing and messages
// queued behind it for seconds. Here the writes that arrive while a
// commit is on its way are written together in the next, each between
// savepoints: fn's error rolls back its own changes only and is its
// answer, and a failed commit fails every write of the group (none was
// written). PostgreSQL commits concurrent transactions in parallel (and
// groups their syncs itself): there fn is a transaction of its own.
//
// fn runs on the group's goroutine with ctx's values but not its
// cancellation — a caller that has gone still gets its write, as it would
// once its own transaction had begun. fn must not write the catalogue:
// its change log belongs to the whole transaction.
func (s *Core) Grouped(ctx context.Context, fn func(*Tx) error) error {
	if s.dialect == Postgres {
		return s.Tx(ctx, fn)
	}
	j := &groupJob{fn: fn, done: make(chan error, 1)}
	if s.group.Add(j) {
		go s.group.Lead(func(batch []*groupJob) { s.writeGroup(context.WithoutCancel(ctx), batch) })
	}
	return <-j.done
}

// maxGroup bounds the writes of one transaction, so none waits long for
// a crowd ahead of it.
const maxGroup = 64

// groupJob is a write waiting for the writer, and where its answer goes.
type groupJob struct {
	fn   func(*Tx) error
	done chan error
}

// Queue holds jobs waiting for the writer, for a group commit (Grouped's,
// and the bids', whose savepoints are their own). There is no goroutine
// to start or stop: the job that finds nobody writing starts one, which
// ends when the queue is empty.
type Queue[J any] struct {
	mu      sync.Mutex
	waiting []J
	writing bool
}

// Add queues j; it reports whether the caller must start the writer
// (go q.Lead(…)).
func (q *Queue[J]) Add(j J) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.waiting = append(q.waiting, j)
	start := !q.writing
	q.writing = true
	return start
}

// Lead writes the waiting jobs, at most maxGroup at a time, until none
// wait.
func (q *Queue[J]) Lead(write func([]J)) {
	for {
		q.mu.Lock()
		n := min(len(q.waiting), maxGroup)
		if n == 0 {
			q.writing = false
			q.mu.Unlock()
			return
		}
		batch := q.waiting[:n:n]
		q.waiting = q.waiting[n:]
		q.mu.Unlock()
		write(batch)
	}
}

// writeGroup writes batch in one transaction and answers each job. A job
// alone needs no savepoint: its error rolls the transaction back.
func (s *Core) writeGroup(ctx context.Context, batch []*groupJob) {
	if len(batch) == 1 {
		batch[0].done <- s.Tx(ctx, batch[0].fn)
		return
	}
	errs := make([]error, len(batch))
	err := s.Tx(ctx, func(tx *Tx) error {
		for i, j := range batch {
			sp := "g" + strconv.Itoa(i)
			if _, err := tx.Exec(ctx, `SAVEPOINT `+sp); err != nil {
				return err
			}
			if errs[i] = j.fn(tx); errs[i] != nil {
				errs[i] = ConstraintError(errs[i])
				if _, err := tx.Exec(ctx, `ROLLBACK TO SAVEPOINT `+sp); err != nil {
					return err
				}
			}
			if _, err := tx.Exec(ctx, `RELEASE SAVEPOINT `+sp); err != nil {
				return err
			}
		}
		return nil
	})
	for i, j := range batch {
		if err != nil && errs[i] == nil {
			errs[i] = err // written by nobody: the commit failed
		}
		j.done <- errs[i]
	}
}
