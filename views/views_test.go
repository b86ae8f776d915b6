package views

import (
	"context"
	"errors"
	"maps"
	"testing"
)

type sink struct {
	got  map[int64]int64
	fail bool
}

func (s *sink) AddViews(_ context.Context, counts map[int64]int64) error {
	if s.fail {
		return errors.New("database away")
	}
	if s.got == nil {
		s.got = map[int64]int64{}
	}
	for id, n := range counts {
		s.got[id] += n
	}
	return nil
}

func TestCounter(t *testing.T) {
	c := New()
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
