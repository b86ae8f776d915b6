package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
)

type requestIDKey struct{}

// RequestIDHeader carries a request's id: taken from a trusted proxy that
// set it (so one id follows the request through nginx and the app), made
// here otherwise, and sent back so a buyer's report can be found in the logs.
const RequestIDHeader = "X-Request-ID"

// validRequestID accepts the ids proxies make (hex, UUIDs): short, and
// nothing that could forge a log line.
func validRequestID(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// withRequestID gives every request an id in its context and its answer.
func (s *Server) withRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get(RequestIDHeader)
		if !validRequestID(id) || !isTrusted(parseAddr(r.RemoteAddr), s.deps.TrustedProxies) {
			var b [8]byte
			rand.Read(b[:])
			id = hex.EncodeToString(b[:])
		}
		w.Header().Set(RequestIDHeader, id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), requestIDKey{}, id)))
	})
}

// RequestIDHandler adds the request id of a record's context to it, so
// every line logged while serving a request says which request it was.
type RequestIDHandler struct{ slog.Handler }

// Handle implements slog.Handler.
func (h RequestIDHandler) Handle(ctx context.Context, r slog.Record) error {
	if id, ok := ctx.Value(requestIDKey{}).(string); ok {
		r.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, r)
}

// WithAttrs implements slog.Handler.
func (h RequestIDHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return RequestIDHandler{h.Handler.WithAttrs(attrs)}
}

// WithGroup implements slog.Handler.
func (h RequestIDHandler) WithGroup(name string) slog.Handler {
	return RequestIDHandler{h.Handler.WithGroup(name)}
}
