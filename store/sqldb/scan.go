package sqldb

import "strings"

// Pieces of the vehicles' SQL that several areas read.

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
