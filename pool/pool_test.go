package pool

import (
	"sync"
	"sync/atomic"
	"testing"
)

func TestBoundedMakesAtMostN(t *testing.T) {
	var made atomic.Int32
	p := New(3, func() []byte { made.Add(1); return make([]byte, 8) })
	var wg sync.WaitGroup
	var out, most atomic.Int32
	for range 200 {
		wg.Go(func() {
			v := p.Get()
			n := out.Add(1)
			for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
			}
			v[0]++ // the value is the taker's alone
			out.Add(-1)
			p.Put(v)
		})
	}
	wg.Wait()
	if made.Load() > 3 || most.Load() > 3 {
		t.Fatalf("made %d values, %d out at once; the bound is 3", made.Load(), most.Load())
	}
	if made.Load() == 0 {
		t.Fatal("made nothing")
	}
}
