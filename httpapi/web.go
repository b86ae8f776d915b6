package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"html"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/klauspost/compress/gzip"

	"garihaat/gzpart"
	"garihaat/seo"
)

// webApp serves the built web app: hashed assets with year-long caching,
// other files as they are, and index.html for every client-side route with
// the page's own head and first paint put in.
type webApp struct {
	files fs.FS
	// index.html cut where the page's head tags (pageMarker) and its first
	// paint (bodyMarker) go, compressed, in each language (<html lang>).
	shell      map[seo.Lang]shell
	pages      *sizedCache[*htmlPage]
	shareImage string // the home hero's share image: pages without a picture of their own
	heroAsset  string // the file it is made from (heroAsset)
	csp        string // the Content-Security-Policy of every HTML answer
}

// shell is index.html around a page's own parts: before its head tags,
// between them and its first paint, after it.
type shell struct{ start, mid, tail gzpart.Part }

// document joins the shell and page's parts into one gzip member.
func (a *webApp) document(page *htmlPage) []byte {
	sh := a.shell[page.lang]
	parts := [...]gzpart.Part{sh.start, page.head, sh.mid, page.body, sh.tail}
	n := 0
	for _, p := range parts {
		n += len(p.Deflated)
	}
	m := gzpart.New(n)
	for _, p := range parts {
		m.Part(p)
	}
	return m.Bytes()
}

// The comments in index.html that the page's own tags replace.
const (
	pageMarker = "<!--garihaat:page-->"
	bodyMarker = "<!--garihaat:body-->"
)

// heroImage is the home page's hero in the app's sources, found in the
// build's manifest.
const heroImage = "src/features/home/assets/hero-1.svg"

// pageEntries and pageBytes bound the page cache: a page's own parts are
// about 2.2 KB compressed, so it holds about 3,800. Half of what it was
// (issue 31): a vehicle page it misses is now one read of the stored page
// (73 against 46 µs of server CPU in the bench), not a render, so the 8 MB
// more were worth less than the peak RSS they cost.
const (
	pageEntries = 4096
	pageBytes   = 8 << 20
)

var emailMeta = regexp.MustCompile(`(<meta name="garihaat:email" content=")[^"]*(")`)

func newWebApp(files fs.FS, email string) (*webApp, error) {
	index, err := fs.ReadFile(files, "index.html")
	if err != nil {
		return nil, errors.New("web app has no index.html: build it with `make web`")
	}
	if email != "" {
		index = emailMeta.ReplaceAll(index, []byte("${1}"+html.EscapeString(email)+"${2}"))
	}
	head, rest, ok := bytes.Cut(index, []byte(pageMarker))
	if !ok {
		return nil, errors.New("web app's index.html lacks " + pageMarker)
	}
	mid, tail, ok := bytes.Cut(rest, []byte(bodyMarker))
	if !ok {
		return nil, errors.New("web app's index.html lacks " + bodyMarker)
	}
	pages := newSizedCache[*htmlPage](pageEntries, pageBytes)
	mp, tp := gzpart.Compress(mid, false), gzpart.Compress(tail, false)
	a := &webApp{files: files, pages: pages, csp: contentSecurityPolicy(index), shell: map[seo.Lang]shell{
		seo.Bangla:  {gzpart.Compress(head, false), mp, tp},
		seo.English: {gzpart.Compress(bytes.Replace(head, []byte(`<html lang="bn"`), []byte(`<html lang="en"`), 1), false), mp, tp},
	}}
	a.shareImage, a.heroAsset = heroShareImage(files), heroAsset(files)
	return a, nil
}

// siteShareImage is the share image of pages without one of their own
// under a name no build changes: /share/site.jpg, made from the build's
// home hero (heroAsset). A stored vehicle page holds it (its format hashes
// it), so a hero with a new asset name no longer makes every stored page
// stale — a deploy keeps them (issue 47). "" when the build has no hero.
const siteShareImage = "/share/site.jpg"

func heroShareImage(files fs.FS) string {
	if heroAsset(files) == "" {
		return ""
	}
	return siteShareImage
}

// heroAsset is the home hero's file in the build, from its manifest ("/"
// then the asset's path; "" when none).
func heroAsset(files fs.FS) string {
	var manifest map[string]struct {
		File string `json:"file"`
	}
	if data, err := fs.ReadFile(files, ".vite/manifest.json"); err == nil && json.Unmarshal(data, &manifest) == nil {
		if f := manifest[heroImage].File; f != "" {
			return "/" + f
		}
	}
	return ""
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
			switch {
			case strings.HasPrefix(name, "assets/"):
				// Vite puts a content hash in every asset name.
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			case name == "sw.js" || name == "manifest.webmanifest":
				// The service worker and the app manifest name this
				// release's files: a browser asks again on every visit, so
				// a release takes over on the next one.
				w.Header().Set("Cache-Control", "no-cache")
				if name == "manifest.webmanifest" {
					w.Header().Set("Content-Type", "application/manifest+json")
				}
			default:
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
	p := "/" + name
	if p == "/vehicle-details" || p == "/vehicles" {
		// Spec §2: both lists' bare addresses are the list's.
		target := "/all-vehicles"
		if r.URL.RawQuery != "" {
			target += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, target, http.StatusMovedPermanently)
		return
	}
	lang := seo.LangOf(r.URL.Query().Get("lang"))
	page, err := s.page(r, routeOf(p), lang)
	if err != nil && r.Context().Err() != nil {
		return // the client left; nothing to answer or to report
	}
	if err != nil {
		// The app still runs and shows its own error and retry; the
		// status tells crawlers and monitors to come back.
		status := http.StatusInternalServerError
		if s.deps.Unavailable != nil && s.deps.Unavailable(err) {
			status = http.StatusServiceUnavailable
			w.Header().Set("Retry-After", "5")
		} else {
			s.deps.Logger.ErrorContext(r.Context(), "page", "path", p, "err", err)
		}
		site := s.site(r)
		page = renderPage(site, site.Private(lang), 0, "")
		page.status = status
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Language", string(lang))
	h.Set("Content-Security-Policy", s.web.csp)
	h.Set("Vary", "Accept-Encoding")
	doc := s.web.document(page)
	gz := acceptsGzip(r)
	if gz {
		// The compression middleware passes an encoded body through.
		h.Set("Content-Encoding", "gzip")
		h.Set("Content-Length", strconv.Itoa(len(doc)))
	}
	w.WriteHeader(page.status)
	if r.Method == http.MethodHead {
		return
	}
	if gz {
		w.Write(doc)
		return
	}
	// The rare client without gzip gets the page unpacked on the way out.
	if zr, err := gzip.NewReader(bytes.NewReader(doc)); err == nil {
		io.Copy(w, zr)
	}
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
