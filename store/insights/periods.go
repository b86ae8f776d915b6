package insights

import (
	"strings"
	"time"

	"garihaat/store/sqldb"
)

// A part of a period the rollups hold whole: kind 'd' (a day), 'w' (a week
// from Monday) or 'm' (a month), named by its first day (YYYY-MM-DD; days
// are Asia/Dhaka days already).
type periodPart struct {
	kind, first string
}

// periodsOf is the week (its Monday) and the month (its 1st) of day.
func periodsOf(day string) (week, month string) {
	d, err := time.Parse(time.DateOnly, day)
	if err != nil { // the counters write DhakaDay's; nothing else reaches here
		return day, day
	}
	back := (int(d.Weekday()) + 6) % 7 // days since Monday
	return d.AddDate(0, 0, -back).Format(time.DateOnly), day[:8] + "01"
}

// partsOf cuts the days from to to (inclusive) into the fewest rollup rows
// to read: whole months, whole weeks, days. A week is not taken across the
// 1st of a month that the period holds whole, so that month is read as one.
func partsOf(from, to time.Time) []periodPart {
	var out []periodPart
	for d := from; !d.After(to); {
		nextMonth := time.Date(d.Year(), d.Month()+1, 1, 0, 0, 0, 0, time.UTC)
		switch {
		case d.Day() == 1 && !nextMonth.AddDate(0, 0, -1).After(to):
			out = append(out, periodPart{"m", d.Format(time.DateOnly)})
			d = nextMonth
		case d.Weekday() == time.Monday && !d.AddDate(0, 0, 6).After(to) &&
			(!d.AddDate(0, 0, 7).After(nextMonth) || nextMonth.AddDate(0, 1, -1).After(to)):
			out = append(out, periodPart{"w", d.Format(time.DateOnly)})
			d = d.AddDate(0, 0, 7)
		default:
			out = append(out, periodPart{"d", d.Format(time.DateOnly)})
			d = d.AddDate(0, 0, 1)
		}
	}
	return out
}

// partsWhere is the condition "a row of one of parts" and its arguments.
func partsWhere(parts []periodPart) (string, []any) {
	byKind := map[string][]any{}
	for _, p := range parts {
		byKind[p.kind] = append(byKind[p.kind], p.first)
	}
	var ors []string
	var args []any
	for _, k := range []string{"d", "w", "m"} {
		if len(byKind[k]) > 0 {
			ors = append(ors, `(kind = '`+k+`' AND first_day IN (`+sqldb.Marks(len(byKind[k]))+`))`)
			args = append(args, byKind[k]...)
		}
	}
	return `(` + strings.Join(ors, ` OR `) + `)`, args
}
