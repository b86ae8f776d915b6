package listing

import (
	"maps"
	"math/rand/v2"
	"testing"
)

// TestListed: the ids an index lists are exactly its vehicles, not those
// that left it (holes of a merge), nor any other id — with ids dense
// (a bitset) or sparse (sorted ids).
func TestListed(t *testing.T) {
	r := rand.New(rand.NewPCG(46, 7))
	rows := map[int64]Row{}
	for id := int64(1); id <= 80; id++ {
		rows[id] = randomRow(r, id)
	}
	ix := buildRows(t, 1, rows).Merge(buildRows(t, 2, map[int64]Row{}), []int64{5, 7})
	if ix.nHoles != 2 {
		t.Fatalf("%d holes: not the index the test means", ix.nHoles)
	}
	for id := int64(-1); id <= 200; id++ {
		want := id >= 1 && id <= 80 && id != 5 && id != 7
		if ix.Listed(id) != want {
			t.Errorf("Listed(%d) = %v", id, !want)
		}
	}
	sparse := maps.Clone(rows)
	far := int64(1) << 40
	sparse[far] = randomRow(r, far)
	ix = buildRows(t, 3, sparse)
	if !ix.Listed(far) || !ix.Listed(80) || ix.Listed(far-1) || ix.Listed(81) || ix.listedIDs.sorted == nil {
		t.Errorf("sparse ids: %v %v %v %v (sorted: %v)", ix.Listed(far), ix.Listed(80), ix.Listed(far-1), ix.Listed(81),
			ix.listedIDs.sorted != nil)
	}
	empty := buildRows(t, 4, map[int64]Row{})
	if empty.Listed(0) || empty.Listed(1) {
		t.Error("an empty index lists a vehicle")
	}
}
