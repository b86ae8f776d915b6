-- +goose Up
-- The technical figures (00031) are in the vehicle's public answer and
-- page: a change to one moves its revision like every other column shown.
DROP TRIGGER vehicles_revision;
-- +goose StatementBegin
CREATE TRIGGER vehicles_revision AFTER UPDATE OF slug, title, title_bn, description, description_bn, brand_id, type_id, model, model_bn, year, condition,
    body_type_id, color_id, fuel_type_id, depot_id, tonnage_id, cash_price, installment_price, offer_ends_at, tracking_id,
    registration_documents, registration_number, registration_number_bn, engine_number, chassis_number, odometer_km,
    cover_image, search_text, created_at, status, published_at, updated_at, bid_mode, min_offer_cash, min_offer_installment,
    finance, seller_id, verified_at,
    gvw_kg, engine_power_hp, engine_cc, wheelbase_mm, axle_config, seats
    ON vehicles BEGIN
    UPDATE vehicles SET revision = revision + 1 WHERE id = NEW.id;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER vehicles_revision;
-- +goose StatementBegin
CREATE TRIGGER vehicles_revision AFTER UPDATE OF slug, title, title_bn, description, description_bn, brand_id, type_id, model, model_bn, year, condition,
    body_type_id, color_id, fuel_type_id, depot_id, tonnage_id, cash_price, installment_price, offer_ends_at, tracking_id,
    registration_documents, registration_number, registration_number_bn, engine_number, chassis_number, odometer_km,
    cover_image, search_text, created_at, status, published_at, updated_at, bid_mode, min_offer_cash, min_offer_installment,
    finance, seller_id, verified_at
    ON vehicles BEGIN
    UPDATE vehicles SET revision = revision + 1 WHERE id = NEW.id;
END;
-- +goose StatementEnd
