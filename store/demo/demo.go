// Package demo builds the catalogues Garihaat seeds into an empty database:
// Catalog, the hand-made bilingual demo shown by `garihaat serve --demo`, and
// Synthetic, a reproducible catalogue of any size for benchmarks. Both are
// plain data (seed.Catalog) and carry their own images as generated
// SVG media, so a fresh install shows a complete site without fetching
// anything.
package demo

import (
	"strconv"
	"strings"
	"time"

	"garihaat"
	"garihaat/store/seed"
)

// dhaka is Asia/Dhaka. A fixed zone rather than time.LoadLocation because
// Bangladesh has had no daylight saving since 2009 and the binary must not
// depend on the host's tzdata to compute offer dates.
var dhaka = time.FixedZone("Asia/Dhaka", 6*60*60)

// Catalog returns the demo catalogue. Offer windows and creation times are
// relative to now so the demo always has open and closed offers; everything
// else is the same on every call.
func Catalog(now time.Time) *seed.Catalog {
	return &seed.Catalog{
		Brands:       seedBrands(len(brands)),
		Types:        seedTypes(),
		Attributes:   seedAttributes(),
		Vehicles:     demoVehicles(now),
		Dealers:      dealers(),
		Testimonials: testimonials(),
		FAQs:         faqs(),
		Media:        allMedia(),
	}
}

// mediaURL is the public URL of a media path (the server serves them under
// /media/).
func mediaURL(path string) string { return "/media/" + path }

// offerDate is the YYYY-MM-DD date, in Bangladesh, days after now.
func offerDate(now time.Time, days int) string {
	return now.In(dhaka).AddDate(0, 0, days).Format(time.DateOnly)
}

// bnDigits writes the digits of s in Bengali script; Bangla texts never
// mix in ASCII digits.
func bnDigits(s string) string { return garihaat.BengaliDigits(s) }

// groupEN formats n with thousands separators: 125,000.
func groupEN(n int64) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// groupBN formats n the way bn-BD does, in lakh groups with Bengali
// digits: ১,২৫,০০০.
func groupBN(n int64) string { return bnDigits(garihaat.GroupLakh(n)) }

// installmentPrice is cash plus a markup of pct percent (10–25), rounded
// to the nearest 1,000 taka but kept inside the 10–25 % band so rounding
// never produces a markup the business would not offer.
func installmentPrice(cash int64, pct int) int64 {
	p := (cash*int64(100+pct)/100 + 500) / 1000 * 1000
	lo := (cash*110/100 + 999) / 1000 * 1000
	hi := cash * 125 / 100 / 1000 * 1000
	return min(max(p, lo), hi)
}
