package httpapi

import (
	"net/http"
	"sync"

	"garihaat"
)

// StreamLimits bound the event streams one instance holds (issue 26):
// 15,000 streams from one address once took every file descriptor and
// the server stopped answering everyone. Streams are connections of this
// process, so the count is this process's own; each instance guards its
// own descriptors.
type StreamLimits struct {
	// PerAddress is the most streams one client address (an IPv6 /64)
	// holds. Mobile carriers put many buyers behind one address, so it is
	// far above what one person opens, and well below what exhausts a
	// server.
	PerAddress int
	// Total is the most streams the instance holds, set below its open
	// file limit with room for ordinary requests (cmd/garihaat's streamLimits).
	Total int
}

// DefaultStreamLimits are used for a zero StreamLimits.
var DefaultStreamLimits = StreamLimits{PerAddress: 256, Total: 10_000}

// streamRetryAfter is what a refused stream is told to wait, in seconds:
// the browser's EventSource retries on its own.
const streamRetryAfter = 30

// streamSlots counts the open streams by client address.
type streamSlots struct {
	mu     sync.Mutex
	limits StreamLimits
	byAddr map[string]int
	total  int
}

func newStreamSlots(l StreamLimits) *streamSlots {
	if l.PerAddress <= 0 {
		l.PerAddress = DefaultStreamLimits.PerAddress
	}
	if l.Total <= 0 {
		l.Total = DefaultStreamLimits.Total
	}
	return &streamSlots{limits: l, byAddr: map[string]int{}}
}

// take counts a new stream of addr; false when a limit is reached. The
// release it returns is called once, when the stream ends.
//
// The cap is shared fairly (issue 46): an address holding n streams takes
// another only while more than n × Total / (2 × PerAddress) slots are free,
// so an address at PerAddress needs half the cap free, and the last free
// slots go to the addresses holding fewest. 59 addresses at PerAddress
// used to fill the whole cap and refuse everyone else; now the same 59
// stop with a third of it free, and an address holding nothing is refused
// only when the cap is full.
func (l *streamSlots) take(addr string) (release func(), ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n, free := l.byAddr[addr], l.limits.Total-l.total
	if free <= 0 || n >= l.limits.PerAddress || n*l.limits.Total >= free*2*l.limits.PerAddress {
		return nil, false
	}
	l.total++
	l.byAddr[addr]++
	var once sync.Once
	return func() {
		once.Do(func() {
			l.mu.Lock()
			defer l.mu.Unlock()
			l.total--
			if l.byAddr[addr]--; l.byAddr[addr] <= 0 {
				delete(l.byAddr, addr)
			}
		})
	}, true
}

// refuseStream answers a stream over its limits: 429 with Retry-After.
func (s *Server) refuseStream(w http.ResponseWriter, r *http.Request) {
	s.writeError(w, r, &garihaat.Error{Code: garihaat.ERATELIMITED,
		Message: garihaat.MsgTooManyLiveConnectionsNetwork, RetryAfter: streamRetryAfter})
}
