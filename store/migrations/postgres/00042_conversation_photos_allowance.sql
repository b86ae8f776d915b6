-- +goose Up
-- What a person stores counts the photos they uploaded to conversations
-- (issue 46 item 8): every listing or conversation upload sums their
-- conversation photos by uploader, sent ones included, which the partial
-- index of 00038 (unsent only) does not serve. The index holds what the
-- sum reads, so it never visits the table.
CREATE INDEX conversation_photos_uploader ON conversation_photos (uploader_id, conversation_id, bytes);

-- +goose Down
DROP INDEX conversation_photos_uploader;
