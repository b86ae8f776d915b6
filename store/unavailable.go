package store

import (
	"database/sql"
	"database/sql/driver"
	"errors"
	"net"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
)

// IsUnavailable reports whether err means the database could not be used
// at all (unreachable, restarting, the connection cut, the store closed),
// as opposed to a fault in a query. The HTTP layer answers those with 503
// and Retry-After: the request may well work in a moment, and nothing about
// it was wrong.
func IsUnavailable(err error) bool {
	if err == nil {
		return false
	}
	var netErr net.Error
	var connectErr *pgconn.ConnectError
	var pgErr *pgconn.PgError
	switch {
	case errors.Is(err, driver.ErrBadConn), errors.Is(err, sql.ErrConnDone),
		errors.As(err, &connectErr), errors.As(err, &netErr):
		return true
	case errors.As(err, &pgErr):
		// Class 08: connection exceptions; class 57: the server is shutting
		// down or terminated the session (pg_terminate_backend).
		return strings.HasPrefix(pgErr.Code, "08") || strings.HasPrefix(pgErr.Code, "57")
	}
	msg := err.Error()
	return strings.Contains(msg, "sql: database is closed") || strings.Contains(msg, "database is locked") ||
		strings.Contains(msg, "conn closed") || strings.Contains(msg, "unexpected EOF")
}
