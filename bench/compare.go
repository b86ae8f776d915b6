package main

import (
	"context"
	"debug/buildinfo"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// -against: a before-and-after comparison of two builds on one machine.
// Running one whole bench per build and comparing the files mixes the change
// with the machine's drift over the minutes between them (on a two-core
// machine the same build's runs spread ±10 %). Here both servers are up at
// once, each on its own copy of the catalogue seeded by its own binary, and
// every scenario runs on one, then the other, -runs times, the order turned
// each round; the medians are compared scenario by scenario.

// Side is one build's runs of one scenario.
type Side struct {
	ReqPerSec []float64 `json:"req_per_sec"`
	P99ms     []float64 `json:"p99_ms"`
	CPUus     []float64 `json:"server_cpu_us_per_request"`
}

// Compared is one scenario's runs on both builds.
type Compared struct {
	Name   string  `json:"name"`
	Title  string  `json:"title"`
	Before Side    `json:"before"`
	After  Side    `json:"after"`
	Ratio  float64 `json:"median_after_over_before"`
}

// Comparison is the whole -against result of one database.
type Comparison struct {
	Database  string      `json:"database"`
	Before    string      `json:"before"` // the build's commit, or its path
	After     string      `json:"after"`
	Vehicles  int         `json:"vehicles"`
	Conns     int         `json:"conns"`
	Duration  string      `json:"duration"`
	Runs      int         `json:"runs"`
	Started   time.Time   `json:"started"`
	Machine   Machine     `json:"machine"`
	Scenarios []*Compared `json:"scenarios"`
	Error     string      `json:"error,omitempty"`
}

// runCompare measures cfg.against (before) against cfg.bin (after) on each
// database and writes one result file pair per database.
func runCompare(ctx context.Context, cfg config) error {
	before := cfg
	before.bin = cfg.against
	before.tmp = filepath.Join(cfg.tmp, "against")
	for _, dir := range []string{cfg.tmp, before.tmp, cfg.out} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	type database struct{ name, after, before string }
	var dbs []database
	if cfg.sqlite {
		dbs = append(dbs, database{"sqlite", filepath.Join(cfg.tmp, "bench.db"), filepath.Join(before.tmp, "bench.db")})
	}
	if cfg.postgres != "" && cfg.postgres != "off" {
		after, skip, err := preparePostgres(ctx, cfg.postgres, cfg.postgresDB, cfg.seeded)
		if err == nil && skip == "" {
			var b string
			if b, skip, err = preparePostgres(ctx, cfg.postgres, cfg.postgresDB+"_against", cfg.seeded); err == nil && skip == "" {
				dbs = append(dbs, database{"postgres", after, b})
			}
		}
		if err != nil {
			return err
		}
		if skip != "" {
			logf("postgres: skipped (%s)", skip)
		}
	}
	machine := machineInfo(ctx)
	failed := false
	for _, db := range dbs {
		c := compareDatabase(ctx, cfg, before, db.name, db.after, db.before)
		c.Machine = machine
		base := filepath.Join(cfg.out, fmt.Sprintf("%s-%s-against-%s-%dk-%s", c.Started.Format("2006-01-02"),
			c.After, c.Before, cfg.vehicles/1000, db.name))
		js, err := json.MarshalIndent(c, "", "  ")
		if err != nil {
			return err
		}
		md := compareMarkdown(c)
		if err := os.WriteFile(base+".json", append(js, '\n'), 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(base+".md", []byte(md), 0o644); err != nil {
			return err
		}
		fmt.Print("\n" + md)
		logf("wrote %s.json, %s.md", base, base)
		failed = failed || c.Error != ""
	}
	if failed {
		return fmt.Errorf("a comparison failed (its file says why)")
	}
	return nil
}

// compareDatabase seeds (unless -seeded) and serves both builds, then runs
// each chosen scenario alternately on them.
func compareDatabase(ctx context.Context, cfg, before config, name, afterDSN, beforeDSN string) *Comparison {
	c := &Comparison{Database: name, Before: buildName(before.bin), After: buildName(cfg.bin), Vehicles: cfg.vehicles,
		Conns: slices.Max(cfg.conns), Duration: cfg.duration.String(), Runs: cfg.runs, Started: time.Now().UTC()}
	type side struct {
		cfg       config
		dsn, name string
		srv       *server
		scenarios []scenario
	}
	sides := []*side{{cfg: before, dsn: beforeDSN, name: name + "-before"}, {cfg: cfg, dsn: afterDSN, name: name + "-after"}}
	defer func() {
		for _, s := range sides {
			if s.srv != nil {
				s.srv.stop()
			}
		}
	}()
	for i, s := range sides {
		var extra []string
		if i == 1 {
			extra = strings.Fields(cfg.afterFlags)
		}
		if err := startSide(ctx, s.cfg, s.name, s.dsn, &s.srv, extra...); err != nil {
			c.Error = err.Error()
			return c
		}
	}
	for _, s := range sides { // discovered once both have settled, so neither's start is measured
		all, _, err := discoverScenarios(ctx, s.cfg, s.srv.base, s.name)
		if err != nil {
			c.Error = fmt.Sprintf("%s: %v", s.name, err)
			return c
		}
		s.scenarios = slices.DeleteFunc(all, func(sc scenario) bool {
			return len(cfg.only) > 0 && sc.Name != "ceiling" && !slices.Contains(cfg.only, sc.Name)
		})
	}
	for _, sc := range sides[1].scenarios {
		k := slices.IndexFunc(sides[0].scenarios, func(b scenario) bool { return b.Name == sc.Name })
		if k < 0 {
			logf("%s: %s: the before build has no such scenario", name, sc.Name)
			continue
		}
		r := &Compared{Name: sc.Name, Title: sc.Title}
		for run := 0; run < cfg.runs; run++ {
			order := []int{0, 1}
			if run%2 == 1 {
				order = []int{1, 0}
			}
			for _, o := range order {
				s, scn, dst := sides[o], sc, &r.After
				if o == 0 {
					scn, dst = sides[0].scenarios[k], &r.Before
				}
				cpu := s.srv.cpuSeconds()
				w, err := runWrk(ctx, s.cfg, s.srv.base, scn, c.Conns)
				if err != nil {
					c.Error = fmt.Sprintf("%s on %s: %v", sc.Name, s.name, err)
					return c
				}
				dst.ReqPerSec = append(dst.ReqPerSec, w.ReqPerSec)
				dst.P99ms = append(dst.P99ms, w.P99ms)
				if w.Requests > 0 {
					dst.CPUus = append(dst.CPUus, (s.srv.cpuSeconds()-cpu)*1e6/float64(w.Requests))
				}
				logf("%s: %-16s %-6s run %d: %8.0f req/s  p99 %6.2f ms", name, sc.Name, strings.TrimPrefix(s.name, name+"-"), run+1, w.ReqPerSec, w.P99ms)
			}
		}
		r.Ratio = median(r.After.ReqPerSec) / median(r.Before.ReqPerSec)
		logf("%s: %-16s median after ÷ before %.2f", name, sc.Name, r.Ratio)
		c.Scenarios = append(c.Scenarios, r)
	}
	return c
}

// startSide seeds (unless -seeded) and starts one build, waiting until its
// list index and stored pages are made.
func startSide(ctx context.Context, cfg config, name, dsn string, out **server, extra ...string) error {
	if !cfg.seeded {
		for _, suffix := range []string{"", "-wal", "-shm"} {
			if !strings.Contains(dsn, "://") {
				os.Remove(dsn + suffix)
			}
		}
		logf("%s: seeding %d vehicles", name, cfg.vehicles)
		took, err := seedCatalogue(ctx, cfg, dsn)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		logf("%s: seeded in %s", name, took.Round(time.Second))
	}
	srv, err := startServer(ctx, cfg, name, dsn, extra...)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	*out = srv
	for _, m := range []string{`garihaat_held_bytes{structure="list_index"}`, `garihaat_stored_swept_timestamp_seconds{part="pages"}`} {
		if ready, err := srv.ready(ctx, m, cfg.pagesWait); err != nil {
			logf("%s: %s: %v", name, m, err) // an older build may not have the metric: it waited -pages-wait
		} else {
			logf("%s: %s after %s", name, m, ready.Round(100*time.Millisecond))
		}
	}
	return nil
}

// buildName is the commit a binary was built from (Go stamps it), or its
// file name.
func buildName(bin string) string {
	if info, err := buildinfo.ReadFile(bin); err == nil {
		rev, dirty := "", false
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
		if len(rev) >= 7 {
			if dirty {
				return rev[:7] + "+"
			}
			return rev[:7]
		}
	}
	return filepath.Base(bin)
}

func compareMarkdown(c *Comparison) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s against %s: %d vehicles, %s — %s UTC\n\n", c.After, c.Before, c.Vehicles, c.Database, c.Started.Format("2006-01-02 15:04"))
	fmt.Fprintf(&b, "Both builds served at once, each on its own catalogue seeded by its own binary; each scenario run on one, then the other, %d times (the order turned each round), %d connections, %s a run. %d CPUs (%s). Command: `bin/bench %s`.\n\n",
		c.Runs, c.Conns, c.Duration, c.Machine.NumCPU, c.Machine.CPUModel, commandLine())
	if c.Error != "" {
		fmt.Fprintf(&b, "**Failed:** %s\n\n", c.Error)
	}
	b.WriteString("| scenario | before req/s | after req/s | median after ÷ before | p99 ms before → after (medians) | CPU µs/req before → after (medians) |\n|---|---|---|--:|--:|--:|\n")
	for _, s := range c.Scenarios {
		fmt.Fprintf(&b, "| %s | %s | %s | **%.2f** | %.1f → %.1f | %.0f → %.0f |\n", s.Name, joinFloats(s.Before.ReqPerSec, "%.0f"), joinFloats(s.After.ReqPerSec, "%.0f"),
			s.Ratio, median(s.Before.P99ms), median(s.After.P99ms), median(s.Before.CPUus), median(s.After.CPUus))
	}
	return b.String()
}

// commandLine is the bench's own arguments as a shell would take them.
func commandLine() string {
	args := slices.Clone(os.Args[1:])
	for i, a := range args {
		if strings.ContainsAny(a, " \t\"'") {
			args[i] = strconv.Quote(a)
		}
	}
	return strings.Join(args, " ")
}
