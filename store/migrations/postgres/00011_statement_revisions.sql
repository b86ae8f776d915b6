-- +goose Up
-- A photo or feature row bumps its vehicle's revision (migration 8) once per
-- statement, not once per row: seeding 100,000 vehicles wrote about 1.3
-- million row versions of vehicles (one per photo and feature) and took
-- 181-203 s where it took 30 s before (issue 25); a CSV import or a
-- feature list saved at once paid the same. The transition tables hold the
-- statement's rows; each vehicle they name is updated once.
DROP TRIGGER vehicle_images_revision ON vehicle_images;
DROP TRIGGER vehicle_features_revision ON vehicle_features;
DROP FUNCTION vehicle_parts_revision();

-- +goose StatementBegin
CREATE FUNCTION vehicle_parts_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE vehicles SET revision = revision + 1 WHERE id IN (SELECT vehicle_id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE vehicles SET revision = revision + 1 WHERE id IN (SELECT vehicle_id FROM old_rows);
    ELSE
        UPDATE vehicles SET revision = revision + 1
        WHERE id IN (SELECT vehicle_id FROM new_rows UNION SELECT vehicle_id FROM old_rows);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
-- A trigger with transition tables takes one event, so three a table.
CREATE TRIGGER vehicle_images_revision_insert AFTER INSERT ON vehicle_images
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_parts_revision();
CREATE TRIGGER vehicle_images_revision_update AFTER UPDATE ON vehicle_images
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_parts_revision();
CREATE TRIGGER vehicle_images_revision_delete AFTER DELETE ON vehicle_images
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_parts_revision();
CREATE TRIGGER vehicle_features_revision_insert AFTER INSERT ON vehicle_features
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_parts_revision();
CREATE TRIGGER vehicle_features_revision_update AFTER UPDATE ON vehicle_features
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_parts_revision();
CREATE TRIGGER vehicle_features_revision_delete AFTER DELETE ON vehicle_features
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_parts_revision();

-- +goose Down
DROP TRIGGER vehicle_images_revision_insert ON vehicle_images;
DROP TRIGGER vehicle_images_revision_update ON vehicle_images;
DROP TRIGGER vehicle_images_revision_delete ON vehicle_images;
DROP TRIGGER vehicle_features_revision_insert ON vehicle_features;
DROP TRIGGER vehicle_features_revision_update ON vehicle_features;
DROP TRIGGER vehicle_features_revision_delete ON vehicle_features;
DROP FUNCTION vehicle_parts_revision();
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
