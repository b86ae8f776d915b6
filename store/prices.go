package store

import (
	"context"

	"garihaat"
)

// The fair-price mark's comparables (issue 29), kept in the per-version
// snapshot: every vehicle whose page is public (published or sold) by its
// (type, brand) pair, so a vehicle is rated against its pair alone and a
// write reads again only the pairs it touched. 24 bytes a vehicle.

type priceEntry struct {
	id, price int64
	year      int16
	band      uint8
}

const priceColumns = `SELECT id, type_id, brand_id, year, odometer_km, cash_price FROM vehicles WHERE `

// readPrices reads the comparables of the pair, or of every pair when pair is nil.
func (s *core) readPrices(ctx context.Context, snap *snapshot, pair *[2]int64) error {
	q, args := priceColumns+publicWhere("status"), []any{}
	if pair != nil {
		q += ` AND type_id = ? AND brand_id = ?`
		args = append(args, pair[0], pair[1])
		delete(snap.prices, *pair)
	}
	rows, err := s.query(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			p         [2]int64
			year      int
			km, price int64
			id        int64
		)
		if err := rows.Scan(&id, &p[0], &p[1], &year, &km, &price); err != nil {
			return err
		}
		snap.prices[p] = append(snap.prices[p], priceEntry{id: id, price: price, year: int16(year), band: garihaat.OdometerBand(km)})
	}
	return rows.Err()
}

// pricePairsOf adds to pairs the pairs whose comparables hold one of the
// changed vehicles (where it was before the write).
func (snap *snapshot) pricePairsOf(changed map[int64]bool, pairs map[[2]int64]bool) {
	for pair, list := range snap.prices {
		for _, e := range list {
			if changed[e.id] {
				pairs[pair] = true
				break
			}
		}
	}
}

// rate is the fair-price mark of vehicle id of the pair; zero when it has
// no public page, no model year, or too few comparables.
func (snap *snapshot) rate(id, typeID, brandID int64) garihaat.PriceRating {
	list := snap.prices[[2]int64{typeID, brandID}]
	self := -1
	for i := range list {
		if list[i].id == id {
			self = i
			break
		}
	}
	if self < 0 || list[self].year == 0 {
		return garihaat.PriceRating{}
	}
	me := list[self]
	var comps []int64
	for _, e := range list {
		if e.id != id && e.band == me.band && e.year != 0 && abs16(e.year-me.year) <= garihaat.YearWindow {
			comps = append(comps, e.price)
		}
	}
	r, _ := garihaat.RatePrice(me.price, comps)
	return r
}

func abs16(x int16) int16 {
	if x < 0 {
		return -x
	}
	return x
}

// decorate finishes cards read from the list index or by SQL: the depot's
// name and the fair-price mark, both of this snapshot's version.
func (snap *snapshot) decorate(ps []garihaat.VehicleSummary) {
	for i := range ps {
		snap.nameDepot(&ps[i])
		ps[i].PriceRating = snap.rate(ps[i].ID, ps[i].TypeID, ps[i].BrandID).Rating
	}
}
