package seed

import (
	"context"
	"strings"

	"garihaat/store/sqldb"
)

// seedIndexed are the tables a seed fills by the hundred thousand rows
// (offers are a few, and the seed reads them through their indexes).
var seedIndexed = []string{"vehicles", "vehicle_images", "vehicle_features"}

// withoutIndexes runs fill with the secondary indexes of seedIndexed
// dropped, then makes them again, all in tx. Building an index from the
// rows at once is a sort; keeping sixteen of them up to date row by row
// is a random b-tree insert per index and row, which was most of a large
// seed's time. Indexes that hold a constraint (primary keys, UNIQUE) stay:
// they guard the seed's own rows.
func withoutIndexes(ctx context.Context, tx *sqldb.Tx, fill func() error) error {
	ddl, err := secondaryIndexes(ctx, tx)
	if err != nil {
		return err
	}
	for name := range ddl {
		if _, err := tx.Exec(ctx, `DROP INDEX `+name); err != nil {
			return err
		}
	}
	if err := fill(); err != nil {
		return err
	}
	for _, create := range ddl {
		if _, err := tx.Exec(ctx, create); err != nil {
			return err
		}
	}
	return nil
}

// secondaryIndexes maps the name of each index of seedIndexed that holds no
// constraint to the statement that makes it.
func secondaryIndexes(ctx context.Context, t *sqldb.Tx) (map[string]string, error) {
	q := `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('` +
		strings.Join(seedIndexed, "', '") + `')`
	if t.Core().Dialect() == sqldb.Postgres {
		q = `SELECT i.indexname, i.indexdef FROM pg_indexes i WHERE i.schemaname = current_schema()
			AND i.tablename IN ('` + strings.Join(seedIndexed, "', '") + `')
			AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`
	}
	rows, err := t.Query(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var name, create string
		if err := rows.Scan(&name, &create); err != nil {
			return nil, err
		}
		out[name] = create
	}
	return out, rows.Err()
}
