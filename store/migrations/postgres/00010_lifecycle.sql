-- +goose Up
-- Every state of the vehicle lifecycle (vehicle.go): in review, changes
-- requested and withdrawn join draft, published, archived and sold.
-- (SQLite's twin is a Go migration, store/migrate_lifecycle.go.)
ALTER TABLE vehicles DROP CONSTRAINT vehicles_status_check;
ALTER TABLE vehicles ADD CONSTRAINT vehicles_status_check
    CHECK (status IN ('draft','in_review','changes_requested','published','sold','archived','withdrawn'));

-- +goose Down
ALTER TABLE vehicles DROP CONSTRAINT vehicles_status_check;
ALTER TABLE vehicles ADD CONSTRAINT vehicles_status_check CHECK (status IN ('draft','published','archived','sold'));
