package httpapi

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"

	"garihaat"
)

func (s *Server) getMedia(w http.ResponseWriter, r *http.Request) {
	path := r.PathValue("path")
	if s.deps.Media == nil || path == "" || strings.Contains(path, "..") || len(path) > 300 {
		http.NotFound(w, r)
		return
	}
	ctype, body, err := s.deps.Media.Media(r.Context(), path)
	if garihaat.ErrorCode(err) == garihaat.ENOTFOUND {
		http.NotFound(w, r)
		return
	} else if err != nil {
		s.deps.Logger.ErrorContext(r.Context(), "media", "path", path, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	sum := sha256.Sum256(body)
	etag := `"` + hex.EncodeToString(sum[:8]) + `"`
	h := w.Header()
	// Media paths are never reused for other content (a new image gets a new
	// path), so browsers may keep them for a year without asking again.
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("ETag", etag)
	h.Set("Content-Type", ctype)
	h.Set("X-Content-Type-Options", "nosniff")
	if ctype == "image/svg+xml" {
		// An SVG opened directly must not run scripts.
		h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	}
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body)
}
