package stored

import (
	"encoding/json"
	"testing"
	"time"

	"garihaat"
)

// TestBidsTailIsEncodingJSON: the hand-written bid fields are what
// encoding/json writes for garihaat.BidFields, for the values they take:
// sealed (null) and open offers, no bids, whole and fractional seconds,
// the zero time of a vehicle without a window.
func TestBidsTailIsEncodingJSON(t *testing.T) {
	high := int64(2_150_000)
	for _, f := range []garihaat.BidFields{
		{},
		{OfferClosesAt: time.Date(2026, 12, 1, 17, 59, 59, 0, time.UTC), TotalBid: 12},
		{OfferClosesAt: time.Date(2026, 12, 1, 18, 0, 0, 0, time.UTC), HighestOffer: &high, TotalBid: 1},
		{OfferClosesAt: time.Unix(1_790_000_000, 5e8).UTC(), HighestOffer: &high, TotalBid: 9_999_999},
		{TotalBid: 3, PriceRating: garihaat.PriceRating{Rating: garihaat.PriceBelow, Comparables: 7, Median: 1_250_000}},
	} {
		want, err := json.Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		want[0] = ','
		want = append(want, `,"relatedProducts":`...)
		if got := BidsTail(f); string(got) != string(want) {
			t.Errorf("BidsTail(%+v)\n = %s\nwant %s", f, got, want)
		}
	}
}
