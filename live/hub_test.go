package live

import (
	"context"
	"testing"

	"garihaat"
)

func TestHubDeliversToTheVehiclesSubscribers(t *testing.T) {
	h := NewHub()
	a, stopA := h.Subscribe(1)
	b, stopB := h.Subscribe(2)
	defer stopB()
	h.Publish(context.Background(), garihaat.BidState{VehicleID: 1, Seq: 1, TotalBid: 1})
	if got := <-a; got.Seq != 1 {
		t.Errorf("subscriber of 1 got %+v", got)
	}
	select {
	case got := <-b:
		t.Errorf("subscriber of 2 got %+v", got)
	default:
	}
	stopA()
	stopA() // twice is harmless
	if h.Subscribers() != 1 {
		t.Errorf("%d subscribers after one stopped", h.Subscribers())
	}
}

// A subscriber that does not read loses older states, never the newest,
// and never blocks the publisher.
func TestHubSlowSubscriberKeepsTheNewest(t *testing.T) {
	h := NewHub()
	ch, stop := h.Subscribe(7)
	defer stop()
	for seq := int64(1); seq <= 100; seq++ {
		h.Publish(context.Background(), garihaat.BidState{VehicleID: 7, Seq: seq})
	}
	var last int64
	for len(ch) > 0 {
		last = (<-ch).Seq
	}
	if last != 100 {
		t.Errorf("last state read %d, want 100", last)
	}
}

func TestChannelPerSchema(t *testing.T) {
	if got := channelFor("postgres://u@h/db?search_path=gh_test_AB12&sslmode=disable"); got != "garihaat_bids_gh_test_ab12" {
		t.Errorf("channel %q", got)
	}
	if got := channelFor("postgres://u@h/db"); got != Channel {
		t.Errorf("channel %q", got)
	}
}
