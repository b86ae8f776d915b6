-- +goose Up
-- A seller's saves are limited per hour like their new listings and photo
-- uploads (issue 46: one client saved its draft 15–17 times a second), so
-- seller_actions takes the kind 'save'. SQLite cannot change a CHECK in
-- place: the table is made again with its rows.
CREATE TABLE seller_actions_new (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind    TEXT NOT NULL CHECK (kind IN ('create','upload','save')),
    at      INTEGER NOT NULL
);
INSERT INTO seller_actions_new (user_id, kind, at) SELECT user_id, kind, at FROM seller_actions;
DROP TABLE seller_actions;
ALTER TABLE seller_actions_new RENAME TO seller_actions;
CREATE INDEX seller_actions_user ON seller_actions (user_id, kind, at);

-- +goose Down
DELETE FROM seller_actions WHERE kind = 'save';
CREATE TABLE seller_actions_old (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind    TEXT NOT NULL CHECK (kind IN ('create','upload')),
    at      INTEGER NOT NULL
);
INSERT INTO seller_actions_old (user_id, kind, at) SELECT user_id, kind, at FROM seller_actions;
DROP TABLE seller_actions;
ALTER TABLE seller_actions_old RENAME TO seller_actions;
CREATE INDEX seller_actions_user ON seller_actions (user_id, kind, at);
