package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"hash/crc64"
	"net/http"
	"strconv"
	"strings"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/klauspost/compress/gzip"
)

// cacheEntries bounds the answer cache. A list answer is a few kilobytes,
// so this stays within a few tens of megabytes even when every entry is a
// different filter combination.
const cacheEntries = 4096

// answerCache keeps encoded catalogue answers — JSON and its gzip form —
// tagged with the catalogue version they were built at. A hit costs one
// version read instead of the queries, the JSON encoding and the
// compression; a catalogue write changes the version, so no stale answer is
// ever served, whichever app instance made the write.
type answerCache struct {
	entries *lru.Cache[string, *cachedAnswer]
}

type cachedAnswer struct {
	version int64
	etag    string
	plain   []byte
	gzipped []byte
}

func newAnswerCache() *answerCache {
	c, _ := lru.New[string, *cachedAnswer](cacheEntries) // only fails for a size ≤ 0
	return &answerCache{entries: c}
}

var crcTable = crc64.MakeTable(crc64.ECMA)

// serveCached answers r from the cache under key, building the answer with
// build when the cached one is missing or older than the catalogue.
func (s *Server) serveCached(w http.ResponseWriter, r *http.Request, key string, build func(ctx context.Context) (any, error)) {
	ctx := r.Context()
	version, err := s.deps.Catalog.CatalogVersion(ctx)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a, ok := s.cache.entries.Get(key)
	if !ok || a.version != version {
		v, err := build(ctx)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if a, err = encodeAnswer(version, v); err != nil {
			s.writeError(w, r, err)
			return
		}
		s.cache.entries.Add(key, a)
	}
	h := w.Header()
	// Browsers may keep the answer but must ask whether it is still current;
	// the ETag makes that question cost a 304 and no body.
	h.Set("Cache-Control", "no-cache")
	h.Set("ETag", a.etag)
	h.Set("Vary", "Accept-Encoding")
	if inm := r.Header.Get("If-None-Match"); inm != "" && strings.Contains(inm, a.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Type", "application/json; charset=utf-8")
	body := a.plain
	if acceptsGzip(r) {
		// Setting Content-Encoding makes the compression middleware pass the
		// body through untouched.
		h.Set("Content-Encoding", "gzip")
		body = a.gzipped
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body)
}

func encodeAnswer(version int64, v any) (*cachedAnswer, error) {
	plain, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	plain = append(plain, '\n')
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression) // built once, served many times
	zw.Write(plain)
	zw.Close()
	etag := `"` + strconv.FormatInt(version, 36) + "-" + strconv.FormatUint(crc64.Checksum(plain, crcTable), 36) + `"`
	return &cachedAnswer{version: version, etag: etag, plain: plain, gzipped: gz.Bytes()}, nil
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}
