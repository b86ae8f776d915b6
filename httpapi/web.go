package httpapi

import (
	"bytes"
	"context"
	"errors"
	"html"
	"io/fs"
	"mime"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"strings"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"

	"garihaat"
)

// webApp serves the built web app: hashed assets with year-long caching,
// other files as they are, and index.html for every client-side route.
type webApp struct {
	files fs.FS
	// index.html, split where a page's own head tags go (pageMarker).
	head, tail []byte
	// images remembers each page's largest image per catalogue version.
	images *lru.Cache[string, pageImage]
}

// pageMarker is the comment in index.html's head that the page's own tags
// replace.
const pageMarker = "<!--garihaat:page-->"

type pageImage struct {
	version int64
	src     string
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
	head, tail, ok := bytes.Cut(index, []byte(pageMarker))
	if !ok {
		return nil, errors.New("web app's index.html lacks " + pageMarker)
	}
	images, _ := lru.New[string, pageImage](1024) // only fails for a size ≤ 0
	return &webApp{files: files, head: bytes.Clone(head), tail: bytes.Clone(tail), images: images}, nil
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
	w.Write(s.web.head)
	if src := s.pageImage(r); src != "" {
		// Read by early-start.js, which shows it in the static first paint:
		// the phone fetches the page's largest image with the document
		// instead of a round trip later, when the page's data has arrived.
		w.Write([]byte(`<meta name="garihaat:image" content="` + html.EscapeString(src) + `">`))
	}
	w.Write(s.web.tail)
}

// listPageQuery is the request the bare vehicle list makes for its first
// page (toApiParams(parseFilters(empty)) in the web app).
var listPageQuery = url.Values{"priceType": {"cash"}, "sort": {"newest"}, "page": {"1"}, "per_page": {"18"}}

// pageImage names the largest image of the page r asks for, where the
// static first paint has a place for it: the bare list's first card, a
// vehicle's main photo. It is "" for other pages and when the catalogue
// cannot tell (the app then finds the image in the page's data).
func (s *Server) pageImage(r *http.Request) string {
	if s.deps.Catalog == nil {
		return ""
	}
	p := strings.TrimSuffix(r.URL.Path, "/")
	var key string
	var find func(ctx context.Context) ([]string, error)
	switch slug, isVehicle := strings.CutPrefix(p, "/vehicle-details/"); {
	case p == "/all-vehicles" && r.URL.RawQuery == "":
		key = "list"
		find = func(ctx context.Context) ([]string, error) {
			f, err := parseVehicleFilter(listPageQuery)
			if err != nil {
				return nil, err
			}
			page, err := s.deps.Catalog.Vehicles(ctx, f)
			if err != nil || len(page.Products) == 0 {
				return nil, err
			}
			return page.Products[0].Images, nil
		}
	case isVehicle && garihaat.ValidSlug(slug):
		key = "vehicle " + slug
		find = func(ctx context.Context) ([]string, error) {
			v, _, err := s.deps.Catalog.Vehicle(ctx, slug, 0)
			return v.Images, err
		}
	default:
		return ""
	}
	ctx := r.Context()
	version, err := s.deps.Catalog.CatalogVersion(ctx)
	if err != nil {
		return ""
	}
	if c, ok := s.web.images.Get(key); ok && c.version == version {
		return c.src
	}
	images, err := find(ctx)
	if err != nil {
		return ""
	}
	src := ""
	if len(images) > 0 && strings.HasPrefix(images[0], "/") {
		src = images[0]
	}
	s.web.images.Add(key, pageImage{version: version, src: src})
	return src
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
