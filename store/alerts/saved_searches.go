package alerts

import (
	"context"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// Alerts keeps saved searches and makes their alert digests (issue 30).
type Alerts struct {
	*sqldb.Core
	// Catalogue is the catalogue's read model the alerts judge the events with.
	Catalogue Catalogue
}

var (
	_ garihaat.SavedSearchService = (*Alerts)(nil)
	_ garihaat.AlertSender        = (*Alerts)(nil)
)

// savedRow is a saved search as stored.
type savedRow struct {
	id, userID            int64
	name, query           string
	alerts                bool
	alertEvent, seenEvent int64
	created               int64
}

const savedColumns = `id, user_id, name, query, alerts, alert_event, seen_event, created_at`

func scanSaved(sc interface{ Scan(...any) error }) (savedRow, error) {
	var r savedRow
	var alerts int
	err := sc.Scan(&r.id, &r.userID, &r.name, &r.query, &alerts, &r.alertEvent, &r.seenEvent, &r.created)
	r.alerts = alerts == 1
	return r, err
}

// SavedSearches implements garihaat.SavedSearchService: each search with
// how many vehicles its list finds now and how many newly match since the
// user last opened it.
func (s *Alerts) SavedSearches(ctx context.Context, userID int64) (garihaat.SavedSearches, error) {
	out := garihaat.SavedSearches{Searches: []garihaat.SavedSearch{}}
	var priceAlerts int
	if err := s.QueryRow(ctx, `SELECT price_alerts FROM users WHERE id = ?`, userID).Scan(&priceAlerts); err != nil {
		return out, err
	}
	out.PriceAlerts = priceAlerts == 1
	rows, err := s.Query(ctx, `SELECT `+savedColumns+` FROM saved_searches WHERE user_id = ? ORDER BY id`, userID)
	if err != nil {
		return out, err
	}
	var saved []savedRow
	for rows.Next() {
		r, err := scanSaved(rows)
		if err != nil {
			rows.Close()
			return out, err
		}
		saved = append(saved, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return out, err
	}
	if len(saved) == 0 {
		return out, nil
	}
	from := saved[0].seenEvent
	for _, r := range saved {
		from = min(from, r.seenEvent)
	}
	v, err := s.judge(ctx, from)
	if err != nil {
		return out, err
	}
	for _, r := range saved {
		ss, err := s.answer(ctx, v, r)
		if err != nil {
			return out, err
		}
		out.Searches = append(out.Searches, ss)
	}
	return out, nil
}

// answer is r as the account area shows it, judged by v.
func (s *Alerts) answer(ctx context.Context, v *verdicts, r savedRow) (garihaat.SavedSearch, error) {
	ss := garihaat.SavedSearch{ID: r.id, Name: r.name, Query: r.query, Path: garihaat.SearchPath(r.query, nil),
		Alerts: r.alerts, CreatedAt: time.Unix(r.created, 0).UTC()}
	_, f, err := garihaat.SavedQuery(r.query, s.Now())
	if err != nil {
		return ss, nil // a query the list no longer reads finds nothing
	}
	// The list's own answer, so the count is the one the list shows.
	f.PerPage = 1
	page, err := s.readPage(ctx, v.version, f)
	if err != nil {
		return ss, err
	}
	ss.Matches = page.Pagination.Total
	ss.New = len(v.newMatches(f, r.seenEvent))
	return ss, nil
}

// CreateSavedSearch implements garihaat.SavedSearchService.
func (s *Alerts) CreateSavedSearch(ctx context.Context, userID int64, in garihaat.SavedSearchInput) (garihaat.SavedSearch, error) {
	if err := in.Validate(true, s.Now()); err != nil {
		return garihaat.SavedSearch{}, err
	}
	alerts := 1
	if in.Alerts != nil && !*in.Alerts {
		alerts = 0
	}
	var id int64
	err := s.tx(ctx, func(tx *Tx) error {
		var n int
		// The user's row is written first (their alerts' language), which
		// locks it: two saves at once cannot both see nine (PostgreSQL;
		// SQLite writes one at a time).
		if _, err := tx.Exec(ctx, `UPDATE users SET alert_lang = ? WHERE id = ?`, in.Lang, userID); err != nil {
			return err
		}
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM saved_searches WHERE user_id = ?`, userID).Scan(&n); err != nil {
			return err
		}
		if n >= garihaat.MaxSavedSearches {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgTooManySavedSearches)
		}
		now := s.Now().Unix()
		var err error
		id, err = tx.InsertID(ctx, `INSERT INTO saved_searches (user_id, name, query, alerts, alert_event, seen_event, created_at, updated_at)
			VALUES (?, ?, ?, ?, `+NewestEvent+`, `+NewestEvent+`, ?, ?)`,
			userID, *in.Name, *in.Query, alerts, now, now)
		return err
	})
	if err != nil {
		return garihaat.SavedSearch{}, err
	}
	return s.savedSearch(ctx, userID, id)
}

// UpdateSavedSearch implements garihaat.SavedSearchService. A new query
// starts its news afresh: what matched the old one is not news of the new.
func (s *Alerts) UpdateSavedSearch(ctx context.Context, userID, id int64, in garihaat.SavedSearchInput) (garihaat.SavedSearch, error) {
	if err := in.Validate(false, s.Now()); err != nil {
		return garihaat.SavedSearch{}, err
	}
	err := s.tx(ctx, func(tx *Tx) error {
		r, err := scanSaved(tx.QueryRow(ctx, `SELECT `+savedColumns+` FROM saved_searches WHERE id = ? AND user_id = ?`, id, userID))
		if sqldb.IsNoRows(err) {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgSavedSearchNotFound)
		} else if err != nil {
			return err
		}
		var last int64
		if err := tx.QueryRow(ctx, `SELECT `+NewestEvent).Scan(&last); err != nil {
			return err
		}
		if in.Name != nil {
			r.name = *in.Name
		}
		if in.Query != nil && *in.Query != r.query {
			r.query, r.alertEvent, r.seenEvent = *in.Query, last, last
		}
		if in.Alerts != nil {
			if *in.Alerts && !r.alerts {
				r.alertEvent = last // alerts tell of what happens from now on
			}
			r.alerts = *in.Alerts
		}
		if in.Seen {
			r.seenEvent = last
		}
		alerts := 0
		if r.alerts {
			alerts = 1
		}
		_, err = tx.Exec(ctx, `UPDATE saved_searches SET name = ?, query = ?, alerts = ?, alert_event = ?, seen_event = ?,
			updated_at = ? WHERE id = ?`, r.name, r.query, alerts, r.alertEvent, r.seenEvent, s.Now().Unix(), id)
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE users SET alert_lang = ? WHERE id = ?`, in.Lang, userID)
		return err
	})
	if err != nil {
		return garihaat.SavedSearch{}, err
	}
	return s.savedSearch(ctx, userID, id)
}

// savedSearch is the user's search id as the account area shows it.
func (s *Alerts) savedSearch(ctx context.Context, userID, id int64) (garihaat.SavedSearch, error) {
	r, err := scanSaved(s.QueryRow(ctx, `SELECT `+savedColumns+` FROM saved_searches WHERE id = ? AND user_id = ?`, id, userID))
	if sqldb.IsNoRows(err) {
		return garihaat.SavedSearch{}, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgSavedSearchNotFound)
	} else if err != nil {
		return garihaat.SavedSearch{}, err
	}
	v, err := s.judge(ctx, r.seenEvent)
	if err != nil {
		return garihaat.SavedSearch{}, err
	}
	return s.answer(ctx, v, r)
}

// DeleteSavedSearch implements garihaat.SavedSearchService.
func (s *Alerts) DeleteSavedSearch(ctx context.Context, userID, id int64) error {
	res, err := s.Writer().ExecContext(ctx, s.Rebind(`DELETE FROM saved_searches WHERE id = ? AND user_id = ?`), id, userID)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgSavedSearchNotFound)
	}
	return nil
}

// SetPriceAlerts implements garihaat.SavedSearchService.
func (s *Alerts) SetPriceAlerts(ctx context.Context, userID int64, on bool) error {
	return s.SetUserSwitch(ctx, "price_alerts", userID, on)
}
