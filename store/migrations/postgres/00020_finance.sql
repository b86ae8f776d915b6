-- +goose Up
-- A vehicle's own installment plan (issue 29), as JSON
-- (garihaat.FinancePlan); NULL: the site's plan, kept in settings under
-- finance_plan (NULL there too: garihaat.DefaultFinancePlan). The plan and
-- the seller's mark are in the vehicle's public answer, so a change to them
-- moves its revision like every other column the answer shows.
ALTER TABLE vehicles ADD COLUMN finance TEXT;
DROP TRIGGER vehicles_revision ON vehicles;
CREATE TRIGGER vehicles_revision BEFORE UPDATE OF slug, title, title_bn, description, description_bn, brand_id, type_id, model, model_bn, year, condition,
    body_type_id, color_id, fuel_type_id, depot_id, tonnage_id, cash_price, installment_price, offer_ends_at, tracking_id,
    registration_documents, registration_number, registration_number_bn, engine_number, chassis_number, odometer_km,
    cover_image, search_text, created_at, status, published_at, updated_at, bid_mode, min_offer_cash, min_offer_installment,
    finance, seller_id, verified_at
    ON vehicles FOR EACH ROW EXECUTE FUNCTION vehicles_revision();

-- +goose Down
DROP TRIGGER vehicles_revision ON vehicles;
CREATE TRIGGER vehicles_revision BEFORE UPDATE OF slug, title, title_bn, description, description_bn, brand_id, type_id, model, model_bn, year, condition,
    body_type_id, color_id, fuel_type_id, depot_id, tonnage_id, cash_price, installment_price, offer_ends_at, tracking_id,
    registration_documents, registration_number, registration_number_bn, engine_number, chassis_number, odometer_km,
    cover_image, search_text, created_at, status, published_at, updated_at, bid_mode, min_offer_cash, min_offer_installment
    ON vehicles FOR EACH ROW EXECUTE FUNCTION vehicles_revision();
ALTER TABLE vehicles DROP COLUMN finance;
