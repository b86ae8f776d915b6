-- +goose Up
-- Timestamps are Unix seconds in both databases: one representation, no
-- driver-specific time parsing. Translatable texts keep their Bangla form in
-- a *_bn column beside the original.

CREATE TABLE brands (
    id         INTEGER PRIMARY KEY,
    slug       TEXT NOT NULL UNIQUE,
    name       TEXT NOT NULL,
    name_bn    TEXT NOT NULL DEFAULT '',
    icon_image TEXT NOT NULL DEFAULT '',
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE vehicle_types (
    id         INTEGER PRIMARY KEY,
    slug       TEXT NOT NULL UNIQUE,
    name       TEXT NOT NULL,
    name_bn    TEXT NOT NULL DEFAULT '',
    icon_image TEXT NOT NULL DEFAULT '',
    sort_order INTEGER NOT NULL DEFAULT 0
);

-- Small lookup lists: body_type, color, fuel_type, depot, tonnage.
CREATE TABLE attributes (
    id         INTEGER PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('body_type','color','fuel_type','depot','tonnage')),
    name       TEXT NOT NULL,
    name_bn    TEXT NOT NULL DEFAULT '',
    sort_order INTEGER NOT NULL DEFAULT 0,
    UNIQUE (kind, name)
);

CREATE TABLE vehicles (
    id                     INTEGER PRIMARY KEY,
    slug                   TEXT NOT NULL UNIQUE,
    title                  TEXT NOT NULL,
    title_bn               TEXT NOT NULL DEFAULT '',
    description            TEXT NOT NULL DEFAULT '',
    description_bn         TEXT NOT NULL DEFAULT '',
    brand_id               INTEGER NOT NULL REFERENCES brands(id),
    type_id                INTEGER NOT NULL REFERENCES vehicle_types(id),
    model                  TEXT NOT NULL DEFAULT '',
    model_bn               TEXT NOT NULL DEFAULT '',
    year                   INTEGER NOT NULL DEFAULT 0,
    condition              TEXT NOT NULL CHECK (condition IN ('new','reconditioned','resale')),
    body_type_id           INTEGER REFERENCES attributes(id),
    color_id               INTEGER REFERENCES attributes(id),
    fuel_type_id           INTEGER REFERENCES attributes(id),
    depot_id               INTEGER REFERENCES attributes(id),
    tonnage_id             INTEGER REFERENCES attributes(id),
    cash_price             INTEGER NOT NULL CHECK (cash_price > 0),
    installment_price      INTEGER NOT NULL CHECK (installment_price > 0),
    offer_ends_at          TEXT NOT NULL, -- YYYY-MM-DD, closes at the end of that day in Asia/Dhaka
    tracking_id            TEXT,
    total_bid              INTEGER NOT NULL DEFAULT 0,
    registration_documents INTEGER NOT NULL DEFAULT 0,
    registration_number    TEXT NOT NULL DEFAULT '',
    registration_number_bn TEXT NOT NULL DEFAULT '',
    engine_number          TEXT NOT NULL DEFAULT '',
    chassis_number         TEXT NOT NULL DEFAULT '',
    odometer_km            INTEGER NOT NULL DEFAULT 0,
    cover_image            TEXT NOT NULL DEFAULT '',
    -- Lower-cased title, Bangla title, brand and model in both scripts: the
    -- one column text search looks at.
    search_text            TEXT NOT NULL DEFAULT '',
    created_at             INTEGER NOT NULL
);
CREATE INDEX vehicles_created ON vehicles (created_at DESC, id DESC);
CREATE INDEX vehicles_type_created ON vehicles (type_id, created_at DESC, id DESC);
CREATE INDEX vehicles_brand_created ON vehicles (brand_id, created_at DESC, id DESC);
CREATE INDEX vehicles_type_cash ON vehicles (type_id, cash_price);
CREATE INDEX vehicles_type_inst ON vehicles (type_id, installment_price);
CREATE INDEX vehicles_cash ON vehicles (cash_price);
CREATE INDEX vehicles_inst ON vehicles (installment_price);

CREATE TABLE vehicle_images (
    vehicle_id INTEGER NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    url        TEXT NOT NULL,
    PRIMARY KEY (vehicle_id, position)
);

-- Grouped features; category is one of benefits, entertainment, exterior,
-- safety, seating.
CREATE TABLE vehicle_features (
    vehicle_id INTEGER NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    category   TEXT NOT NULL,
    position   INTEGER NOT NULL,
    name       TEXT NOT NULL,
    name_bn    TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (vehicle_id, category, position)
);

CREATE TABLE dealers (
    id          INTEGER PRIMARY KEY,
    company     TEXT NOT NULL,
    company_bn  TEXT NOT NULL DEFAULT '',
    name        TEXT NOT NULL,
    name_bn     TEXT NOT NULL DEFAULT '',
    phone       TEXT NOT NULL DEFAULT '',
    phone_bn    TEXT NOT NULL DEFAULT '',
    location    TEXT NOT NULL DEFAULT '',
    location_bn TEXT NOT NULL DEFAULT '',
    image       TEXT NOT NULL DEFAULT '',
    sort_order  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE testimonials (
    id         INTEGER PRIMARY KEY,
    content    TEXT NOT NULL,
    content_bn TEXT NOT NULL DEFAULT '',
    name       TEXT NOT NULL,
    name_bn    TEXT NOT NULL DEFAULT '',
    company    TEXT NOT NULL DEFAULT '',
    company_bn TEXT NOT NULL DEFAULT '',
    rating     INTEGER NOT NULL DEFAULT 5 CHECK (rating BETWEEN 1 AND 5),
    image      TEXT NOT NULL DEFAULT '',
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE faqs (
    id          INTEGER PRIMARY KEY,
    question    TEXT NOT NULL,
    question_bn TEXT NOT NULL DEFAULT '',
    answer      TEXT NOT NULL,
    answer_bn   TEXT NOT NULL DEFAULT '',
    sort_order  INTEGER NOT NULL DEFAULT 0
);

-- Images and other binary assets the binary serves under /media/. Kept in
-- the database so every app instance serves the same files.
CREATE TABLE media (
    path         TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    body         BLOB NOT NULL,
    created_at   INTEGER NOT NULL
);

CREATE TABLE users (
    id         INTEGER PRIMARY KEY,
    phone      TEXT NOT NULL UNIQUE,
    name       TEXT NOT NULL DEFAULT '',
    yourself   TEXT NOT NULL DEFAULT '',
    address    TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

-- Offers belong to a phone number; a user sees the offers of their phone.
CREATE TABLE offers (
    id              INTEGER PRIMARY KEY,
    id_number       TEXT NOT NULL UNIQUE,
    vehicle_id      INTEGER NOT NULL REFERENCES vehicles(id),
    user_id         INTEGER REFERENCES users(id),
    phone           TEXT NOT NULL,
    selected_option TEXT NOT NULL CHECK (selected_option IN ('cash','installments')),
    amount          INTEGER NOT NULL CHECK (amount > 0),
    status          TEXT NOT NULL DEFAULT 'ongoing' CHECK (status IN ('ongoing','purchase','lost','locked')),
    created_at      INTEGER NOT NULL
);
CREATE INDEX offers_phone ON offers (phone, created_at DESC);
CREATE INDEX offers_vehicle ON offers (vehicle_id, amount DESC);

CREATE TABLE bookmarks (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    vehicle_id INTEGER NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, vehicle_id)
);

-- +goose Down
DROP TABLE bookmarks;
DROP TABLE offers;
DROP TABLE users;
DROP TABLE media;
DROP TABLE faqs;
DROP TABLE testimonials;
DROP TABLE dealers;
DROP TABLE vehicle_features;
DROP TABLE vehicle_images;
DROP TABLE vehicles;
DROP TABLE attributes;
DROP TABLE vehicle_types;
DROP TABLE brands;
