package listing

import "slices"

// Facet is what a vehicle is filtered by besides its lookups' ids (issue
// 50): its payload (the tonnage lookup's id), its seats and its district.
// One small value a vehicle, in one column: 8 bytes, no pointer.
type Facet struct {
	Tonnage  int32 // the tonnage lookup's id, 0: none
	Seats    uint8 // 0: not known (the editor allows at most 90)
	District uint8 // garihaat.Districts' position + 1, 0: none
}

// facetChecks are the tests of f's tonnage, seats and district filters
// (district numbers as DistrictNumber gives them), nil when none is asked.
func (ix *Index) facetChecks(tonnage []int64, minSeats int, districts []uint8) []func(int32) bool {
	var out []func(int32) bool
	if len(tonnage) > 0 {
		out = append(out, func(p int32) bool { return slices.Contains(tonnage, int64(ix.facet[p].Tonnage)) })
	}
	if minSeats > 0 {
		out = append(out, func(p int32) bool { return int(ix.facet[p].Seats) >= minSeats })
	}
	if len(districts) > 0 {
		out = append(out, func(p int32) bool { return slices.Contains(districts, ix.facet[p].District) })
	}
	return out
}
