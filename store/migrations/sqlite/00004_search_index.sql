-- +goose Up
-- Substring search without scanning every row: an FTS5 trigram index over
-- search_text (the same column PostgreSQL indexes with pg_trgm), kept in
-- step with the table by triggers. Words shorter than three characters
-- cannot use a trigram index and fall back to LIKE.
CREATE VIRTUAL TABLE vehicles_search USING fts5(search_text, content='vehicles', content_rowid='id', tokenize='trigram');
INSERT INTO vehicles_search (vehicles_search) VALUES ('rebuild');

-- +goose StatementBegin
CREATE TRIGGER vehicles_search_insert AFTER INSERT ON vehicles BEGIN
    INSERT INTO vehicles_search (rowid, search_text) VALUES (new.id, new.search_text);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER vehicles_search_delete AFTER DELETE ON vehicles BEGIN
    INSERT INTO vehicles_search (vehicles_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER vehicles_search_update AFTER UPDATE OF search_text ON vehicles BEGIN
    INSERT INTO vehicles_search (vehicles_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO vehicles_search (rowid, search_text) VALUES (new.id, new.search_text);
END;
-- +goose StatementEnd

-- Brand cards count vehicles per brand and type: an index the count can read
-- instead of the table.
CREATE INDEX vehicles_brand_type ON vehicles (brand_id, type_id);

-- +goose Down
DROP INDEX vehicles_brand_type;
DROP TRIGGER vehicles_search_update;
DROP TRIGGER vehicles_search_delete;
DROP TRIGGER vehicles_search_insert;
DROP TABLE vehicles_search;
