package media

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"strconv"
	"strings"
	"time"

	"garihaat"
)

// Store holds the files served under /media/ (uploaded photos' sizes, the
// demo's pictures, share images). Two implementations: the database's
// media table (store.DBMedia, the default) and S3-compatible object
// storage (S3Store, issue 47). Paths are content-addressed — a path never
// changes meaning — so Put is idempotent and objects are never rewritten.
type Store interface {
	// Put stores body at path; storing the same path again changes nothing.
	Put(ctx context.Context, path, contentType string, body []byte) error
	// Stat describes the file at path; ENOTFOUND when there is none.
	Stat(ctx context.Context, path string) (Info, error)
	// Open describes the file at path and returns its body to stream, which
	// the caller closes; ENOTFOUND when there is none.
	Open(ctx context.Context, path string) (Info, io.ReadCloser, error)
	// Delete removes the files at paths; a missing one is no error.
	Delete(ctx context.Context, paths ...string) error
}

// Info is what an answer needs before a file's body: its type, size and
// entity tag.
type Info struct {
	ContentType string
	Size        int64
	// ETag is quoted, as it goes on the wire; the same for a file in either
	// store, so that moving the files keeps browsers' caches valid.
	ETag string
}

// ETag is the entity tag of body: the first 8 bytes of its SHA-256.
func ETag(body []byte) string {
	sum := sha256.Sum256(body)
	return `"` + hex.EncodeToString(sum[:8]) + `"`
}

// Caching is how long a stored file may be kept by browsers and CDNs: a
// year for what never goes, and for uploaded photos (u/), which are swept a
// grace period after no vehicle shows them (issue 46), no longer than that
// grace, so that a deleted photo is gone everywhere once swept.
func Caching(path string) string {
	if strings.HasPrefix(path, "u/") {
		return "public, max-age=" + strconv.Itoa(int(garihaat.PhotoGrace/time.Second))
	}
	return "public, max-age=31536000, immutable"
}

// PrivatePrefix begins the paths of conversations' photos (issue 48):
// /media/ never serves them, nor redirects to them; only a conversation's
// photo route does, to the people who may see it.
const PrivatePrefix = "c/"

// notFound is the error of a path that holds nothing.
func notFound() error { return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgNotFound) }
