package listing

import (
	"iter"
	"slices"
	"sort"

	"garihaat"
)

// Open offers first (garihaat.SortNewest, SortEndingSoon): an offer is open
// while its last day (Index.end) is not before the day the list is asked
// on (query.today).

// closed is how many of the base's vehicles have a closed offer.
func (q *query) closed() int {
	byEnd, end := q.base.byEnd, q.ix.end
	return sort.Search(len(byEnd), func(i int) bool { return garihaat.OfferOpenOn(end[byEnd[i]], q.today) })
}

// openFirst orders the matches as garihaat.SortNewest and SortEndingSoon
// say: the open offers (newest first, or by their last day), then the
// closed ones newest first. seq is the matches newest first.
func (q *query) openFirst(seq iter.Seq[int32], in func(int32) bool) iter.Seq[int32] {
	end, today := q.ix.end, q.today
	open := filter(seq, func(p int32) bool { return garihaat.OfferOpenOn(end[p], today) })
	if q.sort == garihaat.SortEndingSoon {
		open = slices.Values(q.base.byEnd[q.closed():])
		if in != nil {
			open = filter(open, in)
		}
	}
	closed := filter(seq, func(p int32) bool { return !garihaat.OfferOpenOn(end[p], today) })
	return func(yield func(int32) bool) {
		for p := range open {
			if !yield(p) {
				return
			}
		}
		for p := range closed {
			if !yield(p) {
				return
			}
		}
	}
}
