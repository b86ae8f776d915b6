package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"garihaat"
	"garihaat/store/bids"
	"garihaat/store/sqldb"
)

// Sellers is a signed-in person's own listings (issue 28). Every query is
// scoped by the seller's user id: another's listing is ENOTFOUND, as if it
// did not exist. Each write runs as a back-office write does (adminWrite:
// the catalogue version, the change log, the audit row), so a listing
// that leaves or joins the site is followed like a staff edit.
type Sellers struct{ *core }

var _ garihaat.SellerService = (*Sellers)(nil)

// sellerActor is how a seller's own steps are recorded in the audit log.
func sellerActor(s garihaat.Seller) garihaat.Actor {
	return garihaat.Actor{UserID: s.UserID, Phone: s.Phone, Role: "seller"}
}

var sellerColumns = `v.id, v.status, v.review_note, v.slug, v.title, v.title_bn, v.type_id, v.brand_id, v.model, v.year,
	v.condition, v.odometer_km, v.registration_number, v.registration_documents, v.depot_id, v.cash_price,
	v.installment_price, v.description, v.verified_at, v.verified_checks, v.created_at, v.updated_at, v.submitted_at,
	v.total_bid, v.bid_mode, v.highest_offer, v.brand_other, v.district, v.area, (SELECT COUNT(*) FROM bookmarks b WHERE b.vehicle_id = v.id),
	COALESCE((SELECT w.views FROM vehicle_views w WHERE w.vehicle_id = v.id), 0), ` + technicalOf("v.")

func scanSellerVehicle(sc interface{ Scan(...any) error }) (garihaat.SellerVehicle, error) {
	var (
		v                       garihaat.SellerVehicle
		depot, verifiedAt, subm sql.NullInt64
		cash, inst, highest     int64
		checks, mode            string
		created, updated        int64
	)
	err := sc.Scan(append([]any{&v.ID, &v.Status, &v.ReviewNote, &v.ProductSlug, &v.Title, &v.TitleBn, &v.TypeID, &v.BrandID, &v.Model,
		&v.Year, &v.Condition, &v.Odometer, &v.RegistrationNumber, &v.RegistrationDocuments, &depot, &cash, &inst, &v.Description,
		&verifiedAt, &checks, &created, &updated, &subm, &v.TotalBid, &mode, &highest, &v.BrandOther, &v.District, &v.Area, &v.Bookmarks, &v.Views},
		technicalTargets(&v.Technical)...)...)
	if err != nil {
		return v, err
	}
	positive := func(n int64) *int64 {
		if n <= 0 {
			return nil
		}
		return &n
	}
	v.CashPrice, v.InstallmentPrice = positive(cash), positive(inst)
	v.HighestOffer = garihaat.OfferShown(mode, highest) // what buyers see, never the sealed amount
	if depot.Valid {
		v.DepotLocationID = &depot.Int64
	}
	if verifiedAt.Valid {
		v.Verified = garihaat.Verification{At: time.Unix(verifiedAt.Int64, 0).UTC(), Checks: strings.Split(checks, ",")}
	}
	if subm.Valid {
		t := time.Unix(subm.Int64, 0).UTC()
		v.SubmittedAt = &t
	}
	v.CreatedAt, v.UpdatedAt = time.Unix(created, 0).UTC(), time.Unix(updated, 0).UTC()
	v.Editable = garihaat.SellerEditable(v.Status)
	v.Moves = garihaat.VehicleMoves(v.Status, garihaat.BySeller)[1:]
	if !garihaat.VehicleAudience(v.Status).Seller {
		v.Moves = nil // archived by staff: the seller only sees it
	}
	return v, nil
}

// MyVehicles lists the seller's listings, newest first.
func (s *Sellers) MyVehicles(ctx context.Context, seller garihaat.Seller) ([]garihaat.SellerVehicle, error) {
	out := []garihaat.SellerVehicle{}
	err := s.tx(ctx, func(tx *Tx) error {
		rows, err := tx.Query(ctx, `SELECT `+sellerColumns+` FROM vehicles v WHERE v.seller_id = ? ORDER BY v.id DESC`, seller.UserID)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			v, err := scanSellerVehicle(rows)
			if err != nil {
				return err
			}
			v.Images = []garihaat.VehicleImage{}
			out = append(out, v)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		rows.Close()
		for i := range out { // a seller has a handful of listings
			if out[i].Images, err = tx.vehicleImages(ctx, out[i].ID); err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// MyVehicle reads one of the seller's listings.
func (s *Sellers) MyVehicle(ctx context.Context, seller garihaat.Seller, id int64) (garihaat.SellerVehicle, error) {
	var v garihaat.SellerVehicle
	err := s.tx(ctx, func(tx *Tx) error {
		var err error
		v, err = tx.myVehicle(ctx, seller, id)
		return err
	})
	return v, err
}

func (t *Tx) myVehicle(ctx context.Context, seller garihaat.Seller, id int64) (garihaat.SellerVehicle, error) {
	v, err := scanSellerVehicle(t.QueryRow(ctx, `SELECT `+sellerColumns+` FROM vehicles v WHERE v.id = ? AND v.seller_id = ?`,
		id, seller.UserID))
	if sqldb.IsNoRows(err) {
		return v, garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgVehicleNotFound)
	} else if err != nil {
		return v, err
	}
	v.Images, err = t.vehicleImages(ctx, id)
	return v, err
}

// sellerMayAct refuses a seller an owner blocked. Every seller write calls
// it first, and on PostgreSQL it locks the seller's row (FOR UPDATE) so one
// seller's writes run one after another: their caps (new listings a day,
// listings in review, photo uploads) are counted and then written, and
// under READ COMMITTED two transactions used to count the same rows (30
// creates at once made 29 drafts against 10, issue 46). SQLite's write
// transactions run alone already.
func (t *Tx) sellerMayAct(ctx context.Context, seller garihaat.Seller) error {
	var blocked sql.NullInt64
	q := `SELECT seller_blocked_at FROM users WHERE id = ?`
	if t.s.Dialect() == Postgres {
		q += ` FOR UPDATE`
	}
	if err := t.QueryRow(ctx, q, seller.UserID).Scan(&blocked); err != nil {
		return err
	}
	if blocked.Valid {
		return garihaat.Errorf(garihaat.EFORBIDDEN, garihaat.MsgSellerBlocked)
	}
	return nil
}

// countAction counts the seller's actions of kind since from and, when
// under max, records one more; ERATELIMITED (msg, retry after the oldest
// counted one leaves the window) otherwise.
func (t *Tx) countAction(ctx context.Context, seller garihaat.Seller, kind string, window time.Duration, max int, msg string) error {
	// The seller's row is locked before their action is written: the
	// insert below takes a share lock on it (the foreign key), and two
	// writes that both held one and then asked sellerMayAct's lock would
	// deadlock on PostgreSQL.
	if err := t.sellerMayAct(ctx, seller); err != nil {
		return err
	}
	now := t.s.Now().Unix()
	from := now - int64(window/time.Second)
	var n int
	var oldest sql.NullInt64
	if err := t.QueryRow(ctx, `SELECT COUNT(*), MIN(at) FROM seller_actions WHERE user_id = ? AND kind = ? AND at > ?`,
		seller.UserID, kind, from).Scan(&n, &oldest); err != nil {
		return err
	}
	if n >= max {
		return sqldb.RateLimited(msg, oldest.Int64-from)
	}
	// What left the window is dropped: a seller saving all day keeps at
	// most max rows of a kind, not every save they ever made.
	if _, err := t.Exec(ctx, `DELETE FROM seller_actions WHERE user_id = ? AND kind = ? AND at <= ?`, seller.UserID, kind, from); err != nil {
		return err
	}
	_, err := t.Exec(ctx, `INSERT INTO seller_actions (user_id, kind, at) VALUES (?, ?, ?)`, seller.UserID, kind, now)
	return err
}

// countSave counts one change of a listing (a save of the form, a move,
// a photo reordered or removed) against the seller's hourly limit, before
// anything else is read: a refusal costs one read (issue 46: one client
// saved its draft 15–17 times a second).
func (t *Tx) countSave(ctx context.Context, seller garihaat.Seller) error {
	return t.countAction(ctx, seller, "save", time.Hour, garihaat.MaxSellerSaves, garihaat.MsgTooManySaves)
}

// CreateMyVehicle starts a draft listing.
func (s *Sellers) CreateMyVehicle(ctx context.Context, seller garihaat.Seller, l garihaat.SellerListing) (garihaat.SellerVehicle, error) {
	var v garihaat.SellerVehicle
	err := s.adminWrite(ctx, func(tx *Tx) error {
		if err := tx.sellerMayAct(ctx, seller); err != nil {
			return err
		}
		names, err := tx.sellerRefs(ctx, &l)
		if err != nil {
			return err
		}
		if err := tx.countAction(ctx, seller, "create", 24*time.Hour, garihaat.MaxSellerNewPerDay,
			garihaat.MsgTooManyNewListingsToday); err != nil {
			return err
		}
		now := tx.s.Now()
		// The offer window is set when staff approve it; until then a
		// placeholder the column needs.
		ends := now.In(garihaat.Dhaka).AddDate(0, 0, garihaat.SellerOfferDays).Format("2006-01-02")
		id, err := tx.InsertID(ctx, `INSERT INTO vehicles (slug, title, brand_id, type_id, condition, cash_price, installment_price,
				offer_ends_at, offer_closes_at, created_at, updated_at, status, seller_id, seller_lang)
			VALUES (?, '', ?, ?, 'resale', 0, 0, ?, ?, ?, ?, ?, ?, ?)`, "new-"+bids.NewIDNumber(now), l.BrandID, l.TypeID, ends,
			garihaat.ClosesAt(ends).Unix(), now.Unix(), now.Unix(), garihaat.VehicleDraft, seller.UserID, seller.Lang)
		if err != nil {
			return err
		}
		tracking := fmt.Sprintf("GH-%s-%05d", now.In(garihaat.Dhaka).Format("2006"), id)
		if _, err := tx.Exec(ctx, `UPDATE vehicles SET tracking_id = ? WHERE id = ?`, tracking, id); err != nil {
			return err
		}
		if err := tx.writeListing(ctx, id, "", l, names); err != nil {
			return err
		}
		if v, err = tx.myVehicle(ctx, seller, id); err != nil {
			return err
		}
		return tx.Audit(ctx, sellerActor(seller), "seller_create", "vehicle", id, nil, v)
	})
	return v, err
}

// UpdateMyVehicle rewrites a listing the seller may edit.
func (s *Sellers) UpdateMyVehicle(ctx context.Context, seller garihaat.Seller, id int64, l garihaat.SellerListing) (garihaat.SellerVehicle, error) {
	var v garihaat.SellerVehicle
	err := s.adminWrite(ctx, func(tx *Tx) error {
		if err := tx.countSave(ctx, seller); err != nil {
			return err
		}
		before, err := tx.editableListing(ctx, seller, id)
		if err != nil {
			return err
		}
		names, err := tx.sellerRefs(ctx, &l)
		if err != nil {
			return err
		}
		if err := tx.writeListing(ctx, id, before.Status, l, names); err != nil {
			return err
		}
		if v, err = tx.myVehicle(ctx, seller, id); err != nil {
			return err
		}
		return tx.Audit(ctx, sellerActor(seller), "seller_update", "vehicle", id, before, v)
	})
	return v, err
}

// editableListing reads the seller's listing and refuses one they may not
// change now (in review, on the site, sold, refused). The write that
// follows changes the listing, which the public cannot see: recorded
// here with its state, so it moves no catalogue version (version.go).
func (t *Tx) editableListing(ctx context.Context, seller garihaat.Seller, id int64) (garihaat.SellerVehicle, error) {
	if err := t.sellerMayAct(ctx, seller); err != nil {
		return garihaat.SellerVehicle{}, err
	}
	v, err := t.myVehicle(ctx, seller, id)
	if err == nil && !v.Editable {
		err = garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgListingNotEditable)
	}
	if err == nil {
		t.VehicleChangedFrom(id, v.Status)
	}
	return v, err
}

// sellerRefs checks that l's type, brand and depot exist (a field error
// each otherwise), as the editor's save does, and returns the names its
// title is made of. A brand the seller typed ("Other") is kept on the
// catalogue's Other brand (l.BrandID is set to it) and names the title
// in both languages until staff map it at review.
func (t *Tx) sellerRefs(ctx context.Context, l *garihaat.SellerListing) (brandNames, error) {
	if l.BrandOther != "" {
		id, err := t.otherBrand(ctx)
		if err != nil {
			return brandNames{}, err
		}
		l.BrandID = id
	}
	n, err := t.vehicleRefs(ctx, garihaat.VehicleInput{BrandID: l.BrandID, TypeID: l.TypeID, DepotLocationID: l.DepotLocationID})
	if l.BrandOther != "" {
		n.en, n.bn = l.BrandOther, l.BrandOther
	}
	return n, err
}

// writeListing writes a seller's fields to vehicle id; the titles are
// made of the brand, the model, the type and the year in each language
// (staff may correct them on review). The district's names in both
// languages and the area join the search column, so "truck cumilla" and
// "ট্রাক কুমিল্লা" find it. was is the listing's state before ("" for a
// new one).
func (t *Tx) writeListing(ctx context.Context, id int64, was string, l garihaat.SellerListing, n brandNames) error {
	t.VehicleChangedFrom(id, was)
	title, titleBn := sellerTitles(n, l.Model, l.Year)
	condition := l.Condition
	if condition == "" {
		condition = garihaat.ConditionResale
	}
	slug := garihaat.Slugify(title)
	if slug == "" {
		slug = "vehicle"
	}
	place, err := t.placeWordsAt(ctx, l.District, l.Area, l.DepotLocationID)
	if err != nil {
		return err
	}
	techSet, techArgs := technicalSet(l.Technical)
	_, err = t.Exec(ctx, `UPDATE vehicles SET `+techSet+`, title = ?, title_bn = ?, brand_id = ?, type_id = ?, model = ?, model_bn = ?, year = ?,
			condition = ?, odometer_km = ?, registration_number = ?, registration_documents = ?, depot_id = ?, cash_price = ?,
			installment_price = ?, description = ?, search_text = ?, updated_at = ?, brand_other = ?, district = ?, area = ?,
			slug = CASE WHEN published_at IS NULL THEN ? ELSE slug END
		WHERE id = ?`, append(techArgs,
		title, titleBn, l.BrandID, l.TypeID, l.Model, l.Model, l.Year, condition, l.Odometer, l.RegistrationNumber,
		l.RegistrationDocuments, l.DepotLocationID, l.CashPrice, l.InstallmentPrice, l.Description,
		sqldb.SearchText(title, titleBn, n.en, n.bn, l.Model, l.Model, place), t.s.Now().Unix(), l.BrandOther, l.District, l.Area,
		slug+"-"+fmt.Sprint(id), id)...)
	return err
}

// sellerTitles are a seller's listing's titles in English and Bangla, each
// made of the parts in its own language: brand, model, type and year
// (Bengali digits in the Bangla one).
func sellerTitles(n brandNames, model string, year int) (string, string) {
	join := func(parts ...string) string {
		var kept []string
		for _, p := range parts {
			if p = strings.TrimSpace(p); p != "" {
				kept = append(kept, p)
			}
		}
		return strings.Join(kept, " ")
	}
	y := ""
	if year > 0 {
		y = fmt.Sprint(year)
	}
	return join(n.en, model, n.typ, y), join(n.bn, model, n.typBn, garihaat.BengaliDigits(y))
}

// OtherBrandSlug is the catalogue's brand for sellers' vehicles of a make
// it lacks, made on first use (the seed's lists stay as they are). It is
// kept out of the brand lists and selects (catalog.go): the seller's form
// offers its own "Other", and staff map such a listing to a real brand.
const OtherBrandSlug = "other"

// otherBrand is the id of the Other brand, made if missing. It sorts last.
func (t *Tx) otherBrand(ctx context.Context) (int64, error) {
	var id int64
	err := t.QueryRow(ctx, `SELECT id FROM brands WHERE slug = ?`, OtherBrandSlug).Scan(&id)
	if sqldb.IsNoRows(err) {
		return t.InsertID(ctx, `INSERT INTO brands (slug, name, name_bn, sort_order) VALUES (?, 'Other', 'অন্যান্য', 1000000)`,
			OtherBrandSlug)
	}
	return id, err
}
