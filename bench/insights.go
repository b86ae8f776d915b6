package main

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"time"
)

// InsightsResult is issue 49's measurement: the public list (counted as a
// search), the vehicle's detail answer and its page's view beacon (counted
// as a view) on the server counting the dealer's insights and on a second
// server on the same database started with --insights-every 0, which
// counts nothing; each pair warmed, then measured on, then off.
type InsightsResult struct {
	Conns     int             `json:"conns"`
	Scenarios []*InsightsPair `json:"scenarios"`
	Error     string          `json:"error,omitempty"`
}

// InsightsPair is one scenario with counting on and off.
type InsightsPair struct {
	Name  string  `json:"name"`
	On    *Run    `json:"counting_on"`
	Off   *Run    `json:"counting_off"`
	Ratio float64 `json:"ratio"` // on ÷ off req/s; the issue asks ≥ 0.95
}

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
		if pair.On, err = runWrk(ctx, cfg, srv.base, sc, conns); err != nil {
			return fail(err)
		}
		if pair.Off, err = runWrk(ctx, cfg, off.base, sc, conns); err != nil {
			return fail(err)
		}
		if pair.Off.ReqPerSec > 0 {
			pair.Ratio = pair.On.ReqPerSec / pair.Off.ReqPerSec
		}
		res.Scenarios = append(res.Scenarios, pair)
		logf("%s: insights %-11s c=%-3d on %9.0f req/s (p99 %.2f ms)  off %9.0f req/s (p99 %.2f ms)  ratio %.3f",
			name, sc.Name, conns, pair.On.ReqPerSec, pair.On.P99ms, pair.Off.ReqPerSec, pair.Off.P99ms, pair.Ratio)
	}
	return res
}
