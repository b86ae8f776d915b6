package httpapi

// SetSitemapMax makes sitemap files hold at most n addresses, so a test
// catalogue of a few vehicles needs a sitemap index; it returns the undo.
func SetSitemapMax(n int) (undo func()) {
	old := sitemapMax
	sitemapMax = n
	return func() { sitemapMax = old }
}
