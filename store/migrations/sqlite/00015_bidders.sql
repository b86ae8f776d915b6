-- +goose Up
-- total_bid counts the buyers who made an offer, not the offers (issue 32):
-- one buyer's six repeat bids read as six times the demand. Counted again
-- from the offers themselves, which also ends the demo's and the synthetic
-- catalogue's made-up counts that the offers desk could not show.
UPDATE vehicles SET total_bid = (SELECT COUNT(DISTINCT phone) FROM offers WHERE offers.vehicle_id = vehicles.id);

-- +goose Down
UPDATE vehicles SET total_bid = (SELECT COUNT(*) FROM offers WHERE offers.vehicle_id = vehicles.id);
