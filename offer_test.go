package garihaat

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func TestOfferOpen(t *testing.T) {
	for _, tc := range []struct {
		ends string
		now  time.Time
		want bool
	}{
		{"2026-03-10", time.Date(2026, 3, 10, 23, 59, 59, 0, Dhaka), true},
		{"2026-03-10", time.Date(2026, 3, 11, 0, 0, 0, 0, Dhaka), false},
		// 17:59 UTC on the 10th is 23:59 in Dhaka: still open.
		{"2026-03-10", time.Date(2026, 3, 10, 17, 59, 0, 0, time.UTC), true},
		{"2026-03-10", time.Date(2026, 3, 10, 18, 0, 0, 0, time.UTC), false},
		{"not a date", time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC), false},
	} {
		if got := OfferOpen(tc.ends, tc.now); got != tc.want {
			t.Errorf("OfferOpen(%s, %s) = %v", tc.ends, tc.now, got)
		}
	}
}

func TestBidValidate(t *testing.T) {
	var r BidRequest
	if err := json.Unmarshal([]byte(`{"id":7,"selectedOption":"cash","phone":"০১৭১১ ২২২-৩৩৩","offerAmount":"৮,৫০,০০০"}`), &r); err != nil {
		t.Fatal(err)
	}
	b, err := r.Validate()
	if err != nil || b.VehicleID != 7 || b.Phone != "01711222333" || b.Amount != 850000 || b.Option != "cash" {
		t.Fatalf("Validate = %+v, %v", b, err)
	}
	for _, tc := range []struct {
		body   string
		fields []string
	}{
		{`{}`, []string{"id", "selectedOption", "phone", "offerAmount"}},
		{`{"id":1,"selectedOption":"installments","phone":"01211222333","offerAmount":1}`, []string{"phone"}},
		{`{"id":1,"selectedOption":"installments","phone":"0171122233","offerAmount":1}`, []string{"phone"}},
		{`{"id":1,"selectedOption":"cash","phone":"01911222333","offerAmount":0}`, []string{"offerAmount"}},
		{`{"id":1,"selectedOption":"cash","phone":"01911222333","offerAmount":"-100"}`, []string{"offerAmount"}},
		{`{"id":1,"selectedOption":"cash","phone":"01911222333","offerAmount":500000001}`, []string{"offerAmount"}},
		{`{"id":true,"selectedOption":"Cash","phone":"01911222333","offerAmount":5}`, []string{"id", "selectedOption"}},
	} {
		var r BidRequest
		if err := json.Unmarshal([]byte(tc.body), &r); err != nil {
			t.Fatal(err)
		}
		_, err := r.Validate()
		e, ok := err.(*Error)
		if !ok || e.Code != EINVALID || len(e.Fields) != len(tc.fields) {
			t.Errorf("%s: %v", tc.body, err)
			continue
		}
		for _, f := range tc.fields {
			if len(e.Fields[f]) == 0 {
				t.Errorf("%s: no error on %s: %v", tc.body, f, e.Fields)
			}
		}
	}
}

func TestNewPagination(t *testing.T) {
	p := NewPagination(0, 1, 18)
	if p.LastPage != 1 || p.From != nil || p.To != nil || p.HasMorePages {
		t.Errorf("empty = %+v", p)
	}
	p = NewPagination(37, 2, 18)
	if p.LastPage != 3 || *p.From != 19 || *p.To != 36 || !p.HasMorePages {
		t.Errorf("middle = %+v", p)
	}
	p = NewPagination(37, 3, 18)
	if *p.From != 37 || *p.To != 37 || p.HasMorePages {
		t.Errorf("last = %+v", p)
	}
}

// The day an offer ends is the day staff set, at the day's edge in Dhaka
// (UTC+6): a window closing at 00:00 on 1 January ends on 31 December.
func TestOfferLastDay(t *testing.T) {
	closes, _ := OfferClosesAt("2026-12-31")
	for _, tc := range []struct {
		closes time.Time
		want   string
	}{
		{closes, "2026-12-31"},
		{time.Date(2026, 12, 31, 18, 0, 0, 0, time.UTC), "2026-12-31"},   // the same instant, in UTC
		{time.Date(2026, 12, 31, 17, 59, 59, 0, time.UTC), "2026-12-31"}, // 23:59:59 in Dhaka
		{time.Date(2026, 12, 31, 18, 4, 0, 0, time.UTC), "2027-01-01"},   // soft close moved it past midnight
		{time.Date(2026, 12, 31, 5, 0, 0, 0, time.UTC), "2026-12-31"},
	} {
		if got := OfferLastDay(tc.closes).Format("2006-01-02"); got != tc.want {
			t.Errorf("OfferLastDay(%s) = %s, want %s", tc.closes, got, tc.want)
		}
	}
	if got := closes.UTC().Format(time.RFC3339); got != "2026-12-31T18:00:00Z" {
		t.Errorf("OfferClosesAt(2026-12-31) = %s", got)
	}
}

// Outcome and outbid messages name the vehicle in the bidder's language.
func TestMessagesNameTheVehicleInTheirLanguage(t *testing.T) {
	titles := Titles{En: "Tata Ace", Bn: "টাটা এস"}
	for _, tc := range []struct {
		text, want, not string
	}{
		{OutcomeText("bn", true, titles, "GH-1"), "টাটা এস", "Tata Ace"},
		{OutcomeText("bn", false, titles, "GH-1"), "টাটা এস", "Tata Ace"},
		{OutcomeText("en", true, titles, "GH-1"), "Tata Ace", "টাটা এস"},
		{OutbidText("bn", titles), "টাটা এস", "Tata Ace"},
		{OutbidText("en", titles), "Tata Ace", "টাটা এস"},
		{OutcomeText("bn", true, Titles{En: "Tata Ace"}, "GH-1"), "Tata Ace", ""}, // no Bangla title yet
	} {
		if !strings.Contains(tc.text, tc.want) || (tc.not != "" && strings.Contains(tc.text, tc.not)) {
			t.Errorf("%q: want %q, not %q", tc.text, tc.want, tc.not)
		}
	}
}
