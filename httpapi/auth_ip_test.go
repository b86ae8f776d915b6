package httpapi

import (
	"net/http/httptest"
	"testing"
)

func TestClientIP(t *testing.T) {
	trusted, err := ParseTrustedProxies("10.0.0.0/8, 127.0.0.1, fd00::/8")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		remote string
		xff    []string
		want   string
	}{
		{"direct client", "198.51.100.7:5000", nil, "198.51.100.7"},
		{"direct client forging the header", "198.51.100.7:5000", []string{"1.2.3.4"}, "198.51.100.7"},
		{"behind a trusted proxy", "10.0.0.1:5000", []string{"198.51.100.7"}, "198.51.100.7"},
		{"forged entry left of the real one", "10.0.0.1:5000", []string{"1.2.3.4, 198.51.100.7"}, "198.51.100.7"},
		{"two trusted hops", "127.0.0.1:5000", []string{"6.6.6.6, 198.51.100.7, 10.1.1.1"}, "198.51.100.7"},
		{"several header lines", "10.0.0.1:5000", []string{"6.6.6.6", "198.51.100.7, 10.2.2.2"}, "198.51.100.7"},
		{"trusted proxy without header", "10.0.0.1:5000", nil, "10.0.0.1"},
		{"garbage from the proxy", "10.0.0.1:5000", []string{"1.2.3.4, garbage"}, "10.0.0.1"},
		{"only trusted entries", "10.0.0.1:5000", []string{"10.3.3.3"}, "10.3.3.3"},
		{"IPv4-mapped", "[::ffff:198.51.100.7]:5000", nil, "198.51.100.7"},
		{"IPv6 keyed by /64", "[2001:db8:1:2:3:4:5:6]:5000", nil, "2001:db8:1:2::/64"},
		{"IPv6 behind proxy", "[fd00::1]:5000", []string{"2001:db8:9:9::1"}, "2001:db8:9:9::/64"},
		{"unparseable peer", "@", nil, "unknown"},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = tc.remote
		for _, x := range tc.xff {
			r.Header.Add("X-Forwarded-For", x)
		}
		if got := limitKey(clientAddr(r, trusted)); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestParseTrustedProxies(t *testing.T) {
	if p, err := ParseTrustedProxies(""); err != nil || len(p) != 0 {
		t.Errorf("empty: %v %v", p, err)
	}
	if p, err := ParseTrustedProxies("10.1.2.3/8,::1"); err != nil || len(p) != 2 || p[0].String() != "10.0.0.0/8" || p[1].String() != "::1/128" {
		t.Errorf("got %v %v", p, err)
	}
	for _, bad := range []string{"10.0.0.0/33", "proxy.local", "10.0.0.0/8;"} {
		if _, err := ParseTrustedProxies(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
