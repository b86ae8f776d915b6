-- +goose Up
-- Sellers' listings (issue 28): a refused listing is a state of its own,
-- and a seller's draft may not have its prices yet (0 until given; a
-- vehicle is published only with both). SQLite's twin is a Go migration
-- (store/migrate_lifecycle.go).
ALTER TABLE vehicles DROP CONSTRAINT vehicles_status_check;
ALTER TABLE vehicles ADD CONSTRAINT vehicles_status_check
    CHECK (status IN ('draft','in_review','changes_requested','published','sold','archived','withdrawn','refused'));
ALTER TABLE vehicles DROP CONSTRAINT vehicles_cash_price_check;
ALTER TABLE vehicles ADD CONSTRAINT vehicles_cash_price_check CHECK (cash_price >= 0);
ALTER TABLE vehicles DROP CONSTRAINT vehicles_installment_price_check;
ALTER TABLE vehicles ADD CONSTRAINT vehicles_installment_price_check CHECK (installment_price >= 0);

-- +goose Down
ALTER TABLE vehicles DROP CONSTRAINT vehicles_status_check;
ALTER TABLE vehicles ADD CONSTRAINT vehicles_status_check
    CHECK (status IN ('draft','in_review','changes_requested','published','sold','archived','withdrawn'));
ALTER TABLE vehicles DROP CONSTRAINT vehicles_cash_price_check;
ALTER TABLE vehicles ADD CONSTRAINT vehicles_cash_price_check CHECK (cash_price > 0);
ALTER TABLE vehicles DROP CONSTRAINT vehicles_installment_price_check;
ALTER TABLE vehicles ADD CONSTRAINT vehicles_installment_price_check CHECK (installment_price > 0);
