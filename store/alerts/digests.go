package alerts

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"math"
	"strconv"
	"strings"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

// eventsKept is how long vehicle events and sent digests are kept: a
// digest's stop link works this long.
const eventsKept = 60 * 24 * time.Hour

// userNews is what one user's digest of today would tell.
type userNews struct {
	searches []garihaat.DigestSearch
	first    savedRow // the first search with news: its list is the link
	firstNew []int64
	judged   []int64 // the searches judged (their cursors move)
	told     []int64 // the searches with news
	drops    []garihaat.PriceDrop
}

// SendAlerts implements garihaat.AlertSender. It judges every saved
// search with alerts on whose user has no digest today, and every price
// drop of a saved vehicle since the user's last digest; each user with
// news gets one SMS, queued with the digest's row (the claim: one per
// user and day, so instances running it at once never both send) in one
// transaction. Outside hours nothing is judged: the news waits.
func (s *Alerts) SendAlerts(ctx context.Context, now time.Time, hours garihaat.AlertHours, siteURL string) (int, error) {
	if !hours.Open(now) {
		return 0, nil
	}
	day := garihaat.DhakaDay(now)
	// The events' own time is the database's clock (the trigger's), so
	// they are pruned by the real one.
	if _, err := s.Writer().ExecContext(ctx, s.Rebind(`DELETE FROM vehicle_events WHERE at < ?`), time.Now().Add(-eventsKept).Unix()); err != nil {
		return 0, err
	}
	if _, err := s.Writer().ExecContext(ctx, s.Rebind(`DELETE FROM alert_digests WHERE created_at < ?`), now.Add(-eventsKept).Unix()); err != nil {
		return 0, err
	}
	rows, err := s.Query(ctx, `SELECT `+savedColumns+` FROM saved_searches s WHERE alerts = 1
		AND alert_event < `+NewestEvent+`
		AND NOT EXISTS (SELECT 1 FROM alert_digests d WHERE d.user_id = s.user_id AND d.day = ?) ORDER BY id`, day)
	if err != nil {
		return 0, err
	}
	var due []savedRow
	for rows.Next() {
		r, err := scanSaved(rows)
		if err != nil {
			rows.Close()
			return 0, err
		}
		due = append(due, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	from := int64(math.MaxInt64) // no search due: no event to read
	for _, r := range due {
		from = min(from, r.alertEvent)
	}
	v, err := s.judge(ctx, from)
	if err != nil || v.probe == nil {
		return 0, err // no index yet: the next run judges
	}
	news := map[int64]*userNews{}
	var users []int64
	of := func(user int64) *userNews {
		if news[user] == nil {
			news[user] = &userNews{}
			users = append(users, user)
		}
		return news[user]
	}
	for _, r := range due {
		u := of(r.userID)
		u.judged = append(u.judged, r.id)
		_, f, err := garihaat.SavedQuery(r.query, now)
		if err != nil {
			continue
		}
		if ids := v.newMatches(f, r.alertEvent); len(ids) > 0 {
			if len(u.searches) == 0 {
				u.first, u.firstNew = r, ids
			}
			u.searches = append(u.searches, garihaat.DigestSearch{Name: r.name, Query: r.query, New: len(ids)})
			u.told = append(u.told, r.id)
		}
	}
	if err := s.priceDrops(ctx, v.upto, day, of); err != nil {
		return 0, err
	}
	sent := 0
	for _, user := range users {
		ok, err := s.sendDigest(ctx, now, day, user, news[user], v.upto, siteURL)
		if err != nil {
			return sent, err
		}
		if ok {
			sent++
		}
	}
	return sent, nil
}

// priceDrops adds to each user's news the saved vehicles whose price fell
// since they were saved and since the user's last digest: the price
// before the first such fall and the price now, when lower; only listed
// vehicles, only for users with price alerts on.
func (s *Alerts) priceDrops(ctx context.Context, upto int64, day string, of func(int64) *userNews) error {
	rows, err := s.Query(ctx, `SELECT b.user_id, v.id, v.status, v.title, v.title_bn, e.old_cash, e.old_installment, v.cash_price, v.installment_price
		FROM bookmarks b JOIN users u ON u.id = b.user_id AND u.price_alerts = 1
		JOIN vehicles v ON v.id = b.vehicle_id
		JOIN vehicle_events e ON e.vehicle_id = b.vehicle_id AND e.id > b.event_id AND e.id <= ?
			AND (e.new_cash < e.old_cash OR e.new_installment < e.old_installment)
		WHERE e.id > COALESCE((SELECT MAX(d.event_id) FROM alert_digests d WHERE d.user_id = b.user_id), 0)
			AND NOT EXISTS (SELECT 1 FROM alert_digests d WHERE d.user_id = b.user_id AND d.day = ?)
		ORDER BY b.user_id, v.id, e.id`, upto, day)
	if err != nil {
		return err
	}
	defer rows.Close()
	var lastUser, lastVehicle int64
	for rows.Next() {
		var user, id, oldCash, oldInst, cash, inst int64
		var status string
		var t garihaat.Titles
		if err := rows.Scan(&user, &id, &status, &t.En, &t.Bn, &oldCash, &oldInst, &cash, &inst); err != nil {
			return err
		}
		if user == lastUser && id == lastVehicle {
			continue // the first fall since the cursor holds the price before
		}
		lastUser, lastVehicle = user, id
		if !garihaat.VehicleAudience(status).Listed {
			continue
		}
		switch {
		case cash < oldCash:
			of(user).drops = append(of(user).drops, garihaat.PriceDrop{Titles: t, Old: oldCash, New: cash})
		case inst < oldInst:
			of(user).drops = append(of(user).drops, garihaat.PriceDrop{Titles: t, Old: oldInst, New: inst, Installment: true})
		}
	}
	return rows.Err()
}

// sendDigest queues user's digest of day, or — with no news — moves the
// judged searches' cursors on. false: nothing was sent (no news, or
// another instance claimed the day first).
func (s *Alerts) sendDigest(ctx context.Context, now time.Time, day string, user int64, u *userNews, upto int64, siteURL string) (bool, error) {
	if len(u.searches) == 0 && len(u.drops) == 0 {
		return false, s.tx(ctx, func(tx *Tx) error { return tx.moveCursors(ctx, u.judged, upto) })
	}
	// Two tokens: the "new vehicles" link is the one people forward, and
	// whoever holds it must not be able to stop the alerts (issue 46).
	token, err := alertToken()
	if err != nil {
		return false, err
	}
	linkToken, err := alertToken()
	if err != nil {
		return false, err
	}
	link := "/account/saved-list"
	switch {
	case len(u.searches) == 1:
		link = garihaat.SearchPath(u.first.query, u.firstNew)
	case len(u.searches) > 1:
		link = "/account/saved-searches"
	}
	told := make([]string, len(u.told))
	for i, id := range u.told {
		told[i] = strconv.FormatInt(id, 10)
	}
	drops := 0
	if len(u.drops) > 0 {
		drops = 1
	}
	sent := false
	err = s.tx(ctx, func(tx *Tx) error {
		res, err := tx.Exec(ctx, `INSERT INTO alert_digests (user_id, day, token_hash, link_token_hash, link, searches, drops, event_id, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
			user, day, garihaat.TokenHash(token), garihaat.TokenHash(linkToken), link, strings.Join(told, ","), drops, upto, now.Unix())
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err // claimed already: today's digest is sent
		}
		var phone, lang string
		if err := tx.QueryRow(ctx, `SELECT phone, alert_lang FROM users WHERE id = ?`, user).Scan(&phone, &lang); err != nil {
			return err
		}
		site := strings.TrimRight(siteURL, "/")
		text := garihaat.DigestText(garihaat.Digest{Lang: lang, Searches: u.searches, Drops: u.drops}, site+"/n/"+linkToken, site+"/s/"+token)
		if err := tx.QueueSMS(ctx, phone, text); err != nil {
			return err
		}
		sent = true
		return tx.moveCursors(ctx, u.judged, upto)
	})
	return sent, err
}

// moveCursors marks the searches judged up to event upto.
func (t *Tx) moveCursors(ctx context.Context, searches []int64, upto int64) error {
	for _, id := range searches {
		if _, err := t.Exec(ctx, `UPDATE saved_searches SET alert_event = ? WHERE id = ? AND alert_event < ?`, upto, id, upto); err != nil {
			return err
		}
	}
	return nil
}

// alertToken names a digest in its links: 64 random bits, short enough
// for an SMS, stored hashed like every token.
func alertToken() (string, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b[:]), nil
}

// AlertLink implements garihaat.SavedSearchService.
func (s *Alerts) AlertLink(ctx context.Context, token string) (string, error) {
	var link string
	err := s.QueryRow(ctx, `SELECT link FROM alert_digests WHERE link_token_hash = ?`, garihaat.TokenHash(token)).Scan(&link)
	if sqldb.IsNoRows(err) {
		return "", garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgAlertLinkNotFound)
	}
	return link, err
}

// StopAlerts implements garihaat.SavedSearchService: the searches the
// digest told of stop alerting, and price alerts stop if it told of a
// drop. Stopping twice is the same as once.
func (s *Alerts) StopAlerts(ctx context.Context, token string) (garihaat.StoppedAlerts, error) {
	out := garihaat.StoppedAlerts{Searches: []string{}}
	err := s.tx(ctx, func(tx *Tx) error {
		var user int64
		var searches string
		var drops int
		err := tx.QueryRow(ctx, `SELECT user_id, searches, drops FROM alert_digests WHERE token_hash = ?`,
			garihaat.TokenHash(token)).Scan(&user, &searches, &drops)
		if sqldb.IsNoRows(err) {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgAlertLinkNotFound)
		} else if err != nil {
			return err
		}
		for _, raw := range strings.Split(searches, ",") {
			id, err := strconv.ParseInt(raw, 10, 64)
			if err != nil {
				continue
			}
			var name string
			err = tx.QueryRow(ctx, `SELECT name FROM saved_searches WHERE id = ? AND user_id = ?`, id, user).Scan(&name)
			if sqldb.IsNoRows(err) {
				continue // deleted since
			} else if err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `UPDATE saved_searches SET alerts = 0 WHERE id = ?`, id); err != nil {
				return err
			}
			out.Searches = append(out.Searches, name)
		}
		if drops == 1 {
			out.PriceAlerts = true
			_, err = tx.Exec(ctx, `UPDATE users SET price_alerts = 0 WHERE id = ?`, user)
		}
		return err
	})
	return out, err
}
