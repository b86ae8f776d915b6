-- +goose Up
-- Which vehicles each catalogue write changed (issue 33: the work after a
-- write must follow the write, not the catalogue). Every write that bumps
-- the catalogue version records, in its own transaction, the vehicles it
-- touched, or one row with no vehicle when anything may have changed
-- (names, lookups, a seed). Readers of a later version ask what changed
-- since the one they hold; rows older than the last 10,000 versions go.
CREATE TABLE catalog_changes (
    version    BIGINT NOT NULL,
    vehicle_id BIGINT
);
CREATE INDEX catalog_changes_version ON catalog_changes (version);

-- +goose Down
DROP TABLE catalog_changes;
