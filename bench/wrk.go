package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// wrkSummary is the BENCHJSON line bench/wrk/report.lua prints in done().
type wrkSummary struct {
	Requests   int64  `json:"requests"`
	DurationUs int64  `json:"duration_us"`
	Bytes      int64  `json:"bytes"`
	Errors     Errors `json:"errors"`
	LatencyUs  struct {
		P50  float64 `json:"p50"`
		P90  float64 `json:"p90"`
		P99  float64 `json:"p99"`
		Mean float64 `json:"mean"`
		Max  float64 `json:"max"`
	} `json:"latency_us"`
}

// runWrk drives one scenario at one connection count:
//
//	wrk -t<min(conns,2)> -c<conns> -d<dur> --latency -s <script> -H 'Accept-Encoding: gzip' URL [-- args]
//
// Two threads at most: the machine has two cores and the server needs them.
func runWrk(ctx context.Context, cfg config, base string, sc scenario, conns int) (*Run, error) {
	script, err := filepath.Abs(filepath.Join(cfg.wrkDir, sc.script))
	if err != nil {
		return nil, err
	}
	url := base + sc.Path
	if sc.sampleSlug != "" {
		url = base + "/" // slugs.lua builds every request path itself
	}
	args := []string{
		"-t" + strconv.Itoa(min(conns, 2)), "-c" + strconv.Itoa(conns),
		"-d" + strconv.Itoa(int(cfg.duration.Round(time.Second).Seconds())) + "s",
		"--timeout", "10s", "--latency", "-s", script,
		"-H", "Accept-Encoding: gzip", url,
	}
	if len(sc.scriptArgs) > 0 {
		args = append(append(args, "--"), sc.scriptArgs...)
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "wrk", args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err() // interrupted: wrk was killed on purpose
		}
		return nil, fmt.Errorf("wrk: %w: %s%s", err, stderr.String(), stdout.String())
	}
	var sum wrkSummary
	found := false
	for _, line := range strings.Split(stdout.String(), "\n") {
		if js, ok := strings.CutPrefix(line, "BENCHJSON "); ok {
			if err := json.Unmarshal([]byte(js), &sum); err != nil {
				return nil, fmt.Errorf("wrk summary %q: %w", js, err)
			}
			found = true
		}
	}
	if !found || sum.DurationUs == 0 {
		return nil, fmt.Errorf("wrk printed no BENCHJSON line:\n%s%s", stdout.String(), stderr.String())
	}
	secs := float64(sum.DurationUs) / 1e6
	return &Run{
		Conns:     conns,
		Threads:   min(conns, 2),
		Requests:  sum.Requests,
		Seconds:   secs,
		ReqPerSec: float64(sum.Requests) / secs,
		P50ms:     sum.LatencyUs.P50 / 1000,
		P90ms:     sum.LatencyUs.P90 / 1000,
		P99ms:     sum.LatencyUs.P99 / 1000,
		MeanMs:    sum.LatencyUs.Mean / 1000,
		MaxMs:     sum.LatencyUs.Max / 1000,
		MBPerSec:  float64(sum.Bytes) / secs / 1e6,
		Errors:    sum.Errors,
	}, nil
}
