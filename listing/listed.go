package listing

import (
	"slices"
	"sync"
)

// listedOnce is an index's set of listed vehicle ids, made on the first
// question (Listed) and kept with the index: a bit per id up to the
// largest, or, when ids are too sparse for that, the ids sorted.
type listedOnce struct {
	once   sync.Once
	bits   []uint64
	sorted []int64
}

// maxListedBits bounds the bitset: past 64 bits per listed vehicle (and a
// floor of 1 MiB's worth), the sorted ids cost less.
const maxListedBits = 1 << 23

// Listed reports whether vehicle id is in this index's list, without a
// query: a page-view beacon names any id it likes (issue 46: 14,327 a
// second of random ones), and only a listed vehicle's views are counted.
// The first call builds the set in one pass over the positions (well
// under a millisecond at 100,000 vehicles); later calls are a bit test.
func (ix *Index) Listed(id int64) bool {
	l := &ix.listedIDs
	l.once.Do(func() { l.build(ix) })
	if l.bits != nil || l.sorted == nil {
		return id >= 0 && id>>6 < int64(len(l.bits)) && l.bits[id>>6]&(1<<(uint64(id)&63)) != 0
	}
	_, ok := slices.BinarySearch(l.sorted, id)
	return ok
}

func (l *listedOnce) build(ix *Index) {
	var top int64 = -1
	n := 0
	for p, id := range ix.ids {
		if !ix.hole(int32(p)) {
			top, n = max(top, id), n+1
		}
	}
	if top < 0 {
		return // nothing listed: both nil, every answer false
	}
	if top < max(int64(64*n), maxListedBits) {
		l.bits = make([]uint64, top>>6+1)
		for p, id := range ix.ids {
			if id >= 0 && !ix.hole(int32(p)) {
				l.bits[id>>6] |= 1 << (uint64(id) & 63)
			}
		}
		return
	}
	l.sorted = make([]int64, 0, n)
	for p, id := range ix.ids {
		if !ix.hole(int32(p)) {
			l.sorted = append(l.sorted, id)
		}
	}
	slices.Sort(l.sorted)
}
