package insights

import (
	"cmp"
	"context"
	"maps"
	"slices"
	"strings"

	"garihaat"
	"garihaat/store/sqldb"
)

// Insights keeps the dealer's insights (issue 49): the daily rollups the
// instances' counters flush into, and the reads of the insights page.
type Insights struct {
	*sqldb.Core
	// Catalogue is the catalogue's read model the funnels and demand read.
	Catalogue Catalogue
	// maxFunnels, depth and deepest replace MaxFunnels, the first depth
	// the funnels read of each part and the deepest before they sum the
	// whole period (0: those); tests make them small.
	maxFunnels, depth, deepest int
}

var _ garihaat.InsightService = (*Insights)(nil)

// insightChunk is how many rows one upsert carries: a flush is one
// statement per table for up to this many rows, a few for more, so no
// statement outgrows either database's limit on parameters.
const insightChunk = 400

// AddInsights adds a batch counted by one instance to the rollups (each
// vehicle's day, week and month, and the days by type, brand and depot
// and each grouping of them) in
// one transaction: upserts that add, so instances sum into the same rows.
// Events of vehicles deleted since are skipped by the join; a vehicle's
// counts go to its type, brand and depot as they are when flushed.
func (s *Insights) AddInsights(ctx context.Context, b garihaat.InsightBatch) error {
	days := slices.SortedFunc(maps.Keys(b.Vehicles), func(x, y garihaat.VehicleDay) int {
		return cmp.Or(cmp.Compare(x.Day, y.Day), cmp.Compare(x.VehicleID, y.VehicleID))
	}) // one order on every instance: no deadlock between two flushes
	searches, err := s.searchRows(ctx, b.Searches)
	if err != nil {
		return err
	}
	return s.Tx(ctx, func(tx *Tx) error {
		for part := range slices.Chunk(days, insightChunk) {
			args := make([]any, 0, 9*len(part))
			for _, k := range part {
				n := b.Vehicles[k]
				week, month := periodsOf(k.Day)
				args = append(args, k.Day, week, month, k.VehicleID, n.Views, n.Saves, n.Comparisons, n.Offers, n.Purchases)
			}
			with := `WITH x (day, week, month, vehicle_id, views, saves, comparisons, offers, purchases) AS (VALUES ` +
				repeatRow(`(CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT))`, len(part)) + `) `
			// The day, week and month of each vehicle; a week or month is
			// summed first, as two days of one batch share its row.
			for _, p := range []struct{ kind, col string }{{"d", "x.day"}, {"w", "x.week"}, {"m", "x.month"}} {
				// WHERE true: SQLite needs it to tell the upsert's ON from a join's.
				if _, err := tx.Exec(ctx, with+`INSERT INTO insight_vehicle_periods (kind, first_day, vehicle_id, type_id, brand_id, depot_id, views, saves, comparisons, offers, purchases)
					SELECT '`+p.kind+`', `+p.col+`, x.vehicle_id, v.type_id, v.brand_id, COALESCE(v.depot_id, 0),
						SUM(x.views), SUM(x.saves), SUM(x.comparisons), SUM(x.offers), SUM(x.purchases)
					FROM x JOIN vehicles v ON v.id = x.vehicle_id WHERE true
					GROUP BY `+p.col+`, x.vehicle_id, v.type_id, v.brand_id, COALESCE(v.depot_id, 0) ORDER BY 2, 3
					ON CONFLICT (kind, first_day, vehicle_id) DO UPDATE SET views = insight_vehicle_periods.views + excluded.views,
						saves = insight_vehicle_periods.saves + excluded.saves, comparisons = insight_vehicle_periods.comparisons + excluded.comparisons,
						offers = insight_vehicle_periods.offers + excluded.offers, purchases = insight_vehicle_periods.purchases + excluded.purchases,
						type_id = excluded.type_id, brand_id = excluded.brand_id, depot_id = excluded.depot_id`, args...); err != nil {
					return err
				}
			}
			// The day's sums by each of the eight groupings of type, brand
			// and depot the page filters by (-1: any), in one statement.
			if _, err := tx.Exec(ctx, with+`, sets (m) AS (VALUES (0), (1), (2), (3), (4), (5), (6), (7))
				INSERT INTO insight_series (type_id, brand_id, depot_id, day, views, saves, comparisons, offers, purchases)
				SELECT CASE WHEN (s.m & 1) <> 0 THEN v.type_id ELSE -1 END, CASE WHEN (s.m & 2) <> 0 THEN v.brand_id ELSE -1 END,
					CASE WHEN (s.m & 4) <> 0 THEN COALESCE(v.depot_id, 0) ELSE -1 END, x.day,
					SUM(x.views), SUM(x.saves), SUM(x.comparisons), SUM(x.offers), SUM(x.purchases)
				FROM x JOIN vehicles v ON v.id = x.vehicle_id CROSS JOIN sets s WHERE true
				GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
				ON CONFLICT (type_id, brand_id, depot_id, day) DO UPDATE SET views = insight_series.views + excluded.views,
					saves = insight_series.saves + excluded.saves, comparisons = insight_series.comparisons + excluded.comparisons,
					offers = insight_series.offers + excluded.offers, purchases = insight_series.purchases + excluded.purchases`, args...); err != nil {
				return err
			}
		}
		for part := range slices.Chunk(searches, insightChunk) {
			args := make([]any, 0, 6*len(part))
			for _, r := range part {
				args = append(args, r.key.Day, r.key.Query, r.key.TypeID, r.key.Budget, r.results, r.visitors)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO insight_searches (day, query, type_id, budget, results, visitors) VALUES `+
				repeatRow(`(?, ?, ?, ?, ?, ?)`, len(part))+`
				ON CONFLICT (day, query, type_id, budget, results) DO UPDATE SET visitors = insight_searches.visitors + excluded.visitors`, args...); err != nil {
				return err
			}
		}
		return nil
	})
}

// searchRow is one search of a batch with how much the list finds for it.
type searchRow struct {
	key      garihaat.SearchKey
	results  string
	visitors int64
}

// searchRows bands each search of a batch by what the list finds for it
// now: the list's own answer (as saved searches count theirs), asked while
// flushing so a search costs its request nothing more. A flush comes
// seconds after the search, so the band is the one the visitor saw but
// for a change in those seconds.
func (s *Insights) searchRows(ctx context.Context, searches map[garihaat.SearchKey]int64) ([]searchRow, error) {
	if len(searches) == 0 {
		return nil, nil
	}
	version, err := s.Catalogue.CatalogVersion(ctx)
	if err != nil {
		return nil, err
	}
	keys := slices.SortedFunc(maps.Keys(searches), func(x, y garihaat.SearchKey) int {
		return cmp.Or(cmp.Compare(x.Day, y.Day), cmp.Compare(x.Query, y.Query), cmp.Compare(x.TypeID, y.TypeID), cmp.Compare(x.Budget, y.Budget))
	})
	out := make([]searchRow, 0, len(keys))
	for _, k := range keys {
		f := garihaat.VehicleFilter{Query: k.Query, MaxBudget: garihaat.BudgetBandMax(k.Budget), Today: k.Day, Page: 1, PerPage: 1}
		if k.TypeID != 0 {
			f.TypeIDs = []int64{k.TypeID}
		}
		page, err := s.readPage(ctx, version, f)
		if err != nil {
			return nil, err
		}
		out = append(out, searchRow{key: k, results: garihaat.ResultBand(page.Pagination.Total), visitors: searches[k]})
	}
	return out, nil
}

// repeatRow is n copies of a VALUES row, comma-separated.
func repeatRow(row string, n int) string {
	return strings.TrimSuffix(strings.Repeat(row+", ", n), ", ")
}
