package store

import (
	"context"
	"database/sql"
	"time"

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
// costs the period's rows, not the catalogue's or the history's.
func (s *Insights) Insights(ctx context.Context, q garihaat.InsightsQuery) (garihaat.Insights, error) {
	var out garihaat.Insights
	from, to, err := dayRange(q.From, q.To)
	if err != nil {
		return out, err
	}
	length := int(to.Sub(from).Hours()/24) + 1
	prevTo := from.AddDate(0, 0, -1)
	prevFrom := prevTo.AddDate(0, 0, 1-length)
	if out.Series, err = s.series(ctx, q, from, to); err != nil {
		return out, err
	}
	if out.Previous, err = s.series(ctx, q, prevFrom, prevTo); err != nil {
		return out, err
	}
	if out.Funnels, err = s.funnels(ctx, q); err != nil {
		return out, err
	}
	if q.Sales {
		d, err := s.demand(ctx, q)
		if err != nil {
			return out, err
		}
		out.Demand = &d
	}
	return out, nil
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
// columns of the table prefix names ("" or "v.").
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

// series is the daily sums of the days from to to, every day present.
func (s *Insights) series(ctx context.Context, q garihaat.InsightsQuery, from, to time.Time) ([]garihaat.InsightDay, error) {
	where, args := dimsWhere(`day BETWEEN ? AND ?`, []any{from.Format(time.DateOnly), to.Format(time.DateOnly)}, "", q)
	rows, err := s.query(ctx, `SELECT day, SUM(views), SUM(saves), SUM(comparisons), SUM(offers), SUM(purchases)
		FROM insight_days WHERE `+where+` GROUP BY day`, args...)
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

// funnels are the period's most viewed vehicles (at most MaxFunnels) with
// their way to a purchase and what may explain it.
func (s *Insights) funnels(ctx context.Context, q garihaat.InsightsQuery) ([]garihaat.VehicleFunnel, error) {
	// The period's vehicle-days are summed alone and only the most viewed
	// MaxFunnels joined to vehicles: joining every row first was 2–3× slower
	// at a year of history. A type, brand or depot asks vehicles per id.
	where, args := `d.day BETWEEN ? AND ?`, []any{q.From, q.To}
	if q.TypeID != 0 || q.BrandID != 0 || q.DepotID != 0 {
		dims, dimArgs := dimsWhere(`v.id = d.vehicle_id`, nil, "v.", q)
		where, args = where+` AND EXISTS (SELECT 1 FROM vehicles v WHERE `+dims+`)`, append(args, dimArgs...)
	}
	version, err := s.CatalogVersion(ctx)
	if err != nil {
		return nil, err
	}
	snap, err := s.snapshotAt(ctx, version)
	if err != nil {
		return nil, err
	}
	out := []garihaat.VehicleFunnel{}
	type dims struct{ typeID, brandID int64 }
	var ids []any
	var of []dims
	err = s.tx(ctx, func(tx *Tx) error {
		rows, err := tx.query(ctx, `SELECT v.id, v.slug, v.title, v.title_bn, v.cash_price, v.type_id, v.brand_id, v.published_at,
				t.views, t.saves, t.comparisons, t.offers, t.purchases
			FROM (SELECT d.vehicle_id, SUM(d.views) AS views, SUM(d.saves) AS saves, SUM(d.comparisons) AS comparisons,
					SUM(d.offers) AS offers, SUM(d.purchases) AS purchases
				FROM insight_vehicle_days d WHERE `+where+`
				GROUP BY d.vehicle_id ORDER BY SUM(d.views) DESC, d.vehicle_id LIMIT ?) t
			JOIN vehicles v ON v.id = t.vehicle_id
			ORDER BY t.views DESC, v.id`, append(args, garihaat.MaxFunnels)...)
		if err != nil {
			return err
		}
		defer rows.Close()
		now := s.Now()
		for rows.Next() {
			var f garihaat.VehicleFunnel
			var d dims
			var published sql.NullInt64
			if err := rows.Scan(&f.ID, &f.Slug, &f.Title, &f.TitleBn, &f.CashPrice, &d.typeID, &d.brandID, &published,
				&f.Views, &f.Saves, &f.Comparisons, &f.Offers, &f.Purchases); err != nil {
				return err
			}
			if published.Valid {
				f.DaysOnMarket = int(now.Sub(time.Unix(published.Int64, 0)).Hours() / 24)
			}
			out, of, ids = append(out, f), append(of, d), append(ids, f.ID)
		}
		if err := rows.Err(); err != nil || len(ids) == 0 {
			return err
		}
		rows.Close()
		changes, err := countByVehicle(ctx, tx, `SELECT vehicle_id, COUNT(*) FROM vehicle_events
			WHERE (old_cash <> new_cash OR old_installment <> new_installment) AND vehicle_id IN (`+marks(len(ids))+`) GROUP BY vehicle_id`, ids)
		if err != nil {
			return err
		}
		bought, err := countByVehicle(ctx, tx, `SELECT vehicle_id, COUNT(*) FROM offers
			WHERE status = 'purchase' AND vehicle_id IN (`+marks(len(ids))+`) GROUP BY vehicle_id`, ids)
		if err != nil {
			return err
		}
		for i := range out {
			out[i].PriceChanges = int(changes[out[i].ID])
			out[i].Purchased = bought[out[i].ID] > 0
		}
		return nil
	})
	for i := range out {
		out[i].PriceRating = snap.rate(out[i].ID, of[i].typeID, of[i].brandID).Rating
		if !q.Sales {
			out[i].Offers, out[i].Purchases, out[i].Purchased = 0, 0, false
		}
	}
	return out, err
}

// countByVehicle reads (vehicle id, count) rows into a map.
func countByVehicle(ctx context.Context, tx *Tx, q string, args []any) (map[int64]int64, error) {
	rows, err := tx.query(ctx, q, args...)
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
