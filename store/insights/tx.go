package insights

import "garihaat/store/sqldb"

// Tx is the insights' transaction: they add no methods of their own.
type Tx = sqldb.Tx
