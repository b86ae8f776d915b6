package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"time"

	"garihaat"
	"garihaat/catalog"
	"garihaat/httpapi"
	"garihaat/insights"
	"garihaat/live"
	"garihaat/metrics"
	"garihaat/seo"
	"garihaat/store"
	"garihaat/stored"
	"garihaat/views"
	"garihaat/web"
)

const usage = `usage: garihaat <command> [flags]

commands:
  serve     serve the site and the API (migrates first)
  migrate   apply database migrations
  seed      fill an empty database: --demo, or --vehicles N --seed S
  staff     grant PHONE --role owner|editor|sales, revoke PHONE, list the
            back office's staff, or reset-factor PHONE: forget their
            authenticator app, so they set up a new one at their next
            sign-in (works while the server runs)
  totp      KEY: print the current 6-digit code of an authenticator key,
            as the app would (for a machine without a phone at hand)
  backup    --to FILE: a consistent copy of the database taken while the
            server runs (SQLite: a database file to serve or copy back;
            PostgreSQL: a pg_dump archive for pg_restore)
  media     move --to s3://BUCKET/PREFIX?endpoint=…&region=…: copy every
            photo and other media file from the database to S3-compatible
            object storage (safe to stop and run again), then serve with
            --media s3://…; once the servers do, move --prune also deletes
            the database's copies of the files the bucket holds unchanged

Every flag can also be set as GARIHAAT_<NAME> (e.g. GARIHAAT_DB, GARIHAAT_ADDR).
`

// run is the whole program; main only calls it, tests call it on port 0.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) < 2 {
		fmt.Fprint(stderr, usage)
		return errors.New("no command")
	}
	cmd, rest := args[1], args[2:]
	var staffCmd, staffPhone string
	switch cmd {
	case "staff":
		var err error
		if staffCmd, staffPhone, rest, err = staffArgs(rest); err != nil {
			fmt.Fprint(stderr, usage)
			return err
		}
	case "serve", "migrate", "seed", "backup":
	case "media":
		if len(rest) == 0 || rest[0] != "move" {
			fmt.Fprint(stderr, usage)
			return errors.New("media: the command is move --to s3://…")
		}
		rest = rest[1:]
	case "totp":
		if len(rest) != 1 {
			return errors.New("totp: give the key the back office showed")
		}
		code, err := garihaat.TOTPCode(rest[0], time.Now())
		if err != nil {
			return fmt.Errorf("totp: %w", err)
		}
		fmt.Fprintln(stdout, code)
		return nil
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	default:
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("unknown command %q", cmd)
	}
	fl := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fl.SetOutput(stderr)
	cfg := config{}
	fl.StringVar(&cfg.db, "db", "data/garihaat.db", "SQLite file path, or a postgres:// URL")
	fl.StringVar(&cfg.logLevel, "log-level", "info", "debug, info, warn or error")
	fl.StringVar(&cfg.logFormat, "log-format", "text", "text (key=value) or json (one object a line, for log collectors)")
	if cmd == "serve" {
		fl.StringVar(&cfg.addr, "addr", "127.0.0.1:8080", "address to listen on")
		fl.BoolVar(&cfg.demo, "demo", false, "seed the demo catalogue into an empty database")
		fl.StringVar(&cfg.email, "email", "support@garihaat.com.bd", "contact e-mail shown in header and footer")
		fl.StringVar(&cfg.publicURL, "public-url", "", "the site's address as visitors see it (https://garihaat.com.bd), for share links and the sitemap; empty: each request's own host")
		fl.DurationVar(&cfg.drain, "drain", 15*time.Second, "how long SIGTERM waits for in-flight requests; connections still open then are closed and the process exits 0")
		fl.StringVar(&cfg.metricsAddr, "metrics-addr", "", "address to serve Prometheus metrics (/metrics) and Go profiles (/debug/pprof/) on, e.g. 127.0.0.1:9090; empty: no metrics")
		authFlags(fl, &cfg.auth)
		fl.StringVar(&cfg.memoryLimit, "memory-limit", "auto", "the Go heap's soft limit, e.g. 512MiB; auto: twice the live heap plus 64 MiB, following the catalogue (GOMEMLIMIT also sets it)")
		fl.StringVar(&cfg.alertHours, "alert-hours", "9-21", "the hours of the day in Dhaka when saved-search alert SMS may go out, FROM-TO (0-24: any time)")
		fl.DurationVar(&cfg.alertEvery, "alert-every", time.Minute, "how often saved searches are judged for alerts, and answers for the SMS to buyers away")
		fl.Uint64Var(&cfg.openFiles, "open-files", 0, "budget connections and event streams for this many open files (one address holds at most a 16th of them); 0: the process's own limit")
		fl.DurationVar(&cfg.insightsEvery, "insights-every", 10*time.Second, "how often each instance writes the insights it counted (views, searches…; issue 49); 0 counts nothing")
		fl.StringVar(&cfg.bidLimits, "bid-limits", "", "bid attempt limits IP/10min,PHONE/hour,VEHICLE+PHONE/hour, e.g. 30,20,6 (the default); 0 switches one off (benchmarks)")
	}
	if cmd == "serve" || cmd == "seed" || cmd == "media" {
		mediaFlags(fl, &cfg.media, cmd)
	}
	if staffCmd == "grant" {
		fl.StringVar(&cfg.role, "role", "", "owner, editor or sales")
	}
	if cmd == "backup" {
		fl.StringVar(&cfg.backupTo, "to", "", "the file to write the backup to (must not exist)")
	}
	if cmd == "seed" {
		fl.BoolVar(&cfg.demo, "demo", false, "seed the demo catalogue")
		fl.IntVar(&cfg.vehicles, "vehicles", 0, "seed a synthetic catalogue of N vehicles")
		fl.Uint64Var(&cfg.seed, "seed", 1, "random seed of the synthetic catalogue")
	}
	if err := fl.Parse(rest); err != nil {
		return err
	}
	if err := applyEnv(fl, getenv); err != nil {
		return err
	}
	logger, err := newLogger(stderr, cfg.logLevel, cfg.logFormat)
	if err != nil {
		return err
	}

	st, err := store.Open(ctx, cfg.db)
	if err != nil {
		return err
	}
	defer st.Close()
	// The catalogue's read model: the lists, the snapshot and the stored
	// parts kept beside the database (closed with the store).
	cat := catalog.New(st)
	cat.OnFollowError(func(part string, err error) {
		if !errors.Is(err, context.Canceled) {
			logger.Warn("following the catalogue's changes", "part", part, "err", err)
		}
	})
	if err := st.Migrate(ctx); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	if cmd == "serve" || cmd == "seed" {
		loc, err := useMedia(ctx, st, cfg.media, stdout)
		if err != nil {
			return err
		}
		// media move --prune deletes the database's copies only while the
		// servers read from the bucket: the command cannot see their flags.
		if cmd == "serve" {
			if err := st.RecordMediaLocation(ctx, loc); err != nil {
				return err
			}
		}
	}
	switch cmd {
	case "media":
		return mediaMove(ctx, st, cfg.media, stdout, stderr)
	case "migrate":
		fmt.Fprintln(stdout, "migrations applied")
		return nil
	case "seed":
		return seed(ctx, st, cat, cfg, stdout, stderr)
	case "staff":
		return staff(ctx, st, staffCmd, staffPhone, cfg.role, stdout)
	case "backup":
		return backup(ctx, st, cfg.db, cfg.backupTo, stdout, stderr)
	}
	if cfg.demo {
		if err := seed(ctx, st, cat, cfg, stdout, stderr); err != nil {
			return err
		}
	}
	// The list index and the snapshot are read in the background (the
	// read model's follower); until the index is ready the lists are
	// answered by SQL. Its reads of the whole are reported on.
	cat.ReportBuilds(buildReporter(stderr, logger, cfg.logFormat))
	if err := cat.PrepareListing(ctx); err != nil {
		return err
	}
	return serve(ctx, st, cat, cfg, logger, stdout, stderr)
}

func serve(ctx context.Context, st *store.Store, cat *catalog.Catalog, cfg config, logger *slog.Logger, stdout, stderr io.Writer) error {
	limit, err := parseMemoryLimit(cfg.memoryLimit)
	if err != nil {
		return err
	}
	tuneGC(ctx, os.Getenv, limit, logger)
	auth, proxies, err := newAuth(ctx, st, cfg.auth, logger, stderr)
	if err != nil {
		return err
	}
	var m *metrics.Metrics
	if cfg.metricsAddr != "" {
		m = metrics.New(st.DB())
		if auth.SMS != nil {
			auth.SMS = m.CountSMS(auth.SMS)
		}
		m.Held("list_index", cat.ListIndexBytes)
		cat.OnListingMerged(func(took time.Duration) { m.Followed("list_index", took) })
		stopMetrics, err := serveMetrics(cfg.metricsAddr, m, logger, stdout)
		if err != nil {
			return err
		}
		defer stopMetrics()
	}
	limits, err := parseBidLimits(cfg.bidLimits)
	if err != nil {
		return err
	}
	// Live bid events: through PostgreSQL itself when instances share one,
	// in process for the one instance an SQLite file allows.
	// Users' own events (conversations, issue 48) travel the same way.
	var broker interface {
		garihaat.Broker
		garihaat.UserBroker
	} = live.NewHub()
	// flushEvents, before the store closes, sends other instances the user
	// events this one has not told them of yet.
	flushEvents := func(context.Context) error { return nil }
	if store.IsPostgres(cfg.db) {
		pg := live.NewPostgres(st.DB(), cfg.db, logger)
		go pg.Run(ctx)
		broker, flushEvents = pg, pg.Flush
	}
	texts, err := seo.LoadTexts(web.Locales())
	if err != nil {
		return err
	}
	stopping := make(chan struct{})
	// Connections and streams are budgeted within the open files.
	files := cfg.openFiles
	if files == 0 {
		files = openFileLimit()
	}
	// Page views for sellers, written every few seconds and when stopping.
	viewed := views.New(cat.Listed)
	go viewed.Run(ctx, st.Catalog, 5*time.Second, logger)
	// The dealer's insights, summed in memory and written every few seconds.
	var counted *insights.Counter
	if cfg.insightsEvery > 0 {
		counted = insights.New(nil)
		go counted.Run(ctx, st.Insights, cfg.insightsEvery, logger)
	}
	deps := httpapi.Deps{
		Views:          viewed,
		Insights:       counted,
		InsightReports: st.Insights,
		Broker:         broker,
		Users:          broker,
		Conversations:  st.Conversations,
		// The limits are the domain's defaults (docs/decisions.md).
		ConversationLimits: garihaat.DefaultConversationLimits(),
		DeleteLimits:       garihaat.DefaultDeleteLimits(),
		BidLimits:          limits,
		Done:               stopping,
		Ready:              readiness(st, cat),
		Unavailable:        store.IsUnavailable,
		Auth:               auth,
		Account:            st.Accounts,
		Sellers:            st.Sellers,
		Searches:           st.Alerts,
		Factors:            &garihaat.Factors{Store: st.Accounts, Secret: auth.Secret, Limits: garihaat.DefaultFactorLimits(), Now: st.Now},
		Staff:              st.Accounts,
		TrustedProxies:     proxies,
		Catalog:            cat,
		Details:            stored.Over{Catalog: cat},
		BackOffice:         st.BackOffice,
		Images:             st.BackOffice,
		Bids:               st.Bids,
		Media:              st.Catalog,
		Sitemap:            st.Catalog,
		Texts:              texts,
		PublicURL:          cfg.publicURL,
		MediaURL:           cfg.media.publicURL,
		Web:                web.Dist(),
		StreamLimits:       streamLimits(files),
		Email:              cfg.email,
		Logger:             logger,
		Metrics:            m,
		Pages:              stored.Over{Catalog: cat},
	}
	handler, err := httpapi.NewServer(deps)
	if err != nil {
		return err
	}
	if !web.Built() {
		logger.Warn("the web app is not built into this binary: pages carry their server-rendered text only; run `make build`")
	}
	tcp, err := listenTCP(ctx, cfg.addr)
	if err != nil {
		return err
	}
	ln, err := pace(tcp, connLimitsFor(files), proxies, logger)
	if err != nil {
		tcp.Close()
		return err
	}
	srv := &http.Server{
		Handler:           handler,
		ConnState:         ln.connState,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    32 << 10,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
	srv.RegisterOnShutdown(func() { close(stopping) })
	// Outcome messages of the offers desk are queued in the database and
	// sent from here, by every instance (claims never overlap).
	if auth.SMS != nil {
		go garihaat.RunOutbox(ctx, st.Outbox, auth.SMS, 5*time.Second, auth.Limits.GlobalHourly, logger)
	} else {
		logger.Warn("no --sms sender configured: offer outcome messages stay queued")
	}
	// Saved searches' alerts are judged and queued by every instance; a
	// digest's row is its claim, so none is sent twice.
	hours, err := parseAlertHours(cfg.alertHours)
	if err != nil {
		return err
	}
	site := cfg.publicURL
	if site == "" {
		site = "http://" + ln.Addr().String()
	}
	go garihaat.RunAlerts(ctx, st.Alerts, st.Now, cfg.alertEvery, hours, site, logger)
	// Answers to buyers away from the site are told by SMS, within the
	// same hours and as often as the alerts are judged; every instance
	// runs it, a conversation's SMS is claimed. (The merge of issue 48's
	// work had lost this line: no answer SMS was ever queued.)
	go garihaat.RunAnswerSMS(ctx, st.Conversations, st.Now, cfg.alertEvery, hours, site, logger)
	// Photos no vehicle shows are swept a day after (issue 46), by every
	// instance: a photo goes with the transaction that deletes its row.
	go store.RunPhotoSweep(ctx, st.BackOffice, 10*time.Minute, logger)
	// Every instance keeps the vehicles' stored details current (issue 12).
	// and their pages, for the address the pages' links start with.
	maker, err := httpapi.NewPageMaker(deps, site)
	if err != nil {
		return err
	}
	// They are a part of the read model: the follower hands them each
	// catalogue version, and looks every two seconds for the writes of
	// other instances (its own wake it at once).
	pages := &stored.PageKeeping{Store: stored.Over{Catalog: cat}, Maker: maker, Now: st.Now}
	cat.Follower().WakeEvery(2 * time.Second)
	stored.KeepReporting(cat.Follower(), stored.Over{Catalog: cat}, pages, logger, func(part string, all bool, took time.Duration) {
		if all {
			m.CaughtUp(part)
		} else {
			m.Followed(part, took)
		}
	}, buildReporter(stderr, logger, cfg.logFormat))
	// The address line is what tests and scripts wait for.
	fmt.Fprintf(stdout, "garihaat listening on http://%s\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	logger.Info("shutting down: draining in-flight requests")
	sctx, cancel := context.WithTimeout(context.Background(), cfg.drain)
	defer cancel()
	if err := srv.Shutdown(sctx); errors.Is(err, context.DeadlineExceeded) {
		// A stop was asked for and is done: clients slower than the drain
		// lose their connection, and the exit is still a clean 0, so a
		// supervisor does not take a planned stop for a crash.
		logger.Warn("drain time is over: closing the connections still open", "drain", cfg.drain)
		srv.Close()
	} else if err != nil {
		return err
	}
	if err := flushEvents(sctx); err != nil {
		logger.Warn("user events not sent to other instances before the stop", "err", err)
	}
	return nil
}
