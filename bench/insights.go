package main

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// InsightsResult is issue 49's measurement: the public list (counted as a
// search), the vehicle's detail answer and its page's view beacon (counted
// as a view) on the server counting the dealer's insights and on a second
// server on the same database started with --insights-every 0, which
// counts nothing; each pair warmed, then measured on and off in turn.
type InsightsResult struct {
	Conns     int             `json:"conns"`
	Scenarios []*InsightsPair `json:"scenarios"`
	Error     string          `json:"error,omitempty"`
}

// InsightsPair is one scenario with counting on and off: insightsRounds
// runs of each, interleaved (on, off, on, off…) so a change in the
// machine's load falls on both; On and Off are the runs of median req/s.
type InsightsPair struct {
	Name   string  `json:"name"`
	On     *Run    `json:"counting_on"`
	Off    *Run    `json:"counting_off"`
	OnRuns []*Run  `json:"counting_on_runs"`
	OffRun []*Run  `json:"counting_off_runs"`
	Ratio  float64 `json:"ratio"` // median on ÷ median off req/s; the issue asks ≥ 0.95
}

// insightsRounds is how many runs each server gets per scenario.
const insightsRounds = 3

// insightsWarm is how long each server serves a scenario before it is
// measured, so the second server's caches are as warm as the first's.
const insightsWarm = 2 * time.Second

// benchInsights measures the scenarios named list and detail of all, and
// the view beacon, on srv (counting on) and on a second server (off).
func benchInsights(ctx context.Context, cfg config, srv *server, name, dsn string, all []scenario, conns int) *InsightsResult {
	res := &InsightsResult{Conns: conns}
	fail := func(err error) *InsightsResult { res.Error = err.Error(); return res }
	id, _, err := openVehicle(ctx, srv.base)
	if err != nil {
		return fail(err)
	}
	var scs []scenario
	for _, n := range []string{"list", "detail"} {
		if i := slices.IndexFunc(all, func(s scenario) bool { return s.Name == n }); i >= 0 {
			scs = append(scs, all[i])
		}
	}
	scs = append(scs, scenario{Name: "view_beacon", Title: "vehicle page's view beacon",
		Path: "/api/v1/vehicles/" + strconv.FormatInt(id, 10) + "/view", script: "post.lua"})
	off, err := startServer(ctx, cfg, name+"-insights-off", dsn, "--insights-every", "0")
	if err != nil {
		return fail(err)
	}
	defer off.stop()
	if _, err := off.ready(ctx, `garihaat_held_bytes{structure="list_index"}`, time.Minute); err != nil {
		return fail(fmt.Errorf("the server counting nothing: %w", err))
	}
	warm := cfg
	warm.duration = insightsWarm
	for _, sc := range scs {
		pair := &InsightsPair{Name: sc.Name}
		for _, s := range []*server{srv, off} {
			if _, err := runWrk(ctx, warm, s.base, sc, conns); err != nil {
				return fail(err)
			}
		}
		for range insightsRounds {
			on, err := runWrk(ctx, cfg, srv.base, sc, conns)
			if err != nil {
				return fail(err)
			}
			off, err := runWrk(ctx, cfg, off.base, sc, conns)
			if err != nil {
				return fail(err)
			}
			pair.OnRuns, pair.OffRun = append(pair.OnRuns, on), append(pair.OffRun, off)
		}
		pair.On, pair.Off = medianRun(pair.OnRuns), medianRun(pair.OffRun)
		if pair.Off.ReqPerSec > 0 {
			pair.Ratio = pair.On.ReqPerSec / pair.Off.ReqPerSec
		}
		res.Scenarios = append(res.Scenarios, pair)
		logf("%s: insights %-11s c=%-3d on %9.0f req/s (p99 %.2f ms)  off %9.0f req/s (p99 %.2f ms)  ratio %.3f (medians of %d interleaved runs)",
			name, sc.Name, conns, pair.On.ReqPerSec, pair.On.P99ms, pair.Off.ReqPerSec, pair.Off.P99ms, pair.Ratio, insightsRounds)
	}
	return res
}

// medianRun is the run of median req/s of runs (an odd number).
func medianRun(runs []*Run) *Run {
	sorted := slices.SortedFunc(slices.Values(runs), func(a, b *Run) int { return cmp.Compare(a.ReqPerSec, b.ReqPerSec) })
	return sorted[len(sorted)/2]
}

// insightsReport is the Markdown of the counting's cost: each scenario's
// median req/s with counting on and off, and their ratio.
func insightsReport(in *InsightsResult) string {
	var b strings.Builder
	if in.Error != "" {
		fmt.Fprintf(&b, "\n**Insights' counting FAILED:** %s\n", in.Error)
		return b.String()
	}
	fmt.Fprintf(&b, "\n**Insights' counting** (issue 49: ≥ 0.95× asked), %d connections, medians of %d interleaved runs on a server counting and one with --insights-every 0:\n\n", in.Conns, insightsRounds)
	b.WriteString("| scenario | on req/s | off req/s | ratio | on p99 ms | off p99 ms | runs on / off |\n|---|--:|--:|--:|--:|--:|---|\n")
	for _, p := range in.Scenarios {
		var on, off []string
		for i := range p.OnRuns {
			on, off = append(on, thousands(p.OnRuns[i].ReqPerSec)), append(off, thousands(p.OffRun[i].ReqPerSec))
		}
		fmt.Fprintf(&b, "| %s | %s | %s | **%.3f** | %s | %s | %s / %s |\n", p.Name, thousands(p.On.ReqPerSec), thousands(p.Off.ReqPerSec),
			p.Ratio, ms(p.On.P99ms), ms(p.Off.P99ms), strings.Join(on, ", "), strings.Join(off, ", "))
	}
	return b.String()
}
