package catalog_test

import (
	"context"
	"testing"
	"time"

	"garihaat/store"
	"garihaat/store/storetest"
)

// TestReadyOnceTheReadModelIsRead: /readyz's part of the read model. An
// instance whose list index or snapshot is not read yet answers lists by
// SQL after a wait (seconds at a million vehicles), so it is not ready;
// once both are read it is.
func TestReadyOnceTheReadModelIsRead(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		c := storetest.Catalog(s)
		if err := c.Ready(); err == nil {
			t.Fatal("ready before the list index and the snapshot were read")
		}
		storetest.MustSeed(t, s)
		if err := c.PrepareListing(ctx); err != nil {
			t.Fatal(err)
		}
		if err := c.AwaitListIndex(ctx); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(time.Minute)
		for c.Ready() != nil {
			if time.Now().After(deadline) {
				t.Fatalf("not ready a minute after the list index: %v", c.Ready())
			}
			time.Sleep(10 * time.Millisecond)
		}
	})
}
