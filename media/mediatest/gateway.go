// Package mediatest holds what the tests of every media.Store share: the
// behaviour each must have (Run), and a real S3 server, Versity's gateway,
// started for a test the way nginx and PostgreSQL are (Gateway).
package mediatest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// Credentials of the gateways the tests start.
const (
	AccessKey = "garihaat-test"
	SecretKey = "garihaat-test-secret"
	Bucket    = "garihaat"
)

// Installed reports whether a gateway binary is at hand (a test that can
// also run without one asks first; under CI one must be).
func Installed() bool {
	return os.Getenv("CI") == "true" || findBinary() != ""
}

// findBinary is the gateway's path, or "".
func findBinary() string {
	if p := os.Getenv("GARIHAAT_VERSITYGW"); p != "" {
		return p
	}
	if dir, err := os.Getwd(); err == nil {
		for ; dir != filepath.Dir(dir); dir = filepath.Dir(dir) {
			if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
				if p := filepath.Join(dir, "bin", "versitygw"); fileExists(p) {
					return p
				}
				break
			}
		}
	}
	if p, err := exec.LookPath("versitygw"); err == nil {
		return p
	}
	return ""
}

// versitygwBinary finds Versity's gateway: $GARIHAAT_VERSITYGW, the
// project's bin/versitygw (`make versitygw`, which `make test` runs), or
// one on PATH. Under CI its absence is a failure, elsewhere a skip.
func versitygwBinary(t testing.TB) string {
	if p := findBinary(); p != "" {
		return p
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("versitygw is not installed (make versitygw installs it into bin/)")
	}
	t.Skip("versitygw is not installed: run make versitygw (under CI=true this fails)")
	return ""
}

func fileExists(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir()
}

// Gateway starts a gateway on a free loopback port serving a fresh folder,
// with an empty bucket, stopped when the test ends. It returns the
// --media location of the bucket under prefix (no prefix: "").
func Gateway(t testing.TB, prefix string) string {
	t.Helper()
	bin := versitygwBinary(t)
	root := t.TempDir()
	if err := os.Mkdir(filepath.Join(root, Bucket), 0o755); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cmd := exec.Command(bin, "--access", AccessKey, "--secret", SecretKey, "--port", addr, "posix", root)
	logPath := filepath.Join(t.TempDir(), "versitygw.log")
	out, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-exited
		out.Close()
	})
	// Ready when it accepts connections (polling the port is waiting on
	// a condition: nothing else says the gateway is up).
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case err := <-exited:
			b, _ := os.ReadFile(logPath)
			t.Fatalf("versitygw exited: %v: %s", err, b)
		default:
		}
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			return fmt.Sprintf("s3://%s/%s?endpoint=http://%s&region=us-east-1", Bucket, prefix, addr)
		}
		time.Sleep(20 * time.Millisecond)
	}
	b, _ := os.ReadFile(logPath)
	t.Fatalf("versitygw did not start: %s", b)
	return ""
}
