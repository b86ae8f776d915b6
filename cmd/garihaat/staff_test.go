package main

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
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

// reset-factor forgets a member's authenticator app and ends their
// sessions; totp prints an app's code for a key.
func TestStaffResetFactorAndTOTP(t *testing.T) {
	db := filepath.Join(t.TempDir(), "staff.db")
	env := func(string) string { return "" }
	cmd := func(args ...string) (string, error) {
		var out, errOut bytes.Buffer
		err := run(context.Background(), append([]string{"garihaat"}, args...), env, &out, &errOut)
		return out.String(), err
	}
	granted, err := cmd("staff", "grant", "01711000001", "--role", "editor", "--db", db)
	if err != nil {
		t.Fatal(err)
	}
	// The grant prints the one-time set-up link the operator hands over.
	link := regexp.MustCompile(`/admin\?enrol=([A-Za-z0-9_-]+)`).FindStringSubmatch(granted)
	if link == nil {
		t.Fatalf("grant printed no set-up link: %q", granted)
	}
	ctx := context.Background()
	st, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	id, err := st.StaffID(ctx, "01711000001")
	if err != nil {
		t.Fatal(err)
	}
	f := &garihaat.Factors{Store: st.Accounts, Secret: []byte("0123456789abcdef0123456789abcdef"), Limits: garihaat.DefaultFactorLimits(), Now: time.Now}
	role := garihaat.RoleEditor
	member := garihaat.User{ID: id, Phone: "01711000001", Role: &role, SecondFactor: garihaat.FactorEnroll}
	for _, bad := range []string{"", "not-the-link-0123456789abcdef"} {
		if _, err := f.Enroll(ctx, member, bad); garihaat.ErrorCode(err) != garihaat.EFORBIDDEN {
			t.Fatalf("enrolling with link %q: %v", bad, err)
		}
	}
	e, err := f.Enroll(ctx, member, link[1])
	if err != nil {
		t.Fatal(err)
	}
	// The command prints what the app would show.
	code, err := cmd("totp", e.Secret)
	if err != nil || len(strings.TrimSpace(code)) != 6 {
		t.Fatalf("totp: %q %v", code, err)
	}
	if err := f.Verify(ctx, garihaat.User{ID: id, Role: &role}, "no-session", strings.TrimSpace(code)); err != nil {
		t.Fatalf("the printed code does not verify: %v", err)
	}
	if out, _ := cmd("staff", "list", "--db", db); !strings.Contains(out, "set up") || strings.Contains(out, "not set up") {
		t.Errorf("list after enrolling: %q", out)
	}
	out, err := cmd("staff", "reset-factor", "01711000001", "--db", db)
	if err != nil || !strings.Contains(out, "is reset") || !strings.Contains(out, "/admin?enrol=") {
		t.Fatalf("reset-factor: %q %v", out, err)
	}
	// The first link was spent by the first code; the reset's is new.
	if _, err := f.Enroll(ctx, member, link[1]); garihaat.ErrorCode(err) != garihaat.EFORBIDDEN {
		t.Errorf("the spent link after a reset: %v", err)
	}
	if out, _ := cmd("staff", "list", "--db", db); !strings.Contains(out, "not set up") {
		t.Errorf("list after the reset: %q", out)
	}
	if _, err := cmd("staff", "reset-factor", "01711000099", "--db", db); err == nil {
		t.Error("reset-factor of a buyer succeeded")
	}
	if _, err := cmd("totp", "not base32!"); err == nil {
		t.Error("totp of a bad key succeeded")
	}
}
