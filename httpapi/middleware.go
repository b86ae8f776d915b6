package httpapi

import (
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/klauspost/compress/gzhttp"

	"garihaat"
)

// middleware wraps the routes with what every request needs, outermost
// first: the request id, panic recovery, the www redirect, security
// headers, logging and compression.
func (s *Server) middleware(h http.Handler) http.Handler {
	h = s.observe(h)
	h = skipCompression(gzhttp.GzipHandler(h), h)
	h = s.logRequests(h)
	h = s.securityHeaders(h)
	h = redirectWWW(h)
	h = s.recoverPanics(h)
	return s.withRequestID(h)
}

// skipCompression serves event streams without the compressor, which
// would hold events back until it had enough bytes to compress.
func skipCompression(compressed, plain http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/events") {
			plain.ServeHTTP(w, r)
			return
		}
		compressed.ServeHTTP(w, r)
	})
}

// redirectWWW sends www.example.com/path?q to example.com/path?q (spec §7).
func redirectWWW(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if host, ok := strings.CutPrefix(r.Host, "www."); ok && host != "" {
			scheme := "http"
			if r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https" {
				scheme = "https"
			}
			http.Redirect(w, r, scheme+"://"+host+r.URL.RequestURI(), http.StatusMovedPermanently)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func (s *Server) securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Permissions-Policy", permissionsPolicy)
		if s.isHTTPS(r) {
			h.Set("Strict-Transport-Security", strictTransport)
		}
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		if strings.HasPrefix(r.URL.Path, "/api/") {
			h.Set("Cache-Control", "no-store")
		}
		next.ServeHTTP(w, r)
	})
}

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (r *statusRecorder) WriteHeader(code int) {
	r.status = code
	r.ResponseWriter.WriteHeader(code)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

func (s *Server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Request logs are for debugging; on a busy server the record and
		// its arguments would cost more than a cached answer.
		if !s.deps.Logger.Enabled(r.Context(), slog.LevelDebug) {
			next.ServeHTTP(w, r)
			return
		}
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		s.deps.Logger.DebugContext(r.Context(), "request", "method", r.Method, "path", r.URL.Path, "status", rec.status, "dur", time.Since(start))
	})
}

// observe records each request's route, status and time in the metrics.
// It sits next to the mux, which names the route pattern on the request.
func (s *Server) observe(next http.Handler) http.Handler {
	if s.deps.Metrics == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		s.deps.Metrics.Request(r.Pattern, r.Method, rec.status, time.Since(start))
		if rec.status == http.StatusTooManyRequests {
			s.deps.Metrics.RateLimited(r.Pattern)
		}
	})
}

func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.deps.Logger.ErrorContext(r.Context(), "panic", "method", r.Method, "path", r.URL.Path, "panic", v)
				writeJSON(w, http.StatusInternalServerError, errorBody{Code: "internal", Message: translate(requestLang(r), garihaat.MsgInternalError)})
			}
		}()
		next.ServeHTTP(w, r)
	})
}
