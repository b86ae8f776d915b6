package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"time"
)

// profilePhase saves the server's CPU profile over the next d to path, to
// see where a phase's server time goes (go tool pprof bin/garihaat path).
func profilePhase(ctx context.Context, srv *server, d time.Duration, path string) {
	u := strings.TrimSuffix(srv.metrics, "/metrics") + fmt.Sprintf("/debug/pprof/profile?seconds=%d", int(d.Seconds()))
	err := get(ctx, u, func(r io.Reader) error {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		if _, err := io.Copy(f, r); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	})
	if err != nil {
		logf("profile %s: %v", path, err)
	}
}

// profileSelf saves the bench's own CPU profile over the next d (or until
// ctx ends) to path.
func profileSelf(ctx context.Context, d time.Duration, path string) {
	err := os.MkdirAll(filepath.Dir(path), 0o755)
	var f *os.File
	if err == nil {
		f, err = os.Create(path)
	}
	if err == nil {
		err = pprof.StartCPUProfile(f)
	}
	if err != nil {
		logf("profile %s: %v", path, err)
		return
	}
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
	pprof.StopCPUProfile()
	if err := f.Close(); err != nil {
		logf("profile %s: %v", path, err)
	}
}
