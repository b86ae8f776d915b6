package store

import (
	"strings"

	"garihaat"
	"garihaat/store/sqldb"
)

// The SQL side of the vehicle lifecycle (vehicle.go): which states the
// public site reads, as WHERE fragments built from the domain's rules. No
// other code names a state (sqldb.StatusIn builds the fragments);
// lifecycle_guard_test.go at the root fails if one does. The states are
// literals, not parameters, so both planners can use the partial indexes
// of migration 00005 ("status = 'published'").
var (
	listedStates  = garihaat.VehicleStates(garihaat.Listed)
	biddingStates = garihaat.VehicleStates(garihaat.TakesBids)
)

// listedWhere is the condition on col (a vehicles.status column) that a
// vehicle is in the public lists, search, counts, home page and sitemap.
func listedWhere(col string) string { return sqldb.StatusIn(col, listedStates) }

// offersOpenWhere is garihaat.OffersOpen on the vehicle v: the condition
// that it takes offers at the instant given as its one parameter.
func offersOpenWhere() string {
	return sqldb.StatusIn("v.status", biddingStates) + " AND v.offer_closes_at > ?"
}

// openOnWhere is garihaat.OfferOpenOn on col (a vehicle's last day,
// YYYY-MM-DD): the offer is open on the day given as its one parameter.
func openOnWhere(col string) string { return col + " >= ?" }

// moveVehicle is the error of a refused lifecycle move: a 409 in the
// spec's error shape, naming the status field.
func moveVehicle(from, to string, by garihaat.Mover) error {
	if garihaat.VehicleTransition(from, to, by) {
		return nil
	}
	msg := garihaat.Msg(garihaat.MsgVehicleCannotMove, strings.ReplaceAll(from, "_", " "), strings.ReplaceAll(to, "_", " "))
	if from == garihaat.VehicleSold {
		msg = garihaat.MsgVehicleSoldNotOnSaleAgain
	}
	return &garihaat.Error{Code: garihaat.ECONFLICT, Message: msg, Fields: map[string][]string{"status": {msg}}}
}
