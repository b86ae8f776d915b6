package httpapi

import (
	"fmt"
	"testing"
)

type blob int

func (b blob) size() int { return int(b) }

// TestSizedCache: the bytes stay within the budget by dropping the least
// recently used entries; replacing an entry counts it once; an entry
// larger than the budget is still kept (alone) rather than refused.
func TestSizedCache(t *testing.T) {
	c := newSizedCache[blob](100, 1000)
	for i := range 10 {
		c.Add(fmt.Sprint(i), 300)
	}
	if c.bytes != 900 || c.lru.Len() != 3 || !c.Contains("9") || c.Contains("6") {
		t.Fatalf("bytes %d, entries %v", c.bytes, c.lru.Keys())
	}
	c.Get("7") // now the most recently used
	c.Add("9", 500)
	if c.bytes != 800 || !c.Contains("7") || c.Contains("8") {
		t.Fatalf("after replacing: bytes %d, entries %v", c.bytes, c.lru.Keys())
	}
	c.Add("big", 5000)
	if c.bytes != 5000 || c.lru.Len() != 1 {
		t.Fatalf("after a big one: bytes %d, entries %v", c.bytes, c.lru.Keys())
	}
	small := newSizedCache[blob](2, 1<<20)
	small.Add("a", 1)
	small.Add("b", 1)
	small.Add("c", 1)
	if small.bytes != 2 || small.Contains("a") {
		t.Fatalf("count bound: bytes %d, entries %v", small.bytes, small.lru.Keys())
	}
}
