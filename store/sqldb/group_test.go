package sqldb_test

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"

	"garihaat/store"
	"garihaat/store/sqldb"
	"garihaat/store/storetest"
)

// TestGroupedWritesAnswerEachAlone: writes sent at once are each answered
// as if alone — a refused one changes nothing, the others are all kept —
// on both databases (SQLite writes them in shared transactions).
func TestGroupedWritesAnswerEachAlone(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if err := s.Tx(ctx, func(tx *sqldb.Tx) error {
			if _, err := tx.Exec(ctx, `CREATE TABLE grouped_test (n INTEGER PRIMARY KEY)`); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, `INSERT INTO grouped_test (n) VALUES (-1)`)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		refused := errors.New("refused")
		const writers = 200
		errs := make([]error, writers)
		var wg sync.WaitGroup
		for i := range writers {
			wg.Go(func() {
				errs[i] = s.Grouped(ctx, func(tx *sqldb.Tx) error {
					if _, err := tx.Exec(ctx, `INSERT INTO grouped_test (n) VALUES (?)`, i); err != nil {
						return err
					}
					if i%7 == 3 {
						return refused // after its row: the row must go
					}
					if i%11 == 5 {
						_, err := tx.Exec(ctx, `INSERT INTO grouped_test (n) VALUES (-1)`) // a duplicate key
						return err
					}
					return nil
				})
			})
		}
		wg.Wait()
		var want []int
		for i, err := range errs {
			switch {
			case i%7 == 3:
				if !errors.Is(err, refused) {
					t.Errorf("writer %d: %v, want its own refusal", i, err)
				}
			case i%11 == 5:
				if err == nil {
					t.Errorf("writer %d: a duplicate key was accepted", i)
				}
			case err != nil:
				t.Errorf("writer %d: %v", i, err)
			default:
				want = append(want, i)
			}
		}
		var got int
		if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM grouped_test WHERE n >= 0`).Scan(&got); err != nil {
			t.Fatal(err)
		}
		var stray int
		if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM grouped_test WHERE n % 7 = 3 OR n % 11 = 5`).Scan(&stray); err != nil {
			t.Fatal(err)
		}
		if got != len(want) || stray != 0 {
			t.Errorf("%d rows (%d of refused writers), want %d", got, stray, len(want))
		}
	})
}

// TestWriteEachMovesOnlyForward: conditional writes sent at once, each a
// transaction of its own on both databases (joined to a group on SQLite,
// alone on PostgreSQL): the mark ends at the highest, each write says
// whether it moved it, and a failing one is its own error only.
func TestWriteEachMovesOnlyForward(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if err := s.Tx(ctx, func(tx *sqldb.Tx) error {
			_, err := tx.Exec(ctx, `CREATE TABLE write_one_test (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)`)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.WriteEach(ctx, `INSERT INTO write_one_test (id, n) VALUES (1, 0)`, nil); err != nil {
			t.Fatal(err)
		}
		const writers = 100
		moved := make([]bool, writers+1)
		errs := make([]error, writers+1)
		var wg sync.WaitGroup
		for i := 1; i <= writers; i++ {
			wg.Go(func() {
				if i%10 == 0 { // a duplicate key: refused, nothing else
					_, errs[i] = s.WriteEach(ctx, `INSERT INTO write_one_test (id, n) VALUES (1, ?)`, []any{i})
					return
				}
				changed, err := s.WriteEach(ctx, `UPDATE write_one_test SET n = ? WHERE id = 1 AND n < ?`, []any{i, i})
				if err == nil {
					moved[i] = len(changed) == 1 && changed[0] == 1
				}
				errs[i] = err
			})
		}
		wg.Wait()
		for i := 1; i <= writers; i++ {
			if (i%10 == 0) != (errs[i] != nil) {
				t.Errorf("writer %d: %v", i, errs[i])
			}
		}
		if !moved[writers-1] {
			t.Errorf("the highest write (%d) did not move the mark", writers-1)
		}
		var n int
		if err := s.QueryRow(ctx, `SELECT n FROM write_one_test WHERE id = 1`).Scan(&n); err != nil || n != writers-1 {
			t.Errorf("mark %d, %v; want %d", n, err, writers-1)
		}
		// Several in one call: each says what it changed, in order.
		changed, err := s.WriteEach(ctx, `UPDATE write_one_test SET n = ? WHERE id = 1 AND n < ?`, []any{200, 200}, []any{150, 150})
		if err != nil || !slices.Equal(changed, []int64{1, 0}) {
			t.Errorf("two writes in one call changed %v, %v; want [1 0]", changed, err)
		}
	})
}
