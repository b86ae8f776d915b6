package listing

import (
	"math"
	"slices"

	"garihaat"
)

// Change is a write (or several) on its way from one index to the next:
// the vehicles it took out of the index it starts from (their positions
// there) and the rows it put in (add).
//
// Why: a list request that read the new version need not wait for the
// next index when the write cannot change its answer. If no vehicle the
// write touched matches the request's filter — neither as it was nor as it
// is — the page, its order and its total are the same in both versions, so
// the index the write starts from answers exactly.
type Change struct {
	from *Index
	gone []int32 // positions in from of the vehicles taken out
	add  *Index
}

// Change describes taking the vehicles gone (and add's, if listed) out of
// ix and putting add's rows in; Apply makes the index it leads to.
func (ix *Index) Change(add *Index, gone []int64) *Change {
	drop := NewIDSet(append(slices.Clone(gone), add.ids...))
	c := &Change{from: ix, add: add}
	if drop.Len() == 0 {
		return c
	}
	for p, id := range ix.ids {
		if drop.Has(id) {
			c.gone = append(c.gone, int32(p))
		}
	}
	return c
}

// IDSet is a write's vehicles, asked of every vehicle of a catalogue: most
// ids are passed by the set's range, without a lookup (a map lookup for
// each of 1,000,000 vehicles cost a write's merge more than its copies).
type IDSet struct {
	m      map[int64]bool
	lo, hi int64
}

func NewIDSet(ids []int64) IDSet {
	s := IDSet{m: make(map[int64]bool, len(ids)), lo: math.MaxInt64, hi: math.MinInt64}
	for _, id := range ids {
		s.m[id], s.lo, s.hi = true, min(s.lo, id), max(s.hi, id)
	}
	return s
}

func (s IDSet) Has(id int64) bool { return id >= s.lo && id <= s.hi && s.m[id] }
func (s IDSet) Len() int          { return len(s.m) }

// From is the index the change starts from; Version the one it makes.
func (c *Change) From() *Index   { return c.from }
func (c *Change) Version() int64 { return c.add.version }

// Affects reports whether the answer to f may differ between the index
// the change starts from and the one it makes.
func (c *Change) Affects(f garihaat.VehicleFilter) bool {
	return c.from.matchesAny(f, c.gone) || c.add.matchesAny(f, nil)
}

// matchesAny reports whether any vehicle at ps (nil: every one) matches f,
// whatever the sort and page.
func (ix *Index) matchesAny(f garihaat.VehicleFilter, ps []int32) bool {
	if ps == nil {
		ps = make([]int32, len(ix.ids))
		for p := range ps {
			ps[p] = int32(p)
		}
	}
	if len(ps) == 0 {
		return false
	}
	q, ok := ix.plan(f)
	if !ok {
		return false
	}
	defer q.release()
	for _, p := range ps {
		if ix.hole(p) {
			continue // not listed: it cannot change ix's answer
		}
		if q.matches(p, q.priceOK(p)) {
			return true
		}
	}
	return false
}

// matches reports whether the vehicle at p matches the query, its price
// judged already (priceOK: at its own price, or another).
func (q *query) matches(p int32, priceOK bool) bool {
	return priceOK && (q.typeID == 0 || int64(q.ix.typ[p]) == q.typeID) && (q.pred == nil || q.pred(p)) &&
		(q.text == nil || q.text.has(p))
}
