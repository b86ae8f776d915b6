package listing

import "garihaat"

// Probe answers for a few vehicles whether they match a filter, with the
// list's own plan (query.go): a saved search's alert (issue 30) means
// exactly what its list means.
type Probe struct {
	ix  *Index
	pos map[int64]int32 // the listed ones among the ids asked for
}

// Probe finds ids in the index: a vehicle that is not listed matches no
// filter.
func (ix *Index) Probe(ids []int64) *Probe {
	want := make(map[int64]bool, len(ids))
	for _, id := range ids {
		want[id] = true
	}
	pr := &Probe{ix: ix, pos: make(map[int64]int32, len(ids))}
	for p, id := range ix.ids {
		if want[id] && !ix.hole(int32(p)) {
			pr.pos[id] = int32(p)
		}
	}
	return pr
}

// Listed reports whether vehicle id is in the public list.
func (pr *Probe) Listed(id int64) bool {
	_, ok := pr.pos[id]
	return ok
}

// Matcher is a filter made ready to test vehicles of the probe.
type Matcher struct {
	pr *Probe
	q  *query // nil: nothing matches
}

// Matcher readies f; Release gives back what it holds.
func (pr *Probe) Matcher(f garihaat.VehicleFilter) *Matcher {
	q, ok := pr.ix.plan(f)
	if !ok {
		q = nil
	}
	return &Matcher{pr: pr, q: q}
}

// Release gives back the matcher's buffers.
func (m *Matcher) Release() {
	if m.q != nil {
		m.q.release()
	}
}

// Matches reports whether vehicle id matches now.
func (m *Matcher) Matches(id int64) bool {
	p, ok := m.pr.pos[id]
	return ok && m.q != nil && m.q.matches(p, m.q.priceOK(p))
}

// MatchesPriced reports whether vehicle id, as it is now but priced cash
// and installment, would match: whether it matched before a price change.
func (m *Matcher) MatchesPriced(id, cash, installment int64) bool {
	p, ok := m.pr.pos[id]
	if !ok || m.q == nil {
		return false
	}
	price := cash
	if m.q.pt == 1 {
		price = installment
	}
	return m.q.matches(p, m.q.priceFits(price))
}

// Any reports whether f's list holds a vehicle: the list's own plan and
// tests (as mark counts them), stopped at the first match. The insights'
// "saved searches nothing matches" asks it of up to a thousand queries,
// and counting what a broad one finds took most of that page at
// 1,000,000 vehicles.
func (ix *Index) Any(f garihaat.VehicleFilter) bool {
	q, ok := ix.plan(f)
	if !ok {
		return false
	}
	defer q.release()
	if q.text != nil && q.nText < q.candidates() {
		for p := range q.text.all() {
			if q.matches(p, q.priceOK(p)) {
				return true
			}
		}
		return false
	}
	for p := range q.byPrice(false) {
		if (q.text == nil || q.text.has(p)) && (q.pred == nil || q.pred(p)) {
			return true
		}
	}
	return false
}
