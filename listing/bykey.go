package listing

import (
	"container/heap"
	"iter"
	"slices"

	"garihaat"
)

// byKey returns the first k of q's matches (matches, or the base's vehicles
// in the price windows when nil) in the year or odometer order, ties newest
// first. These orders are asked for far less than the others, so they keep
// no sorted arrays (4 bytes a vehicle each, remade at every merge): the
// page is chosen from the matches with a heap of k, O(m log k) — the first
// pages of even an unfiltered list read each match once.
func (q *query) byKey(matches *bitset, k int) []int32 {
	ix := q.ix
	var seq iter.Seq[int32]
	switch {
	case matches != nil:
		seq = matches.all() // any order: the heap decides
	case q.spans == nil:
		seq = slices.Values(q.base.newest)
	default:
		seq = filter(slices.Values(q.base.newest), q.priceOK)
	}
	key := func(p int32) int64 { return int64(ix.odo[p]) }
	if q.sort == garihaat.SortYearDesc {
		key = func(p int32) int64 { return -int64(ix.year[p]) }
	}
	h := &worst{key: key, newer: ix.newer}
	for p := range seq {
		if h.Len() < k {
			heap.Push(h, p)
		} else if h.before(p, h.ps[0]) {
			h.ps[0] = p
			heap.Fix(h, 0)
		}
	}
	out := h.ps
	slices.SortFunc(out, func(a, b int32) int {
		if h.before(a, b) {
			return -1
		}
		return 1
	})
	return out
}

// worst is a heap of positions whose top is the one that comes last in
// the order (key ascending, then newest first).
type worst struct {
	ps    []int32
	key   func(int32) int64
	newer func(a, b int32) bool
}

func (h *worst) before(a, b int32) bool {
	ka, kb := h.key(a), h.key(b)
	return ka < kb || (ka == kb && h.newer(a, b))
}
func (h *worst) Len() int           { return len(h.ps) }
func (h *worst) Less(i, j int) bool { return h.before(h.ps[j], h.ps[i]) }
func (h *worst) Swap(i, j int)      { h.ps[i], h.ps[j] = h.ps[j], h.ps[i] }
func (h *worst) Push(x any)         { h.ps = append(h.ps, x.(int32)) }
func (h *worst) Pop() any {
	p := h.ps[len(h.ps)-1]
	h.ps = h.ps[:len(h.ps)-1]
	return p
}
