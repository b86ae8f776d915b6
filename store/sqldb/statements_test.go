package sqldb

import (
	"context"
	"path/filepath"
	"testing"
)

// TestWriterStatementsPreparedAfterTheirTransaction: a write transaction's
// statements run unprepared the first time (the writer's one connection is
// held) and prepared from the next transaction on, with the same effect;
// a read transaction on a reader's connection never takes them.
func TestWriterStatementsPreparedAfterTheirTransaction(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "w.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	const insert = `INSERT INTO w (n) VALUES (?)`
	write := func(n int) {
		t.Helper()
		if err := s.Tx(ctx, func(tx *Tx) error {
			if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS w (n INTEGER)`); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, insert, n)
			return err
		}); err != nil {
			t.Fatal(err)
		}
	}
	write(1)
	if _, ok := s.wstmts.m.Load(insert); !ok {
		t.Fatal("the insert was not prepared once its transaction ended")
	}
	write(2)
	write(3)
	var sum int
	if err := s.ReadTx(ctx, func(tx *Tx) error { return tx.QueryRow(ctx, `SELECT SUM(n) FROM w`).Scan(&sum) }); err != nil || sum != 6 {
		t.Fatalf("sum %d, %v; want 6", sum, err)
	}
	if _, ok := s.wstmts.m.Load(`SELECT SUM(n) FROM w`); ok {
		t.Error("a reader's statement was prepared on the writer")
	}
}
