package insights

import (
	"context"
	"time"

	"golang.org/x/sync/errgroup"

	"garihaat"
)

// Bounds of the demand lists: enough for a dealer's list, never the table.
const (
	maxDemandRows  = 100
	maxSavedChecks = 1000
)

// Insights implements garihaat.InsightService: the period's series and the
// one before it, the funnels and, for sales, the demand — all from the
// rollups, which are read by day (their keys start with it), so the answer
// costs the period's rows, not the catalogue's or the history's. The three
// are read at once: the demand's check of saved searches asks the list
// index (CPU) while the funnels wait on SQL.
func (s *Insights) Insights(ctx context.Context, q garihaat.InsightsQuery) (garihaat.Insights, error) {
	var out garihaat.Insights
	from, to, err := dayRange(q.From, q.To)
	if err != nil {
		return out, err
	}
	length := int(to.Sub(from).Hours()/24) + 1
	prevTo := from.AddDate(0, 0, -1)
	prevFrom := prevTo.AddDate(0, 0, 1-length)
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) {
		if out.Series, err = s.series(gctx, q, from, to); err != nil {
			return err
		}
		out.Previous, err = s.series(gctx, q, prevFrom, prevTo)
		return err
	})
	g.Go(func() (err error) {
		out.Funnels, err = s.funnels(gctx, q)
		return err
	})
	if q.Sales {
		g.Go(func() error {
			d, err := s.demand(gctx, q)
			out.Demand = &d
			return err
		})
	}
	return out, g.Wait()
}

// dayRange reads two days (YYYY-MM-DD) as dates.
func dayRange(from, to string) (time.Time, time.Time, error) {
	f, err := time.Parse(time.DateOnly, from)
	if err != nil {
		return f, f, err
	}
	t, err := time.Parse(time.DateOnly, to)
	return f, t, err
}

// dimsWhere adds q's type, brand and depot (those not 0) to where, on the
// columns of the table prefix names ("" or "v."; "+" keeps the planner
// from reading them by an index).
func dimsWhere(where string, args []any, prefix string, q garihaat.InsightsQuery) (string, []any) {
	for _, c := range []struct {
		col string
		id  int64
	}{{"type_id", q.TypeID}, {"brand_id", q.BrandID}, {"depot_id", q.DepotID}} {
		if c.id != 0 {
			where, args = where+` AND `+prefix+c.col+` = ?`, append(args, c.id)
		}
	}
	return where, args
}

// series is the daily sums of the days from to to, every day present:
// the rows of q's grouping (a dimension not asked is -1, any), one a day.
func (s *Insights) series(ctx context.Context, q garihaat.InsightsQuery, from, to time.Time) ([]garihaat.InsightDay, error) {
	args := []any{anyDim(q.TypeID), anyDim(q.BrandID), anyDim(q.DepotID), from.Format(time.DateOnly), to.Format(time.DateOnly)}
	rows, err := s.Query(ctx, `SELECT day, views, saves, comparisons, offers, purchases FROM insight_series
		WHERE type_id = ? AND brand_id = ? AND depot_id = ? AND day BETWEEN ? AND ?`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	got := map[string]garihaat.InsightCounts{}
	for rows.Next() {
		var day string
		var n garihaat.InsightCounts
		if err := rows.Scan(&day, &n.Views, &n.Saves, &n.Comparisons, &n.Offers, &n.Purchases); err != nil {
			return nil, err
		}
		got[day] = n
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var out []garihaat.InsightDay
	for d := from; !d.After(to); d = d.AddDate(0, 0, 1) {
		day := d.Format(time.DateOnly)
		n := got[day]
		if !q.Sales {
			n.Offers, n.Purchases = 0, 0
		}
		out = append(out, garihaat.InsightDay{Day: day, InsightCounts: n})
	}
	return out, nil
}

// anyDim is a filter's id as insight_series keys it: -1 when not asked.
func anyDim(id int64) int64 {
	if id == 0 {
		return -1
	}
	return id
}

// countByVehicle reads (vehicle id, count) rows into a map.
func countByVehicle(ctx context.Context, tx *Tx, q string, args []any) (map[int64]int64, error) {
	rows, err := tx.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]int64{}
	for rows.Next() {
		var id, n int64
		if err := rows.Scan(&id, &n); err != nil {
			return nil, err
		}
		out[id] = n
	}
	return out, rows.Err()
}
