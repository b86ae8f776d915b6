-- +goose Up
-- One counter that every catalogue write increments in its own transaction.
-- Readers compare it with the version their cached answers were built at:
-- exact invalidation that also holds across many app instances.
CREATE TABLE catalog_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version BIGINT NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);

-- Related vehicles: same type and brand, newest first.
CREATE INDEX vehicles_type_brand_created ON vehicles (type_id, brand_id, created_at DESC, id DESC);

-- +goose Down
DROP INDEX vehicles_type_brand_created;
DROP TABLE catalog_version;
