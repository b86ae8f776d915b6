-- +goose Up
-- An Idempotency-Key answers only for the request it was first sent with
-- (issue 26): the hash of the offer it carried. The same key with another
-- amount is refused, not replayed. Keys stored before have none and live
-- out their day as they were.
ALTER TABLE idempotency_keys ADD COLUMN request_hash TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE idempotency_keys DROP COLUMN request_hash;
