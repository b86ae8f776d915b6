package sqldb

import (
	"errors"
	"regexp"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"

	"garihaat"
)

// Constraint violations are the caller's mistake, not the server's: a
// duplicate slug or name answers 409 with a field error, a reference to a
// row that does not exist (or one still in use) 409 or 422, never 500.
var (
	sqliteUnique = regexp.MustCompile(`UNIQUE constraint failed: ([a-z_]+)\.([a-z_]+)`)
	pgKey        = regexp.MustCompile(`Key \(([^)]*)\)`)
)

// ConstraintError turns a unique or foreign-key violation of either
// database into a domain error; other errors pass through unchanged.
func ConstraintError(err error) error {
	if err == nil {
		return nil
	}
	var unique, foreign bool
	var column string
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		switch pg.Code {
		case "23505":
			unique = true
			if m := pgKey.FindStringSubmatch(pg.Detail); m != nil {
				cols := strings.Split(m[1], ", ")
				column = cols[len(cols)-1]
			}
		case "23503":
			foreign = true
		}
	} else if msg := err.Error(); strings.Contains(msg, "UNIQUE constraint failed") {
		unique = true
		if m := sqliteUnique.FindAllStringSubmatch(msg, -1); m != nil {
			column = m[len(m)-1][2]
		}
	} else if strings.Contains(msg, "FOREIGN KEY constraint failed") {
		foreign = true
	}
	switch {
	case unique:
		const msg = "This value is already taken."
		e := &garihaat.Error{Code: garihaat.ECONFLICT, Message: msg}
		if column != "" {
			e.Fields = map[string][]string{column: {msg}}
		}
		return e
	case foreign:
		return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgRecordLinkedOthersStillUse)
	}
	return err
}
