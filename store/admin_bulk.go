package store

import (
	"context"
	"errors"
	"strconv"

	"garihaat"
)

// MoveVehicles implements garihaat.BackOffice: each vehicle's move is the
// editor's (the lifecycle and publishing's checks, an audit row each), all
// in one transaction, so a clerk's selection moves whole or not at all.
func (s *BackOffice) MoveVehicles(ctx context.Context, a garihaat.Actor, ids []int64, to string) error {
	action := "bulk_" + to
	return s.adminWrite(ctx, func(tx *Tx) error {
		refused := garihaat.Validation{}
		for _, id := range ids {
			v, err := tx.adminVehicle(ctx, id)
			if err == nil && v.Status != to {
				in := v.VehicleInput
				in.Status = to
				_, err = tx.updateVehicle(ctx, a, id, in, action)
			}
			var e *garihaat.Error
			if !errors.As(err, &e) {
				if err != nil {
					return err
				}
				continue
			}
			// The vehicle's own reasons, under its id: the list marks its row.
			key := strconv.FormatInt(id, 10)
			for _, msgs := range e.Fields {
				for _, m := range msgs {
					refused.Add(key, m)
				}
			}
			if !refused.Has(key) {
				refused.Add(key, e.Message)
			}
		}
		return refused.Err(garihaat.MsgSomeVehiclesCannotMove)
	})
}

// DuplicateVehicle implements garihaat.BackOffice. What names one unit
// (registration, engine and chassis numbers, odometer) is not copied: a
// duplicate is the next unit of the same model. The photos are the same
// stored files, so copying them costs a row each.
func (s *BackOffice) DuplicateVehicle(ctx context.Context, a garihaat.Actor, id int64) (garihaat.AdminVehicle, error) {
	var v garihaat.AdminVehicle
	err := s.adminWrite(ctx, func(tx *Tx) error {
		src, err := tx.adminVehicle(ctx, id)
		if err != nil {
			return err
		}
		in := src.VehicleInput
		in.Status = garihaat.VehicleDraft
		sp, bn := &in.Specifications, &in.BnTranslation.Specifications
		sp.RegistrationDocuments, sp.RegistrationNumber, sp.EngineNumber, sp.ChassisNumber, sp.Odometer = "off", "", "", "", ""
		bn.RegistrationNumber = ""
		copyID, err := tx.insertVehicle(ctx, in)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO vehicle_images (vehicle_id, position, url, card_url, full_url)
			SELECT ?, position, url, card_url, full_url FROM vehicle_images WHERE vehicle_id = ? ORDER BY position, id`, copyID, id); err != nil {
			return err
		}
		if err := tx.syncCover(ctx, copyID); err != nil {
			return err
		}
		if v, err = tx.adminVehicle(ctx, copyID); err != nil {
			return err
		}
		return tx.Audit(ctx, a, "duplicate", "vehicle", copyID, map[string]int64{"duplicate_of": id}, v)
	})
	return v, err
}
