-- +goose Up
-- A seller's saves are limited per hour like their new listings and photo
-- uploads (issue 46: one client saved its draft 15–17 times a second), so
-- seller_actions takes the kind 'save'.
ALTER TABLE seller_actions DROP CONSTRAINT seller_actions_kind_check;
ALTER TABLE seller_actions ADD CONSTRAINT seller_actions_kind_check CHECK (kind IN ('create','upload','save'));

-- +goose Down
DELETE FROM seller_actions WHERE kind = 'save';
ALTER TABLE seller_actions DROP CONSTRAINT seller_actions_kind_check;
ALTER TABLE seller_actions ADD CONSTRAINT seller_actions_kind_check CHECK (kind IN ('create','upload'));
