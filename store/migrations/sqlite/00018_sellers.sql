-- +goose Up
-- Sellers' listings (issue 28): who listed a vehicle (NULL: the dealer's
-- staff), the language their messages are sent in, staff's note when they
-- send it back or refuse it, when it was sent for review, and the
-- verification staff recorded on approval (who, when, which checks).
ALTER TABLE vehicles ADD COLUMN seller_id INTEGER REFERENCES users(id);
ALTER TABLE vehicles ADD COLUMN seller_lang TEXT NOT NULL DEFAULT 'bn';
ALTER TABLE vehicles ADD COLUMN review_note TEXT NOT NULL DEFAULT '';
ALTER TABLE vehicles ADD COLUMN submitted_at INTEGER;
ALTER TABLE vehicles ADD COLUMN verified_at INTEGER;
ALTER TABLE vehicles ADD COLUMN verified_by INTEGER REFERENCES users(id);
ALTER TABLE vehicles ADD COLUMN verified_checks TEXT NOT NULL DEFAULT '';
CREATE INDEX vehicles_seller ON vehicles (seller_id, id) WHERE seller_id IS NOT NULL;
CREATE INDEX vehicles_in_review ON vehicles (submitted_at, id) WHERE status = 'in_review';

-- An owner may stop a person selling (their listings leave the site).
ALTER TABLE users ADD COLUMN seller_blocked_at INTEGER;

-- What a seller did that their limits count: listings created, photos
-- uploaded. Kept when a listing is deleted, so deleting does not refill.
CREATE TABLE seller_actions (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind    TEXT NOT NULL CHECK (kind IN ('create','upload')),
    at      INTEGER NOT NULL
);
CREATE INDEX seller_actions_user ON seller_actions (user_id, kind, at);

-- +goose Down
DROP TABLE seller_actions;
ALTER TABLE users DROP COLUMN seller_blocked_at;
DROP INDEX vehicles_in_review;
DROP INDEX vehicles_seller;
ALTER TABLE vehicles DROP COLUMN verified_checks;
ALTER TABLE vehicles DROP COLUMN verified_by;
ALTER TABLE vehicles DROP COLUMN verified_at;
ALTER TABLE vehicles DROP COLUMN submitted_at;
ALTER TABLE vehicles DROP COLUMN review_note;
ALTER TABLE vehicles DROP COLUMN seller_lang;
ALTER TABLE vehicles DROP COLUMN seller_id;
