package store

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"garihaat"
	"garihaat/store/sqldb"
)

// VehiclesSQL is the list's page of f answered by the database (a count
// and a page), without the fair-price marks: what the read model answers
// with before its list index is ready.
func (s *Catalog) VehiclesSQL(ctx context.Context, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	return s.vehiclesSQL(ctx, f)
}

// vehiclesSQL is Vehicles answered by the database: a count and a page.
func (s *core) vehiclesSQL(ctx context.Context, f garihaat.VehicleFilter) (garihaat.VehiclePage, error) {
	page := garihaat.VehiclePage{Products: []garihaat.VehicleSummary{}}
	where, args := s.vehicleWhere(f)
	var total int
	if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM vehicles`+where, args...).Scan(&total); err != nil {
		return page, err
	}
	page.Pagination = garihaat.NewPagination(total, f.Page, f.PerPage)
	offset := (f.Page - 1) * f.PerPage
	if offset >= total {
		return page, nil
	}
	order, orderArgs := vehicleOrder(f)
	q := `SELECT ` + summaryColumns + ` FROM vehicles` + where + ` ORDER BY ` + order + ` LIMIT ? OFFSET ?`
	products, err := s.summaries(ctx, q, append(append(args, orderArgs...), f.PerPage, offset)...)
	if err == nil {
		page.Products = products
	}
	return page, err
}

// summaries runs q, which selects summaryColumns, and scans its rows.
func (s *core) summaries(ctx context.Context, q string, args ...any) ([]garihaat.VehicleSummary, error) {
	rows, err := s.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []garihaat.VehicleSummary{}
	for rows.Next() {
		var v garihaat.VehicleSummary
		if err := scanSummary(rows, &v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

func priceColumn(f garihaat.VehicleFilter) string {
	if f.PriceType == garihaat.PriceInstallment {
		return "installment_price"
	}
	return "cash_price"
}

// vehicleOrder is f's ORDER BY (garihaat.SortNewest and its kin say what
// each order means) and its arguments. Open offers (last day on or after
// f.Today) come first in the newest and ending-soon orders.
func vehicleOrder(f garihaat.VehicleFilter) (string, []any) {
	switch f.Sort {
	case garihaat.SortPriceAsc:
		return priceColumn(f) + " ASC, id ASC", nil
	case garihaat.SortPriceDesc:
		return priceColumn(f) + " DESC, id DESC", nil
	case garihaat.SortYearDesc:
		return "year DESC, created_at DESC, id DESC", nil
	case garihaat.SortOdometerAsc:
		return "odometer_km ASC, created_at DESC, id DESC", nil
	case garihaat.SortEndingSoon:
		return `CASE WHEN ` + openOnWhere("offer_ends_at") + ` THEN 0 ELSE 1 END, CASE WHEN ` + openOnWhere("offer_ends_at") + ` THEN offer_ends_at ELSE '' END,
			created_at DESC, id DESC`, []any{f.Today, f.Today}
	}
	if f.Today == "" {
		return "created_at DESC, id DESC", nil
	}
	return "CASE WHEN " + openOnWhere("offer_ends_at") + " THEN 0 ELSE 1 END, created_at DESC, id DESC", []any{f.Today}
}

// vehicleWhere builds the WHERE clause shared by the count and page queries.
func (s *core) vehicleWhere(f garihaat.VehicleFilter) (string, []any) {
	conds := []string{listedWhere("status")}
	var args []any
	in := func(col string, ids []int64) {
		if len(ids) == 0 {
			return
		}
		conds = append(conds, col+" IN ("+sqldb.Marks(len(ids))+")")
		for _, id := range ids {
			args = append(args, id)
		}
	}
	in("brand_id", f.BrandIDs)
	in("type_id", f.TypeIDs)
	in("depot_id", f.DepotIDs)
	in("color_id", f.ColorIDs)
	in("fuel_type_id", f.FuelIDs)
	in("tonnage_id", f.TonnageIDs)
	if f.MinSeats > 0 {
		conds, args = append(conds, "seats >= ?"), append(args, f.MinSeats)
	}
	if len(f.Districts) > 0 {
		conds = append(conds, "("+districtOf("")+") IN ("+sqldb.Marks(len(f.Districts))+")")
		for _, d := range f.Districts {
			args = append(args, d)
		}
	}
	if len(f.Conditions) > 0 {
		conds = append(conds, "condition IN ("+sqldb.Marks(len(f.Conditions))+")")
		for _, c := range f.Conditions {
			args = append(args, c)
		}
	}
	if f.MinYear > 0 {
		conds, args = append(conds, "year >= ?"), append(args, f.MinYear)
	}
	if f.MaxYear > 0 {
		conds, args = append(conds, "year <= ?"), append(args, f.MaxYear)
	}
	if f.BrandSlug != "" {
		conds = append(conds, "brand_id = (SELECT id FROM brands WHERE slug = ?)")
		args = append(args, f.BrandSlug)
	}
	for _, word := range strings.Fields(strings.ToLower(f.Query)) {
		cond, arg := s.containsWord(word)
		conds = append(conds, cond)
		args = append(args, arg)
	}
	price := priceColumn(f)
	if len(f.Ranges) > 0 {
		var ors []string
		for _, r := range f.Ranges {
			if r.Max > 0 {
				ors = append(ors, fmt.Sprintf("(%s BETWEEN ? AND ?)", price))
				args = append(args, r.Min, r.Max)
			} else {
				ors = append(ors, fmt.Sprintf("(%s >= ?)", price))
				args = append(args, r.Min)
			}
		}
		conds = append(conds, "("+strings.Join(ors, " OR ")+")")
	}
	if f.MinBudget > 0 {
		conds = append(conds, price+" >= ?")
		args = append(args, f.MinBudget)
	}
	if f.MaxBudget > 0 {
		conds = append(conds, price+" <= ?")
		args = append(args, f.MaxBudget)
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// containsWord is the condition "search_text contains word" and its
// argument. The databases index substrings differently: PostgreSQL's
// pg_trgm index serves LIKE '%word%' directly; SQLite's FTS5 trigram table
// answers a quoted phrase. Neither index helps words under three
// characters, which use a plain LIKE.
func (s *core) containsWord(word string) (string, string) {
	like := "%" + likeEscape(word) + "%"
	if s.Dialect() == Postgres || utf8.RuneCountInString(word) < 3 {
		return `search_text LIKE ? ESCAPE '\'`, like
	}
	return `id IN (SELECT rowid FROM vehicles_search WHERE vehicles_search MATCH ?)`,
		`"` + strings.ReplaceAll(word, `"`, `""`) + `"`
}

func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}
