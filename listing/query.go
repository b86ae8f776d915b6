package listing

import (
	"cmp"
	"iter"
	"math"
	"slices"
	"sort"
	"strings"

	"garihaat"
)

// sortInMemoryUpTo is how many matches are sorted by price directly; more
// are taken by walking the price order and keeping the matches.
const sortInMemoryUpTo = 4096

// Page answers one page of the public list for f exactly as the store's
// SQL does: the same vehicles, in the same order, with the same total.
// The caller has made f.Page ≥ 1 and f.PerPage ≥ 1.
func (ix *Index) Page(f garihaat.VehicleFilter) garihaat.VehiclePage {
	page := garihaat.VehiclePage{Products: []garihaat.VehicleSummary{}}
	total, positions, meant := ix.find(f, (f.Page-1)*f.PerPage, f.PerPage)
	if meant != "" {
		page.Search = garihaat.SearchNote{Forgiven: true, Meant: meant}
	}
	page.Pagination = garihaat.NewPagination(total, f.Page, f.PerPage)
	for _, p := range positions {
		page.Products = append(page.Products, ix.summary(p))
	}
	return page
}

// query is f turned into what the index walks.
type query struct {
	ix     *Index
	pt     int    // 0 cash, 1 installment
	sort   string // garihaat.Sort*
	base   *order // all vehicles or the one type asked for
	typeID int64  // the base's type, 0 for all
	spans  []span // merged price windows, ascending; nil: any price
	ranges [][2]int
	pred   func(p int32) bool // the other filters; nil: none
	text   *bitset            // vehicles whose text holds every word; nil: no search
	nText  int
	shared bool   // text is the index's own (holding): read it, never give it back
	meant  string // the words a forgiving search read the query as ("": none was needed)
	today  int32  // offers whose last day is before it are closed (math.MinInt32: none is)
}

// span is an inclusive price window.
type span struct{ lo, hi int64 }

func (ix *Index) find(f garihaat.VehicleFilter, offset, limit int) (total int, ps []int32, meant string) {
	q, ok := ix.plan(f)
	if !ok {
		return 0, nil, ""
	}
	defer q.release()
	total, ps = ix.walk(q, offset, limit)
	return total, ps, q.meant
}

// walk finds the page of q's matches at offset.
func (ix *Index) walk(q *query, offset, limit int) (int, []int32) {
	total := q.candidates()
	var matches *bitset
	switch {
	case q.text != nil && q.typeID == 0 && q.spans == nil && q.pred == nil:
		// The words alone: the matches are the text's, as they are (a
		// copy and a clear of a bit a vehicle each took as long as the
		// rest of a search at 1,000,000 vehicles).
		matches, total = q.text, q.nText
	case q.pred != nil || q.text != nil:
		matches = ix.getBits()
		defer ix.putBits(matches)
		total = q.mark(*matches)
	}
	if offset >= total {
		return total, nil
	}
	n := min(limit, total-offset)
	switch {
	case q.sort == garihaat.SortPriceAsc || q.sort == garihaat.SortPriceDesc:
		desc := q.sort == garihaat.SortPriceDesc
		if matches == nil {
			return total, take(q.byPrice(desc), offset, n)
		}
		if total <= sortInMemoryUpTo {
			return total, q.sortByPrice(*matches, desc)[offset : offset+n]
		}
		return total, take(filter(q.byPrice(desc), matches.has), offset, n)
	case q.sort == garihaat.SortYearDesc || q.sort == garihaat.SortOdometerAsc:
		return total, q.byKey(matches, offset+n)[offset:]
	case matches == nil && q.spans == nil && q.sort != garihaat.SortEndingSoon && q.closed() == 0:
		return total, slices.Clone(q.base.newest[offset : offset+n])
	}
	// The matches newest first (seq), and a test of whether a vehicle of
	// the base is one (in; nil: every one is).
	var seq iter.Seq[int32]
	var in func(int32) bool
	switch {
	case matches != nil:
		seq, in = ix.newestOf(matches), matches.has
	case q.spans == nil:
		seq = slices.Values(q.base.newest)
	case total*16 >= len(q.base.newest):
		// A wide window: walking the newest order meets n matches soon.
		seq, in = filter(slices.Values(q.base.newest), q.priceOK), q.priceOK
	default:
		// A narrow window: mark its few vehicles and read them in order.
		b := ix.getBits()
		defer ix.putBits(b)
		for p := range q.byPrice(false) {
			b.set(p)
		}
		seq, in = ix.newestOf(b), b.has
	}
	return total, take(q.openFirst(seq, in), offset, n)
}

// plan reads f; false means nothing can match. Every field of
// garihaat.VehicleFilter must be read here: store's
// TestListIndexAnswersEveryFilterField sets each field by reflection and
// fails on one the index answers differently from the SQL.
func (ix *Index) plan(f garihaat.VehicleFilter) (*query, bool) {
	q := &query{ix: ix, sort: f.Sort, base: ix.all, today: math.MinInt32}
	if f.Today != "" {
		if d, ok := dayNumber(f.Today); ok {
			q.today = d
		}
	}
	if f.PriceType == garihaat.PriceInstallment {
		q.pt = 1
	}
	var checks []func(int32) bool
	in := func(col []int32, ids []int64) {
		if len(ids) > 0 {
			checks = append(checks, func(p int32) bool { return slices.Contains(ids, int64(col[p])) })
		}
	}
	types := slices.Compact(slices.Sorted(slices.Values(f.TypeIDs)))
	if len(types) == 1 {
		if q.base, q.typeID = ix.types[types[0]], types[0]; q.base == nil {
			return nil, false
		}
	} else {
		in(ix.typ, types)
	}
	in(ix.brand, f.BrandIDs)
	in(ix.depot, f.DepotIDs)
	in(ix.color, f.ColorIDs)
	in(ix.fuel, f.FuelIDs)
	var districts []uint8
	for _, d := range f.Districts {
		districts = append(districts, garihaat.DistrictNumber(d))
	}
	checks = append(checks, ix.facetChecks(f.TonnageIDs, f.MinSeats, districts)...)
	if len(f.Conditions) > 0 {
		var codes []uint8
		for i, c := range ix.conds {
			if slices.Contains(f.Conditions, c) {
				codes = append(codes, uint8(i))
			}
		}
		checks = append(checks, func(p int32) bool { return slices.Contains(codes, ix.cond[p]) })
	}
	if y := int32(f.MinYear); y > 0 {
		checks = append(checks, func(p int32) bool { return ix.year[p] >= y })
	}
	if y := int32(f.MaxYear); y > 0 {
		checks = append(checks, func(p int32) bool { return ix.year[p] <= y })
	}
	if f.BrandSlug != "" {
		id, ok := ix.brandSlugs[f.BrandSlug]
		if !ok {
			return nil, false
		}
		checks = append(checks, func(p int32) bool { return int64(ix.brand[p]) == id })
	}
	if len(checks) > 0 {
		q.pred = func(p int32) bool {
			for _, c := range checks {
				if !c(p) {
					return false
				}
			}
			return true
		}
	}
	spans, anyPrice := priceSpans(f)
	if len(spans) == 0 {
		return nil, false
	}
	if !anyPrice {
		q.spans = spans
		byPrice, prices := q.base.byPrice[q.pt], ix.prices[q.pt]
		for _, s := range spans {
			a := sort.Search(len(byPrice), func(i int) bool { return prices[byPrice[i]] >= s.lo })
			b := sort.Search(len(byPrice), func(i int) bool { return prices[byPrice[i]] > s.hi })
			if a < b {
				q.ranges = append(q.ranges, [2]int{a, b})
			}
		}
	}
	if words := strings.Fields(strings.ToLower(f.Query)); len(words) > 0 {
		var exact [][]int32
		if exact, q.text, q.nText, q.shared = ix.search(words); q.nText == 0 {
			// No vehicle has the words as typed: the ones they could mean.
			q.release()
			if q.text, q.nText, q.shared, q.meant = ix.forgiving(f.Query, exact); q.nText == 0 {
				q.release()
				return nil, false
			}
		}
	}
	return q, true
}

func (q *query) release() {
	if q.text != nil && !q.shared {
		q.ix.putBits(q.text)
	}
	q.text = nil
}

// priceSpans turns the budget filters into merged windows, the SQL's
// (range OR range …) AND price ≥ min AND price ≤ max. anyPrice: no bound.
func priceSpans(f garihaat.VehicleFilter) (spans []span, anyPrice bool) {
	lo, hi := int64(math.MinInt64), int64(math.MaxInt64)
	if f.MinBudget > 0 {
		lo = f.MinBudget
	}
	if f.MaxBudget > 0 {
		hi = f.MaxBudget
	}
	if len(f.Ranges) == 0 {
		if lo > hi {
			return nil, false
		}
		return []span{{lo, hi}}, f.MinBudget <= 0 && f.MaxBudget <= 0
	}
	for _, r := range f.Ranges {
		s := span{max(r.Min, lo), hi}
		if r.Max > 0 {
			s.hi = min(r.Max, hi)
		}
		if s.lo <= s.hi {
			spans = append(spans, s)
		}
	}
	slices.SortFunc(spans, func(a, b span) int { return cmp.Compare(a.lo, b.lo) })
	merged := spans[:0]
	for _, s := range spans {
		if last := len(merged) - 1; last >= 0 && s.lo <= merged[last].hi {
			merged[last].hi = max(merged[last].hi, s.hi)
		} else {
			merged = append(merged, s)
		}
	}
	return merged, false
}

// candidates is how many vehicles of the base are in the price windows.
func (q *query) candidates() int {
	if q.spans == nil {
		return len(q.base.newest)
	}
	n := 0
	for _, r := range q.ranges {
		n += r[1] - r[0]
	}
	return n
}

func (q *query) priceOK(p int32) bool {
	return q.spans == nil || q.priceFits(q.ix.prices[q.pt][p])
}

// priceFits reports whether price is inside the budget windows.
func (q *query) priceFits(price int64) bool {
	if q.spans == nil {
		return true
	}
	for _, s := range q.spans {
		if price >= s.lo && price <= s.hi {
			return true
		}
	}
	return false
}

// mark sets every match in b and returns how many there are, walking the
// smaller of the price windows and the text matches.
func (q *query) mark(b bitset) int {
	n := 0
	if q.text != nil && q.typeID != 0 && q.spans == nil && q.pred == nil {
		// Words and a type: the two sets ANDed a machine word at a time.
		// Walking the text's matches to test each one's type cost time in
		// proportion to the catalogue (a year a fifteenth of 1,000,000
		// vehicles hold: 66,000 tests a query).
		return andInto(b, *q.text, *q.ix.typeSet(q.typeID))
	}
	if q.text != nil && q.nText < q.candidates() {
		for p := range q.text.all() {
			if (q.typeID == 0 || int64(q.ix.typ[p]) == q.typeID) && q.priceOK(p) && (q.pred == nil || q.pred(p)) {
				b.set(p)
				n++
			}
		}
		return n
	}
	for p := range q.byPrice(false) {
		if (q.text == nil || q.text.has(p)) && (q.pred == nil || q.pred(p)) {
			b.set(p)
			n++
		}
	}
	return n
}

// byPrice walks the base's vehicles in the price windows by price.
func (q *query) byPrice(desc bool) iter.Seq[int32] {
	order := q.base.byPrice[q.pt]
	ranges := q.ranges
	if q.spans == nil {
		ranges = [][2]int{{0, len(order)}}
	}
	return func(yield func(int32) bool) {
		for k := range ranges {
			if desc {
				r := ranges[len(ranges)-1-k]
				for i := r[1] - 1; i >= r[0]; i-- {
					if !yield(order[i]) {
						return
					}
				}
				continue
			}
			for _, p := range order[ranges[k][0]:ranges[k][1]] {
				if !yield(p) {
					return
				}
			}
		}
	}
}

// sortByPrice lists the matches by (price, id), ascending or descending.
func (q *query) sortByPrice(matches bitset, desc bool) []int32 {
	prices, ids := q.ix.prices[q.pt], q.ix.ids
	ps := slices.Collect(matches.all())
	slices.SortFunc(ps, func(a, b int32) int {
		c := cmp.Compare(prices[a], prices[b])
		if c == 0 {
			c = cmp.Compare(ids[a], ids[b])
		}
		if desc {
			return -c
		}
		return c
	})
	return ps
}

func take(seq iter.Seq[int32], offset, n int) []int32 {
	out := make([]int32, 0, n)
	for p := range seq {
		if offset > 0 {
			offset--
			continue
		}
		if out = append(out, p); len(out) == n {
			break
		}
	}
	return out
}

func filter(seq iter.Seq[int32], keep func(int32) bool) iter.Seq[int32] {
	return func(yield func(int32) bool) {
		for p := range seq {
			if keep(p) && !yield(p) {
				return
			}
		}
	}
}
