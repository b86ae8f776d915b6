-- +goose Up
-- A vehicle's own installment plan (issue 29), as JSON
-- (garihaat.FinancePlan); NULL: the site's plan, kept in settings under
-- finance_plan (NULL there too: garihaat.DefaultFinancePlan).
ALTER TABLE vehicles ADD COLUMN finance TEXT;

-- +goose Down
ALTER TABLE vehicles DROP COLUMN finance;
