package httpapi

import (
	"sync"

	lru "github.com/hashicorp/golang-lru/v2"
)

// sized is a cached value that knows how many bytes it holds.
type sized interface{ size() int }

// sizedCache is an LRU bounded by the bytes of its values as well as by
// their count. The caches are most of the live heap, and the live heap
// decides how often the collector runs under the memory limit (issue 12),
// so they are given a budget in bytes rather than a count that holds
// anything from 1 KB answers to 1 MB sitemaps.
type sizedCache[V sized] struct {
	mu       sync.Mutex
	lru      *lru.Cache[string, V]
	bytes    int
	maxBytes int
}

func newSizedCache[V sized](entries, maxBytes int) *sizedCache[V] {
	c := &sizedCache[V]{maxBytes: maxBytes}
	// Called inside Add and RemoveOldest, which run under c.mu.
	c.lru, _ = lru.NewWithEvict(entries, func(_ string, v V) { c.bytes -= v.size() }) // only fails for a size ≤ 0
	return c
}

func (c *sizedCache[V]) Get(key string) (V, bool) { return c.lru.Get(key) }

func (c *sizedCache[V]) Contains(key string) bool { return c.lru.Contains(key) }

// Add stores v under key and drops the least recently used entries until
// the budget holds (the newest entry always stays).
func (c *sizedCache[V]) Add(key string, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.lru.Remove(key) // a value replaced: its callback takes its bytes off
	c.bytes += v.size()
	c.lru.Add(key, v)
	for c.bytes > c.maxBytes && c.lru.Len() > 1 {
		c.lru.RemoveOldest()
	}
}

// Bytes is what the cache holds now.
func (c *sizedCache[V]) Bytes() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return int64(c.bytes)
}
