-- +goose Up
-- A vehicle's server-rendered pages, compressed before anyone asks (issue
-- 31). See the SQLite migration of the same name.
CREATE TABLE vehicle_pages (
    vehicle_id BIGINT PRIMARY KEY REFERENCES vehicles(id) ON DELETE CASCADE,
    revision   BIGINT NOT NULL,
    format     TEXT NOT NULL,
    origin     TEXT NOT NULL,
    valid_until BIGINT NOT NULL, -- unix seconds; 0: no end
    data       BYTEA NOT NULL
);

-- +goose Down
DROP TABLE vehicle_pages;
