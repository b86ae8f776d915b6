// Package listingtest holds what the tests of the list index and of the
// catalogue's read model both draw from: random list requests and random
// picks, so the two compare their answers on the same kind of traffic.
package listingtest

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"reflect"
	"slices"

	"garihaat"
)

// RandomFilter is a list request as a visitor might make one; words are
// the texts a search may ask for.
func RandomFilter(r *rand.Rand, words []string) garihaat.VehicleFilter {
	f := garihaat.VehicleFilter{Page: 1 + r.IntN(3), PerPage: 1 + r.IntN(6), Today: "2026-03-10",
		Sort: garihaat.Sorts[r.IntN(len(garihaat.Sorts))]}
	if r.IntN(2) == 0 {
		f.TypeIDs = []int64{int64(1 + r.IntN(4))}
	}
	if r.IntN(3) == 0 {
		f.BrandIDs = []int64{int64(1 + r.IntN(3))}
	}
	if r.IntN(2) == 0 {
		f.MinBudget = int64(100 * r.IntN(20))
		f.MaxBudget = f.MinBudget + int64(100*r.IntN(15))
	}
	if r.IntN(4) == 0 {
		f.Query = words[r.IntN(len(words))]
	}
	if r.IntN(4) == 0 {
		f.PriceType = garihaat.PriceInstallment
	}
	return f
}

// RandomKey is one of m's keys, drawn from r (the same draw for the same
// seed: the keys are sorted first).
func RandomKey[V any](r *rand.Rand, m map[int64]V) int64 {
	keys := slices.Sorted(maps.Keys(m))
	return keys[r.IntN(len(keys))]
}

// Parted is what Diff compares: a *listing.Index (an interface, so that
// the list index's own tests may use Diff without an import cycle).
type Parted interface {
	Parts() (names []string, values []any)
}

// Diff names the first part in which a and b differ, "" when none: the
// tests of Merge, of the in-place tail and of the read model compare an
// index they grew with one rebuilt from the same rows (listing's Parts
// says what is compared).
func Diff(a, b Parted) string {
	names, va := a.Parts()
	_, vb := b.Parts()
	for i, name := range names {
		if !reflect.DeepEqual(va[i], vb[i]) {
			return fmt.Sprintf("%s:\n got %v\nwant %v", name, va[i], vb[i])
		}
	}
	return ""
}
