-- +goose Up
-- Insights for the dealer (issue 49): what was viewed, saved, compared,
-- offered on and bought, a Dhaka day at a time, and what buyers searched
-- for. Rows arrive in batches from each instance's in-memory counters
-- (package insights) as upserts that add, so instances sum; no phone, user
-- or address is kept — a search is its normalised text and filters only.

-- One vehicle's events of a day: the funnels read it by vehicle.
CREATE TABLE insight_vehicle_days (
    day         TEXT NOT NULL, -- YYYY-MM-DD in Asia/Dhaka
    vehicle_id  INTEGER NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    views       INTEGER NOT NULL DEFAULT 0,
    saves       INTEGER NOT NULL DEFAULT 0,
    comparisons INTEGER NOT NULL DEFAULT 0,
    offers      INTEGER NOT NULL DEFAULT 0,
    purchases   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, vehicle_id)
);
CREATE INDEX insight_vehicle_days_vehicle ON insight_vehicle_days (vehicle_id, day);

-- The same events summed by type, brand and depot (0: none) as they were on
-- the day: the daily series read a few rows a day whatever the catalogue's size.
CREATE TABLE insight_days (
    day         TEXT NOT NULL,
    type_id     INTEGER NOT NULL,
    brand_id    INTEGER NOT NULL,
    depot_id    INTEGER NOT NULL,
    views       INTEGER NOT NULL DEFAULT 0,
    saves       INTEGER NOT NULL DEFAULT 0,
    comparisons INTEGER NOT NULL DEFAULT 0,
    offers      INTEGER NOT NULL DEFAULT 0,
    purchases   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, type_id, brand_id, depot_id)
);

-- Searches by distinct visitors a day: normalised text, type (0: any),
-- budget band ('' none) and how much the list found ('none', 'few', 'many').
CREATE TABLE insight_searches (
    day      TEXT NOT NULL,
    query    TEXT NOT NULL,
    type_id  INTEGER NOT NULL,
    budget   TEXT NOT NULL,
    results  TEXT NOT NULL,
    visitors INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, query, type_id, budget, results)
);

-- +goose Down
DROP TABLE insight_searches;
DROP TABLE insight_days;
DROP TABLE insight_vehicle_days;
