package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"time"

	"garihaat/catalog"
	"garihaat/metrics"
	"garihaat/store"
)

// serveMetrics serves /metrics on its own address, away from the public
// site, and returns how to stop it.
func serveMetrics(addr string, m *metrics.Metrics, logger *slog.Logger, stdout io.Writer) (func(), error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("--metrics-addr: %w", err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler())
	// Profiles on the same private address: finding where the time goes
	// under real load needs them, and they must never be public.
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			logger.Error("metrics", "err", err)
		}
	}()
	logger.Info("metrics on http://" + ln.Addr().String() + "/metrics")
	fmt.Fprintf(stdout, "garihaat metrics on http://%s/metrics\n", ln.Addr())
	return func() { srv.Close() }, nil
}

// readiness is /readyz: the database answers and is migrated, and the read
// model has read its list index and snapshot (catalog.Ready).
func readiness(st *store.Store, cat *catalog.Catalog) func(context.Context) error {
	return func(ctx context.Context) error {
		if err := st.Ready(ctx); err != nil {
			return err
		}
		return cat.Ready()
	}
}
