-- +goose Up
-- The daily series of every filter the insights page offers (issue 49,
-- item 4): each day's sums by type, brand and depot, and also with any of
-- the three left open (-1: any, and a depot of 0 is "none"), so a year with or
-- without a filter is its 366 rows of the primary key, not every
-- type-brand-depot row of each day (1.2 million at a million vehicles).
-- A flush writes the eight groupings in one statement
-- (store/insights_write.go), and insight_days was the eighth alone.
CREATE TABLE insight_series (
    type_id     INTEGER NOT NULL,
    brand_id    INTEGER NOT NULL,
    depot_id    INTEGER NOT NULL,
    day         TEXT NOT NULL,
    views       INTEGER NOT NULL DEFAULT 0,
    saves       INTEGER NOT NULL DEFAULT 0,
    comparisons INTEGER NOT NULL DEFAULT 0,
    offers      INTEGER NOT NULL DEFAULT 0,
    purchases   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (type_id, brand_id, depot_id, day)
);
WITH sets (m) AS (VALUES (0), (1), (2), (3), (4), (5), (6), (7))
INSERT INTO insight_series (type_id, brand_id, depot_id, day, views, saves, comparisons, offers, purchases)
SELECT CASE WHEN (s.m & 1) <> 0 THEN d.type_id ELSE -1 END, CASE WHEN (s.m & 2) <> 0 THEN d.brand_id ELSE -1 END,
    CASE WHEN (s.m & 4) <> 0 THEN d.depot_id ELSE -1 END, d.day,
    SUM(d.views), SUM(d.saves), SUM(d.comparisons), SUM(d.offers), SUM(d.purchases)
FROM insight_days d CROSS JOIN sets s
GROUP BY 1, 2, 3, 4;
DROP TABLE insight_days;

-- The funnels sum the vehicles they keep over the period's parts: a seek
-- of (vehicle, kind, day) each, which with this index holding the counts
-- never visits the table (at a year and a million vehicles the table's
-- pages cost two thirds of the read).
DROP INDEX insight_periods_vehicle;
CREATE INDEX insight_periods_vehicle ON insight_vehicle_periods
    (vehicle_id, kind, first_day, type_id, brand_id, depot_id, views, saves, comparisons, offers, purchases);

-- +goose Down
DROP INDEX insight_periods_vehicle;
CREATE INDEX insight_periods_vehicle ON insight_vehicle_periods (vehicle_id, kind, first_day);
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
INSERT INTO insight_days (day, type_id, brand_id, depot_id, views, saves, comparisons, offers, purchases)
SELECT day, type_id, brand_id, depot_id, views, saves, comparisons, offers, purchases
FROM insight_series WHERE type_id <> -1 AND brand_id <> -1 AND depot_id <> -1;
DROP TABLE insight_series;
