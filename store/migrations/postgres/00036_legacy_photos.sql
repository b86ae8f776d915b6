-- +goose Up
-- Photos stored before 00023 that no vehicle shows any more, and logos
-- stored the same way (/media/u/<hash>-<size>.jpg) before it, had no
-- stored_photos row and so were never swept (issue 46). Each gets its row
-- now, charged to nobody: kept when a record's image field (a brand's or
-- type's icon, a dealer's logo, a testimonial's portrait) names it, as
-- SaveMedia keeps the newer ones; stamped unused from now when no vehicle
-- shows it either, so the sweep deletes it after the grace period like any
-- other; left unstamped when a vehicle shows it. Every photo has its
-- detail size; the hash is what comes before "-detail.jpg".
INSERT INTO stored_photos (hash, bytes, kept, unused_since)
    SELECT p.hash,
        (SELECT COALESCE(SUM(octet_length(s.body)), 0) FROM media s
            WHERE s.path IN ('u/' || p.hash || '-card.jpg', 'u/' || p.hash || '-detail.jpg', 'u/' || p.hash || '-full.jpg')),
        CASE WHEN EXISTS (SELECT 1 FROM brands WHERE icon_image = p.url)
            OR EXISTS (SELECT 1 FROM vehicle_types WHERE icon_image = p.url)
            OR EXISTS (SELECT 1 FROM dealers WHERE image = p.url)
            OR EXISTS (SELECT 1 FROM testimonials WHERE image = p.url) THEN 1 ELSE 0 END,
        CASE WHEN EXISTS (SELECT 1 FROM vehicle_images WHERE url = p.url) THEN NULL ELSE CAST(EXTRACT(EPOCH FROM now()) AS BIGINT) END
    FROM (SELECT substr(m.path, 3, length(m.path) - 13) AS hash, '/media/' || m.path AS url FROM media m
        WHERE m.path LIKE 'u/%-detail.jpg') p
    WHERE NOT EXISTS (SELECT 1 FROM stored_photos sp WHERE sp.hash = p.hash);

-- +goose Down
-- The rows stay: they describe files that exist, and the sweep's rules
-- hold without this migration's reason for them.
SELECT 1;
