-- +goose Up
-- Public answers (issue 48 item 7): a question and its answer staff
-- published to the vehicle's page, as they edited them (no name, nothing
-- personal). One per conversation: publishing again replaces it.
CREATE TABLE vehicle_questions (
    id              INTEGER PRIMARY KEY,
    vehicle_id      INTEGER NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    conversation_id INTEGER REFERENCES conversations(id) ON DELETE SET NULL,
    question        TEXT NOT NULL,
    answer          TEXT NOT NULL,
    published_by    INTEGER REFERENCES users(id) ON DELETE SET NULL,
    published_at    INTEGER NOT NULL
);
CREATE UNIQUE INDEX vehicle_questions_conversation ON vehicle_questions (conversation_id) WHERE conversation_id IS NOT NULL;
CREATE INDEX vehicle_questions_vehicle ON vehicle_questions (vehicle_id, published_at);

-- Quick replies the owner keeps for the inbox, in both languages.
CREATE TABLE quick_replies (
    id         INTEGER PRIMARY KEY,
    text       TEXT NOT NULL,
    text_bn    TEXT NOT NULL,
    position   INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

-- Safe by default (item 6): a message held for staff (links or phone
-- numbers in a new account's first message) is not shown to the other
-- side until released. held is 1 while it waits.
ALTER TABLE conversation_messages ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
CREATE INDEX conversation_messages_held ON conversation_messages (conversation_id) WHERE held = 1;

-- Users staff blocked from messaging: their messages are refused.
CREATE TABLE conversation_blocks (
    user_id    INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    blocked_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    reason     TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
);

-- Reports of a conversation's other party, shown in the staff inbox
-- until staff close them.
CREATE TABLE conversation_reports (
    id              INTEGER PRIMARY KEY,
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    reporter_id     INTEGER REFERENCES users(id) ON DELETE SET NULL,
    reason          TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    closed_at       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX conversation_reports_open ON conversation_reports (conversation_id) WHERE closed_at = 0;

-- Who of the staff read which conversation, and when: the read-only audit.
CREATE TABLE conversation_views (
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    user_id         INTEGER REFERENCES users(id) ON DELETE SET NULL,
    at              INTEGER NOT NULL
);
CREATE INDEX conversation_views_thread ON conversation_views (conversation_id, at);

-- +goose Down
DROP TABLE conversation_views;
DROP TABLE conversation_reports;
DROP TABLE conversation_blocks;
DROP INDEX conversation_messages_held;
ALTER TABLE conversation_messages DROP COLUMN held;
DROP TABLE quick_replies;
DROP TABLE vehicle_questions;
