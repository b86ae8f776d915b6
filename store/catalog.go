package store

import (
	"context"

	"garihaat"
)

// Footer returns the type and brand lists of the footer.
func (s *Catalog) Footer(ctx context.Context) (garihaat.Footer, error) {
	f := garihaat.Footer{Types: []garihaat.Option{}, Brands: []garihaat.BrandRef{}}
	types, err := s.typeOptions(ctx)
	if err != nil {
		return f, err
	}
	f.Types = types
	rows, err := s.Query(ctx, `SELECT id, name, name_bn, slug FROM brands WHERE slug <> ? ORDER BY sort_order, name`, OtherBrandSlug)
	if err != nil {
		return f, err
	}
	defer rows.Close()
	for rows.Next() {
		var b garihaat.BrandRef
		if err := rows.Scan(&b.ID, &b.Name, &b.BnTranslation.Name, &b.BrandSlug); err != nil {
			return f, err
		}
		f.Brands = append(f.Brands, b)
	}
	return f, rows.Err()
}

func (s *core) typeOptions(ctx context.Context) ([]garihaat.Option, error) {
	return s.options(ctx, `SELECT id, name, name_bn FROM vehicle_types ORDER BY sort_order, name`)
}

// options reads id, name, name_bn rows into Options.
func (s *core) options(ctx context.Context, q string, args ...any) ([]garihaat.Option, error) {
	rows, err := s.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []garihaat.Option{}
	for rows.Next() {
		var o garihaat.Option
		if err := rows.Scan(&o.ID, &o.Name, &o.BnTranslation.Name); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// BrandList is every brand but "other" in its order, without counts.
func (s *Catalog) BrandList(ctx context.Context) ([]garihaat.Brand, error) {
	rows, err := s.Query(ctx, `SELECT id, name, name_bn, slug, icon_image FROM brands WHERE slug <> ? ORDER BY sort_order, name`, OtherBrandSlug)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	brands := []garihaat.Brand{}
	for rows.Next() {
		b := garihaat.Brand{ProductTypes: []garihaat.Option{}}
		if err := rows.Scan(&b.ID, &b.Name, &b.BnTranslation.Name, &b.BrandSlug, &b.IconImage); err != nil {
			return nil, err
		}
		brands = append(brands, b)
	}
	return brands, rows.Err()
}

// CountBrandsSQL fills each brand's vehicle count and the types it sells
// by SQL: the count groups every published vehicle, a fifth of a second
// for 100,000 on SQLite (the read model counts with its list index).
func (s *Catalog) CountBrandsSQL(ctx context.Context, brands []garihaat.Brand) error {
	index := map[int64]int{}
	for i, b := range brands {
		index[b.ID] = i
	}
	rows, err := s.Query(ctx, `
		SELECT v.brand_id, t.id, t.name, t.name_bn, COUNT(*)
		FROM vehicles v JOIN vehicle_types t ON t.id = v.type_id
		WHERE `+listedWhere("v.status")+`
		GROUP BY v.brand_id, t.id, t.name, t.name_bn, t.sort_order
		ORDER BY v.brand_id, t.sort_order, t.name`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var brandID int64
		var t garihaat.Option
		var n int
		if err := rows.Scan(&brandID, &t.ID, &t.Name, &t.BnTranslation.Name, &n); err != nil {
			return err
		}
		if i, ok := index[brandID]; ok {
			brands[i].TotalProducts += n
			brands[i].ProductTypes = append(brands[i].ProductTypes, t)
		}
	}
	return rows.Err()
}

// Types returns every vehicle type (without products).
func (s *Catalog) Types(ctx context.Context) ([]garihaat.VehicleType, error) {
	rows, err := s.Query(ctx, `SELECT id, name, name_bn, slug, icon_image FROM vehicle_types ORDER BY sort_order, name`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	types := []garihaat.VehicleType{}
	for rows.Next() {
		var t garihaat.VehicleType
		if err := rows.Scan(&t.ID, &t.Name, &t.BnTranslation.Name, &t.Slug, &t.IconImage); err != nil {
			return nil, err
		}
		types = append(types, t)
	}
	return types, rows.Err()
}

// NewestOfType is a type's n newest listed vehicles by SQL: one index
// walk per type (a handful of types) rather than a window function that
// ranks the table.
func (s *Catalog) NewestOfType(ctx context.Context, typeID int64, n int) ([]garihaat.VehicleSummary, error) {
	return s.summaries(ctx, `SELECT `+summaryColumns+` FROM vehicles WHERE type_id = ? AND `+listedWhere("status")+`
		ORDER BY created_at DESC, id DESC LIMIT ?`, typeID, n)
}

// Dealers are the home page's dealers in order.
func (s *Catalog) Dealers(ctx context.Context) ([]garihaat.Dealer, error) {
	rows, err := s.Query(ctx, `SELECT id, image, company, company_bn, name, name_bn, phone, phone_bn, location, location_bn
		FROM dealers ORDER BY sort_order, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []garihaat.Dealer{}
	for rows.Next() {
		var d garihaat.Dealer
		if err := rows.Scan(&d.ID, &d.Image, &d.DealerCompany, &d.BnTranslation.DealerCompany, &d.Name, &d.BnTranslation.Name,
			&d.Phone, &d.BnTranslation.Phone, &d.Location, &d.BnTranslation.Location); err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

// Testimonials are the home page's testimonials in order.
func (s *Catalog) Testimonials(ctx context.Context) ([]garihaat.Testimonial, error) {
	rows, err := s.Query(ctx, `SELECT id, content, content_bn, image, name, name_bn, company, company_bn, rating
		FROM testimonials ORDER BY sort_order, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []garihaat.Testimonial{}
	for rows.Next() {
		var t garihaat.Testimonial
		if err := rows.Scan(&t.ID, &t.Content, &t.BnTranslation.Content, &t.Image, &t.Name, &t.BnTranslation.Name,
			&t.Company, &t.BnTranslation.Company, &t.Rating); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// FAQs returns the help page's questions in order.
func (s *Catalog) FAQs(ctx context.Context) ([]garihaat.FAQ, error) {
	rows, err := s.Query(ctx, `SELECT id, question, question_bn, answer, answer_bn FROM faqs ORDER BY sort_order, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []garihaat.FAQ{}
	for rows.Next() {
		var f garihaat.FAQ
		if err := rows.Scan(&f.ID, &f.Question, &f.BnTranslation.Question, &f.Answer, &f.BnTranslation.Answer); err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

// FilterParams returns the options of every list filter.
func (s *Catalog) FilterParams(ctx context.Context) (garihaat.FilterParams, error) {
	var p garihaat.FilterParams
	var err error
	if p.Types, err = s.typeOptions(ctx); err != nil {
		return p, err
	}
	if p.Brands, err = s.options(ctx, `SELECT id, name, name_bn FROM brands WHERE slug <> ? ORDER BY sort_order, name`, OtherBrandSlug); err != nil {
		return p, err
	}
	attr := func(kind string) ([]garihaat.Option, error) {
		return s.options(ctx, `SELECT id, name, name_bn FROM attributes WHERE kind = ? ORDER BY sort_order, id`, kind)
	}
	if p.FuelTypes, err = attr(garihaat.KindFuelType); err != nil {
		return p, err
	}
	if p.DepLoc, err = attr(garihaat.KindDepot); err != nil {
		return p, err
	}
	if p.Colors, err = attr(garihaat.KindColor); err != nil {
		return p, err
	}
	if p.Tonnage, err = attr(garihaat.KindTonnage); err != nil {
		return p, err
	}
	p.Budgets, err = s.budgetPresets(ctx)
	return p, err
}

// summaryColumns are the columns scanSummary reads, in order.
const summaryColumns = `id, slug, cover_image, title, title_bn, cash_price, installment_price, offer_ends_at, ` + sellerCode +
	`, year, odometer_km, COALESCE(depot_id, 0), type_id, brand_id`

// sellerCode is a vehicle's garihaat.SellerCode: who sells it, for a card's mark.
const sellerCode = `CASE WHEN seller_id IS NULL THEN 0 WHEN verified_at IS NULL THEN 1 ELSE 2 END`

type scanner interface{ Scan(dest ...any) error }

// scanSummary scans summaryColumns, preceded by any extra leading columns.
func scanSummary(r scanner, v *garihaat.VehicleSummary, lead ...any) error {
	var cover string
	var seller int64
	dest := append(lead, &v.ID, &v.ProductSlug, &cover, &v.Title, &v.BnTranslation.Title, &v.CashPrice, &v.InstallmentPrice, &v.OfferEndsAt, &seller,
		&v.Year, &v.Odometer, &v.DepotID, &v.TypeID, &v.BrandID)
	if err := r.Scan(dest...); err != nil {
		return err
	}
	v.Seller = garihaat.CardSeller(garihaat.SellerCode(seller))
	v.Images = []string{}
	if cover != "" {
		v.Images = []string{cover}
	}
	return nil
}
