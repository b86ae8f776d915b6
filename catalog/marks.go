package catalog

// marks is every public vehicle's fair-price mark (an index into ratings)
// by id, beside the pairs' entries it is made from (prices.go): a card's
// mark is two loads, where the pair's binary search over its entries
// missed the processor's cache at nearly every step — 3.6 % of the
// server's CPU under the varied list at 100,000 vehicles, ~900 ns a card.
// The marks are in chunks of ids that a version shares with the one
// before until a write changes a mark in one (markWriter): one byte a
// vehicle, copied 4 KB at a time. Ids outside [0, maxMarked) are not kept
// (ok false): the card then searches its pair.
type marks struct{ chunks []*markChunk }

const (
	markBits = 12
	// maxMarked bounds the chunks' index to 512 KB of pointers whatever
	// ids a database hands out; a vehicle past it is searched in its pair.
	maxMarked = 1 << 28
)

type markChunk [1 << markBits]uint8

// get is id's mark; ok is false when id is out of the marks' range.
func (m marks) get(id int64) (mark uint8, ok bool) {
	if id < 0 || id >= maxMarked {
		return 0, false
	}
	c := id >> markBits
	if c >= int64(len(m.chunks)) || m.chunks[c] == nil {
		return 0, true
	}
	return m.chunks[c][id&(1<<markBits-1)], true
}

// markWriter makes the next version's marks from m: it shares every chunk
// it does not write to and copies each one it does, once.
type markWriter struct {
	m   marks
	own map[int64]bool
}

func newMarkWriter(m marks) *markWriter {
	return &markWriter{m: marks{chunks: append([]*markChunk(nil), m.chunks...)}, own: map[int64]bool{}}
}

// set makes id's mark r; a chunk is copied only when a mark in it changes.
func (w *markWriter) set(id int64, r uint8) {
	if was, ok := w.m.get(id); !ok || was == r {
		return
	}
	c := id >> markBits
	for int64(len(w.m.chunks)) <= c {
		w.m.chunks = append(w.m.chunks, nil)
	}
	if !w.own[c] {
		fresh := new(markChunk)
		if old := w.m.chunks[c]; old != nil {
			*fresh = *old
		}
		w.m.chunks[c], w.own[c] = fresh, true
	}
	w.m.chunks[c][id&(1<<markBits-1)] = r
}

// setPair writes the marks of a pair's entries.
func (w *markWriter) setPair(list []priceEntry) {
	for _, e := range list {
		w.set(e.id, e.rating)
	}
}
