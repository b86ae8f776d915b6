package garihaat

// Budget presets (issue 50, item 4): the fixed bands of spec §9 started at
// 6.6 lakh and left every three-wheeler (4.5–5.6 lakh) below the lowest.
// The presets now follow the catalogue's own prices: its quartiles,
// rounded to a lakh, for the whole catalogue and for each type.

// Lakh is 100,000 taka, what prices are spoken in.
const Lakh = 100_000

// TypeBudgets are the budget presets of one vehicle type (TypeID 0: of
// the whole catalogue).
type TypeBudgets struct {
	TypeID int64         `json:"type_id"`
	Ranges []BudgetRange `json:"ranges"`
}

// BudgetPresets are up to four ranges that split sorted (ascending cash
// prices) at its quartiles, each bound rounded to the nearest lakh (at
// least one lakh): the lowest starts at 0, the highest has no upper bound.
// Bounds that round together are merged, so few or alike prices give
// fewer ranges; no price gives none.
func BudgetPresets(sorted []int64) []BudgetRange {
	n := len(sorted)
	if n == 0 {
		return nil
	}
	var bounds []int64
	for q := 1; q <= 3; q++ {
		b := max((sorted[(n*q)/4]+Lakh/2)/Lakh*Lakh, Lakh)
		if (len(bounds) == 0 || b > bounds[len(bounds)-1]) && b <= sorted[n-1] && b > sorted[0] {
			bounds = append(bounds, b)
		}
	}
	out := make([]BudgetRange, 0, len(bounds)+1)
	lo := int64(0)
	for _, b := range bounds {
		out = append(out, BudgetRange{Min: lo, Max: b})
		lo = b
	}
	return append(out, BudgetRange{Min: lo})
}
