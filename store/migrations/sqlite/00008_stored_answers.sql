-- +goose Up
-- A vehicle's detail answer, compressed before anyone asks (issue 12: a
-- first visit must not pay for JSON and compression). revision counts the
-- changes to what the stored part holds; triggers bump it in the writing
-- transaction, whichever code path writes, so a stored part is served only
-- while its revision is the vehicle's. Bids change only total_bid,
-- highest_offer, offer_closes_at and bid_seq, which the answer splices in
-- at request time, so they are not listed.
ALTER TABLE vehicles ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;

CREATE TABLE vehicle_answers (
    vehicle_id INTEGER PRIMARY KEY REFERENCES vehicles(id) ON DELETE CASCADE,
    revision   INTEGER NOT NULL,
    format     TEXT NOT NULL, -- the program that built it (another build may encode differently)
    plain_len  INTEGER NOT NULL,
    crc        INTEGER NOT NULL,
    body       BLOB NOT NULL
);

-- +goose StatementBegin
CREATE TRIGGER vehicles_revision AFTER UPDATE OF slug, title, title_bn, description, description_bn, brand_id, type_id, model, model_bn, year, condition,
    body_type_id, color_id, fuel_type_id, depot_id, tonnage_id, cash_price, installment_price, offer_ends_at, tracking_id,
    registration_documents, registration_number, registration_number_bn, engine_number, chassis_number, odometer_km,
    cover_image, search_text, created_at, status, published_at, updated_at, bid_mode, min_offer_cash, min_offer_installment
    ON vehicles BEGIN
    UPDATE vehicles SET revision = revision + 1 WHERE id = NEW.id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER vehicle_images_revision_insert AFTER INSERT ON vehicle_images BEGIN
    UPDATE vehicles SET revision = revision + 1 WHERE id = NEW.vehicle_id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER vehicle_images_revision_update AFTER UPDATE ON vehicle_images BEGIN
    UPDATE vehicles SET revision = revision + 1 WHERE id = NEW.vehicle_id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER vehicle_images_revision_delete AFTER DELETE ON vehicle_images BEGIN
    UPDATE vehicles SET revision = revision + 1 WHERE id = OLD.vehicle_id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER vehicle_features_revision_insert AFTER INSERT ON vehicle_features BEGIN
    UPDATE vehicles SET revision = revision + 1 WHERE id = NEW.vehicle_id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER vehicle_features_revision_update AFTER UPDATE ON vehicle_features BEGIN
    UPDATE vehicles SET revision = revision + 1 WHERE id = NEW.vehicle_id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER vehicle_features_revision_delete AFTER DELETE ON vehicle_features BEGIN
    UPDATE vehicles SET revision = revision + 1 WHERE id = OLD.vehicle_id;
END;
-- +goose StatementEnd
-- Names of brands, types and attributes are part of each vehicle's answer.
-- +goose StatementBegin
CREATE TRIGGER brands_revision AFTER UPDATE ON brands BEGIN
    UPDATE vehicles SET revision = revision + 1 WHERE brand_id = NEW.id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER vehicle_types_revision AFTER UPDATE ON vehicle_types BEGIN
    UPDATE vehicles SET revision = revision + 1 WHERE type_id = NEW.id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER attributes_revision AFTER UPDATE ON attributes BEGIN
    UPDATE vehicles SET revision = revision + 1 WHERE NEW.id IN (body_type_id, color_id, fuel_type_id, depot_id, tonnage_id);
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER attributes_revision;
DROP TRIGGER vehicle_types_revision;
DROP TRIGGER brands_revision;
DROP TRIGGER vehicle_features_revision_delete;
DROP TRIGGER vehicle_features_revision_update;
DROP TRIGGER vehicle_features_revision_insert;
DROP TRIGGER vehicle_images_revision_delete;
DROP TRIGGER vehicle_images_revision_update;
DROP TRIGGER vehicle_images_revision_insert;
DROP TRIGGER vehicles_revision;
DROP TABLE vehicle_answers;
ALTER TABLE vehicles DROP COLUMN revision;
