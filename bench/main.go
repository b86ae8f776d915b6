// Command bench is the measuring instrument of issue 6: it seeds a fresh
// catalogue (SQLite, and PostgreSQL when one answers), starts the real
// garihaat binary, drives it with wrk and audits the web app with
// Lighthouse, then writes bench/results/<date>-<commit>.{json,md,svg}.
//
// Timings are never tests: this runs only from `make bench`.
//
//	go run ./bench [-vehicles 100000] [-duration 10s] [-conns 1,64]
//	               [-postgres URL|off] [-lighthouse=true] [-out bench/results]
//	               [-conversations=true] [-conversation-streams 5000] [-conversation-rate 200]
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

const defaultPostgres = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

type config struct {
	bin        string
	vehicles   int
	seed       uint64
	duration   time.Duration
	conns      []int
	postgres   string
	postgresDB string
	lighthouse bool
	lhRuns     int
	out        string
	tmp        string
	wrkDir     string
	slugs      int
	streams    int
	writes     time.Duration
	only       []string // scenario names to run; empty: all
	abuse      bool
	// abuse, round two: connections (abuse2_conns.go)
	abuseConns          bool
	halfSent, idleConns int
	attackRate          int
	connsRounds         int
	connsApart          bool
	profiles            string        // folder for the server's CPU profile of each phase; empty: none
	drafts              time.Duration // abuse, round two: drafts (abuse2_drafts.go); 0 skips
	insights            bool
	// conversations (conversations.go): user streams held while messages
	// are sent, beside the varied list
	conversations bool
	convStreams   int
	convRate      int
	convDuration  time.Duration
	// deploy (deploy.go): a new build started on the settled database
	deploy       bool
	sqlite       bool // run SQLite's scenarios (always, but for PostgreSQL's own measurements)
	seeded       bool // the databases hold a seeded catalogue already (a 1,000,000 seed is long)
	nextBin      string
	deployWindow time.Duration
	deployWait   time.Duration
	deployMode   string
	pagesWait    time.Duration
	against      string // compare.go: the before build; empty: the whole bench of -bin
	runs         int
	afterFlags   string // compare.go: more flags for -bin's server
}

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(2)
	}
	// Ctrl-C cancels the context; every server is started with it and is
	// stopped by the deferred cleanups, so nothing is left listening.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, cfg); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		stop()
		os.Exit(1)
	}
}

func parseFlags(args []string) (config, error) {
	fl := flag.NewFlagSet("bench", flag.ContinueOnError)
	var cfg config
	var conns string
	fl.StringVar(&cfg.bin, "bin", "bin/garihaat", "the garihaat binary to measure")
	fl.IntVar(&cfg.vehicles, "vehicles", 100000, "size of the synthetic catalogue")
	fl.Uint64Var(&cfg.seed, "seed", 1, "random seed of the synthetic catalogue")
	fl.DurationVar(&cfg.duration, "duration", 10*time.Second, "wrk duration per scenario and connection count")
	fl.StringVar(&conns, "conns", "1,64", "comma-separated connection counts")
	fl.BoolVar(&cfg.sqlite, "sqlite", true, "run the scenarios on SQLite (false: PostgreSQL's alone, for a measurement of its own; Lighthouse runs on SQLite)")
	fl.StringVar(&cfg.postgres, "postgres", defaultPostgres, `PostgreSQL server to benchmark too ("off" to skip); a fresh database garihaat_bench is created on it`)
	fl.StringVar(&cfg.postgresDB, "postgres-db", "garihaat_bench", "the database the bench makes afresh on -postgres (engineers sharing a server each name their own)")
	fl.BoolVar(&cfg.lighthouse, "lighthouse", true, "run Lighthouse against the SQLite server")
	fl.IntVar(&cfg.lhRuns, "lighthouse-runs", 3, "Lighthouse runs per page (the median is reported)")
	fl.StringVar(&cfg.out, "out", "bench/results", "folder for the result files")
	fl.StringVar(&cfg.tmp, "tmp", "bench/tmp", "scratch folder (databases, slug lists, logs)")
	fl.StringVar(&cfg.wrkDir, "wrk-scripts", "bench/wrk", "folder of the wrk Lua scripts")
	fl.IntVar(&cfg.slugs, "slugs", 5000, "how many vehicle slugs the detail scenario picks from")
	fl.IntVar(&cfg.streams, "streams", 5000, "event streams to hold on one vehicle (0: skip the live-bid measurements)")
	fl.DurationVar(&cfg.writes, "writes-duration", 30*time.Second, "length of the list runs with and without back-office writes (0: skip)")
	fl.BoolVar(&cfg.conversations, "conversations", true, "measure message delivery on held user event streams and the varied list with and without messaging (issue 48)")
	fl.IntVar(&cfg.convStreams, "conversation-streams", 5000, "user event streams the conversations phase holds: buyers' and one staff member's (-conversations)")
	fl.IntVar(&cfg.convRate, "conversation-rate", 200, "messages a second the conversations phase sends, buyers' and staff's (-conversations)")
	fl.DurationVar(&cfg.convDuration, "conversation-duration", 10*time.Second, "length of each of the conversations phase's list runs, with and without messaging (-conversations)")
	fl.BoolVar(&cfg.insights, "insights", true, "measure the list and the vehicle page with the insights' counting on and off (issue 49)")
	fl.BoolVar(&cfg.abuse, "abuse", true, "measure four concurrent 40 MP uploads and a stream flood from one address")
	fl.BoolVar(&cfg.abuseConns, "abuse-conns", true, "measure the list and pages alone, with half-sent requests and with idle connections from one address")
	fl.IntVar(&cfg.halfSent, "half-sent", 5000, "half-sent requests one address keeps coming (-abuse-conns)")
	fl.IntVar(&cfg.idleConns, "idle-conns", 20000, "idle keep-alive connections one address keeps open (-abuse-conns)")
	fl.IntVar(&cfg.attackRate, "attack-rate", 2000, "connections a second that address opens at most (-abuse-conns)")
	fl.BoolVar(&cfg.connsApart, "abuse-conns-apart", false, "run the -abuse-conns phases with the server on half the cores and the load and the attacker on the other half (taskset), to see what the attack costs the server's own cores")
	fl.IntVar(&cfg.connsRounds, "abuse-conns-rounds", 3, "rounds of the three -abuse-conns phases in turn (the ratios are the rounds' medians)")
	fl.StringVar(&cfg.profiles, "abuse-conns-profiles", "", "folder to save the server's CPU profile (go tool pprof) of each -abuse-conns phase, of a -conversations run with messaging and of the list with writes, in; empty: none")
	fl.DurationVar(&cfg.drafts, "abuse2-drafts", 10*time.Second, "length of the popular addresses' runs alone and with a seller saving a draft 15 times a second (0: skip)")
	fl.BoolVar(&cfg.deploy, "deploy", true, "measure the list and cold pages in the first -deploy-window after a new build starts on the settled database (issue 47)")
	fl.StringVar(&cfg.nextBin, "next-bin", "", "the new build to deploy (default: made from this tree with a changed hero image, bench/tmp/next)")
	fl.DurationVar(&cfg.deployWindow, "deploy-window", time.Minute, "length of the settled and the deploy windows")
	fl.DurationVar(&cfg.pagesWait, "pages-wait", 15*time.Minute, "how long after start to wait for the stored pages' first pass before the scenarios (at a million it runs on in the background for longer)")
	fl.StringVar(&cfg.deployMode, "deploy-mode", "overlap", `how the new build is deployed: "overlap" (beside the settled server until its /readyz is 200, as docs/operations.md's upgrade) or "restart" (the settled server stopped first)`)
	fl.DurationVar(&cfg.deployWait, "deploy-wait", 5*time.Minute, "how long after the deploy window to wait for the new build's pages")
	fl.BoolVar(&cfg.seeded, "seeded", false, "use the catalogue already in -tmp's bench.db and -postgres-db (seeded by `garihaat seed` with the same -vehicles and -seed) instead of seeding afresh")
	fl.StringVar(&cfg.against, "against", "", "another build (the commit before a change): only the scenarios, each run alternately on it and on -bin, -runs times, both served at once on their own catalogues; the medians compared (compare.go)")
	fl.IntVar(&cfg.runs, "runs", 3, "runs of each scenario on each build (-against)")
	fl.StringVar(&cfg.afterFlags, "after-flags", "", `more flags for -bin's server only (-against), e.g. "--insights-every 0" to leave out a feature the older build did not have`)
	var only string
	fl.StringVar(&only, "scenarios", "", "comma-separated scenario names to run (default: all; the ceiling always runs)")
	if err := fl.Parse(args); err != nil {
		return cfg, err
	}
	if only != "" {
		cfg.only = strings.Split(only, ",")
	}
	for _, s := range strings.Split(conns, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 {
			return cfg, fmt.Errorf("-conns: bad count %q", s)
		}
		cfg.conns = append(cfg.conns, n)
	}
	if cfg.deployMode != "overlap" && cfg.deployMode != "restart" {
		return cfg, fmt.Errorf("-deploy-mode: %q is neither overlap nor restart", cfg.deployMode)
	}
	if cfg.vehicles < 1 || cfg.duration < time.Second || cfg.lhRuns < 1 {
		return cfg, errors.New("-vehicles, -duration (≥1s) and -lighthouse-runs must be positive")
	}
	return cfg, nil
}

func run(ctx context.Context, cfg config) error {
	for _, p := range []string{cfg.bin, cfg.wrkDir} {
		if _, err := os.Stat(p); err != nil {
			return fmt.Errorf("%w (run from the repository root, after make build)", err)
		}
	}
	if cfg.against != "" {
		return runCompare(ctx, cfg)
	}
	if err := os.MkdirAll(cfg.tmp, 0o755); err != nil {
		return err
	}
	if err := os.MkdirAll(cfg.out, 0o755); err != nil {
		return err
	}
	if cfg.deploy && cfg.nextBin == "" {
		bin, err := makeNextBuild(ctx, cfg)
		if err != nil {
			return err
		}
		cfg.nextBin = bin
	}
	res := &Result{
		Started: time.Now().UTC(),
		Machine: machineInfo(ctx),
		Config: RunConfig{
			Vehicles: cfg.vehicles, Seed: cfg.seed, Duration: cfg.duration.String(),
			Conns: cfg.conns, Slugs: cfg.slugs,
		},
	}
	logf("commit %s%s, %d CPUs (%s), %s", res.Machine.Commit, dirtyMark(res.Machine.Dirty),
		res.Machine.NumCPU, res.Machine.CPUModel, res.Machine.GoVersion)

	// SQLite always; it also serves the Lighthouse pages.
	sqlitePath := filepath.Join(cfg.tmp, "bench.db")
	for _, suffix := range []string{"", "-wal", "-shm"} {
		if !cfg.seeded {
			os.Remove(sqlitePath + suffix)
		}
	}
	if cfg.sqlite {
		db := benchDatabase(ctx, cfg, "sqlite", sqlitePath, func(srv *server, d *DBResult) {
			if cfg.lighthouse {
				res.Lighthouse = runLighthouse(ctx, cfg, srv.base, d.sampleSlug)
			}
		})
		res.Databases = append(res.Databases, db)
	}

	if pgURL, skip, err := preparePostgres(ctx, cfg.postgres, cfg.postgresDB, cfg.seeded); skip != "" {
		logf("postgres: skipped (%s)", skip)
		res.PostgresSkipped = skip
	} else if err != nil {
		res.Databases = append(res.Databases, &DBResult{Name: "postgres", Error: err.Error()})
	} else {
		res.Databases = append(res.Databases, benchDatabase(ctx, cfg, "postgres", pgURL, nil))
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	res.Finished = time.Now().UTC()

	base := filepath.Join(cfg.out, res.Started.Format("2006-01-02")+"-"+res.Machine.Commit)
	md := markdown(res)
	if err := writeResults(base, res, md); err != nil {
		return err
	}
	fmt.Print("\n" + md)
	logf("wrote %s.json, %s.md, %s.svg", base, base, base)
	for _, d := range res.Databases {
		if d.Error != "" {
			return fmt.Errorf("%s: %s", d.Name, d.Error)
		}
	}
	return nil
}

// benchDatabase seeds one database, serves it and runs every scenario.
// Failures are recorded in the result rather than aborting the whole run,
// so a broken PostgreSQL still leaves the SQLite numbers on disk.
// during, when set, runs while the server is still up (Lighthouse).
func benchDatabase(ctx context.Context, cfg config, name, dsn string, during func(*server, *DBResult)) *DBResult {
	d := &DBResult{Name: name}
	fail := func(err error) *DBResult {
		logf("%s: %v", name, err)
		d.Error = err.Error()
		return d
	}
	if cfg.seeded {
		logf("%s: -seeded: using the catalogue already in the database", name)
	} else {
		logf("%s: seeding %d vehicles", name, cfg.vehicles)
		took, err := seedCatalogue(ctx, cfg, dsn)
		if err != nil {
			return fail(err)
		}
		d.SeedSeconds = took.Seconds()
		logf("%s: seeded in %s", name, took.Round(time.Millisecond))
	}
	link, err := grantStaff(ctx, cfg, dsn)
	if err != nil {
		return fail(err)
	}

	srv, err := startServer(ctx, cfg, name, dsn)
	if err != nil {
		return fail(err)
	}
	defer srv.stop()
	srv.enrolLink = link
	logf("%s: serving on %s (pid %d)", name, srv.base, srv.pid())

	logf("%s: started, peak RSS %.0f MB", name, srv.memMB("VmHWM"))
	if ready, err := srv.ready(ctx, `garihaat_held_bytes{structure="list_index"}`, time.Minute); err == nil {
		d.IndexReadySeconds = ready.Seconds()
		logf("%s: list index ready %s after start", name, ready.Round(100*time.Millisecond))
	} else {
		logf("%s: list index: %v", name, err)
	}
	// A new build (or address) makes every vehicle's stored pages at start;
	// a server that has run a while has them, as the cold pages assume.
	if ready, err := srv.ready(ctx, `garihaat_stored_swept_timestamp_seconds{part="pages"}`, cfg.pagesWait); err == nil {
		d.PagesReadySeconds = ready.Seconds()
		logf("%s: stored pages ready %s after start", name, ready.Round(100*time.Millisecond))
	} else {
		logf("%s: stored pages: %v", name, err)
	}
	scenarios, sample, err := discoverScenarios(ctx, cfg, srv.base, name)
	if err != nil {
		return fail(err)
	}
	logf("%s: scenarios found, peak RSS %.0f MB", name, srv.memMB("VmHWM"))
	all := scenarios
	if len(cfg.only) > 0 {
		scenarios = slices.DeleteFunc(slices.Clone(all), func(s scenario) bool {
			return s.Name != "ceiling" && !slices.Contains(cfg.only, s.Name)
		})
	}
	d.sampleSlug = sample
	for _, sc := range scenarios {
		d.Scenarios = append(d.Scenarios, &ScenarioResult{Name: sc.Name, Title: sc.Title, Path: sc.Path, Probe: probe(ctx, srv.base+sc.probePath())})
	}
	for _, conns := range cfg.conns {
		var ceiling float64
		for i, sc := range scenarios {
			if ctx.Err() != nil {
				return fail(ctx.Err())
			}
			cpu := srv.cpuSeconds()
			r, err := runWrk(ctx, cfg, srv.base, sc, conns)
			if err != nil {
				return fail(fmt.Errorf("%s at %d conns: %w", sc.Name, conns, err))
			}
			if r.Requests > 0 {
				r.ServerCPUus = (srv.cpuSeconds() - cpu) * 1e6 / float64(r.Requests)
			}
			r.RSSMB = srv.memMB("VmRSS")
			if i == 0 { // the ceiling runs first at every connection count
				ceiling = r.ReqPerSec
			}
			if ceiling > 0 {
				r.RatioToCeiling = r.ReqPerSec / ceiling
			}
			d.Scenarios[i].Runs = append(d.Scenarios[i].Runs, r)
			logf("%s: %-10s c=%-3d %9.0f req/s  p50 %7.2f ms  p99 %7.2f ms  ratio %.3f  cpu %.0f µs/req  errors %d  rss %.0f MB (peak so far %.0f)",
				name, sc.Name, conns, r.ReqPerSec, r.P50ms, r.P99ms, r.RatioToCeiling, r.ServerCPUus, r.Errors.total(), r.RSSMB, srv.memMB("VmHWM"))
		}
	}
	if i := slices.IndexFunc(all, func(s scenario) bool { return s.Name == "list_varied" }); cfg.writes > 0 && i >= 0 && ctx.Err() == nil {
		conns := slices.Max(cfg.conns)
		d.Writes = benchWrites(ctx, cfg, srv, all[i], conns, cfg.writes)
		if w := d.Writes; w.Error != "" {
			logf("%s: writes: %s", name, w.Error)
		} else {
			logf("%s: list with writes %.0f vs %.0f req/s (%.2f×), p99 %.1f ms; writes p99 %.1f ms; after one write max %.1f ms",
				name, w.Loaded.ReqPerSec, w.Quiet.ReqPerSec, w.Ratio, w.Loaded.P99ms, w.WriteP99ms, w.AfterOneMaxMs)
		}
	}
	if cfg.drafts > 0 && ctx.Err() == nil {
		d.Drafts = benchDrafts(ctx, cfg, srv, name, all, slices.Max(cfg.conns), cfg.drafts)
	}
	if cfg.insights && ctx.Err() == nil {
		d.Insights = benchInsights(ctx, cfg, srv, name, dsn, all, slices.Max(cfg.conns))
	}
	if cfg.streams > 0 && ctx.Err() == nil {
		d.Live = benchLive(ctx, cfg, srv, 16, cfg.streams)
	}
	if cfg.conversations && ctx.Err() == nil {
		d.Conversations = benchConversations(ctx, cfg, srv, name, dsn, all, slices.Max(cfg.conns))
	}
	// Peak RSS of the load runs and the held streams; Lighthouse below adds little.
	d.PeakRSSMB = srv.memMB("VmHWM")
	if cfg.abuse && ctx.Err() == nil {
		if id, _, err := openVehicle(ctx, srv.base); err != nil {
			d.Abuse = &AbuseResult{Error: err.Error()}
		} else {
			d.Abuse = benchAbuse(ctx, srv, id)
		}
	}
	if cfg.abuseConns && ctx.Err() == nil {
		d.AbuseConns = benchConnsAbuse(ctx, cfg, srv, all, slices.Max(cfg.conns))
	}
	if during != nil {
		during(srv, d)
	}
	if cfg.deploy && ctx.Err() == nil {
		var next *server
		d.Deploy, next = benchDeploy(ctx, cfg, srv, name, dsn, all)
		if next != nil {
			next.stop()
			d.Deploy.LogErrors = next.logErrors()
		}
	}
	srv.stop()
	d.LogErrors = srv.logErrors()
	return d
}

func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "%s bench: %s\n", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
}

func dirtyMark(dirty bool) string {
	if dirty {
		return " (+uncommitted changes)"
	}
	return ""
}
