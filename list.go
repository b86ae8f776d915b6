package garihaat

import "strconv"

// PageSize is the default number of vehicles per list page (spec §9).
const PageSize = 18

// MaxPageSize caps per_page so one request cannot ask for the whole catalogue.
const MaxPageSize = 100

// Price types a budget can apply to (spec §9).
const (
	PriceCash        = "cash"
	PriceInstallment = "installment"
)

// BudgetRange is a min/max pair in taka; Max 0 means no upper bound.
type BudgetRange struct {
	Min int64 `json:"min"`
	Max int64 `json:"max"`
}

// PredefinedBudgets are the four budget ranges of spec §9.
var PredefinedBudgets = []BudgetRange{
	{660000, 860000},
	{860000, 1066000},
	{1066000, 1666000},
	{1666000, 0},
}

// Sort orders of the vehicle list. Newest and ending soon put the vehicles
// whose offer is still open (VehicleFilter.Today) before the closed ones;
// ending soon orders the open ones by their last day, soonest first, and
// the closed ones newest first. The price orders are the buyer's explicit
// choice and mix open and closed offers.
const (
	SortNewest     = "newest"
	SortEndingSoon = "ending_soon"
	SortPriceAsc   = "price_asc"
	SortPriceDesc  = "price_desc"
	// The newest model year first, and the lowest odometer first (issue
	// 29): like the prices, the buyer's explicit choice, open and closed
	// offers mixed; ties newest first.
	SortYearDesc    = "year_desc"
	SortOdometerAsc = "odometer_asc"
)

// Sorts lists every sort order of the vehicle list.
var Sorts = []string{SortNewest, SortEndingSoon, SortPriceAsc, SortPriceDesc, SortYearDesc, SortOdometerAsc}

// VehicleFilter selects a page of vehicles. Empty slices and zero values
// mean "no restriction". Ranges are OR-ed; MinBudget/MaxBudget apply on top.
type VehicleFilter struct {
	BrandIDs []int64
	TypeIDs  []int64
	DepotIDs []int64
	ColorIDs []int64
	FuelIDs  []int64
	// TonnageIDs keep vehicles of these payloads (the tonnage lookup).
	TonnageIDs []int64
	// MinSeats keeps vehicles with at least this many seats; 0: any.
	MinSeats int
	// Districts keeps vehicles in these districts (Districts' codes): a
	// seller's own district, else its depot's.
	Districts []string
	BrandSlug string
	Query     string
	Ranges    []BudgetRange
	MinBudget int64
	MaxBudget int64
	PriceType string // PriceCash (default) or PriceInstallment
	// Conditions keeps new, reconditioned and/or resale vehicles; empty: all.
	Conditions []string
	// MinYear and MaxYear bound the model year; 0 is no bound.
	MinYear, MaxYear int
	Sort             string
	// Today is the day (YYYY-MM-DD, DhakaDay) the list is asked on: an
	// offer whose last day is before it is closed. "" counts every offer
	// as open (no open-first order).
	Today   string
	Page    int
	PerPage int
}

// Key is f as a text two filters share only when they are equal: the
// answer cache's key. Written out by hand rather than with fmt's %+v,
// whose reflection cost every list request microseconds; a field left out
// here fails TestVehicleFilterKeyHoldsEveryField.
func (f VehicleFilter) Key() string {
	b := make([]byte, 0, 96+len(f.Query))
	ids := func(v []int64) {
		b = strconv.AppendInt(b, int64(len(v)), 10)
		for _, x := range v {
			b = append(b, ',')
			b = strconv.AppendInt(b, x, 10)
		}
		b = append(b, ';')
	}
	str := func(s string) { // length first: no text can end a field early
		b = strconv.AppendInt(b, int64(len(s)), 10)
		b = append(b, ':')
		b = append(b, s...)
		b = append(b, ';')
	}
	num := func(n int64) { b = strconv.AppendInt(b, n, 10); b = append(b, ';') }
	ids(f.BrandIDs)
	ids(f.TypeIDs)
	ids(f.DepotIDs)
	ids(f.ColorIDs)
	ids(f.FuelIDs)
	ids(f.TonnageIDs)
	num(int64(f.MinSeats))
	num(int64(len(f.Districts)))
	for _, d := range f.Districts {
		str(d)
	}
	str(f.BrandSlug)
	str(f.Query)
	num(int64(len(f.Ranges)))
	for _, r := range f.Ranges {
		num(r.Min)
		num(r.Max)
	}
	num(f.MinBudget)
	num(f.MaxBudget)
	str(f.PriceType)
	num(int64(len(f.Conditions)))
	for _, c := range f.Conditions {
		str(c)
	}
	num(int64(f.MinYear))
	num(int64(f.MaxYear))
	str(f.Sort)
	str(f.Today)
	num(int64(f.Page))
	num(int64(f.PerPage))
	return string(b)
}

// Pagination describes where a page sits in the whole result.
type Pagination struct {
	Total        int  `json:"total"`
	PerPage      int  `json:"per_page"`
	CurrentPage  int  `json:"current_page"`
	LastPage     int  `json:"last_page"`
	From         *int `json:"from"`
	To           *int `json:"to"`
	HasMorePages bool `json:"has_more_pages"`
}

// NewPagination computes the pagination block for total matches.
func NewPagination(total, page, perPage int) Pagination {
	last := (total + perPage - 1) / perPage
	if last < 1 {
		last = 1
	}
	p := Pagination{Total: total, PerPage: perPage, CurrentPage: page, LastPage: last, HasMorePages: page < last}
	from := (page-1)*perPage + 1
	if from <= total {
		to := min(from+perPage-1, total)
		p.From, p.To = &from, &to
	}
	return p
}

// VehiclePage is one page of the vehicle list.
type VehiclePage struct {
	Products   []VehicleSummary `json:"products"`
	Pagination Pagination       `json:"pagination"`
	// Search is set when no vehicle had the query's words as typed and the
	// page holds the vehicles they could mean (issue 27).
	Search SearchNote `json:"search,omitzero"`
}

// SearchNote says how a forgiving search read the query: Meant is the
// words it searched for instead ("hilux pickup" for "hillux pikap").
type SearchNote struct {
	Forgiven bool   `json:"forgiven"`
	Meant    string `json:"meant"`
}

// Suggestion is one thing the search overlay offers while a visitor types
// (issue 27): a brand, a vehicle type, a model or a vehicle, named in the
// visitor's language, and the page it opens.
type Suggestion struct {
	Kind  string `json:"kind"` // SuggestBrand, SuggestType, SuggestModel or SuggestVehicle
	Label string `json:"label"`
	Href  string `json:"href"`
	// Detail tells apart vehicles whose labels would repeat (issue 50):
	// what differs among them of the year, the cash price and the depot.
	Detail string `json:"detail,omitempty"`
}

// The kinds of suggestion, and how many the overlay shows at most.
const (
	SuggestBrand   = "brand"
	SuggestType    = "type"
	SuggestModel   = "model"
	SuggestVehicle = "vehicle"
	MaxSuggestions = 8
	// MinSuggestLen is how many letters are typed before anything is suggested.
	MinSuggestLen = 2
)
