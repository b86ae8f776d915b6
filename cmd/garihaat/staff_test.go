package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
)

func TestStaffCommands(t *testing.T) {
	db := filepath.Join(t.TempDir(), "staff.db")
	env := func(string) string { return "" }
	cmd := func(args ...string) (string, error) {
		var out, errOut bytes.Buffer
		err := run(context.Background(), append([]string{"garihaat", "staff"}, args...), env, &out, &errOut)
		return out.String(), err
	}
	if out, err := cmd("grant", "০১৭১১-০০০০০০", "--role", "owner", "--db", db); err != nil || !strings.Contains(out, "01711000000 is now owner") {
		t.Fatalf("grant: %q %v", out, err)
	}
	if out, err := cmd("grant", "--db", db, "--role=sales", "01811000000"); err != nil || !strings.Contains(out, "is now sales") {
		t.Fatalf("grant, flags first: %q %v", out, err)
	}
	out, err := cmd("list", "--db", db)
	if err != nil || !strings.Contains(out, "01711000000  owner") || !strings.Contains(out, "01811000000  sales") {
		t.Errorf("list: %q %v", out, err)
	}
	if _, err := cmd("grant", "01711000000", "--role", "admin", "--db", db); err == nil {
		t.Error("an unknown role was granted")
	}
	if _, err := cmd("grant", "12345", "--role", "owner", "--db", db); err == nil {
		t.Error("a bad phone was granted")
	}
	if out, err := cmd("revoke", "01811000000", "--db", db); err != nil || !strings.Contains(out, "no longer staff") {
		t.Errorf("revoke: %q %v", out, err)
	}
	if _, err := cmd("revoke", "01811000000", "--db", db); err == nil {
		t.Error("revoking a buyer succeeded")
	}
	if out, _ := cmd("list", "--db", db); strings.Contains(out, "01811000000") {
		t.Errorf("revoked member still listed: %q", out)
	}
	if _, err := cmd("promote", "01711000000"); err == nil {
		t.Error("unknown subcommand accepted")
	}
}
