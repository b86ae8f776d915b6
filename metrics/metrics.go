// Package metrics counts what an operator watches, in Prometheus's format
// with the official client: requests by route and status with their
// latency, the database pool, cache hits, event streams held, SMS sent and
// failed, and rate-limit refusals. A nil *Metrics counts nothing, so tests
// and tools need not make one.
package metrics

import (
	"context"
	"database/sql"
	"net/http"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics holds the site's collectors and the registry they are served from.
type Metrics struct {
	Registry    *prometheus.Registry
	requests    *prometheus.HistogramVec
	cache       *prometheus.CounterVec
	streams     prometheus.Gauge
	sms         *prometheus.CounterVec
	rateLimited *prometheus.CounterVec
	followed    *prometheus.HistogramVec
	swept       *prometheus.GaugeVec
}

// New makes the collectors, with the Go runtime's and the process's own,
// and the database pool's when db is not nil.
func New(db *sql.DB) *Metrics {
	reg := prometheus.NewRegistry()
	m := &Metrics{
		Registry: reg,
		requests: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "garihaat_http_request_duration_seconds",
			Help: "Time to answer a request, by route pattern, method and status.",
			// From a cached answer (sub-millisecond) to a slow page on a
			// loaded database.
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5},
		}, []string{"route", "method", "status"}),
		cache: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "garihaat_cache_lookups_total",
			Help: "Answer and page cache lookups, by cache and result (hit or miss).",
		}, []string{"cache", "result"}),
		streams: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "garihaat_event_streams",
			Help: "Live bid event streams held open now.",
		}),
		sms: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "garihaat_sms_total",
			Help: "Text messages handed to the SMS gateway, by result (sent or failed).",
		}, []string{"result"}),
		rateLimited: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "garihaat_rate_limited_total",
			Help: "Requests refused by a rate limit (429), by route pattern.",
		}, []string{"route"}),
		followed: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "garihaat_catalogue_follow_seconds",
			Help:    "After a catalogue write, how long until a part kept in step with it (list_index, details, pages) was current again.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 10},
		}, []string{"part"}),
		swept: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "garihaat_stored_swept_timestamp_seconds",
			Help: "When the last look at every vehicle's stored part (details, pages) ended: 0 until the first after start.",
		}, []string{"part"}),
	}
	limit := prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "garihaat_memory_limit_bytes",
		Help: "The Go heap's soft limit now (it follows the live heap unless set).",
	}, func() float64 { return float64(debug.SetMemoryLimit(-1)) })
	reg.MustRegister(m.requests, m.cache, m.streams, m.sms, m.rateLimited, limit, m.followed, m.swept,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	if db != nil {
		reg.MustRegister(collectors.NewDBStatsCollector(db, "garihaat"))
	}
	return m
}

// Held reports, as garihaat_held_bytes{structure=name}, the bytes one of
// the server's in-memory structures holds (the list index, the snapshot,
// each cache), read by f at every scrape: what a vehicle costs in memory
// (issue 34), and which structure grew.
func (m *Metrics) Held(name string, f func() int64) {
	if m == nil {
		return
	}
	m.Registry.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name:        "garihaat_held_bytes",
		Help:        "Bytes held by one in-memory structure of the server.",
		ConstLabels: prometheus.Labels{"structure": name},
	}, func() float64 { return float64(f()) }))
}

// Followed records that part (list_index, details, pages) was brought in step
// with the catalogue's writes in took.
func (m *Metrics) Followed(part string, took time.Duration) {
	if m == nil {
		return
	}
	m.followed.WithLabelValues(part).Observe(took.Seconds())
}

// CaughtUp records that every vehicle's stored part (details, pages) was
// just made current.
func (m *Metrics) CaughtUp(part string) {
	if m == nil {
		return
	}
	m.swept.WithLabelValues(part).SetToCurrentTime()
}

// Handler serves the metrics for a Prometheus scraper.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.Registry, promhttp.HandlerOpts{Registry: m.Registry})
}

// Request records one answered request. route is the pattern that served
// it ("GET /api/v1/get-vehicle/{slug}"), never the raw path: a path per
// vehicle would be a time series per vehicle.
func (m *Metrics) Request(route, method string, status int, took time.Duration) {
	if m == nil {
		return
	}
	if route == "" {
		route = "none"
	}
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Observe(took.Seconds())
}

// CacheLookup records a lookup in the named cache.
func (m *Metrics) CacheLookup(cache string, hit bool) {
	if m == nil {
		return
	}
	result := "miss"
	if hit {
		result = "hit"
	}
	m.cache.WithLabelValues(cache, result).Inc()
}

// StreamOpened counts an event stream in; call the returned func when it
// ends.
func (m *Metrics) StreamOpened() (closed func()) {
	if m == nil {
		return func() {}
	}
	m.streams.Inc()
	return m.streams.Dec
}

// RateLimited records a request refused by a rate limit.
func (m *Metrics) RateLimited(route string) {
	if m == nil {
		return
	}
	m.rateLimited.WithLabelValues(route).Inc()
}

// SMSSender is the gateway interface of garihaat.SMSSender.
type SMSSender interface {
	SendSMS(ctx context.Context, phone, text string) error
}

// CountSMS wraps an SMS gateway so every message it sends or fails to send
// is counted.
func (m *Metrics) CountSMS(s SMSSender) SMSSender {
	if m == nil || s == nil {
		return s
	}
	return smsCounter{s, m}
}

type smsCounter struct {
	SMSSender
	m *Metrics
}

func (c smsCounter) SendSMS(ctx context.Context, phone, text string) error {
	err := c.SMSSender.SendSMS(ctx, phone, text)
	result := "sent"
	if err != nil {
		result = "failed"
	}
	c.m.sms.WithLabelValues(result).Inc()
	return err
}
