package httpapi

import (
	"bytes"
	"errors"
	"html"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"regexp"
	"strings"
	"time"
)

// webApp serves the built web app: hashed assets with year-long caching,
// other files as they are, and index.html for every client-side route.
type webApp struct {
	files fs.FS
	index []byte
}

var emailMeta = regexp.MustCompile(`(<meta name="garihaat:email" content=")[^"]*(")`)

func newWebApp(files fs.FS, email string) (*webApp, error) {
	index, err := fs.ReadFile(files, "index.html")
	if err != nil {
		return nil, errors.New("web app has no index.html: build it with `make web`")
	}
	if email != "" {
		index = emailMeta.ReplaceAll(index, []byte("${1}"+html.EscapeString(email)+"${2}"))
	}
	return &webApp{files: files, index: bytes.Clone(index)}, nil
}

func (s *Server) serveWeb(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if s.web == nil {
		http.NotFound(w, r)
		return
	}
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	// Build metadata (.vite/) and the precompressed twins are not pages.
	if strings.HasPrefix(name, ".") || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
		http.NotFound(w, r)
		return
	}
	if name != "" && name != "index.html" {
		if st, err := fs.Stat(s.web.files, name); err == nil && !st.IsDir() {
			if strings.HasPrefix(name, "assets/") {
				// Vite puts a content hash in every asset name.
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			} else {
				w.Header().Set("Cache-Control", "public, max-age=3600")
			}
			s.web.serveFile(w, r, name)
			return
		}
		if strings.HasPrefix(name, "assets/") {
			// A missing hashed asset is a real 404, not the app shell.
			http.NotFound(w, r)
			return
		}
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	w.Write(s.web.index)
}

// serveFile serves name, or the brotli or gzip file the build made beside
// it when the client accepts that encoding: compressed once at build time at
// the strongest level, instead of on every request.
func (a *webApp) serveFile(w http.ResponseWriter, r *http.Request, name string) {
	h := w.Header()
	h.Add("Vary", "Accept-Encoding")
	accept := r.Header.Get("Accept-Encoding")
	for _, enc := range [...]struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !acceptsEncoding(accept, enc.token) {
			continue
		}
		body, err := fs.ReadFile(a.files, name+enc.ext)
		if err != nil {
			continue
		}
		if ctype := mime.TypeByExtension(path.Ext(name)); ctype != "" {
			h.Set("Content-Type", ctype)
		}
		h.Set("Content-Encoding", enc.token)
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(body))
		return
	}
	http.ServeFileFS(w, r, a.files, name)
}
