package httpapi_test

import (
	"crypto/sha256"
	"crypto/tls"
	"encoding/base64"
	"net/http/httptest"
	"strings"
	"testing"

	"garihaat/store/storetest"
)

func TestSecurityHeaders(t *testing.T) {
	s := storetest.MustOpenSQLite(t)
	h := newCatalogServer(t, s)
	sum := sha256.Sum256([]byte("window.early=1"))
	hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	for _, target := range []string{"/", "/vehicle-details/tata-407-2", "/no-such-page", "/admin/vehicles"} {
		rec, _ := do(t, h, "GET", target, "")
		csp := rec.Header().Get("Content-Security-Policy")
		for _, want := range []string{"script-src 'self' " + hash + ";", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "style-src 'self'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", target, csp, want)
			}
		}
		if script := strings.SplitN(strings.SplitN(csp, "script-src", 2)[1], ";", 2)[0]; strings.Contains(script, "unsafe") {
			t.Errorf("%s: script-src %q", target, script)
		}
		if !strings.Contains(rec.Header().Get("Permissions-Policy"), "geolocation=()") {
			t.Errorf("%s: Permissions-Policy %q", target, rec.Header().Get("Permissions-Policy"))
		}
		if rec.Header().Get("Strict-Transport-Security") != "" {
			t.Errorf("%s: HSTS over plain HTTP", target)
		}
	}
	// HSTS over TLS; a proxy's word only when it is trusted (none here).
	req := httptest.NewRequest("GET", "/", nil)
	req.TLS = &tls.ConnectionState{}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if !strings.Contains(rec.Header().Get("Strict-Transport-Security"), "max-age=31536000") {
		t.Errorf("HSTS over TLS: %q", rec.Header().Get("Strict-Transport-Security"))
	}
	rec, _ = do(t, h, "GET", "/", "", "X-Forwarded-Proto", "https")
	if rec.Header().Get("Strict-Transport-Security") != "" {
		t.Error("an untrusted X-Forwarded-Proto set HSTS")
	}
	// API answers carry no page policy but the same Permissions-Policy.
	rec, _ = do(t, h, "GET", "/api/v1/get-faqs", "")
	if rec.Header().Get("Content-Security-Policy") != "" || rec.Header().Get("Permissions-Policy") == "" {
		t.Errorf("API headers: %v", rec.Header())
	}
}
