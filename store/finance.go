package store

import (
	"context"
	"database/sql"
	"encoding/json"

	"garihaat"
	"garihaat/store/sqldb"
)

// The installment plans of the vehicle page's calculator (issue 29): the
// site's in settings, a vehicle's own in its finance column.

// financeSetting names the site's plan in settings.
const financeSetting = "finance_plan"

// planJSON is a vehicle's own plan as its column holds it (NULL: none).
func planJSON(p *garihaat.FinancePlan) any {
	if p == nil {
		return nil
	}
	b, _ := json.Marshal(p)
	return string(b)
}

// ownPlan reads a vehicle's finance column (nil: it follows the site's).
func ownPlan(raw sql.NullString) *garihaat.FinancePlan {
	if !raw.Valid {
		return nil
	}
	p := garihaat.ResolvePlan(raw.String, "")
	return &p
}

// FinancePlan returns the site's plan.
func (s *BackOffice) FinancePlan(ctx context.Context) (garihaat.FinancePlan, error) {
	var raw string
	err := s.QueryRow(ctx, `SELECT value FROM settings WHERE name = ?`, financeSetting).Scan(&raw)
	if err != nil && !sqldb.IsNoRows(err) {
		return garihaat.FinancePlan{}, err
	}
	return garihaat.ResolvePlan("", raw), nil
}

// SetFinancePlan replaces the site's plan. Every vehicle that follows it
// shows it on its page, so their revisions move (their stored answers are
// made again) and the write names no vehicle: the cached answers and the
// stored parts all look again, as after a brand is renamed.
func (s *BackOffice) SetFinancePlan(ctx context.Context, a garihaat.Actor, p garihaat.FinancePlan) (garihaat.FinancePlan, error) {
	if err := p.Validate("plan"); err != nil {
		return p, err
	}
	err := s.adminWrite(ctx, func(tx *Tx) error {
		var before string
		if err := tx.QueryRow(ctx, `SELECT value FROM settings WHERE name = ?`, financeSetting).Scan(&before); err != nil && !sqldb.IsNoRows(err) {
			return err
		}
		raw := planJSON(&p)
		if _, err := tx.Exec(ctx, `INSERT INTO settings (name, value) VALUES (?, ?)
			ON CONFLICT (name) DO UPDATE SET value = excluded.value`, financeSetting, raw); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE vehicles SET revision = revision + 1 WHERE finance IS NULL`); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "finance_plan", "settings", 0, garihaat.ResolvePlan("", before), p)
	})
	return p, err
}
