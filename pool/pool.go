// Package pool keeps a fixed number of costly reusable values, such as
// compressors.
package pool

import "runtime"

// Bounded holds at most n values, each made when first taken; Get waits
// while all are out. Unlike sync.Pool, which every collection empties, it
// never makes more than n: a compressor allocates tables (about 0.5 MB)
// that cost more than compressing a few kilobytes, and with one made per
// request under load they were most of the allocation and kept the
// collector running (issue 12).
type Bounded[T any] struct {
	free     chan slot[T]
	newValue func() T
}

// slot is a value in the pool, or room for one not made yet.
type slot[T any] struct {
	v    T
	made bool
}

// New returns a pool of n values that newValue makes.
func New[T any](n int, newValue func() T) *Bounded[T] {
	free := make(chan slot[T], n)
	for range n {
		free <- slot[T]{}
	}
	return &Bounded[T]{free: free, newValue: newValue}
}

// PerCore is the size of a pool of compressors: compression is all CPU,
// so more at once than cores only hold more memory; two per core keep a
// core busy while another writer waits on a slow reader.
func PerCore() int { return 2 * runtime.GOMAXPROCS(0) }

// Get takes a value, waiting for one while all are out. Give it back with
// Put exactly once, and take no other value of the pool meanwhile.
func (p *Bounded[T]) Get() T {
	s := <-p.free
	if !s.made {
		return p.newValue()
	}
	return s.v
}

// Put gives back a value Get took.
func (p *Bounded[T]) Put(v T) { p.free <- slot[T]{v, true} }
