package insights

import (
	"cmp"
	"context"
	"database/sql"
	"slices"
	"strconv"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
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
	version, err := s.Catalogue.CatalogVersion(ctx)
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
	err = s.ReadTx(ctx, func(tx *Tx) error {
		top, err := s.topViewed(ctx, tx, q, partsOf(from, to))
		if err != nil || len(top) == 0 {
			return err
		}
		ids := make([]any, len(top))
		for i, t := range top {
			ids[i] = t.id
		}
		rows, err := tx.Query(ctx, `SELECT id, slug, title, title_bn, cash_price, type_id, brand_id, published_at
			FROM vehicles WHERE id IN (`+sqldb.Marks(len(ids))+`)`, ids...)
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
			WHERE (old_cash <> new_cash OR old_installment <> new_installment) AND vehicle_id IN (`+sqldb.Marks(len(ids))+`) GROUP BY vehicle_id`, ids)
		if err != nil {
			return err
		}
		bought, err := countByVehicle(ctx, tx, `SELECT vehicle_id, COUNT(*) FROM offers
			WHERE status = 'purchase' AND vehicle_id IN (`+sqldb.Marks(len(ids))+`) GROUP BY vehicle_id`, ids)
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
// with their sums, exactly. Summing every vehicle-day of a year took
// seconds, so it reads from each part (a month, week or day) only its
// depth most viewed, from an index that holds them in order, and bounds
// each vehicle's total from those lists alone: a vehicle's views are known
// in the parts whose list holds it, and in a full part (depth rows) whose
// list it is not on they are at most that list's last. Only the vehicles
// that can still be in the answer are summed (toSum). When the lists do
// not decide, it reads deeper, and past 16 times the first depth it sums
// the whole period (views spread evenly over many vehicles, which a
// dealer's site does not see).
func (s *Insights) topViewed(ctx context.Context, tx *Tx, q garihaat.InsightsQuery, parts []periodPart) ([]funnelTotal, error) {
	limit, first := cmp.Or(s.maxFunnels, garihaat.MaxFunnels), cmp.Or(s.depth, garihaat.MaxFunnels)
	dims, dimArgs := dimsWhere(`true`, nil, "", q)
	for depth := first; depth <= cmp.Or(s.deepest, 16*first); depth *= 4 {
		top := map[int64]*viewBounds{}
		var open int64 // what a vehicle on no list can have: the full parts' depth-th
		full := false  // some part has more vehicles than its list
		for _, p := range parts {
			ids, views, err := partTop(ctx, tx, p, dims, dimArgs, depth)
			if err != nil {
				return nil, err
			}
			var last int64
			if len(ids) == depth {
				last, full = views[depth-1], true
				open += last
			}
			for i, id := range ids {
				b := top[id]
				if b == nil {
					b = &viewBounds{}
					top[id] = b
				}
				b.known += views[i]
				b.covered += last
			}
		}
		if ids, ok := toSum(top, full, open, limit); ok {
			// "+type_id": the filter is no index's, so both databases seek
			// each vehicle's rows (the index a filter's column leads
			// would read every row of the filter's vehicles in each part).
			sumDims, _ := dimsWhere(`true`, nil, "+", q)
			totals, err := s.sumParts(ctx, tx, parts, sumDims, dimArgs, ids)
			if err != nil {
				return nil, err
			}
			return totals[:min(len(totals), limit)], nil
		}
	}
	return sumAll(ctx, tx, parts, dims, dimArgs, limit)
}

// viewBounds is what the parts' lists tell of one vehicle's views: the
// sum of those it is on (known), and the sum of those lists' depth-th
// views where they were full (covered), taken off the most it can have
// elsewhere.
type viewBounds struct{ known, covered int64 }

// toSum is the vehicles to sum exactly so that their most viewed limit
// are the answer: the limit with the most known views (each has at least
// least), and every other that can have least or more (its known views,
// and the last of each full list it is not on). ok is false when a vehicle
// on no list could have least (open, the full lists' lasts, is not below
// it; its id is unknown, so a tie does not decide) or when so many can
// that reading deeper is cheaper than summing them. When no list was
// full, known is every vehicle's total and top holds all of them.
func toSum(top map[int64]*viewBounds, full bool, open int64, limit int) (ids []int64, ok bool) {
	all := make([]int64, 0, len(top))
	for id := range top {
		all = append(all, id)
	}
	slices.SortFunc(all, func(a, b int64) int { return cmp.Or(cmp.Compare(top[b].known, top[a].known), cmp.Compare(a, b)) })
	if !full {
		return all[:min(len(all), limit)], true
	}
	if len(all) < limit {
		return nil, false
	}
	least := top[all[limit-1]].known
	if open >= least {
		return nil, false
	}
	ids = all[:limit:limit]
	for _, id := range all[limit:] {
		if b := top[id]; b.known+open-b.covered >= least {
			if ids = append(ids, id); len(ids) > 4*limit {
				return nil, false
			}
		}
	}
	return ids, true
}

// partTop is the depth most viewed vehicles of part p (their ids and views,
// most first), read from the index that starts with p and views.
func partTop(ctx context.Context, tx *Tx, p periodPart, dims string, dimArgs []any, depth int) ([]int64, []int64, error) {
	args := append([]any{p.kind, p.first}, dimArgs...)
	rows, err := tx.Query(ctx, `SELECT vehicle_id, views FROM insight_vehicle_periods
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

// sumAll is the limit vehicles most viewed over parts (ties by id), with
// their sums: every row of the period read.
func sumAll(ctx context.Context, tx *Tx, parts []periodPart, dims string, dimArgs []any, limit int) ([]funnelTotal, error) {
	inParts, partArgs := partsWhere(parts)
	rows, err := tx.Query(ctx, `SELECT vehicle_id, SUM(views), SUM(saves), SUM(comparisons), SUM(offers), SUM(purchases)
		FROM insight_vehicle_periods WHERE `+inParts+` AND `+dims+`
		GROUP BY vehicle_id ORDER BY SUM(views) DESC, vehicle_id LIMIT `+strconv.Itoa(limit), append(partArgs, dimArgs...)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []funnelTotal
	for rows.Next() {
		var t funnelTotal
		if err := rows.Scan(&t.id, &t.Views, &t.Saves, &t.Comparisons, &t.Offers, &t.Purchases); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// partGroups is parts as sumParts reads them: on SQLite those of a kind
// together, on PostgreSQL each alone.
func (s *Insights) partGroups(parts []periodPart) [][]periodPart {
	var out [][]periodPart
	kinds := map[string]int{} // SQLite: a kind's place in out
	for _, p := range parts {
		if i, ok := kinds[p.kind]; ok && s.Dialect() == sqldb.SQLite {
			out[i] = append(out[i], p)
			continue
		}
		kinds[p.kind] = len(out)
		out = append(out, []periodPart{p})
	}
	return out
}

// sumParts sums the vehicles ids over parts, most viewed first, ties by id.
func (s *Insights) sumParts(ctx context.Context, tx *Tx, parts []periodPart, dims string, dimArgs []any, ids []int64) ([]funnelTotal, error) {
	var out []funnelTotal
	// Each vehicle's rows of the parts: seeks of (vehicle, kind, day) in
	// the index that starts with the vehicle and holds the counts. With
	// every part in one condition SQLite walked every row the vehicle has
	// had; PostgreSQL 15 seeks only one list of a query's, so it reads a
	// part a query (days as a list cost it 1.4× at 7 days) and SQLite a
	// kind a query (a part a query cost it 1.4×).
	sums := map[int64]*funnelTotal{}
	for _, group := range s.partGroups(parts) {
		for part := range slices.Chunk(ids, insightChunk) {
			args := make([]any, 0, len(part)+1+len(group)+len(dimArgs))
			for _, id := range part {
				args = append(args, id)
			}
			args = append(args, group[0].kind)
			for _, p := range group {
				args = append(args, p.first)
			}
			args = append(args, dimArgs...)
			rows, err := tx.Query(ctx, `SELECT vehicle_id, views, saves, comparisons, offers, purchases FROM insight_vehicle_periods
				WHERE vehicle_id IN (`+sqldb.Marks(len(part))+`) AND kind = ? AND first_day IN (`+sqldb.Marks(len(group))+`) AND `+dims, args...)
			if err != nil {
				return nil, err
			}
			for rows.Next() {
				var id int64
				var n garihaat.InsightCounts
				if err := rows.Scan(&id, &n.Views, &n.Saves, &n.Comparisons, &n.Offers, &n.Purchases); err != nil {
					rows.Close()
					return nil, err
				}
				t := sums[id]
				if t == nil {
					t = &funnelTotal{id: id}
					sums[id] = t
				}
				t.Add(n)
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return nil, err
			}
		}
	}
	for _, t := range sums {
		out = append(out, *t)
	}
	slices.SortFunc(out, func(a, b funnelTotal) int { return cmp.Or(cmp.Compare(b.Views, a.Views), cmp.Compare(a.id, b.id)) })
	return out, nil
}
