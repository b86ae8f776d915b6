package httpapi

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"regexp"
	"strings"
)

// inlineScript matches index.html's inline scripts: <script> with no
// attributes (early-start.js and the first paint's image script). Scripts
// with a src are covered by 'self'; JSON-LD blocks are data, never run.
var inlineScript = regexp.MustCompile(`(?s)<script>(.*?)</script>`)

// contentSecurityPolicy is the policy of every HTML answer: scripts only
// from the site itself and the inline scripts the build put into
// index.html, by their hashes (no 'unsafe-inline', no 'unsafe-eval');
// stylesheets only from the site. Style attributes are allowed: React, the
// photo slider and drag-to-reorder set element styles from script, and a
// style attribute cannot run code (docs/decisions.md).
func contentSecurityPolicy(index []byte) string {
	hashes := []string{"'self'"}
	for _, m := range inlineScript.FindAllSubmatch(index, -1) {
		sum := sha256.Sum256(m[1])
		hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src " + strings.Join(hashes, " "),
		"style-src 'self'",
		"style-src-attr 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"font-src 'self'",
		"connect-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
}

// permissionsPolicy switches off the browser features the site never uses,
// so an injected script could not use them either.
const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()"

// strictTransport is sent over HTTPS only: a browser that saw it keeps to
// HTTPS for a year.
const strictTransport = "max-age=31536000; includeSubDomains"

// isHTTPS reports whether r reached the site over HTTPS: on its own TLS, or
// through a trusted proxy that says so.
func (s *Server) isHTTPS(r *http.Request) bool {
	return r.TLS != nil || (r.Header.Get("X-Forwarded-Proto") == "https" && isTrusted(parseAddr(r.RemoteAddr), s.deps.TrustedProxies))
}
