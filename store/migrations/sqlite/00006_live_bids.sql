-- +goose Up
-- Live, binding bids: an exact closing instant that a late bid can push
-- back (soft close), two bidding modes, a floor per price option, the
-- state the event stream carries, bid-attempt limits and idempotency keys.

-- offer_closes_at is Unix seconds: the end of offer_ends_at in Dhaka (UTC+6)
-- until a bid in the last five minutes moves it. bid_seq numbers the
-- vehicle's live events (the SSE id). highest_offer is the best amount.
ALTER TABLE vehicles ADD COLUMN offer_closes_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE vehicles ADD COLUMN bid_mode TEXT NOT NULL DEFAULT 'sealed' CHECK (bid_mode IN ('sealed','open'));
ALTER TABLE vehicles ADD COLUMN min_offer_cash BIGINT;
ALTER TABLE vehicles ADD COLUMN min_offer_installment BIGINT;
ALTER TABLE vehicles ADD COLUMN highest_offer BIGINT NOT NULL DEFAULT 0;
ALTER TABLE vehicles ADD COLUMN bid_seq BIGINT NOT NULL DEFAULT 0;
UPDATE vehicles SET offer_closes_at = CAST(strftime('%s', offer_ends_at) AS INTEGER) + 86400 - 21600;
UPDATE vehicles SET highest_offer = COALESCE((SELECT MAX(amount) FROM offers WHERE offers.vehicle_id = vehicles.id), 0);

-- Every bid attempt (accepted or not) in the last day, for the limits.
CREATE TABLE bid_attempts (
    id         INTEGER PRIMARY KEY,
    ip         TEXT NOT NULL,
    phone      TEXT NOT NULL,
    vehicle_id BIGINT NOT NULL,
    at         BIGINT NOT NULL
);
CREATE INDEX bid_attempts_ip ON bid_attempts (ip, at);
CREATE INDEX bid_attempts_phone ON bid_attempts (phone, at);
CREATE INDEX bid_attempts_vehicle ON bid_attempts (vehicle_id, phone, at);
CREATE INDEX bid_attempts_at ON bid_attempts (at);

-- The first answer to a submission, kept 24 hours by the SHA-256 of its
-- Idempotency-Key (with the phone it was for): a retry gets the same answer.
CREATE TABLE idempotency_keys (
    key_hash   TEXT PRIMARY KEY,
    status     INTEGER NOT NULL DEFAULT 0, -- 0 while the first request runs
    body       TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- Outbid messages are sent at most once per vehicle and phone per ten minutes.
ALTER TABLE sms_outbox ADD COLUMN kind TEXT NOT NULL DEFAULT '';
ALTER TABLE sms_outbox ADD COLUMN vehicle_id BIGINT;
CREATE INDEX sms_outbox_kind ON sms_outbox (kind, vehicle_id, phone, created_at);

-- +goose Down
DROP TABLE idempotency_keys;
DROP TABLE bid_attempts;
