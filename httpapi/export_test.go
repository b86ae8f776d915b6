package httpapi

import "time"

// SetSitemapMax makes sitemap files hold at most n addresses, so a test
// catalogue of a few vehicles needs a sitemap index; it returns the undo.
func SetSitemapMax(n int) (undo func()) {
	old := sitemapMax
	sitemapMax = n
	return func() { sitemapMax = old }
}

// SetPresenceEvery makes open user streams mark their user present every d
// (at the heartbeat); it returns the undo.
func SetPresenceEvery(d time.Duration) (undo func()) {
	old := presenceEvery
	presenceEvery = d
	return func() { presenceEvery = old }
}
