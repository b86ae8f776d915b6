-- +goose Up
-- Deleting one's account (issue 48): the users row stays as an anonymous
-- tombstone (no name, no phone: its phone becomes "deleted:<id>", which no
-- sign-in can match), so the conversations staff keep and the offers the
-- dealer's books keep still name one anonymous party. deleted_at is NULL
-- while the account lives.
ALTER TABLE users ADD COLUMN deleted_at BIGINT;

-- The log the deletion's limits count, by user and by address: a refused
-- deletion (something binding still open) counts too.
CREATE TABLE account_deletions (
    user_id BIGINT NOT NULL,
    ip      TEXT NOT NULL,
    at      BIGINT NOT NULL
);
CREATE INDEX account_deletions_user ON account_deletions (user_id, at);
CREATE INDEX account_deletions_ip ON account_deletions (ip, at);

-- +goose Down
DROP TABLE account_deletions;
ALTER TABLE users DROP COLUMN deleted_at;
