package sqldb_test

import (
	"context"
	"net/url"
	"testing"

	"garihaat/store/sqldb"
	"garihaat/store/storetest"
)

// The site's PostgreSQL connections run without JIT (a whole read of the
// list index spent 4 s of 11 compiling), unless the address asks for it.
func TestPostgresJITOffUnlessAsked(t *testing.T) {
	dsn := storetest.PostgresURL(t)
	if dsn == "" {
		t.Skip("no PostgreSQL server")
	}
	asked, err := url.Parse(dsn)
	if err != nil {
		t.Fatal(err)
	}
	q := asked.Query()
	q.Set("jit", "on")
	asked.RawQuery = q.Encode()
	ctx := context.Background()
	for _, c := range []struct{ dsn, want string }{{dsn, "off"}, {asked.String(), "on"}} {
		s, err := sqldb.Open(ctx, c.dsn)
		if err != nil {
			t.Fatal(err)
		}
		var jit string
		err = s.QueryRow(ctx, `SHOW jit`).Scan(&jit)
		s.Close()
		if err != nil {
			t.Fatal(err)
		}
		if jit != c.want {
			t.Errorf("%s: jit %s, want %s", c.dsn, jit, c.want)
		}
	}
}
