package store

import (
	"cmp"
	"context"
	"database/sql"
	"maps"
	"slices"
	"strconv"
	"time"

	"garihaat"
)

// funnelTotal is one vehicle's sums over the period.
type funnelTotal struct {
	id int64
	garihaat.InsightCounts
}

// funnels are the period's most viewed vehicles (at most MaxFunnels) with
// their way to a purchase and what may explain it.
func (s *Insights) funnels(ctx context.Context, q garihaat.InsightsQuery) ([]garihaat.VehicleFunnel, error) {
	from, to, err := dayRange(q.From, q.To)
	if err != nil {
		return nil, err
	}
	version, err := s.CatalogVersion(ctx)
	if err != nil {
		return nil, err
	}
	snap, err := s.names(ctx, version)
	if err != nil {
		return nil, err
	}
	out := []garihaat.VehicleFunnel{}
	type dims struct{ typeID, brandID int64 }
	var of []dims
	err = s.tx(ctx, func(tx *Tx) error {
		top, err := s.topViewed(ctx, tx, q, partsOf(from, to))
		if err != nil || len(top) == 0 {
			return err
		}
		ids := make([]any, len(top))
		for i, t := range top {
			ids[i] = t.id
		}
		rows, err := tx.query(ctx, `SELECT id, slug, title, title_bn, cash_price, type_id, brand_id, published_at
			FROM vehicles WHERE id IN (`+marks(len(ids))+`)`, ids...)
		if err != nil {
			return err
		}
		defer rows.Close()
		byID := map[int64]garihaat.VehicleFunnel{}
		dimsOf := map[int64]dims{}
		now := s.Now()
		for rows.Next() {
			var f garihaat.VehicleFunnel
			var d dims
			var published sql.NullInt64
			if err := rows.Scan(&f.ID, &f.Slug, &f.Title, &f.TitleBn, &f.CashPrice, &d.typeID, &d.brandID, &published); err != nil {
				return err
			}
			if published.Valid {
				f.DaysOnMarket = int(now.Sub(time.Unix(published.Int64, 0)).Hours() / 24)
			}
			byID[f.ID], dimsOf[f.ID] = f, d
		}
		if err := rows.Err(); err != nil {
			return err
		}
		rows.Close()
		for _, t := range top { // deleted vehicles' rows go with them: all are here
			f, ok := byID[t.id]
			if !ok {
				continue
			}
			f.InsightCounts = t.InsightCounts
			out, of = append(out, f), append(of, dimsOf[t.id])
		}
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
		out[i].PriceRating = snap.Rate(out[i].ID, of[i].typeID, of[i].brandID).Rating
		if !q.Sales {
			out[i].Offers, out[i].Purchases, out[i].Purchased = 0, 0, false
		}
	}
	return out, err
}

// topViewed is the MaxFunnels vehicles most viewed over parts (ties by id),
// with their sums, exactly. Summing every vehicle-day of 90 days at a year
// of history took seconds, so it reads from each part (a month, week or
// day) only its depth most viewed, in index order, and sums those
// candidates over the whole period. A vehicle that is no candidate was
// under the depth-th in every part, so it has at most bound views, the sum
// of the parts' depth-th; when the MaxFunnels-th candidate has more, the
// answer is the true one. Otherwise it reads deeper, and past 16 times
// MaxFunnels it sums the whole period (views spread evenly over
// many vehicles, which a dealer's site does not see).
func (s *Insights) topViewed(ctx context.Context, tx *Tx, q garihaat.InsightsQuery, parts []periodPart) ([]funnelTotal, error) {
	limit, first := cmp.Or(s.maxFunnels, garihaat.MaxFunnels), cmp.Or(s.depth, garihaat.MaxFunnels)
	dims, dimArgs := dimsWhere(`true`, nil, "", q)
	for depth := first; depth <= 16*first; depth *= 4 {
		candidates := map[int64]bool{}
		var bound int64
		full := false // some part has more than depth vehicles
		for _, p := range parts {
			ids, views, err := partTop(ctx, tx, p, dims, dimArgs, depth)
			if err != nil {
				return nil, err
			}
			for _, id := range ids {
				candidates[id] = true
			}
			if len(ids) == depth {
				bound, full = bound+views[depth-1], true
			}
		}
		ids := slices.Sorted(maps.Keys(candidates))
		totals, err := sumParts(ctx, tx, parts, dims, dimArgs, ids, limit)
		if err != nil {
			return nil, err
		}
		if !full { // every vehicle of every part is a candidate
			return totals[:min(len(totals), limit)], nil
		}
		if len(totals) >= limit && totals[limit-1].Views > bound {
			return totals[:limit], nil
		}
	}
	return sumParts(ctx, tx, parts, dims, dimArgs, nil, limit)
}

// partTop is the depth most viewed vehicles of part p (their ids and views,
// most first), read from the index that starts with p and views.
func partTop(ctx context.Context, tx *Tx, p periodPart, dims string, dimArgs []any, depth int) ([]int64, []int64, error) {
	args := append([]any{p.kind, p.first}, dimArgs...)
	rows, err := tx.query(ctx, `SELECT vehicle_id, views FROM insight_vehicle_periods
		WHERE kind = ? AND first_day = ? AND `+dims+` ORDER BY views DESC, vehicle_id LIMIT ?`, append(args, depth)...)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var ids, views []int64
	for rows.Next() {
		var id, n int64
		if err := rows.Scan(&id, &n); err != nil {
			return nil, nil, err
		}
		ids, views = append(ids, id), append(views, n)
	}
	return ids, views, rows.Err()
}

// sumParts sums the vehicles ids (nil: all, the most viewed limit)
// over parts, most viewed first, ties by id.
func sumParts(ctx context.Context, tx *Tx, parts []periodPart, dims string, dimArgs []any, ids []int64, limit int) ([]funnelTotal, error) {
	inParts, partArgs := partsWhere(parts)
	var out []funnelTotal
	read := func(cond string, args []any, limit string) error {
		rows, err := tx.query(ctx, `SELECT vehicle_id, SUM(views), SUM(saves), SUM(comparisons), SUM(offers), SUM(purchases)
			FROM insight_vehicle_periods WHERE `+cond+` AND `+inParts+` AND `+dims+`
			GROUP BY vehicle_id`+limit, append(append(args, partArgs...), dimArgs...)...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var t funnelTotal
			if err := rows.Scan(&t.id, &t.Views, &t.Saves, &t.Comparisons, &t.Offers, &t.Purchases); err != nil {
				return err
			}
			out = append(out, t)
		}
		return rows.Err()
	}
	if ids == nil {
		if err := read(`true`, nil, ` ORDER BY SUM(views) DESC, vehicle_id LIMIT `+strconv.Itoa(limit)); err != nil {
			return nil, err
		}
		return out, nil
	}
	for part := range slices.Chunk(ids, insightChunk) {
		args := make([]any, len(part))
		for i, id := range part {
			args[i] = id
		}
		if err := read(`vehicle_id IN (`+marks(len(part))+`)`, args, ``); err != nil {
			return nil, err
		}
	}
	slices.SortFunc(out, func(a, b funnelTotal) int { return cmp.Or(cmp.Compare(b.Views, a.Views), cmp.Compare(a.id, b.id)) })
	return out, nil
}
