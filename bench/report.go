package main

import (
	"encoding/json"
	"fmt"
	"html"
	"math"
	"os"
	"slices"
	"strings"
)

// writeResults writes <base>.json (everything), <base>.md and <base>.svg.
func writeResults(base string, res *Result, md string) error {
	js, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(base+".json", append(js, '\n'), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(base+".md", []byte(md), 0o644); err != nil {
		return err
	}
	return os.WriteFile(base+".svg", []byte(chart(res)), 0o644)
}

func markdown(res *Result) string {
	var b strings.Builder
	m := res.Machine
	fmt.Fprintf(&b, "# Garihaat bench — %s, commit %s%s\n\n", res.Started.Format("2006-01-02 15:04 UTC"), m.Commit, dirtyMark(m.Dirty))
	fmt.Fprintf(&b, "- Machine: %d × %s, %d MB RAM, load average at start %s\n", m.NumCPU, m.CPUModel, m.MemTotalMB, m.LoadAverage)
	fmt.Fprintf(&b, "- %s, %s\n", m.GoVersion, m.Wrk)
	fmt.Fprintf(&b, "- Catalogue: %d synthetic vehicles (seed %d). wrk %s per run, threads = min(conns, 2), `Accept-Encoding: gzip`.\n",
		res.Config.Vehicles, res.Config.Seed, res.Config.Duration)
	b.WriteString("- **× ceiling** = req/s ÷ req/s of `GET /healthz` on the same server at the same connection count, measured in the same run. " +
		"Compare ratios between machines, not absolute numbers.\n")
	b.WriteString("- **bytes** = response body on the wire with gzip accepted; **first ms** = the first (uncached) request for that URL, before the load.\n")
	if res.PostgresSkipped != "" {
		fmt.Fprintf(&b, "- PostgreSQL skipped: %s\n", res.PostgresSkipped)
	}
	for _, d := range res.Databases {
		fmt.Fprintf(&b, "\n## %s", dbTitle(d.Name))
		if d.Error != "" {
			fmt.Fprintf(&b, "\n\n**FAILED:** %s\n", d.Error)
		}
		if len(d.Scenarios) == 0 {
			continue
		}
		fmt.Fprintf(&b, " — seeded in %.1f s, list index ready %.1f s and stored pages %.1f s after start, peak server RSS %.0f MB\n\n",
			d.SeedSeconds, d.IndexReadySeconds, d.PagesReadySeconds, d.PeakRSSMB)
		if d.LogErrors > 0 {
			fmt.Fprintf(&b, "The server logged **%d ERROR lines** (see bench/tmp/server-%s.log).\n\n", d.LogErrors, d.Name)
		}
		b.WriteString("| scenario | conns | req/s | × ceiling | server CPU µs/req | p50 ms | p99 ms | bytes | first ms | RSS MB | errors |\n")
		b.WriteString("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|\n")
		for _, s := range d.Scenarios {
			for _, r := range s.Runs {
				fmt.Fprintf(&b, "| %s | %d | %s | %.3f | %.0f | %s | %s | %s | %s | %.0f | %s |\n",
					s.Title, r.Conns, thousands(r.ReqPerSec), r.RatioToCeiling, r.ServerCPUus, ms(r.P50ms), ms(r.P99ms),
					bytesCell(s.Probe), ms(s.Probe.FirstMs), r.RSSMB, errorCell(r.Errors, s.Probe))
			}
		}
		if l := d.Live; l != nil {
			if l.Error != "" {
				fmt.Fprintf(&b, "\n**Live bids FAILED:** %s\n", l.Error)
			} else {
				fmt.Fprintf(&b, "\n**Live bids.** Bid writes (signed-in, each a new submission) at %d connections, a buyer each: %s req/s, p50 %s ms, p99 %s ms, %d errors. "+
					"%d of %d event streams held on one vehicle: +%.1f MB server RSS; one bid reached %d streams, p50 %s ms, the last after %s ms.\n",
					l.BidConns, thousands(l.BidReqPerSec), ms(l.BidP50ms), ms(l.BidP99ms), l.BidErrors,
					l.StreamsOpen, l.Streams, l.ExtraRSSMB, l.StreamsReached, ms(l.FanoutP50ms), ms(l.FanoutLastMs))
			}
		}
		if wr := d.Writes; wr != nil {
			b.WriteString(writesReport(wr))
		}
		if a := d.Abuse; a != nil {
			b.WriteString(abuseReport(a))
		}
		if a := d.AbuseConns; a != nil {
			b.WriteString(connsAbuseReport(a))
		}
		if dr := d.Drafts; dr != nil {
			b.WriteString(draftsReport(dr))
		}
		if dp := d.Deploy; dp != nil {
			b.WriteString(deployReport(dp))
		}
		if in := d.Insights; in != nil {
			b.WriteString(insightsReport(in))
		}
		if cv := d.Conversations; cv != nil {
			b.WriteString(conversationsReport(cv))
		}
	}
	if cmp := comparison(res); cmp != "" {
		b.WriteString(cmp)
	}
	if lh := res.Lighthouse; lh != nil {
		fmt.Fprintf(&b, "\n## Lighthouse %s — mobile, simulated throttling, median of %d runs (SQLite server)\n\n", lh.Version, lh.Runs)
		b.WriteString("| page | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | JS KB | total KB |\n")
		b.WriteString("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n")
		for _, p := range lh.Pages {
			if p.Runs == 0 {
				fmt.Fprintf(&b, "| %s | **FAILED:** %s |||||||||\n", p.Path, strings.ReplaceAll(p.Error, "\n", " "))
				continue
			}
			fmt.Fprintf(&b, "| %s | %.0f | %.0f | %.0f | %.0f | %.0f | %.0f | %.3f | %.1f | %.1f |\n",
				p.Path, p.Performance, p.Accessibility, p.BestPractices, p.SEO, p.LCPms, p.TBTms, p.CLS,
				p.ScriptBytes/1024, p.TotalBytes/1024)
		}
	}
	return b.String()
}

// comparison puts both databases side by side at the chart's connection count.
func comparison(res *Result) string {
	if len(res.Databases) < 2 {
		return ""
	}
	conns := chartConns(res)
	var b strings.Builder
	fmt.Fprintf(&b, "\n## Side by side at %d connections\n\n| scenario |", conns)
	for _, d := range res.Databases {
		fmt.Fprintf(&b, " %s req/s | × ceiling |", dbTitle(d.Name))
	}
	b.WriteString("\n|---|" + strings.Repeat("--:|--:|", len(res.Databases)) + "\n")
	for i, s := range res.Databases[0].Scenarios {
		fmt.Fprintf(&b, "| %s |", s.Title)
		for _, d := range res.Databases {
			if r := runAt(d, i, conns); r != nil {
				fmt.Fprintf(&b, " %s | %.3f |", thousands(r.ReqPerSec), r.RatioToCeiling)
			} else {
				b.WriteString(" – | – |")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

func runAt(d *DBResult, scenario, conns int) *Run {
	if scenario >= len(d.Scenarios) {
		return nil
	}
	for _, r := range d.Scenarios[scenario].Runs {
		if r.Conns == conns {
			return r
		}
	}
	return nil
}

// chartConns is 64 when measured, else the largest connection count.
func chartConns(res *Result) int {
	best := 0
	for _, c := range res.Config.Conns {
		if c == 64 {
			return 64
		}
		best = max(best, c)
	}
	return best
}

func dbTitle(name string) string {
	switch name {
	case "sqlite":
		return "SQLite"
	case "postgres":
		return "PostgreSQL"
	}
	return name
}

func ms(v float64) string {
	switch {
	case v >= 100:
		return fmt.Sprintf("%.0f", v)
	case v >= 10:
		return fmt.Sprintf("%.1f", v)
	}
	return fmt.Sprintf("%.2f", v)
}

func thousands(v float64) string {
	s := fmt.Sprintf("%.0f", v)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func bytesCell(p Probe) string {
	if p.ContentEncoding == "" {
		return fmt.Sprintf("%d (identity)", p.Bytes)
	}
	return fmt.Sprintf("%d (%s of %d)", p.Bytes, p.ContentEncoding, p.UncompressedBytes)
}

// errorCell flags a run whose numbers should not be trusted: wrk errors
// (socket errors, timeouts, statuses >= 400) or a non-2xx probe.
func errorCell(e Errors, p Probe) string {
	var parts []string
	if e.Status > 0 {
		parts = append(parts, fmt.Sprintf("%d status≥400", e.Status))
	}
	if n := e.Connect + e.Read + e.Write; n > 0 {
		parts = append(parts, fmt.Sprintf("%d socket", n))
	}
	if e.Timeout > 0 {
		parts = append(parts, fmt.Sprintf("%d timeout", e.Timeout))
	}
	if p.Error != "" {
		parts = append(parts, "probe: "+p.Error)
	}
	if len(parts) == 0 {
		return "0"
	}
	return "⚠ **" + strings.Join(parts, ", ") + "**"
}

// chart draws horizontal bars of req/s per scenario at chartConns, one bar
// per database, on one linear scale so the ceiling bar is the yardstick.
func chart(res *Result) string {
	conns := chartConns(res)
	colors := []string{"#2b6cb0", "#c05621", "#2f855a"}
	var dbs []*DBResult
	for _, d := range res.Databases {
		if len(d.Scenarios) > 0 {
			dbs = append(dbs, d)
		}
	}
	var titles []string
	maxRPS := 1.0
	if len(dbs) > 0 {
		for i, s := range dbs[0].Scenarios {
			// Without the query words: not every SVG viewer has a Bengali font.
			t, _, _ := strings.Cut(s.Title, " query ")
			if t != s.Title {
				t += " query"
			}
			titles = append(titles, t)
			for _, d := range dbs {
				if r := runAt(d, i, conns); r != nil {
					maxRPS = math.Max(maxRPS, r.ReqPerSec)
				}
			}
		}
	}
	const (
		left, barW, barH, gap, top = 260.0, 460.0, 16.0, 14.0, 64.0
	)
	groupH := float64(len(dbs))*barH + gap
	height := top + float64(len(titles))*groupH + 30
	width := left + barW + 110
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="sans-serif" font-size="12">`+"\n",
		width, height, width, height)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="#fff"/>`+"\n")
	fmt.Fprintf(&b, `<text x="10" y="22" font-size="15" font-weight="bold">Garihaat — requests/s at %d connections (%s, commit %s)</text>`+"\n",
		conns, res.Started.Format("2006-01-02"), html.EscapeString(res.Machine.Commit))
	for i, d := range dbs {
		x := 10 + float64(i)*140
		fmt.Fprintf(&b, `<rect x="%.0f" y="34" width="12" height="12" fill="%s"/><text x="%.0f" y="45">%s</text>`+"\n",
			x, colors[i%len(colors)], x+16, dbTitle(d.Name))
	}
	for i, t := range titles {
		y := top + float64(i)*groupH
		fmt.Fprintf(&b, `<text x="%.0f" y="%.1f" text-anchor="end">%s</text>`+"\n",
			left-8, y+float64(len(dbs))*barH/2+4, html.EscapeString(t))
		for j, d := range dbs {
			r := runAt(d, i, conns)
			if r == nil {
				continue
			}
			w := math.Max(1, r.ReqPerSec/maxRPS*barW)
			by := y + float64(j)*barH
			fmt.Fprintf(&b, `<rect x="%.0f" y="%.1f" width="%.1f" height="%.0f" fill="%s"/>`+"\n",
				left, by, w, barH-2, colors[j%len(colors)])
			label := fmt.Sprintf("%s (×%.2f)", thousands(r.ReqPerSec), r.RatioToCeiling)
			if r.Errors.total() > 0 {
				label += " ⚠ errors"
			}
			fmt.Fprintf(&b, `<text x="%.1f" y="%.1f">%s</text>`+"\n", left+w+4, by+barH-5, label)
		}
	}
	fmt.Fprintf(&b, `<line x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="#555"/>`+"\n", left, top-4, left, height-26)
	fmt.Fprintf(&b, `<text x="10" y="%.0f" fill="#555">×N = share of the /healthz ceiling of the same server in the same run</text>`+"\n", height-10)
	b.WriteString("</svg>\n")
	return b.String()
}

func writesReport(w *WritesResult) string {
	if w.Error != "" {
		return fmt.Sprintf("\n**List while staff write FAILED:** %s\n", w.Error)
	}
	return fmt.Sprintf("\n**List, varied, with one back-office write a second** (%d connections, %.0f s each): "+
		"without writes %s req/s, p99 %s ms; with writes %s req/s (**%.2f×**), p99 **%s ms**, %d errors. "+
		"The writes: %d saves, p50 %s ms, p99 **%s ms**, max %s ms, %d failed; %d CSV imports of 200 rows, slowest %s ms. "+
		"At one connection after a single write: %d list requests in 15 s, slowest **%s ms**, %d over 100 ms. "+
		"Kept in step (server's histogram): stored details %d of %d passes within 100 ms, list index %d of %d merges within 100 ms.\n",
		w.Conns, w.Loaded.Seconds, thousands(w.Quiet.ReqPerSec), ms(w.Quiet.P99ms), thousands(w.Loaded.ReqPerSec), w.Ratio,
		ms(w.Loaded.P99ms), w.Loaded.Errors.total(), w.Writes, ms(w.WriteP50ms), ms(w.WriteP99ms), ms(w.WriteMaxMs), w.WriteErrors,
		w.Imports, ms(w.ImportMaxMs), w.AfterOneReqs, ms(w.AfterOneMaxMs), w.AfterOneOver100,
		w.DetailsIn100ms, w.DetailsStored, w.ListMergesIn100, w.ListMerges)
}

func abuseReport(a *AbuseResult) string {
	if a.Error != "" {
		return fmt.Sprintf("\n**Abuse FAILED:** %s\n", a.Error)
	}
	out := fmt.Sprintf("\n**Abuse** (after the peak above). %d concurrent 40-megapixel photo uploads (one seller each): statuses %v in %.1f s; "+
		"server RSS %.0f MB before, **%.0f MB** at most meanwhile (sampled every 20 ms), %.0f MB a second after. One address asking %d event streams: "+
		"%d open, %d refused with 429 and Retry-After; meanwhile from another address `/healthz` p50 %s ms, max **%s ms**, "+
		"the home page p50 %s ms, max %s ms.\n",
		a.Uploads, a.UploadStatuses, a.UploadSeconds, a.UploadBaseRSSMB, a.UploadPeakRSSMB, a.UploadAfterRSSMB, a.FloodAsked, a.FloodOpen,
		a.FloodRefused, ms(a.HealthP50ms), ms(a.HealthMaxMs), ms(a.HomeP50ms), ms(a.HomeMaxMs))
	for _, b := range a.Progressive {
		out += fmt.Sprintf("\n%d progressive 4:4:4 40-megapixel JPEG(s) at once: statuses %v in %.2f s; server RSS %.0f → %.0f MB "+
			"(**+%.0f MB**, bound %.0f MB: within %v).\n", b.Uploads, b.Statuses, b.Seconds, b.BaseRSSMB, b.PeakRSSMB, b.GrowthMB, a.BoundMB, b.Within)
	}
	return out
}

// median is the middle of v (the mean of the two middle ones when even).
func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// joinFloats writes v with format, a space apart.
func joinFloats(v []float64, format string) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = fmt.Sprintf(format, x)
	}
	return strings.Join(parts, " ")
}
