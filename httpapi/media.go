package httpapi

import (
	"io"
	"net/http"
	"strings"

	"garihaat"
	"garihaat/media"
)

// getMedia serves a stored file. A file on object storage streams from it
// (never held whole); a conditional request asks for its headers only.
// With Deps.MediaURL the answer is a redirect there instead, as long-lived
// as the file itself.
func (s *Server) getMedia(w http.ResponseWriter, r *http.Request) {
	path := r.PathValue("path")
	if s.deps.Media == nil || path == "" || strings.Contains(path, "..") || len(path) > 300 || strings.HasPrefix(path, media.PrivatePrefix) {
		http.NotFound(w, r)
		return
	}
	if s.deps.MediaURL != "" {
		w.Header().Set("Cache-Control", media.Caching(path))
		http.Redirect(w, r, strings.TrimSuffix(s.deps.MediaURL, "/")+"/"+path, http.StatusFound)
		return
	}
	ctx := r.Context()
	var in media.Info
	var body io.ReadCloser
	var err error
	if r.Header.Get("If-None-Match") != "" {
		if in, err = s.deps.Media.StatMedia(ctx, path); err == nil && !mediaHeaders(w, r, in, media.Caching(path)) {
			return // 304
		}
	}
	if err == nil {
		in, body, err = s.deps.Media.OpenMedia(ctx, path)
	}
	if garihaat.ErrorCode(err) == garihaat.ENOTFOUND {
		http.NotFound(w, r)
		return
	} else if err != nil {
		// The store (object storage) did not answer: unavailable, not broken.
		s.deps.Logger.ErrorContext(ctx, "media", "path", path, "err", err)
		w.Header().Set("Retry-After", "5")
		http.Error(w, "media storage unavailable", http.StatusServiceUnavailable)
		return
	}
	defer body.Close()
	if mediaHeaders(w, r, in, media.Caching(path)) {
		if _, err := io.Copy(w, body); err != nil && ctx.Err() == nil {
			s.deps.Logger.WarnContext(ctx, "media: copy", "path", path, "err", err)
		}
	}
}
