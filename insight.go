package garihaat

import "context"

// VehicleDay names one vehicle's counts of one Dhaka day (YYYY-MM-DD).
type VehicleDay struct {
	Day       string
	VehicleID int64
}

// InsightCounts are events counted for the dealer's insights (issue 49).
type InsightCounts struct {
	Views       int64 `json:"views"`
	Saves       int64 `json:"saves"`
	Comparisons int64 `json:"comparisons"`
	Offers      int64 `json:"offers"`
	Purchases   int64 `json:"purchases"`
}

// Add adds o to c.
func (c *InsightCounts) Add(o InsightCounts) {
	c.Views += o.Views
	c.Saves += o.Saves
	c.Comparisons += o.Comparisons
	c.Offers += o.Offers
	c.Purchases += o.Purchases
}

// SearchKey is a search as insights keep it: a Dhaka day, the normalised
// text (insights.Normalize), the vehicle type (0: any) and the budget band
// (BudgetBand; "" none). Nothing in it names who searched.
type SearchKey struct {
	Day    string
	Query  string
	TypeID int64
	Budget string
}

// InsightBatch is what one instance counted since its last flush: events
// by vehicle and day, and distinct visitors by search.
type InsightBatch struct {
	Vehicles map[VehicleDay]InsightCounts
	Searches map[SearchKey]int64
}

// Result bands of a search: how much the list found.
const (
	ResultsNone = "none" // nothing
	ResultsFew  = "few"  // 1 to FewResults
	ResultsMany = "many"
)

// FewResults is the most a search may find and still be "almost nothing".
const FewResults = 3

// ResultBand is the band of a search that found total vehicles.
func ResultBand(total int) string {
	switch {
	case total == 0:
		return ResultsNone
	case total <= FewResults:
		return ResultsFew
	}
	return ResultsMany
}

// budgetBands are the upper ends of the budget bands, in lakh taka; a
// search's band is the first its highest budget fits under.
var budgetBands = []struct {
	Name string
	Max  int64
}{{"0-3", 3}, {"3-5", 5}, {"5-10", 10}, {"10-20", 20}, {"20-50", 50}}

// BudgetBandOver is the band of budgets above the last bound.
const BudgetBandOver = "50+"

// BudgetBand is the band of f's budget: its highest asked price (MaxBudget,
// else the ranges' highest upper end), "" when it sets none.
func BudgetBand(f VehicleFilter) string {
	top := f.MaxBudget
	if top == 0 {
		for _, r := range f.Ranges {
			if r.Max == 0 { // a range without an upper end: no budget band
				top = 0
				break
			}
			top = max(top, r.Max)
		}
	}
	if top == 0 {
		return ""
	}
	for _, b := range budgetBands {
		if top <= b.Max*100_000 {
			return b.Name
		}
	}
	return BudgetBandOver
}

// BudgetBandMax is the highest price of band in taka (0: none or no bound),
// for rebuilding a search from its key.
func BudgetBandMax(band string) int64 {
	for _, b := range budgetBands {
		if b.Name == band {
			return b.Max * 100_000
		}
	}
	return 0
}

// InsightsQuery asks for the insights of the Dhaka days From to To
// (inclusive), optionally of one type, brand or depot (0: all). Sales adds
// the offers, purchases and demand, which only owner and sales see.
type InsightsQuery struct {
	From, To                 string
	TypeID, BrandID, DepotID int64
	Sales                    bool
}

// InsightDay is one day of the series.
type InsightDay struct {
	Day string `json:"day"`
	InsightCounts
}

// VehicleFunnel is one vehicle's way from a view to a purchase in the
// period, with what may explain it.
type VehicleFunnel struct {
	ID    int64  `json:"id"`
	Slug  string `json:"slug"`
	Title string `json:"title"`
	// TitleBn is the Bangla title; "" when it has none.
	TitleBn string `json:"title_bn"`
	InsightCounts
	// Purchased: an offer on it was turned into a purchase (ever).
	Purchased bool `json:"purchased"`
	// DaysOnMarket counts the days since it was first published (0: never).
	DaysOnMarket int `json:"days_on_market"`
	// PriceChanges counts the changes of its cash or installment price.
	PriceChanges int `json:"price_changes"`
	// PriceRating is its fair-price mark now ("" when too few comparables).
	PriceRating string `json:"price_rating"`
	CashPrice   int64  `json:"cash_price"`
}

// DemandSearch is a search that found nothing or almost nothing, with the
// distinct visitors who made it in the period.
type DemandSearch struct {
	Query      string `json:"query"`
	TypeID     int64  `json:"type_id"`
	TypeName   string `json:"type_name"`
	TypeNameBn string `json:"type_name_bn"`
	Budget     string `json:"budget"`
	Results    string `json:"results"`
	Visitors   int64  `json:"visitors"`
}

// UnmetSavedSearch is a saved search that no listed vehicle matches now,
// with how many people saved it. No user is named.
type UnmetSavedSearch struct {
	Query string `json:"query"`
	// Path opens the search on the site.
	Path   string `json:"path"`
	People int64  `json:"people"`
}

// FilterUse is a type and budget band buyers filtered by, with the
// distinct visitors who did in the period.
type FilterUse struct {
	TypeID     int64  `json:"type_id"`
	TypeName   string `json:"type_name"`
	TypeNameBn string `json:"type_name_bn"`
	Budget     string `json:"budget"`
	Visitors   int64  `json:"visitors"`
}

// Demand is what buyers want that is not in stock.
type Demand struct {
	Searches      []DemandSearch     `json:"searches"`
	SavedSearches []UnmetSavedSearch `json:"saved_searches"`
	Filters       []FilterUse        `json:"filters"`
}

// Insights answers an InsightsQuery: the series of the period and of the
// period before it (same length), the vehicles' funnels and, for sales,
// the demand not met.
type Insights struct {
	Series   []InsightDay    `json:"series"`
	Previous []InsightDay    `json:"previous"`
	Funnels  []VehicleFunnel `json:"funnels"`
	Demand   *Demand         `json:"demand,omitempty"`
}

// MaxFunnels bounds the funnels an answer lists: the most viewed first.
const MaxFunnels = 500

// InsightService reads the insights (store) and takes the counted batches.
type InsightService interface {
	Insights(ctx context.Context, q InsightsQuery) (Insights, error)
	AddInsights(ctx context.Context, b InsightBatch) error
}
