-- +goose Up
-- Sellers in the loop (issue 48 item 3): a private seller's listing has one
-- thread with staff, kind 'review' (buyer_id is the seller, vehicle_id the
-- listing): the review desk's notes, the seller's answers and the buyers'
-- questions staff forward to the seller live there. A buyer's conversations
-- stay kind 'buyer', one per vehicle and one for support as before; a
-- seller's review thread about their listing is a separate one.
ALTER TABLE conversations ADD COLUMN kind TEXT NOT NULL DEFAULT 'buyer' CHECK (kind IN ('buyer','review'));
DROP INDEX conversations_buyer_vehicle;
DROP INDEX conversations_buyer_support;
CREATE UNIQUE INDEX conversations_buyer_vehicle ON conversations (buyer_id, vehicle_id) WHERE vehicle_id IS NOT NULL AND kind = 'buyer';
CREATE UNIQUE INDEX conversations_buyer_support ON conversations (buyer_id) WHERE vehicle_id IS NULL AND kind = 'buyer';
CREATE UNIQUE INDEX conversations_review ON conversations (vehicle_id) WHERE kind = 'review';

-- forwarded_from: the buyer's message staff forwarded into a review thread
-- (its text is a copy with phone numbers hidden; the seller never sees the
-- buyer's conversation itself).
ALTER TABLE conversation_messages ADD COLUMN forwarded_from INTEGER REFERENCES conversation_messages(id) ON DELETE SET NULL;

-- +goose Down
ALTER TABLE conversation_messages DROP COLUMN forwarded_from;
DROP INDEX conversations_review;
DROP INDEX conversations_buyer_support;
DROP INDEX conversations_buyer_vehicle;
DELETE FROM conversations WHERE kind = 'review';
CREATE UNIQUE INDEX conversations_buyer_vehicle ON conversations (buyer_id, vehicle_id) WHERE vehicle_id IS NOT NULL;
CREATE UNIQUE INDEX conversations_buyer_support ON conversations (buyer_id) WHERE vehicle_id IS NULL;
ALTER TABLE conversations DROP COLUMN kind;
