-- +goose Up
-- Devices that signed in to a phone before: a sign-in hands each one a
-- random token (kept here hashed). Wrong codes from others never lock the
-- phone for them (issue 15: the lock must not be a weapon).
CREATE TABLE trusted_devices (
    token_hash TEXT PRIMARY KEY,
    phone      TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX trusted_devices_created ON trusted_devices (created_at);

-- +goose Down
DROP TABLE trusted_devices;
