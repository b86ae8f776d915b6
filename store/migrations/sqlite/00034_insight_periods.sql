-- +goose Up
-- The funnels at a year of history (issue 49, item 4): one vehicle's events
-- by day ('d'), week from Monday ('w') and month ('m') in Asia/Dhaka, kept
-- together as each flush adds to all three. A period is read as its whole
-- months, whole weeks and the days left, and the most viewed of each part
-- come first in an index, so the funnels read the top of a few parts
-- instead of every vehicle-day of the period (store/insights_funnels.go).
-- The vehicle's type, brand and depot are those of its latest flush in the
-- part, as insight_days keeps them, so a filter reads its own index.
CREATE TABLE insight_vehicle_periods (
    kind        TEXT NOT NULL,  -- 'd', 'w' or 'm'
    first_day   TEXT NOT NULL,  -- YYYY-MM-DD: the day, the Monday, the 1st
    vehicle_id  INTEGER NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    type_id     INTEGER NOT NULL,
    brand_id    INTEGER NOT NULL,
    depot_id    INTEGER NOT NULL,  -- 0: none
    views       INTEGER NOT NULL DEFAULT 0,
    saves       INTEGER NOT NULL DEFAULT 0,
    comparisons INTEGER NOT NULL DEFAULT 0,
    offers      INTEGER NOT NULL DEFAULT 0,
    purchases   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (kind, first_day, vehicle_id)
);
CREATE INDEX insight_periods_views ON insight_vehicle_periods (kind, first_day, views DESC, vehicle_id);
CREATE INDEX insight_periods_type ON insight_vehicle_periods (kind, first_day, type_id, views DESC, vehicle_id);
CREATE INDEX insight_periods_brand ON insight_vehicle_periods (kind, first_day, brand_id, views DESC, vehicle_id);
CREATE INDEX insight_periods_depot ON insight_vehicle_periods (kind, first_day, depot_id, views DESC, vehicle_id);
CREATE INDEX insight_periods_vehicle ON insight_vehicle_periods (vehicle_id, kind, first_day);

-- The days counted so far, and their weeks and months; the vehicle's type,
-- brand and depot are today's (history had none of its own).
INSERT INTO insight_vehicle_periods (kind, first_day, vehicle_id, type_id, brand_id, depot_id, views, saves, comparisons, offers, purchases)
SELECT 'd', d.day, d.vehicle_id, v.type_id, v.brand_id, COALESCE(v.depot_id, 0), d.views, d.saves, d.comparisons, d.offers, d.purchases
FROM insight_vehicle_days d JOIN vehicles v ON v.id = d.vehicle_id;
INSERT INTO insight_vehicle_periods (kind, first_day, vehicle_id, type_id, brand_id, depot_id, views, saves, comparisons, offers, purchases)
SELECT 'w', date(day, '-6 days', 'weekday 1'), d.vehicle_id, v.type_id, v.brand_id, COALESCE(v.depot_id, 0), SUM(d.views), SUM(d.saves), SUM(d.comparisons), SUM(d.offers), SUM(d.purchases)
FROM insight_vehicle_days d JOIN vehicles v ON v.id = d.vehicle_id
GROUP BY date(day, '-6 days', 'weekday 1'), d.vehicle_id, v.type_id, v.brand_id, COALESCE(v.depot_id, 0);
INSERT INTO insight_vehicle_periods (kind, first_day, vehicle_id, type_id, brand_id, depot_id, views, saves, comparisons, offers, purchases)
SELECT 'm', substr(d.day, 1, 8) || '01', d.vehicle_id, v.type_id, v.brand_id, COALESCE(v.depot_id, 0), SUM(d.views), SUM(d.saves), SUM(d.comparisons), SUM(d.offers), SUM(d.purchases)
FROM insight_vehicle_days d JOIN vehicles v ON v.id = d.vehicle_id
GROUP BY substr(d.day, 1, 8) || '01', d.vehicle_id, v.type_id, v.brand_id, COALESCE(v.depot_id, 0);
DROP TABLE insight_vehicle_days;

-- +goose Down
CREATE TABLE insight_vehicle_days (
    day         TEXT NOT NULL,
    vehicle_id  INTEGER NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    views       INTEGER NOT NULL DEFAULT 0,
    saves       INTEGER NOT NULL DEFAULT 0,
    comparisons INTEGER NOT NULL DEFAULT 0,
    offers      INTEGER NOT NULL DEFAULT 0,
    purchases   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (day, vehicle_id)
);
CREATE INDEX insight_vehicle_days_vehicle ON insight_vehicle_days (vehicle_id, day);
INSERT INTO insight_vehicle_days (day, vehicle_id, views, saves, comparisons, offers, purchases)
SELECT first_day, vehicle_id, views, saves, comparisons, offers, purchases FROM insight_vehicle_periods WHERE kind = 'd';
DROP TABLE insight_vehicle_periods;
