package catalog

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"sync"

	"garihaat/listing"
)

// fakeCatalog is a catalogue in memory with a change log: the Log and the
// ListSource the store is in production, and every version's rows kept
// for the rebuilds answers are compared with.
type fakeCatalog struct {
	mu      sync.Mutex
	version int64
	rows    map[int64]listing.Row
	changes []fakeChange
	history map[int64]map[int64]listing.Row // version → its rows
	// reads counts the log's reads (one per follower wake, not per part).
	reads int
}

type fakeChange struct {
	version int64
	all     bool
	ids     []int64
}

func newFakeCatalog(rows map[int64]listing.Row) *fakeCatalog {
	c := &fakeCatalog{version: 1, rows: rows, history: map[int64]map[int64]listing.Row{}}
	c.history[1] = maps.Clone(rows)
	return c
}

// write applies edit to the rows (ids: the vehicles it changed; all: a
// change of names that names none) as a new version.
func (c *fakeCatalog) write(all bool, edit func(rows map[int64]listing.Row) []int64) int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	ids := edit(c.rows)
	c.version++
	c.changes = append(c.changes, fakeChange{version: c.version, all: all, ids: ids})
	c.history[c.version] = maps.Clone(c.rows)
	return c.version
}

func (c *fakeCatalog) rowsAt(version int64) map[int64]listing.Row {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.history[version]
}

func (c *fakeCatalog) ChangesSince(ctx context.Context, version int64) (Changes, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.reads++
	out := Changes{Version: c.version}
	if version == c.version {
		return out, nil
	}
	if version < 0 {
		out.All = true
		return out, nil
	}
	var ids []int64
	for _, ch := range c.changes {
		if ch.version <= version {
			continue
		}
		if ch.all {
			return Changes{Version: c.version, All: true}, nil
		}
		ids = append(ids, ch.ids...)
	}
	out.Vehicles = slices.Compact(slices.Sorted(slices.Values(ids)))
	return out, nil
}

func (c *fakeCatalog) ReadIndex(ctx context.Context) (*listing.Index, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return buildIndex(c.version, c.rows)
}

func (c *fakeCatalog) ReadRows(ctx context.Context, version int64, ids []int64) (*listing.Index, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.version != version {
		return nil, ErrMoved
	}
	some := map[int64]listing.Row{}
	for _, id := range ids {
		if r, ok := c.rows[id]; ok {
			some[id] = r
		}
	}
	return buildIndex(version, some)
}

// buildIndex builds the index of rows the way the store does: newest first.
func buildIndex(version int64, rows map[int64]listing.Row) (*listing.Index, error) {
	list := slices.Collect(maps.Values(rows))
	slices.SortFunc(list, func(a, b listing.Row) int {
		if a.Created != b.Created {
			return int(b.Created - a.Created)
		}
		return int(b.ID - a.ID)
	})
	b := listing.NewBuilder(version, map[string]int64{"tata": 1}, len(list))
	for i := range list {
		if err := b.Add(&list[i]); err != nil {
			return nil, err
		}
	}
	return b.Index()
}

var testWords = []string{"tata", "ace", "pickup", "টাটা", "পিকআপ", "bus", "truck", "isuzu", "dmax", "407"}

var testConds = []string{"new", "recondition", "used"}

// randomRow is a listed vehicle of small random facts, so filters meet.
func randomRow(r *rand.Rand, id int64) listing.Row {
	text := ""
	for range 1 + r.IntN(4) {
		text += testWords[r.IntN(len(testWords))] + " "
	}
	return listing.Row{ID: id, Created: int64(r.IntN(50)), Cash: int64(100 * (1 + r.IntN(30))), Installment: int64(100 * (1 + r.IntN(30))),
		TypeID: int64(1 + r.IntN(4)), BrandID: int64(1 + r.IntN(3)), DepotID: int64(r.IntN(3)), ColorID: int64(r.IntN(3)),
		FuelID: int64(r.IntN(2)), Year: 2010 + r.IntN(10), Condition: []byte(testConds[r.IntN(len(testConds))]),
		Slug: fmt.Appendf(nil, "v-%d", id), Cover: fmt.Appendf(nil, "c%d.webp", r.IntN(3)), Title: []byte(text),
		TitleBn: []byte("শিরোনাম " + text), SearchText: []byte(text), OfferEndsAt: fmt.Appendf(nil, "2026-03-%02d", 1+r.IntN(28))}
}
