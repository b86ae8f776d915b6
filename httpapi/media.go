package httpapi

import (
	"net/http"
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
	writeMedia(w, r, ctype, body)
}
