package alerts

import (
	"context"
	"slices"

	"garihaat"
)

// NewestEvent is the id of the newest vehicle event (0: none yet), the
// cursor a new saved search, a bookmark and a judgement start from.
const NewestEvent = "(SELECT COALESCE(MAX(id), 0) FROM vehicle_events)"

// vehicleEvent is a row of vehicle_events: a status or price change.
type vehicleEvent struct {
	id, vehicle              int64
	oldStatus, newStatus     string
	oldCash, newCash         int64
	oldInstallment, newInstl int64
}

// maxJudgedEvents bounds the events one judgement reads: a cursor older
// than that many changes counts only the newest (a count of "new" then is
// a floor, never a false alert).
const maxJudgedEvents = 50_000

// verdicts judges which vehicles newly match a filter after an event: the
// events since a cursor, and the list index of a catalogue version at
// least as new as the newest of them.
type verdicts struct {
	version int64
	upto    int64 // the newest event read
	events  []vehicleEvent
	probe   Probe // nil: no index could be had; nothing is judged new
}

// judge reads the events after from. The newest event is read before the
// catalogue's version: a change and its version move commit together, so
// the index of that version (or a newer one) holds every change read.
func (s *Alerts) judge(ctx context.Context, from int64) (*verdicts, error) {
	v := &verdicts{}
	if err := s.QueryRow(ctx, `SELECT `+NewestEvent).Scan(&v.upto); err != nil {
		return nil, err
	}
	version, err := s.Catalogue.CatalogVersion(ctx)
	if err != nil {
		return nil, err
	}
	v.version = version
	rows, err := s.Query(ctx, `SELECT id, vehicle_id, old_status, new_status, old_cash, new_cash, old_installment, new_installment
		FROM vehicle_events WHERE id > ? AND id <= ? ORDER BY id DESC LIMIT ?`, from, v.upto, maxJudgedEvents)
	if err != nil {
		return nil, err
	}
	var ids []int64
	for rows.Next() {
		var e vehicleEvent
		if err := rows.Scan(&e.id, &e.vehicle, &e.oldStatus, &e.newStatus, &e.oldCash, &e.newCash, &e.oldInstallment, &e.newInstl); err != nil {
			rows.Close()
			return nil, err
		}
		v.events, ids = append(v.events, e), append(ids, e.vehicle)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	slices.Reverse(v.events)
	if v.probe, err = s.Catalogue.Probe(ctx, version, ids); err != nil {
		return nil, err
	}
	return v, nil
}

// newMatches lists the vehicles that newly match f through the events
// after cursor: each matches now, and did not before its first change
// since the cursor — it was not listed, or its old price was outside the
// budget. The list's own matching decides both (listing.Probe). A change
// of other facts (a type corrected) is not news: the events hold only
// status and prices.
func (v *verdicts) newMatches(f garihaat.VehicleFilter, cursor int64) []int64 {
	if v.probe == nil {
		return nil
	}
	m := v.probe.Matcher(f)
	defer m.Release()
	seen := map[int64]bool{}
	var out []int64
	for _, e := range v.events {
		if e.id <= cursor || seen[e.vehicle] {
			continue
		}
		seen[e.vehicle] = true
		if !m.Matches(e.vehicle) {
			continue
		}
		before := garihaat.VehicleAudience(e.oldStatus).Listed && m.MatchesPriced(e.vehicle, e.oldCash, e.oldInstallment)
		if !before {
			out = append(out, e.vehicle)
		}
	}
	return out
}
