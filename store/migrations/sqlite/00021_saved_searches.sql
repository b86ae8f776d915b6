-- +goose Up
-- Saved searches and their alerts (issue 30). query is the list call's own
-- query string (garihaat.SavedQuery's canonical form); alert_event and seen_event how far the
-- vehicle_events were judged for its alerts and for "new since the last
-- visit".
CREATE TABLE saved_searches (
    id          INTEGER PRIMARY KEY,
    user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    query       TEXT NOT NULL,
    alerts      INTEGER NOT NULL DEFAULT 1,
    alert_event INTEGER NOT NULL DEFAULT 0,
    seen_event  INTEGER NOT NULL DEFAULT 0,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
CREATE INDEX saved_searches_user ON saved_searches (user_id, id);

-- What happened to a vehicle that an alert may tell of: a status or price
-- change, with the values before and after. Written by the trigger, so no
-- write path (editor, bulk move, import, review, seller) can forget it; Go
-- judges what the change means (garihaat.VehicleAudience).
CREATE TABLE vehicle_events (
    id              INTEGER PRIMARY KEY,
    vehicle_id      INTEGER NOT NULL,
    old_status      TEXT NOT NULL,
    new_status      TEXT NOT NULL,
    old_cash        INTEGER NOT NULL,
    new_cash        INTEGER NOT NULL,
    old_installment INTEGER NOT NULL,
    new_installment INTEGER NOT NULL,
    at              INTEGER NOT NULL
);
CREATE INDEX vehicle_events_vehicle ON vehicle_events (vehicle_id, id);
-- +goose StatementBegin
CREATE TRIGGER vehicles_event AFTER UPDATE OF status, cash_price, installment_price ON vehicles
    WHEN OLD.status IS NOT NEW.status OR OLD.cash_price IS NOT NEW.cash_price OR OLD.installment_price IS NOT NEW.installment_price
BEGIN
    INSERT INTO vehicle_events (vehicle_id, old_status, new_status, old_cash, new_cash, old_installment, new_installment, at)
    VALUES (NEW.id, OLD.status, NEW.status, OLD.cash_price, NEW.cash_price, OLD.installment_price, NEW.installment_price, CAST(strftime('%s', 'now') AS INTEGER));
END;
-- +goose StatementEnd

-- One alert SMS per user and day: the row is the claim (UNIQUE), written
-- with the message in one transaction, so two instances never both send.
-- token_hash names it for the short link (/n/) and the stop link (/s/);
-- searches are the ids it told of, drops whether it told of a price drop.
CREATE TABLE alert_digests (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    day        TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    link       TEXT NOT NULL,
    searches   TEXT NOT NULL,
    drops      INTEGER NOT NULL,
    event_id   INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, day)
);
ALTER TABLE users ADD COLUMN price_alerts INTEGER NOT NULL DEFAULT 1;
-- The language of the user's alerts: of their last save (a search or a vehicle).
ALTER TABLE users ADD COLUMN alert_lang TEXT NOT NULL DEFAULT 'bn';
-- The newest vehicle event when the vehicle was saved: only later drops are told.
ALTER TABLE bookmarks ADD COLUMN event_id BIGINT NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE users DROP COLUMN alert_lang;
ALTER TABLE bookmarks DROP COLUMN event_id;
ALTER TABLE users DROP COLUMN price_alerts;
DROP TABLE alert_digests;
DROP TRIGGER vehicles_event;
DROP TABLE vehicle_events;
DROP TABLE saved_searches;
