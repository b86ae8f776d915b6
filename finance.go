package garihaat

import (
	"encoding/json"
	"math"
	"slices"
)

// FinancePlan is how the dealer sells on installment and what a bank loan
// would cost, for the vehicle page's calculator (issue 29). Staff set it
// site-wide, and per vehicle where a vehicle's plan differs.
type FinancePlan struct {
	// MinDownPercent is the least down payment, in percent of the
	// installment price; the buyer may pay more.
	MinDownPercent int `json:"min_down_percent"`
	// Months are the plan's lengths to choose from, ascending.
	Months []int `json:"months"`
	// BankRatePercent is an indicative yearly rate of a bank loan, for
	// the estimate beside the dealer's plan.
	BankRatePercent float64 `json:"bank_rate_percent"`
}

// DefaultFinancePlan is the plan until staff set one: what dealers of
// commercial vehicles here commonly ask (a fifth down, up to three years)
// and a bank rate of the size of Bangladesh Bank's lending-rate corridor.
var DefaultFinancePlan = FinancePlan{MinDownPercent: 20, Months: []int{12, 18, 24, 36}, BankRatePercent: 13.5}

// Bounds of a plan.
const (
	MaxPlanMonths  = 120 // ten years
	MaxPlanChoices = 8
	MaxBankRate    = 50.0
)

// Validate checks the plan and puts its months in order (duplicates
// dropped), so a stored plan reads back as it was given.
func (p *FinancePlan) Validate(field string) error {
	v := Validation{}
	if p.MinDownPercent < 0 || p.MinDownPercent > 100 {
		v.Add(field+".min_down_percent", MsgPercentWhole)
	}
	slices.Sort(p.Months)
	p.Months = slices.Compact(p.Months)
	if len(p.Months) == 0 || len(p.Months) > MaxPlanChoices || p.Months[0] < 1 || p.Months[len(p.Months)-1] > MaxPlanMonths {
		v.Add(field+".months", MsgPlanMonths)
	}
	if math.IsNaN(p.BankRatePercent) || p.BankRatePercent < 0 || p.BankRatePercent > MaxBankRate {
		v.Add(field+".bank_rate_percent", MsgBankRate)
	}
	// Two decimals are all a rate is quoted with.
	p.BankRatePercent = math.Round(p.BankRatePercent*100) / 100
	return v.Err(MsgCorrectHighlightedFields)
}

// ResolvePlan is a vehicle's plan: its own (JSON, "" when none), else the
// site's (JSON, "" when none), else DefaultFinancePlan. A stored plan that
// no longer reads is passed over rather than failing the page.
func ResolvePlan(own, site string) FinancePlan {
	for _, raw := range []string{own, site} {
		var p FinancePlan
		if raw != "" && json.Unmarshal([]byte(raw), &p) == nil && p.Validate("") == nil {
			return p
		}
	}
	return DefaultFinancePlan
}

// Messages of the finance plan.
const (
	MsgPercentWhole     = "percent_whole"
	MsgPlanMonths       = "plan_months"
	MsgBankRate         = "bank_rate"
	MsgFinancePlanSaved = "finance_plan_saved"
)

var financeTexts = Messages{
	MsgPercentWhole:     {"Must be a whole percent from 0 to 100.", "০ থেকে ১০০-এর মধ্যে পূর্ণ শতাংশ হতে হবে।"},
	MsgPlanMonths:       {"Give 1 to %s lengths, each from 1 to %s months.", "১ থেকে %sটি মেয়াদ দিন, প্রতিটি ১ থেকে %s মাস।"},
	MsgBankRate:         {"Must be a yearly rate from 0 to %s percent.", "০ থেকে %s শতাংশের মধ্যে বার্ষিক হার হতে হবে।"},
	MsgFinancePlanSaved: {"The installment plan is saved.", "কিস্তির পরিকল্পনা সংরক্ষিত হয়েছে।"},
}
