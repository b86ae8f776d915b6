package seed

import (
	"context"

	"garihaat/store/sqldb"
)

// SecondaryIndexes are the seeded tables' indexes a seed drops and makes again.
func SecondaryIndexes(ctx context.Context, db *sqldb.Core) (ddl map[string]string, err error) {
	err = db.Tx(ctx, func(tx *sqldb.Tx) error {
		ddl, err = secondaryIndexes(ctx, tx)
		return err
	})
	return ddl, err
}
