-- +goose Up
-- SQLite gets its substring-search index in this migration (FTS5 trigram);
-- PostgreSQL has had one since 00001 (pg_trgm on search_text).

-- Brand cards count vehicles per brand and type: an index the count can read
-- instead of the table.
CREATE INDEX vehicles_brand_type ON vehicles (brand_id, type_id);

-- +goose Down
DROP INDEX vehicles_brand_type;
