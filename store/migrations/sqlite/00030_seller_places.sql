-- +goose Up
-- Sellers outside the lists (issue 50): a brand the catalogue lacks, typed
-- by the seller, and the district (garihaat.Districts' code) and area where
-- a vehicle stands that is at none of the depots. Staff map them to a brand
-- and a depot at review; the typed words stay for the record and search.
ALTER TABLE vehicles ADD COLUMN brand_other TEXT NOT NULL DEFAULT '';
ALTER TABLE vehicles ADD COLUMN district TEXT NOT NULL DEFAULT '';
ALTER TABLE vehicles ADD COLUMN area TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE vehicles DROP COLUMN area;
ALTER TABLE vehicles DROP COLUMN district;
ALTER TABLE vehicles DROP COLUMN brand_other;
