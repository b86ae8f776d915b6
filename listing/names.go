package listing

import "strings"

// The texts a card shows: slug and cover of each vehicle back to back in
// one string (offs: 2 a vehicle), the English and Bangla titles each kept
// once (names) and named by position (titles).
//
// Why: titles are a brand, a model and a year by the trade's habit, so a
// catalogue says the same few thousand titles over and over — a title
// written once and named by 4 bytes costs a vehicle 8 bytes instead of
// ~65 (English and Bangla; issue 34, a million vehicles on one machine).
// Slugs and covers are a vehicle's own and stay in the string.

// texts writes the texts of an index being made.
type texts struct {
	b     strings.Builder
	at    map[string]uint32
	names []string
	from  map[*Index][]int32 // a source index's name → ours, -1 until met
}

func newTexts(size int) *texts {
	t := &texts{at: map[string]uint32{}, from: map[*Index][]int32{}}
	t.b.Grow(size)
	return t
}

// name is s's index in the names, s added when new.
func (t *texts) name(s string) uint32 {
	if i, ok := t.at[s]; ok {
		return i
	}
	i := uint32(len(t.names))
	s = strings.Clone(s) // not a piece of a larger string the names would keep
	t.names, t.at[s] = append(t.names, s), i
	return i
}

// nameBytes is name for the driver's bytes (no string made when known).
func (t *texts) nameBytes(s []byte) uint32 {
	if i, ok := t.at[string(s)]; ok {
		return i
	}
	return t.name(string(s))
}

// nameOf is the index in ours of src's name i.
func (t *texts) nameOf(src *Index, i uint32) uint32 {
	m := t.from[src]
	if m == nil {
		m = make([]int32, len(src.names))
		for k := range m {
			m[k] = -1
		}
		t.from[src] = m
	}
	if m[i] < 0 {
		m[i] = int32(t.name(src.names[i]))
	}
	return uint32(m[i])
}

// add writes a vehicle's texts (slug, cover, title, Bangla title) into ix.
func (t *texts) add(ix *Index, slug, cover string, title, titleBn uint32) {
	t.b.WriteString(slug)
	ix.offs = append(ix.offs, uint32(t.b.Len()))
	t.b.WriteString(cover)
	ix.offs = append(ix.offs, uint32(t.b.Len()))
	ix.titles[0], ix.titles[1] = append(ix.titles[0], title), append(ix.titles[1], titleBn)
}

// finish gives ix the string and the names, the string kept at its size:
// growing may have left up to twice the room, which the index would hold
// for as long as it lives.
func (t *texts) finish(ix *Index) {
	ix.text = t.b.String()
	if t.b.Cap() > len(ix.text)+len(ix.text)/8 {
		ix.text = strings.Clone(ix.text)
	}
	ix.names = t.names
	*t = texts{}
}

func (ix *Index) field(p, k int32) string {
	switch n := int32(ix.sorted); {
	case p >= n:
		return ix.more[4*(p-n)+k]
	case k >= 2:
		return ix.names[ix.titles[k-2][p]]
	}
	return ix.text[ix.offs[2*p+k]:ix.offs[2*p+k+1]]
}
