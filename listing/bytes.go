package listing

import "unsafe"

// Bytes is about what the index holds in memory: its arrays at their
// capacity, its text and its words. What a vehicle costs is Bytes ÷ Len
// (README, "Performance"; /metrics garihaat_held_bytes).
func (ix *Index) Bytes() int64 {
	n := int64(unsafe.Sizeof(*ix))
	for _, a := range [][]int64{ix.ids, ix.created, ix.prices[0], ix.prices[1]} {
		n += 8 * int64(cap(a))
	}
	for _, a := range [][]int32{ix.typ, ix.brand, ix.depot, ix.color, ix.fuel} {
		n += 4 * int64(cap(a))
	}
	n += 8*int64(cap(ix.sums)+cap(ix.facet)) + int64(cap(ix.cond)+cap(ix.seller)) + 4*int64(cap(ix.year)+cap(ix.end)+cap(ix.offs)+cap(ix.odo)+cap(ix.titles[0])+cap(ix.titles[1])) + int64(len(ix.text))
	for _, s := range ix.names {
		n += 16 + int64(len(s))
	}
	for _, s := range ix.more {
		n += 16 + int64(len(s))
	}
	orders := []*order{ix.all}
	for _, o := range ix.types {
		orders = append(orders, o)
	}
	for _, o := range orders {
		n += 4 * int64(cap(o.newest)+cap(o.byPrice[0])+cap(o.byPrice[1])+cap(o.byEnd))
	}
	if ix.holes != nil {
		n += 8 * int64(cap(*ix.holes))
	}
	n += 8 * int64(cap(ix.listedIDs.bits)+cap(ix.listedIDs.sorted))
	for i, w := range ix.words {
		n += int64(len(w)) + 16 + 24 + 4*int64(cap(ix.postings[i]))
	}
	return n + ix.dense.bytes()
}
