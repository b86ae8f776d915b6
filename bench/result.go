package main

import (
	"context"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

// Result is everything one `make bench` measured; it is written as JSON.
type Result struct {
	Started         time.Time   `json:"started"`
	Finished        time.Time   `json:"finished"`
	Machine         Machine     `json:"machine"`
	Config          RunConfig   `json:"config"`
	Databases       []*DBResult `json:"databases"`
	PostgresSkipped string      `json:"postgres_skipped,omitempty"`
	Lighthouse      *LHResult   `json:"lighthouse,omitempty"`
}

type Machine struct {
	NumCPU      int    `json:"nproc"`
	CPUModel    string `json:"cpu_model"`
	MemTotalMB  int    `json:"mem_total_mb"`
	Kernel      string `json:"kernel"`
	GoVersion   string `json:"go_version"`
	Commit      string `json:"commit"`
	Dirty       bool   `json:"dirty"` // uncommitted changes were in the tree
	Wrk         string `json:"wrk"`
	Chromium    string `json:"chromium,omitempty"`
	LoadAverage string `json:"load_average_at_start"` // other work on the machine skews numbers
}

type RunConfig struct {
	Vehicles int    `json:"vehicles"`
	Seed     uint64 `json:"seed"`
	Duration string `json:"duration"`
	Conns    []int  `json:"conns"`
	Slugs    int    `json:"slugs"`
}

// DBResult is one database behind one server process.
type DBResult struct {
	Name        string  `json:"name"`
	SeedSeconds float64 `json:"seed_seconds"`
	// IndexReadySeconds: from the server's start to its list index
	// answering (garihaat_held_bytes{structure="list_index"} non-zero).
	IndexReadySeconds float64 `json:"index_ready_seconds"`
	// PagesReadySeconds: from the server's start to every vehicle's page
	// stored (garihaat_stored_swept_timestamp_seconds{part="pages"}).
	PagesReadySeconds float64              `json:"pages_ready_seconds"`
	PeakRSSMB         float64              `json:"peak_rss_mb"` // VmHWM after all load runs
	Scenarios         []*ScenarioResult    `json:"scenarios"`
	LogErrors         int                  `json:"server_log_error_lines"` // level=ERROR lines the server logged
	Live              *LiveResult          `json:"live,omitempty"`
	Writes            *WritesResult        `json:"writes,omitempty"`
	Abuse             *AbuseResult         `json:"abuse,omitempty"`
	AbuseConns        *ConnsAbuseResult    `json:"abuse_conns,omitempty"`
	Drafts            *DraftsResult        `json:"abuse2_drafts,omitempty"`
	Insights          *InsightsResult      `json:"insights,omitempty"`
	Conversations     *ConversationsResult `json:"conversations,omitempty"`
	Deploy            *DeployResult        `json:"deploy,omitempty"`
	Error             string               `json:"error,omitempty"`
	sampleSlug        string
}

type ScenarioResult struct {
	Name  string `json:"name"`
	Title string `json:"title"`
	Path  string `json:"path"`
	Probe Probe  `json:"probe"`
	Runs  []*Run `json:"runs"` // one per connection count
}

// Probe is one gzip-accepting fetch of the scenario URL before the load.
type Probe struct {
	Status            int     `json:"status"`
	ContentEncoding   string  `json:"content_encoding"`
	Bytes             int     `json:"bytes"` // on the wire
	UncompressedBytes int     `json:"uncompressed_bytes"`
	FirstMs           float64 `json:"first_ms"` // first (uncached) request
	Error             string  `json:"error,omitempty"`
}

type Run struct {
	Conns          int     `json:"conns"`
	Threads        int     `json:"threads"`
	Requests       int64   `json:"requests"`
	Seconds        float64 `json:"seconds"`
	ReqPerSec      float64 `json:"req_per_sec"`
	RatioToCeiling float64 `json:"ratio_to_ceiling"` // req/s ÷ /healthz req/s, same server, same conns
	P50ms          float64 `json:"p50_ms"`
	P90ms          float64 `json:"p90_ms"`
	P99ms          float64 `json:"p99_ms"`
	MeanMs         float64 `json:"mean_ms"`
	MaxMs          float64 `json:"max_ms"`
	MBPerSec       float64 `json:"mb_per_sec"`
	Errors         Errors  `json:"errors"`
	RSSMB          float64 `json:"rss_mb_after"` // VmRSS right after this run
	// ServerCPUus is the server's CPU time (user + system) during the run
	// per request served: steadier than req/s on a machine wrk shares.
	ServerCPUus float64 `json:"server_cpu_us_per_request"`
}

// Errors are wrk's counters; Status counts responses with status >= 400.
type Errors struct {
	Connect int64 `json:"connect"`
	Read    int64 `json:"read"`
	Write   int64 `json:"write"`
	Status  int64 `json:"status"`
	Timeout int64 `json:"timeout"`
}

func (e Errors) total() int64 { return e.Connect + e.Read + e.Write + e.Status + e.Timeout }

func machineInfo(ctx context.Context) Machine {
	m := Machine{NumCPU: runtime.NumCPU(), GoVersion: runtime.Version()}
	if out := cmdOut(ctx, "go", "env", "GOVERSION"); out != "" {
		m.GoVersion = out // the toolchain that built bin/garihaat
	}
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
				m.CPUModel = strings.TrimSpace(v)
				break
			}
		}
	}
	if b, err := os.ReadFile("/proc/meminfo"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "MemTotal:"); ok {
				var kb int
				for _, c := range strings.TrimSpace(v) {
					if c < '0' || c > '9' {
						break
					}
					kb = kb*10 + int(c-'0')
				}
				m.MemTotalMB = kb / 1024
			}
		}
	}
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		f := strings.Fields(string(b))
		if len(f) >= 3 {
			m.LoadAverage = strings.Join(f[:3], " ")
		}
	}
	m.Kernel = cmdOut(ctx, "uname", "-r")
	m.Commit = cmdOut(ctx, "git", "rev-parse", "--short", "HEAD")
	if m.Commit == "" {
		m.Commit = "nocommit"
	}
	m.Dirty = cmdOut(ctx, "git", "status", "--porcelain", "--untracked-files=no") != ""
	// wrk has no --version; -v prints the version line then usage.
	out, _ := exec.CommandContext(ctx, "wrk", "-v").Output() // exits 1 after printing
	m.Wrk, _, _ = strings.Cut(firstLine(string(out)), " Copyright")
	m.Chromium = firstLine(cmdOut(ctx, "/usr/bin/chromium", "--version"))
	return m
}

// cmdOut runs a command and returns its trimmed stdout, "" on failure.
func cmdOut(ctx context.Context, name string, args ...string) string {
	out, err := exec.CommandContext(ctx, name, args...).Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

func firstLine(s string) string {
	for _, line := range strings.Split(s, "\n") {
		// Debian's chromium wrapper prints a harmless "[: unexpected operator" first.
		if line = strings.TrimSpace(line); line != "" && !strings.Contains(line, "unexpected operator") {
			return line
		}
	}
	return ""
}
