package httpapi

import (
	"hash/maphash"
	"sync/atomic"
)

// seenKeys remembers lately asked keys by their hash, so a first visit's
// answer is cached only when the same detail is asked again: most vehicle
// pages are opened once, and caching each first visit pushed out answers
// that are asked again, for an entry and its garbage per request (issue
// 12). A slot keeps the last key hashed to it, so "lately" is about the
// last 65,536 distinct keys; a collision only costs a miss.
type seenKeys struct {
	seed  maphash.Seed
	slots [1 << 16]atomic.Uint64
}

func newSeenKeys() *seenKeys { return &seenKeys{seed: maphash.MakeSeed()} }

// again records key and reports whether it was recorded before.
func (s *seenKeys) again(key string) bool {
	h := maphash.String(s.seed, key) | 1 // never 0, which an empty slot holds
	return s.slots[h%uint64(len(s.slots))].Swap(h) == h
}
