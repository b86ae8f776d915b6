package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// The flags of docs/toolchain.md: headless as root, and no background
// networking (the machine has no internet and Chromium would keep trying).
const chromeFlags = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-quic " +
	"--no-first-run --disable-background-networking --disable-component-update --disable-sync"

type LHResult struct {
	Version string    `json:"lighthouse_version"`
	Runs    int       `json:"runs_per_page"`
	Pages   []*LHPage `json:"pages"`
}

// LHPage holds the median of each number over the runs, taken one by one
// (so the medians may come from different runs).
type LHPage struct {
	Name  string `json:"name"`
	Path  string `json:"path"`
	Runs  int    `json:"successful_runs"`
	Error string `json:"error,omitempty"`
	LHNumbers
	All []LHNumbers `json:"all_runs"`
}

type LHNumbers struct {
	Performance   float64 `json:"performance"` // scores 0–100
	Accessibility float64 `json:"accessibility"`
	BestPractices float64 `json:"best_practices"`
	SEO           float64 `json:"seo"`
	LCPms         float64 `json:"lcp_ms"`
	TBTms         float64 `json:"tbt_ms"`
	CLS           float64 `json:"cls"`
	ScriptBytes   float64 `json:"script_transfer_bytes"`
	TotalBytes    float64 `json:"total_transfer_bytes"`
}

// runLighthouse audits three pages of the running server: mobile emulation
// and simulated throttling are Lighthouse's defaults.
func runLighthouse(ctx context.Context, cfg config, base, slug string) *LHResult {
	bin, _ := filepath.Abs("bench/node_modules/.bin/lighthouse")
	res := &LHResult{Runs: cfg.lhRuns}
	if out, err := exec.CommandContext(ctx, bin, "--version").Output(); err == nil {
		res.Version = strings.TrimSpace(string(out))
	}
	pages := []struct{ name, path string }{
		{"home", "/"},
		{"all-vehicles", "/all-vehicles"},
		{"vehicle-details", "/vehicle-details/" + url.PathEscape(slug)},
	}
	for _, pg := range pages {
		p := &LHPage{Name: pg.name, Path: pg.path}
		var lastErr error
		for i := 1; i <= cfg.lhRuns && ctx.Err() == nil; i++ {
			logf("lighthouse: %s run %d/%d", pg.path, i, cfg.lhRuns)
			n, err := lighthouseOnce(ctx, bin, base+pg.path, filepath.Join(cfg.tmp, fmt.Sprintf("lh-%s-%d.json", pg.name, i)))
			if err != nil {
				logf("lighthouse: %s: %v", pg.path, err)
				lastErr = err
				continue
			}
			p.All = append(p.All, n)
		}
		p.Runs = len(p.All)
		if p.Runs == 0 {
			p.Error = fmt.Sprint(lastErr)
		} else {
			p.LHNumbers = medianOf(p.All)
			logf("lighthouse: %s perf %.0f a11y %.0f bp %.0f seo %.0f LCP %.0f ms TBT %.0f ms CLS %.3f JS %.0f KB",
				pg.path, p.Performance, p.Accessibility, p.BestPractices, p.SEO, p.LCPms, p.TBTms, p.CLS, p.ScriptBytes/1024)
		}
		res.Pages = append(res.Pages, p)
	}
	return res
}

func lighthouseOnce(ctx context.Context, bin, pageURL, outPath string) (LHNumbers, error) {
	var n LHNumbers
	outAbs, _ := filepath.Abs(outPath)
	cmd := exec.CommandContext(ctx, bin, pageURL,
		"--chrome-flags="+chromeFlags,
		"--only-categories=performance,accessibility,best-practices,seo",
		"--output=json", "--output-path="+outAbs, "--quiet")
	cmd.Env = append(os.Environ(), "CHROME_PATH=/usr/bin/chromium")
	if out, err := cmd.CombinedOutput(); err != nil {
		return n, fmt.Errorf("%w: %s", err, lastLines(string(out), 5))
	}
	b, err := os.ReadFile(outAbs)
	if err != nil {
		return n, err
	}
	// Audits stay raw: their "details" differ in shape from audit to audit.
	var r struct {
		RuntimeError *struct{ Code, Message string } `json:"runtimeError"`
		Categories   map[string]struct {
			Score *float64 `json:"score"`
		} `json:"categories"`
		Audits map[string]json.RawMessage `json:"audits"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return n, err
	}
	if r.RuntimeError != nil {
		return n, fmt.Errorf("%s: %s", r.RuntimeError.Code, r.RuntimeError.Message)
	}
	score := func(k string) float64 {
		if c, ok := r.Categories[k]; ok && c.Score != nil {
			return *c.Score * 100
		}
		return 0
	}
	n.Performance, n.Accessibility, n.BestPractices, n.SEO = score("performance"), score("accessibility"), score("best-practices"), score("seo")
	numeric := func(k string) float64 {
		var a struct {
			NumericValue float64 `json:"numericValue"`
		}
		json.Unmarshal(r.Audits[k], &a)
		return a.NumericValue
	}
	n.LCPms = numeric("largest-contentful-paint")
	n.TBTms = numeric("total-blocking-time")
	n.CLS = numeric("cumulative-layout-shift")
	// resource-summary sums transfer sizes by type: "script" and "total".
	var summary struct {
		Details struct {
			Items []struct {
				ResourceType string  `json:"resourceType"`
				TransferSize float64 `json:"transferSize"`
			} `json:"items"`
		} `json:"details"`
	}
	if err := json.Unmarshal(r.Audits["resource-summary"], &summary); err != nil {
		return n, fmt.Errorf("resource-summary audit: %w", err)
	}
	for _, it := range summary.Details.Items {
		switch it.ResourceType {
		case "script":
			n.ScriptBytes = it.TransferSize
		case "total":
			n.TotalBytes = it.TransferSize
		}
	}
	return n, nil
}

func medianOf(all []LHNumbers) LHNumbers {
	med := func(get func(LHNumbers) float64) float64 {
		v := make([]float64, len(all))
		for i, n := range all {
			v[i] = get(n)
		}
		return median(v)
	}
	return LHNumbers{
		Performance:   med(func(n LHNumbers) float64 { return n.Performance }),
		Accessibility: med(func(n LHNumbers) float64 { return n.Accessibility }),
		BestPractices: med(func(n LHNumbers) float64 { return n.BestPractices }),
		SEO:           med(func(n LHNumbers) float64 { return n.SEO }),
		LCPms:         med(func(n LHNumbers) float64 { return n.LCPms }),
		TBTms:         med(func(n LHNumbers) float64 { return n.TBTms }),
		CLS:           med(func(n LHNumbers) float64 { return n.CLS }),
		ScriptBytes:   med(func(n LHNumbers) float64 { return n.ScriptBytes }),
		TotalBytes:    med(func(n LHNumbers) float64 { return n.TotalBytes }),
	}
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
