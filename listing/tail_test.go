package listing

import (
	"fmt"
	"maps"
	"testing"

	"garihaat/listing/listingtest"
)

// TestTwoLinesNeverWriteOneSlot: a version made from an older one (a
// second line) later appends in place to a word it did not touch when it
// split off; the word's postings must not be the array the first line's
// tip already wrote past the older version's length. Without clipping
// every word's postings at the split, the second line overwrote the first
// line's newest position and the first line's version answered with a
// vehicle it never had.
func TestTwoLinesNeverWriteOneSlot(t *testing.T) {
	rows := map[int64]Row{}
	for id := int64(1); id <= 100; id++ {
		rows[id] = plainRow(id, "base")
	}
	version := int64(1)
	next := func(from *Index, base map[int64]Row, id int64, word string) (*Index, map[int64]Row) {
		version++
		r := plainRow(id, word)
		with := maps.Clone(base)
		with[id] = r
		return from.Merge(buildRows(t, version, map[int64]Row{id: r}), []int64{id}), with
	}
	a0 := buildRows(t, version, rows)
	a1, rowsA1 := next(a0, rows, 101, "shared") // the tip: "shared" gets room to grow
	b, rowsB := next(a1, rowsA1, 102, "shared") // the first line writes past a1's length
	c, rowsC := next(a1, rowsA1, 103, "other")  // a second line from a1, "shared" untouched
	d, rowsD := next(c, rowsC, 104, "shared")   // the second line appends to "shared"
	for _, v := range []struct {
		ix   *Index
		rows map[int64]Row
	}{{a1, rowsA1}, {b, rowsB}, {c, rowsC}, {d, rowsD}} {
		if diff := listingtest.Diff(v.ix, buildRows(t, v.ix.Version(), v.rows)); diff != "" {
			t.Errorf("version %d: %s", v.ix.Version(), diff)
		}
	}
}

func plainRow(id int64, word string) Row {
	text := fmt.Appendf(nil, "%s v%d", word, id)
	return Row{ID: id, Created: id, Cash: 100 * id, Installment: 100 * id, TypeID: 1, BrandID: 1,
		Condition: []byte("new"), Slug: fmt.Appendf(nil, "v-%d", id), Title: text, TitleBn: text, SearchText: text,
		OfferEndsAt: []byte("2026-03-01")}
}
