package sqldb_test

import (
	"context"
	"errors"
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
