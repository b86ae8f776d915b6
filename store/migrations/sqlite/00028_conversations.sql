-- +goose Up
-- Conversations (issue 48): a buyer's questions to the dealer about one
-- vehicle, or to support in general (vehicle_id NULL). A buyer has one
-- conversation per vehicle and one for support: the partial unique indexes
-- make a second ask add to the first, even when two arrive at once.
-- sms_at is when the last "your question has an answer" SMS of the
-- conversation was queued (at most one an hour).
CREATE TABLE conversations (
    id          INTEGER PRIMARY KEY,
    buyer_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    vehicle_id  INTEGER REFERENCES vehicles(id) ON DELETE SET NULL,
    status      TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open','resolved')),
    assignee_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    sms_at      INTEGER NOT NULL DEFAULT 0,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
CREATE UNIQUE INDEX conversations_buyer_vehicle ON conversations (buyer_id, vehicle_id) WHERE vehicle_id IS NOT NULL;
CREATE UNIQUE INDEX conversations_buyer_support ON conversations (buyer_id) WHERE vehicle_id IS NULL;
CREATE INDEX conversations_updated ON conversations (updated_at DESC, id DESC);
CREATE INDEX conversations_buyer ON conversations (buyer_id, updated_at DESC);

-- The messages; side is who wrote it. key_hash names the author's
-- Idempotency-Key (unique per author) and request_hash what it was sent
-- with: a retry finds its message instead of storing a second.
CREATE TABLE conversation_messages (
    id              INTEGER PRIMARY KEY,
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    author_id       INTEGER REFERENCES users(id) ON DELETE SET NULL,
    side            TEXT NOT NULL CHECK (side IN ('buyer','staff')),
    body            TEXT NOT NULL,
    key_hash        TEXT,
    request_hash    TEXT NOT NULL DEFAULT '',
    created_at      INTEGER NOT NULL
);
CREATE INDEX conversation_messages_thread ON conversation_messages (conversation_id, id);
CREATE UNIQUE INDEX conversation_messages_key ON conversation_messages (author_id, key_hash) WHERE key_hash IS NOT NULL;

-- Read marks per participant: the newest message id each has read.
CREATE TABLE conversation_reads (
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    side            TEXT NOT NULL CHECK (side IN ('buyer','staff')),
    last_read       INTEGER NOT NULL,
    read_at         INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, user_id)
);

-- The log the limits count: kind 'new' (a conversation begun) or
-- 'message', by user and by address.
CREATE TABLE conversation_attempts (
    user_id INTEGER NOT NULL,
    ip      TEXT NOT NULL,
    kind    TEXT NOT NULL,
    at      INTEGER NOT NULL
);
CREATE INDEX conversation_attempts_user ON conversation_attempts (user_id, kind, at);
CREATE INDEX conversation_attempts_ip ON conversation_attempts (ip, kind, at);

-- message_sms: the user's switch for "an answer came" SMS. stream_seen_at:
-- when an event stream of the user was last known open, on any instance
-- (written when one opens, every few minutes while open, and when it
-- closes): a user away longer than ten minutes gets the SMS.
ALTER TABLE users ADD COLUMN message_sms INTEGER NOT NULL DEFAULT 1;
ALTER TABLE users ADD COLUMN stream_seen_at INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE users DROP COLUMN stream_seen_at;
ALTER TABLE users DROP COLUMN message_sms;
DROP TABLE conversation_attempts;
DROP TABLE conversation_reads;
DROP TABLE conversation_messages;
DROP TABLE conversations;
