package store

import (
	"context"
	"database/sql"
	"strconv"
	"time"

	"garihaat"
	"garihaat/store/sqldb"
)

const adminOfferColumns = `o.id, o.id_number, o.vehicle_id, v.title, v.title_bn, o.amount, o.selected_option, o.phone, o.user_id,
	COALESCE(u.name, ''), o.status, o.created_at, v.offer_ends_at
	FROM offers o JOIN vehicles v ON v.id = o.vehicle_id LEFT JOIN users u ON u.id = o.user_id`

func scanAdminOffer(r scanner, o *garihaat.AdminOffer) error {
	var created int64
	if err := r.Scan(&o.ID, &o.IDNumber, &o.VehicleID, &o.Vehicle, &o.VehicleBn, &o.Amount, &o.Option, &o.Phone, &o.UserID,
		&o.UserName, &o.Status, &created, &o.OfferEndsAt); err != nil {
		return err
	}
	o.CreatedAt = time.Unix(created, 0).UTC()
	return nil
}

func (s *core) adminOffers(ctx context.Context, q string, args ...any) ([]garihaat.AdminOffer, error) {
	out := []garihaat.AdminOffer{}
	err := eachAdminOffer(ctx, s.Query, q, args, func(o garihaat.AdminOffer) error {
		out = append(out, o)
		return nil
	})
	return out, err
}

// eachAdminOffer hands the offers of "SELECT adminOfferColumns q" to each.
func eachAdminOffer(ctx context.Context, query func(context.Context, string, ...any) (*sql.Rows, error),
	q string, args []any, each func(garihaat.AdminOffer) error) error {
	rows, err := query(ctx, `SELECT `+adminOfferColumns+` `+q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var o garihaat.AdminOffer
		if err := scanAdminOffer(rows, &o); err != nil {
			return err
		}
		if err := each(o); err != nil {
			return err
		}
	}
	return rows.Err()
}

// adminOfferWhere is the WHERE and ORDER BY of f.
func adminOfferWhere(f garihaat.AdminOfferFilter) (string, []any) {
	q, args := `WHERE 1 = 1`, []any{}
	if f.VehicleID > 0 {
		q, args = q+` AND o.vehicle_id = ?`, append(args, f.VehicleID)
	}
	if f.Status != "" {
		q, args = q+` AND o.status = ?`, append(args, f.Status)
	}
	if f.Sort == garihaat.OffersByNewest {
		return q + ` ORDER BY o.created_at DESC, o.id DESC`, args
	}
	return q + ` ORDER BY o.amount DESC, o.created_at, o.id`, args
}

// AdminOffers lists offers for the offers desk, highest (or newest) first:
// those of one vehicle, with one status, as f says. At most 500: a desk
// decides one vehicle at a time; the export has them all.
func (s *BackOffice) AdminOffers(ctx context.Context, f garihaat.AdminOfferFilter) ([]garihaat.AdminOffer, error) {
	q, args := adminOfferWhere(f)
	return s.adminOffers(ctx, q+` LIMIT 500`, args...)
}

// ExportOffers implements garihaat.BackOffice: one read transaction, a row
// at a time.
func (s *BackOffice) ExportOffers(ctx context.Context, f garihaat.AdminOfferFilter, each func(garihaat.AdminOffer) error) error {
	q, args := adminOfferWhere(f)
	return s.tx(ctx, func(tx *Tx) error { return eachAdminOffer(ctx, tx.Query, q, args, each) })
}

// DecideOffer applies action (win, lose, purchase) to offer id as
// garihaat.OfferTransition allows, in one transaction under the vehicle's
// lock: two staff deciding the same vehicle at once get exactly one winner.
// A win marks every other ongoing offer on the vehicle lost; a purchase
// marks the vehicle sold. The bidders' messages are queued in the same
// transaction and sent by the outbox worker.
func (s *BackOffice) DecideOffer(ctx context.Context, a garihaat.Actor, id int64, action string) (garihaat.AdminOffer, error) {
	var o garihaat.AdminOffer
	err := s.adminWrite(ctx, func(tx *Tx) error {
		tx.NoVehicleChanged() // a decision changes no vehicle, but a purchase
		var vehicleID int64
		if err := tx.QueryRow(ctx, `SELECT vehicle_id FROM offers WHERE id = ?`, id).Scan(&vehicleID); sqldb.IsNoRows(err) {
			return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgOfferNotFound)
		} else if err != nil {
			return err
		}
		if err := tx.LockKeys(ctx, "vehicle-offers:"+strconv.FormatInt(vehicleID, 10)); err != nil {
			return err
		}
		var status, phone, lang, idNumber, vehicleStatus string
		var title garihaat.Titles
		if err := tx.QueryRow(ctx, `SELECT o.status, o.phone, o.lang, o.id_number, v.title, v.title_bn, v.status
			FROM offers o JOIN vehicles v ON v.id = o.vehicle_id
			WHERE o.id = ?`, id).Scan(&status, &phone, &lang, &idNumber, &title.En, &title.Bn, &vehicleStatus); err != nil {
			return err
		}
		to, ok := garihaat.OfferTransition(status, action)
		if !ok {
			return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgOfferCannotMarked, status, action)
		}
		if action == garihaat.ActionWin {
			var decided int
			if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM offers WHERE vehicle_id = ? AND status IN ('locked', 'purchase')`,
				vehicleID).Scan(&decided); err != nil {
				return err
			}
			if decided > 0 {
				return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgVehicleAlreadyWinner)
			}
			if err := tx.loseOthers(ctx, vehicleID, id, phone, title); err != nil {
				return err
			}
		}
		if _, err := tx.Exec(ctx, `UPDATE offers SET status = ? WHERE id = ?`, to, id); err != nil {
			return err
		}
		switch to {
		case garihaat.OfferLocked:
			if err := tx.QueueSMS(ctx, phone, garihaat.OutcomeText(lang, true, title, idNumber)); err != nil {
				return err
			}
		case garihaat.OfferLost:
			if err := tx.tellNotSelected(ctx, vehicleID, phone, title); err != nil {
				return err
			}
		case garihaat.OfferPurchase:
			tx.VehicleChanged(vehicleID)
			if err := moveVehicle(vehicleStatus, garihaat.VehicleSold, garihaat.ByPurchase); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `UPDATE vehicles SET status = ?, updated_at = ? WHERE id = ?`,
				garihaat.VehicleSold, s.Now().Unix(), vehicleID); err != nil {
				return err
			}
			if err := tx.tellSeller(ctx, vehicleID, garihaat.VehicleSold, ""); err != nil {
				return err
			}
		}
		if err := scanAdminOffer(tx.QueryRow(ctx, `SELECT `+adminOfferColumns+` WHERE o.id = ?`, id), &o); err != nil {
			return err
		}
		return tx.Audit(ctx, a, action, "offer", id, map[string]string{"status": status}, map[string]string{"status": to})
	})
	return o, err
}

// loseOthers marks every other ongoing offer on the vehicle lost and
// tells each bidder once (tellNotSelected), however many offers they made;
// the winner, whose lower offers are lost too, hears only that they won.
func (t *Tx) loseOthers(ctx context.Context, vehicleID, winner int64, winnerPhone string, title garihaat.Titles) error {
	rows, err := t.Query(ctx, `SELECT DISTINCT phone FROM offers WHERE vehicle_id = ? AND status = 'ongoing' AND id <> ? AND phone <> ?
		ORDER BY phone`, vehicleID, winner, winnerPhone)
	if err != nil {
		return err
	}
	var phones []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			rows.Close()
			return err
		}
		phones = append(phones, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	if _, err := t.Exec(ctx, `UPDATE offers SET status = 'lost' WHERE vehicle_id = ? AND status = 'ongoing' AND id <> ?`,
		vehicleID, winner); err != nil {
		return err
	}
	for _, p := range phones {
		if err := t.tellNotSelected(ctx, vehicleID, p, title); err != nil {
			return err
		}
	}
	return nil
}

// tellNotSelected queues the "not selected" message to the buyer with
// phone once none of their offers on the vehicle is still in the running
// (ongoing or won): one message per buyer and vehicle, naming their best
// offer, in the language they bid in, rather than one per offer.
func (t *Tx) tellNotSelected(ctx context.Context, vehicleID int64, phone string, title garihaat.Titles) error {
	var running int
	if err := t.QueryRow(ctx, `SELECT COUNT(*) FROM offers WHERE vehicle_id = ? AND phone = ? AND status IN ('ongoing', 'locked')`,
		vehicleID, phone).Scan(&running); err != nil || running > 0 {
		return err
	}
	var lang, idNumber string
	if err := t.QueryRow(ctx, `SELECT lang, id_number FROM offers WHERE vehicle_id = ? AND phone = ? AND status = 'lost'
		ORDER BY amount DESC, id DESC LIMIT 1`, vehicleID, phone).Scan(&lang, &idNumber); err != nil {
		return err
	}
	return t.QueueSMS(ctx, phone, garihaat.OutcomeText(lang, false, title, idNumber))
}

// Dashboard returns the back office's first screen.
func (s *BackOffice) Dashboard(ctx context.Context, offers bool) (garihaat.Dashboard, error) {
	d := garihaat.Dashboard{Vehicles: map[string]int{}}
	rows, err := s.Query(ctx, `SELECT status, COUNT(*) FROM vehicles GROUP BY status`)
	if err != nil {
		return d, err
	}
	for rows.Next() {
		var st string
		var n int
		if err := rows.Scan(&st, &n); err != nil {
			rows.Close()
			return d, err
		}
		d.Vehicles[st] = n
	}
	rows.Close()
	if !offers {
		return d, nil
	}
	now := s.Now()
	y, m, dd := now.In(garihaat.Dhaka).Date()
	today := time.Date(y, m, dd, 0, 0, 0, 0, garihaat.Dhaka)
	var ongoing, todays int
	if err := s.QueryRow(ctx, `SELECT (SELECT COUNT(*) FROM offers WHERE status = 'ongoing'),
		(SELECT COUNT(*) FROM offers WHERE created_at >= ?)`, today.Unix()).Scan(&ongoing, &todays); err != nil {
		return d, err
	}
	d.OngoingOffers, d.OffersToday = &ongoing, &todays
	// The best ongoing offer of each vehicle whose window closes within
	// three days and is still open (a closed one is the desk's to decide,
	// not closing): what the sales desk watches next.
	soon := now.In(garihaat.Dhaka).AddDate(0, 0, 3).Format("2006-01-02")
	if d.ClosingSoon, err = s.adminOffers(ctx, `WHERE o.status = 'ongoing' AND v.offer_ends_at <= ? AND `+offersOpenWhere()+`
		AND o.amount = (SELECT MAX(amount) FROM offers x WHERE x.vehicle_id = o.vehicle_id AND x.status = 'ongoing')
		ORDER BY v.offer_closes_at, o.amount DESC LIMIT 10`, soon, now.Unix()); err != nil {
		return d, err
	}
	d.NewestOffers, err = s.adminOffers(ctx, `ORDER BY o.created_at DESC, o.id DESC LIMIT 10`)
	return d, err
}
