-- +goose Up
-- A first visit reads a vehicle's stored part and what bids change by slug
-- (store/detail_part.go), and a cached detail its stamp (store/version.go).
-- With every column those reads need in one index, a lookup reads an index
-- leaf and, for a stored part, the part's page: not the vehicle's row too
-- (issue 12: 65 → 58 µs of server CPU a cold detail, 100,000 vehicles).
-- PostgreSQL has no such index on purpose: it would make every bid's
-- update of these columns a non-HOT update of all the table's indexes.
CREATE INDEX vehicles_slug_read ON vehicles (slug, revision, status, total_bid, offer_closes_at, bid_mode, highest_offer, type_id, brand_id);

-- +goose Down
DROP INDEX vehicles_slug_read;
