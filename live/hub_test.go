package live

import (
	"context"
	"strings"
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

// A user event reaches its user's streams and, when it is the team's,
// every staff stream — once, even for a staff member who is the user — and
// no other user's.
func TestHubDeliversUserEvents(t *testing.T) {
	h := NewHub()
	buyer, stopBuyer := h.SubscribeUser(1, false)
	defer stopBuyer()
	clerk, stopClerk := h.SubscribeUser(2, true)
	defer stopClerk()
	other, stopOther := h.SubscribeUser(3, false)
	defer stopOther()
	both, stopBoth := h.SubscribeUser(4, true) // staff, and the buyer of the next event
	defer stopBoth()
	h.PublishUser(context.Background(), garihaat.UserEvent{UserID: 1, Staff: true, Name: "message", Data: []byte(`{"a":1}`)})
	h.PublishUser(context.Background(), garihaat.UserEvent{UserID: 4, Staff: true, Name: "message", Data: []byte(`{"a":2}`)})
	h.PublishUser(context.Background(), garihaat.UserEvent{UserID: 1, Name: "read", Data: []byte(`{"a":3}`)})
	got := func(ch <-chan garihaat.UserEvent) []string {
		var out []string
		for len(ch) > 0 {
			out = append(out, string((<-ch).Data))
		}
		return out
	}
	for name, c := range map[string]struct {
		ch   <-chan garihaat.UserEvent
		want string
	}{
		"buyer": {buyer, `{"a":1} {"a":3}`}, "clerk": {clerk, `{"a":1} {"a":2}`}, "other": {other, ``}, "staff buyer": {both, `{"a":1} {"a":2}`},
	} {
		if g := strings.Join(got(c.ch), " "); g != c.want {
			t.Errorf("%s got %q, want %q", name, g, c.want)
		}
	}
	stopClerk()
	if h.UserSubscribers() != 3 {
		t.Errorf("%d user subscribers after one stopped", h.UserSubscribers())
	}
}

// A watch gets the same events as a subscription, once each, in the
// publisher's order; stopping it (twice is harmless) ends it.
func TestHubWatchesUserEvents(t *testing.T) {
	h := NewHub()
	var clerk, buyer []string
	stopClerk := h.WatchUser(4, true, func(e garihaat.UserEvent) { clerk = append(clerk, string(e.Data)) })
	stopBuyer := h.WatchUser(1, false, func(e garihaat.UserEvent) { buyer = append(buyer, string(e.Data)) })
	defer stopBuyer()
	h.PublishUser(context.Background(), garihaat.UserEvent{UserID: 1, Staff: true, Name: "message", Data: []byte(`{"a":1}`)})
	h.PublishUser(context.Background(), garihaat.UserEvent{UserID: 4, Staff: true, Name: "message", Data: []byte(`{"a":2}`)})
	h.PublishUser(context.Background(), garihaat.UserEvent{UserID: 1, Name: "read", Data: []byte(`{"a":3}`)})
	if g := strings.Join(clerk, " "); g != `{"a":1} {"a":2}` {
		t.Errorf("staff watch got %q", g)
	}
	if g := strings.Join(buyer, " "); g != `{"a":1} {"a":3}` {
		t.Errorf("buyer watch got %q", g)
	}
	stopClerk()
	stopClerk()
	h.PublishUser(context.Background(), garihaat.UserEvent{UserID: 2, Staff: true, Name: "message", Data: []byte(`{"a":4}`)})
	if len(clerk) != 2 || h.UserSubscribers() != 1 {
		t.Errorf("after the watch stopped: %q, %d subscribers", clerk, h.UserSubscribers())
	}
}
