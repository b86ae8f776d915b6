package listing

import (
	"fmt"
	"strings"
	"testing"
)

// TestForgivingSkipsOnlyWhatFindsNothing: when the exact words rule the
// forgiving search out (covered), it would have found no vehicle anyway —
// the forgiving search answers alike with and without the exact search's
// sets, for words no vehicle holds together, misspelt ones and words that
// stand for nothing; and the shortcut is taken.
func TestForgivingSkipsOnlyWhatFindsNothing(t *testing.T) {
	rows := map[int64]Row{}
	for id := int64(1); id <= 600; id++ {
		brand, model := "tata", id%40 // tata holds model0–39, hino model40–79
		if id%2 == 0 {
			brand, model = "hino", 40+id%40
		}
		rows[id] = Row{ID: id, Created: id, Cash: id * 1000, Installment: id * 1000, TypeID: 1 + id%3, BrandID: 1 + id%2,
			Year: 2015, Condition: []byte("new"), Slug: fmt.Appendf(nil, "v-%d", id), Title: []byte("T"), TitleBn: []byte("ট"),
			OfferEndsAt: []byte("2026-12-31"), SearchText: fmt.Appendf(nil, "%s model%d %d টাটা", brand, model, 2010+id%7)}
	}
	ix := buildRows(t, 1, rows)
	skipped, forgiven := 0, 0
	for _, q := range []string{"hino model5", "tata model45", "tata hino", "hino 2099", "hinno model5", "tatta model45",
		"model5 model45", "hino model4", "tata model", "hino টাটা model5", "xyz", "tata xyz", "tatahino", "2012 model3 hino"} {
		exact, b, n, shared := ix.search(strings.Fields(strings.ToLower(q)))
		if b != nil && !shared {
			ix.putBits(b)
		}
		if n != 0 {
			continue
		}
		with, n1, sh1, _ := ix.forgiving(q, exact)
		without, n2, sh2, _ := ix.forgiving(q, nil)
		if n1 != n2 {
			t.Errorf("%q: %d vehicles forgiven with the exact sets, %d without", q, n1, n2)
		}
		if with == nil && without != nil {
			skipped++
		}
		if n2 > 0 {
			forgiven++
		}
		for _, r := range []struct {
			b      *bitset
			shared bool
		}{{with, sh1}, {without, sh2}} {
			if r.b != nil && !r.shared {
				ix.putBits(r.b)
			}
		}
	}
	if skipped == 0 || forgiven == 0 {
		t.Errorf("skipped %d, forgiven %d: the table should hold both", skipped, forgiven)
	}
}
