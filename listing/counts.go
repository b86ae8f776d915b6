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

// typeSet is the vehicles of type t (listed: the type's order holds no
// hole) as a bitset, made on a version's first query of the type.
func (ix *Index) typeSet(t int64) *bitset {
	if b, ok := ix.typeSets.Load(t); ok {
		return b.(*bitset)
	}
	b := newBitset(len(ix.ids))
	if o := ix.types[t]; o != nil {
		for _, p := range o.newest {
			b.set(p)
		}
	}
	got, _ := ix.typeSets.LoadOrStore(t, b)
	return got.(*bitset)
}
