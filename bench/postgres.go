package main

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"github.com/jackc/pgx/v5"
)

// preparePostgres connects to adminURL and recreates the pgBenchDB
// database (-postgres-db) on that server. It returns the URL of the fresh database, or a
// reason to skip when PostgreSQL is switched off or does not answer (a
// machine without PostgreSQL still gets the SQLite numbers).
func preparePostgres(ctx context.Context, adminURL, pgBenchDB string, seeded bool) (benchURL, skip string, err error) {
	if adminURL == "" || adminURL == "off" {
		return "", "disabled with -postgres off", nil
	}
	u, err := url.Parse(adminURL)
	if err != nil {
		return "", "", fmt.Errorf("-postgres: %w", err)
	}
	cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	conn, err := pgx.Connect(cctx, adminURL)
	if err != nil {
		return "", fmt.Sprintf("%s not reachable: %v", u.Redacted(), err), nil
	}
	defer conn.Close(context.Background())
	u.Path = "/" + pgBenchDB
	if seeded {
		return u.String(), "", nil
	}
	// WITH (FORCE) drops connections a previous, killed run may have left.
	for _, q := range []string{
		"DROP DATABASE IF EXISTS " + pgBenchDB + " WITH (FORCE)",
		"CREATE DATABASE " + pgBenchDB,
	} {
		if _, err := conn.Exec(ctx, q); err != nil {
			return "", "", fmt.Errorf("postgres: %s: %w", q, err)
		}
	}
	u.Path = "/" + pgBenchDB
	return u.String(), "", nil
}
