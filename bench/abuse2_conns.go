package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// ConnsAbuseResult is the connection half of issue 46's "abuse, round two":
// the public list and vehicle pages measured alone, then while one address
// keeps HalfSent half-sent requests coming, then while it holds Idle idle
// keep-alive connections; each as a ratio of itself alone, and /healthz
// timed throughout from another address on a new connection each time.
type ConnsAbuseResult struct {
	Conns    int `json:"conns"`
	HalfSent int `json:"half_sent"`
	Idle     int `json:"idle"`
	// Apart: the server ran on half the cores, the load and the attacker
	// on the other half (-abuse-conns-apart).
	Apart  bool          `json:"apart,omitempty"`
	Rate   int           `json:"attacker_dials_per_second"`
	Phases []*ConnsPhase `json:"phases"`
	Error  string        `json:"error,omitempty"`
}

// ConnsPhase is one of: alone, half_sent, idle.
type ConnsPhase struct {
	Name      string  `json:"name"`
	List      *Run    `json:"list"`
	Page      *Run    `json:"page"`
	ListRatio float64 `json:"list_ratio"` // req/s ÷ alone (of the same round; the median of the rounds)
	PageRatio float64 `json:"page_ratio"`
	// ListRatios and PageRatios are every round's.
	ListRatios []float64 `json:"list_ratios,omitempty"`
	PageRatios []float64 `json:"page_ratios,omitempty"`
	// HealthP99ms and HealthMaxMs: /healthz from another address, a new
	// connection every 20 ms, over the whole phase.
	HealthP99ms  float64 `json:"healthz_p99_ms"`
	HealthMaxMs  float64 `json:"healthz_max_ms"`
	HealthErrors int     `json:"healthz_errors"`
	// The attacker's side: connections opened, the most it held open at
	// once, and those closed by the server (refused or evicted).
	Dials      int64 `json:"attacker_dials"`
	DialErrors int64 `json:"attacker_dial_errors"`
	MostOpen   int64 `json:"attacker_most_open"`
	Closed     int64 `json:"attacker_closed_by_server"`
	// ServerCores is the server's CPU time over the measured part of the
	// phase ÷ its length: what the attack costs it beside the load.
	ServerCores float64 `json:"server_cpu_cores"`
	// BenchCores is the bench process's own CPU over the same time ÷ its
	// length: the attacker's dials and reads (and the /healthz probe; wrk
	// is a process of its own). It shares the machine's cores with the
	// server and wrk, which an attacker elsewhere would not.
	BenchCores float64 `json:"bench_cpu_cores"`
}

// The loopback addresses of the attacker and of the /healthz visitor; wrk
// comes from 127.0.0.1, the bench server's trusted proxy.
const (
	attackerAddr = "127.0.0.2"
	visitorAddr  = "127.0.0.3"
)

// benchConnsAbuse runs the three phases on the list_varied and html_vehicle
// scenarios of all, at conns connections.
func benchConnsAbuse(ctx context.Context, cfg config, srv *server, all []scenario, conns int) *ConnsAbuseResult {
	res := &ConnsAbuseResult{Conns: conns, HalfSent: cfg.halfSent, Idle: cfg.idleConns, Rate: cfg.attackRate}
	list, page := findScenario(all, "list_varied"), findScenario(all, "html_vehicle")
	if list == nil || page == nil {
		res.Error = "no list_varied or html_vehicle scenario"
		return res
	}
	host := strings.TrimPrefix(srv.base, "http://")
	phases := []struct {
		name   string
		n      int // the attacker's connections
		attack func(ctx context.Context, p *ConnsPhase)
	}{
		{"alone", 0, nil},
		{"half_sent", cfg.halfSent, func(ctx context.Context, p *ConnsPhase) { attack(ctx, host, cfg.halfSent, cfg.attackRate, halfSend, p) }},
		{"idle", cfg.idleConns, func(ctx context.Context, p *ConnsPhase) {
			attack(ctx, host, cfg.idleConns, cfg.attackRate, holdIdle, p)
		}},
	}
	// Rounds of alone, half-sent and idle in turn: one run of each varied
	// ±15 % from the server's state (a first pass over the pages, a GC
	// cycle), so each phase's ratio is the median of its rounds' ratios to
	// the alone run of the same round.
	rounds := max(1, cfg.connsRounds)
	if cfg.connsApart {
		undo, err := apart(srv)
		if err != nil {
			res.Error = "keeping the server apart: " + err.Error()
			return res
		}
		defer undo()
		res.Apart = true
	}
	// One run of each, not counted, first: the alone run is each round's
	// first, and a server still warming (its answers, the pages' rows) ran
	// it 1,435 → 2,686 → 5,078 req/s over three rounds, flattering every
	// attack phase divided by it.
	if l, err := runWrk(ctx, cfg, srv.base, *list, conns); err == nil {
		p, err := runWrk(ctx, cfg, srv.base, *page, conns)
		if err == nil {
			logf("abuse2 conns: warming up: list %.0f req/s, page %.0f req/s (not counted)", l.ReqPerSec, p.ReqPerSec)
		}
	}
	byName := map[string][]*ConnsPhase{}
	lats := map[string][]time.Duration{}
	for round := range rounds {
		var alone *ConnsPhase
		for _, ph := range phases {
			p := &ConnsPhase{Name: ph.name}
			pctx, stop := context.WithCancel(ctx)
			var wg sync.WaitGroup
			if ph.attack != nil {
				wg.Go(func() { ph.attack(pctx, p) })
				// The attack in place before measuring: all its connections
				// opened once, or 10 s of it.
				time.Sleep(min(10*time.Second, time.Duration(ph.n)*time.Second/time.Duration(max(1, cfg.attackRate))))
			}
			var lat []time.Duration
			wg.Go(func() { lat, p.HealthErrors = probeHealth(pctx, srv.base) })
			if cfg.profiles != "" && round == 0 {
				wg.Go(func() {
					profilePhase(pctx, srv, 2*cfg.duration, filepath.Join(cfg.profiles, "abuse2-"+ph.name+".pprof"))
				})
			}
			cpu, own, start := srv.cpuSeconds(), procCPUSeconds("/proc/self/stat"), time.Now()
			var err error
			if p.List, err = runWrk(ctx, cfg, srv.base, *list, conns); err == nil {
				p.Page, err = runWrk(ctx, cfg, srv.base, *page, conns)
			}
			p.ServerCores = (srv.cpuSeconds() - cpu) / time.Since(start).Seconds()
			p.BenchCores = (procCPUSeconds("/proc/self/stat") - own) / time.Since(start).Seconds()
			stop()
			wg.Wait()
			if err != nil {
				res.Error = fmt.Sprintf("%s: %v", ph.name, err)
				return res
			}
			if alone == nil {
				alone = p
			}
			p.HealthP99ms, p.HealthMaxMs = percentileMs(lat, 0.99), percentileMs(lat, 1)
			p.ListRatio, p.PageRatio = p.List.ReqPerSec/alone.List.ReqPerSec, p.Page.ReqPerSec/alone.Page.ReqPerSec
			byName[ph.name] = append(byName[ph.name], p)
			lats[ph.name] = append(lats[ph.name], lat...)
			logf("abuse2 conns: round %d %-9s list %.0f req/s (%.2f×) page %.0f req/s (%.2f×); /healthz p99 %.1f ms max %.1f ms (%d errors); "+
				"attacker %d dials (%d failed), at most %d open, %d closed by the server; server CPU %.2f cores, bench (attacker) %.2f",
				round+1, p.Name, p.List.ReqPerSec, p.ListRatio, p.Page.ReqPerSec, p.PageRatio, p.HealthP99ms, p.HealthMaxMs, p.HealthErrors,
				p.Dials, p.DialErrors, p.MostOpen, p.Closed, p.ServerCores, p.BenchCores)
		}
	}
	for _, ph := range phases {
		res.Phases = append(res.Phases, medianPhase(byName[ph.name], lats[ph.name]))
	}
	return res
}

// medianPhase is a phase's rounds as one: the round of the median list
// ratio, with the median of the page ratios, every round's ratios, and the
// /healthz figures of all rounds together.
func medianPhase(rounds []*ConnsPhase, lat []time.Duration) *ConnsPhase {
	med := func(f func(*ConnsPhase) float64) float64 {
		v := make([]float64, len(rounds))
		for i, r := range rounds {
			v[i] = f(r)
		}
		slices.Sort(v)
		return v[len(v)/2]
	}
	listRatio := med(func(r *ConnsPhase) float64 { return r.ListRatio })
	out := *rounds[slices.IndexFunc(rounds, func(r *ConnsPhase) bool { return r.ListRatio == listRatio })]
	out.PageRatio = med(func(r *ConnsPhase) float64 { return r.PageRatio })
	out.HealthErrors = 0
	for _, r := range rounds {
		out.ListRatios, out.PageRatios = append(out.ListRatios, r.ListRatio), append(out.PageRatios, r.PageRatio)
		out.HealthErrors += r.HealthErrors
	}
	out.HealthP99ms, out.HealthMaxMs = percentileMs(lat, 0.99), percentileMs(lat, 1)
	return &out
}

func findScenario(all []scenario, name string) *scenario {
	if i := slices.IndexFunc(all, func(s scenario) bool { return s.Name == name }); i >= 0 {
		return &all[i]
	}
	return nil
}

// attack keeps n connections of one kind coming from attackerAddr until
// ctx ends: each is opened, used (use returns when the server closed it),
// and opened again a second later, as a patient attacker would. All of
// them open at most rate connections a second: the attacker took
// ~75 s to reach 22,400, and a faster burst only measures the kernel's
// SYN queue on a two-core machine (a dropped SYN is retried after 1 s).
func attack(ctx context.Context, host string, n, rate int, use func(net.Conn) bool, p *ConnsPhase) {
	d := dialerFrom(attackerAddr)
	tokens := make(chan struct{})
	go func() {
		tick := time.NewTicker(time.Second / time.Duration(max(1, rate)))
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				select {
				case tokens <- struct{}{}:
				case <-ctx.Done():
					return
				}
			}
		}
	}()
	var open atomic.Int64
	var wg sync.WaitGroup
	sockets := attackerSockets()
	for range n {
		wg.Go(func() {
			for ctx.Err() == nil {
				select {
				case <-tokens:
				case <-ctx.Done():
					return
				}
				select {
				case sockets <- struct{}{}:
				case <-ctx.Done():
					return
				}
				atomic.AddInt64(&p.Dials, 1)
				c, err := d.DialContext(ctx, "tcp", host)
				if err != nil {
					atomic.AddInt64(&p.DialErrors, 1)
				} else {
					now := open.Add(1)
					for m := atomic.LoadInt64(&p.MostOpen); now > m && !atomic.CompareAndSwapInt64(&p.MostOpen, m, now); m = atomic.LoadInt64(&p.MostOpen) {
					}
					stop := context.AfterFunc(ctx, func() { c.Close() })
					if use(c) && ctx.Err() == nil {
						atomic.AddInt64(&p.Closed, 1)
					}
					stop()
					c.Close()
					open.Add(-1)
				}
				<-sockets
				select {
				case <-ctx.Done():
				case <-time.After(time.Second):
				}
			}
		})
	}
	wg.Wait()
}

// attackerSockets bounds the attacker's sockets, open or dialling, by the
// bench's own open files less room for wrk, the prober and the server's
// pipes: its dials wait in the kernel while the server drops them, and
// 20,000 of them ran the bench out of descriptors (it could not start
// wrk). An attacker's machine has such a bound too.
func attackerSockets() chan struct{} {
	n := 19000
	var lim syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim) == nil {
		n = max(100, int(lim.Cur)-1024)
	}
	return make(chan struct{}, n)
}

// halfSend sends half a request and waits for the server to close the
// connection (at once when refused, after its header timeout otherwise).
func halfSend(c net.Conn) bool {
	io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ")
	_, err := c.Read(make([]byte, 1))
	return err != nil
}

// holdIdle asks /healthz once and holds the connection idle until the
// server closes it.
func holdIdle(c net.Conn) bool {
	io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
	br := bufio.NewReader(c)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		return true // refused
	}
	io.Copy(io.Discard, resp.Body)
	_, err = br.ReadByte()
	return err != nil
}

// probeHealth asks /healthz from visitorAddr on a new connection every
// 20 ms until ctx ends; a failure counts as an error and as 10 s.
func probeHealth(ctx context.Context, base string) ([]time.Duration, int) {
	d := dialerFrom(visitorAddr)
	client := &http.Client{Timeout: 10 * time.Second,
		Transport: &http.Transport{DialContext: d.DialContext, DisableKeepAlives: true}}
	u, _ := url.JoinPath(base, "/healthz")
	var lat []time.Duration
	errs := 0
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return lat, errs
		case <-tick.C:
		}
		start := time.Now()
		resp, err := client.Get(u)
		if err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
		if ctx.Err() != nil {
			return lat, errs // cut short by the phase's end
		}
		if err != nil || resp.StatusCode != 200 {
			errs++
			lat = append(lat, 10*time.Second)
			continue
		}
		lat = append(lat, time.Since(start))
	}
}

// connsAbuseReport is the result's paragraph in the Markdown report.
func connsAbuseReport(a *ConnsAbuseResult) string {
	if a.Error != "" {
		return fmt.Sprintf("\n**Abuse, round two (connections) FAILED:** %s\n", a.Error)
	}
	var b strings.Builder
	apart := ""
	if a.Apart {
		apart = " The server ran on half the cores, wrk, the prober and the attacker on the other half (`-abuse-conns-apart`), in every phase."
	}
	fmt.Fprintf(&b, "\n**Abuse, round two (connections).** The varied list and the warm vehicle pages at %d connections alone, "+
		"with %d half-sent requests kept coming from one address, and with %d idle keep-alive connections kept from one address, "+
		"the attacker opening at most %d connections a second (targets: each ≥ 0.9× of itself alone; `/healthz` from another address, a new connection every 20 ms, p99 ≤ 50 ms). "+
		"Rounds of the three phases in turn; each ratio is the median of the rounds' ratios to the alone run of the same round (every round's in the last column), the other figures the median round's; /healthz over all rounds.\n\n", a.Conns, a.HalfSent, a.Idle, a.Rate)
	b.WriteString("| phase | list req/s | × | page req/s | × | /healthz p99 ms | max ms | errors | attacker dials | most open | closed by server | server CPU cores | bench (attacker) CPU cores | rounds' list × / page × |\n")
	b.WriteString("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|\n")
	for _, p := range a.Phases {
		fmt.Fprintf(&b, "| %s | %s | %.2f | %s | %.2f | %s | %s | %d | %d | %d | %d | %.2f | %.2f | %s / %s |\n", p.Name, thousands(p.List.ReqPerSec), p.ListRatio,
			thousands(p.Page.ReqPerSec), p.PageRatio, ms(p.HealthP99ms), ms(p.HealthMaxMs), p.HealthErrors, p.Dials, p.MostOpen, p.Closed, p.ServerCores, p.BenchCores,
			ratios(p.ListRatios), ratios(p.PageRatios))
	}
	b.WriteString(apart)
	return b.String()
}

func ratios(v []float64) string { return joinFloats(v, "%.2f") }
