-- +goose Up
-- The photos vehicles show, stored under /media/u/<hash>-<size>.jpg (issue
-- 46, item 8): one row a photo (its sizes share the content hash), the user
-- charged for its bytes (NULL: staff's, or stored before this table), and
-- since when no vehicle shows it (NULL while one does). A sweep deletes a
-- photo's sizes once unused_since is a grace period old and still no
-- vehicle shows it. kept: a record's logo or icon also uses the file, which
-- is then never swept. Media without a row here (logos, and photos orphaned
-- before this table) is never swept.
CREATE TABLE stored_photos (
    hash         TEXT PRIMARY KEY,
    owner_id     BIGINT REFERENCES users(id) ON DELETE SET NULL,
    bytes        BIGINT NOT NULL,
    kept         INTEGER NOT NULL DEFAULT 0,
    unused_since BIGINT
);
CREATE INDEX stored_photos_unused ON stored_photos (unused_since) WHERE unused_since IS NOT NULL;
CREATE INDEX stored_photos_owner ON stored_photos (owner_id, bytes);
-- Whether any vehicle still shows a photo is asked by its detail URL.
CREATE INDEX vehicle_images_url ON vehicle_images (url);
-- The photos vehicles show now, charged to nobody.
INSERT INTO stored_photos (hash, bytes)
    SELECT substr(m.path, 3, 24), SUM(octet_length(m.body)) FROM media m
    WHERE m.path LIKE 'u/%' AND EXISTS (SELECT 1 FROM vehicle_images vi
        WHERE vi.url = '/media/u/' || substr(m.path, 3, 24) || '-detail.jpg')
    GROUP BY substr(m.path, 3, 24);

-- +goose Down
DROP INDEX vehicle_images_url;
DROP TABLE stored_photos;
