package garihaat

import (
	"io"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Messages of the insights (issue 49).
const (
	MsgInsightsInvalid = "insights_invalid"
	MsgInsightsDays    = "insights_days"
	MsgInsightsDay     = "insights_day"
	MsgInsightsPeriod  = "insights_period"
	MsgCompareIDs      = "compare_ids"
)

var insightTexts = Messages{
	MsgInsightsInvalid: {"The period could not be read: see the highlighted fields.", "সময়কালটি পড়া যায়নি: চিহ্নিত ঘরগুলো দেখুন।"},
	MsgInsightsDays:    {"Choose %s, %s or %s days.", "%s, %s বা %s দিন বেছে নিন।"},
	MsgInsightsDay:     {"Write the day as YYYY-MM-DD.", "দিনটি YYYY-MM-DD আকারে লিখুন।"},
	MsgInsightsPeriod:  {"The first day must not be after the last, and a period is at most %s days.", "প্রথম দিন শেষ দিনের পরে হতে পারে না, আর সময়কাল সর্বোচ্চ %s দিন।"},
	MsgCompareIDs:      {"Compare %s to %s vehicles by their ids.", "আইডি দিয়ে %s থেকে %sটি গাড়ি তুলনা করুন।"},
}

// InsightPeriods are the periods the insights page offers, in days.
var InsightPeriods = []int{7, 30, 90}

// MinCompared and MaxCompared bound how many vehicles a comparison holds
// (the comparison page's beacon and seo.MaxCompare).
const (
	MinCompared = 2
	MaxCompared = 4
)

// MaxInsightDays bounds a custom period.
const MaxInsightDays = 366

// ParseInsightsQuery reads the insights' parameters: days (7, 30 or 90,
// ending today in Dhaka; 30 when neither it nor from/to is given) or from
// and to (YYYY-MM-DD, both), and type, brand and depot ids. Sales is the
// caller's to set.
func ParseInsightsQuery(q url.Values, now time.Time) (InsightsQuery, error) {
	v := Validation{}
	today, _ := time.Parse(time.DateOnly, DhakaDay(now))
	var out InsightsQuery
	from, to := strings.TrimSpace(q.Get("from")), strings.TrimSpace(q.Get("to"))
	if from != "" || to != "" {
		f, errF := time.Parse(time.DateOnly, from)
		t, errT := time.Parse(time.DateOnly, to)
		if errF != nil {
			v.Add("from", MsgInsightsDay)
		}
		if errT != nil {
			v.Add("to", MsgInsightsDay)
		}
		if errF == nil && errT == nil && (f.After(t) || t.Sub(f).Hours()/24 >= MaxInsightDays) {
			v.Add("from", MsgInsightsPeriod)
		}
		out.From, out.To = from, to
	} else {
		days := 30
		if raw := strings.TrimSpace(q.Get("days")); raw != "" {
			n, err := strconv.Atoi(NormalizeDigits(raw))
			if err != nil || !slices.Contains(InsightPeriods, n) {
				v.Add("days", MsgInsightsDays)
			}
			days = n
		}
		out.From, out.To = today.AddDate(0, 0, 1-days).Format(time.DateOnly), today.Format(time.DateOnly)
	}
	id := func(name string) int64 {
		raw := strings.TrimSpace(q.Get(name))
		if raw == "" {
			return 0
		}
		n, err := strconv.ParseInt(NormalizeDigits(raw), 10, 64)
		if err != nil || n <= 0 {
			v.Add(name, MsgListIds)
			return 0
		}
		return n
	}
	out.TypeID, out.BrandID, out.DepotID = id("type"), id("brand"), id("depot")
	return out, v.Err(MsgInsightsInvalid)
}

// InsightCSVHeader names the columns of the insights' CSV: one table whose
// first column says which part of the answer a row is (series, previous,
// funnel, search, saved_search, filter); cells a part has not are empty.
var InsightCSVHeader = []string{"section", "day", "vehicle_id", "slug", "title", "title_bn", "query", "type", "budget",
	"results", "views", "saves", "comparisons", "offers", "purchases", "purchased", "days_on_market", "price_changes",
	"price_rating", "cash_price", "visitors", "people"}

// InsightCSVWriter writes the insights' rows, guarded against spreadsheet
// formulas like the other exports (search text is visitors' text).
type InsightCSVWriter struct{ w *guardedCSV }

// NewInsightCSVWriter writes InsightCSVHeader to w.
func NewInsightCSVWriter(w io.Writer) (*InsightCSVWriter, error) {
	g, err := newGuardedCSV(w, InsightCSVHeader)
	return &InsightCSVWriter{g}, err
}

// Write writes one row, cells in InsightCSVHeader's order.
func (c *InsightCSVWriter) Write(row []string) error { return c.w.write(row) }

// Flush writes what is buffered.
func (c *InsightCSVWriter) Flush() error { return c.w.flush() }

// CSVRows calls each with the answer's rows as InsightCSVHeader lays them
// out: the series, the period before, the funnels, then the demand.
func (in Insights) CSVRows(each func([]string) error) error {
	n := strconv.FormatInt
	counts := func(row []string, c InsightCounts) []string {
		row[10], row[11], row[12], row[13], row[14] = n(c.Views, 10), n(c.Saves, 10), n(c.Comparisons, 10), n(c.Offers, 10), n(c.Purchases, 10)
		return row
	}
	blank := func(section string) []string { r := make([]string, len(InsightCSVHeader)); r[0] = section; return r }
	for _, part := range []struct {
		name string
		days []InsightDay
	}{{"series", in.Series}, {"previous", in.Previous}} {
		for _, d := range part.days {
			r := blank(part.name)
			r[1] = d.Day
			if err := each(counts(r, d.InsightCounts)); err != nil {
				return err
			}
		}
	}
	for _, f := range in.Funnels {
		r := counts(blank("funnel"), f.InsightCounts)
		r[2], r[3], r[4], r[5] = n(f.ID, 10), f.Slug, f.Title, f.TitleBn
		r[15], r[16], r[17] = strconv.FormatBool(f.Purchased), strconv.Itoa(f.DaysOnMarket), strconv.Itoa(f.PriceChanges)
		r[18], r[19] = f.PriceRating, n(f.CashPrice, 10)
		if err := each(r); err != nil {
			return err
		}
	}
	if in.Demand == nil {
		return nil
	}
	for _, s := range in.Demand.Searches {
		r := blank("search")
		r[6], r[7], r[8], r[9], r[20] = s.Query, s.TypeName, s.Budget, s.Results, n(s.Visitors, 10)
		if err := each(r); err != nil {
			return err
		}
	}
	for _, s := range in.Demand.SavedSearches {
		r := blank("saved_search")
		r[6], r[21] = s.Query, n(s.People, 10)
		if err := each(r); err != nil {
			return err
		}
	}
	for _, f := range in.Demand.Filters {
		r := blank("filter")
		r[7], r[8], r[20] = f.TypeName, f.Budget, n(f.Visitors, 10)
		if err := each(r); err != nil {
			return err
		}
	}
	return nil
}
