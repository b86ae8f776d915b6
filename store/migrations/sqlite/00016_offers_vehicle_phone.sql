-- +goose Up
-- Whether a bid's phone offered on its vehicle before (total_bid counts
-- buyers) is one index probe, not a walk through every offer of the
-- vehicle or of the phone: a vehicle with thousands of offers made each
-- bid's transaction slower than the rest of it together (issue 31).
CREATE INDEX offers_vehicle_phone ON offers (vehicle_id, phone);

-- +goose Down
DROP INDEX offers_vehicle_phone;
