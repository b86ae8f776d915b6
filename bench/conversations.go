package main

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"time"
)

// ConversationsResult is issue 48's measurement ("conversations"): on the
// seeded catalogue, Streams signed-in users hold their event streams
// (/user/events: buyers', and one of the staff's, which gets every
// conversation's events) while messages are sent at Rate a second —
// buyers asking about vehicles, staff answering them — through the real
// send path (POST /conversations, /conversations/{id}/messages and the
// staff's /admin/conversations/{id}/messages). Each message's delivery is
// timed from before its send request to its arrival on the other side's
// stream. The public varied list runs without and with the messaging,
// interleaved, for its ratio; and the server's peak RSS is set against the
// README's budget. The issue asks: delivery p99 ≤ 50 ms, the list ≥ 0.9×
// of itself, the peak RSS within the budget.
type ConversationsResult struct {
	Streams     int     `json:"streams"`      // asked: buyers' streams and the staff's one
	StreamsOpen int     `json:"streams_open"` // answered with their ready event
	Rate        int     `json:"messages_per_sec"`
	RunSeconds  float64 `json:"run_seconds"` // each list run, with or without messaging
	Rounds      int     `json:"rounds"`

	Sent           int         `json:"sent"`          // answered 201
	SendStatuses   map[int]int `json:"send_statuses"` // every answer (0: no answer)
	Behind         int         `json:"sends_behind"`  // ticks skipped: this many requests were still in flight
	AchievedPerSec float64     `json:"messages_per_sec_achieved"`
	SendP50ms      float64     `json:"send_p50_ms"`
	SendP99ms      float64     `json:"send_p99_ms"`
	Delivered      int         `json:"delivered"`
	Lost           int         `json:"lost"`          // sent, never seen on the other side's stream
	LostToStaff    int         `json:"lost_to_staff"` // of Lost, buyers' questions the staff's stream never showed
	Leaked         int         `json:"leaked"`        // seen on a stream of someone not in the conversation
	DeliveryP50ms  float64     `json:"delivery_p50_ms"`
	DeliveryP99ms  float64     `json:"delivery_p99_ms"`
	DeliveryMaxMs  float64     `json:"delivery_max_ms"`
	StreamsExtraMB float64     `json:"streams_extra_rss_mb"`
	PhaseMaxRSSMB  float64     `json:"phase_max_rss_mb"` // VmRSS sampled through the phase
	PeakRSSMB      float64     `json:"peak_rss_mb"`      // VmHWM after it: the whole bench so far
	RSSBudgetMB    float64     `json:"rss_budget_mb"`
	Conns          int         `json:"list_conns"`
	// Before is the list before any stream opened: what the held streams
	// cost it on their own, apart from the messaging.
	Before          *Run    `json:"list_before_streams"`
	Quiet           []*Run  `json:"list_without_messaging"`
	Loaded          []*Run  `json:"list_with_messaging"`
	QuietReqPerSec  float64 `json:"list_without_messaging_median_req_per_sec"`
	LoadedReqPerSec float64 `json:"list_with_messaging_median_req_per_sec"`
	Ratio           float64 `json:"ratio"`
	// Cores each process used on average through the runs without and
	// with messaging: the bench's 5,000 readers share the machine with
	// the server, and wrk with both.
	ServerCoresQuiet  float64 `json:"server_cores_without_messaging"`
	ServerCoresLoaded float64 `json:"server_cores_with_messaging"`
	BenchCoresQuiet   float64 `json:"bench_cores_without_messaging"`
	BenchCoresLoaded  float64 `json:"bench_cores_with_messaging"`
	Error             string  `json:"error,omitempty"`
}

// rssBudgetMB is the README's budget: "peak server RSS, whole bench ≤ 150 MB".
const rssBudgetMB = 150

// conversationRounds is how many list runs each side gets, interleaved
// (without, with, without, with…) so a change in the machine's load falls
// on both; the ratio is of the medians.
const conversationRounds = 3

// benchConversations runs the phase on srv (database dbName at dsn) with
// the scenario list_varied of all at conns connections.
func benchConversations(ctx context.Context, cfg config, srv *server, dbName, dsn string, all []scenario, conns int) *ConversationsResult {
	res := &ConversationsResult{Streams: cfg.convStreams, Rate: cfg.convRate, RunSeconds: cfg.convDuration.Seconds(),
		Rounds: conversationRounds, Conns: conns, RSSBudgetMB: rssBudgetMB, SendStatuses: map[int]int{}}
	fail := func(err error) *ConversationsResult {
		res.Error = err.Error()
		logf("%s: conversations: %v", dbName, err)
		return res
	}
	i := slices.IndexFunc(all, func(s scenario) bool { return s.Name == "list_varied" })
	if i < 0 {
		return fail(fmt.Errorf("no list_varied scenario"))
	}
	list := all[i]
	if cfg.convStreams < 2 || cfg.convRate < 1 {
		return fail(fmt.Errorf("-conversation-streams must be ≥ 2 and -conversation-rate ≥ 1"))
	}
	vehicles, err := askableVehicles(ctx, srv.base)
	if err != nil {
		return fail(err)
	}
	buyers, err := seedBuyerSessions(ctx, dsn, cfg.convStreams-1)
	if err != nil {
		return fail(err)
	}
	staffToken, err := signInStaff(ctx, srv)
	if err != nil {
		return fail(err)
	}
	run := cfg
	run.duration = cfg.convDuration
	warm := cfg
	warm.duration = 3 * time.Second // the list's caches as warm for the first run as for the rest
	if _, err := runWrk(ctx, warm, srv.base, list, conns); err != nil {
		return fail(err)
	}
	if res.Before, err = runWrk(ctx, run, srv.base, list, conns); err != nil {
		return fail(err)
	}
	logf("%s: conversations: list %.0f req/s before the streams; %d buyers signed in (sessions seeded), opening %d streams",
		dbName, res.Before.ReqPerSec, len(buyers), cfg.convStreams)
	streamCtx, closeStreams := context.WithCancel(ctx)
	defer closeStreams()
	lab := newDeliveries()
	before := srv.memMB("VmRSS")
	res.StreamsOpen = openUserStreams(streamCtx, srv.base, staffToken, buyers, lab)
	time.Sleep(time.Second) // let the server settle before reading its memory
	res.StreamsExtraMB = srv.memMB("VmRSS") - before
	logf("%s: conversations: %d/%d streams open, +%.1f MB RSS", dbName, res.StreamsOpen, cfg.convStreams, res.StreamsExtraMB)
	if res.StreamsOpen < cfg.convStreams {
		return fail(fmt.Errorf("only %d of %d streams opened", res.StreamsOpen, cfg.convStreams))
	}

	var sampling sync.WaitGroup
	sampleCtx, stopSampling := context.WithCancel(ctx)
	sampling.Go(func() { res.PhaseMaxRSSMB = sampleRSS(sampleCtx, srv) })
	s := &sender{base: srv.base, staff: staffToken, buyers: buyers, vehicles: vehicles, lab: lab, rate: cfg.convRate, statuses: res.SendStatuses}
	var sending, quietTime time.Duration
	var quietCPU, loadedCPU cpuUse
	for round := range conversationRounds {
		use := measureCPU(srv)
		start := time.Now()
		q, err := runWrk(ctx, run, srv.base, list, conns)
		quietCPU.add(use())
		quietTime += time.Since(start)
		if err != nil {
			stopSampling()
			return fail(err)
		}
		res.Quiet = append(res.Quiet, q)
		sendCtx, stopSending := context.WithCancel(ctx)
		var wg sync.WaitGroup
		use, start = measureCPU(srv), time.Now()
		wg.Go(func() { s.loop(sendCtx) })
		if cfg.profiles != "" && round == 1 {
			wg.Go(func() {
				profilePhase(sendCtx, srv, max(time.Second, cfg.convDuration-time.Second),
					filepath.Join(cfg.profiles, "conversations-"+dbName+".pprof"))
			})
			// The bench's own (senders and stream readers), which shares the
			// server's cores here.
			wg.Go(func() {
				profileSelf(sendCtx, max(time.Second, cfg.convDuration-time.Second),
					filepath.Join(cfg.profiles, "conversations-"+dbName+"-bench.pprof"))
			})
		}
		l, err := runWrk(ctx, run, srv.base, list, conns)
		loadedCPU.add(use())
		stopSending()
		wg.Wait()
		sending += time.Since(start)
		if err != nil {
			stopSampling()
			return fail(err)
		}
		res.Loaded = append(res.Loaded, l)
		logf("%s: conversations: round %d: list %.0f req/s alone, %.0f with messaging; %d sent so far",
			dbName, round+1, q.ReqPerSec, l.ReqPerSec, s.sent)
	}
	// What is still on its way gets a few seconds more; the rest is lost.
	lab.settle(5 * time.Second)
	stopSampling()
	sampling.Wait()

	res.Sent, res.Behind = s.sent, s.behind
	res.AchievedPerSec = float64(s.sent) / sending.Seconds()
	res.SendP50ms, res.SendP99ms = percentileMs(s.lat, 0.5), percentileMs(s.lat, 0.99)
	arrivals, lost, lostToStaff, leaked := lab.results()
	res.Delivered, res.Lost, res.LostToStaff, res.Leaked = len(arrivals), lost, lostToStaff, leaked
	res.DeliveryP50ms, res.DeliveryP99ms, res.DeliveryMaxMs = percentileMs(arrivals, 0.5), percentileMs(arrivals, 0.99), percentileMs(arrivals, 1)
	res.QuietReqPerSec, res.LoadedReqPerSec = medianReqPerSec(res.Quiet), medianReqPerSec(res.Loaded)
	if res.QuietReqPerSec > 0 {
		res.Ratio = res.LoadedReqPerSec / res.QuietReqPerSec
	}
	res.PeakRSSMB = srv.memMB("VmHWM")
	res.ServerCoresQuiet, res.BenchCoresQuiet = quietCPU.server/quietTime.Seconds(), quietCPU.bench/quietTime.Seconds()
	res.ServerCoresLoaded, res.BenchCoresLoaded = loadedCPU.server/sending.Seconds(), loadedCPU.bench/sending.Seconds()
	logf("%s: conversations: %d sent (%.0f/s of %d asked, statuses %v), delivered %d, lost %d (%d to staff), leaked %d, delivery p50 %.1f ms p99 %.1f ms max %.1f ms; "+
		"list %.0f → %.0f req/s (%.2f×); peak RSS %.0f MB (budget %d); server cores %.2f → %.2f, bench %.2f → %.2f", dbName, res.Sent, res.AchievedPerSec, cfg.convRate,
		res.SendStatuses, res.Delivered, res.Lost, res.LostToStaff, res.Leaked, res.DeliveryP50ms, res.DeliveryP99ms, res.DeliveryMaxMs,
		res.QuietReqPerSec, res.LoadedReqPerSec, res.Ratio, res.PeakRSSMB, rssBudgetMB,
		res.ServerCoresQuiet, res.ServerCoresLoaded, res.BenchCoresQuiet, res.BenchCoresLoaded)
	return res
}

// cpuUse is CPU seconds the server and the bench used.
type cpuUse struct{ server, bench float64 }

func (c *cpuUse) add(d cpuUse) { c.server, c.bench = c.server+d.server, c.bench+d.bench }

// measureCPU starts counting the server's and the bench's CPU time; the
// function it returns says how much each used since.
func measureCPU(srv *server) func() cpuUse {
	server, bench := srv.cpuSeconds(), procCPUSeconds("/proc/self/stat")
	return func() cpuUse {
		return cpuUse{srv.cpuSeconds() - server, procCPUSeconds("/proc/self/stat") - bench}
	}
}

// medianReqPerSec is the median req/s of runs.
func medianReqPerSec(runs []*Run) float64 {
	if len(runs) == 0 {
		return 0
	}
	v := make([]float64, 0, len(runs))
	for _, r := range runs {
		v = append(v, r.ReqPerSec)
	}
	slices.Sort(v)
	return v[len(v)/2]
}

// sampleRSS reads the server's VmRSS twice a second until ctx ends and
// returns the largest.
func sampleRSS(ctx context.Context, srv *server) float64 {
	var top float64
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	for {
		top = max(top, srv.memMB("VmRSS"))
		select {
		case <-ctx.Done():
			return top
		case <-tick.C:
		}
	}
}

// conversationsReport is the result's paragraph in the Markdown report.
func conversationsReport(r *ConversationsResult) string {
	if r.Error != "" {
		return fmt.Sprintf("\n**Conversations FAILED:** %s\n", r.Error)
	}
	verdict := func(ok bool) string {
		if ok {
			return "met"
		}
		return "**not met**"
	}
	return fmt.Sprintf("\n**Conversations.** %d of %d user event streams open (+%.1f MB server RSS), messages asked at %d/s "+
		"(buyers asking, staff answering) during %d list runs of %.0f s: %d sent (%.0f/s achieved, answers %v, %d ticks behind), "+
		"send p99 %s ms. Delivery from the send request to the other side's stream: %d delivered, %d lost (%d of them on the staff's stream), %d leaked to another buyer, p50 %s ms, "+
		"**p99 %s ms** (target ≤ 50 ms: %s), max %s ms. Varied list at %d connections, medians of %d interleaved runs: "+
		"%s req/s without messaging, %s with: **%.2f×** (target ≥ 0.9×: %s); before the streams opened %s req/s. Server RSS through the phase up to %.0f MB; "+
		"peak of the whole bench so far **%.0f MB** (README budget %.0f MB: %s). Cores used without / with messaging: "+
		"server %.2f / %.2f, bench (the streams' readers and the senders) %.2f / %.2f.\n",
		r.StreamsOpen, r.Streams, r.StreamsExtraMB, r.Rate, r.Rounds, r.RunSeconds, r.Sent, r.AchievedPerSec, r.SendStatuses, r.Behind,
		ms(r.SendP99ms), r.Delivered, r.Lost, r.LostToStaff, r.Leaked, ms(r.DeliveryP50ms), ms(r.DeliveryP99ms), verdict(r.DeliveryP99ms <= 50 && r.Lost == 0 && r.Leaked == 0),
		ms(r.DeliveryMaxMs), r.Conns, r.Rounds, thousands(r.QuietReqPerSec), thousands(r.LoadedReqPerSec), r.Ratio,
		verdict(r.Ratio >= 0.9), thousands(r.Before.ReqPerSec), r.PhaseMaxRSSMB, r.PeakRSSMB, r.RSSBudgetMB, verdict(r.PeakRSSMB <= r.RSSBudgetMB),
		r.ServerCoresQuiet, r.ServerCoresLoaded, r.BenchCoresQuiet, r.BenchCoresLoaded)
}
