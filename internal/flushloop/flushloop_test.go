package flushloop

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"
)

// A failing flush is logged and tried again; when the context ends the
// loop flushes once more on a context that is still live, then returns.
func TestRunFlushesUntilCancelledThenOnceMore(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex
	var logs bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&lockedWriter{mu: &mu, w: &logs}, nil))
	calls := make(chan error, 100)
	var lastErr error
	flush := func(c context.Context) error {
		if ctx.Err() != nil { // the last flush
			lastErr = c.Err()
			return nil
		}
		calls <- nil
		return errors.New("database away")
	}
	done := make(chan struct{})
	go func() { Run(ctx, "things", time.Millisecond, flush, logger); close(done) }()
	<-calls
	<-calls // two ticks: the first failure did not stop the loop
	cancel()
	<-done
	if lastErr != nil {
		t.Errorf("the last flush ran on an ended context: %v", lastErr)
	}
	mu.Lock()
	defer mu.Unlock()
	if !strings.Contains(logs.String(), "things: flush failed; kept for the next") {
		t.Errorf("the failure was not logged: %q", logs.String())
	}
}

type lockedWriter struct {
	mu *sync.Mutex
	w  *bytes.Buffer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
