package main

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"sync"
	"time"
)

// DeployResult is issue 47 item 3's measurement: a new build deployed on
// a settled site. The varied list and cold vehicle pages (each asked once,
// never before) run side by side for the same window twice: on the
// settled server (its pages all stored) and on a new build of it started
// on the same database, from the moment it listens — whose stored pages'
// build-dependent part (the default share image's asset name) differs, so
// every page is stale for it.
type DeployResult struct {
	Conns   int           `json:"conns"` // each of the two loads
	Window  string        `json:"window"`
	NextBin string        `json:"next_bin"`
	Settled *DeployWindow `json:"settled"`
	Deploy  *DeployWindow `json:"deploy"`
	// ListRatio and PageRatio are the deploy window's req/s over the
	// settled window's (target ≥ 0.8).
	ListRatio float64 `json:"list_ratio"`
	PageRatio float64 `json:"page_ratio"`
	// ListeningSeconds: from the new build's start to its listening line;
	// IndexReadySeconds to its list index; PagesReadySeconds to its pass
	// over every vehicle's page (0: not within the window and the wait after).
	ListeningSeconds  float64 `json:"listening_seconds"`
	IndexReadySeconds float64 `json:"index_ready_seconds"`
	// Mode is how the new build was deployed: "overlap" (beside the
	// settled one until its /readyz is 200, ReadySeconds after its start)
	// or "restart" (the settled one stopped first, the load on the new
	// build from its listening line).
	Mode              string  `json:"mode"`
	ReadySeconds      float64 `json:"ready_seconds,omitempty"`
	PagesReadySeconds float64 `json:"pages_ready_seconds"`
	LogErrors         int     `json:"server_log_error_lines"`
	Error             string  `json:"error,omitempty"`
}

// DeployWindow is the two loads of one window and what the server spent.
type DeployWindow struct {
	List *Run `json:"list_varied"`
	Page *Run `json:"html_vehicle_cold"`
	// ServerCores is the server's CPU time over the window's length: how
	// many cores it kept busy.
	ServerCores float64 `json:"server_cores"`
}

// benchDeploy measures the settled window on srv, stops it, starts next
// on dsn and measures the deploy window from its listening line. It
// returns the new server (the caller stops it) or nil.
func benchDeploy(ctx context.Context, cfg config, srv *server, name, dsn string, all []scenario) (*DeployResult, *server) {
	res := &DeployResult{Conns: max(1, slices.Max(cfg.conns)/2), Window: cfg.deployWindow.String(), NextBin: cfg.nextBin}
	fail := func(err error) *DeployResult { res.Error = err.Error(); return res }
	list := slices.IndexFunc(all, func(s scenario) bool { return s.Name == "list_varied" })
	page := slices.IndexFunc(all, func(s scenario) bool { return s.Name == "html_vehicle_cold" })
	if list < 0 || page < 0 {
		return fail(errors.New("no list_varied or html_vehicle_cold scenario")), nil
	}
	// Two halves of the shuffled sitemap: neither window asks a page the
	// other asked.
	pages, err := readLines(all[page].scriptArgs[0])
	if err != nil {
		return fail(err), nil
	}
	half := len(pages) / 2
	var files [2]string
	for i, part := range [][]string{pages[:half], pages[half:]} {
		if files[i], err = writeLines(cfg, fmt.Sprintf("deploy-pages-%d-%s", i, name), part); err != nil {
			return fail(err), nil
		}
	}
	window := func(s *server, pagesFile string, length time.Duration) (*DeployWindow, error) {
		p := all[page]
		p.scriptArgs = []string{pagesFile}
		return loadWindow(ctx, cfg, s, all[list], p, res.Conns, length)
	}
	logf("%s: deploy: settled window, %s of the varied list and cold pages at %d connections each", name, cfg.deployWindow, res.Conns)
	if res.Settled, err = window(srv, files[0], cfg.deployWindow); err != nil {
		return fail(err), nil
	}
	next := cfg
	next.bin = cfg.nextBin
	res.Mode = cfg.deployMode
	started := time.Now()
	// The stored pages hold their origin, the same --public-url for every
	// server the bench starts (benchOrigin): beside the settled one or in
	// its place, only the build differs, as behind a balancer. A restart
	// takes the same address.
	var args []string
	if cfg.deployMode != "overlap" {
		args = []string{"--addr", strings.TrimPrefix(srv.base, "http://")}
		srv.stop()
	}
	ns, err := startServer(ctx, next, name+"-next", dsn, args...)
	if err != nil {
		srv.stop()
		return fail(err), nil
	}
	res.ListeningSeconds = time.Since(started).Seconds()
	logf("%s: deploy (%s): new build listening %.1f s after start", name, cfg.deployMode, res.ListeningSeconds)
	var wg sync.WaitGroup
	wg.Go(func() {
		if d, err := ns.ready(ctx, `garihaat_held_bytes{structure="list_index"}`, cfg.deployWindow); err == nil {
			res.IndexReadySeconds = d.Seconds()
		}
	})
	if cfg.deployMode == "overlap" {
		res.Deploy, res.ReadySeconds, err = overlapWindow(ctx, cfg, srv, ns, func(s *server, length time.Duration) (*DeployWindow, error) {
			return window(s, files[1], length)
		})
	} else {
		res.Deploy, err = window(ns, files[1], cfg.deployWindow)
	}
	wg.Wait()
	if err != nil {
		return fail(err), ns
	}
	// The pass over every page runs on after the window at a share of one
	// core; wait for it a while so the report says how long a deploy's
	// background work lasts.
	if d, err := ns.ready(ctx, `garihaat_stored_swept_timestamp_seconds{part="pages"}`, cfg.deployWindow+cfg.deployWait); err == nil {
		res.PagesReadySeconds = d.Seconds()
	}
	res.ListRatio = res.Deploy.List.ReqPerSec / res.Settled.List.ReqPerSec
	res.PageRatio = res.Deploy.Page.ReqPerSec / res.Settled.Page.ReqPerSec
	logf("%s: deploy: list %.0f → %.0f req/s (%.2f×, p99 %.1f → %.1f ms, max %.0f ms), cold page %.0f → %.0f req/s (%.2f×, p99 %.1f → %.1f ms, max %.0f ms); index ready %.1f s, pages %.1f s after start",
		name, res.Settled.List.ReqPerSec, res.Deploy.List.ReqPerSec, res.ListRatio, res.Settled.List.P99ms, res.Deploy.List.P99ms, res.Deploy.List.MaxMs,
		res.Settled.Page.ReqPerSec, res.Deploy.Page.ReqPerSec, res.PageRatio, res.Settled.Page.P99ms, res.Deploy.Page.P99ms, res.Deploy.Page.MaxMs,
		res.IndexReadySeconds, res.PagesReadySeconds)
	return res, ns
}

// loadWindow runs list and page side by side on s, conns connections
// each, for cfg.deployWindow.
func loadWindow(ctx context.Context, cfg config, s *server, list, page scenario, conns int, length time.Duration) (*DeployWindow, error) {
	c := cfg
	c.duration = length
	w := &DeployWindow{}
	var errs [2]error
	cpu, start := s.cpuSeconds(), time.Now()
	var wg sync.WaitGroup
	wg.Go(func() { w.List, errs[0] = runWrk(ctx, c, s.base, list, conns) })
	wg.Go(func() { w.Page, errs[1] = runWrk(ctx, c, s.base, page, conns) })
	wg.Wait()
	if err := errors.Join(errs[:]...); err != nil {
		return nil, err
	}
	w.ServerCores = (s.cpuSeconds() - cpu) / time.Since(start).Seconds()
	return w, nil
}

func readLines(file string) ([]string, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l != "" {
			out = append(out, l)
		}
	}
	if len(out) < 2 {
		return nil, fmt.Errorf("%s: fewer than two lines", file)
	}
	return out, nil
}

// deployReport is the deploy measurement's paragraph in the markdown.
func deployReport(d *DeployResult) string {
	if d.Error != "" {
		return fmt.Sprintf("\n**Deploy FAILED:** %s\n", d.Error)
	}
	row := func(label string, w *DeployWindow, r *Run, ratio float64) string {
		ratioCell := "1"
		if !math.IsNaN(ratio) && w != nil && ratio != 1 {
			ratioCell = fmt.Sprintf("**%.2f ×**", ratio)
		}
		return fmt.Sprintf("| %s | %s | %s | %s | %s | %s | %d | %.2f |\n", label, thousands(r.ReqPerSec), ratioCell,
			ms(r.P50ms), ms(r.P99ms), ms(r.MaxMs), r.Errors.total(), w.ServerCores)
	}
	how := "the settled server stopped, then the new build started on its address, the load on it from its listening line"
	if d.Mode == "overlap" {
		how = fmt.Sprintf("the new build started beside the settled server (the same origin), the load kept on the settled one "+
			"until the new one's /readyz answered 200 (%s), then moved to it and the settled one stopped (docs/operations.md's upgrade)", readyText(d.ReadySeconds))
	}
	s := fmt.Sprintf("\n**Deploy** (issue 47, item 3): a new build (`%s`, its home hero, the default share image's source, renamed) on the settled database, %s; "+
		"the varied list and cold vehicle pages (each once, never asked before) side by side at %d connections each for %s, settled against the "+
		"first %s after the new build's start (p90, p99 and max: the worst of the window's parts). It listened %.1f s after start, %s, %s.\n\n",
		d.NextBin, how, d.Conns, d.Window, d.Window, d.ListeningSeconds, indexReadyText(d.IndexReadySeconds), pagesReadyText(d.PagesReadySeconds))
	s += "| window, load | req/s | × settled | p50 ms | p99 ms | max ms | errors | server cores |\n|---|--:|--:|--:|--:|--:|--:|--:|\n"
	s += row("settled, list varied", d.Settled, d.Settled.List, 1)
	s += row("new build, list varied", d.Deploy, d.Deploy.List, d.ListRatio)
	s += row("settled, cold vehicle page", d.Settled, d.Settled.Page, 1)
	s += row("new build, cold vehicle page", d.Deploy, d.Deploy.Page, d.PageRatio)
	return s
}

func indexReadyText(s float64) string {
	if s == 0 {
		return "its list index was not ready within the window (lists were answered by SQL meanwhile)"
	}
	return fmt.Sprintf("its list index was ready %.1f s after start", s)
}

func pagesReadyText(s float64) string {
	if s == 0 {
		return "its pass over every page had not finished when the bench stopped waiting"
	}
	return fmt.Sprintf("and its pass over every page finished %.1f s after start", s)
}

func readyText(s float64) string {
	if s == 0 {
		return "not within the window"
	}
	return fmt.Sprintf("%.1f s after its start", s)
}
