-- +goose Up
-- Abuse, round two: accounts, roles and sign-in (issue 46, items 5, 6, 9).

-- The alert SMS's "new vehicles" link has its own token: the link is the
-- one people forward, and it must not stop the alerts. Digests sent before
-- keep the one token they were sent with.
ALTER TABLE alert_digests ADD COLUMN link_token_hash TEXT;
UPDATE alert_digests SET link_token_hash = token_hash;
CREATE UNIQUE INDEX alert_digests_link ON alert_digests (link_token_hash);

-- What each sign-in code was sent for: 'new' (a number that never signed
-- in: the budget a flood can spend), 'known' (a number that has), or
-- 'device' (from a device that signed in to the number before). device is
-- that device's token hash, so its own sends are counted apart from
-- strangers'. Codes sent before this release count as new.
ALTER TABLE otp_sends ADD COLUMN kind TEXT NOT NULL DEFAULT 'new';
ALTER TABLE otp_sends ADD COLUMN device TEXT NOT NULL DEFAULT '';
CREATE INDEX otp_sends_kind ON otp_sends (kind, at);

-- A code asked for from a device that signed in to the number before is
-- that device's own: strangers asking for the number's code (otp_codes)
-- do not replace it.
CREATE TABLE otp_device_codes (
    device     TEXT NOT NULL,
    phone      TEXT NOT NULL,
    code_hash  TEXT NOT NULL,
    attempts   INTEGER NOT NULL DEFAULT 0,
    sent_at    INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (device, phone)
);

-- Proof-of-work challenges handed out while the new numbers' budget is
-- under pressure: a row is deleted when its answer is accepted (single
-- use), and any instance can check it.
CREATE TABLE otp_challenges (
    challenge  TEXT PRIMARY KEY,
    bits       INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX otp_challenges_expires ON otp_challenges (expires_at);

-- One-time links an owner hands a new or reset staff member: the first
-- authenticator enrolment needs one besides the SMS code. Stored hashed,
-- deleted when used, valid 24 hours.
CREATE TABLE factor_enrolments (
    token_hash TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_by TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX factor_enrolments_user ON factor_enrolments (user_id);

-- Wrong second-factor codes by kind: 'code' (the app's) or 'recovery'.
-- Each has its own daily limit, so the app codes' lock leaves the recovery
-- codes it points to usable.
ALTER TABLE factor_failures ADD COLUMN kind TEXT NOT NULL DEFAULT 'code';

-- +goose Down
ALTER TABLE factor_failures DROP COLUMN kind;
DROP TABLE factor_enrolments;
DROP TABLE otp_challenges;
DROP TABLE otp_device_codes;
DROP INDEX otp_sends_kind;
ALTER TABLE otp_sends DROP COLUMN device;
ALTER TABLE otp_sends DROP COLUMN kind;
DROP INDEX alert_digests_link;
ALTER TABLE alert_digests DROP COLUMN link_token_hash;
