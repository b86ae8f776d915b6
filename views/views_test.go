package views

import (
	"context"
	"errors"
	"maps"
	"testing"
	"time"
)

// sink records what it is given; each call is one statement of the store.
type sink struct {
	got   map[int64]int64
	calls int
	fail  bool
}

func (s *sink) AddViews(_ context.Context, counts map[int64]int64) error {
	if s.fail {
		return errors.New("database away")
	}
	if len(counts) > FlushBatch {
		return errors.New("a call of more than FlushBatch vehicles")
	}
	s.calls++
	if s.got == nil {
		s.got = map[int64]int64{}
	}
	for id, n := range counts {
		s.got[id] += n
	}
	return nil
}

func TestCounter(t *testing.T) {
	c := New(nil)
	c.Add(1, "10.0.0.1")
	c.Add(1, "10.0.0.1") // a reload: counted once
	c.Add(1, "10.0.0.2")
	c.Add(2, "10.0.0.1")
	s := &sink{fail: true}
	if err := c.Flush(context.Background(), s); err == nil {
		t.Fatal("a failing sink's error was not returned")
	}
	c.Add(2, "10.0.0.3") // counted while the first batch waits
	s.fail = false
	if err := c.Flush(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	if want := map[int64]int64{1: 2, 2: 2}; !maps.Equal(s.got, want) {
		t.Errorf("flushed %v, want %v (a failed batch is kept for the next)", s.got, want)
	}
	if err := c.Flush(context.Background(), s); err != nil || len(s.got) != 2 || s.got[1] != 2 {
		t.Errorf("an empty flush changed the counts: %v %v", s.got, err)
	}
}

// TestCounterCountsListedOncePerDay is issue 46, item 7: an id no listed
// vehicle has is neither counted nor kept for the flush, and a visitor's
// views of a vehicle count once a Dhaka day — however many other views
// come between (before, a visitor counted again once 16,384 other views
// had passed, and every id was kept and written).
func TestCounterCountsListedOncePerDay(t *testing.T) {
	listed := map[int64]bool{7: true, 8: true}
	c := New(func(id int64) bool { return listed[id] })
	now := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC) // 16:00 in Dhaka
	c.Now = func() time.Time { return now }
	for id := int64(1000); id < 21000; id++ {
		if c.Add(id, "198.51.100.9") {
			t.Fatalf("unlisted vehicle %d counted", id)
		}
	}
	if !c.Add(7, "198.51.100.9") {
		t.Fatal("a listed vehicle's first view did not count")
	}
	for i := range 40_000 { // other visitors between a visitor's views
		c.Add(8, "visitor "+string(rune('a'+i%26))+string(rune(i)))
	}
	if c.Add(7, "198.51.100.9") {
		t.Error("a visitor's second view the same day counted")
	}
	now = now.Add(8 * time.Hour) // past midnight in Dhaka
	if !c.Add(7, "198.51.100.9") {
		t.Error("a visitor's view the next day did not count")
	}
	s := &sink{}
	if err := c.Flush(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	if len(s.got) != 2 || s.got[7] != 2 || s.got[8] < 1 {
		t.Errorf("flushed %v: want the two listed vehicles alone", s.got)
	}
}

// TestFlushIsBounded: a flush of n vehicles' counts is ⌈n / FlushBatch⌉
// calls of the sink — each one statement of the store — not one per
// vehicle (issue 46: a statement per id under SQLite's write lock).
func TestFlushIsBounded(t *testing.T) {
	c := New(nil)
	const n = 2*FlushBatch + 17
	for id := int64(1); id <= n; id++ {
		c.Add(id, "203.0.113.1")
	}
	s := &sink{}
	if err := c.Flush(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	if s.calls != 3 || len(s.got) != n {
		t.Errorf("%d vehicles flushed in %d calls (%d vehicles arrived), want 3 calls", n, s.calls, len(s.got))
	}
}
