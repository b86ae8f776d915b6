package listing

import (
	"slices"

	"garihaat"
)

// BudgetPresets are the list's budget presets for this version: the whole
// catalogue's (TypeID 0) first, then each type's, by type id, from the
// cash prices the list filters by (garihaat.BudgetPresets). Made once per
// index, with the brand and type counts: the index never changes.
func (ix *Index) BudgetPresets() []garihaat.TypeBudgets {
	ix.budgetsOnce.Do(func() {
		listed := func(o *order) []int64 {
			out := make([]int64, 0, len(o.byPrice[0]))
			for _, p := range o.byPrice[0] {
				if !ix.hole(p) {
					out = append(out, ix.prices[0][p])
				}
			}
			return out // byPrice is ascending
		}
		ix.budgets = []garihaat.TypeBudgets{{Ranges: garihaat.BudgetPresets(listed(ix.all))}}
		for _, t := range slices.Sorted(func(yield func(int64) bool) {
			for t := range ix.types {
				if !yield(t) {
					return
				}
			}
		}) {
			if r := garihaat.BudgetPresets(listed(ix.types[t])); len(r) > 0 {
				ix.budgets = append(ix.budgets, garihaat.TypeBudgets{TypeID: t, Ranges: r})
			}
		}
	})
	return ix.budgets
}
