-- +goose Up
-- A vehicle's detail answer, compressed before anyone asks (issue 12). See
-- the SQLite migration of the same name: revision counts the changes to
-- what the stored part holds, bumped by triggers in the writing
-- transaction; the bid columns are spliced in at request time.
ALTER TABLE vehicles ADD COLUMN revision BIGINT NOT NULL DEFAULT 0;

CREATE TABLE vehicle_answers (
    vehicle_id BIGINT PRIMARY KEY REFERENCES vehicles(id) ON DELETE CASCADE,
    revision   BIGINT NOT NULL,
    format     TEXT NOT NULL,
    plain_len  BIGINT NOT NULL,
    crc        BIGINT NOT NULL,
    body       BYTEA NOT NULL
);

-- +goose StatementBegin
CREATE FUNCTION vehicles_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.revision := OLD.revision + 1;
    RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER vehicles_revision BEFORE UPDATE OF slug, title, title_bn, description, description_bn, brand_id, type_id, model, model_bn, year, condition,
    body_type_id, color_id, fuel_type_id, depot_id, tonnage_id, cash_price, installment_price, offer_ends_at, tracking_id,
    registration_documents, registration_number, registration_number_bn, engine_number, chassis_number, odometer_km,
    cover_image, search_text, created_at, status, published_at, updated_at, bid_mode, min_offer_cash, min_offer_installment
    ON vehicles FOR EACH ROW EXECUTE FUNCTION vehicles_revision();

-- +goose StatementBegin
CREATE FUNCTION vehicle_parts_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        UPDATE vehicles SET revision = revision + 1 WHERE id = OLD.vehicle_id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
        UPDATE vehicles SET revision = revision + 1 WHERE id = NEW.vehicle_id;
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER vehicle_images_revision AFTER INSERT OR UPDATE OR DELETE ON vehicle_images
    FOR EACH ROW EXECUTE FUNCTION vehicle_parts_revision();
CREATE TRIGGER vehicle_features_revision AFTER INSERT OR UPDATE OR DELETE ON vehicle_features
    FOR EACH ROW EXECUTE FUNCTION vehicle_parts_revision();

-- Names of brands, types and attributes are part of each vehicle's answer.
-- +goose StatementBegin
CREATE FUNCTION names_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'brands' THEN
        UPDATE vehicles SET revision = revision + 1 WHERE brand_id = NEW.id;
    ELSIF TG_TABLE_NAME = 'vehicle_types' THEN
        UPDATE vehicles SET revision = revision + 1 WHERE type_id = NEW.id;
    ELSE
        UPDATE vehicles SET revision = revision + 1
        WHERE NEW.id IN (body_type_id, color_id, fuel_type_id, depot_id, tonnage_id);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER brands_revision AFTER UPDATE ON brands FOR EACH ROW EXECUTE FUNCTION names_revision();
CREATE TRIGGER vehicle_types_revision AFTER UPDATE ON vehicle_types FOR EACH ROW EXECUTE FUNCTION names_revision();
CREATE TRIGGER attributes_revision AFTER UPDATE ON attributes FOR EACH ROW EXECUTE FUNCTION names_revision();

-- +goose Down
DROP TRIGGER attributes_revision ON attributes;
DROP TRIGGER vehicle_types_revision ON vehicle_types;
DROP TRIGGER brands_revision ON brands;
DROP FUNCTION names_revision();
DROP TRIGGER vehicle_features_revision ON vehicle_features;
DROP TRIGGER vehicle_images_revision ON vehicle_images;
DROP FUNCTION vehicle_parts_revision();
DROP TRIGGER vehicles_revision ON vehicles;
DROP FUNCTION vehicles_revision();
DROP TABLE vehicle_answers;
ALTER TABLE vehicles DROP COLUMN revision;
