package garihaat

import (
	"strings"
)

// MaxDigestSegments is how many SMS parts a day's alert may take: a
// longer one costs three times a plain message and arrives in pieces on
// older phones (issue 50).
const MaxDigestSegments = 2

// digestItem is one line of a digest: a saved search's news or a saved
// vehicle's lower price, written around a name that may be shortened.
type digestItem struct {
	name  string
	write func(name string) string
}

// DigestText is the digest's SMS in its language: link opens what it
// tells of, stop turns its alerts off without signing in. It lists the
// searches, then the price drops, as many as fit in MaxDigestSegments
// with both links whole, and counts the rest as "+N more"; a name too long
// for even one line is shortened with "…".
func DigestText(d Digest, link, stop string) string {
	var items []digestItem
	for _, s := range d.Searches {
		n := s.New
		items = append(items, digestItem{SearchNameIn(s.Name, s.Query, d.Lang), func(name string) string {
			return smsSay(d.Lang, smsDigestSearch, n, Verbatim(name))
		}})
	}
	for _, p := range d.Drops {
		now, was := Taka(d.Lang, p.New), Taka(d.Lang, p.Old)
		items = append(items, digestItem{p.Titles.In(d.Lang), func(name string) string {
			return smsSay(d.Lang, smsDigestDrop, Verbatim(name), Verbatim(now), Verbatim(was))
		}})
	}
	compose := func(shown []string, rest int) string {
		body := ""
		for i, s := range shown {
			if i > 0 {
				body += "; "
			}
			body += s
		}
		if rest > 0 {
			body = strings.TrimSpace(body + smsSay(d.Lang, smsDigestMore, rest))
		}
		return smsSay(d.Lang, smsDigestHead) + body + " " + link + smsSay(d.Lang, smsDigestStop) + stop
	}
	fits := func(text string) bool { return SMSSegments(text) <= MaxDigestSegments }
	shown := make([]string, len(items))
	for i, it := range items {
		shown[i] = it.write(it.name)
	}
	for k := len(items); k > 1; k-- {
		if text := compose(shown[:k], len(items)-k); fits(text) {
			return text
		}
	}
	if len(items) == 0 {
		return compose(nil, 0)
	}
	// One line, its name cut (at a word while it has several, so no
	// Bangla letter loses its sign) until it fits.
	for _, short := range shortenings(items[0].name) {
		if text := compose([]string{items[0].write(short)}, len(items)-1); fits(text) {
			return text
		}
	}
	return compose(nil, len(items))
}

// shortenings are name cut ever shorter, each ending in "…": by words
// while it has more than one, then by characters.
func shortenings(name string) []string {
	out := []string{name}
	words := strings.Fields(name)
	for n := len(words) - 1; n >= 1; n-- {
		out = append(out, strings.Join(words[:n], " ")+"…")
	}
	first := []rune(words[0])
	for n := len(first) - 1; n >= 1; n-- {
		out = append(out, string(first[:n])+"…")
	}
	return out
}
