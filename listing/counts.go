package listing

// BrandType names the vehicles of one brand and one type.
type BrandType struct{ Brand, Type int64 }

// BrandTypeCounts counts the vehicles of each brand and type, which the
// brands list shows (each brand's total and the types it has). Counted
// once per index: the index never changes.
func (ix *Index) BrandTypeCounts() map[BrandType]int {
	ix.countsOnce.Do(func() {
		ix.counts = map[BrandType]int{}
		for p := range ix.ids {
			if ix.hole(int32(p)) {
				continue
			}
			ix.counts[BrandType{int64(ix.brand[p]), int64(ix.typ[p])}]++
		}
	})
	return ix.counts
}
