package sqldb

import (
	"strings"

	"garihaat"
)

// The vehicles' search column, which the seed, the back office and the
// sellers' writes all fill.

// SearchText is what the search column holds for a vehicle: lower-cased
// title, Bangla title, brand and model in both scripts.
func SearchText(parts ...string) string {
	return strings.ToLower(strings.Join(parts, " "))
}

// PlaceWords are a listing's district (both languages and older
// spellings) and area, for the search column.
func PlaceWords(district, area string) string {
	if d, ok := garihaat.DistrictOf(district); ok {
		return d.SearchWords() + " " + area
	}
	return area
}
