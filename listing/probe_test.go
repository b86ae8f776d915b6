package listing

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"garihaat/listing/listingtest"
)

// TestProbeMatchesThePage holds the alerts' matching (issue 30) and Any
// to the list's: on random filters, Any is whether the list is empty, a vehicle matches exactly when the list of
// the filter holds it, and a vehicle priced otherwise matches exactly when
// the list of an index where it has that price holds it.
func TestProbeMatchesThePage(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 1))
	rows := map[int64]Row{}
	var all []int64
	for id := int64(1); id <= 80; id++ {
		rows[id], all = randomRow(r, id), append(all, id)
	}
	// The index is a merged one with holes and a tail: two vehicles new
	// to it, two retitled (a hole each, and appended again).
	first := maps.Clone(rows)
	delete(first, 79)
	delete(first, 80)
	changed := map[int64]Row{79: rows[79], 80: rows[80]}
	for _, id := range []int64{3, 9} {
		row := rows[id]
		row.Title = append([]byte("moved "), row.Title...)
		rows[id], changed[id] = row, row
	}
	ix := buildRows(t, 1, first).Merge(buildRows(t, 1, changed), slices.Collect(maps.Keys(changed)))
	if ix.sorted == len(ix.ids) || ix.nHoles != 2 {
		t.Fatalf("the index has %d holes and a tail of %d: not the index the test means", ix.nHoles, len(ix.ids)-ix.sorted)
	}
	pr := ix.Probe(append(all, 999)) // 999 is not listed
	if pr.Listed(999) || !pr.Listed(5) {
		t.Fatal("Listed is wrong")
	}
	matched := 0
	for range 400 {
		f := listingtest.RandomFilter(r, testWords)
		f.Page, f.PerPage = 1, len(all)+1
		want := ids(ix.Page(f))
		if ix.Any(f) != (len(want) > 0) {
			t.Fatalf("filter %+v: Any says %v, the list holds %d", f, ix.Any(f), len(want))
		}
		m := pr.Matcher(f)
		var got []int64
		for _, id := range all {
			if m.Matches(id) {
				got = append(got, id)
			}
		}
		if m.Matches(999) {
			t.Fatal("a vehicle that is not listed matched")
		}
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("filter %+v: probe %v, list %v", f, got, want)
		}
		matched += len(got)
		// Another price for one vehicle: as the list of that catalogue says.
		id := all[r.IntN(len(all))]
		moved := rows[id]
		moved.Cash, moved.Installment = int64(100*(1+r.IntN(30))), int64(100*(1+r.IntN(30)))
		other := maps.Clone(rows)
		other[id] = moved
		inOther := slices.Contains(ids(buildRows(t, 2, other).Page(f)), id)
		if got := m.MatchesPriced(id, moved.Cash, moved.Installment); got != inOther {
			t.Fatalf("filter %+v, vehicle %d priced %d/%d: probe %v, list %v", f, id, moved.Cash, moved.Installment, got, inOther)
		}
		m.Release()
	}
	if matched == 0 {
		t.Fatal("no filter matched anything: the test proved nothing")
	}
}
