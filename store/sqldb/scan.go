package sqldb

import (
	"strings"

	"garihaat"
)

// Pieces of the vehicles' SQL that several areas read.

// publicStates are the states whose vehicle has a public page.
var publicStates = garihaat.VehicleStates(garihaat.PagePublic)

// PublicWhere is the condition on col that a vehicle's page is public.
func PublicWhere(col string) string { return StatusIn(col, publicStates) }

// IsPublic reports whether a vehicle of status has a public page: the Go
// form of PublicWhere, for reads that judge the status after the query.
func IsPublic(status string) bool { return garihaat.VehicleAudience(status).PagePublic }

// StatusIn is the condition that col holds one of states.
func StatusIn(col string, states []string) string {
	if len(states) == 1 {
		return col + " = '" + states[0] + "'"
	}
	return col + " IN ('" + strings.Join(states, "', '") + "')"
}

// CoverScanner scans a cover image column into a one-element image list.
type CoverScanner struct{ dst *[]string }

// CoverInto scans into dst.
func CoverInto(dst *[]string) *CoverScanner { return &CoverScanner{dst} }

// Scan implements sql.Scanner.
func (c *CoverScanner) Scan(src any) error {
	*c.dst = []string{}
	var s string
	switch v := src.(type) {
	case string:
		s = v
	case []byte:
		s = string(v)
	}
	if s != "" {
		*c.dst = []string{s}
	}
	return nil
}
