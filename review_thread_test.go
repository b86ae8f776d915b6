package garihaat

import "testing"

// TestHidePhones: a phone number in any of the ways people write one is
// hidden digit by digit; prices, years and model numbers stay.
func TestHidePhones(t *testing.T) {
	for in, want := range map[string]string{
		"call 01711000072":                  "call •••••••••••",
		"+880 1711-000072 today":            "+••• ••••-•••••• today",
		"০১৭১১ ০০০ ০৭২":                     "••••• ••• •••",
		"(02) 9876 5432":                    "(••) •••• ••••",
		"৳9,50,000 for the 2018 LPT 1613":   "৳9,50,000 for the 2018 LPT 1613",
		"odometer 1,20,000 km, reg 11-2233": "odometer 1,20,000 km, reg 11-2233",
		"":                                  "",
	} {
		if got := HidePhones(in); got != want {
			t.Errorf("HidePhones(%q) = %q, want %q", in, got, want)
		}
	}
}
