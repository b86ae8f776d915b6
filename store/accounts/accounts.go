// Package accounts signs people in (codes, sessions, trusted devices,
// second factors) and keeps their account data, bookmarks and staff roles,
// and deletes an account.
package accounts

import "garihaat/store/sqldb"

// Accounts signs people in and keeps their account data and staff roles.
type Accounts struct{ *sqldb.Core }
