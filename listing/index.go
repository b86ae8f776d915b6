// Package listing is an in-memory read model of the published catalogue:
// it answers the public list — every filter, sort, page and its total, and
// the text search — for exactly one catalogue version, without a query.
//
// Why: a list whose filters change on every request cannot be served by
// the answer cache, and the databases answer it by walking an index and
// fetching every matching row to sort it (issue 12). Here a type's
// vehicles are kept in each order the list sorts by, so a budget window is
// two binary searches, its count is a subtraction and a page is a slice.
package listing

import (
	"bytes"
	"cmp"
	"fmt"
	"hash/fnv"
	"iter"
	"math"
	"math/bits"
	"slices"
	"sync"
	"time"

	"garihaat"
)

// Row is one published vehicle as the store reads it. Its byte fields are
// copied, so they may be the driver's reused buffers (sql.RawBytes).
type Row struct {
	ID, Created, Cash, Installment            int64 // Created: unix seconds
	TypeID, BrandID, DepotID, ColorID, FuelID int64 // 0: none
	Year                                      int
	Condition, Slug, Cover, Title, TitleBn    []byte
	SearchText                                []byte // the words the search looks in
	OfferEndsAt                               []byte // the offer's last day, YYYY-MM-DD
	Seller                                    garihaat.SellerCode
	Odometer                                  int64 // km
	Facet                                     Facet // payload, seats, district (facet.go)
}

// Index holds one catalogue version. Vehicles are numbered by their place
// in the default order (newest first: created DESC, id DESC), so "newest"
// is ascending position and a set of vehicles is a bitset over positions.
// Everything is kept in flat arrays and one string without pointers per
// vehicle, so 100,000 vehicles cost about 25 MB and nothing for the
// garbage collector to scan. An Index is never changed once built, so
// requests read it without locks.
type Index struct {
	version                        int64
	ids                            []int64
	created                        []int64    // unix seconds, by position (descending)
	sums                           []uint64   // a hash of each vehicle's search words: an edit that keeps them keeps the postings
	prices                         [2][]int64 // cash, installment, by position
	typ, brand, depot, color, fuel []int32    // ids: 4 bytes each, not 8 (Add refuses a larger one)
	cond                           []uint8    // index into conds
	conds                          []string
	year                           []int32
	seller                         []garihaat.SellerCode // who sells it, for the card's mark
	odo                            []int32               // km (a vehicle is bounded to 10,000,000)
	end                            []int32               // the offer's last day, as dayNumber gives it
	facet                          []Facet               // payload, seats and district, by position
	text                           string                // slug and cover of every sorted vehicle, back to back (names.go)
	offs                           []uint32              // 2 per sorted vehicle and one past the end: where each text starts
	names                          []string              // the distinct titles
	titles                         [2][]uint32           // by sorted position: the English and Bangla title in names
	brandSlugs                     map[string]int64
	all                            *order
	types                          map[int64]*order
	// words are the distinct whitespace-separated words of the search
	// texts; postings[i] lists, ascending, the positions whose text holds
	// words[i]. A query word without spaces is a substring of a text
	// exactly when it is a substring of one of that text's words.
	words    []string
	postings [][]int32
	dense    *dense       // common words' postings as bitsets (words.go)
	bits     chan *bitset // spare bitsets of one bit per vehicle, cleared
	// holes are the positions of vehicles that left the list since the
	// last whole merge (see editInPlace); nil when there are none.
	holes  *bitset
	nHoles int
	// forgive is the words as the forgiving search reads them (forgive.go).
	forgive *vocab
	// The tail (tail.go): positions from sorted on were appended in place
	// since the last whole merge, newest first in tail; their texts are in
	// more (4 a vehicle), words from wordsSorted on were new with them.
	sorted, wordsSorted int
	tail                []int32
	more                []string
	grow                *growth

	countsOnce  sync.Once
	budgetsOnce sync.Once
	budgets     []garihaat.TypeBudgets // BudgetPresets, made on first use
	listedIDs   listedOnce             // which ids are listed, made on first use (listed.go)
	counts      map[BrandType]int
	typeSets    sync.Map // type id → *bitset of its vehicles, made on first use (typeSet)
}

// order is a set of vehicles (all, or one type's) in every sort order.
type order struct {
	newest  []int32    // ascending positions
	byPrice [2][]int32 // positions by (price ASC, id ASC), cash and installment
	byEnd   []int32    // positions by (last day of the offer ASC, position ASC)
}

// Builder makes an Index from rows that arrive newest first.
type Builder struct {
	ix          *Index
	texts       *texts
	about       int
	words       map[string]int32 // a word's place in postings: one map access a word
	postings    [][]int32
	typeMembers map[int64][]int32
	lastCreated int64
	err         error
}

// NewBuilder starts the index of version; brandSlugs maps slugs to ids.
// about is how many vehicles are coming, so the arrays are made once.
func NewBuilder(version int64, brandSlugs map[string]int64, about int) *Builder {
	about = max(about, 0)
	ix := &Index{version: version, brandSlugs: brandSlugs, types: map[int64]*order{}, forgive: &vocab{}, grow: &growth{}}
	ix.offs = make([]uint32, 1, 2*about+1)
	ix.titles = [2][]uint32{make([]uint32, 0, about), make([]uint32, 0, about)}
	for _, a := range []*[]int64{&ix.ids, &ix.created, &ix.prices[0], &ix.prices[1]} {
		*a = make([]int64, 0, about)
	}
	for _, a := range []*[]int32{&ix.typ, &ix.brand, &ix.depot, &ix.color, &ix.fuel} {
		*a = make([]int32, 0, about)
	}
	ix.cond, ix.year, ix.end = make([]uint8, 0, about), make([]int32, 0, about), make([]int32, 0, about)
	ix.seller, ix.odo = make([]garihaat.SellerCode, 0, about), make([]int32, 0, about)
	ix.facet = make([]Facet, 0, about)
	ix.sums = make([]uint64, 0, about)
	return &Builder{ix: ix, about: about, texts: newTexts(0), words: map[string]int32{}, typeMembers: map[int64][]int32{}}
}

// ExpectText sizes the text for n bytes of slugs and covers, before the
// first Add: the string is then made once at its size (a guess too large
// is copied to its size at the end, which at 1,000,000 vehicles held both
// for a moment).
func (b *Builder) ExpectText(n int) { b.texts.b.Grow(n) }

// textPerVehicle is a guess of a vehicle's slug and cover in bytes, to
// size the text once when ExpectText was not told.
const textPerVehicle = 96

// Add appends the next vehicle, which must come after the previous one in
// the newest-first order (created DESC, id DESC).
func (b *Builder) Add(r *Row) error {
	ix := b.ix
	p := int32(len(ix.ids))
	if b.err != nil {
		return b.err
	}
	if p > 0 && (r.Created > b.lastCreated || (r.Created == b.lastCreated && r.ID >= ix.ids[p-1])) {
		b.err = fmt.Errorf("listing: vehicle %d does not come after vehicle %d newest first", r.ID, ix.ids[p-1])
		return b.err
	}
	for _, ref := range [...]int64{r.TypeID, r.BrandID, r.DepotID, r.ColorID, r.FuelID} {
		if ref < 0 || ref > math.MaxInt32 {
			b.err = fmt.Errorf("listing: vehicle %d names an id (%d) beyond 32 bits", r.ID, ref)
			return b.err
		}
	}
	if p == 0 && b.texts.b.Cap() == 0 {
		b.texts.b.Grow(b.about * textPerVehicle)
	}
	b.lastCreated = r.Created
	ix.ids, ix.created = append(ix.ids, r.ID), append(ix.created, r.Created)
	ix.prices[0], ix.prices[1] = append(ix.prices[0], r.Cash), append(ix.prices[1], r.Installment)
	ix.typ, ix.brand = append(ix.typ, int32(r.TypeID)), append(ix.brand, int32(r.BrandID))
	ix.depot, ix.color, ix.fuel = append(ix.depot, int32(r.DepotID)), append(ix.color, int32(r.ColorID)), append(ix.fuel, int32(r.FuelID))
	ix.year, ix.seller = append(ix.year, int32(r.Year)), append(ix.seller, r.Seller)
	ix.odo = append(ix.odo, int32(min(r.Odometer, math.MaxInt32)))
	ix.facet = append(ix.facet, r.Facet)
	end, ok := dayNumber(string(r.OfferEndsAt))
	if !ok {
		b.err = fmt.Errorf("listing: vehicle %d has no offer day (%q)", r.ID, r.OfferEndsAt)
		return b.err
	}
	ix.end = append(ix.end, end)
	c := slices.Index(ix.conds, string(r.Condition))
	if c < 0 {
		c, ix.conds = len(ix.conds), append(ix.conds, string(r.Condition))
	}
	ix.cond = append(ix.cond, uint8(c))
	b.texts.add(ix, string(r.Slug), string(r.Cover), b.texts.nameBytes(r.Title), b.texts.nameBytes(r.TitleBn))
	b.typeMembers[r.TypeID] = append(b.typeMembers[r.TypeID], p)
	sum := fnv.New64a()
	for w := range searchWords(r.SearchText) {
		sum.Write(w)
		sum.Write([]byte{' '})
		i, ok := b.words[string(w)]
		if !ok {
			i = int32(len(b.postings))
			b.words[string(w)], b.postings = i, append(b.postings, nil)
		}
		if list := b.postings[i]; len(list) == 0 || list[len(list)-1] != p {
			b.postings[i] = append(list, p)
		}
	}
	ix.sums = append(ix.sums, sum.Sum64())
	return nil
}

// Index finishes the index.
func (b *Builder) Index() (*Index, error) {
	if b.err != nil {
		return nil, b.err
	}
	ix := b.ix
	n := len(ix.ids)
	b.texts.finish(ix)
	ix.bits = make(chan *bitset, spareBitsets)
	all := make([]int32, n)
	for p := range all {
		all[p] = int32(p)
	}
	ix.all = ix.newOrder(all)
	ix.typeOrders(b.typeMembers)
	ix.words = make([]string, 0, len(b.words))
	for w := range b.words {
		ix.words = append(ix.words, w)
	}
	slices.Sort(ix.words)
	ix.postings = make([][]int32, len(ix.words))
	ix.dense = &dense{}
	for i, w := range ix.words {
		ix.postings[i] = slices.Clone(b.postings[b.words[w]])
	}
	ix.sorted, ix.wordsSorted = n, len(ix.words)
	return ix, nil
}

func (ix *Index) newOrder(newest []int32) *order {
	o := &order{newest: newest}
	for pt := range o.byPrice {
		prices := ix.prices[pt]
		o.byPrice[pt] = sortedBy(newest, func(p int32) (int64, int64) { return prices[p], ix.ids[p] })
	}
	o.byEnd = byDay(newest, ix.end)
	return o
}

// byDay is positions ordered by their day, each day's in the order given
// (stable): counted into place, one pass, when the days span no more than
// a few times the positions (offers end within months), else sorted.
func byDay(positions []int32, day []int32) []int32 {
	if len(positions) == 0 {
		return []int32{}
	}
	lo, hi := day[positions[0]], day[positions[0]]
	for _, p := range positions {
		lo, hi = min(lo, day[p]), max(hi, day[p])
	}
	span := int64(hi) - int64(lo) + 1
	if span > 4*int64(len(positions))+1024 {
		return sortedBy(positions, func(p int32) (int64, int64) { return int64(day[p]), int64(p) })
	}
	starts := make([]int32, span+1)
	for _, p := range positions {
		starts[day[p]-lo+1]++
	}
	for i := 1; i < len(starts); i++ {
		starts[i] += starts[i-1]
	}
	out := make([]int32, len(positions))
	for _, p := range positions {
		d := day[p] - lo
		out[starts[d]] = p
		starts[d]++
	}
	return out
}

// sortedBy is positions ordered by key, which returns two numbers compared
// in turn (never equal for two positions). The keys are read once into
// one array and sorted there: a comparison reading them through the
// positions jumped about three arrays of a million, and half a start's
// build of the index was those sorts (go test ./listing -bench Build).
func sortedBy(positions []int32, key func(p int32) (int64, int64)) []int32 {
	type keyed struct {
		a, b int64
		p    int32
	}
	ks := make([]keyed, len(positions))
	for i, p := range positions {
		a, b := key(p)
		ks[i] = keyed{a, b, p}
	}
	slices.SortFunc(ks, func(x, y keyed) int {
		if c := cmp.Compare(x.a, y.a); c != 0 {
			return c
		}
		return cmp.Compare(x.b, y.b)
	})
	out := make([]int32, len(ks))
	for i, k := range ks {
		out[i] = k.p
	}
	return out
}

// typeOrders makes each type's orders from ix.all's: each order is total,
// so a type's is the all order's subsequence of its members, one pass
// instead of a sort a type.
func (ix *Index) typeOrders(members map[int64][]int32) {
	for t, m := range members {
		o := &order{newest: slices.Clone(m)}
		for pt := range o.byPrice {
			o.byPrice[pt] = make([]int32, 0, len(m))
		}
		o.byEnd = make([]int32, 0, len(m))
		ix.types[t] = o
	}
	of := func(p int32) *order { return ix.types[int64(ix.typ[p])] }
	for pt := range ix.all.byPrice {
		for _, p := range ix.all.byPrice[pt] {
			o := of(p)
			o.byPrice[pt] = append(o.byPrice[pt], p)
		}
	}
	for _, p := range ix.all.byEnd {
		o := of(p)
		o.byEnd = append(o.byEnd, p)
	}
}

// dayNumber reads a YYYY-MM-DD day as days since 1970-01-01; the order of
// the numbers is the order of the texts, which is what the SQL compares.
func dayNumber(day string) (int32, bool) {
	t, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return 0, false
	}
	return int32(t.Unix() / 86400), true
}

// summary is the list card of the vehicle at p.
func (ix *Index) summary(p int32) garihaat.VehicleSummary {
	field := func(k int32) string { return ix.field(p, k) }
	v := garihaat.VehicleSummary{ID: ix.ids[p], ProductSlug: field(0), Title: field(2),
		CashPrice: ix.prices[0][p], InstallmentPrice: ix.prices[1][p], Images: []string{}}
	v.BnTranslation.Title = field(3)
	v.Seller = garihaat.CardSeller(ix.seller[p])
	v.Year, v.Odometer, v.DepotID = int(ix.year[p]), int64(ix.odo[p]), int64(ix.depot[p])
	v.TypeID, v.BrandID = int64(ix.typ[p]), int64(ix.brand[p]) // the store rates the price
	v.OfferEndsAt = time.Unix(int64(ix.end[p])*86400, 0).UTC().Format(time.DateOnly)
	if cover := field(1); cover != "" {
		v.Images = []string{cover}
	}
	return v
}

// Version is the catalogue version the index holds.
func (ix *Index) Version() int64 { return ix.version }

// bitset is a set of positions.
type bitset []uint64

func newBitset(n int) *bitset {
	b := make(bitset, (n+63)/64)
	return &b
}

func (b bitset) set(p int32)      { b[p>>6] |= 1 << (uint(p) & 63) }
func (b bitset) has(p int32) bool { return b[p>>6]&(1<<(uint(p)&63)) != 0 }
func (b bitset) unset(p int32)    { b[p>>6] &^= 1 << (uint(p) & 63) }

// hole reports whether the vehicle at p has left the list.
func (ix *Index) hole(p int32) bool { return ix.holes != nil && ix.holes.has(p) }

// all walks the set's positions, ascending.
func (b bitset) all() iter.Seq[int32] {
	return func(yield func(int32) bool) {
		for i, w := range b {
			for w != 0 {
				if !yield(int32(i*64 + bits.TrailingZeros64(w))) {
					return
				}
				w &= w - 1
			}
		}
	}
}

func (b bitset) count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// spareBitsets is how many cleared bitsets an index keeps for reuse. Not a
// sync.Pool: the pool is emptied by every collection, and under load with
// the memory limit the collector runs often enough to leave it empty.
const spareBitsets = 16

func (ix *Index) getBits() *bitset {
	select {
	case b := <-ix.bits:
		return b
	default:
		return newBitset(len(ix.ids))
	}
}

func (ix *Index) putBits(b *bitset) {
	clear(*b)
	select {
	case ix.bits <- b:
	default:
	}
}

// Len is how many vehicles the index lists.
func (ix *Index) Len() int { return len(ix.ids) - ix.nHoles }

// Copy returns r with its own copies of the byte fields (which may be the
// driver's reused buffers).
func (r Row) Copy() Row {
	for _, f := range []*[]byte{&r.Condition, &r.Slug, &r.Cover, &r.Title, &r.TitleBn, &r.SearchText, &r.OfferEndsAt} {
		*f = bytes.Clone(*f)
	}
	return r
}
