-- +goose Up
-- Photos in conversations (issue 48 item 4): uploaded first (message_id
-- NULL: attached in the writer's box, not sent), then sent with a message
-- (at most four, in position order). Their files are c/<name>-<size>.jpg in
-- the media store: name is random, not the content's hash, and nothing
-- under c/ is served by /media/ — only the conversation's photo route,
-- which asks who may see the conversation. A photo left unsent a day is
-- swept with its files.
CREATE TABLE conversation_photos (
    id              INTEGER PRIMARY KEY,
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    message_id      INTEGER REFERENCES conversation_messages(id) ON DELETE CASCADE,
    uploader_id     INTEGER REFERENCES users(id) ON DELETE SET NULL,
    name            TEXT NOT NULL UNIQUE,
    width           INTEGER NOT NULL,
    height          INTEGER NOT NULL,
    bytes           INTEGER NOT NULL,
    position        INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL
);
CREATE INDEX conversation_photos_message ON conversation_photos (message_id, position) WHERE message_id IS NOT NULL;
CREATE INDEX conversation_photos_unsent ON conversation_photos (uploader_id, created_at) WHERE message_id IS NULL;
CREATE INDEX conversation_photos_conversation ON conversation_photos (conversation_id);

-- Delivered marks (sent → delivered → read): the newest message id of the
-- other side that a side's client has received (on an open stream, or by
-- reading the list or the thread). Staff are one side: any staff member's
-- client receiving it counts.
ALTER TABLE conversations ADD COLUMN delivered_buyer INTEGER NOT NULL DEFAULT 0;
ALTER TABLE conversations ADD COLUMN delivered_staff INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE conversations DROP COLUMN delivered_staff;
ALTER TABLE conversations DROP COLUMN delivered_buyer;
DELETE FROM media WHERE path LIKE 'c/%';
DROP TABLE conversation_photos;
