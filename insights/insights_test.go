package insights

import (
	"context"
	"errors"
	"maps"
	"testing"
	"time"

	"garihaat"
)

type sink struct {
	got  garihaat.InsightBatch
	fail bool
}

func (s *sink) AddInsights(_ context.Context, b garihaat.InsightBatch) error {
	if s.fail {
		return errors.New("database away")
	}
	if s.got.Vehicles == nil {
		s.got = garihaat.InsightBatch{Vehicles: map[garihaat.VehicleDay]garihaat.InsightCounts{}, Searches: map[garihaat.SearchKey]int64{}}
	}
	for k, n := range b.Vehicles {
		m := s.got.Vehicles[k]
		m.Add(n)
		s.got.Vehicles[k] = m
	}
	for k, n := range b.Searches {
		s.got.Searches[k] += n
	}
	return nil
}

// dhakaClock is a settable clock; 18:30 UTC is already the next day in Dhaka.
type dhakaClock struct{ t time.Time }

func (c *dhakaClock) now() time.Time { return c.t }

func TestCounterSumsByVehicleAndDhakaDay(t *testing.T) {
	clock := &dhakaClock{time.Date(2026, 11, 26, 17, 0, 0, 0, time.UTC)} // 23:00 in Dhaka
	c := New(clock.now)
	c.View(1)
	c.View(1)
	c.Save(1)
	c.Compare([]int64{1, 2})
	c.Offer(2)
	c.View(0)                            // not a vehicle
	clock.t = clock.t.Add(2 * time.Hour) // 01:00 the next day in Dhaka
	c.Purchase(2)
	s := &sink{fail: true}
	if err := c.Flush(context.Background(), s); err == nil {
		t.Fatal("a failing sink's error was not returned")
	}
	c.View(2) // counted while the failed batch waits
	s.fail = false
	if err := c.Flush(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	want := map[garihaat.VehicleDay]garihaat.InsightCounts{
		{Day: "2026-11-26", VehicleID: 1}: {Views: 2, Saves: 1, Comparisons: 1},
		{Day: "2026-11-26", VehicleID: 2}: {Comparisons: 1, Offers: 1},
		{Day: "2026-11-27", VehicleID: 2}: {Purchases: 1, Views: 1},
	}
	if !maps.Equal(s.got.Vehicles, want) {
		t.Errorf("flushed %v,\nwant %v (a failed batch is kept for the next)", s.got.Vehicles, want)
	}
	if err := c.Flush(context.Background(), s); err != nil || len(s.got.Vehicles) != 3 {
		t.Errorf("an empty flush changed the counts: %v %v", s.got.Vehicles, err)
	}
}

func TestSearchCountsDistinctVisitorsADay(t *testing.T) {
	clock := &dhakaClock{time.Date(2026, 11, 26, 3, 0, 0, 0, time.UTC)}
	c := New(clock.now)
	partner := garihaat.VehicleFilter{Query: "  Ashok   Leyland, PARTNER ", Page: 1}
	search := func(visitor string, f garihaat.VehicleFilter) { c.search(visitor, f, garihaat.DhakaDay(clock.now())) }
	search("10.0.0.1", partner)
	search("10.0.0.1", garihaat.VehicleFilter{Query: "ashok leyland partner", Page: 1}) // the same search again
	search("10.0.0.2", partner)
	search("10.0.0.2", garihaat.VehicleFilter{Query: "ashok leyland partner", Page: 2}) // a next page is no new search
	search("10.0.0.3", garihaat.VehicleFilter{Page: 1})                                 // the bare list
	search("10.0.0.3", garihaat.VehicleFilter{Query: "01711222333", Page: 1})           // a phone number
	search("10.0.0.3", garihaat.VehicleFilter{TypeIDs: []int64{4}, MaxBudget: 300_000, Page: 1})
	clock.t = clock.t.Add(24 * time.Hour)
	search("10.0.0.1", partner) // the next day counts again
	s := &sink{}
	if err := c.Flush(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	want := map[garihaat.SearchKey]int64{
		{Day: "2026-11-26", Query: "ashok leyland partner"}: 2,
		{Day: "2026-11-26", TypeID: 4, Budget: "0-3"}:       1,
		{Day: "2026-11-27", Query: "ashok leyland partner"}: 1,
	}
	if !maps.Equal(s.got.Searches, want) {
		t.Errorf("searches %v,\nwant %v", s.got.Searches, want)
	}
}

func TestSearchRequestReadsAQueryOnceADay(t *testing.T) {
	clock := &dhakaClock{time.Date(2026, 11, 26, 3, 0, 0, 0, time.UTC)}
	c := New(clock.now)
	parsed := 0
	parse := func(f garihaat.VehicleFilter, ok bool) func() (garihaat.VehicleFilter, bool) {
		return func() (garihaat.VehicleFilter, bool) { parsed++; return f, ok }
	}
	bus := garihaat.VehicleFilter{Query: "Bus", Page: 1}
	c.SearchRequest("10.0.0.1", "query=Bus", parse(bus, true))
	c.SearchRequest("10.0.0.1", "query=Bus", parse(bus, true))                                           // repeated: not read again
	c.SearchRequest("10.0.0.1", "query=bus", parse(garihaat.VehicleFilter{Query: "bus", Page: 1}, true)) // another spelling: read, counted once
	c.SearchRequest("10.0.0.2", "query=Bus", parse(bus, false))                                          // a bot: nothing, and asked again
	c.SearchRequest("10.0.0.2", "query=Bus", parse(bus, true))
	if parsed != 4 {
		t.Errorf("the filter was read %d times, want 4", parsed)
	}
	clock.t = clock.t.Add(24 * time.Hour)
	c.SearchRequest("10.0.0.1", "query=Bus", parse(bus, true)) // the next day counts again
	var nilCounter *Counter
	nilCounter.SearchRequest("x", "query=bus", parse(bus, true))
	s := &sink{}
	if err := c.Flush(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	want := map[garihaat.SearchKey]int64{{Day: "2026-11-26", Query: "bus"}: 2, {Day: "2026-11-27", Query: "bus"}: 1}
	if !maps.Equal(s.got.Searches, want) || parsed != 5 {
		t.Errorf("searches %v (read %d times),\nwant %v (5)", s.got.Searches, parsed, want)
	}
}

func TestBoundsDropInsteadOfGrowing(t *testing.T) {
	c := New(nil)
	for id := int64(1); id <= MaxVehicles+10; id++ {
		c.View(id)
	}
	c.View(1) // a vehicle already waiting still counts
	if got := c.Dropped(); got != 10 {
		t.Errorf("dropped %d, want 10", got)
	}
	if len(c.vehicles) != MaxVehicles || c.vehicles[garihaat.VehicleDay{Day: garihaat.DhakaDay(time.Now()), VehicleID: 1}].Views != 2 {
		t.Errorf("waiting %d vehicle-days, want %d", len(c.vehicles), MaxVehicles)
	}
	var nilCounter *Counter
	nilCounter.View(1) // counting off: no panic
	nilCounter.SearchRequest("x", "query=bus", nil)
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{
		"  Ashok   Leyland, PARTNER ": "ashok leyland partner",
		"টাটা ১৬১৩":                   "টাটা 1613",
		"call 01711-222333":           "", // split by a dash, still a phone
		"call 01711222333":            "",
		"০১৭১১২২২৩৩৩":                 "",
		"!!!":                         "",
		"\u09af\u09bc":                "\u09af\u09bc",
		"\u09df":                      "\u09af\u09bc",
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestIsBot(t *testing.T) {
	for ua, want := range map[string]bool{
		"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)": true,
		"facebookexternalhit/1.1": true,
		"Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari": false,
		"": false,
	} {
		if IsBot(ua) != want {
			t.Errorf("IsBot(%q) = %v", ua, !want)
		}
	}
}
