package garihaat

import (
	"fmt"
	"strings"
	"testing"
)

// TestDigestFitsTwoSegments: whatever a user saved, the day's alert is at
// most two SMS parts; what does not fit is counted as "+N more", and both
// links are always whole (issue 50, item 5).
func TestDigestFitsTwoSegments(t *testing.T) {
	const link, stop = "https://garihaat.com.bd/n/AbCdEfGhIjK", "https://garihaat.com.bd/s/AbCdEfGhIjK"
	long := "ঢাকা চট্টগ্রাম সিলেট রাজশাহী খুলনা বরিশাল রংপুর ময়মনসিংহ ট্রাক পাঁচ টন ডিজেল"
	drop := func(title string) PriceDrop {
		return PriceDrop{Titles: Titles{En: title, Bn: title}, Old: 2_950_000, New: 2_800_000}
	}
	search := func(i int, name string) DigestSearch {
		return DigestSearch{Name: fmt.Sprintf("%s %d", name, i), New: 12}
	}
	for _, lang := range []string{"bn", "en"} {
		for _, c := range []struct {
			name     string
			searches int
			drops    int
			text     string
			more     bool
		}{
			{"one short search", 1, 0, "ট্রাক", false},
			{"one long search", 1, 0, long, false},
			{"one drop", 0, 1, "Tata LPT 1613", false},
			{"one long drop", 0, 1, long, false},
			{"a search and a drop", 1, 1, "বাস", false},
			{"many searches", 9, 0, "pickup dhaka", true},
			{"many searches and drops", 6, 7, long, true},
		} {
			d := Digest{Lang: lang}
			for i := range c.searches {
				d.Searches = append(d.Searches, search(i, c.text))
			}
			for i := range c.drops {
				d.Drops = append(d.Drops, drop(fmt.Sprintf("%s %d", c.text, i)))
			}
			got := DigestText(d, link, stop)
			if n := SMSSegments(got); n > 2 {
				t.Errorf("%s, %s: %d parts (%d units): %s", lang, c.name, n, len([]rune(got)), got)
			}
			if !strings.Contains(got, " "+stop) || (c.searches+c.drops > 0 && !strings.Contains(got, link)) {
				t.Errorf("%s, %s: a link is missing or cut: %s", lang, c.name, got)
			}
			more := "more"
			if lang == "bn" {
				more = "আরও"
			}
			if c.more && !strings.Contains(got, "+") || c.more && !strings.Contains(got, more) {
				t.Errorf("%s, %s: the trimmed list says nothing of the rest: %s", lang, c.name, got)
			}
		}
	}
}

// TestSearchNameInNamesDistricts: a district the search filters by is
// named in the reader's language however the name spelled it — its code,
// the web's old reading of the code, its name in the other language —
// and only as a word of its own; names of districts the search does not
// filter by, and the user's other words, stay as they were.
func TestSearchNameInNamesDistricts(t *testing.T) {
	for _, c := range []struct{ name, query, lang, want string }{
		{"Truck · Coxs bazar", "district=coxs-bazar", "bn", "Truck · কক্সবাজার"},
		{"Truck · Coxs bazar", "district=coxs-bazar", "en", "Truck · Cox's Bazar"},
		{"ট্রাক · কক্সবাজার", "district=coxs-bazar&vehicleType=1", "en", "ট্রাক · Cox's Bazar"},
		{"bus coxs-bazar, Chattogram", "district=coxs-bazar,chattogram", "bn", "bus কক্সবাজার, চট্টগ্রাম"},
		{"Dhakai truck in Dhaka", "district=dhaka", "bn", "Dhakai truck in ঢাকা"},
		{"ঢাকার ট্রাক", "district=dhaka", "en", "ঢাকার ট্রাক"},
		{"Trucks · Dhaka", "district=cumilla", "bn", "Trucks · Dhaka"},
		{"Trucks · Dhaka", "district=atlantis", "bn", "Trucks · Dhaka"},
		{"Trucks", "vehicleType=1", "en", "Trucks"},
	} {
		if got := SearchNameIn(c.name, c.query, c.lang); got != c.want {
			t.Errorf("SearchNameIn(%q, %q, %s) = %q, want %q", c.name, c.query, c.lang, got, c.want)
		}
	}
	d := Digest{Lang: "en", Searches: []DigestSearch{{Name: "ট্রাক · নারায়ণগঞ্জ", Query: "district=narayanganj", New: 2}}}
	if got := DigestText(d, "https://g.example/n/x", "https://g.example/s/x"); !strings.Contains(got, `2 new for "ট্রাক · Narayanganj"`) {
		t.Errorf("the digest: %s", got)
	}
}
