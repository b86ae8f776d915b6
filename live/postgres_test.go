package live_test

import (
	"context"
	"log/slog"
	"slices"
	"sync"
	"testing"
	"time"

	"garihaat"
	"garihaat/live"
	"garihaat/store/storetest"
)

// TestUserEventsOnceEach: a user event reaches the publishing instance's
// streams at once, without its own notification coming back as a second
// copy, and the other instance's through the notification.
func TestUserEventsOnceEach(t *testing.T) {
	s := storetest.MustOpenPostgres(t)
	if s == nil {
		t.Skip("no PostgreSQL server: set GARIHAAT_TEST_POSTGRES")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type heard struct {
		mu    sync.Mutex
		names []string
		got   chan struct{}
	}
	var brokers []*live.Postgres
	var ears []*heard
	for i := range 3 {
		b := live.NewPostgres(s.DB(), s.DSN(), slog.New(slog.DiscardHandler))
		go b.Run(ctx)
		select {
		case <-b.Ready():
		case <-time.After(10 * time.Second):
			t.Fatal("broker never listened")
		}
		brokers = append(brokers, b)
		if i == 2 {
			break // the third only publishes the last event
		}
		h := &heard{got: make(chan struct{}, 16)}
		defer b.WatchUser(7, false, func(e garihaat.UserEvent) {
			h.mu.Lock()
			h.names = append(h.names, e.Name)
			h.mu.Unlock()
			h.got <- struct{}{}
		})()
		ears = append(ears, h)
	}
	publish := func(b *live.Postgres, name string) {
		if err := b.PublishUser(ctx, garihaat.UserEvent{UserID: 7, Name: name, Data: []byte(`{}`)}); err != nil {
			t.Fatal(err)
		}
	}
	publish(brokers[0], "one")
	if names := ears[0].names; !slices.Equal(names, []string{"one"}) {
		t.Fatalf("the publishing instance heard %v as it published", names)
	}
	publish(brokers[1], "two")
	publish(brokers[0], "three")
	for _, b := range brokers[:2] {
		if err := b.Flush(ctx); err != nil {
			t.Fatal(err)
		}
	}
	publish(brokers[2], "last")
	// Each listener gets the notifications in the order they were sent: once
	// both heard the third instance's, any echo of their own would be there.
	want := []string{"last", "one", "three", "two"}
	for i, h := range ears {
		deadline := time.After(10 * time.Second)
		for {
			h.mu.Lock()
			names := slices.Clone(h.names)
			h.mu.Unlock()
			if slices.Contains(names, "last") {
				if slices.Sort(names); !slices.Equal(names, want) {
					t.Errorf("instance %d heard %v, want each of %v once", i, names, want)
				}
				break
			}
			select {
			case <-h.got:
			case <-deadline:
				t.Fatalf("instance %d heard only %v", i, names)
			}
		}
	}
}
