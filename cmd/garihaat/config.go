package main

import (
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"garihaat"
	"garihaat/httpapi"
)

type config struct {
	db, addr, email, logLevel string
	publicURL, metricsAddr    string
	memoryLimit               string
	backupTo                  string
	role, bidLimits           string
	alertHours                string
	alertEvery, insightsEvery time.Duration
	logFormat                 string
	demo                      bool
	vehicles                  int
	seed, openFiles           uint64
	drain                     time.Duration
	auth                      authConfig
	media                     mediaConfig
}

// applyEnv sets every flag not given on the command line from
// GARIHAAT_<NAME> (dashes become underscores).
func applyEnv(fl *flag.FlagSet, getenv func(string) string) error {
	given := map[string]bool{}
	fl.Visit(func(f *flag.Flag) { given[f.Name] = true })
	var err error
	fl.VisitAll(func(f *flag.Flag) {
		if given[f.Name] || err != nil {
			return
		}
		key := "GARIHAAT_" + strings.ToUpper(strings.ReplaceAll(f.Name, "-", "_"))
		if v := getenv(key); v != "" {
			if e := f.Value.Set(v); e != nil {
				err = fmt.Errorf("%s: %w", key, e)
			}
		}
	})
	return err
}

func newLogger(w io.Writer, level, format string) (*slog.Logger, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("log level: %w", err)
	}
	opts := &slog.HandlerOptions{Level: l}
	var h slog.Handler
	switch format {
	case "text":
		h = slog.NewTextHandler(w, opts)
	case "json":
		h = slog.NewJSONHandler(w, opts)
	default:
		return nil, fmt.Errorf("--log-format must be text or json, not %q", format)
	}
	// Lines logged while serving a request carry its id.
	return slog.New(httpapi.RequestIDHandler{Handler: h}), nil
}

// parseBidLimits reads --bid-limits: three numbers, or empty for the defaults.
func parseBidLimits(s string) (garihaat.BidLimits, error) {
	l := garihaat.DefaultBidLimits()
	if s == "" {
		return l, nil
	}
	parts := strings.Split(s, ",")
	var n [3]int
	if len(parts) != 3 {
		return l, fmt.Errorf("--bid-limits: want three numbers, e.g. 30,20,6")
	}
	for i, p := range parts {
		v, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || v < 0 {
			return l, fmt.Errorf("--bid-limits: %q is not a count", p)
		}
		n[i] = v
	}
	return garihaat.BidLimits{IPPer10Min: n[0], PhoneHourly: n[1], VehiclePhoneHrs: n[2]}, nil
}

// parseAlertHours reads --alert-hours: FROM-TO, whole hours, 0 ≤ FROM < TO ≤ 24.
func parseAlertHours(v string) (garihaat.AlertHours, error) {
	var h garihaat.AlertHours
	if _, err := fmt.Sscanf(v, "%d-%d", &h.From, &h.To); err != nil || h.From < 0 || h.To > 24 || h.From >= h.To {
		return h, fmt.Errorf("--alert-hours %q: want FROM-TO in whole hours, like 9-21", v)
	}
	return h, nil
}
