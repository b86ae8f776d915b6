-- +goose Up
-- Staff sign in with a second factor (issue 26): an authenticator app's
-- time-based codes, or a recovery code.

-- A staff member's key, sealed with the server's key (it must be read back
-- to check codes, so it cannot be hashed). confirmed_at is 0 until the
-- first code is given; last_step is the 30-second step of the newest code
-- accepted, so a code seen over a shoulder cannot be used again.
CREATE TABLE staff_factors (
    user_id      INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    sealed_key   TEXT NOT NULL,
    created_at   INTEGER NOT NULL,
    confirmed_at INTEGER NOT NULL DEFAULT 0,
    last_step    INTEGER NOT NULL DEFAULT 0
);

-- Recovery codes by their HMAC; one is deleted when it is used.
CREATE TABLE recovery_codes (
    user_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    PRIMARY KEY (user_id, code_hash)
);

-- One row per wrong (or not yet checked) second-factor code in the last day.
CREATE TABLE factor_failures (
    id      INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    at      INTEGER NOT NULL
);
CREATE INDEX factor_failures_user ON factor_failures (user_id, at);

-- When this session gave the second factor; 0 for not yet (and for every
-- buyer's session). Staff sessions from before this release must give it.
ALTER TABLE sessions ADD COLUMN factor_at INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE sessions DROP COLUMN factor_at;
DROP TABLE factor_failures;
DROP TABLE recovery_codes;
DROP TABLE staff_factors;
