-- +goose Up
-- How many times each vehicle's page was opened (issue 28: a seller sees
-- their listing's views). Apart from vehicles, so counting a view never
-- touches the vehicle's row, its revision or its stored answer; counts
-- arrive in batches (package views).
CREATE TABLE vehicle_views (
    vehicle_id BIGINT PRIMARY KEY REFERENCES vehicles(id) ON DELETE CASCADE,
    views      BIGINT NOT NULL DEFAULT 0
);

-- +goose Down
DROP TABLE vehicle_views;
