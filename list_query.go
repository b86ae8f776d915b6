package garihaat

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// The list call's query string, read in one place: the list API, the HTML
// list pages and saved searches (issue 30) all read a filter with it, so a
// saved search means exactly what the list it was saved from meant.

// MaxListValues bounds how many ids or ranges one filter may carry.
const MaxListValues = 50

// MinVehicleYear is the oldest model year a vehicle may have; MaxFilterYear
// the latest a list filter takes (a vehicle's own year is at most next year).
const (
	MinVehicleYear = 1950
	MaxFilterYear  = 2100
)

// MaxQueryRunes bounds the search text.
const MaxQueryRunes = 100

// ParseVehicleFilter reads get-vehicles' query string. Id lists are
// comma-separated and may repeat (vehicleType=1,2&vehicleType=3);
// predefinedBudget is "min-max" or "min-" for no upper bound, repeatable and
// comma-separated too. Unknown parameters are ignored; malformed known ones
// are rejected field by field. The list is asked on now's day in Dhaka
// (which offers are open), so that day is part of the filter and of its
// cache key.
func ParseVehicleFilter(q url.Values, now time.Time) (VehicleFilter, error) {
	v := Validation{}
	f := VehicleFilter{Page: 1, PerPage: PageSize, Today: DhakaDay(now)}
	ids := func(name string) []int64 {
		var out []int64
		for _, raw := range values(q, name) {
			n, err := strconv.ParseInt(raw, 10, 64)
			if err != nil || n <= 0 {
				v.Add(name, MsgListIds)
				return nil
			}
			out = append(out, n)
		}
		if len(out) > MaxListValues {
			v.Add(name, MsgTooManyValues)
			return nil
		}
		return out
	}
	f.BrandIDs = ids("vehicleBrand")
	f.TypeIDs = ids("vehicleType")
	f.DepotIDs = ids("depoLocation")
	f.ColorIDs = ids("color")
	f.FuelIDs = ids("fuelType")
	f.TonnageIDs = ids("tonnage")
	num := func(name string) int64 {
		raw := strings.TrimSpace(q.Get(name))
		if raw == "" {
			return 0
		}
		n, err := strconv.ParseInt(NormalizeDigits(raw), 10, 64)
		if err != nil || n < 0 || n > MaxOfferAmount*10 {
			v.Add(name, MsgPositiveWholeNumber)
			return 0
		}
		return n
	}
	f.MinBudget, f.MaxBudget = num("minBudget"), num("maxBudget")
	if f.MinBudget > 0 && f.MaxBudget > 0 && f.MinBudget > f.MaxBudget {
		v.Add("minBudget", MsgMinBudgetCannotGreaterMax)
	}
	if p := num("page"); p > 0 {
		f.Page = int(min(p, 1_000_000))
	} else if q.Get("page") != "" && !v.Has("page") {
		v.Add("page", MsgPositiveWholeNumber)
	}
	if p := num("per_page"); p > 0 {
		f.PerPage = int(min(p, MaxPageSize))
	} else if q.Get("per_page") != "" && !v.Has("per_page") {
		v.Add("per_page", MsgPositiveWholeNumber)
	}
	for _, raw := range values(q, "predefinedBudget") {
		lo, hi, ok := strings.Cut(raw, "-")
		minB, err1 := strconv.ParseInt(strings.TrimSpace(lo), 10, 64)
		maxB, err2 := int64(0), error(nil)
		if strings.TrimSpace(hi) != "" {
			maxB, err2 = strconv.ParseInt(strings.TrimSpace(hi), 10, 64)
		}
		if !ok || err1 != nil || err2 != nil || minB < 0 || maxB < 0 || (maxB > 0 && maxB < minB) {
			v.Add("predefinedBudget", MsgBudgetRangeForm)
			break
		}
		f.Ranges = append(f.Ranges, BudgetRange{Min: minB, Max: maxB})
	}
	if len(f.Ranges) > MaxListValues {
		v.Add("predefinedBudget", MsgTooManyValues)
	}
	switch pt := q.Get("priceType"); pt {
	case "", PriceCash, PriceInstallment:
		f.PriceType = pt
	default:
		v.Add("priceType", MsgCashInstallment)
	}
	if so := q.Get("sort"); so == "" || slices.Contains(Sorts, so) {
		f.Sort = so
	} else {
		v.Add("sort", MsgNewestEndingSoonPriceAsc)
	}
	for _, c := range values(q, "condition") {
		switch c {
		case ConditionNew, ConditionReconditioned, ConditionResale:
			if !slices.Contains(f.Conditions, c) {
				f.Conditions = append(f.Conditions, c)
			}
		default:
			v.Add("condition", MsgNewReconditionedResale)
		}
	}
	year := func(name string) int {
		n := num(name)
		if n != 0 && (n < MinVehicleYear || n > MaxFilterYear) {
			v.Add(name, MsgYearOutOfRange)
			return 0
		}
		return int(n)
	}
	f.MinYear, f.MaxYear = year("minYear"), year("maxYear")
	if f.MinYear > 0 && f.MaxYear > 0 && f.MinYear > f.MaxYear {
		v.Add("minYear", MsgFirstYearCannotAfterLast)
	}
	if n := num("minSeats"); n > 90 {
		v.Add("minSeats", MsgSeatsBetween)
	} else {
		f.MinSeats = int(n)
	}
	for _, code := range values(q, "district") {
		if _, ok := DistrictOf(code); !ok {
			v.Add("district", MsgUnknownDistrict)
			break
		}
		if !slices.Contains(f.Districts, code) {
			f.Districts = append(f.Districts, code)
		}
	}
	if len(f.Districts) > MaxListValues {
		v.Add("district", MsgTooManyValues)
	}
	f.Query = strings.TrimSpace(q.Get("query"))
	if msg := QueryProblem(f.Query); msg != "" {
		v.Add("query", msg)
	}
	f.BrandSlug = strings.TrimSpace(q.Get("brandSlug"))
	if f.BrandSlug != "" && !ValidSlug(f.BrandSlug) {
		v.Add("brandSlug", MsgInvalidFilter)
	}
	return f, v.Err(MsgInvalidFilter)
}

// values returns every comma-separated, non-empty value of a repeatable
// parameter (also accepting the name[] form some clients send).
func values(q url.Values, name string) []string {
	var out []string
	for _, raw := range append(q[name], q[name+"[]"]...) {
		for _, part := range strings.Split(raw, ",") {
			if part = strings.TrimSpace(part); part != "" {
				out = append(out, part)
			}
		}
	}
	return out
}

// QueryProblem says what is wrong with a trimmed search text, or "" when it
// can be searched: valid UTF-8 without control characters, at most
// MaxQueryRunes. The public catalogue and the back office share it.
func QueryProblem(q string) string {
	switch {
	case !utf8.ValidString(q) || strings.ContainsFunc(q, unicode.IsControl):
		return MsgSearchTextCharactersThatNot
	case utf8.RuneCountInString(q) > MaxQueryRunes:
		return MsgSearchTextTooLong
	}
	return ""
}
