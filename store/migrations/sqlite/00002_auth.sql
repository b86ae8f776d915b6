-- +goose Up
-- Sign-in state lives here, never in process memory, so that every app
-- instance sharing the database enforces the same limits and sessions.
-- Hashes are lower-case hex text in both databases.

-- Server-wide settings, e.g. the generated HMAC secret for sign-in codes.
CREATE TABLE settings (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- The one live sign-in code per phone, stored only as an HMAC. A resend
-- replaces the row; attempts counts wrong tries.
CREATE TABLE otp_codes (
    phone      TEXT PRIMARY KEY,
    code_hash  TEXT NOT NULL,
    attempts   INTEGER NOT NULL DEFAULT 0,
    sent_at    INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);

-- One row per code sent in the last 24 hours: the log the per-phone,
-- per-IP and global send limits count.
CREATE TABLE otp_sends (
    id    INTEGER PRIMARY KEY,
    phone TEXT NOT NULL,
    ip    TEXT NOT NULL,
    at    INTEGER NOT NULL
);
CREATE INDEX otp_sends_phone ON otp_sends (phone, at);
CREATE INDEX otp_sends_ip ON otp_sends (ip, at);
CREATE INDEX otp_sends_at ON otp_sends (at);

-- One row per failed verification in the last 24 hours.
CREATE TABLE otp_failures (
    id    INTEGER PRIMARY KEY,
    phone TEXT NOT NULL,
    ip    TEXT NOT NULL,
    at    INTEGER NOT NULL
);
CREATE INDEX otp_failures_phone ON otp_failures (phone, at);
CREATE INDEX otp_failures_ip ON otp_failures (ip, at);
CREATE INDEX otp_failures_at ON otp_failures (at);

-- Sessions by the SHA-256 of their token; the token itself is never stored.
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- The account area lists a user's offers.
CREATE INDEX offers_user ON offers (user_id, created_at DESC);
CREATE INDEX bookmarks_user ON bookmarks (user_id, created_at DESC);

-- +goose Down
DROP INDEX bookmarks_user;
DROP INDEX offers_user;
DROP TABLE sessions;
DROP TABLE otp_failures;
DROP TABLE otp_sends;
DROP TABLE otp_codes;
DROP TABLE settings;
