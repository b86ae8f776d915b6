package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/klauspost/compress/gzip"
)

// cacheEntries bounds the answer cache's count. Entries keep only the gzip
// form (a list page is about 1.3 KB, a vehicle detail 1.7 KB).
const cacheEntries = 8192

// answerCache keeps encoded answers tagged with a stamp: the catalogue
// version for catalogue-wide answers, the version plus the vehicle's bid
// count for a vehicle's detail. A hit costs one small query for the stamp
// instead of the reads, the JSON encoding and the compression; any write
// that could change an answer changes its stamp, so no stale answer is ever
// served, whichever app instance made the write.
type answerCache struct {
	entries *sizedCache[*cachedAnswer]
}

type cachedAnswer struct {
	stamp   string
	etag    string
	gzipped []byte
}

// cacheBytes bounds the answer cache's bytes: about 6,000 vehicle details
// or 8,000 list pages (see sizedCache).
const cacheBytes = 10 << 20

func newAnswerCache() *answerCache {
	return &answerCache{entries: newSizedCache[*cachedAnswer](cacheEntries, cacheBytes)}
}

func (a *cachedAnswer) size() int { return len(a.gzipped) + len(a.etag) + len(a.stamp) + 96 }

// serveCatalog answers r with a catalogue-wide answer cached under key;
// build is given the catalogue version the answer is stamped with.
func (s *Server) serveCatalog(w http.ResponseWriter, r *http.Request, key string, build func(ctx context.Context, version int64) (any, error)) {
	s.serveCatalogAt(w, r, key, func(ctx context.Context, version int64) (any, int64, error) {
		v, err := build(ctx, version)
		return v, version, err
	})
}

// serveCatalogAt is serveCatalog for an answer build may make at an older
// version than the one it is given (VehiclesNow): it returns the version
// it answered at, and the answer is stamped with that one.
func (s *Server) serveCatalogAt(w http.ResponseWriter, r *http.Request, key string, build func(ctx context.Context, version int64) (any, int64, error)) {
	version, err := s.deps.Catalog.CatalogVersion(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.serveStamped(w, r, key, strconv.FormatInt(version, 36), "application/json; charset=utf-8",
		func(ctx context.Context) (func(io.Writer) error, string, error) {
			v, at, err := build(ctx, version)
			if err != nil {
				return nil, "", err
			}
			plain, err := jsonAnswer(v)
			return writePlain(plain), strconv.FormatInt(at, 36), err
		})
}

// serveCached answers r from the cache under key, building the answer with
// build when the cached one is missing or carries another stamp.
func (s *Server) serveCached(w http.ResponseWriter, r *http.Request, key, stamp string, build func(ctx context.Context) (any, error)) {
	s.serveCachedBytes(w, r, key, stamp, "application/json; charset=utf-8", func(ctx context.Context) ([]byte, error) {
		v, err := build(ctx)
		if err != nil {
			return nil, err
		}
		return jsonAnswer(v)
	})
}

// jsonAnswer is v as a JSON answer's body.
func jsonAnswer(v any) ([]byte, error) {
	plain, err := json.Marshal(v)
	return append(plain, '\n'), err
}

// serveCachedBytes is serveCached for an answer that build encodes itself,
// of content type ctype.
func (s *Server) serveCachedBytes(w http.ResponseWriter, r *http.Request, key, stamp, ctype string, build func(ctx context.Context) ([]byte, error)) {
	s.serveCachedWriter(w, r, key, stamp, ctype, func(ctx context.Context) (func(io.Writer) error, error) {
		plain, err := build(ctx)
		return writePlain(plain), err
	})
}

// serveCachedWriter is serveCachedBytes for an answer too large to hold
// uncompressed (a sitemap): build reads what the answer needs and returns
// how to write it, which is compressed on the way.
func (s *Server) serveCachedWriter(w http.ResponseWriter, r *http.Request, key, stamp, ctype string, build func(ctx context.Context) (func(io.Writer) error, error)) {
	s.serveStamped(w, r, key, stamp, ctype, func(ctx context.Context) (func(io.Writer) error, string, error) {
		write, err := build(ctx)
		return write, stamp, err
	})
}

// serveStamped is serveCachedWriter whose build says the stamp of what it
// made: an answer made from an older version than stamp is kept (and
// tagged) with its own, so the next request of stamp makes it again.
func (s *Server) serveStamped(w http.ResponseWriter, r *http.Request, key, stamp, ctype string, build func(ctx context.Context) (func(io.Writer) error, string, error)) {
	a, ok := s.cache.entries.Get(key)
	s.deps.Metrics.CacheLookup("answer", ok && a.stamp == stamp)
	if !ok || a.stamp != stamp {
		v, err := s.builds.do(r.Context(), "answer "+stamp+" "+key, func(ctx context.Context) (any, error) {
			write, made, err := build(ctx)
			if err != nil {
				return nil, err
			}
			a, err := writtenAnswer(made, write)
			if err != nil {
				return nil, err
			}
			s.cache.entries.Add(key, a)
			return a, nil
		})
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		a = v.(*cachedAnswer)
	}
	s.writeAnswer(w, r, a, ctype)
}

// Header values of every answer, shared rather than made per request
// (issue 12). Each slice's capacity is its length, so a middleware's Add
// copies it instead of writing into the shared array.
var (
	noCache      = []string{"no-cache"}
	varyEncoding = []string{"Accept-Encoding"}
	gzipEncoding = []string{"gzip"}
)

// writeAnswer sends a cached answer: 304 when the client has it, gzip when
// it takes gzip.
func (s *Server) writeAnswer(w http.ResponseWriter, r *http.Request, a *cachedAnswer, ctype string) {
	h := w.Header()
	// Browsers may keep the answer but must ask whether it is still current;
	// the ETag makes that question cost a 304 and no body.
	h["Cache-Control"] = noCache
	h["Etag"] = []string{a.etag}
	if v := h["Vary"]; len(v) == 0 {
		h["Vary"] = varyEncoding
	} else { // an answer in the caller's language says so too
		h["Vary"] = append(v[:len(v):len(v)], "Accept-Encoding")
	}
	if inm := r.Header.Get("If-None-Match"); inm != "" && strings.Contains(inm, a.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Type", ctype)
	if !acceptsGzip(r) {
		// Every browser accepts gzip; the rare client that does not gets
		// the answer unpacked on the way out.
		zr, err := gzip.NewReader(bytes.NewReader(a.gzipped))
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		io.Copy(w, zr)
		return
	}
	// Setting Content-Encoding makes the compression middleware pass the
	// body through untouched.
	h["Content-Encoding"] = gzipEncoding
	h.Set("Content-Length", strconv.Itoa(len(a.gzipped)))
	w.Write(a.gzipped)
}

func gzipAnswer(stamp string, plain []byte) *cachedAnswer {
	a, _ := writtenAnswer(stamp, writePlain(plain)) // writing bytes to memory cannot fail
	return a
}

// writePlain writes plain.
func writePlain(plain []byte) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := w.Write(plain)
		return err
	}
}

// writtenAnswer is the cached form of what write writes: gzipped, tagged
// with the stamp and a checksum of the plain bytes.
func writtenAnswer(stamp string, write func(io.Writer) error) (*cachedAnswer, error) {
	gz, err := gzipWritten(write)
	if err != nil {
		return nil, err
	}
	return gzippedAnswer(stamp, gz), nil
}

// gzippedAnswer is the cached form of the gzip member gz.
func gzippedAnswer(stamp string, gz []byte) *cachedAnswer {
	return &cachedAnswer{stamp: stamp, etag: `"` + stamp + "-" + strconv.FormatUint(gzipSum(gz), 36) + `"`, gzipped: gz}
}

func acceptsGzip(r *http.Request) bool {
	return acceptsEncoding(r.Header.Get("Accept-Encoding"), "gzip")
}

// acceptsEncoding reports whether an Accept-Encoding header value allows
// the content coding token (one not refused with q=0).
func acceptsEncoding(header, token string) bool {
	for _, part := range strings.Split(header, ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), token) && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}
