-- +goose Up
-- The last whole pass over every vehicle's stored parts (details, pages):
-- its format, the catalogue version it made them current at and when it
-- ended. A new instance of the same format stores only what the change
-- log says changed since, instead of looking at every vehicle again beside
-- the instance serving (issue 47).
CREATE TABLE stored_passes (
    part    TEXT NOT NULL PRIMARY KEY,
    format  TEXT NOT NULL,
    version INTEGER NOT NULL,
    at      INTEGER NOT NULL -- unix seconds: when it ended
);

-- +goose Down
DROP TABLE stored_passes;
