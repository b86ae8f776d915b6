-- +goose Up
-- Trucks described as truck buyers compare them (issue 50, item 4): every
-- figure optional, 0 or '' for "nobody said" (the page then shows no row).
-- The payload is the tonnage lookup the catalogue already has.
ALTER TABLE vehicles ADD COLUMN gvw_kg INTEGER NOT NULL DEFAULT 0;
ALTER TABLE vehicles ADD COLUMN engine_power_hp INTEGER NOT NULL DEFAULT 0;
ALTER TABLE vehicles ADD COLUMN engine_cc INTEGER NOT NULL DEFAULT 0;
ALTER TABLE vehicles ADD COLUMN wheelbase_mm INTEGER NOT NULL DEFAULT 0;
ALTER TABLE vehicles ADD COLUMN axle_config TEXT NOT NULL DEFAULT '';
ALTER TABLE vehicles ADD COLUMN seats INTEGER NOT NULL DEFAULT 0;

-- Each depot's district (garihaat.Districts' code), so the dealer's own
-- vehicles are found and filtered by district like a seller's (issue 50,
-- item 3). Existing depots take the district their name carries, and their
-- vehicles' search words gain its names (what store.placeWords writes).
ALTER TABLE attributes ADD COLUMN district TEXT NOT NULL DEFAULT '';
CREATE TABLE district_match (code TEXT NOT NULL, word TEXT NOT NULL, words TEXT NOT NULL);
INSERT INTO district_match (code, word, words) VALUES
    ('dhaka', 'dhaka', 'dhaka ঢাকা'),
    ('faridpur', 'faridpur', 'faridpur ফরিদপুর'),
    ('gazipur', 'gazipur', 'gazipur গাজীপুর'),
    ('gopalganj', 'gopalganj', 'gopalganj গোপালগঞ্জ'),
    ('kishoreganj', 'kishoreganj', 'kishoreganj কিশোরগঞ্জ'),
    ('madaripur', 'madaripur', 'madaripur মাদারীপুর'),
    ('manikganj', 'manikganj', 'manikganj মানিকগঞ্জ'),
    ('munshiganj', 'munshiganj', 'munshiganj মুন্সিগঞ্জ'),
    ('narayanganj', 'narayanganj', 'narayanganj নারায়ণগঞ্জ'),
    ('narsingdi', 'narsingdi', 'narsingdi নরসিংদী'),
    ('rajbari', 'rajbari', 'rajbari রাজবাড়ী'),
    ('shariatpur', 'shariatpur', 'shariatpur শরীয়তপুর'),
    ('tangail', 'tangail', 'tangail টাঙ্গাইল'),
    ('bandarban', 'bandarban', 'bandarban বান্দরবান'),
    ('brahmanbaria', 'brahmanbaria', 'brahmanbaria ব্রাহ্মণবাড়িয়া'),
    ('chandpur', 'chandpur', 'chandpur চাঁদপুর'),
    ('chattogram', 'chattogram', 'chattogram চট্টগ্রাম chittagong ctg'),
    ('chattogram', 'chittagong', 'chattogram চট্টগ্রাম chittagong ctg'),
    ('chattogram', 'ctg', 'chattogram চট্টগ্রাম chittagong ctg'),
    ('cumilla', 'cumilla', 'cumilla কুমিল্লা comilla'),
    ('cumilla', 'comilla', 'cumilla কুমিল্লা comilla'),
    ('coxs-bazar', 'cox''s bazar', 'cox''s bazar কক্সবাজার coxsbazar'),
    ('coxs-bazar', 'coxsbazar', 'cox''s bazar কক্সবাজার coxsbazar'),
    ('feni', 'feni', 'feni ফেনী'),
    ('khagrachhari', 'khagrachhari', 'khagrachhari খাগড়াছড়ি'),
    ('lakshmipur', 'lakshmipur', 'lakshmipur লক্ষ্মীপুর'),
    ('noakhali', 'noakhali', 'noakhali নোয়াখালী'),
    ('rangamati', 'rangamati', 'rangamati রাঙ্গামাটি'),
    ('bogura', 'bogura', 'bogura বগুড়া bogra'),
    ('bogura', 'bogra', 'bogura বগুড়া bogra'),
    ('chapainawabganj', 'chapainawabganj', 'chapainawabganj চাঁপাইনবাবগঞ্জ'),
    ('joypurhat', 'joypurhat', 'joypurhat জয়পুরহাট'),
    ('naogaon', 'naogaon', 'naogaon নওগাঁ'),
    ('natore', 'natore', 'natore নাটোর'),
    ('pabna', 'pabna', 'pabna পাবনা'),
    ('rajshahi', 'rajshahi', 'rajshahi রাজশাহী'),
    ('sirajganj', 'sirajganj', 'sirajganj সিরাজগঞ্জ'),
    ('bagerhat', 'bagerhat', 'bagerhat বাগেরহাট'),
    ('chuadanga', 'chuadanga', 'chuadanga চুয়াডাঙ্গা'),
    ('jashore', 'jashore', 'jashore যশোর jessore'),
    ('jashore', 'jessore', 'jashore যশোর jessore'),
    ('jhenaidah', 'jhenaidah', 'jhenaidah ঝিনাইদহ'),
    ('khulna', 'khulna', 'khulna খুলনা'),
    ('kushtia', 'kushtia', 'kushtia কুষ্টিয়া'),
    ('magura', 'magura', 'magura মাগুরা'),
    ('meherpur', 'meherpur', 'meherpur মেহেরপুর'),
    ('narail', 'narail', 'narail নড়াইল'),
    ('satkhira', 'satkhira', 'satkhira সাতক্ষীরা'),
    ('barguna', 'barguna', 'barguna বরগুনা'),
    ('barishal', 'barishal', 'barishal বরিশাল barisal'),
    ('barishal', 'barisal', 'barishal বরিশাল barisal'),
    ('bhola', 'bhola', 'bhola ভোলা'),
    ('jhalokati', 'jhalokati', 'jhalokati ঝালকাঠি'),
    ('patuakhali', 'patuakhali', 'patuakhali পটুয়াখালী'),
    ('pirojpur', 'pirojpur', 'pirojpur পিরোজপুর'),
    ('habiganj', 'habiganj', 'habiganj হবিগঞ্জ'),
    ('moulvibazar', 'moulvibazar', 'moulvibazar মৌলভীবাজার'),
    ('sunamganj', 'sunamganj', 'sunamganj সুনামগঞ্জ'),
    ('sylhet', 'sylhet', 'sylhet সিলেট'),
    ('dinajpur', 'dinajpur', 'dinajpur দিনাজপুর'),
    ('gaibandha', 'gaibandha', 'gaibandha গাইবান্ধা'),
    ('kurigram', 'kurigram', 'kurigram কুড়িগ্রাম'),
    ('lalmonirhat', 'lalmonirhat', 'lalmonirhat লালমনিরহাট'),
    ('nilphamari', 'nilphamari', 'nilphamari নীলফামারী'),
    ('panchagarh', 'panchagarh', 'panchagarh পঞ্চগড়'),
    ('rangpur', 'rangpur', 'rangpur রংপুর'),
    ('thakurgaon', 'thakurgaon', 'thakurgaon ঠাকুরগাঁও'),
    ('jamalpur', 'jamalpur', 'jamalpur জামালপুর'),
    ('mymensingh', 'mymensingh', 'mymensingh ময়মনসিংহ'),
    ('netrokona', 'netrokona', 'netrokona নেত্রকোনা'),
    ('sherpur', 'sherpur', 'sherpur শেরপুর');
UPDATE attributes SET district = COALESCE((SELECT m.code FROM district_match m
    WHERE lower(attributes.name) LIKE '%' || m.word || '%' ORDER BY length(m.word) DESC LIMIT 1), '')
    WHERE kind = 'depot';
UPDATE vehicles SET search_text = search_text || ' ' || (SELECT m.words FROM district_match m
    JOIN attributes a ON a.district = m.code WHERE a.id = vehicles.depot_id LIMIT 1)
    WHERE district = '' AND depot_id IN (SELECT id FROM attributes WHERE district <> '');
DROP TABLE district_match;

-- +goose Down
ALTER TABLE attributes DROP COLUMN district;
ALTER TABLE vehicles DROP COLUMN seats;
ALTER TABLE vehicles DROP COLUMN axle_config;
ALTER TABLE vehicles DROP COLUMN wheelbase_mm;
ALTER TABLE vehicles DROP COLUMN engine_cc;
ALTER TABLE vehicles DROP COLUMN engine_power_hp;
ALTER TABLE vehicles DROP COLUMN gvw_kg;
