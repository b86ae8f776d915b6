package httpapi

import (
	"context"
	"sync"
)

// flights runs one build per key for everyone asking at the same time, and
// stops it when all of them have gone: a hot page pushed out of the cache
// is built once for 64 waiting clients (not 64 times, each too slow to
// finish before its client gives up), while a search nobody waits for any
// longer does not go on holding the database.
type flights struct {
	mu sync.Mutex
	m  map[string]*flight
}

type flight struct {
	done    chan struct{}
	v       any
	err     error
	waiters int
	cancel  context.CancelFunc
}

// do returns build's result for key, started by the first caller.
func (f *flights) do(ctx context.Context, key string, build func(ctx context.Context) (any, error)) (any, error) {
	f.mu.Lock()
	if f.m == nil {
		f.m = map[string]*flight{}
	}
	fl, ok := f.m[key]
	if !ok {
		bctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
		fl = &flight{done: make(chan struct{}), cancel: cancel}
		f.m[key] = fl
		go func() {
			fl.v, fl.err = build(bctx)
			f.mu.Lock()
			delete(f.m, key)
			f.mu.Unlock()
			cancel()
			close(fl.done)
		}()
	}
	fl.waiters++
	f.mu.Unlock()
	select {
	case <-fl.done:
		return fl.v, fl.err
	case <-ctx.Done():
		f.mu.Lock()
		if fl.waiters--; fl.waiters == 0 {
			fl.cancel() // nobody wants it any more
		}
		f.mu.Unlock()
		return nil, ctx.Err()
	}
}
