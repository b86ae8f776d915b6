-- +goose Up
-- The back office: staff roles, shorter staff sessions, vehicle status,
-- image ids and sizes, the audit log and the outgoing SMS queue.

-- NULL for buyers; owner, editor or sales for staff (garihaat.Role*).
ALTER TABLE users ADD COLUMN role TEXT CHECK (role IN ('owner','editor','sales'));

-- Staff sessions end after a spell of inactivity; 0 means "never seen".
ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;

-- Only published vehicles are public; sold ones keep their page.
-- published_at pins the slug: it never changes once the vehicle was public.
ALTER TABLE vehicles ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
    CHECK (status IN ('draft','published','archived','sold'));
ALTER TABLE vehicles ADD COLUMN published_at INTEGER;
ALTER TABLE vehicles ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0;
UPDATE vehicles SET published_at = created_at, updated_at = created_at;
CREATE INDEX vehicles_status ON vehicles (status, id DESC);

-- The public list, filter and related indexes only ever serve published
-- vehicles: partial indexes keep them as small and as exact as before
-- (every public query says status = 'published' literally).
DROP INDEX vehicles_created;
DROP INDEX vehicles_type_created;
DROP INDEX vehicles_brand_created;
DROP INDEX vehicles_type_cash;
DROP INDEX vehicles_type_inst;
DROP INDEX vehicles_cash;
DROP INDEX vehicles_inst;
DROP INDEX vehicles_type_brand_created;
DROP INDEX vehicles_brand_type;
CREATE INDEX vehicles_created ON vehicles (created_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX vehicles_type_created ON vehicles (type_id, created_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX vehicles_brand_created ON vehicles (brand_id, created_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX vehicles_type_cash ON vehicles (type_id, cash_price) WHERE status = 'published';
CREATE INDEX vehicles_type_inst ON vehicles (type_id, installment_price) WHERE status = 'published';
CREATE INDEX vehicles_cash ON vehicles (cash_price) WHERE status = 'published';
CREATE INDEX vehicles_inst ON vehicles (installment_price) WHERE status = 'published';
CREATE INDEX vehicles_type_brand_created ON vehicles (type_id, brand_id, created_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX vehicles_brand_type ON vehicles (brand_id, type_id) WHERE status = 'published';

-- Images get their own id (the back office deletes and reorders by it) and
-- the URLs of their sizes: url is the detail size the public answer shows.
CREATE TABLE vehicle_images_new (
    id         INTEGER PRIMARY KEY,
    vehicle_id INTEGER NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    url        TEXT NOT NULL,
    card_url   TEXT NOT NULL DEFAULT '',
    full_url   TEXT NOT NULL DEFAULT ''
);
INSERT INTO vehicle_images_new (vehicle_id, position, url, card_url, full_url)
    SELECT vehicle_id, position, url, url, url FROM vehicle_images ORDER BY vehicle_id, position;
DROP TABLE vehicle_images;
ALTER TABLE vehicle_images_new RENAME TO vehicle_images;
CREATE INDEX vehicle_images_vehicle ON vehicle_images (vehicle_id, position);

-- The language a bidder used, for the outcome SMS.
ALTER TABLE offers ADD COLUMN lang TEXT NOT NULL DEFAULT 'bn';
CREATE INDEX offers_status ON offers (status, created_at DESC);

-- Every back-office write, in the transaction of the write itself.
CREATE TABLE audit_log (
    id        INTEGER PRIMARY KEY,
    at        INTEGER NOT NULL,
    user_id   INTEGER,
    phone     TEXT NOT NULL,
    role      TEXT NOT NULL,
    action    TEXT NOT NULL,
    entity    TEXT NOT NULL,
    entity_id INTEGER NOT NULL,
    before    TEXT NOT NULL DEFAULT '',
    after     TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, id DESC);

-- Messages to send: written in the transaction that decides them, sent and
-- retried by a worker, so a slow or failing gateway never blocks a decision.
CREATE TABLE sms_outbox (
    id         INTEGER PRIMARY KEY,
    phone      TEXT NOT NULL,
    body       TEXT NOT NULL,
    status     TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sent','failed')),
    attempts   INTEGER NOT NULL DEFAULT 0,
    next_at    INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    sent_at    INTEGER
);
CREATE INDEX sms_outbox_due ON sms_outbox (status, next_at);

-- +goose Down
DROP TABLE sms_outbox;
DROP TABLE audit_log;
