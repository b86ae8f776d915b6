package listing

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"garihaat"
	"garihaat/listing/listingtest"
)

// TestMergeEqualsRebuild: after random rounds of edits, removals, returns
// and new vehicles, the merged index equals one built from scratch from
// the same rows — every column, order, word and posting — and answers
// every query alike, holes, tail and all.
func TestMergeEqualsRebuild(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 25))
	words := testWords
	randomRow := func(id int64) Row { return randomRow(r, id) }
	live, left := map[int64]Row{}, map[int64]Row{}
	nextID := int64(1)
	withHoles, withTail := 0, 0
	for range 60 {
		live[nextID] = randomRow(nextID)
		nextID++
	}
	version := int64(1)
	ix := buildRows(t, version, live)
	for round := range 200 {
		version++
		prev := maps.Clone(live)
		var gone []int64
		var added []Row
		for range r.IntN(6) {
			k := r.IntN(5)
			if round%2 == 1 {
				k = 1 + r.IntN(2) // rounds of the in-place kinds only
			}
			switch {
			case k == 0 || len(live) == 0: // a new vehicle
				live[nextID] = randomRow(nextID)
				gone, nextID = append(gone, nextID), nextID+1
			case k == 1: // out of the list
				id := listingtest.RandomKey(r, live)
				left[id] = live[id]
				delete(live, id)
				gone = append(gone, id)
			case k == 2 && len(left) > 0: // back where it was, at times at a new price
				id := listingtest.RandomKey(r, left)
				row := left[id]
				delete(left, id)
				if r.IntN(2) == 0 {
					row.Cash = int64(100 * (1 + r.IntN(30)))
				}
				live[id] = row
				gone = append(gone, id)
			case k == 2: // edited where it stands: price, day, brand, colour
				id := listingtest.RandomKey(r, live)
				row := live[id]
				row.Cash, row.OfferEndsAt = int64(100*(1+r.IntN(30))), fmt.Appendf(nil, "2026-03-%02d", 1+r.IntN(28))
				row.BrandID, row.ColorID, row.Condition = int64(1+r.IntN(3)), int64(r.IntN(3)), []byte(testConds[r.IntN(len(testConds))])
				if r.IntN(4) == 0 {
					row.Title = []byte("renamed " + string(row.Title))
				}
				live[id] = row
				gone = append(gone, id)
			default: // edited anyhow
				id := listingtest.RandomKey(r, live)
				live[id] = randomRow(id)
				gone = append(gone, id)
			}
		}
		for _, id := range gone {
			if row, ok := live[id]; ok && !slices.ContainsFunc(added, func(a Row) bool { return a.ID == id }) {
				added = append(added, row)
			}
		}
		add := buildRows(t, version, rowsByID(added))
		change := ix.Change(add, gone)
		before := ix
		ix = ix.Merge(add, gone)
		unaffected := 0
		for range 40 {
			f := listingtest.RandomFilter(r, words)
			if !change.Affects(f) {
				unaffected++
				if got, want := before.Page(f), ix.Page(f); !reflect.DeepEqual(got, want) {
					t.Fatalf("round %d: %+v said unaffected, but the answer changed:\n%+v\n%+v", round, f, got, want)
				}
			}
		}
		if len(gone) > 0 && unaffected == 0 && round%10 == 0 {
			t.Logf("round %d: every filter was affected", round)
		}
		want := buildRows(t, version, live)
		if diff := listingtest.Diff(ix, want); diff != "" {
			t.Fatalf("round %d: merged index differs from a rebuild: %s", round, diff)
		}
		if round%3 == 0 {
			// Another change made from the same index: it may not extend
			// the arrays this round's extended (growth), and both must
			// stay right.
			other := randomRow(nextID + 1000)
			rows := maps.Clone(prev)
			rows[other.ID] = other
			again := before.Merge(buildRows(t, version, map[int64]Row{other.ID: other}), []int64{other.ID})
			if diff := listingtest.Diff(again, buildRows(t, version, rows)) + listingtest.Diff(ix, want); diff != "" {
				t.Fatalf("round %d: two changes from one index: %s", round, diff)
			}
		}
		if ix.holes != nil {
			withHoles++
		}
		if ix.sorted < len(ix.ids) {
			withTail++
		}
		if ix.Len() != want.Len() || !reflect.DeepEqual(ix.BrandTypeCounts(), want.BrandTypeCounts()) {
			t.Fatalf("round %d: %d vehicles %v, want %d %v", round, ix.Len(), ix.BrandTypeCounts(), want.Len(), want.BrandTypeCounts())
		}
		for range 40 {
			f := listingtest.RandomFilter(r, words)
			if got, want := ix.Page(f), want.Page(f); !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d: %+v answered\n%+v\nwant\n%+v", round, f, got, want)
			}
		}
	}
	t.Logf("%d rounds with holes, %d with a tail", withHoles, withTail)
	if withHoles < 20 || withTail < 20 {
		t.Errorf("only %d of 200 rounds kept holes and %d a tail: the in-place changes were hardly tried", withHoles, withTail)
	}
}

// testWords are the words of randomRow's texts.
var testWords = []string{"tata", "ace", "pickup", "টাটা", "পিকআপ", "bus", "truck", "isuzu", "dmax", "407"}

// testConds are randomRow's conditions.
var testConds = []string{"new", "recondition", "used", "fresh"}

// randomRow is a listed vehicle of small random facts, so filters meet.
func randomRow(r *rand.Rand, id int64) Row {

	text := ""
	for range 1 + r.IntN(4) {
		text += testWords[r.IntN(len(testWords))] + " "
	}
	return Row{ID: id, Created: int64(r.IntN(50)), Cash: int64(100 * (1 + r.IntN(30))), Installment: int64(100 * (1 + r.IntN(30))),
		TypeID: int64(1 + r.IntN(4)), BrandID: int64(1 + r.IntN(3)), DepotID: int64(r.IntN(3)), ColorID: int64(r.IntN(3)),
		FuelID: int64(r.IntN(2)), Year: 2010 + r.IntN(10), Condition: []byte(testConds[r.IntN(len(testConds))]),
		Slug: fmt.Appendf(nil, "v-%d", id), Cover: fmt.Appendf(nil, "c%d.webp", r.IntN(3)), Title: []byte(text),
		TitleBn: []byte("শিরোনাম " + text), SearchText: []byte(text), OfferEndsAt: fmt.Appendf(nil, "2026-03-%02d", 1+r.IntN(28))}
}

func rowsByID(rows []Row) map[int64]Row {
	m := map[int64]Row{}
	for _, r := range rows {
		m[r.ID] = r
	}
	return m
}

// buildRows builds the index of rows the way the store does: newest first.
func buildRows(t *testing.T, version int64, rows map[int64]Row) *Index {
	t.Helper()
	list := make([]Row, 0, len(rows))
	for _, r := range rows {
		list = append(list, r)
	}
	slices.SortFunc(list, func(a, b Row) int {
		if a.Created != b.Created {
			return int(b.Created - a.Created)
		}
		return int(b.ID - a.ID)
	})
	b := NewBuilder(version, map[string]int64{"tata": 1}, len(list))
	for i := range list {
		if err := b.Add(&list[i]); err != nil {
			t.Fatal(err)
		}
	}
	ix, err := b.Index()
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

// BenchmarkMerge is one price edit merged into a catalogue of n vehicles
// (edit), 200 (import), and one new vehicle after another (publish: the
// tail).
func BenchmarkMerge(b *testing.B) {
	for _, n := range []int{100_000, 1_000_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			rows := map[int64]Row{}
			for id := int64(1); id <= int64(n); id++ {
				rows[id] = Row{ID: id, Created: id, Cash: int64(r.IntN(5_000_000)), Installment: int64(r.IntN(5_000_000)),
					TypeID: int64(1 + r.IntN(8)), BrandID: int64(1 + r.IntN(30)), Year: 2015, Condition: []byte("new"),
					Slug: fmt.Appendf(nil, "tata-ace-%d", id), Cover: []byte("/media/abc/card.webp"), Title: []byte("Tata Ace Gold 2021"),
					TitleBn: []byte("টাটা এইস গোল্ড ২০২১"), SearchText: fmt.Appendf(nil, "tata ace gold 2021 টাটা এইস model%d", id%5000),
					OfferEndsAt: []byte("2026-12-31")}
			}
			ix := buildRows(&testing.T{}, 1, rows)
			edited := rows[int64(n/2)]
			edited.Cash += 1000
			add := buildRows(&testing.T{}, 2, map[int64]Row{edited.ID: edited})
			b.Run("edit", func(b *testing.B) {
				for b.Loop() {
					ix.Merge(add, []int64{edited.ID})
				}
			})
			b.Run("import", func(b *testing.B) { // 200 prices, as a CSV import
				moved := map[int64]Row{}
				var ids []int64
				for range 200 {
					row := rows[int64(1+r.IntN(n))]
					row.Cash += 1000
					moved[row.ID], ids = row, append(ids, row.ID)
				}
				add := buildRows(&testing.T{}, 2, moved)
				for b.Loop() {
					ix.Merge(add, ids)
				}
			})
			b.Run("publish", func(b *testing.B) {
				next, version := ix, int64(2)
				for b.Loop() {
					row := rows[int64(1+r.IntN(n))]
					row.ID, row.Created, version = int64(n)+version, int64(n)+version, version+1
					next = next.Merge(buildRows(&testing.T{}, version, map[int64]Row{row.ID: row}), []int64{row.ID})
				}
			})
		})
	}
}

// BenchmarkForgiving is a forgiving query (each a typed word the memo has
// not seen) over 100,000 vehicles.
func BenchmarkForgiving(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	rows := map[int64]Row{}
	for id := int64(1); id <= 100_000; id++ {
		rows[id] = Row{ID: id, Created: id, Cash: int64(r.IntN(5_000_000)), Installment: int64(r.IntN(5_000_000)),
			TypeID: int64(1 + r.IntN(8)), BrandID: int64(1 + r.IntN(30)), Year: 2015, Condition: []byte("new"),
			Slug: fmt.Appendf(nil, "tata-ace-%d", id), Title: []byte("Tata Ace Gold 2021"), TitleBn: []byte("টাটা এইস গোল্ড ২০২১"),
			SearchText: fmt.Appendf(nil, "tata ace gold 2021 টাটা এইস model%d", id%5000), OfferEndsAt: []byte("2026-12-31")}
	}
	ix := buildRows(&testing.T{}, 1, rows)
	ix.Page(garihaat.VehicleFilter{Query: "tatta", Page: 1, PerPage: 18}) // the vocabulary, once a version
	i := 0
	for b.Loop() {
		i++
		ix.Page(garihaat.VehicleFilter{Query: fmt.Sprintf("gould mdel%dx", i), Page: 1, PerPage: 18})
	}
}
