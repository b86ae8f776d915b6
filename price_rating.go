package garihaat

import "slices"

// The fair-price mark (issue 29): a vehicle's cash price against the
// middle of comparable vehicles' — same type and brand, a model year at
// most YearWindow apart, the same odometer band — among the published and
// sold ones, shown only with at least MinComparables of them.
const (
	PriceBelow  = "below"
	PriceAround = "around"
	PriceAbove  = "above"

	MinComparables = 5
	YearWindow     = 2
	// ratingMargin is how far from the middle a price is "below" or
	// "above" the market: a tenth, about what bargaining moves here.
	ratingMargin = 0.10
)

// OdometerBand is the band of km a vehicle is compared within: new-ish,
// in service, well used, worn.
func OdometerBand(km int64) uint8 {
	switch {
	case km < 50_000:
		return 0
	case km < 150_000:
		return 1
	case km < 300_000:
		return 2
	}
	return 3
}

// PriceRating is the mark and what it rests on.
type PriceRating struct {
	Rating      string `json:"rating"`      // below, around or above the market
	Comparables int    `json:"comparables"` // how many similar vehicles it was compared with
	Median      int64  `json:"median"`      // their middle cash price
}

// RatePrice rates price against the comparables' prices (which it may
// reorder); false when there are too few to say.
func RatePrice(price int64, comps []int64) (PriceRating, bool) {
	if len(comps) < MinComparables {
		return PriceRating{}, false
	}
	slices.Sort(comps)
	n := len(comps)
	median := comps[n/2]
	if n%2 == 0 {
		median = (comps[n/2-1] + comps[n/2]) / 2
	}
	return RateAgainst(price, median, n), true
}

// RateAgainst is the mark of price against n comparables whose middle
// price is median (n at least MinComparables).
func RateAgainst(price, median int64, n int) PriceRating {
	r := PriceRating{Rating: PriceAround, Comparables: n, Median: median}
	switch {
	case float64(price) <= float64(median)*(1-ratingMargin):
		r.Rating = PriceBelow
	case float64(price) >= float64(median)*(1+ratingMargin):
		r.Rating = PriceAbove
	}
	return r
}
