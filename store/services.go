package store

import (
	"garihaat"
	"garihaat/store/accounts"
	"garihaat/store/bids"
)

// The services, one per area, all on the one core. Each is what one part
// of the server is given, and says here which domain interfaces it serves:
// a method missing from one fails the build, not a request.

// Catalog reads the public catalogue by SQL: details, the sitemap, the
// stamps the answer cache checks, and what the catalogue's read model
// (package catalog) is read from — which answers the lists, brands, the
// home page and suggestions.
type Catalog struct{ *core }

// BackOffice is what staff read and write.
type BackOffice struct{ *core }

// Outbox holds the messages waiting to be sent.
type Outbox struct{ *core }

var (
	_ garihaat.SitemapSource  = (*Catalog)(nil)
	_ garihaat.BidService     = (*bids.Bids)(nil)
	_ garihaat.AuthStore      = (*accounts.Accounts)(nil)
	_ garihaat.AccountService = (*accounts.Accounts)(nil)
	_ garihaat.StaffStore     = (*accounts.Accounts)(nil)
	_ garihaat.BackOffice     = (*BackOffice)(nil)
	_ garihaat.Outbox         = (*Outbox)(nil)
)
