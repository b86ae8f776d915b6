-- +goose Up
-- A vehicle's server-rendered page heads and first paints, both languages,
-- compressed before anyone asks (issue 31: a shared link's first visit must
-- cost what its API detail does, not a read, a render and a compression).
-- Served while revision is the vehicle's, format this program's, origin the
-- one the request's page would show and, when valid_until is set, before then
-- (the offer's close changes the page). data: stored.Pages' encoding.
CREATE TABLE vehicle_pages (
    vehicle_id INTEGER PRIMARY KEY REFERENCES vehicles(id) ON DELETE CASCADE,
    revision   INTEGER NOT NULL,
    format     TEXT NOT NULL,
    origin     TEXT NOT NULL,
    valid_until INTEGER NOT NULL, -- unix seconds; 0: no end
    data       BLOB NOT NULL
);

-- +goose Down
DROP TABLE vehicle_pages;
