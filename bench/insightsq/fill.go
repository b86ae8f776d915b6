package main

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"maps"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"garihaat"
)

// The direct fill writes the rows AddInsights would write for the same
// batches (the same draws as fill), summed in memory and inserted in key
// order in big transactions: a year at a million vehicles through the
// flush path took hours (each upserted row one random walk of six B-trees
// on a file far larger than the page cache), which measures the fill, not
// the queries. The searches still go through AddInsights, banded by the
// list index. `-fill flush` keeps the slow path; both fills gave the same
// tables on 2,000 vehicles and 30 days (sqlite3 .dump of both, compared).

type counts = garihaat.InsightCounts

type periodKey struct {
	kind, first string
	vehicle     int64
}

type seriesKey struct {
	typeID, brandID, depotID int64
	day                      string
}

type dims struct{ typeID, brandID, depotID int64 }

// rollups sums batches as the rollup tables do.
type rollups struct {
	dimsOf  map[int64]dims
	periods map[periodKey]counts
	series  map[seriesKey]counts
}

func (r *rollups) add(b garihaat.InsightBatch) {
	for k, n := range b.Vehicles {
		d, ok := r.dimsOf[k.VehicleID]
		if !ok {
			continue // deleted: the flush's join skips it
		}
		week, month := periodsOf(k.Day)
		for _, p := range []periodKey{{"d", k.Day, k.VehicleID}, {"w", week, k.VehicleID}, {"m", month, k.VehicleID}} {
			m := r.periods[p]
			m.Add(n)
			r.periods[p] = m
		}
		for set := range 8 {
			s := seriesKey{-1, -1, -1, k.Day}
			if set&1 != 0 {
				s.typeID = d.typeID
			}
			if set&2 != 0 {
				s.brandID = d.brandID
			}
			if set&4 != 0 {
				s.depotID = d.depotID
			}
			m := r.series[s]
			m.Add(n)
			r.series[s] = m
		}
	}
}

// periodsOf is the week (its Monday) and the month (its 1st) of day, as
// the store cuts them.
func periodsOf(day string) (week, month string) {
	d, _ := time.Parse(time.DateOnly, day)
	back := (int(d.Weekday()) + 6) % 7
	return d.AddDate(0, 0, -back).Format(time.DateOnly), day[:8] + "01"
}

// write inserts the sums in key order, 400 rows a statement.
func (r *rollups) write(ctx context.Context, db *sql.DB, pg bool) error {
	pkeys := slices.SortedFunc(maps.Keys(r.periods), func(a, b periodKey) int {
		return cmp.Or(strings.Compare(a.kind, b.kind), strings.Compare(a.first, b.first), cmp.Compare(a.vehicle, b.vehicle))
	})
	err := insertRows(ctx, db, pg, `INSERT INTO insight_vehicle_periods (kind, first_day, vehicle_id, type_id, brand_id, depot_id, views, saves, comparisons, offers, purchases)`, 11, len(pkeys),
		func(i int) []any {
			k, d, n := pkeys[i], r.dimsOf[pkeys[i].vehicle], r.periods[pkeys[i]]
			return []any{k.kind, k.first, k.vehicle, d.typeID, d.brandID, d.depotID, n.Views, n.Saves, n.Comparisons, n.Offers, n.Purchases}
		})
	if err != nil {
		return err
	}
	skeys := slices.SortedFunc(maps.Keys(r.series), func(a, b seriesKey) int {
		return cmp.Or(cmp.Compare(a.typeID, b.typeID), cmp.Compare(a.brandID, b.brandID), cmp.Compare(a.depotID, b.depotID), strings.Compare(a.day, b.day))
	})
	return insertRows(ctx, db, pg, `INSERT INTO insight_series (type_id, brand_id, depot_id, day, views, saves, comparisons, offers, purchases)`, 9, len(skeys),
		func(i int) []any {
			k, n := skeys[i], r.series[skeys[i]]
			return []any{k.typeID, k.brandID, k.depotID, k.day, n.Views, n.Saves, n.Comparisons, n.Offers, n.Purchases}
		})
}

func insertRows(ctx context.Context, db *sql.DB, pg bool, insert string, cols, n int, row func(int) []any) error {
	const perStatement, perTx = 400, 100_000
	for start := 0; start < n; start += perTx {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		for s := start; s < min(n, start+perTx); s += perStatement {
			end := min(n, s+perStatement, start+perTx)
			args := make([]any, 0, cols*(end-s))
			for i := s; i < end; i++ {
				args = append(args, row(i)...)
			}
			if _, err := tx.ExecContext(ctx, insert+` VALUES `+values(cols, end-s, pg), args...); err != nil {
				tx.Rollback()
				return err
			}
		}
		if err := tx.Commit(); err != nil {
			return err
		}
		logf("  %s… %d of %d rows", insert[:40], min(n, start+perTx), n)
	}
	return nil
}

// values is rows placeholders of cols each ($n on PostgreSQL).
func values(cols, rows int, pg bool) string {
	var b strings.Builder
	for r := range rows {
		if r > 0 {
			b.WriteString(", ")
		}
		b.WriteByte('(')
		for c := range cols {
			if c > 0 {
				b.WriteString(", ")
			}
			if pg {
				fmt.Fprintf(&b, "$%d", r*cols+c+1)
			} else {
				b.WriteByte('?')
			}
		}
		b.WriteByte(')')
	}
	return b.String()
}

// vehicleDims reads every vehicle's type, brand and depot (0: none).
func vehicleDims(ctx context.Context, db *sql.DB) (map[int64]dims, error) {
	rows, err := db.QueryContext(ctx, `SELECT id, type_id, brand_id, COALESCE(depot_id, 0) FROM vehicles`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]dims{}
	for rows.Next() {
		var id int64
		var d dims
		if err := rows.Scan(&id, &d.typeID, &d.brandID, &d.depotID); err != nil {
			return nil, err
		}
		out[id] = d
	}
	return out, rows.Err()
}

// addSavedSearches gives the catalogue people waiting for vehicles: users
// (nameless, phones of a range no one has) with one to three saved
// searches each, of text, type, brand and budget as buyers combine them —
// some never met ("ashok leyland partner" under ৳3 lakh) — so demand's
// check of saved searches reads the most saved 1,000 as it would live.
func addSavedSearches(ctx context.Context, db *sql.DB, pg bool, users int) error {
	r := rand.New(rand.NewPCG(49, 5))
	words := []string{"", "", "tata", "ashok leyland", "mahindra", "isuzu", "hino", "eicher", "pickup", "bus", "truck", "cng",
		"ashok leyland partner", "volvo fh16", "tata ace gold", "cold chain", "freezer van", "dump truck"}
	budgets := []string{"", "", "300000", "800000", "1500000", "3000000"}
	var types, brands []int64
	for _, q := range []struct {
		sql string
		to  *[]int64
	}{{`SELECT id FROM vehicle_types`, &types}, {`SELECT id FROM brands`, &brands}} {
		rows, err := db.QueryContext(ctx, q.sql)
		if err != nil {
			return err
		}
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return err
			}
			*q.to = append(*q.to, id)
		}
		rows.Close()
	}
	now := time.Now().Unix()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	mark := func(n int) string {
		if pg {
			return "$" + strconv.Itoa(n)
		}
		return "?"
	}
	for u := range users {
		var id int64
		if err := tx.QueryRowContext(ctx, `INSERT INTO users (phone, created_at, updated_at) VALUES (`+mark(1)+`, `+mark(2)+`, `+mark(3)+`) RETURNING id`,
			fmt.Sprintf("0139%07d", u), now, now).Scan(&id); err != nil {
			return err
		}
		for range 1 + r.IntN(3) {
			q := url.Values{}
			if w := words[r.IntN(len(words))]; w != "" {
				q.Set("query", w)
			}
			if r.IntN(2) == 0 {
				q.Set("vehicleType", strconv.FormatInt(types[r.IntN(len(types))], 10))
			}
			if r.IntN(4) == 0 {
				q.Set("vehicleBrand", strconv.FormatInt(brands[r.IntN(len(brands))], 10))
			}
			if b := budgets[r.IntN(len(budgets))]; b != "" {
				q.Set("maxBudget", b)
			}
			if len(q) == 0 {
				q.Set("sort", "newest")
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO saved_searches (user_id, name, query, created_at, updated_at) VALUES (`+
				mark(1)+`, `+mark(2)+`, `+mark(3)+`, `+mark(4)+`, `+mark(5)+`)`, id, "saved", q.Encode(), now, now); err != nil {
				return err
			}
		}
	}
	return tx.Commit()
}
