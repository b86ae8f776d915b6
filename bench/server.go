package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// seedCatalogue writes the synthetic catalogue with the binary under test,
// so the data is exactly what `garihaat seed` produces.
func seedCatalogue(ctx context.Context, cfg config, dsn string) (time.Duration, error) {
	start := time.Now()
	cmd := exec.CommandContext(ctx, cfg.bin, "seed", "--vehicles", strconv.Itoa(cfg.vehicles),
		"--seed", strconv.FormatUint(cfg.seed, 10), "--db", dsn, "--log-level", "warn")
	out, err := cmd.CombinedOutput()
	if err != nil {
		return 0, fmt.Errorf("seed: %w: %s", err, strings.TrimSpace(string(out)))
	}
	if strings.Contains(string(out), "not seeding") {
		return 0, fmt.Errorf("seed: database was not empty: %s", strings.TrimSpace(string(out)))
	}
	return time.Since(start), nil
}

// server is one running `garihaat serve`.
type server struct {
	started time.Time
	log     string // path of its stdout+stderr
	cmd     *exec.Cmd
	base    string // http://127.0.0.1:port
	metrics string // its /metrics URL
	done    chan struct{}
	// recovery are the bench owner's unused recovery codes once enrolled:
	// each later staff sign-in gives one as its second factor.
	recovery []string
	// enrolLink is the token of the owner's one-time set-up link.
	enrolLink string
}

// benchOrigin is the site's address as the bench's servers name it.
const benchOrigin = "http://garihaat.bench"

// startServer runs the binary on a free port with warn-level logs (request
// logging would cost as much as some handlers) and waits for its
// "garihaat listening on http://ADDR" line.
func startServer(ctx context.Context, cfg config, name, dsn string, extra ...string) (*server, error) {
	logPath := filepath.Join(cfg.tmp, "server-"+name+".log")
	logFile, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	// Console SMS: the live-bid measurements sign a phone in with the code
	// from this log; no bid limits, so the write load is not refused.
	cmd := exec.Command(cfg.bin, "serve", "--addr", "127.0.0.1:0", "--db", dsn, "--log-level", "warn", "--drain", "2s",
		"--sms", "console", "--bid-limits", "0,0,0",
		// The bench stands where a reverse proxy would: its streams name the
		// many visitors they stand for (X-Forwarded-For), as a shared link's
		// pages come from many addresses, not one.
		"--trusted-proxies", "127.0.0.1/32", "--metrics-addr", "127.0.0.1:0",
		// One origin for every server the bench starts: the stored pages
		// hold it, and a listening address of its own (a free port each
		// start) would make each start on a reused catalogue (-seeded, -against)
		// redo every vehicle's pages — 14 minutes at a million.
		"--public-url", benchOrigin)
	cmd.Args = append(cmd.Args, extra...)
	cmd.Stderr = logFile
	// If bench itself dies (kill -9), the kernel kills the server too.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		logFile.Close()
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		logFile.Close()
		return nil, err
	}
	s := &server{started: time.Now(), cmd: cmd, log: logPath, done: make(chan struct{})}
	addr := make(chan string, 1)
	metricsAddr := make(chan string, 1)
	go func() {
		// Keep draining stdout into the log so the server never blocks on it.
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			line := sc.Text()
			if a, ok := strings.CutPrefix(line, "garihaat listening on "); ok {
				select {
				case addr <- a:
				default:
				}
			}
			if a, ok := strings.CutPrefix(line, "garihaat metrics on "); ok {
				select {
				case metricsAddr <- strings.TrimSpace(a):
				default:
				}
			}
			fmt.Fprintln(logFile, line)
		}
		io.Copy(io.Discard, stdout)
	}()
	go func() {
		cmd.Wait()
		logFile.Close()
		close(s.done)
	}()
	select {
	case a := <-addr:
		s.base = strings.TrimSpace(a)
		select { // printed before the listening line
		case s.metrics = <-metricsAddr:
		default:
		}
		return s, nil
	case <-s.done:
		return nil, fmt.Errorf("server exited before listening; see %s", logPath)
	case <-time.After(2 * time.Minute): // migrations on a big database can take a while
		s.stop()
		return nil, errors.New("server did not report listening within 2 minutes")
	case <-ctx.Done():
		s.stop()
		return nil, ctx.Err()
	}
}

func (s *server) pid() int { return s.cmd.Process.Pid }

// stop sends SIGTERM (graceful drain), then SIGKILL if it lingers.
func (s *server) stop() {
	select {
	case <-s.done:
		return
	default:
	}
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
	case <-time.After(5 * time.Second):
		s.cmd.Process.Kill()
		<-s.done
	}
}

// memMB reads one field (VmRSS now, VmHWM peak) of /proc/<pid>/status, in MB.
func (s *server) memMB(field string) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.pid()))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			return kb / 1024
		}
	}
	return 0
}

// clockTicks is the kernel's USER_HZ, the unit of /proc/<pid>/stat's CPU
// times: 100 on every Linux architecture Go runs the bench on.
const clockTicks = 100

// cpuSeconds reads the server's CPU time so far (user + system) from
// /proc/<pid>/stat, 0 when it cannot.
func (s *server) cpuSeconds() float64 {
	return procCPUSeconds(fmt.Sprintf("/proc/%d/stat", s.pid()))
}

// procCPUSeconds reads a process's CPU time so far (user + system) from
// its /proc stat file, 0 when it cannot.
func procCPUSeconds(stat string) float64 {
	b, err := os.ReadFile(stat)
	if err != nil {
		return 0
	}
	// The command name (field 2) may hold spaces; the fields after it do not.
	_, rest, ok := strings.Cut(string(b), ") ")
	f := strings.Fields(rest)
	if !ok || len(f) < 13 {
		return 0
	}
	utime, _ := strconv.ParseFloat(f[11], 64) // field 14
	stime, _ := strconv.ParseFloat(f[12], 64) // field 15
	return (utime + stime) / clockTicks
}

// logErrors counts level=ERROR lines in the server log (call after stop).
func (s *server) logErrors() int {
	b, _ := os.ReadFile(s.log)
	return strings.Count(string(b), "level=ERROR")
}

// ready waits until the server's metric (a /metrics line's start) turns
// non-zero and says how long after start that was: the list index's
// bytes, or the stored pages' first sweep.
func (s *server) ready(ctx context.Context, metric string, limit time.Duration) (time.Duration, error) {
	for {
		var b []byte
		err := get(ctx, s.metrics, func(r io.Reader) (err error) { b, err = io.ReadAll(r); return err })
		if err == nil {
			for _, line := range strings.Split(string(b), "\n") {
				if v, ok := strings.CutPrefix(line, metric+" "); ok && strings.TrimSpace(v) != "0" {
					return time.Since(s.started), nil
				}
			}
		}
		if time.Since(s.started) > limit {
			return 0, fmt.Errorf("not ready %s after start", limit)
		}
		select {
		case <-ctx.Done():
			return 0, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}
