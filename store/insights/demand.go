package insights

import (
	"context"
	"slices"

	"garihaat"
)

// demand is what buyers asked for and did not find in the period: the
// searches that found nothing or almost nothing, the saved searches no
// listed vehicle matches now, and the types and budgets filtered by most.
func (s *Insights) demand(ctx context.Context, q garihaat.InsightsQuery) (garihaat.Demand, error) {
	d := garihaat.Demand{Searches: []garihaat.DemandSearch{}, SavedSearches: []garihaat.UnmetSavedSearch{}, Filters: []garihaat.FilterUse{}}
	where, args := `s.day BETWEEN ? AND ?`, []any{q.From, q.To}
	if q.TypeID != 0 {
		where, args = where+` AND s.type_id = ?`, append(args, q.TypeID)
	}
	err := s.ReadTx(ctx, func(tx *Tx) error {
		rows, err := tx.Query(ctx, `SELECT s.query, s.type_id, COALESCE(t.name, ''), COALESCE(t.name_bn, ''), s.budget, s.results, SUM(s.visitors)
			FROM insight_searches s LEFT JOIN vehicle_types t ON t.id = s.type_id
			WHERE `+where+` AND s.results IN ('none', 'few')
			GROUP BY s.query, s.type_id, t.name, t.name_bn, s.budget, s.results
			ORDER BY SUM(s.visitors) DESC, s.query, s.type_id, s.budget LIMIT ?`, append(args, maxDemandRows)...)
		if err != nil {
			return err
		}
		for rows.Next() {
			var x garihaat.DemandSearch
			if err := rows.Scan(&x.Query, &x.TypeID, &x.TypeName, &x.TypeNameBn, &x.Budget, &x.Results, &x.Visitors); err != nil {
				rows.Close()
				return err
			}
			d.Searches = append(d.Searches, x)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		rows, err = tx.Query(ctx, `SELECT s.type_id, COALESCE(t.name, ''), COALESCE(t.name_bn, ''), s.budget, SUM(s.visitors)
			FROM insight_searches s LEFT JOIN vehicle_types t ON t.id = s.type_id
			WHERE `+where+` AND (s.type_id <> 0 OR s.budget <> '')
			GROUP BY s.type_id, t.name, t.name_bn, s.budget
			ORDER BY SUM(s.visitors) DESC, s.type_id, s.budget LIMIT ?`, append(args, maxDemandRows)...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var x garihaat.FilterUse
			if err := rows.Scan(&x.TypeID, &x.TypeName, &x.TypeNameBn, &x.Budget, &x.Visitors); err != nil {
				return err
			}
			d.Filters = append(d.Filters, x)
		}
		return rows.Err()
	})
	if err != nil {
		return d, err
	}
	d.SavedSearches, err = s.unmetSaved(ctx, q.TypeID)
	return d, err
}

// unmetSaved lists the saved searches (the most saved first) that the list
// finds nothing for now — the list's own answer, as the account area
// counts them — of type typeID when it is not 0. No one who saved them
// is named; People says how many did.
func (s *Insights) unmetSaved(ctx context.Context, typeID int64) ([]garihaat.UnmetSavedSearch, error) {
	out := []garihaat.UnmetSavedSearch{}
	rows, err := s.Query(ctx, `SELECT query, COUNT(*) FROM saved_searches GROUP BY query ORDER BY COUNT(*) DESC, query LIMIT ?`, maxSavedChecks)
	if err != nil {
		return out, err
	}
	type saved struct {
		query  string
		people int64
	}
	var all []saved
	for rows.Next() {
		var x saved
		if err := rows.Scan(&x.query, &x.people); err != nil {
			rows.Close()
			return out, err
		}
		all = append(all, x)
	}
	rows.Close()
	if err := rows.Err(); err != nil || len(all) == 0 {
		return out, err
	}
	version, err := s.Catalogue.CatalogVersion(ctx)
	if err != nil {
		return out, err
	}
	for _, x := range all {
		_, f, err := garihaat.SavedQuery(x.query, s.Now())
		if err != nil || (typeID != 0 && !slices.Contains(f.TypeIDs, typeID)) {
			continue // a query the list no longer reads, or another type's
		}
		f.PerPage = 1
		found, err := s.anyAt(ctx, version, f)
		if err != nil {
			return out, err
		}
		if !found {
			out = append(out, garihaat.UnmetSavedSearch{Query: x.query, Path: garihaat.SearchPath(x.query, nil), People: x.people})
			if len(out) == maxDemandRows {
				break
			}
		}
	}
	return out, nil
}
