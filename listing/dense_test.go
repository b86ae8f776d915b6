package listing

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"garihaat"
)

// TestDenseWordsAnswerAsPostings: a search answers the same whether its
// common words are taken as bitsets or position by position, for common,
// rare and partial words, alone and together, with vehicles gone (holes)
// and new (the tail), and asked again (a set shared by a query is not
// given back to be cleared).
func TestDenseWordsAnswerAsPostings(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	brands := []string{"tata", "ashok", "eicher", "hino", "isuzu"}
	rows := map[int64]Row{}
	for id := int64(1); id <= 3000; id++ {
		rows[id] = Row{ID: id, Created: id, Cash: int64(r.IntN(5_000_000)), Installment: int64(r.IntN(5_000_000)),
			TypeID: int64(1 + r.IntN(4)), BrandID: int64(1 + r.IntN(5)), Year: 2015, Condition: []byte("new"),
			Slug: fmt.Appendf(nil, "v-%d", id), Title: []byte("T"), TitleBn: []byte("ট"), OfferEndsAt: []byte("2026-12-31"),
			SearchText: fmt.Appendf(nil, "%s model%d %d", brands[r.IntN(len(brands))], id%400, 2010+id%12)}
	}
	ix := buildRows(t, 1, rows)
	edited := ix.Merge(buildRows(t, 2, map[int64]Row{}), []int64{5, 77, 1200}) // vehicles leaving: holes
	// Vehicles new to the index (the tail): a set made before them is short.
	ix.Page(garihaat.VehicleFilter{Query: "hino", Page: 1, PerPage: 1})
	fresh := rows[9]
	fresh.ID, fresh.Created, fresh.SearchText = 5000, 5000, []byte("tata model7 2015")
	grown := ix.Merge(buildRows(t, 3, map[int64]Row{5000: fresh}), []int64{5000})
	if grown.sorted == len(grown.ids) {
		t.Fatal("no tail")
	}
	for _, x := range []*Index{ix, edited, grown, ix} {
		for _, q := range []string{"tata", "ta", "model7", "model12 2015", "hino 2019", "eicher model3", "20", "nothing"} {
			for _, typ := range []int64{0, 2} {
				f := garihaat.VehicleFilter{Query: q, Page: 1, PerPage: 18, TypeIDs: nil}
				if typ != 0 {
					f.TypeIDs = []int64{typ}
				}
				got := x.Page(f)
				d := x.dense
				x.dense = nil
				want := x.Page(f)
				x.dense = d
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%q type %d: %+v\nwant %+v", q, typ, got.Pagination, want.Pagination)
				}
			}
		}
	}
}

// TestAndOfAsBitByBit: the AND of sets of different lengths (a set made
// before vehicles were appended is short) with and without holes is the
// bit-by-bit answer, and counts what it holds, with b dirty beforehand.
func TestAndOfAsBitByBit(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	random := func(words int) bitset {
		b := make(bitset, words)
		for i := range b {
			b[i] = r.Uint64() | r.Uint64()
		}
		return b
	}
	for _, lens := range [][]int{{5}, {5, 5}, {5, 3}, {3, 5}, {5, 5, 4}, {5, 2, 5, 5}} {
		for _, holesLen := range []int{-1, 5, 3} {
			sets := make([]bitset, len(lens))
			for i, n := range lens {
				sets[i] = random(n)
			}
			var holes *bitset
			if holesLen >= 0 {
				h := random(holesLen)
				holes = &h
			}
			b := random(5) // whatever it held is overwritten
			n := b.andOf(sets, holes)
			want := 0
			for p := int32(0); p < 5*64; p++ {
				in := true
				for _, s := range sets {
					in = in && int(p>>6) < len(s) && s.has(p)
				}
				if holes != nil && int(p>>6) < len(*holes) && holes.has(p) {
					in = false
				}
				if b.has(p) != in {
					t.Fatalf("lens %v holes %d: position %d is %v, want %v", lens, holesLen, p, b.has(p), in)
				}
				if in {
					want++
				}
			}
			if n != want {
				t.Fatalf("lens %v holes %d: counted %d, holds %d", lens, holesLen, n, want)
			}
		}
	}
}
