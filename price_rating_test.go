package garihaat

import "testing"

func TestRatePrice(t *testing.T) {
	comps := []int64{1_000_000, 1_200_000, 900_000, 1_100_000, 1_050_000} // middle 1,050,000
	for _, tc := range []struct {
		price int64
		want  string
	}{
		{945_000, PriceBelow}, {945_001, PriceAround}, {1_050_000, PriceAround}, {1_154_999, PriceAround}, {1_155_000, PriceAbove},
	} {
		r, ok := RatePrice(tc.price, append([]int64(nil), comps...))
		if !ok || r.Rating != tc.want || r.Comparables != 5 || r.Median != 1_050_000 {
			t.Errorf("%d: %+v %v, want %s", tc.price, r, ok, tc.want)
		}
	}
	if _, ok := RatePrice(1, comps[:4]); ok {
		t.Error("rated with four comparables")
	}
	if r, _ := RatePrice(1, []int64{1, 2, 3, 4, 5, 6}); r.Median != 3 {
		t.Errorf("an even count's middle: %d", r.Median)
	}
	if OdometerBand(49_999) != 0 || OdometerBand(50_000) != 1 || OdometerBand(299_999) != 2 || OdometerBand(1e7) != 3 {
		t.Error("odometer bands")
	}
}
