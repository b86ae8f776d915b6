package garihaat

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Saved searches and their alerts (issue 30): a buyer keeps a list's
// filters under a name and hears by SMS when a vehicle newly matches.

// MaxSavedSearches is how many searches one user may keep.
const MaxSavedSearches = 10

// MaxSearchNameRunes bounds a saved search's name.
const MaxSearchNameRunes = 60

// maxSavedQueryBytes bounds a saved query string; a list address of every
// filter at its bound is far shorter.
const maxSavedQueryBytes = 2000

// AlertHours is when alert SMS may go out, in Dhaka's hours [From, To).
type AlertHours struct{ From, To int }

// DefaultAlertHours are 9:00 to 21:00 in Dhaka: no alert wakes anyone.
var DefaultAlertHours = AlertHours{9, 21}

// Open reports whether t falls inside the hours in Dhaka.
func (h AlertHours) Open(t time.Time) bool {
	hour := t.In(Dhaka).Hour()
	return hour >= h.From && hour < h.To
}

// SavedSearch is one of a user's saved searches as the account area shows
// it. Query is the list call's query string; Matches how many vehicles it
// finds now; New how many of them newly match since the user last opened
// it (published, or come within its budget by a price change).
type SavedSearch struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Query     string    `json:"query"`
	Path      string    `json:"path"` // where its list opens (SearchPath)
	Alerts    bool      `json:"alerts"`
	Matches   int       `json:"matches"`
	New       int       `json:"new"`
	CreatedAt time.Time `json:"created_at"`
}

// SavedSearches is the account area's list with the price-drop switch.
type SavedSearches struct {
	Searches    []SavedSearch `json:"searches"`
	PriceAlerts bool          `json:"price_alerts"`
}

// SavedSearchInput creates or changes a saved search; a nil field is kept
// as it is (a new search: no alerts only when Alerts says so). Seen marks
// the search opened now: its New count starts again from zero.
type SavedSearchInput struct {
	Name   *string `json:"name"`
	Query  *string `json:"query"`
	Alerts *bool   `json:"alerts"`
	Seen   bool    `json:"seen"`
	// Lang is the language the user's alerts are written in from now on:
	// the request's.
	Lang string `json:"-"`
}

// savedQueryKeys are the list parameters a saved search keeps: every
// filter, budget, text and sort, not the page.
var savedQueryKeys = []string{"vehicleBrand", "vehicleType", "depoLocation", "color", "fuelType", "minBudget", "maxBudget",
	"predefinedBudget", "priceType", "sort", "condition", "minYear", "maxYear", "query", "brandSlug", "tonnage", "minSeats", "district"}

// SavedQuery reads a list query string as a saved search keeps it: the
// list's own parser (ParseVehicleFilter) judges it, the page is dropped
// and the rest is written in one canonical order.
func SavedQuery(raw string, now time.Time) (string, VehicleFilter, error) {
	raw = strings.TrimPrefix(strings.TrimSpace(raw), "?")
	q, err := url.ParseQuery(raw)
	if err != nil || len(raw) > maxSavedQueryBytes {
		return "", VehicleFilter{}, FieldError("query", MsgSavedQueryInvalid)
	}
	f, err := ParseVehicleFilter(q, now)
	if err != nil {
		return "", VehicleFilter{}, FieldError("query", MsgSavedQueryInvalid)
	}
	kept := url.Values{}
	for _, k := range savedQueryKeys {
		for _, v := range append(q[k], q[k+"[]"]...) {
			if v = strings.TrimSpace(v); v != "" {
				kept.Add(k, v)
			}
		}
	}
	f.Page, f.PerPage = 1, PageSize
	return kept.Encode(), f, nil
}

// Validate checks the input for create (all) or change.
func (in *SavedSearchInput) Validate(create bool, now time.Time) error {
	v := Validation{}
	if in.Name != nil {
		name := strings.Join(strings.Fields(*in.Name), " ")
		in.Name = &name
		switch n := utf8.RuneCountInString(name); {
		case n == 0:
			v.Add("name", MsgSavedSearchNameRequired)
		case n > MaxSearchNameRunes || QueryProblem(name) != "":
			v.Add("name", MsgSavedSearchNameTooLong)
		}
	} else if create {
		v.Add("name", MsgSavedSearchNameRequired)
	}
	if in.Query != nil {
		canon, _, err := SavedQuery(*in.Query, now)
		if err != nil {
			v.Add("query", MsgSavedQueryInvalid)
		}
		in.Query = &canon
	} else if create {
		v.Add("query", MsgSavedQueryInvalid)
	}
	in.Lang = AlertLang(in.Lang)
	return v.Err(MsgSavedSearchInvalid)
}

// SavedSearchService keeps a signed-in user's saved searches; every call
// is scoped by the user's id.
type SavedSearchService interface {
	SavedSearches(ctx context.Context, userID int64) (SavedSearches, error)
	// CreateSavedSearch adds one; ECONFLICT beyond MaxSavedSearches.
	CreateSavedSearch(ctx context.Context, userID int64, in SavedSearchInput) (SavedSearch, error)
	// UpdateSavedSearch changes the user's search id; ENOTFOUND when the
	// user has none of that id.
	UpdateSavedSearch(ctx context.Context, userID, id int64, in SavedSearchInput) (SavedSearch, error)
	DeleteSavedSearch(ctx context.Context, userID, id int64) error
	// SetPriceAlerts turns the user's price-drop messages on or off.
	SetPriceAlerts(ctx context.Context, userID int64, on bool) error
	// StopAlerts turns off what the alert SMS of token told of, without
	// signing in, and names it; ENOTFOUND for an unknown token.
	StopAlerts(ctx context.Context, token string) (StoppedAlerts, error)
	// AlertLink is where the short link of token leads; ENOTFOUND when none.
	AlertLink(ctx context.Context, token string) (string, error)
}

// StoppedAlerts says what a stop link turned off.
type StoppedAlerts struct {
	Searches    []string `json:"searches"`
	PriceAlerts bool     `json:"price_alerts"`
}

// The messages of saved searches and alerts.
const (
	MsgSavedSearchInvalid      = "saved_search_invalid"
	MsgSavedSearchNameRequired = "saved_search_name_required"
	MsgSavedSearchNameTooLong  = "saved_search_name_too_long"
	MsgSavedQueryInvalid       = "saved_query_invalid"
	MsgTooManySavedSearches    = "too_many_saved_searches"
	MsgSavedSearchNotFound     = "saved_search_not_found"
	MsgSavedSearchSaved        = "saved_search_saved"
	MsgSavedSearchDeleted      = "saved_search_deleted"
	MsgAlertLinkNotFound       = "alert_link_not_found"
	MsgAlertsStopped           = "alerts_stopped"
)

var savedSearchTexts = Messages{
	MsgSavedSearchInvalid:      {"The search could not be saved: see the highlighted fields.", "খোঁজটি সংরক্ষণ করা যায়নি: চিহ্নিত ঘরগুলো দেখুন।"},
	MsgSavedSearchNameRequired: {"Give the search a name.", "খোঁজটির একটি নাম দিন।"},
	MsgSavedSearchNameTooLong:  {"The name is at most %s letters, without control characters.", "নাম সর্বোচ্চ %s অক্ষরের, নিয়ন্ত্রণ-অক্ষর ছাড়া।"},
	MsgSavedQueryInvalid:       {"These filters cannot be saved: open the list again and save from there.", "এই ফিল্টারগুলো সংরক্ষণ করা যায় না: তালিকাটি আবার খুলে সেখান থেকে সংরক্ষণ করুন।"},
	MsgTooManySavedSearches:    {"You can keep at most %s saved searches. Delete one to save another.", "সর্বোচ্চ %sটি খোঁজ সংরক্ষণ করা যায়। আরেকটি রাখতে একটি মুছে দিন।"},
	MsgSavedSearchNotFound:     {"Saved search not found.", "সংরক্ষিত খোঁজটি পাওয়া যায়নি।"},
	MsgSavedSearchSaved:        {"Search saved. We will send you an SMS when a new vehicle matches.", "খোঁজটি সংরক্ষিত হয়েছে। নতুন গাড়ি মিললে আমরা আপনাকে এসএমএস পাঠাব।"},
	MsgSavedSearchDeleted:      {"Saved search deleted.", "সংরক্ষিত খোঁজটি মুছে ফেলা হয়েছে।"},
	MsgAlertLinkNotFound:       {"This link is not valid any more.", "এই লিংকটি আর কার্যকর নয়।"},
	MsgAlertsStopped:           {"Alerts turned off.", "সতর্কবার্তা বন্ধ করা হয়েছে।"},
}

// SearchPath is the site's address of a saved query's list: the search
// page for a text, the brand's page for a brand, else all vehicles, with
// the other filters as the list page reads them. mark lists vehicles the
// page marks as new (the alert's short link); nil: none.
func SearchPath(query string, mark []int64) string {
	q, _ := url.ParseQuery(query)
	path := "/all-vehicles"
	if text := q.Get("query"); text != "" {
		path = "/vehicles/query/" + url.PathEscape(text)
	} else if slug := q.Get("brandSlug"); slug != "" {
		path = "/vehicles/" + url.PathEscape(slug)
	}
	q.Del("query")
	q.Del("brandSlug")
	if len(mark) > 0 {
		ids := make([]string, len(mark))
		for i, id := range mark {
			ids[i] = strconv.FormatInt(id, 10)
		}
		q.Set("new", strings.Join(ids, ","))
	}
	if len(q) == 0 {
		return path
	}
	return path + "?" + q.Encode()
}

// SearchNameIn is a saved search's name as a reader in lang sees it, in
// the account's list and in the alert SMS: each district the search
// filters by is named in lang wherever the name spells it otherwise — by
// its code or the web's old reading of it ("Coxs bazar", what the list's
// summary wrote before it knew the districts' names), or by its name in
// the other language. The rest of the name is the user's own words.
func SearchNameIn(name, query, lang string) string {
	q, err := url.ParseQuery(query)
	if err != nil {
		return name
	}
	name = norm.NFC.String(name) // the districts' Bangla names are NFC
	for _, raw := range append(q["district"], q["district[]"]...) {
		for _, code := range strings.Split(raw, ",") {
			d, ok := DistrictOf(strings.TrimSpace(code))
			if !ok {
				continue
			}
			to, other := d.Bn, d.Name
			if lang == "en" {
				to, other = d.Name, d.Bn
			}
			spoken := strings.ToUpper(d.Code[:1]) + strings.ReplaceAll(d.Code[1:], "-", " ")
			for _, from := range []string{d.Code, spoken, other} {
				name = replaceWord(name, from, to)
			}
		}
	}
	return name
}

// replaceWord replaces every from in s that is a word or words of its own
// (no letter, mark or digit joined to either end: "Dhaka" in "Dhakai" is
// not the district) by to.
func replaceWord(s, from, to string) string {
	if from == "" || from == to {
		return s
	}
	joined := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r) }
	var out strings.Builder
	for {
		i := strings.Index(s, from)
		if i < 0 {
			out.WriteString(s)
			return out.String()
		}
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[i+len(from):])
		if (i == 0 || !joined(before)) && (i+len(from) == len(s) || !joined(after)) {
			out.WriteString(s[:i] + to)
		} else {
			out.WriteString(s[:i+len(from)])
		}
		s = s[i+len(from):]
	}
}

// AlertLang is the language alerts are written in for a request in lang:
// English for English, else the site's Bangla.
func AlertLang(lang string) string {
	if lang == "en" {
		return "en"
	}
	return "bn"
}
